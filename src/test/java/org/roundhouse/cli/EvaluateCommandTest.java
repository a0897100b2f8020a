package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code roundhouse evaluate}: win chances per position as CSV, JSON, PNG or SVG; the same on any thread count. */
class EvaluateCommandTest {
    private static final String GAME = "sample-games/3p-standard.upn";

    @TempDir
    Path dir;

    private static List<String[]> rows(String csv) {
        return csv.lines().skip(1).map(l -> l.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1)).toList();
    }

    @Test
    void csvHasARowPerPositionWithChancesThatAddUp() throws Exception {
        Path out = dir.resolve("wp.csv");
        CliRun r = CliRun.of("evaluate", GAME, "--playouts", "20", "--out", out.toString());
        assertThat(r.status()).as(r.err()).isZero();
        String csv = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(csv.lines().findFirst().orElseThrow())
                .isEqualTo("index,move,mover,turn,playouts,p Anna,se Anna,p Ben,se Ben,p Carl,se Carl");
        List<String[]> rows = rows(csv);
        int turns = (int) Files.readAllLines(Path.of(GAME)).stream().filter(l -> l.matches("^\\d+\\..*")).count();
        assertThat(rows).hasSizeGreaterThan(40);
        assertThat(rows.get(0)[0]).isEqualTo("0");
        assertThat(rows.get(0)[1]).isEqualTo("-1");
        assertThat(rows.get(1)[2]).isEqualTo("all");
        for (String[] row : rows) {
            assertThat(row).hasSize(11);
            double sum = Double.parseDouble(row[5]) + Double.parseDouble(row[7]) + Double.parseDouble(row[9]);
            assertThat(sum).isCloseTo(1, within(1e-5));
        }
        String[] last = rows.get(rows.size() - 1);
        assertThat(last[4]).as("the end is known, no playouts").isEqualTo("0");
        assertThat(rows.subList(0, rows.size() - 1)).allSatisfy(row -> assertThat(row[4]).isEqualTo("20"));
        assertThat(r.out()).contains("wrote " + out, rows.size() + " positions", "by heuristic (all-seeing view)", "biggest swings:")
                .containsPattern("  move \\d+, .*: (Anna|Ben|Carl) \\d+% \u2192 \\d+% \\(decision [-+]\\d+ points, cards [-+]\\d+\\)");
        assertThat(turns).isPositive();
    }

    @Test
    void instantWritesTheEvaluatorsChancesInThePlayoutsShapeWithoutPlayouts() throws Exception {
        Path csvOut = dir.resolve("instant.csv");
        CliRun r = CliRun.of("evaluate", GAME, "--instant", "--out", csvOut.toString());
        assertThat(r.status()).as(r.err()).isZero();
        String csv = Files.readString(csvOut, StandardCharsets.UTF_8);
        assertThat(csv.lines().findFirst().orElseThrow())
                .isEqualTo("index,move,mover,turn,playouts,p Anna,se Anna,p Ben,se Ben,p Carl,se Carl");
        List<String[]> rows = rows(csv);
        assertThat(rows).hasSizeGreaterThan(40);
        for (String[] row : rows) {
            assertThat(row[4]).isEqualTo("0");
            assertThat(row[6]).isEqualTo("0");
            double sum = Double.parseDouble(row[5]) + Double.parseDouble(row[7]) + Double.parseDouble(row[9]);
            assertThat(sum).isCloseTo(1, within(1e-5));
        }
        assertThat(rows.stream().map(row -> row[5]).distinct().count()).as("the chances move along the line").isGreaterThan(5);
        assertThat(r.out()).contains("wrote " + csvOut, rows.size() + " positions by the", "evaluator, no playouts");

        Path jsonOut = dir.resolve("instant.json");
        CliRun j = CliRun.of("evaluate", GAME, "--instant", "--out", jsonOut.toString());
        assertThat(j.status()).as(j.err()).isZero();
        assertThat(Files.readString(jsonOut, StandardCharsets.UTF_8))
                .contains("\"bot\": \"evaluator\"", "\"playouts\": 0", "\"swings\": []");
        assertThat(Files.readString(csvOut, StandardCharsets.UTF_8)).as("the same figures on every run").isEqualTo(csv);
        CliRun again = CliRun.of("evaluate", GAME, "--instant", "--out", csvOut.toString());
        assertThat(again.status()).isZero();
        assertThat(Files.readString(csvOut, StandardCharsets.UTF_8)).isEqualTo(csv);

        CliRun stored = CliRun.of("evaluate", GAME, "--instant", "--store", "--out", csvOut.toString());
        assertThat(stored.status()).isEqualTo(2);
        assertThat(stored.err()).contains("--store");
        CliRun png = CliRun.of("evaluate", GAME, "--instant", "--out", dir.resolve("x.png").toString());
        assertThat(png.status()).isEqualTo(2);
        assertThat(png.err()).contains(".csv or .json");
    }

    @Test
    void jsonHoldsTheSettingsPositionsAndSwings() throws Exception {
        Path out = dir.resolve("wp.json");
        CliRun r = CliRun.of("evaluate", GAME, "--playouts", "20", "--bot", "random", "--view", "ben", "--swings", "2",
                "--seed", "3", "--out", out.toString());
        assertThat(r.status()).as(r.err()).isZero();
        String json = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(json).contains("\"bot\": \"random\"", "\"playouts\": 20", "\"seed\": 3", "\"view\": \"Ben\"",
                "\"names\": [\"Anna\", \"Ben\", \"Carl\"]", "\"positions\": [", "\"turn\": \"the start\"", "\"swings\": [");
        assertThat(json.split("\"decision\"", -1)).hasSize(3);
        assertThat(r.out()).contains("by random (Ben's view)");
    }

    @Test
    void judgedPlayoutsAreSaidInTheFiles() throws Exception {
        Path out = dir.resolve("judged.json");
        CliRun r = CliRun.of("evaluate", GAME, "--playouts", "10", "--eval-after", "3", "--swings", "1", "--out", out.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("\"judgedAfterTurns\": 3");
        assertThat(r.out()).contains("each playout cut short after 3 turns and judged by the base evaluator");
        Path plain = dir.resolve("plain.json");
        assertThat(CliRun.of("evaluate", GAME, "--playouts", "10", "--swings", "1", "--out", plain.toString()).status()).isZero();
        assertThat(Files.readString(plain, StandardCharsets.UTF_8)).doesNotContain("judgedAfterTurns")
                .isNotEqualTo(Files.readString(out, StandardCharsets.UTF_8).replace("  \"judgedAfterTurns\": 3,\n", ""));

        CliRun negative = CliRun.of("evaluate", GAME, "--eval-after", "-1", "--out", dir.resolve("x.csv").toString());
        assertThat(negative.status()).isEqualTo(2);
        assertThat(dir.resolve("x.csv")).doesNotExist();
        Path game = dir.resolve("g.upn");
        Files.copy(Path.of(GAME), game);
        byte[] before = Files.readAllBytes(game);
        CliRun tooMany = CliRun.of("evaluate", game.toString(), "--eval-after", "1001", "--store");
        assertThat(tooMany.status()).isEqualTo(2);
        assertThat(Files.readAllBytes(game)).isEqualTo(before);
    }

    @Test
    void storeKeepsTheTurnsAfterWhichPlayoutsWereJudgedAndOnlyTheSameTurnsTakeThemFromThere() throws Exception {
        for (String name : new String[] {"3p-standard.upn", "4p-standard.xml"}) {
            Path game = dir.resolve(name);
            Files.copy(Path.of("sample-games", name), game);
            Path first = dir.resolve("judged-first.csv");
            CliRun r = CliRun.of("evaluate", game.toString(), "--playouts", "10", "--eval-after", "3", "--store", "--out", first.toString());
            assertThat(r.status()).as(r.err()).isZero();
            assertThat(r.out()).contains("(chances kept in the record)").contains("cut short after 3 turns");
            String text = Files.readString(game, StandardCharsets.UTF_8);
            assertThat(text).contains(name.endsWith(".upn") ? " view=all eval-after=3\n" : " view=\"all\" eval-after=\"3\">");
            org.roundhouse.record.GameRecord kept = org.roundhouse.record.RecordLoader.load(game).orThrow();
            assertThat(kept.evaluation().orElseThrow()).isEqualTo(new org.roundhouse.record.Evaluation("heuristic", 10, 0, 1, -1, 3));
            assertThat(kept.mainLine()).allSatisfy(n -> assertThat(n.winChances()).isPresent());

            // the same settings take every position from the record, with the same figures
            Path second = dir.resolve("judged-second.csv");
            CliRun again = CliRun.of("evaluate", game.toString(), "--playouts", "10", "--eval-after", "3", "--out", second.toString());
            assertThat(again.status()).as(again.err()).isZero();
            int positions = kept.mainLine().size() + 1;
            assertThat(again.out()).contains(positions + " of them kept in the record from an evaluation with the same settings");
            assertThat(Files.readString(second)).isEqualTo(Files.readString(first));

            // other turns, or playouts to the end, are other settings: played again, and storing them replaces the kept ones
            for (String[] other : new String[][] {{"--eval-after", "4"}, {"--eval-after", "0"}}) {
                CliRun o = CliRun.of("evaluate", game.toString(), "--playouts", "10", other[0], other[1], "--out", second.toString());
                assertThat(o.status()).as(o.err()).isZero();
                assertThat(o.out()).doesNotContain("kept in the record");
                assertThat(Files.readString(second)).isNotEqualTo(Files.readString(first));
            }
            CliRun plain = CliRun.of("evaluate", game.toString(), "--playouts", "10", "--store");
            assertThat(plain.status()).as(plain.err()).isZero();
            assertThat(org.roundhouse.record.RecordLoader.load(game).orThrow().evaluation().orElseThrow().judgedAfterTurns()).isZero();
            assertThat(Files.readString(game, StandardCharsets.UTF_8)).doesNotContain("eval-after");
        }
    }

    @Test
    void oneAndTwoThreadsWriteTheSameFileAndThePrecisionStopsEarly() throws Exception {
        Path one = dir.resolve("one.csv");
        Path two = dir.resolve("two.csv");
        assertThat(CliRun.of("evaluate", GAME, "--playouts", "30", "--threads", "1", "--out", one.toString()).status()).isZero();
        assertThat(CliRun.of("evaluate", GAME, "--playouts", "30", "--threads", "2", "--out", two.toString()).status()).isZero();
        assertThat(Files.readString(two)).isEqualTo(Files.readString(one));

        Path early = dir.resolve("early.csv");
        CliRun r = CliRun.of("evaluate", GAME, "--playouts", "5000", "--precision", "0.1", "--threads", "2", "--out", early.toString());
        assertThat(r.status()).as(r.err()).isZero();
        List<String[]> rows = rows(Files.readString(early));
        assertThat(rows).allSatisfy(row -> assertThat(Integer.parseInt(row[4])).isLessThan(5000));
        assertThat(rows.stream().mapToInt(row -> Integer.parseInt(row[4])).max().orElseThrow()).isGreaterThanOrEqualTo(50);
    }

    @Test
    void pngAndSvgChartsAtTheSizeAskedFor() throws Exception {
        Path png = dir.resolve("wp.png");
        CliRun r = CliRun.of("evaluate", "sample-games/2p-standard.upn", "--playouts", "10", "--width", "640", "--height", "400",
                "--out", png.toString());
        assertThat(r.status()).as(r.err()).isZero();
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(640);
        assertThat(img.getHeight()).isEqualTo(400);
        Path svg = dir.resolve("wp.svg");
        assertThat(CliRun.of("evaluate", GAME, "--playouts", "10", "--out", svg.toString()).status()).isZero();
        assertThat(Files.readString(svg)).startsWith("<?xml").contains("<svg", "Anna", "Carl", "</svg>");
    }

    @Test
    void theProgressSaysWhenTheSwingsAreSplit() {
        CliRun r = CliRun.of("evaluate", GAME, "--playouts", "20", "--swings", "3", "--out", dir.resolve("wp.csv").toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).containsPattern("the positions are done; splitting the 3 biggest swings: \\d+ positions inside their turns");
    }

    @Test
    void aSwingLabelNearTheLeftEdgeIsDrawnRightOfItsLine() throws Exception {
        var record = org.roundhouse.record.RecordLoader.load(Path.of(GAME)).orThrow();
        var replay = org.roundhouse.record.Replay.of(record);
        var a = org.roundhouse.analysis.winprob.LineAnalysis.of(replay, record.mainLine().subList(0, 12),
                new org.roundhouse.analysis.winprob.Settings(10, 0, "random", 1, 1, org.roundhouse.engine.StepWords.ALL_SEEING),
                12, org.roundhouse.analysis.winprob.WinProbability.QUIET, () -> false);
        var plot = EvaluateCommand.chart(a, "x", 600).getXYPlot();
        var markers = new java.util.ArrayList<org.jfree.chart.plot.Marker>(plot.getDomainMarkers(org.jfree.chart.ui.Layer.FOREGROUND));
        assertThat(markers).hasSize(12);
        for (var m : markers) {
            double move = ((org.jfree.chart.plot.ValueMarker) m).getValue();
            // 600 pixels for 13 positions: a label of 9 to 13 characters needs about two moves left of its line
            if (move < 1) assertThat(m.getLabelTextAnchor()).as("move " + move).isEqualTo(org.jfree.chart.ui.TextAnchor.TOP_LEFT);
            if (move >= 2) assertThat(m.getLabelTextAnchor()).as("move " + move).isEqualTo(org.jfree.chart.ui.TextAnchor.TOP_RIGHT);
        }
    }

    @Test
    void aBadFileIsNamedWithItsLineAndMoveAndBadArgumentsAreRefused() throws Exception {
        String text = Files.readString(Path.of("sample-games/annotated-4p.upn")).replace("13.A +M UMR:CAS-SLC", "13.A +M UMR:CAS-XYZ");
        Path in = dir.resolve("annotated-4p.upn");
        Files.writeString(in, text);
        Path out = dir.resolve("bad.csv");
        CliRun r = CliRun.of("evaluate", in.toString(), "--out", out.toString());
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err()).startsWith("annotated-4p.upn:38: move 13 (Anna): 'UMR:CAS-XYZ'").contains("nothing written");
        assertThat(out).doesNotExist();

        CliRun view = CliRun.of("evaluate", GAME, "--view", "Zed", "--out", out.toString());
        assertThat(view.status()).isEqualTo(2);
        assertThat(view.err()).contains("--view 'Zed': no such player").contains("Anna, Ben, Carl");
        CliRun format = CliRun.of("evaluate", GAME, "--out", dir.resolve("wp.txt").toString());
        assertThat(format.status()).isEqualTo(2);
        assertThat(format.err()).contains("must end in .csv, .json, .png or .svg");
        CliRun bot = CliRun.of("evaluate", GAME, "--bot", "genius", "--out", out.toString());
        assertThat(bot.status()).isEqualTo(2);
        assertThat(bot.err()).contains("no bot 'genius'");
        CliRun playouts = CliRun.of("evaluate", GAME, "--playouts", "0", "--out", out.toString());
        assertThat(playouts.status()).isEqualTo(2);
        assertThat(out).doesNotExist();
    }

    @Test
    void storeKeepsTheChancesInTheRecordAndASecondRunTakesThemFromThere() throws Exception {
        for (String name : new String[] {"3p-standard.upn", "4p-standard.xml"}) {
            Path game = dir.resolve(name);
            Files.copy(Path.of("sample-games", name), game);
            Path first = dir.resolve("first.csv");
            CliRun r = CliRun.of("evaluate", game.toString(), "--playouts", "20", "--store", "--out", first.toString());
            assertThat(r.status()).as(r.err()).isZero();
            assertThat(r.out()).contains("and " + game + " (chances kept in the record)");
            org.roundhouse.record.GameRecord kept = org.roundhouse.record.RecordLoader.load(game).orThrow();
            assertThat(kept.evaluation().orElseThrow().bot()).isEqualTo("heuristic");
            assertThat(kept.root().winChances()).isPresent();
            assertThat(kept.mainLine()).allSatisfy(n -> assertThat(n.winChances()).isPresent());

            Path second = dir.resolve("second.csv");
            CliRun again = CliRun.of("evaluate", game.toString(), "--playouts", "20", "--out", second.toString());
            assertThat(again.status()).as(again.err()).isZero();
            int positions = kept.mainLine().size() + 1;
            assertThat(again.out()).contains(positions + " of them kept in the record from an evaluation with the same settings");
            // only what was really played is counted: no position of the line, the playouts inside the swings' turns
            assertThat(again.out()).contains(": " + positions + " positions, 0 playouts by heuristic")
                    .containsPattern("\\d+ more playouts split the swings, at \\d+ positions inside their turns");
            assertThat(r.out()).contains(": " + positions + " positions, " + String.format(java.util.Locale.ROOT, "%,d",
                    20L * (kept.mainLine().size())) + " playouts by heuristic");
            assertThat(Files.readString(second)).isEqualTo(Files.readString(first));

            CliRun other = CliRun.of("evaluate", game.toString(), "--playouts", "20", "--seed", "2", "--out", second.toString());
            assertThat(other.out()).doesNotContain("kept in the record");
            assertThat(Files.readString(second)).isNotEqualTo(Files.readString(first));
        }
        CliRun neither = CliRun.of("evaluate", GAME);
        assertThat(neither.status()).isEqualTo(2);
        assertThat(neither.err()).contains("--out X.csv|json|png|svg, or --store");
    }

    @Test
    void everyArgumentIsCheckedBeforeAnyPlayoutOrAnyFileWritten() throws Exception {
        Path game = dir.resolve("g.upn");
        Files.copy(Path.of(GAME), game);
        byte[] before = Files.readAllBytes(game);
        Path out = dir.resolve("wp.csv");
        String[][] wrong = {
            {"--store", "--seed", "-1"},
            {"--seed", "-5"},
            {"--store", "--bot", "genius"},
            {"--store", "--view", "Zed"},
            {"--store", "--threads", "0"},
            {"--store", "--precision", "1.5"},
            {"--store", "--line", "999:9"},
        };
        for (String[] args : wrong) {
            List<String> all = new java.util.ArrayList<>(List.of("evaluate", game.toString(), "--playouts", "50", "--out", out.toString()));
            all.addAll(List.of(args));
            CliRun r = CliRun.of(all.toArray(String[]::new));
            assertThat(r.status()).as(String.join(" ", args) + ": " + r.err()).isEqualTo(2);
            assertThat(r.err()).as(String.join(" ", args)).startsWith("evaluate: ").doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(out).as(String.join(" ", args)).doesNotExist();
            assertThat(Files.readAllBytes(game)).isEqualTo(before);
        }
        assertThat(CliRun.of("evaluate", game.toString(), "--store", "--seed", "-1").err())
                .isEqualTo("evaluate: --seed must be a whole number from 0, not -1\nTry 'roundhouse evaluate --help'.\n");
        CliRun noFolder = CliRun.of("evaluate", game.toString(), "--store", "--out", dir.resolve("nowhere/wp.csv").toString());
        assertThat(noFolder.status()).isEqualTo(2);
        assertThat(noFolder.err()).contains("there is no folder " + dir.resolve("nowhere"));
        assertThat(Files.readAllBytes(game)).isEqualTo(before);
    }
}
