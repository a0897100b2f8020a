package org.roundhouse.record;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;

/** A what-if line draws the cards the main line shows the deck held, until it draws something else. */
class KnownDeckTest {
    /** A table game: the deck orders are not in the setup. */
    private static GameRecord tableGame() {
        GameRecord g = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("Anna", "Ben", "Carl")), 7);
        GameRecord table = new GameRecord(g.header(), g.setup().withDeal(g.setup().deal().withoutDeckOrders()));
        MoveNode n = table.root();
        for (MoveNode m : g.mainLine()) n = n.addChild(m.turn());
        return table;
    }

    private static List<Integer> reveals(List<MoveNode> nodes) {
        List<Integer> out = new ArrayList<>();
        for (MoveNode n : nodes) {
            for (BaseMove m : TestSeam.steps(n.turn().steps())) if (m instanceof BaseMove.Reveal r) out.add(r.card());
        }
        return out;
    }

    @Test
    void atABranchTheMainLinesCardsComeNext() {
        GameRecord g = tableGame();
        Replay replay = Replay.of(g);
        List<MoveNode> main = g.mainLine();
        MoveNode at = main.get(10);
        KnownDeck.Upcoming up = KnownDeck.upcoming(replay, at);
        assertThat(up.of("shares")).isEqualTo(reveals(main.subList(11, main.size())));
        assertThat(up.of("tracks")).isNotEmpty();
        MoveNode next = main.get(11);
        BaseMove draw = TestSeam.step(next.turn().first());
        assertThat(KnownDeck.nextCard(replay, at)).contains(draw);
        // at the end of the main line nothing is known
        assertThat(KnownDeck.upcoming(replay, main.get(main.size() - 1)).isEmpty()).isTrue();
        assertThat(TestSeam.state(replay.stateAt(at)).knowsDeckOrder()).isFalse();
    }

    @Test
    void aVariationFollowsTheDeckUntilItDrawsSomethingElse() {
        GameRecord g = tableGame();
        Replay replay = Replay.of(g);
        BaseGame game = TestSeam.engine(replay.game());
        List<MoveNode> main = g.mainLine();
        MoveNode fork = main.get(10);
        // play a different turn from the fork drawing the known cards: each draw is the deck's next card
        BaseState s = TestSeam.state(KnownDeck.state(replay, fork));
        MoveNode parent = fork;
        SplittableRandom rng = new SplittableRandom(1);
        List<BaseMove> steps = new ArrayList<>();
        BaseState start = TestSeam.state(replay.stateAt(fork));
        BaseState plain = start;
        int reveals = 0;
        while (!replay.game().turnEnded(start, plain)) {
            BaseMove m;
            if (plain.isChanceNode()) {
                m = KnownDeck.laidOn(replay.game(), plain, KnownDeck.upcoming(replay, fork)).isChanceNode()
                        ? game.chanceOutcomes(s).get(0).move() : null;
                if (m instanceof BaseMove.Reveal) reveals++;
            } else {
                List<BaseMove> legal = game.legalMoves(plain);
                m = legal.get(rng.nextInt(legal.size()));
            }
            steps.add(m);
            plain = game.applyLegal(plain, m);
            s = game.applyLegal(s, m);
        }
        MoveNode v = replay.addTurn(parent, Turn.of(steps.get(0).player(), steps));
        List<Integer> mainReveals = reveals(main.subList(11, main.size()));
        assertThat(KnownDeck.upcoming(replay, v).of("shares")).isEqualTo(mainReveals.subList(reveals, mainReveals.size()));
        // a variation that drew another card knows nothing more ...
        BaseState before = TestSeam.state(replay.stateAt(fork));
        BaseMove known = TestSeam.step(KnownDeck.nextCard(replay, fork).orElseThrow());
        BaseMove other = game.chanceOutcomes(before).stream().map(o -> o.move()).filter(m -> !m.equals(known)).findFirst().orElseThrow();
        MoveNode odd = replay.addTurn(fork, new Turn(other.player(), List.of(other)));
        // ... of that deck: the share deck is another deck, still as the main line shows it
        assertThat(KnownDeck.upcoming(replay, odd).of("tracks")).isEmpty();
        assertThat(KnownDeck.upcoming(replay, odd).of("shares")).isEqualTo(KnownDeck.upcoming(replay, fork).of("shares"));
        assertThat(TestSeam.state(replay.stateAt(odd)).phase()).isEqualTo(Phase.ACTION);
    }

    @Test
    void sampledCardsComeBackFromTheirSeed() {
        GameRecord g = tableGame();
        Replay replay = Replay.of(g);
        MoveNode end = g.mainLine().get(g.mainLine().size() - 2);
        BaseState s = TestSeam.state(replay.stateAt(end));
        assertThat(s.isChanceNode()).isTrue();
        for (long seed = 0; seed < 50; seed++) {
            BaseMove a = TestSeam.step(ChanceSampler.sample(replay.game(), s, seed));
            assertThat(ChanceSampler.sample(replay.game(), s, seed)).isEqualTo(a);
            assertThat(replay.game().refusal(s, a)).isEmpty();
        }
    }
}
