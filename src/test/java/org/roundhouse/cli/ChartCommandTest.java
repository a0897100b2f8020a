package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesCsv;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.analysis.series.SeriesTestGames;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import picocli.CommandLine;

/** {@code roundhouse chart}: files written without a window, errors on stderr with a non-zero status. */
class ChartCommandTest {
    @TempDir
    static Path dir;
    private static Path game;
    private static GameRecord record;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void writeGame() throws Exception {
        record = SeriesTestGames.firstDividend();
        game = dir.resolve("first-dividend.upn");
        RecordSaver.save(record, game);
    }

    private int run(String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    @DisplayName("PNG of the cash chart at the size asked for")
    void png() throws Exception {
        Path png = dir.resolve("cash.png");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", png.toString(), "--width", "640", "--height", "400"))
                .as(err.toString()).isZero();
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(640);
        assertThat(img.getHeight()).isEqualTo(400);
        assertThat(out.toString()).contains("wrote", "cash", "5 positions", "1 dividend)");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    @DisplayName("SVG of each kind, light and dark, with a comparison line and a company")
    void svg() throws Exception {
        for (String kind : new String[] {"cash", "shares", "majorities", "value"}) {
            Path svg = dir.resolve(kind + ".svg");
            assertThat(run("chart", game.toString(), "-k", kind, "-o", svg.toString(), "--compare", "3:1", "--company", "dm",
                    "--cursor", "3", "--dark")).as(err.toString()).isZero();
            assertThat(Files.readString(svg, StandardCharsets.UTF_8)).startsWith("<?xml").contains("<svg", "</svg>");
        }
    }

    @Test
    @DisplayName("CSV of the series behind the chart, of the main line or of a variation")
    void csv() throws Exception {
        Replay replay = Replay.of(record);
        Path csv = dir.resolve("value.csv");
        assertThat(run("chart", game.toString(), "--kind", "value", "--out", csv.toString())).isZero();
        assertThat(Files.readString(csv, StandardCharsets.UTF_8))
                .isEqualTo(SeriesCsv.toCsv(SeriesKind.VALUE, GameSeries.of(replay, replay.mainLine())));
        Path whatIf = dir.resolve("what-if.csv");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", whatIf.toString(), "--line", "3:1")).isZero();
        assertThat(Files.readString(whatIf, StandardCharsets.UTF_8)).contains("3,Cleo,,0,0,0").doesNotContain("4,Anna");
    }

    @Test
    @DisplayName("--help lists the options")
    void help() {
        assertThat(run("chart", "--help")).isZero();
        assertThat(out.toString()).contains("--kind", "--out", "--width", "--height", "--line", "--compare", "cash, shares, value, or one of the rule set's own series");
    }

    @Test
    @DisplayName("wrong arguments: status 2 and the reason on stderr, nothing written")
    void wrongArguments() {
        Path png = dir.resolve("never.png");
        assertThat(run("chart", game.toString(), "--kind", "pie", "--out", png.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("unknown kind 'pie'");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", dir.resolve("x.pdf").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("must end in .png, .svg or .csv");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", png.toString(), "--line", "2:5")).isEqualTo(2);
        assertThat(err.toString()).contains("move 2 has no variations");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", png.toString(), "--line", "x")).isEqualTo(2);
        assertThat(err.toString()).contains("use main or MOVE:N");
        assertThat(run("chart", game.toString(), "--kind", "shares", "--out", png.toString(), "--company", "ZZ")).isEqualTo(2);
        assertThat(err.toString()).contains("unknown company 'ZZ'");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", png.toString(), "--width", "5")).isEqualTo(2);
        assertThat(run("chart", game.toString(), "--out", png.toString())).as("--kind is required").isEqualTo(2);
        assertThat(Files.exists(png)).isFalse();
        assertThat(out.toString()).isEmpty();
    }

    @Test
    @DisplayName("a PNG of more than 40 million pixels: status 2, one reason, the old file kept")
    void tooLarge() throws Exception {
        Path png = dir.resolve("large.png");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", png.toString())).isZero();
        byte[] before = Files.readAllBytes(png);
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", png.toString(), "--width", "10000",
                "--height", "10000")).isEqualTo(2);
        assertThat(err.toString()).startsWith("chart: the PNG would have 100000000 pixels").contains("at most 40000000");
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", png.toString(), "--width", "5000",
                "--height", "3000", "--scale", "2")).isEqualTo(2);
        assertThat(Files.readAllBytes(png)).isEqualTo(before);
    }

    @Test
    @DisplayName("a missing or broken record: status 1 and the reason on stderr")
    void badRecord() throws Exception {
        Path png = dir.resolve("never2.png");
        assertThat(run("chart", dir.resolve("missing.upn").toString(), "--kind", "cash", "--out", png.toString())).isEqualTo(1);
        assertThat(err.toString()).contains("missing.upn");
        Path broken = dir.resolve("broken.upn");
        Files.writeString(broken, "this is not a record\n");
        assertThat(run("chart", broken.toString(), "--kind", "cash", "--out", png.toString())).isEqualTo(1);
        assertThat(Files.exists(png)).isFalse();
        assertThat(run("chart", game.toString(), "--kind", "cash", "--out", dir.resolve("no/such/dir/x.png").toString()))
                .isEqualTo(1);
        assertThat(err.toString()).contains("could not write");
    }
}
