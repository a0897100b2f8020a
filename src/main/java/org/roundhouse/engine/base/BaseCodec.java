package org.roundhouse.engine.base;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.StepCodec;
import org.roundhouse.engine.StepCodec.DealForm;
import org.roundhouse.engine.StepCodec.Field;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseMove.Source;
import org.roundhouse.engine.base.BaseMove.Take;

/**
 * The base game's steps and deal in the notation ({@code docs/notation.md}) and in XML
 * ({@code docs/record-xml.md}), each described once: {@code +P} / {@code <draw card="plain"/>},
 * {@code DM:DEN-CAS} (the card left out when it is the section's own kind, {@code DM:DEN-CAS/W}
 * otherwise) / {@code <build card=".." company="DM" section="DEN-CAS"/>}, {@code =2MS} {@code
 * =MS,EP&RG} / {@code <invest company="MS" count="2"/>}, {@code -F} (a discard after an
 * investment, a pass otherwise; {@code --} none, version 3), {@code >MS} {@code >*} {@code >UP} /
 * {@code <take from="display" company="MS"/>}, {@code ^KCC} {@code ^$2} / {@code <reveal
 * card="dividend"/>}, {@code <BNL} {@code <-} (left out at the end of a token) / {@code <keep/>};
 * the deal as {@code DealA "P F W | DM BNL MS MS"} / each player's {@code tracks} and {@code
 * shares}, and {@code Display}, {@code ShareDeck}, {@code TrackDeck} / {@code <display>},
 * {@code <share-deck>}, {@code <track-deck>} ({@code ?} / {@code unknown} for a hand card nobody
 * recorded, version 2). Bad input is told what the base game's records have always been told.
 */
final class BaseCodec {
    private static final Field COMPANY = Field.company(false, "");
    private static final Field SHARE = Field.company(true, "");
    private static final Field KIND = Field.kind();
    private static final Field DRAWN = KIND.or(BaseMove.NO_CARD, "-", "none");
    private static final Field HAND_CARD = KIND.or(BaseMove.NO_CARD, "-", "none", 3);
    private static final Field COUNT = Field.number(1, 999, false, true, s -> s);

    static final StepCodec CODEC = new StepCodec("codec.base.name", "+P, DM:DEN-CAS, =DM, -F, >MS, ^KCC, <BNL");

