package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.engine.SeriesSpec;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.engine.nineteenth.NineteenthState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;

/**
 * The nineteenth-century variant's own charts, through the rule set's series
 * ({@code Game.extraSeries}): treasuries, share prices and Union Pacific's holdings follow every
 * position of the line, each charted on a tab of its own; and the cash chart does not claim that
 * cash changes only at dividends, since trades move it.
 */
class NineteenthChartsTest {
    private static final GameRecord GAME = RandomGames.play(RandomGames.template(NineteenthCentury.ID, Map.of(), 3,
            List.of("Ann", "Bob", "Cy")), 21);

    @Test
    void theSeriesFollowEveryPositionsTreasuriesPricesAndUnionPacificsHoldings() {
        Replay replay = Replay.of(GAME);
        List<MoveNode> line = replay.mainLine();
        GameSeries s = GameSeries.of(replay, line);
        assertThat(s.extraSpecs()).extracting(SeriesSpec::key).containsExactly("treasuries", "up-holdings");
        assertThat(s.extraSpecs()).allMatch(spec -> spec.per() == SeriesSpec.Per.COMPANY);
        int up = s.unionPacific();
        boolean changed = false;
        for (int i = 0; i < line.size(); i++) {
            NineteenthState st = (NineteenthState) replay.stateAt(line.get(i));
            for (int c = 0; c <= up; c++) {
                assertThat(s.extra(0, c, i)).as("treasury of %d at %d", c, i).isEqualTo(st.treasury(c));
                if (c < up) assertThat(s.value(c, i)).as("the value chart's price of %d at %d", c, i).isEqualTo(st.price(c));
                assertThat(s.extra(1, c, i)).isEqualTo(c == up ? 0 : st.unionPacificShares(c));
                if (c < up && i > 0 && s.extra(1, c, i) != s.extra(1, c, i - 1)) changed = true;
            }
        }
        assertThat(changed).as("Union Pacific bought or sold along the line").isTrue();
        assertThat(s.cashOnlyAtDividends()).isFalse();
        assertThat(ChartKit.layOutForScreen(PositionChart.of(SeriesKind.CASH, ChartInput.of(s)).chart())).doesNotContain("only at");
        String value = ChartKit.layOutForScreen(PositionChart.of(SeriesKind.VALUE, ChartInput.of(s)).chart());
        assertThat(value).as("this Union Pacific pays by no table: no squares").contains("the share price").doesNotContain("squares");
        for (int k = 0; k < 2; k++) {
            PositionChart chart = PositionChart.ofExtra(k, ChartInput.of(s));
            assertThat(ChartKit.layOutForScreen(chart.chart())).contains(s.extraSpecs().get(k).description());
            assertThat(ExtraChart.csv(s, k).split("\n")).hasSize(s.size() + 1);
        }
        assertThat(ExtraChart.csv(s, 0)).startsWith("index,move,treasuries_" + s.companyName(0) + ",");
    }
}
