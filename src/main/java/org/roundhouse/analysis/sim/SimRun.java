package org.roundhouse.analysis.sim;

import static org.roundhouse.text.Messages.WORDS;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.Json;

/**
 * A finished simulation read back: the summary of a run's output directory ({@code summary.json},
 * as {@link SimulationFiles} writes it for the {@code simulate} command and the Designer) and the
 * first rows of its {@code games.csv.gz}, so that a run of the Designer and one of the command line
 * are compared the same way.
 */
public final class SimRun {
    /** Rows of {@code games.csv.gz} kept for the table of games; the figures come from the summary. */
    public static final int MAX_ROWS = 50_000;

    /** One game of the run: enough to list it and to play it again. */
    public record GameRow(int cell, String label, long deal, long seed, int rotation, int length, String winners, int margin) {
    }

    public final Path dir;
    public final Map<String, Object> summary;
    public final List<Map<String, Object>> cells;
    public final List<Map<String, Object>> paired;
    public final List<GameRow> games;
    public final long totalRows;

    private SimRun(Path dir, Map<String, Object> summary, List<GameRow> games, long totalRows) {
        this.dir = dir;
        this.summary = summary;
        this.cells = maps(summary.get("cells"));
        this.paired = maps(summary.get("paired"));
        this.games = List.copyOf(games);
        this.totalRows = totalRows;
    }

    /**
     * Reads a run's output directory.
     *
     * @throws IOException naming the file that is missing or malformed
     */
    public static SimRun load(Path dir) throws IOException {
        // a publication a killed run left half-way: its files, not a mix of old and new
        Path s = ResultsDirectory.resolve(dir, SimulationFiles.SUMMARY);
        if (!Files.isRegularFile(s)) throw new NoSuchFileException(s.toString(), null, WORDS.text("results.noSummary", SimulationFiles.SUMMARY));
        Object json;
        try {
            json = Json.read(Files.readString(s, StandardCharsets.UTF_8));
        } catch (Json.Malformed e) {
            throw new IOException(WORDS.text("results.notJson", s, e.line(), e.why()), e);
        }
        if (!(json instanceof Map<?, ?> m) || !String.valueOf(m.get("schema")).startsWith("roundhouse-simulation/")) {
            throw new IOException(WORDS.text("results.notSummary", s));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> summary = (Map<String, Object>) json;
        List<GameRow> rows = new ArrayList<>();
        long total = 0;
        Path g = ResultsDirectory.resolve(dir, SimulationFiles.GAMES);
        if (Files.isRegularFile(g)) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(g)), StandardCharsets.UTF_8))) {
                String head = in.readLine();
                if (head == null) throw new IOException(WORDS.text("results.emptyFile", g));
                Map<String, Integer> col = new LinkedHashMap<>();
                List<String> names = fields(head);
                for (int i = 0; i < names.size(); i++) col.put(names.get(i), i);
                for (String need : List.of("cell", "label", "deal", "seed", "rotation", "length", "winners", "margin")) {
                    if (!col.containsKey(need)) throw new IOException(WORDS.text("results.noColumn", g, need));
                }
                String line;
                int lineNo = 1;
                while ((line = in.readLine()) != null) {
                    lineNo++;
                    total++;
                    if (rows.size() >= MAX_ROWS) continue;
                    List<String> f = fields(line);
                    Line l = new Line(g, lineNo, f, col);
                    rows.add(new GameRow((int) l.whole("cell", Integer.MAX_VALUE), l.text("label"), l.whole("deal", Long.MAX_VALUE),
                            l.whole("seed", Long.MAX_VALUE), (int) l.whole("rotation", Integer.MAX_VALUE),
                            (int) l.whole("length", Integer.MAX_VALUE), l.text("winners"), (int) l.whole("margin", Integer.MAX_VALUE)));
                }
            }
        }
        return new SimRun(dir, summary, rows, total);
    }

    /** The fields of a CSV line (quotes as {@code SimulationFiles} writes them). */
    static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    b.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    b.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(b.toString());
                b.setLength(0);
            } else {
                b.append(c);
            }
        }
        out.add(b.toString());
        return out;
    }

    public String label(int cell) {
        return String.valueOf(cells.get(cell).get("label"));
    }

    public int players(int cell) {
        return (int) num(cells.get(cell).get("players"));
    }

    /** The cell as the simulator knew it, to replay one of its games. */
    public Cell cell(int index) {
        Map<String, Object> c = cells.get(index);
        Map<String, String> options = new LinkedHashMap<>();
        if (c.get("options") instanceof Map<?, ?> o) o.forEach((k, v) -> options.put(String.valueOf(k), String.valueOf(v)));
        List<String> bots = new ArrayList<>();
        if (c.get("bots") instanceof List<?> l) l.forEach(b -> bots.add(String.valueOf(b)));
        String ruleSet = String.valueOf(c.get("rule_set"));
        // a file written before a default changed does not name the option: it was played at the old default
        Map<String, String> played = RuleSets.byId(ruleSet).map(r -> r.asRecorded(options)).orElse(options);
        return new Cell(label(index), ruleSet, played, bots);
    }

    public boolean duplicate() {
        return Boolean.TRUE.equals(summary.get("duplicate"));
    }

    // ---- reading the nested maps

    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> maps(Object o) {
        List<Map<String, Object>> out = new ArrayList<>();
        if (o instanceof List<?> l) for (Object x : l) if (x instanceof Map<?, ?>) out.add((Map<String, Object>) x);
        return out;
    }

    @SuppressWarnings("unchecked")
    public static Map<String, Object> map(Object o) {
        return o instanceof Map<?, ?> ? (Map<String, Object>) o : Map.of();
    }

    /** A number of the summary; NaN where it is null (not finite when written) or missing. */
    public static double num(Object o) {
        return o instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    /** Follows a path of field names, e.g. {@code get(cell, "length", "mean")}. */
    public static Object get(Map<String, Object> m, String... path) {
        Object o = m;
        for (String p : path) {
            if (!(o instanceof Map<?, ?> x)) return null;
            o = x.get(p);
        }
        return o;
    }

    /** [low, high] of a {@code ci95} field; NaNs where absent. */
    public static double[] ci(Object o) {
        if (o instanceof List<?> l && l.size() == 2) return new double[] {num(l.get(0)), num(l.get(1))};
        return new double[] {Double.NaN, Double.NaN};
    }

    /** A histogram field ({"12": 40, …}) as value → count, in order. */
    public static Map<Integer, Double> histogram(Object o) {
        Map<Integer, Double> h = new java.util.TreeMap<>();
        if (o instanceof Map<?, ?> m) m.forEach((k, v) -> h.put(Integer.parseInt(String.valueOf(k)), num(v)));
        return h;
    }

    /** A line of the games file, its fields read by column name with a message that says where and why. */
    private record Line(Path file, int number, List<String> fields, Map<String, Integer> columns) {
        String text(String column) throws IOException {
            int i = columns.get(column);
            if (i >= fields.size()) throw new IOException(WORDS.text("results.shortLine", file, number, column));
            return fields.get(i);
        }

        /** A whole number from -{@code most} - 1 to {@code most}. */
        long whole(String column, long most) throws IOException {
            String t = text(column);
            try {
                long v = Long.parseLong(t);
                if (v > most || v < -most - 1) throw new NumberFormatException();
                return v;
            } catch (NumberFormatException e) {
                throw new IOException(WORDS.text("results.notWhole", file, number, column, t), e);
            }
        }
    }
}
