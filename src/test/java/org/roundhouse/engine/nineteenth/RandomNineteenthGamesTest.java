package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;

/**
 * Thousands of random games of every size and option: money conserved between the players, the
 * treasuries and the bank, every share owned exactly once, and every game ends. More with
 * {@code -Dnineteenth.games=N}.
 */
class RandomNineteenthGamesTest {
    static final int GAMES = Integer.getInteger("nineteenth.games", 1000);
    static final int MAX_STEPS = 200_000;

    @Test
    void randomGamesConserveMoneyAndSharesAndEnd() {
        NineteenthOptions[] options = {
            NineteenthOptions.DEFAULT,
            new NineteenthOptions(true, true, true, true, true),
            new NineteenthOptions(false, false, true, false, false),
        };
        int scored = 0;
        int fullCycles = 0;
        for (int g = 0; g < GAMES; g++) {
            NineteenthOptions o = options[g % options.length];
            NineteenthCentury game = new NineteenthCentury(Boards.unionPacific(), o);
            SplittableRandom rng = new SplittableRandom(g);
            int players = 2 + g % 5;
            boolean known = g % 2 == 0;
            NineteenthSetup deal = game.randomDeal(players, rng);
            NineteenthState s = game.newGame(known ? deal : deal.withoutDeckOrders());
            int steps = 0;
            while (!s.isOver()) {
                assertThat(steps++).as("game %d ends", g).isLessThan(MAX_STEPS);
                NineteenthMove m;
                if (s.isChanceNode()) {
                    m = game.sampleChance(s, rng);
                } else {
                    List<NineteenthMove> legal = game.legalMoves(s);
                    assertThat(legal).as("game %d: legal moves at %s", g, s).isNotEmpty();
                    m = legal.get(rng.nextInt(legal.size()));
                }
                s = game.applyLegal(s, m);
                if (steps % 7 == 0 || s.isOver()) NineteenthInvariants.check(s, "game " + g + " step " + steps);
            }
            assertThat(s.ending()).isNotEmpty();
            scored += s.dividendsPaid() > 0 ? 1 : 0;
            if (s.ending().equals("last-dividend")) {
                fullCycles++;
                assertThat(s.dividendsPaid()).isEqualTo(game.totalDividends());
            }
        }
        assertThat(scored).as("games with a scoring round").isPositive();
        assertThat(fullCycles).as("games that end at the last dividend card").isPositive();
    }
}
