package org.roundhouse.analysis.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.roundhouse.analysis.sim.Stats.Moments;

/**
 * Differences between cells measured deal by deal: for each pair of cells of the same number
 * of players (a deal for four players is no deal for five) and each measure,
 * the mean over deals of (cell b's value − cell a's value) on the same deal, each cell's value
 * being its mean over the deal's seat rotations. Because both cells played the same deal, the
 * luck of the deal cancels and the interval is narrower than that of two separate means.
 */
public final class PairedSummary {
    /** A per-game measure compared between cells. */
    public record Measure(String name, ToDoubleFunction<SimGame> value) {
    }

    /** One pair's differences, a {@link Moments} per measure. */
    public record Pair(int a, int b, Moments[] differences) {
    }

    private final int cells;
    private final List<Measure> measures;
    private final List<Pair> pairs = new ArrayList<>();
    private final double[][] sums;
    private final int[][] counts;

    PairedSummary(int[] players, int maxDividends) {
        this.cells = players.length;
        this.measures = measures(java.util.Arrays.stream(players).max().orElse(0), maxDividends);
        for (int a = 0; a < cells; a++) {
            for (int b = a + 1; b < cells; b++) {
                if (players[a] != players[b]) continue;
                Moments[] m = new Moments[measures.size()];
                for (int i = 0; i < m.length; i++) m[i] = new Moments();
                pairs.add(new Pair(a, b, m));
            }
        }
        sums = new double[cells][measures.size()];
        counts = new int[cells][measures.size()];
    }

    /** The measures compared; one that a game lacks (a fifth seat's wins in a four-player game) is NaN and left out. */
    static List<Measure> measures(int maxPlayers, int maxDividends) {
        List<Measure> m = new ArrayList<>();
        m.add(new Measure("length", g -> g.length()));
        for (int i = 0; i < maxDividends; i++) {
            int d = i;
            m.add(new Measure("dividend" + (i + 1) + "_turn", g -> d < g.dividends() ? g.dividendTurn()[d] : Double.NaN));
        }
        m.add(new Measure("double_dividend", g -> g.doubleDividends() > 0 ? 1 : 0));
        m.add(new Measure("margin", g -> g.margin()));
        m.add(new Measure("lead_changes", g -> g.leadChanges()));
        m.add(new Measure("comeback", g -> g.comeback() ? 1 : 0));
        m.add(new Measure("drama", SimGame::drama));
        m.add(new Measure("security", SimGame::security));
        m.add(new Measure("decisiveness", SimGame::decisiveness));
        for (int s = 0; s < maxPlayers; s++) {
            int seat = s;
            m.add(new Measure("seat" + (s + 1) + "_win", g -> seat < g.players() ? g.winShare(seat) : Double.NaN));
        }
        return m;
    }

    public List<Measure> measures() {
        return measures;
    }

    public List<Pair> pairs() {
        return pairs;
    }

    void add(SimGame g) {
        for (int i = 0; i < measures.size(); i++) {
            double v = measures.get(i).value().applyAsDouble(g);
            if (Double.isNaN(v)) continue;
            sums[g.cell()][i] += v;
            counts[g.cell()][i]++;
        }
    }

    /** Closes a deal: every cell has played it. */
    void endDeal() {
        for (Pair p : pairs) {
            for (int i = 0; i < measures.size(); i++) {
                if (counts[p.a][i] == 0 || counts[p.b][i] == 0) continue;
                p.differences[i].add(sums[p.b][i] / counts[p.b][i] - sums[p.a][i] / counts[p.a][i]);
            }
        }
        for (int c = 0; c < cells; c++) {
            Arrays.fill(sums[c], 0);
            Arrays.fill(counts[c], 0);
        }
    }
}
