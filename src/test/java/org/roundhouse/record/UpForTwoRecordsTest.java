package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Recipes;

/**
 * Records of "Union Pacific for two", through the record layer only (no type of the
 * variant is named): every step of thousands of random games survives both formats and
 * replays to the same end, and a bad step is refused with its line, move and reason.
 * {@code -Droundhouse.upfortwo.records=N} sets the number of games (2,000 by default).
 */
class UpForTwoRecordsTest {
    private static final int GAMES = Integer.getInteger("roundhouse.upfortwo.records", 2000);
    private static final String RULES = "up-for-two";
    private static final List<String> NAMES = List.of("Anna", "Ben");

    /** The options of game {@code i}: every recipe and every switch of the variant by turns. */
    static Map<String, String> options(int i) {
        Map<String, String> o = new LinkedHashMap<>();
        List<String> recipes = Recipes.all().stream().map(r -> r.id()).toList();
        o.put("Recipe", recipes.get(i % recipes.size()));
        o.put("RelativePayments", i % 3 == 0 ? "yes" : "no");
        o.put("ThreeOfAKind", i % 5 == 4 ? "no" : "yes");
        o.put("DeadTrackRule", i % 4 == 1 ? "yes" : "no");
        return o;
    }

    static GameRecord game(int i) {
        GameRecord r = RandomGames.play(RandomGames.template(RULES, options(i), 2, NAMES), 7000L + i);
        if (i % 10 != 9) return r;
        // every tenth a record of a game at the table: no deck order, the cards come from the moves
        GameRecord table = new GameRecord(r.header(), r.setup().withDeal(r.setup().deal().withoutDeckOrders()));
        MoveNode node = table.root();
        for (MoveNode n : r.mainLine()) node = node.addChild(n.turn());
        return table;
    }

    private static List<Move> steps(GameRecord r) {
        List<Move> all = new ArrayList<>();
        for (MoveNode n : r.mainLine()) all.addAll(n.turn().steps());
        return all;
    }

    private static GameRecord load(LoadResult r, String text) {
        assertThat(r.error()).as("loading:\n%s", text.length() > 3000 ? text.substring(0, 3000) : text).isEmpty();
        return r.record().orElseThrow();
    }

    /** The end as everyone sees it: cash, payments, shares and trains. */
    private static String end(GameRecord r) {
        Replay replay = Replay.of(r);
        GameState s = replay.finalState();
        PublicView v = replay.game().view(s);
        StringBuilder b = new StringBuilder().append(s.isOver()).append(' ');
        for (int p = 0; p < 2; p++) b.append(v.cash(p)).append(' ');
        b.append(v.houseCash()).append(' ').append(v.dividendsPaid()).append(' ').append(v.deckSize()).append(' ');
        for (int c = 0; c <= replay.board().companyCount(); c++) b.append(v.totalPlayed(c)).append('/').append(v.playedShares(0, c)).append(' ');
        for (int c = 0; c < replay.board().companyCount(); c++) b.append(v.trainsPlaced(c)).append(' ');
        v.payments().forEach(p -> b.append(java.util.Arrays.deepToString(p.payouts())));
        return b.toString();
    }

    /** Tokens of the variant's own steps, to show that the games used each of them;
     * a dead card's replacement and a pass are too rare in random games: {@code UpForTwoCodecsTest} writes both. */
    private static final Map<String, Pattern> OWN = Map.of(
            "three of a kind shown", Pattern.compile(" &[PFMDW]\\b"),
            "three of a kind kept", Pattern.compile(" &-"),
            "face-up take", Pattern.compile(" >[A-Z&]+/[1-4]"),
            "blind take from the main deck", Pattern.compile(" >\\*"),
            "blind take from the personal deck, then its card", Pattern.compile(" >@ \\^[A-Z&]+"),
            "trade for Union Pacific", Pattern.compile(" <[A-Z&]+"),
            "dividend", Pattern.compile(" \\^\\$4"));

