package org.roundhouse.spark;

import static org.apache.spark.sql.functions.array_contains;
import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.posexplode;
import static org.apache.spark.sql.functions.size;
import static org.apache.spark.sql.functions.stddev_samp;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Stats;
import org.roundhouse.analysis.sim.Sweep;

/**
 * The headline figures of each cell computed by Spark's aggregations over the games table,
 * where the games are, rather than on the driver: what {@code figures.json} holds. They are the
 * means and rates that {@code summary.json} gives (docs/simulation.md), summed in another order,
 * so they agree with it to floating-point rounding.
 */
final class Figures {
    /** What the figures' {@code schema} field says. */
    static final String SCHEMA = "roundhouse-spark-figures/1";

    private Figures() {
    }

    /** The figures as nested maps, ready for JSON: the sweep's seed, deals and seating, and each cell's figures in cell order. */
    static Map<String, Object> compute(Dataset<Row> games, Sweep sweep, Simulator.Layout layout) {
        Map<Integer, Map<String, Object>> cells = new TreeMap<>();
        for (Row r : games.groupBy("cell").agg(count(lit(1)).as("games"),
                avg("length"), stddev_samp("length"),
                avg(flag(col("double_dividends").gt(0))),
                avg("margin"), stddev_samp("margin"),
                avg("lead_changes"), avg(flag(col("comeback"))), avg(flag(col("tie"))),
                avg("drama"), avg("security"), avg("decisiveness"), avg("lead_change_rate")).collectAsList()) {
            int c = r.getInt(0);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", c);
            m.put("label", sweep.cells().get(c).label());
            m.put("games", r.getLong(1));
            m.put("length", meanSd(r, 2));
            m.put("double_dividend", r.getDouble(4));
            m.put("margin", meanSd(r, 5));
            m.put("lead_changes", r.getDouble(7));
            m.put("comeback", r.getDouble(8));
            m.put("ties", r.getDouble(9));
            Map<String, Object> q = new LinkedHashMap<>();
            q.put("drama", r.getDouble(10));
            q.put("security", r.getDouble(11));
            q.put("decisiveness", r.getDouble(12));
            q.put("lead_change", r.getDouble(13));
            m.put("quality", q);
            m.put("dividends", new ArrayList<Map<String, Object>>());
            m.put("seats", new ArrayList<Map<String, Object>>());
            m.put("company_paid", new LinkedHashMap<String, Object>());
            cells.put(c, m);
        }

        // each dividend's turn and draw, and the gap before it
        Map<Integer, Map<Integer, Map<String, Object>>> dividends = new TreeMap<>();
        for (Row r : games.select(col("cell"), posexplode(col("dividend_turn")))
                .groupBy("cell", "pos").agg(count(lit(1)), avg("col"), stddev_samp("col")).collectAsList()) {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("number", r.getInt(1) + 1);
            d.put("games", r.getLong(2));
            d.put("turn", meanSd(r, 3));
            dividends.computeIfAbsent(r.getInt(0), x -> new TreeMap<>()).put(r.getInt(1), d);
        }
        for (Row r : games.select(col("cell"), posexplode(col("dividend_draw"))).groupBy("cell", "pos").agg(avg("col")).collectAsList()) {
            dividends.get(r.getInt(0)).get(r.getInt(1)).put("draw_mean", r.getDouble(2));
        }
        // gap i+2 = turn[i+1] - turn[i]; zip_with pads the shorter list with a null, dropped here
        for (Row r : games.select(col("cell"), posexplode(expr("zip_with(slice(dividend_turn, 2, greatest(dividends - 1, 0)), dividend_turn,"
                        + " (later, earlier) -> later - earlier)")))
                .where(col("col").isNotNull()).groupBy("cell", "pos").agg(avg("col")).collectAsList()) {
            dividends.get(r.getInt(0)).get(r.getInt(1) + 1).put("gap_mean", r.getDouble(2));
        }
        dividends.forEach((c, byNumber) -> list(cells.get(c), "dividends").addAll(byNumber.values()));

        // each seat's share of the wins (ties split) and its cash
        Column seat = col("pos").plus(1);
        Column share = when(array_contains(col("winners"), seat), lit(1.0).divide(size(col("winners")))).otherwise(0.0);
        for (Row r : games.select(col("cell"), col("winners"), posexplode(col("cash")))
                .groupBy(col("cell"), col("pos")).agg(sum(share), avg(share), avg("col")).orderBy("cell", "pos").collectAsList()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("seat", r.getInt(1) + 1);
            s.put("wins", r.getDouble(2));
            s.put("p", r.getDouble(3));
            s.put("mean_cash", r.getDouble(4));
            list(cells.get(r.getInt(0)), "seats").add(s);
        }
        for (Map<String, Object> m : cells.values()) {
            List<Map<String, Object>> seats = list(m, "seats");
            double[] wins = new double[seats.size()];
            for (int i = 0; i < wins.length; i++) wins[i] = (double) seats.get(i).get("wins");
            double chi = Stats.chiSquareEqual(wins);
            m.put("seat_fairness", Map.of("chi_square", chi, "df", wins.length - 1, "p", Stats.chiSquareUpper(chi, wins.length - 1)));
        }

        for (Row r : games.select(col("cell"), posexplode(col("company_paid"))).groupBy("cell", "pos").agg(avg("col"))
                .orderBy("cell", "pos").collectAsList()) {
            int company = r.getInt(1);
            @SuppressWarnings("unchecked")
            Map<String, Object> paid = (Map<String, Object>) cells.get(r.getInt(0)).get("company_paid");
            paid.put(company < layout.companies().size() ? layout.companies().get(company) : Integer.toString(company), r.getDouble(2));
        }

        Map<String, Object> out = new LinkedHashMap<>();
        out.put("schema", SCHEMA);
        out.put("seed", sweep.seed());
        out.put("deals", sweep.deals());
        out.put("duplicate", sweep.duplicate());
        out.put("cells", new ArrayList<>(cells.values()));
        return out;
    }

    private static Column flag(Column condition) {
        return when(condition, 1.0).otherwise(0.0);
    }

    /** The mean in column {@code i} and the standard deviation after it; null for the deviation of a single game. */
    private static Map<String, Object> meanSd(Row r, int i) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mean", r.getDouble(i));
        m.put("sd", r.isNullAt(i + 1) || Double.isNaN(r.getDouble(i + 1)) ? null : r.getDouble(i + 1));
        return m;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> m, String key) {
        return (List<Map<String, Object>>) m.get(key);
    }
}
