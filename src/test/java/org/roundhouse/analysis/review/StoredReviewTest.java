package org.roundhouse.analysis.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.record.ReviewText;
import org.roundhouse.record.ReviewedStep;

/** A review kept in the record: both formats write and read it back exactly, and bad lines are refused where they stand. */
class StoredReviewTest {
    private static final MoveReview.Settings SMALL = new MoveReview.Settings(3, 6, 2, MoveReview.Thresholds.DEFAULT);

    /** The first {@code moves} turns of the line to {@code end}, reviewed with playouts of the random bot and kept in the record. */
    static LineReview.Result reviewAndStore(GameRecord record, MoveNode end, int moves) throws InterruptedException {
        List<MoveNode> chain = new ArrayList<>();
        for (MoveNode n = end; n != null; n = n.parent().orElse(null)) chain.add(0, n);
        List<MoveNode> nodes = chain.subList(0, Math.min(chain.size(), moves + 1));
        Replay replay = Replay.of(record);
        LineReview.Line line = LineReview.of(replay, nodes);
        LineReview.Result result = LineReview.review(replay.game(), replay.playerNames().size(), line.positions(), line.steps(), "random",
                SMALL, 7, 1, null, () -> false);
        LineReview.store(record, line, result, SMALL, "random", 7);
        return result;
    }

    private static GameRecord ok(LoadResult r) {
        assertThat(r.error()).isEmpty();
        return r.record().orElseThrow();
    }

    static GameRecord sample(String name) throws Exception {
        return RecordLoader.load(Path.of("sample-games", name)).orThrow();
    }

    @Test
    void bothFormatsKeepTheBestMovesAndTheScorecardsComeBackTheSame() throws Exception {
        GameRecord r = sample("annotated-4p.upn");
        MoveNode variation = r.mainLine().get(31).parent().orElseThrow().children().get(1).children().get(0); // 31:1/32
        LineReview.Result result = reviewAndStore(r, variation, 33);
        int decisions = (int) result.decisions().stream().filter(d -> d != null).count();
        assertThat(decisions).isGreaterThan(20);
        assertThat(ReviewText.nodesReviewed(r).stream().mapToInt(n -> n.reviewedSteps().size()).sum()).isEqualTo(decisions);
        assertThat(ReviewText.nodesReviewed(r)).anyMatch(n -> !n.isMainLine());

        // win chances kept too: their block comes first, then the review's
        r.setEvaluation(new org.roundhouse.record.Evaluation("heuristic", 100, 0, 1, -1));
        r.mainLine().get(3).setWinChances(new org.roundhouse.record.WinChances(100, new double[] {0.4, 0.3, 0.2, 0.1},
                new double[] {0.05, 0.04, 0.04, 0.03}));
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn.indexOf("\n%%chances 3 ")).isPositive().isLessThan(upn.indexOf("\n%%review "));
        assertThat(upn).contains("\n%%review bot=random playouts=3 screening=6 best=2 thresholds=5,10,20 seed=7 luck=")
                .contains("\n%%best 31:1 ").endsWith("\n*\n");
        GameRecord fromUpn = ok(RecordLoader.readNotation(upn, "t.upn"));
        assertThat(fromUpn.sameContent(r)).as(upn).isTrue();
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains("<review bot=\"random\"").contains("<decision at=\"31:1\"");
        GameRecord fromXml = ok(RecordLoader.readXml(xml, "t.xml"));
        assertThat(fromXml.sameContent(r)).as(xml).isTrue();
        assertThat(RecordSaver.write(fromXml, RecordFormat.NOTATION)).isEqualTo(upn);
        assertThat(RecordSaver.write(fromUpn, RecordFormat.XML)).isEqualTo(xml);

