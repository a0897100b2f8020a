package org.roundhouse.ui.designer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.roundhouse.analysis.sim.SimRun;

/**
 * The table of a run's figures: a row per measure, a column per cell (mean with its 95%
 * interval), then the paired differences measured deal by deal: a row per measure and cell a
 * compared against ("Δ length − standard"), the difference b − a in the column of cell b.
 */
final class Figures {
    final List<String> columns = new ArrayList<>();
    final List<List<String>> rows = new ArrayList<>();

    private Figures() {
    }

    static Figures of(SimRun run) {
        Figures f = new Figures();
        f.columns.add("Measure");
        for (int c = 0; c < run.cells.size(); c++) f.columns.add(run.label(c));
        f.row(run, "Games", c -> fmt0(SimRun.num(c.get("games"))));
        f.row(run, "Players", c -> fmt0(SimRun.num(c.get("players"))));
        f.row(run, "Bots", c -> String.join(" ", strings(c.get("bots"))));
        f.row(run, "Game length (turns)", c -> mean(SimRun.map(c.get("length"))));
        int most = 0;
        for (Map<String, Object> c : run.cells) most = Math.max(most, SimRun.maps(c.get("dividends")).size());
        for (int k = 1; k <= most; k++) {
            int d = k;
            f.row(run, "Dividend " + k + " turn", c -> {
                for (Map<String, Object> x : SimRun.maps(c.get("dividends"))) {
                    if ((int) SimRun.num(x.get("number")) == d) return mean(SimRun.map(x.get("turn")));
                }
                return "";
            });
        }
        f.row(run, "Double dividend", c -> percent(SimRun.map(c.get("double_dividend"))));
        int seats = 0;
        for (Map<String, Object> c : run.cells) seats = Math.max(seats, SimRun.maps(c.get("seats")).size());
        for (int s = 1; s <= seats; s++) {
            int seat = s;
            f.row(run, "Seat " + s + " wins", c -> {
                for (Map<String, Object> x : SimRun.maps(c.get("seats"))) if ((int) SimRun.num(x.get("seat")) == seat) return percent(x);
                return "";
            });
        }
        f.row(run, "Seat fairness p (χ²)", c -> p(SimRun.num(SimRun.get(c, "seat_fairness", "p"))));
        f.row(run, "Ties", c -> percent(SimRun.map(c.get("ties"))));
        f.row(run, "Margin", c -> mean(SimRun.map(c.get("margin"))));
        f.row(run, "Lead changes", c -> mean(SimRun.map(c.get("lead_changes"))));
        f.row(run, "Comebacks", c -> percent(SimRun.map(c.get("comeback"))));
        for (String q : List.of("drama", "security", "decisiveness")) {
            f.row(run, q.substring(0, 1).toUpperCase(Locale.ROOT) + q.substring(1), c -> mean(SimRun.map(SimRun.get(c, "quality", q))));
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
                    r.add("Δ " + k + " − " + run.label(a));
                    while (r.size() < f.columns.size()) r.add("");
                    return r;
                });
                row.set(b + 1, difference(SimRun.map(e.getValue())));
            }
        }
        for (Map<String, List<String>> rowsOfA : against.values()) f.rows.addAll(rowsOfA.values());
        return f;
    }

    private interface Figure {
        String of(Map<String, Object> cell);
    }

    private void row(SimRun run, String name, Figure figure) {
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

    static String mean(Map<String, Object> m) {
        double mean = SimRun.num(m.get("mean"));
        if (Double.isNaN(mean)) return "";
        double[] ci = SimRun.ci(m.get("ci95"));
        return Double.isNaN(ci[0]) ? String.format(Locale.ROOT, "%.2f", mean)
                : String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", mean, ci[0], ci[1]);
    }

    static String difference(Map<String, Object> m) {
        double mean = SimRun.num(m.get("mean"));
        if (Double.isNaN(mean)) return "";
        double[] ci = SimRun.ci(m.get("ci95"));
        return Double.isNaN(ci[0]) ? String.format(Locale.ROOT, "%+.3f", mean)
                : String.format(Locale.ROOT, "%+.3f [%+.3f, %+.3f]", mean, ci[0], ci[1]);
    }

    static String percent(Map<String, Object> m) {
        double p = SimRun.num(m.get("p"));
        if (Double.isNaN(p)) return "";
        double[] ci = SimRun.ci(m.get("ci95"));
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * p, 100 * ci[0], 100 * ci[1]);
    }

    private static String p(double p) {
        return Double.isNaN(p) ? "" : p < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", p);
    }

    private static String fmt0(double d) {
        return Double.isNaN(d) ? "" : String.format(Locale.ROOT, "%.0f", d);
    }

    /** The table as CSV, a line per row. */
    String csv() {
        StringBuilder b = new StringBuilder();
        b.append(line(columns));
        for (List<String> r : rows) b.append(line(r));
        return b.toString();
    }

    private static String line(List<String> fields) {
        List<String> q = new ArrayList<>();
        for (String f : fields) q.add(f.indexOf(',') < 0 && f.indexOf('"') < 0 ? f : '"' + f.replace("\"", "\"\"") + '"');
        return String.join(",", q) + "\n";
    }
}
