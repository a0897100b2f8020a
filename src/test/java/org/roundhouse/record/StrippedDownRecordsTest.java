package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
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

/**
 * Records of the stripped-down variant through the record layer only: every step of random
 * games of two to six players survives both formats and replays to the same end, table
 * records without the deck's order read, and a bad step is refused with its line, move and reason.
 */
class StrippedDownRecordsTest {
    private static final int GAMES = Integer.getInteger("roundhouse.strippeddown.records", 600);
    private static final String RULES = "stripped-down";
    private static final List<String> NAMES = List.of("Anna", "Ben", "Cleo", "Dan", "Eve", "Fay");

    static GameRecord game(int i) {
        int players = 2 + i % 5;
        Map<String, String> options = Map.of("TrainLimit", i % 7 == 3 ? "no" : "yes", "FourOfAKind", i % 4 == 1 ? "yes" : "no");
        GameRecord r = RandomGames.play(RandomGames.template(RULES, options, players, NAMES.subList(0, players)), 9100L + i);
        if (i % 10 != 9) return r;
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

    private static String end(GameRecord r) {
        Replay replay = Replay.of(r);
        GameState s = replay.finalState();
        PublicView v = replay.game().view(s);
        StringBuilder b = new StringBuilder().append(s.isOver()).append(' ');
        for (int p = 0; p < s.players(); p++) b.append(v.cash(p)).append(' ');
        b.append(v.dividendsPaid()).append(' ').append(v.deckSize()).append(' ');
        for (int c = 0; c <= replay.board().companyCount(); c++) b.append(v.totalPlayed(c)).append(' ');
        for (int c = 0; c < replay.board().companyCount(); c++) b.append(v.trainsPlaced(c)).append(' ');
        v.payments().forEach(p -> b.append(java.util.Arrays.deepToString(p.payouts())));
        return b.toString();
    }

    private static final Map<String, Pattern> OWN = Map.of(
            "first investment", Pattern.compile("0\\. =[A-Z&]+"),
            "train", Pattern.compile(" \\+[A-Z&]+"),
            "pile taken", Pattern.compile(" >[A-Z&]+/[1-4]"),
            "top card taken", Pattern.compile(" >\\* \\^[A-Z&]+"),
            "bribe", Pattern.compile(" @[1-4]"),
            "investment of two", Pattern.compile(" =[A-Z&]+,[A-Z&]+"),
            "investment of several", Pattern.compile(" =[2-9][A-Z&]+"),
            "fourth scoring", Pattern.compile(" \\^\\$4"));

    @Test
    void everyStepOfGeneratedGamesSurvivesBothFormatsAndReplaysToTheSameEnd() {
        Set<String> seen = ConcurrentHashMap.newKeySet();
        IntStream.range(0, GAMES).parallel().forEach(i -> {
            GameRecord original = game(i);
            String what = "stripped-down game " + i;
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
    void theDealIsWrittenAsTagsAndAttributes() {
        GameRecord r = game(2);
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn).contains("[Rules \"stripped-down\"]\n[TrainLimit \"yes\"]\n[PlayerA")
                .containsPattern("\\[DealA \"[A-Z&]+ [A-Z&]+ [A-Z&]+ [A-Z&]+\"]\n")
                .containsPattern("\\[ShareDeck \"[^\"]*\\$[^\"]*\"]").doesNotContain("Recipe");
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains("rules=\"stripped-down\"").containsPattern("<player name=\"Anna\" shares=\"UP [^\"]+\"/>")
                .contains("<bribe slot=");
        assertThat(RecordSaver.write(game(9), RecordFormat.NOTATION)).doesNotContain("[ShareDeck");
        assertThat(RecordSaver.write(game(5), RecordFormat.NOTATION)).as("an option away from its default").contains("[FourOfAKind \"yes\"]");
    }

    @Test
    void aTakeOfTheWrongPileIsRefusedWithLineMoveAndReason() {
        GameRecord r = game(2);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Matcher m = Pattern.compile("(?m)^(\\d+)\\.[A-F] .*? >([A-Z&]+)/([1-4])").matcher(text);
        assertThat(m.find()).isTrue();
        int move = Integer.parseInt(m.group(1));
        int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
        int slot = m.group(3).charAt(0) - '0';
        int other = slot == 1 ? 2 : slot - 1;
        String broken = text.substring(0, m.start(3)) + other + text.substring(m.end(3));
        LoadError e = RecordLoader.readNotation(broken, "sd.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(line);
        assertThat(e.moveNumber()).isEqualTo(move);
        assertThat(e.toString()).startsWith("sd.upn:" + line + ": move " + move + " (").contains("pile " + other + " holds ");
    }
}