        List<LineReview.Scorecard> stored = LineReview.scorecards(fromXml);
        assertThat(stored).hasSameSizeAs(result.scorecards());
        for (int seat = 0; seat < stored.size(); seat++) {
            LineReview.Scorecard s = stored.get(seat);
            LineReview.Scorecard f = result.scorecards().get(seat);
            assertThat(s.decisions()).isEqualTo(f.decisions());
            assertThat(s.meanLoss()).isCloseTo(f.meanLoss(), within(1e-6));
            assertThat(s.luck()).isCloseTo(f.luck(), within(1e-6));
            assertThat(List.of(s.inaccuracies(), s.mistakes(), s.blunders())).isEqualTo(List.of(f.inaccuracies(), f.mistakes(), f.blunders()));
        }
        // each stored decision is the review's, to six decimals
        int i = 0;
        LineReview.Line line = LineReview.of(Replay.of(r), chain(variation, 33));
        for (MoveReview.Decision d : result.decisions()) {
            if (d != null) {
                ReviewedStep s = line.nodes().get(i).reviewedSteps().get(line.stepOfTurn().get(i));
                assertThat(s.played()).isEqualTo(d.played().move());
                assertThat(s.best().get(0).move()).isEqualTo(d.best().get(0).move());
                assertThat(s.loss()).isCloseTo(d.loss(), within(1e-6));
                assertThat(s.seat()).isEqualTo(d.seat());
            }
            i++;
        }
        // a new review replaces it; none leaves nothing behind
        GameRecord none = r.copy();
        none.setReview(null);
        assertThat(ReviewText.nodesReviewed(none)).isEmpty();
        assertThat(RecordSaver.write(none, RecordFormat.NOTATION)).doesNotContain("%%review").doesNotContain("%%best").contains("%%chances 3 ");
    }

    private static List<MoveNode> chain(MoveNode end, int moves) {
        List<MoveNode> chain = new ArrayList<>();
        for (MoveNode n = end; n != null; n = n.parent().orElse(null)) chain.add(0, n);
        return chain.subList(0, Math.min(chain.size(), moves + 1));
    }

    @Test
    void recordsWithoutAReviewReadAndWriteAsBefore() throws Exception {
        for (String name : new String[] {"annotated-4p.upn", "4p-standard.xml", "2p-standard.upn"}) {
            GameRecord r = sample(name);
            assertThat(r.review()).isEmpty();
            assertThat(LineReview.scorecards(r)).isEmpty();
            assertThat(RecordSaver.write(r, RecordFormat.NOTATION)).doesNotContain("%%review").doesNotContain("%%best");
            assertThat(RecordSaver.write(r, RecordFormat.XML)).doesNotContain("<review").doesNotContain("<decision");
        }
    }

    /** The record of 3p-standard.upn with its first six moves reviewed, in the format asked for. */
    private static String reviewed(RecordFormat format) throws Exception {
        GameRecord r = sample("3p-standard.upn");
        reviewAndStore(r, r.mainLineEnd(), 6);
        return RecordSaver.write(r, format);
    }

    private static String refusal(String text, RecordFormat format) {
        LoadResult res = format == RecordFormat.NOTATION ? RecordLoader.readNotation(text, "g.upn") : RecordLoader.readXml(text, "g.xml");
        assertThat(res.isOk()).as(text).isFalse();
        GameRecord partial = res.record().orElseThrow();
        assertThat(partial.review()).isEmpty();
        assertThat(ReviewText.nodesReviewed(partial)).isEmpty();
        return res.error().orElseThrow().toString();
    }

    @Test
    void aBadReviewLineIsReportedWithItsFileAndLine() throws Exception {
        String upn = reviewed(RecordFormat.NOTATION);
        List<String> lines = upn.lines().toList();
        int head = lines.indexOf(lines.stream().filter(l -> l.startsWith("%%review ")).findFirst().orElseThrow()) + 1;
        String first = lines.get(head); // the first %%best line, on line head + 1
        String[] f = first.split(" ");
        assertThat(f).hasSizeGreaterThanOrEqualTo(11);
        String at = "g.upn:" + (head + 1) + ": %%best " + f[1] + " " + f[2] + ": ";

        String wrongMark = String.join(" ", replace(f, 8, f[8].equals("??") ? "-" : "??"));
        assertThat(refusal(upn.replace(first, wrongMark), RecordFormat.NOTATION)).startsWith(at + "a loss of " + f[7] + " is marked");
        assertThat(refusal(upn.replace(first, String.join(" ", replace(f, 1, "9999"))), RecordFormat.NOTATION))
                .isEqualTo("g.upn:" + (head + 1) + ": %%best 9999 " + f[2] + ": '9999': the line ends before move 9999");
        assertThat(refusal(upn.replace(first, String.join(" ", replace(f, 3, "F"))), RecordFormat.NOTATION))
                .isEqualTo(at + "the seat is a letter A to C, not 'F'");
        assertThat(refusal(upn.replace(first, String.join(" ", replace(f, 6, "1.5"))), RecordFormat.NOTATION))
                .isEqualTo(at + "not a number from 0 to 1: '1.5'");
        assertThat(refusal(upn.replace(first, String.join(" ", replace(f, 5, "$9XX"))), RecordFormat.NOTATION)).startsWith(at + "'$9XX': ");
        assertThat(refusal(upn.replace(first, String.join(" ", List.of(f).subList(0, 9))), RecordFormat.NOTATION))
                .startsWith("g.upn:" + (head + 1) + ": a best-moves line reads %%best POSITION STEP SEAT");
        assertThat(refusal(upn.replace("thresholds=5,10,20", "thresholds=5,10"), RecordFormat.NOTATION))
                .isEqualTo("g.upn:" + head + ": %%review: thresholds are three numbers of points, e.g. 5,10,20, not '5,10'");
        assertThat(refusal(upn.replaceAll("%%review [^\n]*\n", ""), RecordFormat.NOTATION))
                .startsWith("g.upn:" + head + ": a %%best line without a %%review line before it");
        assertThat(RecordLoader.readNotation(upn.replace("\n*\n", "\n1.A +P\n*\n"), "g.upn").error().orElseThrow().toString())
                .contains("the %%review block must stand last");
        // a bad block is kept as it was: saving the partial record writes it back
        LoadResult partial = RecordLoader.readNotation(upn.replace(first, wrongMark), "g.upn");
        assertThat(RecordSaver.write(partial.record().orElseThrow(), RecordFormat.NOTATION)).contains(wrongMark);

        String xml = reviewed(RecordFormat.XML);
        int decisionLine = (int) xml.lines().takeWhile(l -> !l.contains("<decision ")).count() + 1;
        String firstDecision = xml.lines().filter(l -> l.contains("<decision ")).findFirst().orElseThrow();
        String badSeat = firstDecision.replaceFirst("seat=\"[A-C]\"", "seat=\"F\"");
        assertThat(refusal(xml.replace(firstDecision, badSeat), RecordFormat.XML))
                .startsWith("g.xml:" + decisionLine + ": <review>: <decision at=\"").endsWith("\">: the seat is a letter A to C, not 'F'");
        assertThat(RecordLoader.readXml(xml.replace(firstDecision, firstDecision.replace(" played=", " colour=\"red\" played=")), "g.xml")
                .error().orElseThrow().toString())
                .startsWith("g.xml:" + decisionLine + ":").contains("colour");
        assertThat(refusal(xml.replace("luck=\"", "luck=\"0.1,"), RecordFormat.XML))
                .contains("<review>: luck needs a number for each of the 3 players, not 4");
    }

    private static String[] replace(String[] f, int i, String with) {
        String[] g = f.clone();
        g[i] = with;
        return g;
    }
}
