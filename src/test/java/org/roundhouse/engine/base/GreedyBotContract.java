package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.Match;

/**
 * What every greedy bot of the base game must do, whatever its judgement: be registered under its name, play on the
 * fast path, play legal moves through whole games of every player count, and play the same game on the fast path as
 * through the checked rules. Each bot's test class extends it with the judgement of its own.
 */
abstract class GreedyBotContract {
    final BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());
    final BaseHidden hidden = new BaseHidden();

    private final String name;
    private final Function<BaseGame, GreedyBaseBot> bot;
    private final String rivalName;
    private final Function<BaseGame, GreedyBaseBot> rival;
    private final int seeds;

    /**
     * @param name      the bot's name in the roster
     * @param bot       makes a bot of the kind under test
     * @param rivalName the name of the bot it is measured against, made by {@code rival}
     * @param seeds     the seeds of the whole games of each player count
     */
    GreedyBotContract(String name, Function<BaseGame, GreedyBaseBot> bot, String rivalName, Function<BaseGame, GreedyBaseBot> rival,
                      int seeds) {
        this.name = name;
        this.bot = bot;
        this.rivalName = rivalName;
        this.rival = rival;
        this.seeds = seeds;
    }

    @Test
    void itIsRegisteredAndPlaysOnTheFastPath() {
        Bot<BaseState, BaseMove> registered = BaseBots.create(game, name);
        assertThat(registered).isInstanceOf(bot.apply(game).getClass());
        assertThat(registered.name()).isEqualTo(name);
        assertThat(BaseBots.playsInPlace(registered)).isTrue();
        assertThat(BaseBots.create(game, rivalName)).isInstanceOf(rival.apply(game).getClass());
    }

    @Test
    void itPlaysLegalMovesThroughWholeGamesOfTwoToSixPlayersWithAndWithoutTheTwoPlayerRules() {
        BaseGame withoutTwoPlayerRules = new BaseGame(Boards.unionPacific(), BaseOptions.standard().withTwoPlayerRules(false));
        for (BaseGame g : List.of(game, withoutTwoPlayerRules)) {
            for (int players = 2; players <= (g == game ? 6 : 2); players++) {
                for (long seed = 1; seed <= seeds; seed++) {
                    List<Bot<BaseState, BaseMove>> seats = new ArrayList<>();
                    for (int i = 0; i < players; i++) seats.add(i % 2 == 0 ? bot.apply(g) : new HeuristicBot(g));
                    BaseState start = g.newGame(g.randomSetup(players, new SplittableRandom(seed)));
                    // Match applies every move through the checked rules: an illegal choice would throw
                    Match.Result<BaseState> r = Match.play(g, hidden, start, seats, seed);
                    assertThat(r.end().isOver()).isTrue();
                    assertThat(r.end().dividendsPaid()).isEqualTo(g.lastDividend(players));
                }
            }
        }
    }

    @Test
    void itPlaysTheSameGameOnTheFastPathAsThroughTheCheckedRules() {
        List<Bot<BaseState, BaseMove>> seats = List.of(bot.apply(game), new HeuristicBot(game), bot.apply(game));
        BaseState start = game.newGame(game.randomSetup(3, new SplittableRandom(9)));
        BaseState checked = Match.play(game, hidden, start, seats, 21).end();
        BaseState fast = BaseBots.playInPlace(game, start, seats, 21, null);
        assertThat(FastPathChecks.describe(fast)).isEqualTo(FastPathChecks.describe(checked));
    }
}
