package org.roundhouse.engine.nineteenth;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.RecordSaver;

/**
 * Writes a game of the nineteenth-century variant played by heuristic bots, for screenshots of
 * a game that looks like one people play (random players spend everything and end with nothing):
 * {@code java -cp $CP org.roundhouse.engine.nineteenth.NineteenthBotGame SEED PLAYERS OUT.upn}.
 */
public final class NineteenthBotGame {
    private NineteenthBotGame() {
    }

    public static void main(String[] args) throws Exception {
        long seed = Long.parseLong(args[0]);
        int players = Integer.parseInt(args[1]);
        NineteenthCentury game = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);
        NineteenthSetup deal = game.randomDeal(players, new SplittableRandom(seed));
        List<Bot<NineteenthState, NineteenthMove>> bots = new ArrayList<>();
        for (int p = 0; p < players; p++) bots.add(new NineteenthHeuristicBot(game));
        List<Move> steps = new ArrayList<>();
        Match.play(game, new NineteenthHidden(), game.newGame(deal), bots, seed, (m, s) -> steps.add(m));
        List<String> names = List.of("Anna", "Ben", "Carla", "Dev", "Eve", "Finn").subList(0, players);
        var rules = RuleSets.require(NineteenthCentury.ID);
        GameRecord record = GameRecord.fromSteps(Header.EMPTY, GameSetup.of(rules.id(), rules.defaults(), names, deal), steps);
        RecordSaver.save(record, Path.of(args[2]));
        System.out.println("wrote " + args[2] + ": " + record.mainLine().size() + " moves");
    }
}
