package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.bots.Bot;

/**
 * {@code heuristic3} plays whole games legally, lays its Union Pacific shares against a rival's hoard where
 * {@code heuristic2} keeps hoarding, and a table of it is not farmed by one {@code heuristic} as a table of
 * {@code heuristic2} is.
 */
class Heuristic3BotTest extends GreedyBotContract {
    Heuristic3BotTest() {
        super("heuristic3", Heuristic3Bot::new, "heuristic2", Heuristic2Bot::new, 2);
    }

    /**
     * After the first dividend the seat holds four Union Pacific shares and has laid one, as has the next seat, whose hand
     * holds six more (everyone sees Union Pacific shares taken); a dividend card is among the next three cards.
     * heuristic2 counts the rival's whole hoard as its answer, so every lay looks futile (less than nothing: the cards'
     * cost) and it keeps its shares; two seats of it so hoard against each other all game and end with most of their
     * Union Pacific shares unlaid. heuristic3 counts half of the hoard and scores laying three or four well above one.
     */
    @Test
    void itScoresLayingUnionPacificSharesAgainstARivalsHoardWhereHeuristic2KeepsThem() {
        BaseState s = unionPacificStandOff(4, 6, 3);
        assertThat(s.dividendsPaid()).isPositive();
        int p = s.current;
        int up = game.board().unionPacific();
        BaseState view = hidden.redact(s, p);
        Heuristic3Bot bot = new Heuristic3Bot(game);
        Heuristic2Bot old = new Heuristic2Bot(game);
        for (int count = 1; count <= 4; count++) assertThat(old.score(view, BaseMove.Invest.of(p, up, count))).isLessThan(0.5);
        assertThat(bot.score(view, BaseMove.Invest.of(p, up, 4))).isGreaterThan(2.0)
                .isGreaterThan(bot.score(view, BaseMove.Invest.of(p, up, 1)) + 1.5);
        assertThat(bot.score(view, BaseMove.Invest.of(p, up, 3))).isGreaterThan(1.0);
    }

    /** One heuristic against two of heuristic3, seats turned each game: heuristic2 in heuristic3's place loses all 30 here. */
    @Test
    void oneHeuristicDoesNotFarmATableOfIt() {
        assertThat(heuristicWins("heuristic3")).isLessThan(16);
        assertThat(heuristicWins("heuristic2")).isGreaterThan(25);
    }

    private int heuristicWins(String others) {
        int wins = 0;
        for (int g = 0; g < 30; g++) {
            List<Bot<BaseState, BaseMove>> seats = new ArrayList<>();
            int heuristicSeat = g % 3;
            for (int p = 0; p < 3; p++) seats.add(BaseBots.create(game, p == heuristicSeat ? "heuristic" : others));
            BaseState start = game.newGame(game.randomSetup(3, new SplittableRandom(500 + g / 3)));
            BaseState end = BaseBots.playInPlace(game, start, seats, 500 + g, null);
            int best = 0;
            for (int p = 0; p < 3; p++) best = Math.max(best, end.cash(p));
            if (end.cash(heuristicSeat) == best) wins++;
        }
        return wins;
    }

    /** A position of a random three-player game at an action after turn 40: the seat with only Union Pacific shares in hand. */
    private BaseState unionPacificStandOff(int inHand, int rivalHoard, int sharesAboveDividend) {
        BaseState s = game.newGame(game.randomSetup(3, new SplittableRandom(3)));
        RandomPlayer r = new RandomPlayer(game, 1);
        while (!(s.phase == Phase.ACTION && s.turn >= 40)) s = game.applyLegal(s, r.next(s));
        BaseState t = s.copy();
        int p = t.current;
        int k = t.k;
        int up = game.board().unionPacific();
        int rival = (p + 1) % t.n;
        Arrays.fill(t.hand, p * k, p * k + k, 0);
        for (int q = 0; q < t.n; q++) t.played[q * k + up] = 0;
        t.hand[p * k + up] = inHand;
        t.played[p * k + up] = 1;
        t.played[rival * k + up] = 1;
        t.hand[rival * k + up] = rivalHoard;
        t.stackShares[t.stack] = sharesAboveDividend;
        t.stackDividends[t.stack] = 1;
        return t;
    }
}