    @Test
    void everyStepOfGeneratedGamesSurvivesBothFormatsAndReplaysToTheSameEnd() {
        Set<String> seen = ConcurrentHashMap.newKeySet();
        IntStream.range(0, GAMES).parallel().forEach(i -> {
            GameRecord original = game(i);
            String what = "up-for-two game " + i;
            List<Move> steps = steps(original);
            assertThat(Replay.of(original).finalState().isOver()).as(what).isTrue();
            String upn = RecordSaver.write(original, RecordFormat.NOTATION);
            GameRecord fromUpn = load(RecordLoader.readNotation(upn, what + ".upn"), upn);
            assertThat(steps(fromUpn)).as("%s: notation keeps every step", what).isEqualTo(steps);
            assertThat(fromUpn.setup()).as("%s: notation keeps the setup", what).isEqualTo(original.setup());
            String xml = RecordSaver.write(original, RecordFormat.XML);
            GameRecord fromXml = load(RecordLoader.readXml(xml, what + ".xml"), xml);
            assertThat(steps(fromXml)).as("%s: XML keeps every step", what).isEqualTo(steps);
            assertThat(fromXml.setup()).as("%s: XML keeps the setup", what).isEqualTo(original.setup());
            String end = end(original);
            assertThat(end(fromUpn)).as(what).isEqualTo(end);
            assertThat(end(fromXml)).as(what).isEqualTo(end);
            if (i % 20 == 0) RoundTripTest.checkRoundTrips(original, what);
            OWN.forEach((name, p) -> {
                if (p.matcher(upn).find()) seen.add(name);
            });
        });
        assertThat(seen).as("the variant's steps the games used").containsExactlyInAnyOrderElementsOf(OWN.keySet());
    }

