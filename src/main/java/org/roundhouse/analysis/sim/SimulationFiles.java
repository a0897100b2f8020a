package org.roundhouse.analysis.sim;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.roundhouse.analysis.sim.Stats.Histogram;
import org.roundhouse.analysis.sim.Stats.Moments;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.DividendOdds;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.registry.RuleSets;

/**
 * The files of a simulation (docs/simulation.md): {@value #GAMES}, a row per game, and
 * {@value #SUMMARY}. Both are written into a hidden staging directory and published together
 * only when the run is complete ({@link ResultsDirectory}), so a directory holds the old pair or
 * the new pair, never half of one: a cancelled or failed run leaves what was there before.
 */
public final class SimulationFiles implements AutoCloseable {
    public static final String GAMES = "games.csv.gz";
    public static final String SUMMARY = "summary.json";
    /** What the summary's {@code schema} field says; changes when a field changes meaning. */
    public static final String SCHEMA = "roundhouse-simulation/1";

    private final ResultsDirectory results;
    private final Simulator.Layout layout;
    private final int maxPlayers;
    private final Map<Integer, String> labels = new LinkedHashMap<>();
    private Writer games;
    private long rows;
    private boolean closed;

    /**
     * Opens the new games file in {@code dir} (made if missing) and writes its header.
     *
     * @param others further files published with the pair (written by the caller to {@link #staged}), e.g. the Spark job's figures
     * @throws ResultsDirectory.InTheWay when {@code dir} or a file's place in it cannot take the results
     * @throws IOException when the directory cannot be made or written
     */
    public SimulationFiles(Path dir, Sweep sweep, Simulator.Layout layout, String... others) throws IOException {
        this.layout = layout;
        this.maxPlayers = sweep.maxPlayers();
        List<String> names = new ArrayList<>(List.of(GAMES));
        names.addAll(List.of(others));
        names.add(SUMMARY); // last: a summary in place names a complete set
        results = ResultsDirectory.open(dir, names);
        try {
            games = new BufferedWriter(new OutputStreamWriter(fastGzip(Files.newOutputStream(results.staged(GAMES))),
                    StandardCharsets.UTF_8), 1 << 16);
            for (int i = 0; i < sweep.cells().size(); i++) labels.put(i, sweep.cells().get(i).label());
            games.write(String.join(",", header(layout, maxPlayers)));
            games.write('\n');
        } catch (IOException | RuntimeException e) {
            results.abort();
            throw e;
        }
    }

    /** Where the caller writes one of the further files named to the constructor. */
    public Path staged(String name) {
        return results.staged(name);
    }

    /** Where the publication of the new files stands. */
    public ResultsDirectory.State state() {
        return results.state();
    }

    /** Gzip at its fastest level: the rows are compressed on the thread that takes the games in order, which must keep up with every playing thread. */
    private static GZIPOutputStream fastGzip(java.io.OutputStream out) throws IOException {
        return new GZIPOutputStream(out, 1 << 16) {
            {
                def.setLevel(java.util.zip.Deflater.BEST_SPEED);
            }
        };
    }

    /** The column names of {@value #GAMES}. */
    public static List<String> header(Simulator.Layout layout, int maxPlayers) {
        List<String> h = new ArrayList<>(List.of("cell", "label", "deal", "seed", "rotation", "bots", "players", "deck", "length", "dividends"));
        int d = layout.maxDividends();
        for (int i = 1; i <= d; i++) h.add("dividend" + i + "_turn");
        for (int i = 1; i <= d; i++) h.add("dividend" + i + "_draw");
        for (int i = 1; i <= d; i++) h.add("dividend" + i + "_by");
        for (int i = 2; i <= d; i++) h.add("gap" + i);
        h.add("double_dividends");
        for (int s = 1; s <= maxPlayers; s++) h.add("cash" + s);
        h.add("cash_house");
        h.addAll(List.of("winners", "tie", "margin", "lead_changes"));
        for (int i = 1; i <= d; i++) h.add("winner_led" + i);
        h.add("comeback");
        for (String c : layout.companies()) h.add("paid_" + c);
        h.addAll(List.of("drama", "security", "decisiveness", "lead_change_rate"));
        return h;
    }

