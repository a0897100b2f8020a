package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Invest;

/**
 * The fast move generator agrees with the rules' explanations: at every position of many
 * random games, the generated moves are exactly the candidates that explainIllegal accepts.
 */
class LegalMovesTest {
    private final Board board = Boards.unionPacific();
    private final BaseGame game = new BaseGame(board, BaseOptions.standard().withDeadTrackRule(true));

    @Test
    void generatedBuildsAreExactlyTheLegalOnes() {
        int positions = 0;
        for (long seed = 0; seed < 40; seed++) {
            RandomPlayer player = new RandomPlayer(game, seed);
            BaseState s = game.newGame(game.randomSetup(2 + (int) (seed % 5), new java.util.SplittableRandom(seed)));
            while (!s.isOver()) {
                if (s.phase() == Phase.ACTION) {
                    assertBuildsMatch(s);
                    positions++;
                }
                s = game.applyLegal(s, player.next(s));
            }
        }
        assertThat(positions).isGreaterThan(1000);
    }

    private void assertBuildsMatch(BaseState s) {
        int p = s.currentPlayer();
        Set<Build> expected = new HashSet<>();
        for (int card = 0; card < board.trackCardKinds(); card++) {
            for (int c = 0; c <= board.companyCount(); c++) {
                for (int sec = 0; sec < board.sections().size(); sec++) {
                    Build b = new Build(p, card, c, sec);
                    if (game.explainIllegal(s, b).isEmpty()) expected.add(b);
                }
            }
        }
        for (int c = 0; c < board.companyCount(); c++) {
            Set<Integer> open = new HashSet<>();
            for (Build b : expected) if (b.company() == c) open.add(b.section());
            Set<Integer> buildable = new HashSet<>();
            for (int sec : s.buildableSections(c)) buildable.add(sec);
            // every legal build is on a buildable section; a buildable one may lack a matching card
            assertThat(buildable).as("buildable sections of company %d", c).containsAll(open);
            for (int sec : buildable) {
                assertThat(game.explainIllegal(s, new Build(p, board.wildKind(), c, sec)).orElse(""))
                        .as("a wild card could build company %d on section %d", c, sec).isIn("", "no wild card in hand");
            }
        }
        List<Build> generated = game.legalBuilds(s);
        assertThat(generated).doesNotHaveDuplicates();
        assertThat(new HashSet<>(generated)).isEqualTo(expected);
    }

    @Test
    void everyGeneratedMoveIsAcceptedAndOthersAreExplained() {
        for (long seed = 100; seed < 130; seed++) {
            RandomPlayer player = new RandomPlayer(game, seed);
            BaseState s = game.newGame(game.randomSetup(4, new java.util.SplittableRandom(seed)));
            while (!s.isOver()) {
                List<BaseMove> legal = game.legalMoves(s);
                assertThat(legal).isNotEmpty().doesNotHaveDuplicates();
                for (BaseMove m : legal) assertThat(game.explainIllegal(s, m)).as("%s at %s", m, s).isEmpty();
                int p = s.currentPlayer();
                for (int c = 0; c <= board.companyCount(); c++) {
                    for (BaseMove m : List.of(Invest.of(p, c, 1), new Exchange(p, c), new BaseMove.Initial(p, c))) {
                        assertThat(game.explainIllegal(s, m).isEmpty()).as("%s at %s", m, s).isEqualTo(legal.contains(m));
                    }
                }
                BaseMove wrongSeat = legal.get(0) instanceof BaseMove.Reveal r ? new BaseMove.Reveal((p + 1) % 4, r.card())
                        : Exchange.keep((p + 1) % 4);
                assertThat(game.explainIllegal(s, wrongSeat)).isPresent();
                s = game.applyLegal(s, player.next(s));
            }
        }
    }

    @Test
    void aPlayersViewCountsWhatItHasNotSeen() {
        BaseState s = RandomPlayer.play(game, 4, 5).end();
        for (int seat = 0; seat < 4; seat++) {
            PlayerView v = s.viewFor(seat);
            for (int c = 0; c < board.companyCount(); c++) {
                int others = 0;
                for (int q = 0; q < 4; q++) {
                    if (q != seat) others += s.handShares(q, c) + s.exchangedShares(q, c);
                }
                assertThat(v.unseenShares(c)).isEqualTo(others + s.deckShares(c));
                assertThat(v.myHandShares(c)).isEqualTo(s.handShares(seat, c));
            }
        }
    }
}
