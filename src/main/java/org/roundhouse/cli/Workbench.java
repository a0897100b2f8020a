package org.roundhouse.cli;

import java.nio.file.Path;
import java.util.SplittableRandom;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.RandomPlayer;

/** Opens the workbench (until it exists: prints the summary of a sample game). */
final class Workbench {
    private Workbench() {
    }

    static int open(Path file) {
        BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());
        RandomPlayer.Playout playout = RandomPlayer.play(game, 4, new SplittableRandom(1).nextLong());
        var end = playout.end();
        System.out.println("Sample game, 4 players, " + playout.moves().size() + " steps, " + end.turn() + " turns");
        for (int r : end.ranking()) System.out.println("  seat " + (r + 1) + ": $" + end.cashOf(r) + "M");
        return 0;
    }
}
