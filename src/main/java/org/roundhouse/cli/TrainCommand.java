package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.roundhouse.analysis.evaluator.EvaluatorModel;
import org.roundhouse.analysis.evaluator.EvaluatorTraining;
import org.roundhouse.analysis.evaluator.SeatFeatures;
import org.roundhouse.engine.Game;
import org.roundhouse.record.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code train --rules R --games N --seed S --out F}: the position evaluator of a rule set, learned from games of bots. */
@Command(name = "train", mixinStandardHelpOptions = true, sortOptions = false, sortSynopsis = false, usageHelpAutoWidth = true,
        description = {"Train the position evaluator of a rule set from games of bots.",
            "Plays the games, takes every position after every turn and fits each seat's chance to win from its point of"
                    + " view (cash, what the majorities would pay, shares laid and held, Union Pacific, how far the game is) by a"
                    + " logistic regression (Tribuo) that weighs them by the stage of the game. The same rule set, bots, games and seed write the same file, byte for byte.",
            "Judge the result with 'calibrate --method evaluator:OUT'. The models that ship are listed with their"
                    + " commands in docs/bots.md, \"The position evaluator\".", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the model was written", "1:the file could not be written", "2:wrong arguments"})
final class TrainCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SelfPlayOptions selfPlay;

    @Option(names = "--games", paramLabel = "N", defaultValue = "400", description = "Games to learn from (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the games and the training (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = {"-o", "--out"}, required = true, paramLabel = "OUT", description = "The model file to write (.json).")
    Path out;

    @Option(names = "--view", paramLabel = "V", defaultValue = "all-seeing",
            description = "What the model reads: all-seeing (every hand, as the playouts of the win-chances graph; default) or"
                    + " public (only what everyone at the table sees: chances for any seat's view).")
    String view;

    @Option(names = "--factors", paramLabel = "K", defaultValue = "0", hidden = true,
            description = "0 for the logistic regression (default); K for a factorization machine with K factors a feature,"
                    + " whose pairs of features interact.")
    int factors;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Games played at once (default: ${DEFAULT-VALUE}; the model does not depend on it).")
    int threads;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (games < 1 || games > 1_000_000) return usage(err, CLI.text("train.games"));
        if (seed < 0) return usage(err, CLI.text("train.seed", seed));
        if (threads < 1 || threads > 64) return usage(err, CLI.text("train.threads"));
        if (factors < 0 || factors > 64) return usage(err, CLI.text("train.factors"));
        if (!view.equals("all-seeing") && !view.equals("public")) return usage(err, CLI.text("train.view", view));
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".json")) return usage(err, CLI.text("train.notJson", out));
        if (OutFile.folderRefusal(out) != null) return usage(err, OutFile.folderRefusal(out));
        Game game;
        List<String> lineup;
        try {
            game = selfPlay.game();
            lineup = selfPlay.lineup(game);
            if (game.housePlays(lineup.size())) {
                return usage(err, CLI.text("train.house"));
            }
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        List<String> features = view.equals("public") ? SeatFeatures.publicOf(game.ruleSet()) : SeatFeatures.allSeeing(game.ruleSet());
        long start = System.nanoTime();
        CalibrateCommand.Progress progress = new CalibrateCommand.Progress(err);
        EvaluatorModel model = EvaluatorTraining.train(game, lineup, games, seed, threads, features, factors,
                done -> progress.report(CLI.text("train.progress"), done, games));
        try {
            AtomicFiles.writeString(out, model.toJson());
        } catch (IOException e) {
            err.println(CLI.text("cli.couldNotWrite", out, org.roundhouse.text.FileReasons.message(e)));
            err.flush();
            return 1;
        }
        o.println(CLI.text("train.wrote", out, game.ruleSet().id(), lineup.size(), String.join(",", lineup), games, seed,
                String.valueOf(model.training().get("positions")), TournamentCommand.fixed((System.nanoTime() - start) / 1e9, 1)));
        o.flush();
        return 0;
    }

    private static int usage(PrintWriter err, String message) {
        return CliText.usage(err, "train", message);
    }
}
