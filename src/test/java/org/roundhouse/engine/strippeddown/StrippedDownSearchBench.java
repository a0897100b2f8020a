package org.roundhouse.engine.strippeddown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Stepper;

/**
 * Speed of the variant's information-set search (a plain {@code main}, not a timed unit test;
 * docs/performance.md): {@code ismcts:64} iterations per second on one thread, on the in-place
 * fast path and through the checked rules, over views taken from four-player heuristic games.
 * Arguments: seconds per round (default 5), rounds (default 3).
 */
public final class StrippedDownSearchBench {
    private StrippedDownSearchBench() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        StrippedDown game = new StrippedDown(Boards.unionPacific(), true, true);
        StrippedDownHidden hidden = new StrippedDownHidden();
        List<StrippedDownState> views = new ArrayList<>();
        for (long g = 1; views.size() < 200; g++) {
            List<Bot<StrippedDownState, StrippedDownMove>> seats = new ArrayList<>();
            for (int p = 0; p < 4; p++) seats.add(new StrippedDownHeuristicBot(game));
            int[] step = {0};
            Match.play(game, hidden, game.newGame(game.randomDeal(4, new SplittableRandom(g))), seats, g, (m, s) -> {
                if (!s.isOver() && !s.isChanceNode() && step[0]++ % 7 == 0 && game.legalMoves(s).size() > 1) {
                    views.add(hidden.redact(s, s.currentPlayer()));
                }
            });
        }
        for (boolean fast : new boolean[] {true, false}) {
            StrippedDownHeuristicBot heuristic = new StrippedDownHeuristicBot(game);
            IsmctsBot<StrippedDownState, StrippedDownMove> ismcts = new IsmctsBot<>("ismcts:64", game, hidden,
                    fast ? StrippedDownBots.inPlace(game) : Stepper.checked(game), heuristic, heuristic, Reward.winShare(), 64, 0, 1,
                    IsmctsBot.Settings.DEFAULT);
            for (int round = -1; round < rounds; round++) {
                long before = ismcts.iterations();
                long start = System.nanoTime();
                long end = start + (long) (seconds * 1e9);
                int i = 0;
                while (System.nanoTime() < end) ismcts.choose(views.get(i++ % views.size()), new SplittableRandom(i));
                double rate = (ismcts.iterations() - before) / ((System.nanoTime() - start) / 1e9);
                System.out.printf(Locale.ROOT, "%s ismcts iterations%s, 1 thread: %.0f iterations/s%n", round < 0 ? "warm-up" : "round " + (round + 1),
                        fast ? "" : " (checked)", rate);
            }
            ismcts.close();
        }
    }
}
