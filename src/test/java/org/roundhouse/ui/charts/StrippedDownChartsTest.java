package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.junit.jupiter.api.Test;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;

/** The charts of a stripped-down game speak of its scorings and its value (trains in the row), not of dividends and "+1". */
class StrippedDownChartsTest {
    private static List<String> words(JFreeChart chart) {
        List<String> out = new ArrayList<>();
        out.add(chart.getTitle() == null ? "" : chart.getTitle().getText());
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            Title t = chart.getSubtitle(i);
            if (t instanceof TextTitle tt) out.add(tt.getText());
        }
        LegendItemCollection legend = chart.getPlot().getLegendItems();
        for (int i = 0; legend != null && i < legend.getItemCount(); i++) out.add(legend.get(i).getLabel());
        return out;
    }

    @Test
    void theChartsUseTheVariantsWords() {
        Replay replay = Replay.of(RecordLoader.load(Path.of("sample-games", "4p-stripped-down.upn")).record().orElseThrow());
        GameSeries s = GameSeries.ofMainLine(replay).orElseThrow();
        assertThat(s.dividendName()).isEqualTo("scoring");
        assertThat(ChartKit.dividendLabels(s).values()).containsExactly("S1", "S2", "S3", "S4");
        List<String> words = new ArrayList<>();
        for (SeriesKind kind : List.of(SeriesKind.CASH, SeriesKind.SHARES, SeriesKind.VALUE)) {
            words.addAll(words(PositionChart.of(kind, ChartInput.of(s)).chart()));
        }
        assertThat(String.join("\n", words)).doesNotContainIgnoringCase("dividend").doesNotContain("+ 1")
                .contains("4 scorings paid").contains("value = trains in the row");
    }
}
