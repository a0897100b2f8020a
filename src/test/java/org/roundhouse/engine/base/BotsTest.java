package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.Stepper;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.SearchBot;
import org.roundhouse.engine.bots.Tournament;

/** The bots of the base game see only their seat's view, replay from a seed on any thread count, and differ in strength. */
class BotsTest {
    private final BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());
    private final BaseHidden hidden = new BaseHidden();

    /** Positions where a seat decides among several moves, from random games: the first investments and later steps. */
    private List<BaseState> positions(int games, int every) {
        List<BaseState> out = new ArrayList<>();
        for (long seed = 1; seed <= games; seed++) {
            int players = 2 + (int) (seed % 5);
            RandomPlayer.Playout p = RandomPlayer.play(game, players, seed);
            BaseState s = game.newGame(p.setup());
            int step = 0;
            for (BaseMove m : p.moves()) {
                if (!s.isChanceNode() && (step < players || step % every == 0) && game.legalMoves(s).size() > 1) out.add(s);
                s = game.applyLegal(s, m);
                step++;
            }
        }
        return out;
    }

    /** Another true position the seat cannot tell from {@code s}: other cards in the others' hands, other deck orders. */
    private BaseState twin(BaseState s, int seat, long seed) {
        return hidden.determinize(hidden.redact(s, seat), seat, new SplittableRandom(seed));
    }

    @Test
    void aRedactedStateHidesTheOthersCardsAndTheDeckOrderAndIsTheSameForEveryTwin() {
        int differing = 0;
        int checked = 0;
        for (BaseState s : positions(12, 5)) {
            int seat = s.currentPlayer();
            BaseState view = hidden.redact(s, seat);
            for (int q = 0; q < s.players(); q++) {
                assertThat(view.handSize(q)).isGreaterThanOrEqualTo(s.handSize(q));
                if (q == seat) continue;
                for (int c = 0; c < s.board().companyCount(); c++) assertThat(view.handShares(q, c)).isZero();
                for (int kind = 0; kind < s.board().trackCardKinds(); kind++) assertThat(view.trackCards(q, kind)).isZero();
                assertThat(view.pendingInitial(q)).isIn(-1, BaseHidden.UNKNOWN_INITIAL);
            }
            assertThat(view.knowsDeckOrder()).isFalse();
            assertThat(view.knowsTrackDeckOrder()).isFalse();
            BaseState other = twin(s, seat, checked);
            // the twin is a real position: same hand sizes, same public table, and it plays on to the end
            for (int q = 0; q < s.players(); q++) {
                assertThat(other.handSize(q)).isEqualTo(s.handSize(q));
                assertThat(other.trackHandSize(q)).isEqualTo(s.trackHandSize(q));
                assertThat(other.hiddenShares(q)).isZero();
            }
            assertThat(other.deckSize()).isEqualTo(s.deckSize());
            assertThat(FastPathChecks.describe(hidden.redact(other, seat))).isEqualTo(FastPathChecks.describe(view));
            if (!FastPathChecks.describe(other).equals(FastPathChecks.describe(s))) differing++;
            RandomPlayer finisher = new RandomPlayer(game, checked);
            BaseState t = other;
            while (!t.isOver()) t = game.applyLegal(t, finisher.next(t));
            checked++;
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(differing).isGreaterThan(checked / 2);
    }

    @Test
    void everyBotDecidesTheSameInPositionsItCannotTellApart() {
        // every bot the base game registers, so that a new one is held to its view as soon as it has a name
        List<Bot<BaseState, BaseMove>> bots = BaseBots.roster(game).every(16);
        List<BaseState> positions = positions(4, 9);
        int cheatsNoticed = 0;
        for (int i = 0; i < positions.size(); i++) {
            BaseState s = positions.get(i);
            int seat = s.currentPlayer();
            BaseState other = twin(s, seat, 1000 + i);
            for (Bot<BaseState, BaseMove> bot : bots) {
                BaseMove a = bot.choose(hidden.redact(s, seat), new SplittableRandom(i));
                BaseMove b = bot.choose(hidden.redact(other, seat), new SplittableRandom(i));
                assertThat(b).as("%s at %s", bot.name(), s).isEqualTo(a);
            }
            // the same search handed the full states, as a cheating bot would read them, tells the twins apart:
            // so the equality above is the redaction's doing
            Bot<BaseState, BaseMove> search = bots.stream().filter(b -> b.name().equals("search:16")).findFirst().orElseThrow();
            if (!search.choose(s, new SplittableRandom(i)).equals(search.choose(other, new SplittableRandom(i)))) cheatsNoticed++;
        }
        assertThat(positions.size()).isGreaterThan(30);
        assertThat(cheatsNoticed).isPositive();
    }

    @Test
    void aSearchPlaysTheSameGameOnOneAndTwoThreads() {
        SearchBot<BaseState, BaseMove> one = BaseBots.search(game, 12, 0, 1, "search:12");
        SearchBot<BaseState, BaseMove> two = BaseBots.search(game, 12, 0, 2, "search:12:2t");
        HeuristicBot heuristic = new HeuristicBot(game);
        BaseState start = game.newGame(game.randomSetup(3, new SplittableRandom(5)));
        Match.Result<BaseState> a = Match.play(game, hidden, start, List.of(one, heuristic, one), 77);
        Match.Result<BaseState> b = Match.play(game, hidden, start, List.of(two, heuristic, two), 77);
        assertThat(a.end().isOver()).isTrue();
        assertThat(FastPathChecks.describe(b.end())).isEqualTo(FastPathChecks.describe(a.end()));
        assertThat(two.trials()).isEqualTo(one.trials()).isPositive();
        // and a different seed is a different game, so the equality is not for want of choices
        Match.Result<BaseState> c = Match.play(game, hidden, start, List.of(one, heuristic, one), 78);
        assertThat(FastPathChecks.describe(c.end())).isNotEqualTo(FastPathChecks.describe(a.end()));
    }

    private IsmctsBot<BaseState, BaseMove> ismcts(int iterations, int threads, Stepper<BaseState, BaseMove> stepper) {
        HeuristicBot heuristic = new HeuristicBot(game);
        return new IsmctsBot<>("ismcts", game, hidden, stepper, heuristic, heuristic, BaseBots.reward(), iterations, 0, threads,
                IsmctsBot.Settings.DEFAULT);
    }

    @Test
    void anAnchoredSearchKeepsThePriorsBestMoveUnlessThePlayoutsShowBetter() {
        Heuristic2Bot judge = new Heuristic2Bot(game);
        int kept = 0;
        int left = 0;
        for (BaseState s : positions(3, 7)) {
            BaseState view = hidden.redact(s, s.currentPlayer());
            List<BaseMove> moves = game.legalMoves(view);
            if (moves.size() < 2) continue;
            double[] score = judge.scores(view, moves);
            int top = 0;
            for (int i = 1; i < moves.size(); i++) if (score[i] > score[top]) top = i;
            // four iterations cannot show a difference of two standard errors: the prior's best move is played
            BaseMove few = BaseBots.create(game, "ismcts2:4").choose(view, new SplittableRandom(3));
            assertThat(few).as("at %s", s).isEqualTo(moves.get(top));
            kept++;
            if (kept <= 6) {
                IsmctsBot<BaseState, BaseMove> many = (IsmctsBot<BaseState, BaseMove>) BaseBots.create(game, "ismcts2:300");
                BaseMove chosen = many.choose(view, new SplittableRandom(3));
                if (!chosen.equals(moves.get(top))) {
                    // it left the prior's move only for one whose playouts beat it clearly
                    IsmctsBot.MoveStats<BaseMove> priors = null;
                    IsmctsBot.MoveStats<BaseMove> played = null;
                    for (IsmctsBot.MoveStats<BaseMove> m : many.lastDecision()) {
                        if (m.move().equals(moves.get(top))) priors = m;
                        if (m.move().equals(chosen)) played = m;
                    }
                    assertThat(played.mean() - priors.mean())
                            .isGreaterThan(2 * Math.sqrt(0.25 / played.visits() + 0.25 / priors.visits()));
                    left++;
                }
            }
        }
        assertThat(kept).isGreaterThan(20);
    }

    @Test
    void anIsmctsPlaysTheSameGameOnOneAndTwoThreads() {
        IsmctsBot<BaseState, BaseMove> one = ismcts(12, 1, BaseBots.inPlace(game));
        IsmctsBot<BaseState, BaseMove> two = ismcts(12, 2, BaseBots.inPlace(game));
        HeuristicBot heuristic = new HeuristicBot(game);
        BaseState start = game.newGame(game.randomSetup(3, new SplittableRandom(5)));
        Match.Result<BaseState> a = Match.play(game, hidden, start, List.of(one, heuristic, one), 77);
        Match.Result<BaseState> b = Match.play(game, hidden, start, List.of(two, heuristic, two), 77);
        two.close();
        assertThat(a.end().isOver()).isTrue();
        assertThat(FastPathChecks.describe(b.end())).isEqualTo(FastPathChecks.describe(a.end()));
        assertThat(two.iterations()).isEqualTo(one.iterations()).isPositive();
        Match.Result<BaseState> c = Match.play(game, hidden, start, List.of(one, heuristic, one), 78);
        assertThat(FastPathChecks.describe(c.end())).isNotEqualTo(FastPathChecks.describe(a.end()));
    }

    /** The search's iterations on the in-place fast path are exactly those of the checked rules: the same games. */
    @Test
    void anIsmctsPlaysTheSameGamesOnTheFastPathAsThroughTheCheckedRules() {
        for (int players : new int[] {2, 4}) {
            IsmctsBot<BaseState, BaseMove> fast = ismcts(10, 1, BaseBots.inPlace(game));
            IsmctsBot<BaseState, BaseMove> checked = ismcts(10, 1, Stepper.checked(game));
            HeuristicBot heuristic = new HeuristicBot(game);
            BaseState start = game.newGame(game.randomSetup(players, new SplittableRandom(players)));
            List<Bot<BaseState, BaseMove>> a = new ArrayList<>();
            List<Bot<BaseState, BaseMove>> b = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                a.add(p % 2 == 0 ? fast : heuristic);
                b.add(p % 2 == 0 ? checked : heuristic);
            }
            List<BaseMove> movesA = new ArrayList<>();
            List<BaseMove> movesB = new ArrayList<>();
            Match.play(game, hidden, start, a, 9, (m, s) -> movesA.add(m));
            Match.play(game, hidden, start, b, 9, (m, s) -> movesB.add(m));
            assertThat(movesA).hasSizeGreaterThan(50).isEqualTo(movesB);
            assertThat(fast.iterations()).isEqualTo(checked.iterations()).isPositive();
        }
    }

    /** Progressive widening: a build turn offers dozens of moves, a small search tries only the prior's best few. */
    @Test
    void anIsmctsWidensInThePriorsOrder() {
        HeuristicBot heuristic = new HeuristicBot(game);
        int busy = 0;
        for (BaseState s : positions(6, 7)) {
            List<BaseMove> legal = game.legalMoves(s);
            if (legal.size() < 12) continue;
            BaseState view = hidden.redact(s, s.currentPlayer());
            double[] score = heuristic.scores(view, legal);
            List<BaseMove> byScore = new ArrayList<>(legal);
            byScore.sort(java.util.Comparator.comparingDouble((BaseMove m) -> -score[legal.indexOf(m)]));
            IsmctsBot<BaseState, BaseMove> bot = ismcts(16, 1, BaseBots.inPlace(game));
            BaseMove chosen = bot.choose(view, new SplittableRandom(busy));
            List<BaseMove> tried = bot.lastDecision().stream().map(IsmctsBot.MoveStats::move).toList();
            // 8 iterations a tree: at most ceil(sqrt(8)) = 3 moves, the same three in both trees
            assertThat(tried).hasSizeBetween(2, 3).contains(chosen);
            assertThat(byScore.subList(0, 3)).containsAll(tried);
            assertThat(bot.lastDecision().stream().mapToInt(IsmctsBot.MoveStats::visits).sum()).isEqualTo(16);
            busy++;
        }
        assertThat(busy).isGreaterThan(10);
    }

    @Test
    void anIsmctsFinishesTwoAndSixPlayerGamesWithLegalMoves() {
        for (int players : new int[] {2, 6}) {
            List<Bot<BaseState, BaseMove>> seats = new ArrayList<>();
            seats.add(BaseBots.create(game, "ismcts:8"));
            for (int i = 1; i < players; i++) seats.add(BaseBots.create(game, i % 2 == 0 ? "random" : "heuristic"));
            BaseState start = game.newGame(game.randomSetup(players, new SplittableRandom(players)));
            Match.Result<BaseState> r = Match.play(game, hidden, start, seats, players);
            assertThat(r.end().isOver()).isTrue();
            assertThat(r.end().dividendsPaid()).isEqualTo(game.lastDividend(players));
        }
    }

    @Test
    void aSearchFinishesTwoAndSixPlayerGamesWithLegalMoves() {
        for (int players : new int[] {2, 6}) {
            List<Bot<BaseState, BaseMove>> seats = new ArrayList<>();
            seats.add(BaseBots.search(game, 8, 0, 1, "search:8"));
            for (int i = 1; i < players; i++) seats.add(BaseBots.create(game, i % 2 == 0 ? "random" : "heuristic"));
            BaseState start = game.newGame(game.randomSetup(players, new SplittableRandom(players)));
            // Match applies every move through the checked rules: an illegal choice would throw
            Match.Result<BaseState> r = Match.play(game, hidden, start, seats, players);
            assertThat(r.end().isOver()).isTrue();
            assertThat(r.end().dividendsPaid()).isEqualTo(game.lastDividend(players));
        }
    }

    @Test
    void theHeuristicBeatsThreeRandomPlayersClearly() throws InterruptedException {
        Tournament<BaseState, BaseMove> t = new Tournament<>(game, hidden,
                seed -> game.newGame(game.randomSetup(4, new SplittableRandom(seed))), name -> BaseBots.create(game, name));
        List<Tournament.Game> games = t.play(List.of("heuristic", "random", "random", "random"), 200, 11, 1, done -> { });
        Tournament.Standing heuristic = Tournament.standings(games).get(0);
        assertThat(heuristic.name()).isEqualTo("heuristic");
        assertThat(heuristic.seatGames()).isEqualTo(200);
        // parity is 25%; the lower end of the 95% interval must stand well above it
        assertThat(heuristic.low()).isGreaterThan(0.6);
        assertThat(heuristic.meanMargin()).isPositive();
    }

    @Test
    void whenTheHouseOfTheTwoPlayerRulesHasTheMostCashNoSeatWins() {
        int houseWins = 0;
        int seatWins = 0;
        for (long seed = 1; seed <= 300 && (houseWins == 0 || seatWins == 0); seed++) {
            BaseState end = RandomPlayer.play(game, 2, seed).end();
            double[] wins = BaseBots.wins(end);
            int[] winners = end.winners();
            boolean house = winners[0] == 2 || winners[winners.length - 1] == 2;
            if (house) houseWins++;
            else seatWins++;
            double total = wins[0] + wins[1];
            assertThat(total).as("seed %d", seed).isEqualTo(house ? (winners.length - 1) / (double) winners.length : 1.0);
        }
        assertThat(houseWins).isPositive();
        assertThat(seatWins).isPositive();
    }
}
