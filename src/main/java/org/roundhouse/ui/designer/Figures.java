package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.text.Messages;

/**
 * The table of a run's figures: a row per measure, a column per cell (mean with its 95%
 * interval), then the paired differences measured deal by deal: a row per measure and cell a
 * compared against ("Δ length − standard"), the difference b − a in the column of cell b.
 */
final class Figures {
    final List<String> columns = new ArrayList<>();
    final List<List<String>> rows = new ArrayList<>();

    private final Locale language;

    private Figures(Locale language) {
        this.language = language;
    }

    private String name(String key, Object... args) {
        return UI.text(language, key, args);
    }

    /** The figures in the workbench's language: names and numbers as the table shows them. */
    static Figures of(SimRun run) {
        return of(run, Messages.locale());
    }

    /** The figures with their names and numbers in {@code language} (the CSV export: English, whatever the workbench speaks). */
    static Figures of(SimRun run, Locale language) {
        Figures f = new Figures(language);
        f.columns.add(f.name("designer.fig.measure"));
        for (int c = 0; c < run.cells.size(); c++) f.columns.add(run.label(c));
        f.addRow(run, f.name("designer.fig.games"), c -> f.fmt0(SimRun.num(c.get("games"))));
        f.addRow(run, f.name("designer.fig.players"), c -> f.fmt0(SimRun.num(c.get("players"))));
        f.addRow(run, f.name("designer.fig.bots"), c -> String.join(" ", strings(c.get("bots"))));
        f.addRow(run, f.name("designer.fig.length"), c -> f.mean(SimRun.map(c.get("length"))));
        int most = 0;
        for (Map<String, Object> c : run.cells) most = Math.max(most, SimRun.maps(c.get("dividends")).size());
        for (int k = 1; k <= most; k++) {
            int d = k;
            f.addRow(run, f.name("designer.fig.dividendTurn", k), c -> {
                for (Map<String, Object> x : SimRun.maps(c.get("dividends"))) {
                    if ((int) SimRun.num(x.get("number")) == d) return f.mean(SimRun.map(x.get("turn")));
                }
                return "";
            });
        }
        f.addRow(run, f.name("designer.fig.doubleDividend"), c -> f.percent(SimRun.map(c.get("double_dividend"))));
        int seats = 0;
        for (Map<String, Object> c : run.cells) seats = Math.max(seats, SimRun.maps(c.get("seats")).size());
        for (int s = 1; s <= seats; s++) {
            int seat = s;
            f.addRow(run, f.name("designer.fig.seatWins", s), c -> {
                for (Map<String, Object> x : SimRun.maps(c.get("seats"))) if ((int) SimRun.num(x.get("seat")) == seat) return f.percent(x);
                return "";
            });
        }
        f.addRow(run, f.name("designer.fig.fairness"), c -> f.p(SimRun.num(SimRun.get(c, "seat_fairness", "p"))));
        f.addRow(run, f.name("designer.fig.ties"), c -> f.percent(SimRun.map(c.get("ties"))));
        f.addRow(run, f.name("designer.fig.margin"), c -> f.mean(SimRun.map(c.get("margin"))));
        f.addRow(run, f.name("designer.fig.leadChanges"), c -> f.mean(SimRun.map(c.get("lead_changes"))));
        f.addRow(run, f.name("designer.fig.comebacks"), c -> f.percent(SimRun.map(c.get("comeback"))));
        for (String[] q : new String[][] {{"drama", "designer.fig.drama"}, {"security", "designer.fig.security"},
                {"decisiveness", "designer.fig.decisiveness"}}) {
            f.addRow(run, f.name(q[1]), c -> f.mean(SimRun.map(SimRun.get(c, "quality", q[0]))));
        }
        // a row per measure and cell compared against: each difference (b − a) in the column of cell b
        Map<Integer, Map<String, List<String>>> against = new java.util.LinkedHashMap<>();
        for (Map<String, Object> pair : run.paired) {
            double na = SimRun.num(pair.get("a"));
            double nb = SimRun.num(pair.get("b"));
            if (Double.isNaN(na) || Double.isNaN(nb)) continue;
            int a = (int) na;
            int b = (int) nb;
            if (a < 0 || a >= run.cells.size() || b < 0 || b >= run.cells.size()) continue;
            Map<String, List<String>> rowsOfA = against.computeIfAbsent(a, k -> new java.util.LinkedHashMap<>());
            for (Map.Entry<String, Object> e : SimRun.map(pair.get("differences")).entrySet()) {
                List<String> row = rowsOfA.computeIfAbsent(e.getKey(), k -> {
                    List<String> r = new ArrayList<>();
                    r.add(f.name("designer.fig.difference", f.measure(k), run.label(a)));
                    while (r.size() < f.columns.size()) r.add("");
                    return r;
                });
                row.set(b + 1, f.difference(SimRun.map(e.getValue())));
            }
        }
        for (Map<String, List<String>> rowsOfA : against.values()) f.rows.addAll(rowsOfA.values());
        return f;
    }

