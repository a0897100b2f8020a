package org.roundhouse.analysis.sim;

import org.roundhouse.analysis.sim.Stats.Histogram;
import org.roundhouse.analysis.sim.Stats.Moments;

/**
 * A cell's figures, accumulated game by game in memory that does not grow with the number of
 * games (moments and integer histograms only), so a million games cost what a thousand do.
 */
public final class CellSummary {
    /** The turns k for "a dividend within the first k turns". */
    public static final int[] EARLY_TURNS = {5, 10, 15, 20};

    final Cell cell;
    final int players;
    final int maxDividends;
    long games;
    final Moments[] turn;
    final Moments[] draw;
    final Moments[] gap;
    final Histogram[] turnHistogram;
    final Histogram[] drawHistogram;
    final Histogram firstDividend = new Histogram();
    final Histogram deckHistogram = new Histogram();
    long withDouble;
    final Moments length = new Moments();
    final Histogram lengthHistogram = new Histogram();
    final double[] seatWins;
    final Moments[] seatCash;
    double houseWins;
    long ties;
    final Moments margin = new Moments();
    final Histogram marginHistogram = new Histogram();
    final Moments leadChanges = new Moments();
    long comebacks;
    final long[] winnerLed;
    final long[] reached;
    final Moments drama = new Moments();
    final Moments security = new Moments();
    final Moments decisiveness = new Moments();
    final Moments leadChangeRate = new Moments();
    Moments[] companyPaid = new Moments[0];
    /** Per bot name: seat-games and wins (several seats of one bot count together). */
    final java.util.Map<String, double[]> botWins = new java.util.LinkedHashMap<>();

    CellSummary(Cell cell, int maxDividends) {
        this.cell = cell;
        this.players = cell.players();
        this.maxDividends = maxDividends;
        turn = moments(maxDividends);
        draw = moments(maxDividends);
        gap = moments(maxDividends);
        turnHistogram = histograms(maxDividends);
        drawHistogram = histograms(maxDividends);
        seatWins = new double[players];
        seatCash = moments(players);
        winnerLed = new long[maxDividends];
        reached = new long[maxDividends];
    }

    private static Moments[] moments(int n) {
        Moments[] m = new Moments[n];
        for (int i = 0; i < n; i++) m[i] = new Moments();
        return m;
    }

    private static Histogram[] histograms(int n) {
        Histogram[] h = new Histogram[n];
        for (int i = 0; i < n; i++) h[i] = new Histogram();
        return h;
    }

    void add(SimGame g) {
        games++;
        deckHistogram.add(g.deck());
        int k = Math.min(g.dividends(), maxDividends);
        for (int i = 0; i < k; i++) {
            turn[i].add(g.dividendTurn()[i]);
            turnHistogram[i].add(g.dividendTurn()[i]);
            if (i < g.dividendDraw().length) {
                draw[i].add(g.dividendDraw()[i]);
                drawHistogram[i].add(g.dividendDraw()[i]);
            }
            if (i > 0) gap[i].add(g.dividendTurn()[i] - g.dividendTurn()[i - 1]);
            reached[i]++;
            if (g.winnerLed()[i]) winnerLed[i]++;
        }
        if (k > 0) firstDividend.add(g.dividendTurn()[0]);
        if (g.doubleDividends() > 0) withDouble++;
        length.add(g.length());
        lengthHistogram.add(g.length());
        for (int s = 0; s < players; s++) {
            seatWins[s] += g.winShare(s);
            seatCash[s].add(g.cash()[s]);
        }
        for (int s = 0; s < players; s++) {
            double[] b = botWins.computeIfAbsent(g.seats().get(s), x -> new double[2]);
            b[0]++;
            b[1] += g.winShare(s);
        }
        houseWins += g.houseWinShare();
        if (g.winners().length > 1) ties++;
        margin.add(g.margin());
        marginHistogram.add(g.margin());
        leadChanges.add(g.leadChanges());
        if (g.comeback()) comebacks++;
        drama.add(g.drama());
        security.add(g.security());
        decisiveness.add(g.decisiveness());
        leadChangeRate.add(g.leadChangeRate());
        if (companyPaid.length < g.companyPaid().length) {
            Moments[] grown = moments(g.companyPaid().length);
            System.arraycopy(companyPaid, 0, grown, 0, companyPaid.length);
            companyPaid = grown;
        }
        for (int c = 0; c < g.companyPaid().length; c++) companyPaid[c].add(g.companyPaid()[c]);
    }

    public Cell cell() {
        return cell;
    }

    public long games() {
        return games;
    }

    public Moments length() {
        return length;
    }

    public Moments dividendTurn(int dividend) {
        return turn[dividend - 1];
    }

    public double seatWins(int seat) {
        return seatWins[seat];
    }

    /** The fraction of games with a double dividend. */
    public double doubleRate() {
        return games == 0 ? Double.NaN : withDouble / (double) games;
    }

    /** Chi-square statistic of the seats' wins against equal shares. */
    public double seatChiSquare() {
        return Stats.chiSquareEqual(seatWins);
    }

    /** P-value of the seat-fairness test: the chance of wins this uneven if every seat were alike. */
    public double seatFairnessP() {
        return Stats.chiSquareUpper(seatChiSquare(), players - 1);
    }
}
