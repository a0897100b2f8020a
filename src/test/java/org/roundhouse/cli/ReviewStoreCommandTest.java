package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.review.LineReview;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.ReviewText;

/** {@code roundhouse review --store}: the review goes into the record, and reopening it gives the same scorecards without reviewing again. */
class ReviewStoreCommandTest {
    @TempDir
    Path dir;

    /** The first {@code moves} turns of a sample game, saved in the format asked for. */
    static Path shortGame(Path dir, String name, int moves, RecordFormat format) throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        MoveNode last = r.mainLine().get(moves - 1);
        for (MoveNode child : List.copyOf(last.children())) last.removeChild(child);
        Path file = dir.resolve(name);
        Files.writeString(file, RecordSaver.write(r, format));
        return file;
    }

    @Test
    void storeKeepsTheReviewAndReopeningGivesTheSameScorecards() throws Exception {
        for (RecordFormat format : List.of(RecordFormat.NOTATION, RecordFormat.XML)) {
            Path game = shortGame(dir, format == RecordFormat.XML ? "g.xml" : "g.upn", 8, format);
            String before = Files.readString(game);
            Path json = dir.resolve("r.json");
            CliRun r = CliRun.of("review", game.toString(), "--playouts", "4", "--screening", "8", "--best", "2", "--bot", "random",
                    "--seed", "5", "--store", "--out", json.toString());
            assertThat(r.status()).as(r.err()).isZero();
            assertThat(r.out()).contains("kept the review in " + game);
            String after = Files.readString(game);
            assertThat(after).startsWith(format == RecordFormat.XML ? before.substring(0, before.indexOf("</moves>")) : before.substring(0, before.indexOf("\n*\n")));
            assertThat(after).contains(format == RecordFormat.XML ? "<review bot=\"random\" playouts=\"4\" screening=\"8\" best=\"2\""
                    : "%%review bot=random playouts=4 screening=8 best=2 thresholds=5,10,20 seed=5 luck=");

            GameRecord reopened = RecordLoader.load(game).orThrow();
            List<LineReview.Scorecard> cards = LineReview.scorecards(reopened);
            assertThat(cards).hasSize(3);
            // the same figures as the review printed to JSON when it ran
            String text = Files.readString(json);
            int decisions = 0;
            for (LineReview.Scorecard c : cards) {
                decisions += c.decisions();
                String name = reopened.setup().players().get(c.seat());
                String card = text.substring(text.indexOf("\"player\": \"" + name + "\"", text.indexOf("\"scorecards\"")));
                assertThat(card).contains("\"decisions\": " + c.decisions() + ",");
                assertThat(number(card, "meanLoss")).isCloseTo(c.meanLoss(), within(1e-6));
                assertThat(number(card, "luck")).isCloseTo(c.luck(), within(1e-6));
                assertThat(card).contains("\"blunders\": " + c.blunders() + ",");
            }
            assertThat(decisions).isPositive().isEqualTo(ReviewText.nodesReviewed(reopened).stream().mapToInt(n -> n.reviewedSteps().size()).sum());
            // saving the reopened record writes the file it came from, byte for byte
            assertThat(RecordSaver.write(reopened, format)).isEqualTo(after);
        }
    }

    private static double number(String json, String name) {
        int at = json.indexOf("\"" + name + "\": ") + name.length() + 4;
        int end = at;
        while (end < json.length() && "-0123456789.eE".indexOf(json.charAt(end)) >= 0) end++;
        return Double.parseDouble(json.substring(at, end));
    }
}