    /**
     * A measure of the paired differences by its name in the run's JSON ({@code length},
     * {@code dividend2_turn}, {@code seat1_win}), as the table shows it: that name in English,
     * the measure in words in another language; a measure without words keeps its name.
     */
    String measure(String field) {
        java.util.regex.Matcher numbered = java.util.regex.Pattern.compile("(dividend|seat)(\\d+)_(turn|win)").matcher(field);
        if (numbered.matches()) {
            int n = Integer.parseInt(numbered.group(2));
            if (field.equals("dividend" + n + "_turn")) return name("designer.fig.diff.dividendTurn", n);
            if (field.equals("seat" + n + "_win")) return name("designer.fig.diff.seatWin", n);
            return field;
        }
        return switch (field) {
            case "length" -> name("designer.fig.diff.length");
            case "double_dividend" -> name("designer.fig.diff.doubleDividend");
            case "margin" -> name("designer.fig.diff.margin");
            case "lead_changes" -> name("designer.fig.diff.leadChanges");
            case "comeback" -> name("designer.fig.diff.comeback");
            case "drama" -> name("designer.fig.diff.drama");
            case "security" -> name("designer.fig.diff.security");
            case "decisiveness" -> name("designer.fig.diff.decisiveness");
            default -> field;
        };
    }

    private interface Figure {
        String of(Map<String, Object> cell);
    }

    private void addRow(SimRun run, String name, Figure figure) {
        List<String> row = new ArrayList<>();
        row.add(name);
        for (Map<String, Object> c : run.cells) row.add(figure.of(c));
        rows.add(row);
    }

    private static List<String> strings(Object o) {
        List<String> out = new ArrayList<>();
        if (o instanceof List<?> l) for (Object x : l) out.add(String.valueOf(x));
        return out;
    }

    /**
     * The separator of an interval's ends: "[1.25, 2.50]" in English, "[1,25; 2,50]" in Italian, whose comma is the
     * decimal sign.
     */
    private String ends() {
        return java.text.DecimalFormatSymbols.getInstance(language).getDecimalSeparator() == ',' ? "; " : ", ";
    }

    private String format(String pattern, Object... args) {
        return String.format(language, pattern.replace(", %", ends() + "%"), args);
    }

    String mean(Map<String, Object> m) {
        double mean = SimRun.num(m.get("mean"));
        if (Double.isNaN(mean)) return "";
        double[] ci = SimRun.ci(m.get("ci95"));
        return Double.isNaN(ci[0]) ? format("%.2f", mean) : format("%.2f [%.2f, %.2f]", mean, ci[0], ci[1]);
    }

    String difference(Map<String, Object> m) {
        double mean = SimRun.num(m.get("mean"));
        if (Double.isNaN(mean)) return "";
        double[] ci = SimRun.ci(m.get("ci95"));
        return Double.isNaN(ci[0]) ? format("%+.3f", mean) : format("%+.3f [%+.3f, %+.3f]", mean, ci[0], ci[1]);
    }

    String percent(Map<String, Object> m) {
        double p = SimRun.num(m.get("p"));
        if (Double.isNaN(p)) return "";
        double[] ci = SimRun.ci(m.get("ci95"));
        return format("%.1f%% [%.1f, %.1f]", 100 * p, 100 * ci[0], 100 * ci[1]);
    }

    private String p(double p) {
        return Double.isNaN(p) ? "" : p < 0.001 ? "<" + format("%.3f", 0.001) : format("%.3f", p);
    }

    private String fmt0(double d) {
        return Double.isNaN(d) ? "" : format("%.0f", d);
    }

    /** The table as CSV, a line per row (of figures made in English for a CSV that reads the same in every language). */
    String csv() {
        StringBuilder b = new StringBuilder();
        b.append(line(columns));
        for (List<String> r : rows) b.append(line(r));
        return b.toString();
    }

    private static String line(List<String> fields) {
        List<String> q = new ArrayList<>();
        for (String f : fields) q.add(f.indexOf(',') < 0 && f.indexOf("\"") < 0 ? f : "\"" + f.replace("\"", "\"\"") + "\"");
        return String.join(",", q) + "\n";
    }
}
