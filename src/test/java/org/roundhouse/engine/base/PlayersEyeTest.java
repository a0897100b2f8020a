package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.PositionFacts;

/**
 * What a seat is shown (its player's-eye {@link PositionFacts}, built through its
 * {@link PlayerView}) and what its bots are handed ({@link BaseHidden#redact}) hide the same
 * things: in every position, a twin the seat cannot tell apart (the others' cards and the deck
 * orders dealt again from the seat's redaction) shows that seat exactly the same facts, and
 * is itself a position of the game (every card and share somewhere once).
 */
class PlayersEyeTest {
    private final BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());
    private final BaseHidden hidden = new BaseHidden();

    @Test
    void aSeatIsShownNothingItsRedactionHides() throws IllegalAccessException {
        int positions = 0;
        int allSeeingDiffers = 0;
        for (long seed = 1; seed <= 60; seed++) {
            int players = 2 + (int) (seed % 5);
            RandomPlayer.Playout p = RandomPlayer.play(game, players, seed);
            BaseState s = game.newGame(p.setup());
            int step = 0;
            for (BaseMove m : p.moves()) {
                if (step % 7 == 0) {
                    for (int seat = 0; seat < players; seat++) {
                        BaseState twin = hidden.determinize(hidden.redact(s, seat), seat, new SplittableRandom(seed * 31 + step));
                        long game = seed;
                        int at = step;
                        int who = seat;
                        Invariants.check(twin, () -> "twin of game " + game + ", step " + at + ", seat " + who);
                        List<String> a = fields(BaseFacts.of(s, seat));
                        List<String> b = fields(BaseFacts.of(twin, seat));
                        List<String> diff = new ArrayList<>();
                        for (int i = 0; i < a.size(); i++) if (!a.get(i).equals(b.get(i))) diff.add(a.get(i) + " / twin " + b.get(i));
                        assertThat(diff).as("game %d, step %d, seat %d", seed, step, seat).isEmpty();
                        if (!fields(BaseFacts.of(twin, PositionFacts.ALL_SEEING)).equals(fields(BaseFacts.of(s, PositionFacts.ALL_SEEING)))) {
                            allSeeingDiffers++;
                        }
                        positions++;
                    }
                }
                s = game.applyLegal(s, m);
                step++;
            }
        }
        assertThat(positions).isGreaterThan(1000);
        // the twins really hold other cards: the all-seeing eye tells most of them apart
        assertThat(allSeeingDiffers).isGreaterThan(positions / 2);
    }

    /** Every public field of the facts as text, arrays deeply. */
    private static List<String> fields(PositionFacts f) throws IllegalAccessException {
        List<String> out = new ArrayList<>();
        for (Field field : PositionFacts.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers())) continue;
            Object v = field.get(f);
            String text = v instanceof int[] a ? Arrays.toString(a) : v instanceof int[][] a ? Arrays.deepToString(a)
                    : v instanceof boolean[] a ? Arrays.toString(a) : String.valueOf(v);
            out.add(field.getName() + "=" + text);
        }
        return out;
    }
}
