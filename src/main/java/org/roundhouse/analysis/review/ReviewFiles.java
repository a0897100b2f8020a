package org.roundhouse.analysis.review;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.roundhouse.engine.Move;
import org.roundhouse.record.Json;
import org.roundhouse.text.Messages;

/**
 * A reviewed line as text for a reader, as CSV (a row per decision) and as JSON (the settings,
 * the decisions and the scorecards). Chances are written as fractions (0 to 1) in CSV and
 * JSON, as percentages in the text. The text is in the language; the CSV and JSON are in English
 * (the moves' words included) whatever the language, so they read the same everywhere.
 */
public final class ReviewFiles {
    /**
     * Where a step sits in the line: its move number and its player's name, null for a step of
     * every seat (the opening investments): "all" in the files.
     */
    public record Step(int move, String player) {
        String inFiles() {
            return player == null ? "all" : player;
        }

        String shown() {
            return player == null ? Messages.WORDS.text("analysis.review.everyone") : player;
        }
    }

    /** The moves {@code from} to {@code to} of a line whose last move is {@code last}: what a review of part of a line covers. */
    public record Moves(int from, int to, int last) {
        /** "moves 40–60 of 120", in the language. */
        public String shown() {
            return Messages.WORDS.text("analysis.review.moves", from, to, last);
        }
    }

    private ReviewFiles() {
    }

    /** The text of a review of the moves {@code moves} (null: the whole line): as {@link #text}, the scorecards saying what they cover. */
    public static String text(LineReview.Result r, List<Step> where, Function<Move, String> words, List<String> names, boolean every,
                              Moves moves) {
        String text = text(r, where, words, names, every);
        if (moves == null) return text;
        String heads = String.format(Locale.ROOT, Messages.WORDS.text("analysis.review.heads"));
        int at = text.lastIndexOf(heads);
        return text.substring(0, at) + System.lineSeparator() + Messages.WORDS.text("analysis.review.scorecardOf", moves.shown())
                + text.substring(at);
    }

    /** The CSV of a review of the moves {@code moves} (null: the whole line, as {@link #csv}): a first line {@code # moves 40-60 of 120}. */
    public static String csv(LineReview.Result r, List<Step> where, Function<Move, String> words, Moves moves) {
        String csv = csv(r, where, words);
        return moves == null ? csv : "# moves " + moves.from() + "-" + moves.to() + " of " + moves.last() + "\n" + csv;
    }

