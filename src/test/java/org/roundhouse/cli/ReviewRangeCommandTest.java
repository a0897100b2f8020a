package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.ReviewText;

/** {@code roundhouse review --from N --to M}: only those moves reviewed, the files saying so, bad ranges refused. */
class ReviewRangeCommandTest {
    @TempDir
    Path dir;

    private static final String[] CHEAP = {"--playouts", "3", "--screening", "6", "--best", "2", "--bot", "random", "--seed", "5"};

    private static String[] args(Object... more) {
        List<String> a = new java.util.ArrayList<>(List.of("review"));
        for (Object o : more) a.add(o.toString());
        a.addAll(List.of(CHEAP));
        return a.toArray(String[]::new);
    }

    @Test
    void theCsvAndJsonHoldOnlyTheRangeAndSayIt() throws Exception {
        Path game = ReviewStoreCommandTest.shortGame(dir, "g.upn", 10, RecordFormat.NOTATION);
        Path csv = dir.resolve("r.csv");
        CliRun r = CliRun.of(args(game, "--from", 3, "--to", 5, "--out", csv));
        assertThat(r.status()).as(r.err()).isZero();
        List<String> rows = Files.readAllLines(csv);
        assertThat(rows.get(0)).isEqualTo("# moves 3-5 of 9");
        assertThat(rows.get(1)).startsWith("step,move,player,");
        assertThat(rows.subList(2, rows.size())).isNotEmpty().allSatisfy(row -> assertThat(Integer.parseInt(row.split(",")[1])).isBetween(3, 5));

        Path json = dir.resolve("r.json");
        r = CliRun.of(args(game, "--from", 3, "--to", 5, "--out", json));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.readString(json)).containsPattern("\"moves\": \\{\\s*\"from\": 3,\\s*\"to\": 5,\\s*\"of\": 9\\s*}");

        // printed: the scorecards say what they cover
        r = CliRun.of(args(game, "--from", 3, "--to", 5));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("The scorecards cover only the moves 3\u20135 of 9: not the whole game.");

        // without a range, no word of one
        r = CliRun.of(args(game, "--out", csv));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.readString(csv)).startsWith("step,move,player,");
    }

    @Test
    void storedRangesMergeWhenMadeTheSameWayAndReplaceOtherwise() throws Exception {
        Path game = ReviewStoreCommandTest.shortGame(dir, "g.upn", 10, RecordFormat.NOTATION);
        CliRun r = CliRun.of(args(game, "--from", 2, "--to", 4, "--store"));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.readString(game)).contains(" moves=2-4\n");
        r = CliRun.of(args(game, "--from", 5, "--to", 6, "--store"));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("merged with the review the record kept");
        GameRecord merged = RecordLoader.load(game).orThrow();
        assertThat(merged.review().orElseThrow().fromMove()).isEqualTo(2);
        assertThat(merged.review().orElseThrow().toMove()).isEqualTo(6);
        assertThat(ReviewText.nodesReviewed(merged).stream().map(MoveNode::moveNumber)).contains(2, 6).allMatch(m -> m >= 2 && m <= 6);

        List<String> other = new java.util.ArrayList<>(List.of(args(game, "--from", 8, "--to", 9, "--store")));
        other.set(other.indexOf("--seed") + 1, "6");
        r = CliRun.of(other.toArray(String[]::new));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("the review the record kept was made with other settings");
        GameRecord replaced = RecordLoader.load(game).orThrow();
        assertThat(ReviewText.nodesReviewed(replaced).stream().map(MoveNode::moveNumber)).isNotEmpty().allMatch(m -> m >= 8);
    }

    @Test
    void badRangesAreRefused() throws Exception {
        Path game = ReviewStoreCommandTest.shortGame(dir, "g.upn", 10, RecordFormat.NOTATION);
        String before = Files.readString(game);
        CliRun r = CliRun.of(args(game, "--from", 6, "--to", 4, "--store"));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("the moves to review run from 6 to 4: the first comes after the last");
        r = CliRun.of(args(game, "--from", 3, "--to", 40));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("move 40 is not on the line: its moves are 0 to 9");
        r = CliRun.of(args(game, "--from", 12));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("move 12 is not on the line: its moves are 0 to 9");
        assertThat(Files.readString(game)).isEqualTo(before);
    }
}
