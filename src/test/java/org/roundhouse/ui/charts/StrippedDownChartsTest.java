package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.roundhouse.ui.testing.GuiTests.named;

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

    @Test
    void aRuleSetsOwnSeriesIsChartedInATabOfItsOwnAndGoesWithIt() throws Exception {
        Replay replay = Replay.of(RecordLoader.load(Path.of("sample-games", "4p-stripped-down.upn")).record().orElseThrow());
        GameSeries s = GameSeries.ofMainLine(replay).orElseThrow();
        assertThat(s.extraSpecs()).extracting(org.roundhouse.engine.SeriesSpec::key).containsExactly("shares-in-hand");
        List<org.roundhouse.record.MoveNode> line = replay.mainLine();
        for (int i = 0; i < s.size(); i++) {
            org.roundhouse.engine.PositionFacts f = replay.game().facts(replay.stateAt(line.get(i)), org.roundhouse.engine.PositionFacts.ALL_SEEING);
            for (int p = 0; p < s.players(); p++) assertThat(s.extra(0, p, i)).as("seat %d at %d", p, i).isEqualTo(f.handSize[p]);
        }
        PositionChart chart = PositionChart.ofExtra(0, ChartInput.of(s));
        assertThat(chart.kind()).isNull();
        assertThat(words(chart.chart())).contains("Shares in hand").anyMatch(w -> w.startsWith("Anna  (end "));
        String csv = ExtraChart.csv(s, 0);
        assertThat(csv).startsWith("index,move,shares-in-hand_Anna,shares-in-hand_Ben,shares-in-hand_Cleo,shares-in-hand_Dan\n");
        assertThat(csv.split("\n")).hasSize(s.size() + 1);

        GameSeries base = GameSeries.ofMainLine(Replay.of(RecordLoader.load(Path.of("sample-games", "annotated-4p.upn")).record().orElseThrow()))
                .orElseThrow();
        assertThat(base.extraSpecs()).isEmpty();
        String[] seen = new String[6];
        javax.swing.SwingUtilities.invokeAndWait(() -> {
            ChartsPanel panel = new ChartsPanel();
            javax.swing.JTabbedPane tabs = (javax.swing.JTabbedPane) named(panel, "chartTabs");
            panel.setSeries(s);
            seen[0] = titles(tabs);
            panel.setExtra(0);
            seen[1] = panel.kind() + " " + panel.extraShown() + " " + panel.extraChart(0).isPresent();
            panel.setSeries(base);
            seen[2] = titles(tabs);
            seen[3] = panel.kind() + " " + panel.extraShown();
            panel.setSeries(s);
            seen[4] = titles(tabs);
            seen[5] = String.valueOf(panel.chart(SeriesKind.CASH).isPresent());
        });
        assertThat(seen).containsExactly("Cash, Majorities, Company value, Shares in hand", "null 0 true",
                "Cash, Majorities, Company value", "CASH -1", "Cash, Majorities, Company value, Shares in hand", "true");
    }

    private static String titles(javax.swing.JTabbedPane tabs) {
        List<String> t = new ArrayList<>();
        for (int i = 0; i < tabs.getTabCount(); i++) t.add(tabs.getTitleAt(i));
        return String.join(", ", t);
    }
}
