package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.regex.Pattern;

/**
 * How the win chances kept in a record were estimated ({@link MoveNode#winChances()}): the bot
 * of the playouts, the most playouts a position, the precision that could stop them early (0:
 * none), the seed, whose view the hidden cards were drawn from (a seat, or -1 for the
 * all-seeing view), and the turns after which each playout stopped and the position evaluator
 * judged it (0: every playout played to the end). A record keeps one evaluation; the nodes it
 * covered carry their chances.
 */
public record Evaluation(String bot, int playouts, double precision, long seed, int viewer, int judgedAfterTurns) {
    private static final Pattern BOT = Pattern.compile("[a-z0-9][a-z0-9:._-]{0,39}");
    /** The most turns after which a playout may be judged (as {@code evaluate --eval-after} allows). */
    public static final int MAX_JUDGED_AFTER = 1000;

    public Evaluation {
        checkBotName(bot);
        if (playouts < 1) throw new IllegalArgumentException(WORDS.text("evaluation.playouts"));
        if (!(precision >= 0 && precision < 1)) throw new IllegalArgumentException(WORDS.text("evaluation.precision"));
        if (seed < 0) throw new IllegalArgumentException(WORDS.text("settings.seed"));
        if (viewer < -1 || viewer > 5) throw new IllegalArgumentException("the view is a seat 0 to 5, or -1 for all-seeing");
        if (judgedAfterTurns < 0 || judgedAfterTurns > MAX_JUDGED_AFTER) {
            throw new IllegalArgumentException(WORDS.text("evaluation.judgedAfter", MAX_JUDGED_AFTER, judgedAfterTurns));
        }
    }

    /** Playouts played to the end of the game. */
    public Evaluation(String bot, int playouts, double precision, long seed, int viewer) {
        this(bot, playouts, precision, seed, viewer, 0);
    }

    /**
     * Checks the form of a bot's name as records write it.
     *
     * @throws IllegalArgumentException for anything but 1 to 40 lower-case letters, digits and ':._-'
     */
    static void checkBotName(String bot) {
        if (bot == null || !BOT.matcher(bot).matches()) {
            throw new IllegalArgumentException(WORDS.text("evaluation.botName", String.valueOf(bot)));
        }
    }

    /**
     * {@code bot=heuristic playouts=1000 precision=0 seed=1 view=all} (a seat as its letter: {@code view=B}), then
     * {@code eval-after=50} where the playouts were judged (left out where they were played to the end, so such a
     * record is written as before judged playouts existed).
     */
    public String attributes() {
        return "bot=" + bot + " playouts=" + playouts + " precision=" + Numbers.format(precision) + " seed=" + seed + " view="
                + (viewer < 0 ? "all" : String.valueOf(GameSetup.seatLetter(viewer)))
                + (judgedAfterTurns > 0 ? " " + JUDGED_AFTER + "=" + judgedAfterTurns : "");
    }

    /** The name both formats give the turns after which the playouts were judged: {@code eval-after}, as {@code evaluate}'s option. */
    public static final String JUDGED_AFTER = "eval-after";

    /** True where each playout stopped after {@link #judgedAfterTurns} turns and the position evaluator judged it. */
    public boolean judged() {
        return judgedAfterTurns > 0;
    }

    /** The view as records write it: {@code all}, or a seat letter. */
    public String viewText() {
        return viewer < 0 ? "all" : String.valueOf(GameSetup.seatLetter(viewer));
    }

    /**
     * The view from its text.
     *
     * @throws IllegalArgumentException for anything but {@code all} or a seat letter A to F
     */
    public static int parseView(String text) {
        if (text.equals("all")) return -1;
        if (text.length() == 1 && text.charAt(0) >= 'A' && text.charAt(0) <= 'F') return text.charAt(0) - 'A';
        throw new IllegalArgumentException(WORDS.text("evaluation.view", String.valueOf(text)));
    }

    /** Decimal numbers as records write them: at most 6 decimals, no trailing zeros, no exponent. */
    public static final class Numbers {
        private Numbers() {
        }

        public static String format(double x) {
            String s = new java.math.BigDecimal(x).setScale(6, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
            return s.equals("-0") ? "0" : s;
        }

        /**
         * A decimal number from 0 to 1.
         *
         * @throws IllegalArgumentException for anything else
         */
        public static double parseUnit(String text) {
            if (!text.matches("[01](\\.\\d{1,12})?|\\.\\d{1,12}")) throw new IllegalArgumentException(WORDS.text("evaluation.unit", String.valueOf(text)));
            double d = Double.parseDouble(text);
            if (d > 1) throw new IllegalArgumentException(WORDS.text("evaluation.unit", String.valueOf(text)));
            return d;
        }
    }
}
