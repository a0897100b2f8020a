package org.roundhouse.ui.map;

import static org.roundhouse.text.Messages.UI;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;

import org.roundhouse.board.Board;
import org.roundhouse.ui.theme.ColourVision;

/**
 * What tells a company's trains apart besides their colour: the outline of the train (round
 * ends, square ends, pointed ends; seen even at the smallest size) and a mark drawn on it in
 * black or white (none, a bar across, a stripe along, a hollow centre). Each company of a
 * board gets its own pair while there are enough pairs, and companies whose colours are
 * close, to normal eyes or to protanopes and deuteranopes, get pairs that differ in the
 * outline and the mark wherever possible.
 */
record TrainCue(Outline outline, Mark mark) {

    enum Outline { ROUNDED, SQUARE, POINTED }

    enum Mark { PLAIN, BAR, STRIPE, HOLLOW }

    /**
     * Below this CIEDE2000 difference (the worst of normal vision, protanopia and
     * deuteranopia) two company colours are taken as not telling trains apart on their own.
     * Side by side, large patches differ visibly from about 1 to 2; a train at the default
     * size is a mark of about a quarter of a degree, at which the difference needed to be
     * noticed grows several times (Stone, Szafir &amp; Setlur, "An Engineering Model for Color
     * Difference as a Function of Size", 2014), and the trains of two companies are seldom side
     * by side, so the colour must be named, not just compared. Of the shipped palette, 20
     * takes in the pairs that look alike on the board: red, green, brown and orange among
     * themselves for protanopes and deuteranopes (BNL/KCC 1.2, EP&amp;RG/BNL 5.8, EP&amp;RG/KCC 10.1,
     * EP&amp;RG/ESL 11.5), orange/yellow (MS/ESL 8.9) and light blue/white (MRR/UMR 19.8).
     */
    static final double CONFUSABLE_BELOW = 20;

    /** Every pair, in the order the assignment prefers them (plain and round first). */
    static final List<TrainCue> ALL;

    static {
        List<TrainCue> all = new ArrayList<>();
        for (Mark m : Mark.values()) {
            for (Outline o : Outline.values()) all.add(new TrainCue(o, m));
        }
        ALL = List.copyOf(all);
    }

    /** The cue of each company of the board, by company index. */
    static List<TrainCue> of(Board board) {
        List<Color> colours = new ArrayList<>();
        for (int c = 0; c < board.companyCount(); c++) colours.add(new Color(board.company(c).rgb()));
        return assign(colours);
    }

    /**
     * Gives each colour a cue, in order: the free cue that shares the least with the cues of
     * the colours it is close to (an equal outline counts twice an equal mark: the outline is
     * what still shows when a train is only a few pixels long). Past {@link #ALL}'s size cues
     * are shared, again by least cost.
     */
    static List<TrainCue> assign(List<Color> colours) {
        int n = colours.size();
        double[][] close = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                double d = ColourVision.worstDeltaE(colours.get(i), colours.get(j));
                // a little weight for any pair, more the closer the colours are
                close[i][j] = close[j][i] = 0.01 + Math.max(0, 1.5 * CONFUSABLE_BELOW - d);
            }
        }
        List<TrainCue> result = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            TrainCue best = null;
            double bestCost = Double.MAX_VALUE;
            for (int k = 0; k < ALL.size(); k++) {
                TrainCue cue = ALL.get(k);
                if (n <= ALL.size() && result.contains(cue)) continue;
                double cost = k * 1e-4;
                for (int j = 0; j < i; j++) {
                    TrainCue other = result.get(j);
                    cost += close[i][j] * ((cue.outline == other.outline ? 2 : 0) + (cue.mark == other.mark ? 1 : 0)
                        + (cue.equals(other) ? 100 : 0));
                }
                if (cost < bestCost) {
                    bestCost = cost;
                    best = cue;
                }
            }
            result.add(best);
        }
        return List.copyOf(result);
    }

    /** The outline of a train {@code length} long and {@code width} wide, centred on the origin, along x. */
    Shape shape(double length, double width) {
        double hl = length / 2;
        double hw = width / 2;
        return switch (outline) {
            case ROUNDED -> {
                double arc = Math.min(width, length) * 0.9;
                yield new RoundRectangle2D.Double(-hl, -hw, length, width, arc, arc);
            }
            case SQUARE -> {
                double arc = Math.min(width, length) * 0.2;
                yield new RoundRectangle2D.Double(-hl, -hw, length, width, arc, arc);
            }
            case POINTED -> {
                double tip = Math.min(hw * 1.1, hl * 0.6);
                Path2D p = new Path2D.Double();
                p.moveTo(-hl, 0);
                p.lineTo(-hl + tip, -hw);
                p.lineTo(hl - tip, -hw);
                p.lineTo(hl, 0);
                p.lineTo(hl - tip, hw);
                p.lineTo(-hl + tip, hw);
                p.closePath();
                yield p;
            }
        };
    }

    /** Words for the legend and tool tips: "round, bar across". */
    String describe() {
        String o = switch (outline) {
            case ROUNDED -> UI.text("map.train.round");
            case SQUARE -> UI.text("map.train.square");
            case POINTED -> UI.text("map.train.pointed");
        };
        return switch (mark) {
            case PLAIN -> o;
            case BAR -> UI.text("map.train.bar", o);
            case STRIPE -> UI.text("map.train.stripe", o);
            case HOLLOW -> UI.text("map.train.hollow", o);
        };
    }
}
