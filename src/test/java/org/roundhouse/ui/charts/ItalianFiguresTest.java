package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Move;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Review;
import org.roundhouse.record.ReviewedStep;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.testing.TestGames;

/**
 * Numbers on screen follow the language: the Win chances chart's figures and playouts ("41,5%
 * ± 2,1", "1.000 simulazioni") and the move review's chances and loss ("45,1%", "3,0 punti"); in
 * English they read as before ("41.5% ± 2.1", "1,000").
 */
class ItalianFiguresTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static WinChancesChart.Data data() {
        return new WinChancesChart.Data(List.of("Anna", "Ben"), 2, List.of(new double[] {0.415, 0.585}, new double[] {0.125, 0.875}),
                List.of(new double[] {0.021, 0.021}, new double[] {0.02, 0.02}), List.of(1000, 1000), List.of("the start", "move 0"),
                "heuristic");
    }

    @Test
    void theWinChancesChartWritesItsFiguresTheLanguagesWay() {
        WinChancesChart.Data d = data();
        assertThat(WinChancesChart.tip(d, 0, 0)).contains("41.5% \u00b1 2.1, from 1,000 playouts");
        // rounded half up, as String.format rounded: 12.5% is 13%
        assertThat(WinChancesChart.figure(d, 1, 0)).isEqualTo("13% \u00b1 2");
        Messages.setLocale(Locale.ITALIAN);
        assertThat(WinChancesChart.tip(d, 0, 0)).contains("41,5% \u00b1 2,1, da 1.000 simulazioni");
        assertThat(WinChancesChart.figure(d, 1, 1)).isEqualTo("88% \u00b1 2");
    }

    @Test
    void theReviewWritesItsChancesAndLossTheLanguagesWay() {
        GameRecord record = TestGames.random(3, 7);
        Move played = record.mainLine().get(1).turn().steps().get(0);
        Move best = record.mainLine().get(2).turn().steps().get(0);
        ReviewedStep step = new ReviewedStep(0, 4, played, 0.451, 0.03, List.of(new ReviewedStep.Alternative(best, 0.481)));
        Review review = new Review("random", 10, 20, 2, 0.05, 0.10, 0.20, 1, List.of(0.0, 0.0, 0.0));
        String english = ReviewPanel.describe(0, step, review, List.of("Anna", "Ben", "Carla"), m -> m == played ? "played" : "best");
        assertThat(english).isEqualTo("Step 1, played: played 45.1% · best: best 48.1% · lost 3.0 points");
        Messages.setLocale(Locale.ITALIAN);
        String italian = ReviewPanel.describe(0, step, review, List.of("Anna", "Ben", "Carla"), m -> m == played ? "giocata" : "meglio");
        assertThat(italian).isEqualTo("Passo 1, giocata: giocata 45,1% · migliore: meglio 48,1% · persi 3,0 punti");
    }
}