    /** "12. Anna: built …  41% · best: … 53% (−12 points) ?" for each decision that lost at least an inaccuracy, then the scorecards. */
    public static String text(LineReview.Result r, List<Step> where, Function<Move, String> words, List<String> names, boolean every) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < r.decisions().size(); i++) {
            MoveReview.Decision d = r.decisions().get(i);
            if (d == null || (!every && d.mark() == MoveReview.Mark.NONE)) continue;
            String glyph = d.mark() == MoveReview.Mark.NONE ? "" : " " + d.mark().glyph();
            b.append(String.format(Locale.ROOT, "%d. %s: %s%s (%.0f%%)", where.get(i).move(), where.get(i).shown(),
                    words.apply(d.played().move()), glyph, 100 * d.played().chance()));
            b.append(String.format(Locale.ROOT, Messages.WORDS.text("analysis.review.best")));
            for (int k = 0; k < d.best().size(); k++) {
                MoveReview.Candidate c = d.best().get(k);
                if (k > 0) b.append(" · ");
                b.append(String.format(Locale.ROOT, "%s (%.0f%%)", words.apply(c.move()), 100 * c.chance()));
            }
            if (d.loss() > 0) b.append(String.format(numbers(), Messages.WORDS.text("analysis.review.cost"), 100 * d.loss()));
            b.append(System.lineSeparator());
        }
        b.append(String.format(Locale.ROOT, Messages.WORDS.text("analysis.review.heads")));
        for (LineReview.Scorecard s : r.scorecards()) {
            b.append(String.format(numbers(), Messages.WORDS.text("analysis.review.row"), names.get(s.seat()), s.decisions(),
                    100 * s.meanLoss(), s.inaccuracies(), s.mistakes(), s.blunders(), 100 * s.luck()));
        }
        b.append(String.format(Locale.ROOT, Messages.WORDS.text("analysis.review.note")));
        return b.toString();
    }

    /** The decimals of the text: a point in English (as always), the language's sign otherwise. */
    private static Locale numbers() {
        Locale l = Messages.locale();
        return l.getLanguage().equals(Locale.ENGLISH.getLanguage()) ? Locale.ROOT : l;
    }

    /**
     * A row per decision: where, who, the move played, its chance, the best move, its chance, the
     * loss, the mark; {@code words} is asked in English.
     */
    public static String csv(LineReview.Result r, List<Step> where, Function<Move, String> words) {
        return Messages.in(Locale.ENGLISH, () -> csvInEnglish(r, where, words));
    }

    private static String csvInEnglish(LineReview.Result r, List<Step> where, Function<Move, String> words) {
        StringBuilder b = new StringBuilder("step,move,player,played,played_chance,best,best_chance,loss,mark,choices\n");
        for (int i = 0; i < r.decisions().size(); i++) {
            MoveReview.Decision d = r.decisions().get(i);
            if (d == null) continue;
            MoveReview.Candidate best = d.best().get(0);
            b.append(i).append(',').append(where.get(i).move()).append(',').append(cell(where.get(i).inFiles())).append(',')
                    .append(cell(words.apply(d.played().move()))).append(',').append(num(d.played().chance())).append(',')
                    .append(cell(words.apply(best.move()))).append(',').append(num(best.chance())).append(',').append(num(d.loss()))
                    .append(',').append(d.mark().glyph()).append(',').append(d.choices()).append('\n');
        }
        return b.toString();
    }

    /** The review as JSON: settings, a decision per reviewed step, the scorecards; {@code words} is asked in English. */
    public static String json(LineReview.Result r, List<Step> where, Function<Move, String> words, List<String> names,
                              MoveReview.Settings settings, String bot, long seed) {
        return json(r, where, words, names, settings, bot, seed, null);
    }

    /** The JSON of a review of the moves {@code moves} (null: the whole line, as the other): after the settings, {@code "moves": {"from": 40, "to": 60, "of": 120}}. */
    public static String json(LineReview.Result r, List<Step> where, Function<Move, String> words, List<String> names,
                              MoveReview.Settings settings, String bot, long seed, Moves moves) {
        return Messages.in(Locale.ENGLISH, () -> Json.write(g -> {
            g.writeStartObject();
            g.writeName("settings");
            g.writeStartObject();
            g.writeStringProperty("bot", bot);
            g.writeNumberProperty("playouts", settings.playouts());
            g.writeNumberProperty("screening", settings.screening());
            g.writeNumberProperty("best", settings.best());
            g.writeName("thresholds");
            g.writeStartObject();
            g.writeName("inaccuracy");
            Json.number(g, settings.thresholds().inaccuracy());
            g.writeName("mistake");
            Json.number(g, settings.thresholds().mistake());
            g.writeName("blunder");
            Json.number(g, settings.thresholds().blunder());
            g.writeEndObject();
            g.writeNumberProperty("seed", seed);
            g.writeEndObject();
            if (moves != null) {
                g.writeName("moves");
                g.writeStartObject();
                g.writeNumberProperty("from", moves.from());
                g.writeNumberProperty("to", moves.to());
                g.writeNumberProperty("of", moves.last());
                g.writeEndObject();
            }
            g.writeName("decisions");
            g.writeStartArray();
            for (int i = 0; i < r.decisions().size(); i++) {
                MoveReview.Decision d = r.decisions().get(i);
                if (d == null) continue;
                g.writeStartObject();
                g.writeNumberProperty("step", i);
                g.writeNumberProperty("move", where.get(i).move());
                g.writeStringProperty("player", where.get(i).inFiles());
                g.writeStringProperty("played", words.apply(d.played().move()));
                g.writeName("playedChance");
                Json.number(g, d.played().chance());
                g.writeName("best");
                g.writeStartArray();
                for (MoveReview.Candidate c : d.best()) {
                    g.writeStartObject();
                    g.writeStringProperty("move", words.apply(c.move()));
                    g.writeName("chance");
                    Json.number(g, c.chance());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeName("loss");
                Json.number(g, d.loss());
                g.writeStringProperty("mark", d.mark().glyph());
                g.writeNumberProperty("choices", d.choices());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeName("scorecards");
            g.writeStartArray();
            for (LineReview.Scorecard s : r.scorecards()) {
                g.writeStartObject();
                g.writeStringProperty("player", names.get(s.seat()));
                g.writeNumberProperty("decisions", s.decisions());
                g.writeName("meanLoss");
                Json.number(g, s.meanLoss());
                g.writeNumberProperty("inaccuracies", s.inaccuracies());
                g.writeNumberProperty("mistakes", s.mistakes());
                g.writeNumberProperty("blunders", s.blunders());
                g.writeName("luck");
                Json.number(g, s.luck());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }));
    }

    private static String num(double x) {
        return String.format(Locale.ROOT, "%.4f", x);
    }

    private static String cell(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) return s;
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
