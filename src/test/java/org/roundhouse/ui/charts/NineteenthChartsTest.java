package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;

import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.GameSeries.FigureLine;
import org.roundhouse.analysis.series.SeriesCsv;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.engine.nineteenth.NineteenthState;
import org.roundhouse.engine.nineteenth.NineteenthTables;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;

/**
 * A rule set's own charts: the nineteenth-century variant's treasuries, share prices and Union
 * Pacific's holdings are series of every position of the line, plotted one chart each on the
 * charts panel's own tab and written as CSV; a rule set without any gets none and its tab is off.
 */
class NineteenthChartsTest {
    private static final GameRecord GAME = RandomGames.play(RandomGames.template(NineteenthCentury.ID, Map.of(), 3,
            List.of("Ann", "Bob", "Cy")), 21);

    @Test
    void theSeriesFollowEveryPositionsTreasuriesPricesAndUnionPacificsHoldings() {
        Replay replay = Replay.of(GAME);
        List<MoveNode> line = replay.mainLine();
        GameSeries s = GameSeries.of(replay, line);
        assertThat(s.figureCharts()).containsExactly(NineteenthTables.TREASURIES, NineteenthTables.PRICES, NineteenthTables.UP_HOLDINGS);
        int up = s.unionPacific();
        List<FigureLine> treasuries = s.figureLines(NineteenthTables.TREASURIES);
        List<FigureLine> prices = s.figureLines(NineteenthTables.PRICES);
        List<FigureLine> holdings = s.figureLines(NineteenthTables.UP_HOLDINGS);
        assertThat(treasuries).hasSize(s.companies());
        assertThat(holdings).hasSize(s.companies() - 1);
        boolean changed = false;
        for (int i = 0; i < line.size(); i++) {
            NineteenthState st = (NineteenthState) replay.stateAt(line.get(i));
            for (int c = 0; c <= up; c++) {
                assertThat(treasuries.get(c).value(i)).as("treasury of %d at %d", c, i).isEqualTo(st.treasury(c));
                assertThat(prices.get(c).value(i)).isEqualTo(st.price(c));
                if (c < up) assertThat(holdings.get(c).value(i)).isEqualTo(st.unionPacificShares(c));
                if (c < up && i > 0 && holdings.get(c).value(i) != holdings.get(c).value(i - 1)) changed = true;
            }
        }
        assertThat(changed).as("Union Pacific bought or sold along the line").isTrue();
        // trades move cash between dividends: the cash chart does not say it changes only at dividends
        assertThat(s.cashOnlyAtDividends()).isFalse();
        assertThat(ChartKit.layOutForScreen(PositionChart.of(SeriesKind.CASH, ChartInput.of(s)).chart())).doesNotContain("only at");
        assertThat(treasuries.get(up).company()).isEqualTo(up);
        String csv = SeriesCsv.toCsv(SeriesKind.FIGURES, s);
        assertThat(csv.lines().findFirst().orElseThrow()).startsWith("move,Treasuries: " + s.companyName(0) + ",");
        assertThat(csv.lines().count()).isEqualTo(line.size() + 1);
        PositionChart chart = PositionChart.of(SeriesKind.FIGURES, ChartInput.of(s));
        assertThat(chart.plots()).hasSize(3);
        XYPlot first = chart.plots().get(0);
        assertThat(first.getRangeAxis().getLabel()).isEqualTo("Treasuries");
        assertThat(first.getDataset(1).getSeriesCount()).isEqualTo(s.companies());
        assertThat(first.getDataset(1).getYValue(up, line.size() - 1)).isEqualTo(treasuries.get(up).value(line.size() - 1));
    }

    @Test
    void aRuleSetWithoutChartsOfItsOwnGetsNoneAndTheTabIsOff() throws Exception {
        GameSeries base = GameSeries.ofMainLine(Replay.of(RecordLoader.load(Path.of("sample-games", "3p-standard.upn"))
                .record().orElseThrow())).orElseThrow();
        assertThat(base.figureCharts()).isEmpty();
        assertThat(SeriesCsv.toCsv(SeriesKind.FIGURES, base).lines().findFirst().orElseThrow()).isEqualTo("move");
        GameSeries ours = GameSeries.ofMainLine(Replay.of(GAME)).orElseThrow();
        Object[] seen = new Object[4];
        SwingUtilities.invokeAndWait(() -> {
            ChartsPanel panel = new ChartsPanel();
            JTabbedPane tabs = (JTabbedPane) panel.getComponent(1);
            int figures = SeriesKind.FIGURES.ordinal();
            panel.setSeries(base);
            seen[0] = tabs.isEnabledAt(figures);
            panel.setSeries(ours);
            seen[1] = tabs.isEnabledAt(figures);
            seen[2] = tabs.getTitleAt(figures);
            panel.setKind(SeriesKind.FIGURES);
            seen[3] = panel.chart(SeriesKind.FIGURES).map(c -> c.plots().size()).orElse(0);
        });
        assertThat(seen).containsExactly(false, true, "Treasuries & more", 3);
    }
}