    /** A game's row, as {@link #header} names the columns; an empty field where the game has no such value. */
    public static String row(SimGame g, String label, Simulator.Layout layout, int maxPlayers) {
        List<String> f = new ArrayList<>();
        f.add(Integer.toString(g.cell()));
        f.add(csv(label));
        f.add(Long.toString(g.deal()));
        f.add(Long.toString(g.seed()));
        f.add(Integer.toString(g.rotation()));
        f.add(csv(String.join(" ", g.seats())));
        f.add(Integer.toString(g.players()));
        f.add(Integer.toString(g.deck()));
        f.add(Integer.toString(g.length()));
        f.add(Integer.toString(g.dividends()));
        int d = layout.maxDividends();
        for (int i = 0; i < d; i++) f.add(i < g.dividends() ? Integer.toString(g.dividendTurn()[i]) : "");
        for (int i = 0; i < d; i++) f.add(i < g.dividendDraw().length ? Integer.toString(g.dividendDraw()[i]) : "");
        for (int i = 0; i < d; i++) f.add(i < g.dividends() ? Integer.toString(g.drawnBy()[i] + 1) : "");
        for (int i = 1; i < d; i++) f.add(i < g.dividends() ? Integer.toString(g.dividendTurn()[i] - g.dividendTurn()[i - 1]) : "");
        f.add(Integer.toString(g.doubleDividends()));
        for (int s = 0; s < maxPlayers; s++) f.add(s < g.players() ? Integer.toString(g.cash()[s]) : "");
        f.add(g.house() ? Integer.toString(g.cash()[g.players()]) : "");
        StringBuilder w = new StringBuilder();
        for (int x : g.winners()) {
            if (w.length() > 0) w.append('+');
            w.append(x == g.players() ? "H" : Integer.toString(x + 1));
        }
        f.add(w.toString());
        f.add(g.winners().length > 1 ? "1" : "0");
        f.add(Integer.toString(g.margin()));
        f.add(Integer.toString(g.leadChanges()));
        for (int i = 0; i < d; i++) f.add(i < g.winnerLed().length ? (g.winnerLed()[i] ? "1" : "0") : "");
        f.add(g.comeback() ? "1" : "0");
        for (int c = 0; c < layout.companies().size(); c++) f.add(c < g.companyPaid().length ? Integer.toString(g.companyPaid()[c]) : "");
        f.add(number(g.drama()));
        f.add(number(g.security()));
        f.add(number(g.decisiveness()));
        f.add(number(g.leadChangeRate()));
        return String.join(",", f);
    }

    private static String number(double v) {
        if (v == Math.rint(v)) return Long.toString((long) v);
        return SummaryJson.number(v);
    }

    private static String csv(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) return s;
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** Adds a game's row. */
    public void add(SimGame g) {
        addRow(rowOf(g));
    }

    /** A game's row as {@link #add} writes it; safe on any thread, so the threads that play the games can write their rows' text. */
    public String rowOf(SimGame g) {
        return row(g, labelOf(g), layout, maxPlayers);
    }

