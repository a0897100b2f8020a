package org.roundhouse.engine.upfortwo;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.StepCodec;
import org.roundhouse.engine.StepCodec.DealForm;
import org.roundhouse.engine.StepCodec.Field;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/**
 * "Union Pacific for two" in the notation ({@code docs/notation.md}) and in XML
 * ({@code docs/record-xml.md}), each step described once, over the base game's: the steps the
 * games share are written by the base game's notation and XML, so they read the same in both
 * games. The variant adds {@code &P} / {@code <show-three card="plain"/>} (three plain cards
 * shown), {@code &-} / {@code <keep-three/>}, {@code >MS/2} / {@code <take from="display"
 * slot="2" company="MS"/>} (the face-up MS in slot 2 from the left), {@code >*} / {@code <take
 * from="deck"/>} (blind from the main deck), {@code >@} / {@code <take from="personal"/>}
 * (blind from one's personal deck) and, after it, {@code ^MS} / {@code <reveal-personal
 * card="MS"/>} (the card it gave); the personal decks' orders as {@code PersonalA},
 * {@code PersonalB} / each player's {@code personal}.
 */
final class UpForTwoCodec {
    private static final String UP_BY_TRADING = "in Union Pacific for two a Union Pacific share comes only by trading";
    private static final Field COMPANY = Field.company(false, "");
    private static final Field SLOT = Field.number(1, BaseGame.DISPLAY_SLOTS, true, true,
            s -> "the slot of a face-up share is 1 (the oldest, leftmost) to " + BaseGame.DISPLAY_SLOTS + ", not " + s);
    private static final Field PERSONAL_CARD = COMPANY.saying(
            s -> "'" + s + "' is not a company of this board (a personal deck holds one share of each company but Union Pacific)");

    static final StepCodec CODEC = new StepCodec("Union Pacific for two", "&P or &- three of a kind, >MS/2, >* or >@ a take");

    static {
        CODEC.step(ShowThree.class, "a showing of three of a kind (&)", "&", Field.kind().at("kind")).attribute("card", "kind")
                .element("show-three", "card")
                .turnGoesOnFor(2).whenUnreadable((board, token) -> "'" + token + "': three of a kind are written &P (three plain"
                        + " cards shown, one discarded, two drawn) or &- (kept)");
        CODEC.step(KeepThree.class, "a keeping of three of a kind (&-)", "&-").element("keep-three").turnGoesOnFor(1);
        CODEC.step(TakeFaceUp.class, "a share take (>)", ">", COMPANY.at("company"), "/", SLOT.at("slot"))
                .element("take", "from=display", "slot", "company");
        CODEC.step(TakeBlind.class, "a share take (>)", ">*").element("take", "from=deck");
        CODEC.step(TakePersonal.class, "a share take (>)", ">@").element("take", "from=personal");
        CODEC.step(RevealPersonal.class, "a card from the personal deck (^)", "^", COMPANY.at("company")).after(TakePersonal.class)
                .attribute("card", "company").element("reveal-personal", "card").drawn();
        CODEC.turnsStartWith("&");
        CODEC.whenMalformed("&", (board, token) -> "'" + token + "': three of a kind are written &P (three plain cards shown, one"
                + " discarded, two drawn) or &- (kept)");
        CODEC.whenMalformed("^", (board, token) -> "'" + token + "': " + (token.startsWith("^$") ? "a personal deck holds no dividend card"
                : COMPANY.whyNot(board, token.substring(1))));
        CODEC.whenMalformed(">", (board, token) -> {
            int slash = token.lastIndexOf('/');
            if (slash < 0 && token.substring(1).equalsIgnoreCase("UP")) return "'" + token + "': " + UP_BY_TRADING + " (<MS)";
            if (slash < 0) {
                return "'" + token + "': a face-up share is taken with its slot, " + token + "/1 (the oldest, leftmost) to " + token + "/"
                        + BaseGame.DISPLAY_SLOTS + "; >* takes blind from the main deck, >@ from the personal deck";
            }
            String badSlot = SLOT.whyNot(board, token.substring(slash + 1));
            return "'" + token + "': " + (badSlot != null ? badSlot : COMPANY.whyNot(board, token.substring(1, slash)));
        });
        CODEC.whenUnreadable("take", (board, take) -> {
            if ("union-pacific".equals(take.attributes().get("from"))) return UP_BY_TRADING + " (<exchange>)";
            if (!"display".equals(take.attributes().get("from")) || take.attributes().containsKey("slot")) return null;
            return "a take from the display names the face-up share's slot, slot=\"1\" (the oldest, leftmost) to \""
                    + BaseGame.DISPLAY_SLOTS + "\"";
        });
        CODEC.deal(new DealForm("Union Pacific for two", UpForTwo.PLAYERS, UpForTwo.PLAYERS)
                .seatIfKnown("Personal", "personal", "personal deck", PERSONAL_CARD, UpForTwoCodec::notOneOfEach,
                        (deal, seat) -> ((UpForTwoSetup) deal).personalDecks().get(seat))
                .over(deal -> ((UpForTwoSetup) deal).deal(), (base, seats, table) -> new UpForTwoSetup((BaseSetup) base,
                        seats.stream().map(lists -> lists.get(0)).toList())));
    }

    /** Why a personal deck read is not one share of each company, or null. */
    private static String notOneOfEach(String where, org.roundhouse.board.BoardNames names, List<Integer> deck) {
        Board board = names.board();
        boolean[] seen = new boolean[board.companyCount()];
        for (int c : deck) {
            if (seen[c]) return where + ": " + names.company(c) + " is listed twice; a personal deck holds one share of each company";
            seen[c] = true;
        }
        if (deck.size() == board.companyCount()) return null;
        List<String> missing = new ArrayList<>();
        for (int c = 0; c < board.companyCount(); c++) if (!seen[c]) missing.add(names.company(c));
        return where + " lists " + deck.size() + " cards; a personal deck holds one share of each of the " + board.companyCount()
                + " companies, from the top (missing: " + String.join(" ", missing) + ")";
    }

    private UpForTwoCodec() {
    }
}
