package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.LegendItemCollection;
import org.junit.jupiter.api.Test;

/** What the Win chances legend says: the ± and what it covers, and a decided position in words. */
class WinChancesChartTest {
    private static WinChancesChart chart() {
        List<double[]> p = List.of(new double[] {0.5, 0.5}, new double[] {0, 1}, new double[] {1, 0}, new double[] {0.5, 0.5});
        List<double[]> se = List.of(new double[] {0.05, 0.05}, new double[] {0, 0}, new double[] {0, 0}, new double[] {0, 0});
        List<Integer> playouts = List.of(300, 300, 0, 0);
        WinChancesChart.Data d = new WinChancesChart.Data(List.of("Anna", "Ben"), 2, p, se, playouts,
                List.of("the start", "move 0", "move 1", "move 2"), "heuristic");
        return WinChancesChart.of(d, "test", ChartStyle.light());
    }

    private static List<String> legendAt(WinChancesChart c, int position) {
        c.setCursorPosition(position);
        LegendItemCollection items = c.chart().getXYPlot().getFixedLegendItems();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < items.getItemCount(); i++) labels.add(items.get(i).getLabel());
        return labels;
    }

    @Test
    void theBandSaysItIsTheSamplingErrorOfThePlayouts() {
        WinChancesChart c = chart();
        assertThat(legendAt(c, 0)).containsExactly("Anna  50% \u00b1 5", "Ben  50% \u00b1 5",
                "at the start, \u00b1 1 standard error of the playouts");
        String tip = c.chart().getXYPlot().getFixedLegendItems().get(2).getToolTipText();
        assertThat(tip).contains("sampling error of the playouts").contains("does not say how well the bot");
        assertThat(c.chart().getXYPlot().getFixedLegendItems().get(0).getToolTipText())
                .contains("from 300 playouts by the heuristic bot");
    }

    @Test
    void aPositionWhoseGameIsOverIsDecidedInWordsAndNoPlayoutWonIsNotAPlusMinusZero() {
        WinChancesChart c = chart();
        assertThat(legendAt(c, 1)).containsExactly("Anna  0% (won none of 300 playouts)", "Ben  100% (won all 300 playouts)",
                "after move 0, \u00b1 1 standard error of the playouts");
        assertThat(legendAt(c, 2)).containsExactly("Anna  wins", "Ben  cannot win", "after move 1, decided: Anna wins");
        assertThat(legendAt(c, 3)).containsExactly("Anna  shares the win (50%)", "Ben  shares the win (50%)",
                "after move 2, decided: Anna and Ben share the win");
        assertThat(String.join("|", legendAt(c, 2))).doesNotContain("\u00b1 0");
    }
}
