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
 * Records of the nineteenth-century variant through the record layer only: every step of
 * random games of two to six players survives both formats and replays to the same end, table
 * records without the decks' orders read, and a bad step is refused with its line, move and reason.
 */
class NineteenthRecordsTest {
    private static final int GAMES = Integer.getInteger("roundhouse.nineteenth.records", 150);
    private static final String RULES = "nineteenth-century";
    private static final List<String> NAMES = List.of("Anna", "Ben", "Cleo", "Dan", "Eve", "Fay");

    static GameRecord game(int i) {
        int players = 2 + i % 5;
        Map<String, String> options = Map.of("OtherHalf", i % 7 == 3 ? "treasury" : "bank", "SalePrice", i % 5 == 1 ? "half" : "full",
                "IdleRoundEnds", i % 3 == 2 ? "no" : "yes");
        GameRecord r = RandomGames.play(RandomGames.template(RULES, options, players, NAMES.subList(0, players)), 7700L + i);
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
        b.append(v.dividendsPaid()).append(' ');
        for (int c = 0; c <= replay.board().companyCount(); c++) b.append(v.totalPlayed(c)).append(' ').append(v.companyValue(c)).append(' ');
        v.payments().forEach(p -> b.append(java.util.Arrays.deepToString(p.payouts())));
        return b.toString();
    }

    private static final Map<String, Pattern> OWN = Map.of(
            "purchase from a company", Pattern.compile(" \\$[0-9]*[A-Z&]+[ \\n]"),
            "purchase from the bank", Pattern.compile(" \\$[0-9]*[A-Z&]+\\*"),
            "sale", Pattern.compile(" -[0-9]*[A-Z&]+"),
            "UP's purchase", Pattern.compile(" U\\$[0-9]*[A-Z&]+"),
            "train", Pattern.compile(" [A-Z&]+@[A-Z]+-[A-Z]+"),
            "approval", Pattern.compile(" ok[A-F]"),
            "refusal", Pattern.compile(" no[A-F]"),
            "A card", Pattern.compile(" \\^[PFMD]/A"),
            "dividend", Pattern.compile(" \\^[PFMD]/\\$[0-9]+"),
            "additional investment", Pattern.compile(" >[0-9]+[A-Z&]+"));

    @Test
    void everyStepOfGeneratedGamesSurvivesBothFormatsAndReplaysToTheSameEnd() {
        Set<String> seen = ConcurrentHashMap.newKeySet();
        IntStream.range(0, GAMES).parallel().forEach(i -> {
            GameRecord original = game(i);
            String what = "nineteenth-century game " + i;
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
    void theDealIsWrittenAsTagsAndAnElementOfTheSetup() {
        GameRecord r = game(2);
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn).contains("[Rules \"nineteenth-century\"]").containsPattern("\\[TrackTops \"P:[TA] F:[TA] M:[TA] D:[TA]\"]\n")
                .containsPattern("\\[TrackDecks \"P:[TA$]+ F:[TA$]+ M:[TA$]+ D:[TA$]+ \\| ").contains("\n0. begin\n1.A ")
                .doesNotContain("Recipe");
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains("rules=\"nineteenth-century\"").contains("<track-tops>").contains("<begin/>").contains("<done/>");
        assertThat(RecordSaver.write(game(9), RecordFormat.NOTATION)).doesNotContain("[TrackDecks");
        assertThat(RecordSaver.write(game(3), RecordFormat.NOTATION)).as("an option away from its default").contains("[OtherHalf \"treasury\"]");
    }

    @Test
    void aPurchaseBeyondThePlayersCashIsRefusedWithLineMoveAndReason() {
        GameRecord r = game(2);
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        Matcher m = Pattern.compile("(?m)^(\\d+)\\.[A-F] \\$([0-9]*)([A-Z&]+) ").matcher(text);
        assertThat(m.find()).isTrue();
        int move = Integer.parseInt(m.group(1));
        int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
        String broken = text.substring(0, m.start(2)) + "99" + text.substring(m.end(2));
        LoadError e = RecordLoader.readNotation(broken, "nc.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(line);
        assertThat(e.moveNumber()).isEqualTo(move);
        assertThat(e.toString()).startsWith("nc.upn:" + line + ": move " + move + " (").containsPattern("holds [0-9]+ [A-Z&]+ shares?, not 99");
    }
}
