package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.Playouts;

/** Playouts for win chances: a seat's view draws only what the seat cannot see, the all-seeing one forgets the deck orders. */
class PlayoutsTest {
    private final BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());
    private final BaseHidden hidden = new BaseHidden();
    private final Playouts playouts = BaseBots.arena(game).playouts("heuristic");

    /** Positions from random games of 2 to 6 players, with the deck orders the deal wrote down. */
    private List<BaseState> positions() {
        List<BaseState> out = new ArrayList<>();
        for (long seed = 1; seed <= 8; seed++) {
            int players = 2 + (int) (seed % 5);
            RandomPlayer.Playout p = RandomPlayer.play(game, players, seed);
            BaseState s = game.newGame(p.setup());
            int step = 0;
            for (BaseMove m : p.moves()) {
                if (step % 23 == 5) out.add(s);
                s = game.applyLegal(s, m);
                step++;
            }
        }
        return out;
    }

    @Test
    void aSeatsPlayoutsCannotTellPositionsApartThatTheSeatCannot() {
        int checked = 0;
        int allSeeingDiffers = 0;
        for (BaseState s : positions()) {
            int seat = (checked + 1) % s.players();
            BaseState twin = hidden.determinize(hidden.redact(s, seat), seat, new SplittableRandom(checked));
            for (long seed = 0; seed < 3; seed++) {
                assertThat(playouts.play(twin, seat, seed)).isEqualTo(playouts.play(s, seat, seed));
                if (!Arrays.equals(playouts.play(twin, StepWords.ALL_SEEING, seed), playouts.play(s, StepWords.ALL_SEEING, seed))) {
                    allSeeingDiffers++;
                }
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(60);
        // the all-seeing eye sees the hands, so it does tell the twins apart
        assertThat(allSeeingDiffers).isGreaterThan(checked / 2);
    }

    @Test
    void theAllSeeingViewForgetsTheDeckOrdersAndKeepsTheHands() {
        int ordered = 0;
        for (BaseState s : positions()) {
            if (s.knowsDeckOrder()) ordered++;
            BaseState seen = hidden.allSeeing(s, new SplittableRandom(1));
            assertThat(seen.knowsDeckOrder()).isFalse();
            assertThat(seen.knowsTrackDeckOrder()).isFalse();
            BaseState scriptless = hidden.allSeeing(s, new SplittableRandom(99));
            assertThat(FastPathChecks.describe(scriptless)).isEqualTo(FastPathChecks.describe(seen));
            for (int q = 0; q < s.players(); q++) {
                for (int c = 0; c < s.board().companyCount(); c++) assertThat(seen.handShares(q, c)).isEqualTo(s.handShares(q, c));
            }
            // so a playout from the position is one from the position without its deck orders
            assertThat(playouts.play(s, StepWords.ALL_SEEING, 5)).isEqualTo(playouts.play(seen, StepWords.ALL_SEEING, 5));
            double[] w = playouts.play(s, StepWords.ALL_SEEING, 6);
            double sum = Arrays.stream(w).sum();
            assertThat(sum).isBetween(0.0, 1.0 + 1e-12);
        }
        assertThat(ordered).isGreaterThan(10);
    }
}