    /** Adds a row made by {@link #rowOf}. */
    public synchronized void addRow(String row) {
        if (closed) throw new IllegalStateException("the simulation files are closed");
        try {
            games.write(row);
            games.write('\n');
            rows++;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }


    private String labelOf(SimGame g) {
        return labels.getOrDefault(g.cell(), Integer.toString(g.cell()));
    }

    /**
     * Writes the summary and publishes the files together ({@link ResultsDirectory#publish}).
     *
     * @throws java.util.concurrent.CancellationException when {@link #abort} came first: nothing was changed
     * @throws IOException when they could not be published; {@link #state} tells whether the old files still stand
     */
    public void commit(Simulator.Result result) throws IOException {
        synchronized (this) {
            if (results.state() == ResultsDirectory.State.ABORTED) throw new java.util.concurrent.CancellationException("stopped");
            games.close();
            closed = true;
        }
        String json = SummaryJson.write(summary(result, rows));
        Files.writeString(results.staged(SUMMARY), json, StandardCharsets.UTF_8);
        results.publish();
    }

    /**
     * Drops the new files unless they are published already: a cancelled or failed run leaves
     * the directory as it was. Safe to call more than once, from any thread.
     *
     * @return {@link ResultsDirectory.State#ABORTED} when nothing was changed, else the state of the published new files
     */
    public ResultsDirectory.State abort() {
        synchronized (this) {
            try {
                if (!closed) games.close();
            } catch (IOException ignored) {
                // the file is deleted next
            }
            closed = true;
        }
        return results.abort();
    }

    @Override
    public void close() {
        abort();
    }

    // ------------------------------------------------------------------ summary

    /** The summary as nested maps and lists, as {@value #SUMMARY} holds it. */
    public static Map<String, Object> summary(Simulator.Result r, long rows) {
        Map<String, Object> m = new LinkedHashMap<>();
        Sweep sweep = r.sweep();
        m.put("schema", SCHEMA);
        m.put("seed", sweep.seed());
        m.put("deals", sweep.deals());
        m.put("duplicate", sweep.duplicate());
        m.put("games", rows);
        m.put("early_turns", list(CellSummary.EARLY_TURNS));
        List<Object> cells = new ArrayList<>();
        for (int i = 0; i < r.cells().size(); i++) cells.add(cell(i, r.cells().get(i), r.layout()));
        m.put("cells", cells);
        List<Object> pairs = new ArrayList<>();
        for (PairedSummary.Pair p : r.paired().pairs()) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("a", p.a());
            pm.put("b", p.b());
            pm.put("label", r.cells().get(p.b()).cell().label() + " - " + r.cells().get(p.a()).cell().label());
            pm.put("deals", p.differences().length == 0 ? 0 : p.differences()[0].n());
            Map<String, Object> diffs = new LinkedHashMap<>();
            for (int i = 0; i < p.differences().length; i++) {
                if (p.differences()[i].n() == 0) continue;
                diffs.put(r.paired().measures().get(i).name(), moments(p.differences()[i]));
            }
            pm.put("differences", diffs);
            pairs.add(pm);
        }
        m.put("paired", pairs);
        return m;
    }

