package org.roundhouse.analysis.series;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The series behind each chart as CSV (RFC 4180: comma-separated, a header row, fields
 * quoted when they hold a comma, quote or line break; lines end with CRLF). Money is in
 * $M, shares are counts. Columns (documented in docs/charts.md too):
 *
 * <p><b>cash</b>: one row per position.
 * <pre>move,mover,dividends,&lt;player 1&gt;,...,&lt;player n&gt;[,House]</pre>
 * {@code move} is the move number (0 = the initial investments), {@code mover} the name of
 * the player who moved ("initial investments" for move 0), {@code dividends} the numbers of
 * the dividends that move paid, separated by spaces (empty when none), then each player's
 * cash after the move (the house's too under the two-player rules).
 *
 * <p><b>shares</b>: one row per position and company (Union Pacific last).
 * <pre>move,company,&lt;player 1&gt;,...,&lt;player n&gt;,leader,lead,dividend,primary,secondary</pre>
 * The shares each player has played face up; {@code leader} is the player with the most
 * ("tie" when shared, empty when nobody holds any) and {@code lead} the lead over the
 * runner-up. When the move paid a dividend, {@code dividend} is its number and
 * {@code primary} and {@code secondary} name the holders at the payment (several joined
 * with " & "; the house may be among them); on a double dividend the row shows the last one.
 *
 * <p><b>value</b>: one row per position.
 * <pre>move,dividends_paid,value_&lt;EP&amp;RG&gt;,...,up_table,paid_&lt;EP&amp;RG&gt;,...,paid_UP</pre>
 * Each company's value (trains on the board + 1) after the move; {@code up_table} what Union
 * Pacific pays by place at the last dividend paid so far ("10/8/6/4/2"; empty before the
 * first); then the dividends each company (Union Pacific last) has paid out so far, to
 * every recipient together. The last row's {@code paid_} columns give each company's
 * share of all the dividends paid.
 */
public final class SeriesCsv {
    private static final String EOL = "\r\n";

    private SeriesCsv() {
    }

    /** The CSV of the kind, as a string. */
    public static String toCsv(SeriesKind kind, GameSeries series) {
        StringBuilder b = new StringBuilder();
        try {
            write(kind, series, b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return b.toString();
    }

    public static void write(SeriesKind kind, GameSeries series, Appendable out) throws IOException {
        switch (kind) {
            case CASH -> writeCash(series, out);
            case SHARES -> writeShares(series, out);
            case VALUE -> writeValue(series, out);
            case FIGURES -> writeFigures(series, out);
        }
    }

    public static void writeCash(GameSeries s, Appendable out) throws IOException {
        List<String> head = new ArrayList<>(List.of("move", "mover", "dividends"));
        for (int r = 0; r < s.recipients(); r++) head.add(s.recipientName(r));
        row(out, head);
        for (int i = 0; i < s.size(); i++) {
            List<String> cells = new ArrayList<>();
            cells.add(Integer.toString(s.move(i)));
            cells.add(s.mover(i) < 0 ? "initial investments" : s.playerNames().get(s.mover(i)));
            cells.add(s.dividendsAt(i).stream().map(d -> Integer.toString(d.number())).collect(Collectors.joining(" ")));
            for (int r = 0; r < s.recipients(); r++) cells.add(Integer.toString(s.cash(r, i)));
            row(out, cells);
        }
    }

    /**
     * The rule set's own charts: one row per position, {@code move}, then a column per chart and
     * line named {@code <chart>: <line>} (e.g. "Treasuries: EP&RG"); only {@code move} where the
     * rule set has none.
     */
    public static void writeFigures(GameSeries s, Appendable out) throws IOException {
        List<String> head = new ArrayList<>(List.of("move"));
        List<GameSeries.FigureLine> lines = new ArrayList<>();
        for (String chart : s.figureCharts()) {
            for (GameSeries.FigureLine l : s.figureLines(chart)) {
                head.add(chart + ": " + l.name());
                lines.add(l);
            }
        }
        row(out, head);
        for (int i = 0; i < s.size(); i++) {
            List<String> cells = new ArrayList<>();
            cells.add(Integer.toString(s.move(i)));
            for (GameSeries.FigureLine l : lines) cells.add(Integer.toString(l.value(i)));
            row(out, cells);
        }
    }

    public static void writeShares(GameSeries s, Appendable out) throws IOException {
        List<String> head = new ArrayList<>(List.of("move", "company"));
        head.addAll(s.playerNames());
        head.addAll(List.of("leader", "lead", "dividend", "primary", "secondary"));
        row(out, head);
        for (int i = 0; i < s.size(); i++) {
            List<DividendEvent> paid = s.dividendsAt(i);
            DividendEvent last = paid.isEmpty() ? null : paid.get(paid.size() - 1);
            for (int c = 0; c < s.companies(); c++) {
                List<String> cells = new ArrayList<>();
                cells.add(Integer.toString(s.move(i)));
                cells.add(s.companyName(c));
                for (int p = 0; p < s.players(); p++) cells.add(Integer.toString(s.played(p, c, i)));
                int leader = s.leader(c, i);
                cells.add(leader == GameSeries.NOBODY ? "" : leader == GameSeries.TIED ? "tie" : s.playerNames().get(leader));
                cells.add(Integer.toString(s.leadMargin(c, i)));
                if (last == null) {
                    cells.addAll(List.of("", "", ""));
                } else {
                    Majority m = last.majority(c);
                    cells.add(Integer.toString(last.number()));
                    cells.add(names(s, m.primary()));
                    cells.add(names(s, m.secondary()));
                }
                row(out, cells);
            }
        }
    }

    public static void writeValue(GameSeries s, Appendable out) throws IOException {
        int up = s.unionPacific();
        List<String> head = new ArrayList<>(List.of("move", "dividends_paid"));
        for (int c = 0; c < up; c++) head.add("value_" + s.companyName(c));
        head.add("up_table");
        for (int c = 0; c <= up; c++) head.add("paid_" + s.companyName(c));
        row(out, head);
        for (int i = 0; i < s.size(); i++) {
            List<String> cells = new ArrayList<>();
            cells.add(Integer.toString(s.move(i)));
            cells.add(Integer.toString(s.dividendsPaid(i)));
            for (int c = 0; c < up; c++) cells.add(Integer.toString(s.value(c, i)));
            cells.add(s.dividendsPaid(i) == 0 ? "" : UpTable.format(s.upTable(s.dividendsPaid(i))));
            for (int c = 0; c <= up; c++) cells.add(Integer.toString(s.paidSoFar(c, i)));
            row(out, cells);
        }
    }

    private static String names(GameSeries s, List<Integer> recipients) {
        return recipients.stream().map(s::recipientName).collect(Collectors.joining(" & "));
    }

    private static void row(Appendable out, List<String> cells) throws IOException {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) out.append(',');
            out.append(quote(cells.get(i)));
        }
        out.append(EOL);
    }

    /** A CSV field: quoted when it holds a comma, quote, or line break; a leading =+-@ is defused for spreadsheets. */
    static String quote(String cell) {
        String c = cell;
        if (!c.isEmpty() && "=+-@".indexOf(c.charAt(0)) >= 0 && !c.matches("-?\\d+")) c = "'" + c;
        if (c.indexOf(',') >= 0 || c.indexOf('"') >= 0 || c.indexOf('\n') >= 0 || c.indexOf('\r') >= 0) {
            return '"' + c.replace("\"", "\"\"") + '"';
        }
        return c;
    }
}
