package org.roundhouse.analysis.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue #12: the simulator is deterministic, pairs its cells, writes only complete files and documents its columns. */
class SimulatorTest {
    @TempDir
    Path dir;

    private static Cell cell(String label, String recipe, int players) {
        return new Cell(label, "base", Map.of("Recipe", recipe), java.util.Collections.nCopies(players, "random"));
    }

    private static Sweep sweep(int threads, Cell... cells) {
        return new Sweep(List.of(cells), 24, 9, threads, false);
    }

    /** The rows and the summary of a run, as the files hold them. */
    private record Run(List<String> rows, String summary) {
    }

    private static Run run(Sweep sweep) {
        Simulator.Layout layout = Simulator.check(sweep);
        List<String> rows = new ArrayList<>();
        List<String> labels = sweep.cells().stream().map(Cell::label).toList();
        Simulator.Result r = Simulator.run(sweep, g -> rows.add(SimulationFiles.row(g, labels.get(g.cell()), layout, sweep.maxPlayers())),
                (done, total) -> { }, () -> false);
        return new Run(rows, SummaryJson.write(SimulationFiles.summary(r, rows.size())));
    }

    @Test
    void anyGameOfASweepPlayedOnItsOwnIsTheGameOfTheRunAndTheTallyOfTheRunsOrderGivesItsSummary() {
        Sweep sweep = new Sweep(List.of(cell("standard", "standard", 3), cell("even", "even-spacing", 3)), 5, 9, 2, true);
        Run whole = run(sweep);
        Simulator.Games games = Simulator.Games.of(sweep);
        List<String> labels = sweep.cells().stream().map(Cell::label).toList();
        // played backwards, one at a time, as tasks on other machines would
        List<SimGame> played = new ArrayList<>();
        for (long d = sweep.deals() - 1; d >= 0; d--) {
            for (int c = sweep.cells().size() - 1; c >= 0; c--) {
                for (int r = games.rotations(c) - 1; r >= 0; r--) played.add(0, games.play(c, d, r));
            }
        }
        assertThat(played.stream().map(g -> SimulationFiles.row(g, labels.get(g.cell()), games.layout(), sweep.maxPlayers())).toList())
                .isEqualTo(whole.rows()).hasSize(30);
        Simulator.Tally tally = new Simulator.Tally(games);
        for (SimGame g : played) {
            assertThat(tally.complete()).isFalse();
            tally.add(g);
        }
        assertThat(SummaryJson.write(SimulationFiles.summary(tally.result(), played.size()))).isEqualTo(whole.summary());

        Simulator.Tally gap = new Simulator.Tally(games);
        gap.add(played.get(0));
        assertThatThrownBy(() -> gap.add(played.get(2))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("expected cell 0, deal 0, rotation 1 but got cell 0, deal 0, rotation 2");
        assertThatThrownBy(gap::result).isInstanceOf(IllegalStateException.class).hasMessageContaining("not complete");
        assertThatThrownBy(() -> games.play(0, 5, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void theSameSeedGivesTheSameRowsAndSummaryOnOneOrTwoThreads() {
        Cell a = cell("standard", "standard", 4);
        Cell b = cell("even", "even-spacing", 4);
        Run one = run(sweep(1, a, b));
        Run two = run(sweep(2, a, b));
        assertThat(one.rows()).hasSize(48);
        assertThat(two.rows()).isEqualTo(one.rows());
        assertThat(two.summary()).isEqualTo(one.summary());
        Run otherSeed = run(new Sweep(List.of(a, b), 24, 10, 2, false));
        assertThat(otherSeed.rows()).isNotEqualTo(one.rows());
    }

    @Test
    void twoCellsWithTheSameRecipePlayTheSameGames() {
        Run r = run(sweep(2, cell("first", "standard", 3), cell("second", "standard", 3)));
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        for (String row : r.rows()) {
            String rest = row.substring(row.indexOf(',', row.indexOf(',') + 1)); // without cell and label
            (row.startsWith("0,") ? first : second).add(rest);
        }
        assertThat(first).hasSize(24).isEqualTo(second);
        // every difference between them is exactly zero, with a zero-width interval
        assertThat(r.summary()).contains("\"label\": \"second - first\"");
        assertThat(r.summary().replaceAll("\\s+", "")).contains("\"length\":{\"n\":24,\"mean\":0,\"sd\":0,\"ci95\":[0,0]}");
    }

    @Test
    void cellsOfDifferentRecipesAreMeasuredDealByDeal() {
        Run r = run(sweep(1, cell("standard", "standard", 4), cell("even", "even-spacing", 4)));
        // a deal's two games share the seed column: the same deal in both cells
        List<String> seeds0 = r.rows().stream().filter(x -> x.startsWith("0,")).map(x -> x.split(",")[3]).toList();
        List<String> seeds1 = r.rows().stream().filter(x -> x.startsWith("1,")).map(x -> x.split(",")[3]).toList();
        assertThat(seeds1).isEqualTo(seeds0).doesNotHaveDuplicates();
        assertThat(r.summary()).contains("\"label\": \"even - standard\"");
    }

    @Test
    void duplicateSeatingPlaysEveryDealFromEverySeat() {
        Cell mixed = new Cell("mixed", "base", Map.of(), List.of("heuristic", "random", "random"));
        Sweep s = new Sweep(List.of(mixed), 4, 3, 2, true);
        Run r = run(s);
        assertThat(r.rows()).hasSize(12);
        for (int i = 0; i < 12; i++) {
            String[] f = r.rows().get(i).split(",");
            assertThat(f[2]).isEqualTo(Integer.toString(i / 3));
            assertThat(f[4]).isEqualTo(Integer.toString(i % 3));
            assertThat(f[5].split(" ")[i % 3]).as("the heuristic bot moves one seat on per rotation").isEqualTo("heuristic");
        }
    }

    @Test
    void aGameOfTheRowsIsPlayedAgainStepByStepFromItsSeedAndRotation() {
        Cell mixed = new Cell("mixed", "base", Map.of("Recipe", "tournament"), List.of("heuristic", "random", "random"));
        List<SimGame> games = new ArrayList<>();
        Simulator.run(new Sweep(List.of(mixed), 3, 21, 2, true), games::add, (done, total) -> { }, () -> false);
        SimGame g = games.get(5); // deal 1, rotation 2
        assertThat(g.rotation()).isEqualTo(2);
        Simulator.Replay r = Simulator.replay(mixed, g.seed(), g.rotation());
        assertThat(r.seats()).isEqualTo(g.seats());
        org.roundhouse.engine.GameState s = r.game().newGame(r.deal());
        for (org.roundhouse.engine.Move m : r.steps()) s = r.game().applyLegal(s, m);
        assertThat(s.isOver()).isTrue();
        for (int seat = 0; seat < 3; seat++) assertThat(s.cash(seat)).isEqualTo(g.cash()[seat]);
        assertThat(r.game().view(s).payments().get(0).moveNumber()).isEqualTo(g.dividendTurn()[0]);
    }

    @Test
    void aCancelledRunLeavesNoFilesAndKeepsTheOldResults() throws IOException {
        Sweep s = sweep(2, cell("standard", "standard", 4));
        Files.writeString(dir.resolve(SimulationFiles.SUMMARY), "the last run's summary");
        int[] seen = {0};
        try (SimulationFiles files = new SimulationFiles(dir, s, Simulator.check(s))) {
            assertThatThrownBy(() -> Simulator.run(s, g -> {
                files.add(g);
                seen[0]++;
            }, (done, total) -> { }, () -> seen[0] >= 5)).isInstanceOf(CancellationException.class);
            files.abort();
        }
        assertThat(seen[0]).isEqualTo(5);
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly(SimulationFiles.SUMMARY);
        }
        assertThat(Files.readString(dir.resolve(SimulationFiles.SUMMARY))).isEqualTo("the last run's summary");
    }

    @Test
    void aCompleteRunWritesBothFilesAndNothingElse() throws IOException {
        Sweep s = sweep(2, cell("standard", "standard", 2), cell("even", "even-spacing", 2));
        Simulator.Layout layout = Simulator.check(s);
        try (SimulationFiles files = new SimulationFiles(dir, s, layout)) {
            files.commit(Simulator.run(s, files::add, (done, total) -> { }, () -> false));
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(SimulationFiles.GAMES, SimulationFiles.SUMMARY);
        }
        List<String> lines = gunzip(dir.resolve(SimulationFiles.GAMES));
        assertThat(lines).hasSize(1 + 48);
        List<String> header = List.of(lines.get(0).split(","));
        assertThat(header).isEqualTo(SimulationFiles.header(layout, 2));
        for (String line : lines.subList(1, lines.size())) assertThat(line.split(",", -1)).hasSameSizeAs(header.toArray());
        // two players with the two-player rules: three dividends, the house paid at the last
        String first = lines.get(1);
        String[] f = first.split(",", -1);
        assertThat(f[header.indexOf("dividends")]).isEqualTo("3");
        assertThat(f[header.indexOf("dividend4_turn")]).isEmpty();
        assertThat(f[header.indexOf("cash_house")]).isNotEmpty();
        assertThat(f[header.indexOf("length")]).isEqualTo(f[header.indexOf("dividend3_turn")]);
        String summary = Files.readString(dir.resolve(SimulationFiles.SUMMARY));
        assertThat(summary).startsWith("{\n  \"schema\": \"" + SimulationFiles.SCHEMA + "\"").contains("\"games\": 48");
        for (String field : List.of("\"dividends\"", "\"double_dividend\"", "\"dividend_within\"", "\"length\"", "\"seats\"",
                "\"seat_fairness\"", "\"margin\"", "\"quantiles\"", "\"lead_changes\"", "\"comeback\"", "\"drama\"", "\"security\"",
                "\"decisiveness\"", "\"lead_change\"", "\"company_paid\"", "\"paired\"", "\"differences\"", "\"exact_mean\"",
                "\"bot_results\"")) {
            assertThat(summary).contains(field);
        }
    }

    /** Every column and summary field is described in docs/simulation.md, so designers can read the files without the code. */
    @Test
    void theDocumentationDescribesEveryColumn() throws IOException {
        String doc = Files.readString(Path.of("docs/simulation.md"));
        Sweep s = sweep(1, cell("standard", "standard", 6));
        for (String column : SimulationFiles.header(Simulator.check(s), 6)) {
            String generic = column.replaceAll("\\d+", "N").replaceFirst("^paid_.*", "paid_COMPANY");
            assertThat(doc).as(column).contains("`" + generic + "`");
        }
    }

    private static List<String> gunzip(Path p) throws IOException {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(p)), StandardCharsets.UTF_8))) {
            return r.lines().toList();
        }
    }

    @Test
    void progressIsToldAsGamesFinishNotOnlyWhenTheirBatchIsTaken() {
        // 128 games on one thread: batches of two, so the first game is told only with the second unless told as it finishes
        Sweep s = new Sweep(List.of(cell("standard", "standard", 4)), 128, 3, 1, false);
        java.util.concurrent.CountDownLatch firstTold = new java.util.concurrent.CountDownLatch(1);
        boolean[] toldBeforeSecond = {false};
        List<Long> told = new ArrayList<>();
        Simulator.run(s, g -> {
            if (g.deal() == 1) {
                try {
                    toldBeforeSecond[0] = firstTold.await(10, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return g;
        }, (g, same) -> { }, (done, total) -> {
            told.add(done);
            if (done >= 1) firstTold.countDown();
        }, () -> false);
        assertThat(toldBeforeSecond[0]).as("the first game was told while the second was being played").isTrue();
        assertThat(told).isSorted().endsWith(128L);
        assertThat(told.stream().filter(d -> d == 128L)).as("the end is told once").hasSize(1);
    }
}