    @Test
    void theDealWithThePersonalDecksIsWrittenAsTagsAndAttributes() {
        GameRecord r = game(0);
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn).contains("[Rules \"up-for-two\"]\n[Recipe \"standard\"]\n")
                .containsPattern("\\[PersonalA \"([A-Z&]+ ){9}[A-Z&]+\"]\n\\[PersonalB \"([A-Z&]+ ){9}[A-Z&]+\"]\n")
                .doesNotContain("TwoPlayerRules");
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains("rules=\"up-for-two\"").containsPattern("<player name=\"Anna\" tracks=\"[a-z ]+\" shares=\"[^\"]+\" personal=\"[^\"]+\"/>");
        // a table record leaves the personal decks' orders out, as the main deck's
        GameRecord table = game(9);
        assertThat(RecordSaver.write(table, RecordFormat.NOTATION)).doesNotContain("[Personal").doesNotContain("[ShareDeck");
        assertThat(RecordSaver.write(table, RecordFormat.XML)).doesNotContain("personal=");
    }

    @Test
    void aTableRecordWithUnknownHandsReadsAndItsPlaysShowTheCards() {
        GameRecord r = game(9);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Matcher deal = Pattern.compile("\\[DealB \"([^\"]*)\"]").matcher(text);
        assertThat(deal.find()).isTrue();
        String hidden = text.replace("[UPN \"1\"]", "[UPN \"2\"]").replace(deal.group(), "[DealB \"? ? ? | ? ? ? ?\"]");
        GameRecord unknown = load(RecordLoader.readNotation(hidden, "hidden.upn"), hidden);
        assertThat(steps(unknown)).isEqualTo(steps(r));
        assertThat(RecordSaver.write(unknown, RecordFormat.NOTATION)).isEqualTo(hidden);
        ShownCards shown = ShownCards.of(Replay.of(unknown));
        List<String> dealt = List.of(deal.group(1).split("\\|")[1].trim().split(" "));
        List<String> seen = shown.shares().get(1).stream().map(c -> r.setup().board().companyAbbreviation(c)).toList();
        assertThat(dealt).containsAll(seen);
        assertThat(seen).as("the shares Ben played or traded from his unknown hand").isNotEmpty();
        assertThat(shown.shares().get(0)).as("Anna's hand is known").isEmpty();
    }

    // ---------------------------------------------------------------- refusals

    private static int lineOf(String text, int index) {
        return (int) text.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
    }

    /** The first main-line line with a match of the pattern: its move number, its line and the match. */
    private record Found(int move, int line, Matcher match) {
    }

    private static Found find(String text, String regex) {
        Matcher m = Pattern.compile("(?m)^(\\d+)\\.[AB] .*?(" + regex + ")").matcher(text);
        assertThat(m.find()).as("a move with %s", regex).isTrue();
        return new Found(Integer.parseInt(m.group(1)), lineOf(text, m.start()), m);
    }

    private static String replace(String text, Matcher m, int group, String with) {
        return text.substring(0, m.start(group)) + with + text.substring(m.end(group));
    }

    private static String player(GameRecord r, int move) {
        return r.setup().players().get((move - 1) % 2);
    }

    @Test
    void aTakeFromTheWrongSlotIsRefusedWithLineMoveAndReason() {
        GameRecord r = game(3);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Found f = find(text, ">([A-Z&]+)/([1-4])");
        String company = f.match().group(3);
        int slot = f.match().group(4).charAt(0) - '0';
        int other = slot == 1 ? 2 : slot - 1;
        String broken = replace(text, f.match(), 4, Integer.toString(other));
        LoadError e = RecordLoader.readNotation(broken, "two.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(f.line());
        assertThat(e.moveNumber()).isEqualTo(f.move());
        assertThat(e.toString()).startsWith("two.upn:" + f.line() + ": move " + f.move() + " (" + player(r, f.move()) + "): ")
                .containsPattern("the face-up share in slot " + other + " is a [A-Z&]+ share, not a " + Pattern.quote(company) + " share"
                        + "|there is no face-up share in slot " + other);
    }

    @Test
    void aFaceUpTakeWithoutItsSlotSaysHowToWriteIt() {
        GameRecord r = game(3);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Found f = find(text, ">([A-Z&]+)(/[1-4])");
        String broken = replace(text, f.match(), 4, "");
        LoadError e = RecordLoader.readNotation(broken, "two.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(f.line());
        assertThat(e.moveNumber()).isEqualTo(f.move());
        assertThat(e.player()).isEqualTo(player(r, f.move()));
        assertThat(e.reason()).isEqualTo("'>" + f.match().group(3) + "': a face-up share is taken with its slot, >" + f.match().group(3)
                + "/1 (the oldest, leftmost) to >" + f.match().group(3) + "/4; >* takes blind from the main deck, >@ from the personal deck");
    }

    @Test
    void aUnionPacificShareTakenInsteadOfTradedIsRefused() {
        GameRecord r = game(3);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Found f = find(text, "(>\\*)");
        LoadError e = RecordLoader.readNotation(replace(text, f.match(), 2, ">UP"), "two.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(f.line());
        assertThat(e.moveNumber()).isEqualTo(f.move());
        assertThat(e.reason()).isEqualTo("'>UP': in Union Pacific for two a Union Pacific share comes only by trading (<MS)");
    }

    @Test
    void aPersonalDeckCardAgainstTheRecordedOrderIsRefused() {
        GameRecord r = game(3);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Found f = find(text, ">@ \\^([A-Z&]+)");
        String card = f.match().group(3);
        String other = card.equals("DM") ? "MS" : "DM";
        LoadError e = RecordLoader.readNotation(replace(text, f.match(), 3, other), "two.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(f.line());
        assertThat(e.moveNumber()).isEqualTo(f.move());
        assertThat(e.reason()).matches("the personal deck's next card is an? " + Pattern.quote(card) + " share, not an? " + other + " share"
                + "|no " + other + " share is left in the personal deck");
    }

    @Test
    void showingThreeOfAKindNotHeldIsRefused() {
        GameRecord r = game(3);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Found f = find(text, "&-");
        // the seat holds three of one kind, perhaps of two: the other kinds cannot be shown
        int notHeld = 0;
        for (String k : List.of("P", "F", "M", "D", "W")) {
            LoadError e = RecordLoader.readNotation(replace(text, f.match(), 2, "&" + k), "two.upn").error().orElseThrow();
            assertThat(e.line()).isEqualTo(f.line());
            assertThat(e.moveNumber()).isEqualTo(f.move());
            if (e.reason().matches("there are not three [a-z]+ cards in hand to show")) notHeld++;
        }
        assertThat(notHeld).isBetween(3, 4);
    }

    @Test
    void aBadPersonalDeckTagNamesItsLine() {
        GameRecord r = game(0);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Matcher m = Pattern.compile("\\[PersonalB \"([A-Z&]+) ").matcher(text);
        assertThat(m.find()).isTrue();
        String broken = replace(text, m, 1, "UP");
        LoadError e = RecordLoader.readNotation(broken, "two.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOf(text, m.start()));
        assertThat(e.reason()).startsWith("[PersonalB]: 'UP' is not a company of this board");
        String third = text.replace("[PersonalB ", "[PersonalC \"DM\"]\n[PersonalB ");
        LoadError c = RecordLoader.readNotation(third, "two.upn").error().orElseThrow();
        assertThat(c.line()).isEqualTo(lineOf(third, third.indexOf("[PersonalC")));
        assertThat(c.reason()).isEqualTo("[PersonalC] without [PlayerC]: Union Pacific for two has a personal deck for seats A and B only");
    }

    @Test
    void aBadStepInXmlIsRefusedWithLineAndMove() {
        GameRecord r = game(3);
        String xml = RecordSaver.write(r, RecordFormat.XML);
        Matcher m = Pattern.compile("<take from=\"display\" (slot=\"[1-4]\" )").matcher(xml);
        assertThat(m.find()).isTrue();
        LoadError e = RecordLoader.readXml(replace(xml, m, 1, ""), "two.xml").error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOf(xml, m.start()));
        assertThat(e.moveNumber()).isPositive();
        assertThat(e.reason()).matches(Pattern.quote("<take from=\"display\" company=\"") + "[A-Z&]+" + Pattern.quote("\">: a take from the display"
                + " names the face-up share's slot, slot=\"1\" (the oldest, leftmost) to \"4\""));
        LoadError unknown = RecordLoader.readXml(xml.replaceFirst("<keep-three/>", "<keep-three count=\"2\"/>"), "two.xml")
                .error().orElseThrow();
        assertThat(unknown.reason()).isEqualTo("unknown attribute 'count' on <keep-three>");
    }

    @Test
    void aBaseXmlRecordDoesNotTakeTheVariantsAttributesOrSteps() {
        GameRecord base = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", true, false, NAMES), 5);
        String xml = RecordSaver.write(base, RecordFormat.XML);
        Matcher m = Pattern.compile("<take from=\"display\"( )company").matcher(xml);
        assertThat(m.find()).isTrue();
        LoadError slot = RecordLoader.readXml(replace(xml, m, 1, " slot=\"2\" "), "base.xml").error().orElseThrow();
        assertThat(slot.line()).isEqualTo(lineOf(xml, m.start()));
        assertThat(slot.reason()).isEqualTo("unknown attribute 'slot' on <take> in a record of Union Pacific (rules=\"base\")");
        LoadError keep = RecordLoader.readXml(xml.replaceFirst("<keep/>", "<keep-three/>"), "base.xml").error().orElseThrow();
        assertThat(keep.reason()).isEqualTo("<keep-three> is not a step of Union Pacific (rules=\"base\")");
    }

    @Test
    void aBaseRecordDoesNotTakeTheVariantsSteps() {
        GameRecord base = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", true, false, NAMES), 5);
        String text = RecordSaver.write(base, RecordFormat.NOTATION);
        Found f = find(text, "(>[A-Z&]+)( )");
        LoadError e = RecordLoader.readNotation(replace(text, f.match(), 3, ">@"), "base.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(f.line());
        assertThat(e.moveNumber()).isEqualTo(f.move());
        assertThat(e.reason()).isEqualTo("'>@': '@' is not a company of this board");
    }
}
