package org.roundhouse.record;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.engine.base.TwoPlayerLastRow;

/** The two-player rules' last-payment row in both record formats: absent means third, so older records mean the same. */
class TwoPlayerLastRowRecordTest {
    private static GameRecord game(TwoPlayerLastRow row) {
        return RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", true, false, List.of("Anna", "Ben")).withOption("TwoPlayerLastRow", row.word()), 7);
    }

    private static GameRecord read(String text, String source, RecordFormat format) {
        LoadResult r = RecordLoader.read(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), source, format);
        assertThat(r.error()).isEmpty();
        return r.record().orElseThrow();
    }

    @Test
    void theFourthRowRoundTripsThroughBothFormats() {
        GameRecord fourth = game(TwoPlayerLastRow.FOURTH);
        String upn = RecordSaver.write(fourth, RecordFormat.NOTATION);
        assertThat(upn).contains("[TwoPlayerRules \"yes\"]\n[TwoPlayerLastRow \"fourth\"]\n");
        GameRecord fromUpn = read(upn, "g.upn", RecordFormat.NOTATION);
        assertThat(TestSeam.lastRow(fromUpn.setup())).isEqualTo(TwoPlayerLastRow.FOURTH);
        assertThat(fromUpn.setup()).isEqualTo(fourth.setup());

        String xml = RecordSaver.write(fourth, RecordFormat.XML);
        assertThat(xml).contains("two-player-rules=\"true\" two-player-last-row=\"fourth\"");
        GameRecord fromXml = read(xml, "g.xml", RecordFormat.XML);
        assertThat(fromXml.setup()).isEqualTo(fourth.setup());
        // and across: notation to XML to notation
        assertThat(RecordSaver.write(fromXml, RecordFormat.NOTATION)).isEqualTo(upn);
        assertThat(Replay.of(fromXml).finalState().cashOf(2)).isEqualTo(Replay.of(fourth).finalState().cashOf(2));
    }

    @Test
    void theDefaultIsNotWrittenAndAnAbsentTagMeansTheThirdRow() {
        GameRecord third = game(TwoPlayerLastRow.THIRD);
        String upn = RecordSaver.write(third, RecordFormat.NOTATION);
        String xml = RecordSaver.write(third, RecordFormat.XML);
        assertThat(upn).doesNotContain("TwoPlayerLastRow");
        assertThat(xml).doesNotContain("two-player-last-row");
        assertThat(TestSeam.lastRow(read(upn, "g.upn", RecordFormat.NOTATION).setup())).isEqualTo(TwoPlayerLastRow.THIRD);
        assertThat(TestSeam.lastRow(read(xml, "g.xml", RecordFormat.XML).setup())).isEqualTo(TwoPlayerLastRow.THIRD);
        // "third" written out is read too
        String explicit = upn.replace("[TwoPlayerRules \"yes\"]\n", "[TwoPlayerRules \"yes\"]\n[TwoPlayerLastRow \"third\"]\n");
        assertThat(read(explicit, "g.upn", RecordFormat.NOTATION).setup()).isEqualTo(third.setup());
    }

    @Test
    void aValueThatIsNotARowIsRefusedWithItsLine() {
        String upn = RecordSaver.write(game(TwoPlayerLastRow.FOURTH), RecordFormat.NOTATION).replace("\"fourth\"", "\"4th\"");
        int line = (int) upn.substring(0, upn.indexOf("[TwoPlayerLastRow")).chars().filter(c -> c == '\n').count() + 1;
        LoadError e = RecordLoader.readNotation(upn, "g.upn").error().orElseThrow();
        assertThat(e.toString()).isEqualTo("g.upn:" + line + ": [TwoPlayerLastRow] must be \"third\" or \"fourth\""
                + " (the Union Pacific row of the two-player rules' last payment), not \"4th\"");
        String xml = RecordSaver.write(game(TwoPlayerLastRow.FOURTH), RecordFormat.XML).replace("\"fourth\"", "\"4th\"");
        int setupLine = (int) xml.substring(0, xml.indexOf("<setup")).chars().filter(c -> c == '\n').count() + 1;
        LoadError x = RecordLoader.readXml(xml, "g.xml").error().orElseThrow();
        assertThat(x.line()).isEqualTo(setupLine);
        assertThat(x.reason()).startsWith("two-player-last-row must be \"third\" or \"fourth\"");
    }

    @Test
    void theChartsSeriesAndTheSummaryShowTheRowTheGameUsed() {
        GameRecord fourth = game(TwoPlayerLastRow.FOURTH);
        Replay replay = Replay.of(fourth);
        GameSeries series = GameSeries.of(replay, replay.mainLine());
        assertThat(series.upTable(3)).containsExactly(20, 16, 12, 8, 4);
        assertThat(series.upTable(2)).containsExactly(10, 8, 6, 4, 2);
        assertThat(series.dividends().get(2).upTable()).containsExactly(20, 16, 12, 8, 4);
        GameSummary summary = GameSummary.of(replay);
        assertThat(summary.toText()).contains("2 players, deck recipe standard, two-player rules: the last payment on the fourth Union Pacific row, 20/16/12/8/4\n");
        assertThat(summary.toJson("g.upn")).contains("\"twoPlayerLastRow\": \"fourth\"");
        assertThat(GameSummary.of(Replay.of(game(TwoPlayerLastRow.THIRD))).toText())
                .contains("two-player rules: the last payment on the third Union Pacific row, 15/12/9/6/3\n");
    }
}
