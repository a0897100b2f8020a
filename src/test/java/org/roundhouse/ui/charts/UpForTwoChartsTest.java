package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.analysis.series.DividendEvent;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;

/**
 * The charts of a game of "Union Pacific for two": its house is paid from the second
 * dividend without being ranked, and the cash chart's dividend tips name it.
 */
class UpForTwoChartsTest {
    @Test
    void theDividendTipsNameTheHouseWhereItIsPaid() {
        GameRecord r = RandomGames.play(RandomGames.template("up-for-two", Map.of(), 2, List.of("Winton", "Dave")), 16);
        GameSeries s = GameSeries.of(Replay.of(r), Replay.of(r).mainLine());
        List<String> tips = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            for (DividendEvent d : s.dividendsAt(i)) {
                String tip = CashChart.dividendTip(s, i);
                tips.add(tip);
                assertThat(tip).contains("Winton <b>+" + d.received(0) + "</b>", "Dave <b>+" + d.received(1) + "</b>");
                if (d.recipients() > 2) assertThat(tip).contains("House <b>+" + d.received(2) + "</b>");
            }
        }
        assertThat(tips).as("four dividends").hasSize(4);
        assertThat(tips.get(3)).as("the house at the last dividend").contains("House <b>+");
    }
}
