package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;

/**
 * A what-if line of "Union Pacific for two" deals what the main line shows every deck held:
 * the main deck, both personal decks and the track deck. Played from a branch point, the
 * main line's own steps then meet a single possible card at every draw (the track deck's
 * until its discards are reshuffled, as in the base game: a reshuffle is a new order).
 */
class UpForTwoKnownDeckTest {

    @Test
    void fromABranchEveryDeckDealsTheMainLinesCards() {
        for (int i : new int[] {9, 19, 29}) {
            GameRecord table = UpForTwoRecordsTest.game(i);
            Replay replay = Replay.of(table);
            Game game = replay.game();
            List<MoveNode> main = table.mainLine();
            MoveNode fork = main.get(8);
            assertThat(replay.stateAt(fork).isChanceNode() || !replay.stateAt(fork).isOver()).isTrue();
            KnownDeck.Upcoming up = KnownDeck.upcoming(replay, fork);
            assertThat(up.of("tracks")).as("game %d: track cards to come", i).isNotEmpty();
            assertThat(up.of("main")).as("game %d: main deck cards to come", i).isNotEmpty();
            assertThat(up.of("personal-1").size() + up.of("personal-2").size()).as("game %d: personal cards to come", i).isPositive();

            GameState s = KnownDeck.state(replay, fork);
            int draws = 0;
            boolean tracksFollowed = true;
            for (MoveNode n : main.subList(main.indexOf(fork) + 1, main.size())) {
                for (Move step : n.turn().steps()) {
                    boolean trackDraw = game.drawn(step).map(d -> d.deck().equals("tracks")).orElse(false);
                    if (s.isChanceNode() && trackDraw && !tracksFollowed) {
                        assertThat(game.chanceOutcomes(s)).extracting(Outcome::move).contains(step);
                    } else if (s.isChanceNode()) {
                        List<Outcome<Move>> outcomes = game.chanceOutcomes(s);
                        assertThat(outcomes).as("game %d, move %d: the only card that can come is the main line's", i, n.moveNumber())
                                .extracting(Outcome::move).containsExactly(step);
                        draws++;
                    }
                    int tracksBefore = game.deckSize(s, "tracks");
                    s = game.applyLegal(s, step);
                    if (game.deckSize(s, "tracks") > tracksBefore) tracksFollowed = false;
                }
            }
            assertThat(s.isOver()).isTrue();
            assertThat(draws).isGreaterThan(50);
        }
    }
}
