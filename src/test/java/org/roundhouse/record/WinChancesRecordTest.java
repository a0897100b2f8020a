package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.notation.NotationWriter;

/** Win chances kept in a record: both formats write and read them back exactly, at every node of the tree. */
class WinChancesRecordTest {
    /** Puts chances on some nodes of every line (variations and nested ones included) and the evaluation on the record. */
    private static int evaluate(GameRecord r, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int recipients = WinChancesText.recipients(r.setup());
        r.setEvaluation(new Evaluation(seed % 2 == 0 ? "heuristic" : "search:20", 1 + rng.nextInt(5000), seed % 3 == 0 ? 0 : 0.02,
                seed, seed % 4 == 0 ? -1 : (int) (seed % r.setup().playerCount()), seed % 5 < 2 ? 0 : 1 + rng.nextInt(1000)));
        int set = 0;
        List<MoveNode> stack = new ArrayList<>(List.of(r.root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            stack.addAll(n.children());
            if (rng.nextInt(3) == 0) continue;
            double[] p = new double[recipients];
            double[] se = new double[recipients];
            double left = 1;
            for (int i = 0; i < recipients; i++) {
                p[i] = i == recipients - 1 ? left : Math.round(left * rng.nextDouble() * 1e6) / 1e6;
                left -= p[i];
                se[i] = rng.nextInt(50) / 1000.0;
            }
            p[recipients - 1] = Math.max(0, Math.round(p[recipients - 1] * 1e6) / 1e6);
            n.setWinChances(new WinChances(rng.nextInt(3000), p, se));
            set++;
        }
        return set;
    }

    private static GameRecord ok(LoadResult r) {
        assertThat(r.error()).isEmpty();
        return r.record().orElseThrow();
    }

    @Test
    void bothFormatsKeepTheChancesAtEveryNodeAndConvertIntoEachOther() {
        int variationsWithChances = 0;
        for (long seed = 1; seed <= 12; seed++) {
            GameRecord r = Fixtures.annotated(seed);
            int set = evaluate(r, seed);
            assertThat(set).isPositive();
            for (MoveNode n : WinChancesText.nodesWithChances(r)) if (!n.isRoot() && !n.isMainLine()) variationsWithChances++;
            String upn = RecordSaver.write(r, RecordFormat.NOTATION);
            assertThat(upn).contains("\n%%evaluation bot=").contains("\n%%chances ").endsWith("\n*\n");
            GameRecord fromUpn = ok(RecordLoader.readNotation(upn, "t.upn"));
            assertThat(fromUpn.sameContent(r)).as(upn).isTrue();
            assertThat(WinChancesText.nodesWithChances(fromUpn)).hasSize(set);
            String xml = RecordSaver.write(r, RecordFormat.XML);
            assertThat(xml).contains("<evaluation bot=").contains("<chances at=");
            GameRecord fromXml = ok(RecordLoader.readXml(xml, "t.xml"));
            assertThat(fromXml.sameContent(r)).as(xml).isTrue();
            assertThat(RecordSaver.write(fromXml, RecordFormat.NOTATION)).isEqualTo(upn);
            assertThat(RecordSaver.write(fromUpn, RecordFormat.XML)).isEqualTo(xml);
            // a copy keeps them too, and a record without them is not the same content
            assertThat(r.copy().sameContent(r)).isTrue();
            GameRecord without = r.copy();
            without.setEvaluation(null);
            assertThat(WinChancesText.nodesWithChances(without)).isEmpty();
            assertThat(without.sameContent(r)).isFalse();
        }
        assertThat(variationsWithChances).as("the paths reach into variations").isGreaterThan(5);
    }

    /** A record of the 3-player sample with chances at move 4 by the evaluation given. */
    private static GameRecord threePlayers(Evaluation e) throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        r.setEvaluation(e);
        r.mainLine().get(4).setWinChances(new WinChances(100, new double[] {0.5, 0.25, 0.25}, new double[] {0.05, 0.04, 0.04}));
        return r;
    }

