package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;

/**
 * How the best moves a record keeps were found ({@link MoveNode#reviewedSteps()}): the bot of
 * the playouts, the playouts of each finalist and of the screening, how many best moves were
 * kept, the thresholds of the marks in points of win chance, the seed, and each player's luck
 * (how far the cards drawn moved its chance: the sum of the swings over the draws), which the decisions alone cannot give.
 * A record keeps one review; the nodes it covered carry their decisions. A review of part of the
 * line says which moves it covers ({@code fromMove} to {@code toMove}, both included; -1 and -1 for
 * the whole line), so that its scorecard is not read as the whole game's.
 */
public record Review(String bot, int playouts, int screening, int best, double inaccuracy, double mistake, double blunder, long seed,
                     List<Double> luck, int fromMove, int toMove) {
    /** A review of the whole line. */
    public Review(String bot, int playouts, int screening, int best, double inaccuracy, double mistake, double blunder, long seed,
                  List<Double> luck) {
        this(bot, playouts, screening, best, inaccuracy, mistake, blunder, seed, luck, -1, -1);
    }

    public Review {
        Evaluation.checkBotName(bot);
        if (playouts < 1 || screening < 0 || best < 1) throw new IllegalArgumentException(WORDS.text("reviewSettings.counts"));
        if (seed < 0) throw new IllegalArgumentException(WORDS.text("settings.seed"));
        inaccuracy = round(inaccuracy);
        mistake = round(mistake);
        blunder = round(blunder);
        if (!(0 < inaccuracy && inaccuracy <= mistake && mistake <= blunder && blunder <= 1)) {
            throw new IllegalArgumentException(WORDS.text("reviewSettings.thresholds"));
        }
        if (luck.size() < 2 || luck.size() > 6) throw new IllegalArgumentException(WORDS.text("reviewSettings.luckCount"));
        luck = luck.stream().map(Review::round).toList();
        // a sum of the swings of many draws, each measured on playouts: noise can take it past ±1
        for (double l : luck) if (!(l >= -1000 && l <= 1000)) throw new IllegalArgumentException(WORDS.text("reviewSettings.luckRange", String.valueOf(l)));
        if (!(fromMove == -1 && toMove == -1 || 0 <= fromMove && fromMove <= toMove)) {
            throw new IllegalArgumentException(WORDS.text("reviewSettings.moves", fromMove, toMove));
        }
    }

    /** True when the review covers only some moves of its line ({@link #fromMove()} to {@link #toMove()}). */
    public boolean isPartial() {
        return fromMove >= 0;
    }

    /** The same review with other luck and moves covered (-1, -1: the whole line). */
    public Review with(List<Double> newLuck, int from, int to) {
        return new Review(bot, playouts, screening, best, inaccuracy, mistake, blunder, seed, newLuck, from, to);
    }

    /** True when the two reviews were made the same way: the same bot, playouts, screening, best moves, thresholds and seed. */
    public boolean sameSettings(Review o) {
        return bot.equals(o.bot) && playouts == o.playouts && screening == o.screening && best == o.best && inaccuracy == o.inaccuracy
                && mistake == o.mistake && blunder == o.blunder && seed == o.seed;
    }

    /** {@code ?!}, {@code ?}, {@code ??} or "" for a loss of win chance (0 to 1) under the thresholds. */
    public String mark(double loss) {
        if (loss >= blunder) return "??";
        if (loss >= mistake) return "?";
        if (loss >= inaccuracy) return "?!";
        return "";
    }

    /** A number kept to the 6 decimals the formats write, so that a record reads back as it was saved. */
    public static double round(double x) {
        return Double.parseDouble(Evaluation.Numbers.format(x));
    }
}
