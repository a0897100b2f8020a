package org.roundhouse.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The arithmetic of a tournament's table: shared wins, margins, Wilson intervals, Bradley-Terry ratings. */
class TournamentTest {
    private static Tournament.Game game(String a, int ca, String b, int cb) {
        return Tournament.Game.byCash(List.of(a, b), new int[] {ca, cb}, 0);
    }

    @Test
    void aTieForTheMostCashIsASharedWinAndTheMarginIsToTheBestOther() {
        Tournament.Game g = Tournament.Game.byCash(List.of("a", "b", "c"), new int[] {90, 90, 40}, 0);
        assertThat(g.winShare(0)).isEqualTo(0.5);
        assertThat(g.winShare(1)).isEqualTo(0.5);
        assertThat(g.winShare(2)).isZero();
        assertThat(g.margin(0)).isZero();
        assertThat(g.margin(2)).isEqualTo(-50);
    }

    @Test
    void wilsonIntervalsMatchTheTextbookValues() {
        // 50 of 100: 0.4038 to 0.5962; 0 of 10: 0 to 0.2775; 10 of 10: 0.7225 to 1
        assertThat(Tournament.wilson(50, 100)).containsExactly(new double[] {0.4038, 0.5962}, within(1e-4));
        assertThat(Tournament.wilson(0, 10)).containsExactly(new double[] {0, 0.2775}, within(1e-4));
        assertThat(Tournament.wilson(10, 10)).containsExactly(new double[] {0.7225, 1}, within(1e-4));
    }

    @Test
    void standingsCountSeatsOfOneNameTogetherAndRateTheStrongerHigher() {
        List<Tournament.Game> games = new ArrayList<>();
        // a finishes ahead of b in 75 of 100 games
        for (int i = 0; i < 100; i++) games.add(i < 75 ? game("a", 10, "b", 5) : game("b", 10, "a", 5));
        List<Tournament.Standing> table = Tournament.standings(games);
        assertThat(table).extracting(Tournament.Standing::name).containsExactly("a", "b");
        Tournament.Standing a = table.get(0);
        assertThat(a.seatGames()).isEqualTo(100);
        assertThat(a.winRate()).isEqualTo(0.75);
        assertThat(a.meanCash()).isEqualTo(0.75 * 10 + 0.25 * 5);
        assertThat(a.meanMargin()).isEqualTo(0.75 * 5 - 0.25 * 5);
        // two players: Bradley-Terry gives a / (a + b) = 0.75 (a little less with the prior), 191 Elo points apart
        double gap = a.rating() - table.get(1).rating();
        assertThat(gap).isBetween(180.0, 191.0);
        assertThat(a.rating() + table.get(1).rating()).isCloseTo(0, within(1e-9));
    }
}
