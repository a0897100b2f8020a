package org.roundhouse.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.base.BaseBots;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseHidden;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.HeuristicBot;
import org.roundhouse.engine.registry.RuleSets;

/**
 * {@code ismcts-eval}: the information-set search whose playouts stop a turn after the new node
 * and take a judge's chances (the shipped evaluator, found as a service) as the seats' rewards.
 */
class JudgedSearchTest {
    private static final BaseGame GAME = new BaseGame(Boards.unionPacific(), BaseOptions.standard());
    private static final BaseHidden HIDDEN = new BaseHidden();

    @Test
    void everyRuleSetWithAShippedEvaluatorOffersTheJudgedSearch() {
        for (RuleSet rules : RuleSets.all()) {
            Game game = rules.configure(Boards.unionPacific(), Map.of());
            assertThat(LeafJudge.of(game)).as(rules.id()).isPresent();
            Arena arena = RuleSets.arena(game).orElseThrow();
            assertThat(arena.botNames()).as(rules.id()).contains("ismcts-eval:N", "ismcts2-eval:N");
            arena.checkBot("ismcts-eval:8");
            arena.checkBot("ismcts2-eval:8");
        }
    }

    @Test
    void theShippedJudgeGivesEachSeatAChanceThatSumsToOne() {
        Game game = RuleSets.byId("base").orElseThrow().configure(Boards.unionPacific(), Map.of());
        LeafJudge judge = LeafJudge.of(game).orElseThrow();
        GameState start = game.newGame(game.randomDeal(4, new SplittableRandom(5)));
        double[] p = judge.chances(start);
        assertThat(p).hasSize(4);
        double sum = 0;
        for (double x : p) {
            assertThat(x).isBetween(0.0, 1.0);
            sum += x;
        }
        assertThat(sum).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aJudgedPlayoutStopsAtTheNextTurnAndTakesTheJudgesChances() {
        AtomicInteger asked = new AtomicInteger();
        int[] turnsSeen = {-1};
        LeafJudge first = position -> {
            asked.incrementAndGet();
            turnsSeen[0] = position.turn();
            double[] p = new double[position.players()];
            p[0] = 1; // seat 1 always wins: the search at seat 1 sees every move win
            return p;
        };
        BaseState view = view(4, 3);
        IsmctsBot<BaseState, BaseMove> judged = ismcts(1).judgedBy(first, 1);
        judged.choose(view, new SplittableRandom(1));
        assertThat(asked.get()).isEqualTo(judged.iterations());
        int me = view.currentPlayer();
        for (IsmctsBot.MoveStats<BaseMove> m : judged.lastDecision()) {
            assertThat(m.mean()).as("%s", m.move()).isEqualTo(me == 0 ? 1.0 : 0.0);
        }
    }

    @Test
    void aJudgeThatCannotJudgeLeavesTheSearchAsItWas() {
        LeafJudge none = position -> null;
        for (int i = 0; i < 3; i++) {
            BaseState view = view(3, 7 + i);
            IsmctsBot<BaseState, BaseMove> plain = ismcts(1);
            IsmctsBot<BaseState, BaseMove> judged = ismcts(1).judgedBy(none, 1);
            assertThat(judged.choose(view, new SplittableRandom(i))).isEqualTo(plain.choose(view, new SplittableRandom(i)));
            assertThat(judged.lastDecision()).isEqualTo(plain.lastDecision());
        }
    }

    @Test
    void theJudgedSearchIsTheSameOnOneAndTwoThreads() {
        Game game = RuleSets.byId("base").orElseThrow().configure(Boards.unionPacific(), Map.of());
        LeafJudge judge = LeafJudge.of(game).orElseThrow();
        for (int i = 0; i < 3; i++) {
            BaseState view = view(4, 20 + i);
            IsmctsBot<BaseState, BaseMove> one = ismcts(1).judgedBy(judge, 1);
            IsmctsBot<BaseState, BaseMove> two = ismcts(2).judgedBy(judge, 1);
            assertThat(two.choose(view, new SplittableRandom(i))).isEqualTo(one.choose(view, new SplittableRandom(i)));
            assertThat(two.lastDecision()).isEqualTo(one.lastDecision());
            two.close();
        }
    }

    private static IsmctsBot<BaseState, BaseMove> ismcts(int threads) {
        HeuristicBot heuristic = new HeuristicBot(GAME);
        return new IsmctsBot<>("ismcts-eval", GAME, HIDDEN, BaseBots.inPlace(GAME), heuristic, heuristic, BaseBots.reward(), 24, 0,
                threads, IsmctsBot.Settings.DEFAULT);
    }

    /** The view of the seat to act, with a choice to make, some way into a heuristic game. */
    private static BaseState view(int players, long seed) {
        List<BaseState> views = new ArrayList<>();
        List<Bot<BaseState, BaseMove>> seats = new ArrayList<>();
        for (int p = 0; p < players; p++) seats.add(new HeuristicBot(GAME));
        Match.play(GAME, HIDDEN, GAME.newGame(GAME.randomSetup(players, new SplittableRandom(seed))), seats, seed, (m, s) -> {
            if (!s.isOver() && !s.isChanceNode() && GAME.legalMoves(s).size() > 1) views.add(HIDDEN.redact(s, s.currentPlayer()));
        });
        return views.get(views.size() / 3);
    }
}