    private static Map<String, Object> cell(int index, CellSummary c, Simulator.Layout layout) {
        Map<String, Object> m = new LinkedHashMap<>();
        Cell cell = c.cell;
        m.put("index", index);
        m.put("label", cell.label());
        m.put("rule_set", cell.ruleSet());
        m.put("options", RuleSets.require(cell.ruleSet()).forWriting(cell.options()));
        m.put("players", cell.players());
        m.put("bots", new ArrayList<>(cell.bots()));
        m.put("games", c.games);
        double[] exact = exactDrawMeans(c);
        List<Object> dividends = new ArrayList<>();
        for (int i = 0; i < c.maxDividends; i++) {
            if (c.reached[i] == 0) continue;
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("number", i + 1);
            d.put("turn", distribution(c.turn[i], c.turnHistogram[i]));
            Map<String, Object> draw = distribution(c.draw[i], c.drawHistogram[i]);
            if (exact != null && i < exact.length) draw.put("exact_mean", exact[i]);
            d.put("draw", draw);
            if (i > 0) d.put("gap", moments(c.gap[i]));
            d.put("winner_led", proportion(c.winnerLed[i], c.reached[i]));
            dividends.add(d);
        }
        m.put("dividends", dividends);
        m.put("double_dividend", proportion(c.withDouble, c.games));
        List<Object> early = new ArrayList<>();
        for (int k : CellSummary.EARLY_TURNS) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("turns", k);
            e.putAll(proportion(c.firstDividend.atMost(k), c.games));
            early.add(e);
        }
        m.put("dividend_within", early);
        m.put("length", distribution(c.length, c.lengthHistogram));
        List<Object> seats = new ArrayList<>();
        for (int s = 0; s < c.players; s++) {
            Map<String, Object> sm = new LinkedHashMap<>();
            sm.put("seat", s + 1);
            sm.put("wins", c.seatWins[s]);
            sm.putAll(proportion(c.seatWins[s], c.games));
            sm.put("mean_cash", c.seatCash[s].mean());
            seats.add(sm);
        }
        m.put("seats", seats);
        List<Object> bots = new ArrayList<>();
        for (Map.Entry<String, double[]> e : c.botWins.entrySet()) {
            Map<String, Object> bm = new LinkedHashMap<>();
            bm.put("bot", e.getKey());
            bm.put("seat_games", (long) e.getValue()[0]);
            bm.put("wins", e.getValue()[1]);
            bm.putAll(proportion(e.getValue()[1], (long) e.getValue()[0]));
            bots.add(bm);
        }
        m.put("bot_results", bots);
        m.put("house_wins", proportion(c.houseWins, c.games));
        m.put("ties", proportion(c.ties, c.games));
        Map<String, Object> fair = new LinkedHashMap<>();
        fair.put("chi_square", c.seatChiSquare());
        fair.put("df", c.players - 1);
        fair.put("p", c.seatFairnessP());
        m.put("seat_fairness", fair);
        Map<String, Object> margin = distribution(c.margin, c.marginHistogram);
        Map<String, Object> q = new LinkedHashMap<>();
        for (int p : new int[] {10, 25, 50, 75, 90}) q.put("p" + p, c.games == 0 ? null : c.marginHistogram.quantile(p / 100.0));
        margin.put("quantiles", q);
        m.put("margin", margin);
        m.put("lead_changes", moments(c.leadChanges));
        m.put("comeback", proportion(c.comebacks, c.games));
        Map<String, Object> quality = new LinkedHashMap<>();
        quality.put("drama", moments(c.drama));
        quality.put("security", moments(c.security));
        quality.put("decisiveness", moments(c.decisiveness));
        quality.put("lead_change", moments(c.leadChangeRate));
        m.put("quality", quality);
        Map<String, Object> paid = new LinkedHashMap<>();
        for (int i = 0; i < c.companyPaid.length && i < layout.companies().size(); i++) paid.put(layout.companies().get(i), moments(c.companyPaid[i]));
        m.put("company_paid", paid);
        return m;
    }

    /**
     * The mean place of each dividend card that the cell's deck recipe gives exactly
     * ({@link DividendOdds}), averaged over the deck sizes the deals had; null when the cell's
     * rule set has no deck recipe option.
     */
    static double[] exactDrawMeans(CellSummary c) {
        var recipeOption = RuleSets.require(c.cell.ruleSet()).deckRecipeOption();
        if (recipeOption.isEmpty() || c.deckHistogram.total() == 0) return null;
        String id = c.cell.options().getOrDefault(recipeOption.get().tag(), recipeOption.get().defaultValue());
        DeckRecipe recipe = c.cell.recipes().byId(id).orElse(null);
        if (recipe == null) return null;
        double[] mean = new double[recipe.dividendCards()];
        Histogram h = c.deckHistogram;
        for (int size = h.min(); size <= h.max(); size++) {
            long n = h.count(size);
            if (n == 0) continue;
            double[] m = DividendOdds.meanPositions(recipe, size - recipe.dividendCards());
            for (int i = 0; i < mean.length; i++) mean[i] += m[i] * n / h.total();
        }
        return mean;
    }

    private static Map<String, Object> moments(Moments x) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("n", x.n());
        m.put("mean", x.mean());
        m.put("sd", x.sd());
        double[] ci = x.interval();
        m.put("ci95", List.of(ci[0], ci[1]));
        return m;
    }

    private static Map<String, Object> distribution(Moments x, Histogram h) {
        Map<String, Object> m = moments(x);
        m.put("min", h.total() == 0 ? null : h.min());
        m.put("max", h.total() == 0 ? null : h.max());
        Map<String, Object> counts = new LinkedHashMap<>();
        if (h.total() > 0) for (int v = h.min(); v <= h.max(); v++) if (h.count(v) > 0) counts.put(Integer.toString(v), h.count(v));
        m.put("histogram", counts);
        return m;
    }

    private static Map<String, Object> proportion(double count, long n) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("count", count);
        m.put("p", n == 0 ? Double.NaN : count / n);
        double[] ci = Stats.wilson(count, n);
        m.put("ci95", List.of(ci[0], ci[1]));
        return m;
    }

    private static List<Object> list(int[] a) {
        List<Object> l = new ArrayList<>();
        for (int x : a) l.add(x);
        return l;
    }
}
