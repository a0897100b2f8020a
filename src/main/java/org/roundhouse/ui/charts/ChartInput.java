package org.roundhouse.ui.charts;

import java.util.Objects;
import org.roundhouse.analysis.series.GameSeries;

/**
 * What a chart is drawn from: the series of the current line, optionally the series of a
 * line to compare with (drawn dashed from where the two part), how to name them, the
 * style, and for the majorities chart the company shown in detail.
 *
 * @param main the line the cursor is on
 * @param overlay a line to compare with, or null
 * @param mainLabel how the legend names the main line ("main line")
 * @param overlayLabel how the legend names the overlay ("variation at move 23")
 * @param style colours and fonts
 * @param company the company of the majorities detail, or -1 for the one with most shares played
 */
public record ChartInput(GameSeries main, GameSeries overlay, String mainLabel, String overlayLabel, ChartStyle style,
                         int company) {
    public ChartInput {
        Objects.requireNonNull(main, "main");
        Objects.requireNonNull(style, "style");
        mainLabel = mainLabel == null ? "" : mainLabel;
        overlayLabel = overlayLabel == null || overlayLabel.isBlank() ? "comparison" : overlayLabel;
    }

    /** The series alone, in the light style. */
    public static ChartInput of(GameSeries main) {
        return new ChartInput(main, null, "", null, ChartStyle.light(), -1);
    }

    public ChartInput withOverlay(GameSeries overlay, String label) {
        return new ChartInput(main, overlay, mainLabel, label, style, company);
    }

    public ChartInput withStyle(ChartStyle s) {
        return new ChartInput(main, overlay, mainLabel, overlayLabel, s, company);
    }

    public ChartInput withCompany(int c) {
        return new ChartInput(main, overlay, mainLabel, overlayLabel, style, c);
    }

    public ChartInput withMainLabel(String label) {
        return new ChartInput(main, overlay, label, overlayLabel, style, company);
    }

    public boolean hasOverlay() {
        return overlay != null;
    }

    /** The company of the majorities detail: the one asked for, else the one with most shares played at the end. */
    public int detailCompany() {
        if (company >= 0 && company < main.companies()) return company;
        int best = 0;
        int bestShares = -1;
        int last = main.size() - 1;
        for (int c = 0; c < main.companies(); c++) {
            int sum = 0;
            for (int p = 0; p < main.players(); p++) sum += main.played(p, c, last);
            if (sum > bestShares) {
                bestShares = sum;
                best = c;
            }
        }
        return best;
    }
}