    static {
        CODEC.opening(Initial.class, "codec.base.kind.first", WORDS.text("basecodec.openingRule"), "=", SHARE.at("company"))
                .element("initial", "seat", "company").whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(DrawTrack.class, "codec.base.kind.draw", "+", DRAWN.at("kind")).attribute("card", "kind").element("draw", "card").drawn()
                .whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(ReplaceDead.class, "codec.base.kind.replace", "~", KIND.at("card")).element("replace-dead", "card")
                .whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Build.class, "codec.base.kind.build", COMPANY.at("company"), ":", Field.section().within("[^\\s/]+").at("section"),
                KIND.at("card").prefixed("/").omittedInNotationWhen((board, v) -> board.section(v.get("section")).trackType()))
                .element("build", "card", "company", "section").whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Invest.class, "codec.base.kind.invest", "=", COUNT.at("count").omittedWhen(1), SHARE.at("company"))
                .fixed("second", Invest.NONE).element("invest", "company", "count").whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Invest.class, "codec.base.kind.invest", "=", SHARE.at("company"), ",", SHARE.at("second"))
                .fixed("count", 1).element("invest", "company", "second").whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Discard.class, "codec.base.kind.discard", "-", HAND_CARD.at("card")).after(Invest.class).element("discard", "card")
                .whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Forgo.class, "codec.base.kind.pass", "-", HAND_CARD.at("card")).element("pass", "card").whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Take.class, "codec.base.kind.take", ">*").fixed("source", Source.DECK.ordinal()).fixed("company", -1)
                .element("take", "from=deck");
        CODEC.step(Take.class, "codec.base.kind.take", ">UP").fixed("source", Source.UNION_PACIFIC.ordinal()).fixed("company", -1)
                .anyCase().element("take", "from=union-pacific");
        CODEC.step(Take.class, "codec.base.kind.take", ">", COMPANY.at("company")).fixed("source", Source.DISPLAY.ordinal())
                .element("take", "from=display", "company").whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Reveal.class, "codec.base.kind.reveal", "^$", StepCodec.dividendNumber(Field.number(1, 9, false, true, s -> s))
                .writtenWhenUnknown()).fixed("card", BaseMove.DIVIDEND).element("reveal", "card=dividend").drawn()
                .whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Reveal.class, "codec.base.kind.reveal", "^", COMPANY.at("card")).element("reveal", "card").drawn()
                .whenUnreadable(BaseCodec::whyNotToken);
        CODEC.step(Exchange.class, "codec.base.kind.exchange", "<-").fixed("company", Exchange.KEEP).element("keep").omittedAtEnd();
        CODEC.step(Exchange.class, "codec.base.kind.exchange", "<", SHARE.at("company")).element("exchange", "company")
                .whenUnreadable(BaseCodec::whyNotToken);
        // a track draw starts a turn, but for the one that replaces a dead card
        CODEC.turnsStartWhen((token, stepsSoFar) -> token.startsWith("+") && !stepsSoFar.isEmpty()
                && !(stepsSoFar.get(stepsSoFar.size() - 1) instanceof ReplaceDead));
        CODEC.whenMalformed("", BaseCodec::whyNotToken);
        CODEC.whenAnyUnreadable(BaseCodec::whyNotElement);
        CODEC.deal(new DealForm("codec.base.name", BaseGame.MIN_PLAYERS, BaseGame.MAX_PLAYERS)
                .seat("Deal", "tracks", KIND.or(BaseMove.UNKNOWN, "?", "unknown", 2), "codec.base.what.tracks",
                        (deal, seat) -> ((BaseSetup) deal).trackHands().get(seat))
                .seat("Deal", "shares", COMPANY.or(BaseMove.UNKNOWN, "?", "unknown", 2), "codec.base.what.shares",
                        (deal, seat) -> ((BaseSetup) deal).shareHands().get(seat))
                .table("Display", "display", COMPANY, "codec.base.what.display", false, deal -> ((BaseSetup) deal).display())
                .table("ShareDeck", "share-deck", COMPANY.or(BaseMove.DIVIDEND, "$", "dividend"), "codec.base.what.shareDeck", true,
                        deal -> ((BaseSetup) deal).shareDeck())
                .table("TrackDeck", "track-deck", KIND, "codec.base.what.trackDeck", true, deal -> ((BaseSetup) deal).trackDeck())
                .builds((seats, table) -> new BaseSetup(seats.size(), seats.stream().map(lists -> lists.get(0)).toList(),
                        seats.stream().map(lists -> lists.get(1)).toList(), table.get(0), table.get(1), table.get(2)))
                .whenUnreadable(BaseCodec::whyNotTags, BaseCodec::whyNotXmlDeal));
    }

    // ------------------------------------------------------------------ what bad notation is told

    private static String whyNotToken(Board board, String token) {
        BoardNames names = BoardNames.of(board);
        String arg = token.substring(1);
        String why = switch (token.charAt(0)) {
            case '+', '-' -> arg.equals("-") ? null : notAKind(names, arg, token);
            case '~' -> notAKind(names, arg, token);
            case '=' -> notAnInvestment(names, arg, token);
            case '>' -> arg.equals("*") || arg.equalsIgnoreCase("UP") ? null : notACompany(names, arg, token, false);
            case '^' -> arg.startsWith("$") ? (arg.length() == 1 || arg.substring(1).matches("[1-9]") ? null
                    : WORDS.text("basecodec.dividendNumber", token)) : notACompany(names, arg, token, false);
            case '<' -> arg.equals("-") ? null : notACompany(names, arg, token, true);
            default -> notABuild(names, token);
        };
        return why != null ? why : WORDS.text("basecodec.notAMove", token);
    }

    /** Null for a kind's letter in the token, or its name when the token is null (an XML value); else what it is told. */
    private static String notAKind(BoardNames names, String text, String token) {
        if (token == null ? text != null && names.kindByName(text) >= 0 : text.length() == 1 && names.kindByLetter(text.charAt(0)) >= 0) return null;
        return token == null ? WORDS.text("basecodec.xml.notAKind", text) : WORDS.text("basecodec.notALetter", token, text, letters(names));
    }

    private static String letters(BoardNames names) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < names.board().trackCardKinds(); k++) b.append(k == 0 ? "" : " ").append(names.kindLetter(k));
        return b.toString();
    }

    /** Null for a company (Union Pacific where it may stand), else what the token, or an XML value when it is null, is told. */
    private static String notACompany(BoardNames names, String abbreviation, String token, boolean unionPacific) {
        int c = abbreviation == null ? -1 : names.companyByAbbreviation(abbreviation);
        if (c >= 0 && (unionPacific || c != names.board().unionPacific())) return null;
        return token == null ? WORDS.text("basecodec.xml.notACompany", abbreviation) : WORDS.text("basecodec.notACompany", token, abbreviation);
    }

    private static String notAnInvestment(BoardNames names, String arg, String token) {
        int comma = arg.indexOf(',');
        if (comma >= 0) {
            String first = arg.substring(0, comma);
            String second = arg.substring(comma + 1);
            if (first.matches("\\d.*") || second.matches("\\d.*") || second.indexOf(',') >= 0) {
                return WORDS.text("basecodec.notAnInvestment", token, WORDS.text("basecodec.investRule"));
            }
            String why = notACompany(names, first, token, true);
            return why != null ? why : notACompany(names, second, token, true);
        }
        int digits = 0;
        while (digits < arg.length() && Character.isDigit(arg.charAt(digits))) digits++;
        if (digits > 3) return WORDS.text("basecodec.absurdShares", token);
        if (digits > 0 && Integer.parseInt(arg.substring(0, digits)) < 1) return WORDS.text("basecodec.atLeastOneShare", token);
        return notACompany(names, arg.substring(digits), token, true);
    }

    private static String notABuild(BoardNames names, String token) {
        int colon = token.indexOf(':');
        if (colon <= 0) return null;
        String why = notACompany(names, token.substring(0, colon), token, false);
        if (why != null) return why;
        String rest = token.substring(colon + 1);
        int slash = rest.indexOf('/');
        String code = slash < 0 ? rest : rest.substring(0, slash);
        if (names.sectionByCode(code) < 0) return WORDS.text("basecodec.notASection", token, code);
        return slash < 0 ? null : notAKind(names, rest.substring(slash + 1), token);
    }

    // ------------------------------------------------------------------ what bad XML is told

    private static String whyNotElement(Board board, StepXml.Element element, int seat, int players) {
        BoardNames names = BoardNames.of(board);
        Map<String, String> a = element.attributes();
        if (element.name().equals("initial")) {
            String s = a.get("seat");
            if (s == null) return WORDS.text("basecodec.xml.initialSeat", players);
            if (!s.trim().matches("-?[0-9]{1,9}")) return WORDS.text("basecodec.xml.seatNotANumber", s, players);
            int n = Integer.parseInt(s.trim());
            if (n < 1 || n > players) return WORDS.text("basecodec.xml.seatOutOfRange", n, players);
            return notACompany(names, a.get("company"), null, true);
        }
        if (seat < 0) return WORDS.text("basecodec.xml.initialOnly");
        return switch (element.name()) {
            case "draw", "discard", "pass" -> "none".equals(a.get("card")) ? null : notAKind(names, a.get("card"), null);
            case "replace-dead" -> notAKind(names, a.get("card"), null);
            case "build" -> {
                String code = a.get("section");
                if (code == null || names.sectionByCode(code) < 0) yield WORDS.text("basecodec.xml.notASection", code);
                String why = notAKind(names, a.get("card"), null);
                yield why != null ? why : notACompany(names, a.get("company"), null, false);
            }
            case "invest" -> {
                String why = notACompany(names, a.get("company"), null, true);
                String second = a.get("second");
                String count = a.get("count");
                if (why == null && second != null && count != null) why = WORDS.text("basecodec.xml.countAndSecond");
                if (why == null && second != null) why = notACompany(names, second, null, true);
                if (why == null && count != null && !count.trim().matches("-?[0-9]{1,9}")) why = WORDS.text("basecodec.xml.countNotANumber", count);
                if (why == null && count != null && (Integer.parseInt(count.trim()) < 1 || Integer.parseInt(count.trim()) > 999)) {
                    why = WORDS.text("basecodec.xml.countOutOfRange", Integer.parseInt(count.trim()));
                }
                yield why;
            }
            case "take" -> {
                String from = a.get("from");
                if ("display".equals(from)) yield notACompany(names, a.get("company"), null, false);
                yield "deck".equals(from) || "union-pacific".equals(from) ? null : WORDS.text("basecodec.xml.takeFrom", from);
            }
            case "reveal" -> "dividend".equals(a.get("card")) ? null : notACompany(names, a.get("card"), null, false);
            case "exchange" -> notACompany(names, a.get("company"), null, true);
            default -> null;
        };
    }

    // ------------------------------------------------------------------ what a bad deal is told

    private static String whyNotTags(BoardNames names, int players, Map<String, String> tags) {
        for (int p = 0; p < players; p++) {
            String tag = "Deal" + (char) ('A' + p);
            String deal = tags.get(tag);
            if (deal == null) return WORDS.text("basecodec.deal.missing", tag);
            String[] parts = deal.split("\\|", -1);
            if (parts.length != 2) return WORDS.text("basecodec.deal.shape", tag);
            String why = listWhyNot(names, parts[0], tag, true, false, true, false);
            if (why == null) why = listWhyNot(names, parts[1], tag, false, false, true, false);
            if (why != null) return why;
        }
        if (!tags.containsKey("Display")) return WORDS.text("basecodec.deal.displayMissing");
        String why = listWhyNot(names, tags.get("Display"), "Display", false, false, false, false);
        if (why == null && tags.containsKey("ShareDeck")) why = listWhyNot(names, tags.get("ShareDeck"), "ShareDeck", false, true, false, false);
        if (why == null && tags.containsKey("TrackDeck")) why = listWhyNot(names, tags.get("TrackDeck"), "TrackDeck", true, false, false, false);
        return why;
    }

    /** What is wrong with a list of kinds or companies of a deal in the notation (its tag) or in XML (what it is), or null. */
    private static String listWhyNot(BoardNames names, String list, String where, boolean kinds, boolean dividends, boolean unknown, boolean xml) {
        if (list == null) return null;
        for (String w : list.trim().split("\\s+")) {
            if (w.isEmpty() || unknown && w.equals(xml ? "unknown" : "?") || dividends && w.equals(xml ? "dividend" : "$")) continue;
            if (kinds && (xml ? names.kindByName(w) < 0 : w.length() != 1 || names.kindByLetter(w.charAt(0)) < 0)) {
                return xml ? WORDS.text("basecodec.xml.listNotAKind", where, w) : WORDS.text("basecodec.deal.notALetter", where, w, letters(names));
            }
            int c = names.companyByAbbreviation(w);
            if (!kinds && (c < 0 || c == names.board().unionPacific())) {
                return WORDS.text(xml ? "basecodec.xml.listNotACompany" : dividends ? "basecodec.deal.notACompanyOrDividend" : "basecodec.deal.notACompany", where, w);
            }
        }
        return null;
    }

    private static String whyNotXmlDeal(BoardNames names, List<Map<String, String>> seats, Map<String, String> table) {
        for (Map<String, String> seat : seats) {
            String name = seat.get("name");
            String why = listWhyNot(names, seat.get("tracks"), WORDS.text("basecodec.xml.tracksOf", name), true, false, true, true);
            if (why == null) why = listWhyNot(names, seat.get("shares"), WORDS.text("basecodec.xml.sharesOf", name), false, false, true, true);
            if (why != null) return why;
        }
        if (table.get("display") == null) return WORDS.text("basecodec.xml.noDisplay");
        String why = listWhyNot(names, table.get("display"), "display", false, false, false, true);
        if (why == null) why = listWhyNot(names, table.get("share-deck"), "share-deck", false, true, false, true);
        if (why == null) why = listWhyNot(names, table.get("track-deck"), "track-deck", true, false, false, true);
        return why;
    }

    private BaseCodec() {
    }
}