    @Test
    void judgedChancesKeepTheTurnsAfterWhichTheyWereJudgedInBothFormats() throws Exception {
        GameRecord r = threePlayers(new Evaluation("heuristic", 20, 0, 1, -1, 50));
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn).contains("\n%%evaluation bot=heuristic playouts=20 precision=0 seed=1 view=all eval-after=50\n");
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains("<evaluation bot=\"heuristic\" playouts=\"20\" precision=\"0\" seed=\"1\" view=\"all\" eval-after=\"50\">");
        for (GameRecord back : List.of(ok(RecordLoader.readNotation(upn, "j.upn")), ok(RecordLoader.readXml(xml, "j.xml")))) {
            assertThat(back.evaluation()).contains(new Evaluation("heuristic", 20, 0, 1, -1, 50));
            assertThat(back.evaluation().orElseThrow().judged()).isTrue();
            assertThat(back.mainLine().get(4).winChances()).isEqualTo(r.mainLine().get(4).winChances());
            assertThat(back.sameContent(r)).isTrue();
            assertThat(RecordSaver.write(back, RecordFormat.NOTATION)).isEqualTo(upn);
            assertThat(RecordSaver.write(back, RecordFormat.XML)).isEqualTo(xml);
        }
        // the same chances judged after other turns, or played to the end, are another evaluation
        assertThat(threePlayers(new Evaluation("heuristic", 20, 0, 1, -1, 10)).sameContent(r)).isFalse();
        assertThat(threePlayers(new Evaluation("heuristic", 20, 0, 1, -1)).sameContent(r)).isFalse();
        // the settings may come in any order
        String shuffled = upn.replace("bot=heuristic playouts=20 precision=0 seed=1 view=all eval-after=50",
                "eval-after=50 view=all seed=1 precision=0 playouts=20 bot=heuristic");
        assertThat(ok(RecordLoader.readNotation(shuffled, "j.upn")).evaluation()).contains(new Evaluation("heuristic", 20, 0, 1, -1, 50));
    }

    @Test
    void chancesPlayedToTheEndAreWrittenAsBeforeWithoutTurns() throws Exception {
        GameRecord r = threePlayers(new Evaluation("heuristic", 20, 0, 1, -1));
        assertThat(r.evaluation().orElseThrow()).isEqualTo(new Evaluation("heuristic", 20, 0, 1, -1, 0));
        assertThat(r.evaluation().orElseThrow().judged()).isFalse();
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn).contains("\n%%evaluation bot=heuristic playouts=20 precision=0 seed=1 view=all\n").doesNotContain("eval-after");
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains("<evaluation bot=\"heuristic\" playouts=\"20\" precision=\"0\" seed=\"1\" view=\"all\">")
                .doesNotContain("eval-after");
        assertThat(ok(RecordLoader.readXml(xml, "p.xml")).evaluation()).contains(r.evaluation().orElseThrow());
        assertThat(ok(RecordLoader.readNotation(upn, "p.upn")).evaluation()).contains(r.evaluation().orElseThrow());
    }

    @Test
    void badTurnsAfterWhichPlayoutsWereJudgedAreSaidWithFileLineAndWhatIsWrong() throws Exception {
        GameRecord r = threePlayers(new Evaluation("heuristic", 20, 0, 1, -1, 50));
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        int line = (int) upn.lines().takeWhile(l -> !l.startsWith("%%evaluation")).count() + 1;
        String rule = "the turns after which the evaluator judged each playout are a whole number from 1 to 1000"
                + " (leave eval-after out for playouts played to the end)";
        for (String bad : List.of("0", "1001", "x", "-3", "50.5", "007", "99999999999")) {
            assertThat(refusal(upn.replace("eval-after=50", "eval-after=" + bad), RecordFormat.NOTATION))
                    .isEqualTo("g.upn:" + line + ": eval-after=" + bad + ": " + rule);
        }
        assertThat(refusal(upn.replace("eval-after=50", "eval-after=50 eval-after=10"), RecordFormat.NOTATION))
                .isEqualTo("g.upn:" + line + ": the setting eval-after is given twice");
        assertThat(refusal(upn.replace("eval-after=50", "judged=50"), RecordFormat.NOTATION))
                .isEqualTo("g.upn:" + line + ": an evaluation has no setting 'judged' (it has bot, playouts, precision, seed, view, eval-after)");
        // the block is kept unread, so saving loses nothing
        LoadResult kept = RecordLoader.readNotation(upn.replace("eval-after=50", "eval-after=0"), "g.upn");
        assertThat(RecordSaver.write(kept.record().orElseThrow(), RecordFormat.NOTATION)).contains("eval-after=0");

        String xml = RecordSaver.write(r, RecordFormat.XML);
        int xmlLine = (int) xml.lines().takeWhile(l -> !l.contains("<evaluation")).count() + 1;
        for (String bad : List.of("0", "1001", "x", "")) {
            assertThat(refusal(xml.replace("eval-after=\"50\"", "eval-after=\"" + bad + "\""), RecordFormat.XML))
                    .isEqualTo("g.xml:" + xmlLine + ": <evaluation>: eval-after=" + bad + ": " + rule);
        }
        LoadResult unknown = RecordLoader.readXml(xml.replace("eval-after=\"50\"", "evalAfter=\"50\""), "g.xml");
        assertThat(unknown.error().orElseThrow().toString()).startsWith("g.xml:" + xmlLine + ":").contains("evalAfter");
        assertThatThrownBy(() -> new Evaluation("heuristic", 20, 0, 1, -1, 1001))
                .hasMessage("the turns after which the playouts are judged are 0 (played to the end) to 1000, not 1001");
        assertThatThrownBy(() -> new Evaluation("heuristic", 20, 0, 1, -1, -1)).hasMessageContaining("not -1");
    }

    @Test
    void pathsNameMainLineMovesVariationsAndTheStart() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/annotated-4p.upn")).orThrow();
        List<MoveNode> main = r.mainLine();
        assertThat(WinChancesText.path(r.root())).isEqualTo("start");
        assertThat(WinChancesText.path(main.get(0))).isEqualTo("0");
        assertThat(WinChancesText.path(main.get(40))).isEqualTo("40");
        MoveNode parent = main.get(31).parent().orElseThrow();
        MoveNode variation = parent.children().get(1);
        assertThat(WinChancesText.path(variation)).isEqualTo("31:1");
        MoveNode next = variation.children().get(0);
        assertThat(WinChancesText.path(next)).isEqualTo("31:1/32");
        MoveNode nested = variation.children().get(1);
        assertThat(WinChancesText.path(nested)).isEqualTo("31:1/32:1");
    }

    @Test
    void filesWithoutChancesReadAndWriteAsBefore() throws Exception {
        for (String name : new String[] {"annotated-4p.upn", "4p-standard.xml", "2p-standard.upn"}) {
            GameRecord r = RecordLoader.load(Path.of("sample-games", name)).orThrow();
            assertThat(r.evaluation()).isEmpty();
            assertThat(WinChancesText.nodesWithChances(r)).isEmpty();
            assertThat(RecordSaver.write(r, RecordFormat.NOTATION)).doesNotContain("%%");
            assertThat(RecordSaver.write(r, RecordFormat.XML)).doesNotContain("<evaluation").doesNotContain("<chances");
        }
        String text = Files.readString(Path.of("sample-games/annotated-4p.upn"));
        GameRecord r = ok(RecordLoader.readNotation(text, "a.upn"));
        assertThat(NotationWriter.write(r)).isEqualTo(RecordSaver.write(r, RecordFormat.NOTATION));
    }

    @Test
    void aBadBlockIsReportedWithItsLineAndWhatIsWrong() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        r.setEvaluation(new Evaluation("heuristic", 100, 0, 1, -1));
        r.mainLine().get(4).setWinChances(new WinChances(100, new double[] {0.5, 0.25, 0.25}, new double[] {0.05, 0.04, 0.04}));
        String good = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(good).contains("%%chances 4 100 0.5/0.05 0.25/0.04 0.25/0.04\n*\n");
        int line = (int) good.lines().takeWhile(l -> !l.startsWith("%%chances")).count() + 1;

        LoadResult count = RecordLoader.readNotation(good.replace(" 0.25/0.04\n*", "\n*"), "g.upn");
        assertThat(count.error().orElseThrow().toString())
                .isEqualTo("g.upn:" + line + ": %%chances 4: the chances need a chance and an error for each of the 3 players;"
                        + " found 2 pairs");
        assertThat(count.record().orElseThrow().mainLine()).hasSameSizeAs(r.mainLine());

        LoadResult path = RecordLoader.readNotation(good.replace("%%chances 4 ", "%%chances 4:2 "), "g.upn");
        assertThat(path.error().orElseThrow().toString()).isEqualTo("g.upn:" + line + ": %%chances 4:2: '4:2': move 4 has no variation 2");
        LoadResult beyond = RecordLoader.readNotation(good.replace("%%chances 4 ", "%%chances 9999 "), "g.upn");
        assertThat(beyond.error().orElseThrow().toString()).contains("'9999': the line ends before move 9999");
        LoadResult number = RecordLoader.readNotation(good.replace("0.5/0.05", "1.5/0.05"), "g.upn");
        assertThat(number.error().orElseThrow().toString()).contains("not a number from 0 to 1: '1.5'");
        LoadResult setting = RecordLoader.readNotation(good.replace("view=all", "view=Z"), "g.upn");
        assertThat(setting.error().orElseThrow().toString()).contains(":" + (line - 1) + ": the view is 'all' or a seat letter A to F");
        LoadResult place = RecordLoader.readNotation(good.replace("\n*\n", "\n" + "1.A +P\n*\n"), "g.upn");
        assertThat(place.error().orElseThrow().toString()).contains("the %%evaluation block must stand last");

        String xml = RecordSaver.write(r, RecordFormat.XML);
        LoadResult xmlCount = RecordLoader.readXml(xml.replace("p=\"0.5 0.25 0.25\"", "p=\"0.5 0.25\""), "g.xml");
        assertThat(xmlCount.error().orElseThrow().toString()).contains("<evaluation>: <chances at=\"4\">: the chances need a chance"
                + " and an error for each of the 3 players");
        assertThat(xmlCount.record().orElseThrow().mainLine()).hasSameSizeAs(r.mainLine());
        LoadResult xmlErrors = RecordLoader.readXml(xml.replace("se=\"0.05 0.04 0.04\"", "se=\"0.05 0.04\""), "g.xml");
        assertThat(xmlErrors.error().orElseThrow().toString()).contains("<chances at=\"4\">: the chances need a chance and an error"
                + " for each of the 3 players; found 3 chances and 2 errors");
    }

    /** A record of a two-player game (the house ranked) with an evaluation, in the format asked for. */
    private static String twoPlayerRecord(RecordFormat format) throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/2p-standard.upn")).orThrow();
        assertThat(WinChancesText.recipients(r.setup())).isEqualTo(3);
        r.setEvaluation(new Evaluation("heuristic", 100, 0, 1, 1));
        r.mainLine().get(4).setWinChances(new WinChances(100, new double[] {0.5, 0.3, 0.2}, new double[] {0.05, 0.04, 0.04}));
        return RecordSaver.write(r, format);
    }

    private static String refusal(String text, RecordFormat format) {
        LoadResult res = format == RecordFormat.NOTATION ? RecordLoader.readNotation(text, "g.upn") : RecordLoader.readXml(text, "g.xml");
        assertThat(res.isOk()).as(text).isFalse();
        assertThat(res.record()).isPresent();
        assertThat(res.record().orElseThrow().evaluation()).isEmpty();
        return res.error().orElseThrow().toString();
    }

    @Test
    void anEvaluationMustFitItsGame() throws Exception {
        String upn = twoPlayerRecord(RecordFormat.NOTATION);
        assertThat(upn).contains("view=B").contains("%%chances 4 100 0.5/0.05 0.3/0.04 0.2/0.04\n");
        ok(RecordLoader.readNotation(upn, "g.upn"));
        int line = (int) upn.lines().takeWhile(l -> !l.startsWith("%%evaluation")).count() + 1;
        assertThat(refusal(upn.replace("view=B", "view=C"), RecordFormat.NOTATION))
                .isEqualTo("g.upn:" + line + ": view=C: the game has 2 players, seats A to B (or view=all)");
        assertThat(refusal(upn.replace("view=B", "view=F"), RecordFormat.NOTATION)).contains("view=F: the game has 2 players");
        assertThat(refusal(upn.replace("bot=heuristic", "bot=grandmaster"), RecordFormat.NOTATION))
                .startsWith("g.upn:" + line + ": bot=grandmaster: Union Pacific: no bot 'grandmaster'");
        assertThat(refusal(upn.replace("0.5/0.05 0.3/0.04 0.2/0.04", "0.5/0.05 0.3/0.04 0.3/0.04"), RecordFormat.NOTATION))
                .isEqualTo("g.upn:" + (line + 1) + ": %%chances 4: the chances add up to 1.1, not 1 (give or take 0.00001)");
        assertThat(refusal(upn.replace("0.5/0.05 0.3/0.04 0.2/0.04", "1/0.05 1/0.04 1/0.04"), RecordFormat.NOTATION))
                .contains("the chances add up to 3, not 1");
        // six decimals of each chance rounded: a third each is as the formats write it
        ok(RecordLoader.readNotation(upn.replace("0.5/0.05 0.3/0.04 0.2/0.04", "0.333333/0.05 0.333333/0.04 0.333333/0.04"), "g.upn"));
        assertThat(refusal(upn.replace("0.5/0.05 0.3/0.04 0.2/0.04", "0.3333/0.05 0.3333/0.04 0.3333/0.04"), RecordFormat.NOTATION))
                .contains("the chances add up to 0.9999, not 1");

        String xml = twoPlayerRecord(RecordFormat.XML);
        assertThat(xml).contains("view=\"B\"").contains("p=\"0.5 0.3 0.2\"");
        ok(RecordLoader.readXml(xml, "g.xml"));
        assertThat(refusal(xml.replace("view=\"B\"", "view=\"F\""), RecordFormat.XML))
                .contains("view=F: the game has 2 players, seats A to B (or view=all)");
        assertThat(refusal(xml.replace("bot=\"heuristic\"", "bot=\"grandmaster\""), RecordFormat.XML))
                .contains("bot=grandmaster: Union Pacific: no bot 'grandmaster'");
        assertThat(refusal(xml.replace("p=\"0.5 0.3 0.2\"", "p=\"1 1 1\""), RecordFormat.XML))
                .contains("<chances at=\"4\">: the chances add up to 3, not 1 (give or take 0.00001)");
    }

    @Test
    void chancesWithoutTheirEvaluationLineAreSaidToBeSo() throws Exception {
        String upn = twoPlayerRecord(RecordFormat.NOTATION);
        String without = upn.replaceAll("%%evaluation [^\n]*\n", "");
        int line = (int) upn.lines().takeWhile(l -> !l.startsWith("%%evaluation")).count() + 1;
        LoadResult res = RecordLoader.readNotation(without, "g.upn");
        assertThat(res.error().orElseThrow().toString()).isEqualTo("g.upn:" + line + ": a %%chances line without an %%evaluation line"
                + " before it to say how the chances were estimated (%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=all)");
        assertThat(res.record().orElseThrow().mainLine()).hasSameSizeAs(ok(RecordLoader.readNotation(upn, "g.upn")).mainLine());
    }

    @Test
    void aReplacedTurnDoesNotKeepTheChancesOfTheOldOne() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/annotated-4p.upn")).orThrow();
        MoveNode a = r.mainLine().get(3);
        a.setWinChances(new WinChances(10, new double[] {0.1, 0.2, 0.3, 0.4}, new double[] {0, 0, 0, 0}));
        MoveNode sameTurn = r.root().children().get(0).addChild(a.turn());
        sameTurn.copyAnnotationsFrom(a);
        assertThat(sameTurn.winChances()).isEqualTo(a.winChances());
        MoveNode otherTurn = r.root().children().get(0).addChild(r.mainLine().get(1).turn());
        otherTurn.copyAnnotationsFrom(a);
        assertThat(otherTurn.winChances()).isEmpty();
        assertThatThrownBy(() -> new WinChances(1, new double[] {0.5, 1.2}, new double[] {0, 0})).hasMessageContaining("0 to 1");
    }

    @Test
    void anotherDealDropsTheChancesAndRenamingAPlayerKeepsThem() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        r.setEvaluation(new Evaluation("heuristic", 100, 0, 1, -1));
        r.root().setWinChances(new WinChances(100, new double[] {0.5, 0.25, 0.25}, new double[] {0.05, 0.04, 0.04}));
        r.setSetup(r.setup().withPlayers(List.of("Ann", "Bob", "Cy")));
        assertThat(r.evaluation()).isPresent();
        assertThat(r.root().winChances()).isPresent();
        r.setSetup(r.setup().withOption("DeadTrackRule", "yes"));
        assertThat(r.evaluation()).isEmpty();
        assertThat(r.root().winChances()).isEmpty();
    }

    @Test
    void noDamageToTheBlockMakesTheReadersThrow() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/2p-standard.upn")).orThrow();
        evaluate(r, 5);
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        String xml = RecordSaver.write(r, RecordFormat.XML);
        int from = upn.indexOf("%%evaluation");
        int xmlFrom = xml.indexOf("<evaluation");
        String[] junk = {"", " ", "\n", "/", ":", "9", "-", "%%", "*", "x=y", "1.5", "\"", "<"};
        int refused = 0;
        for (int i = from; i < upn.length(); i += 11) {
            for (String j : junk) {
                LoadResult res = RecordLoader.readNotation(upn.substring(0, i) + j + upn.substring(Math.min(upn.length(), i + 1)), "f.upn");
                assertThat(res.record()).isPresent();
                if (!res.isOk()) refused++;
            }
        }
        for (int i = xmlFrom; i < xml.length() - 30; i += 29) {
            for (String j : junk) {
                LoadResult res = RecordLoader.readXml(xml.substring(0, i) + j + xml.substring(i + 1), "f.xml");
                if (!res.isOk()) assertThat(res.error().orElseThrow().toString()).startsWith("f.xml");
            }
        }
        assertThat(refused).isPositive();
    }
}
