package org.roundhouse.engine.strippeddown;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Choose;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Invest;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakePile;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;

/**
 * The stripped-down variant in words: "Anna adds a DM train, takes pile 2 (MS and 2 UP),
 * bribes pile 3 — scoring 1". The others read that a card was taken from the deck, not which,
 * and no seat sees another's first investment before they are all revealed.
 */
final class StrippedDownWords implements StepWords {
    private final Board board;

    StrippedDownWords(Board board) {
        this.board = board;
    }

    private String name(int company) {
        return board.companyAbbreviation(company);
    }

    @Override
    public String turn(List<Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names) {
        if (steps.get(0).isSimultaneous()) {
            List<String> parts = new ArrayList<>();
            for (Move m : steps) if (m instanceof Choose c) parts.add(names.apply(c.player()) + " " + name(c.company()));
            return "Initial investments: " + String.join(", ", parts);
        }
        int p = steps.get(0).player();
        boolean sees = viewer == ALL_SEEING || viewer == p;
        List<String> parts = new ArrayList<>();
        List<String> scorings = new ArrayList<>();
        int dividends = dividendsDrawnBefore;
        boolean toHand = false;
        for (Move m : steps) {
            if (m instanceof Build b) {
                parts.add(b.company() == StrippedDownMove.NO_TRAIN ? "adds no train (every row is full)" : "adds a " + name(b.company()) + " train");
            } else if (m instanceof TakePile t) {
                parts.add("takes " + name(t.company()) + " from pile " + (t.slot() + 1));
            } else if (m instanceof TakeTop) {
                toHand = true;
            } else if (m instanceof Draw d) {
                if (d.isMarker()) {
                    scorings.add("scoring " + ++dividends);
                } else if (toHand) {
                    parts.add(sees ? "draws " + name(d.card()) : "draws a card");
                    toHand = false;
                }
            } else if (m instanceof Bribe b) {
                parts.add("bribes pile " + (b.slot() + 1));
            } else if (m instanceof Invest v) {
                parts.add("invests " + invested(v));
            }
        }
        StringBuilder b = new StringBuilder(names.apply(p)).append(' ').append(String.join(", ", parts));
        if (!scorings.isEmpty()) b.append(" — ").append(String.join(", ", scorings));
        return b.toString();
    }

    private String invested(Invest v) {
        if (v.isPair()) return name(v.company()) + " and " + name(v.second());
        return (v.count() > 1 ? v.count() + " " : "") + name(v.company());
    }

    @Override
    public List<String> steps(List<Move> steps, int viewer, IntFunction<String> names) {
        List<String> out = new ArrayList<>();
        boolean toHand = false;
        for (Move m : steps) {
            int p = m.player();
            String who = names.apply(p);
            boolean sees = viewer == ALL_SEEING || viewer == p;
            if (m instanceof Choose c) {
                out.add(who + " invests " + name(c.company()) + " first");
            } else if (m instanceof Build b) {
                out.add(b.company() == StrippedDownMove.NO_TRAIN ? who + " adds no train: every row is full"
                        : who + " adds a train to " + name(b.company()) + "'s row");
            } else if (m instanceof TakePile t) {
                out.add(who + " takes pile " + (t.slot() + 1) + ": " + name(t.company()) + " and the UP shares on it");
            } else if (m instanceof TakeTop) {
                out.add(who + " takes the deck's top card");
                toHand = true;
            } else if (m instanceof Draw d) {
                if (d.isMarker()) {
                    out.add("A scoring marker comes up and is set aside; the next card replaces it");
                } else if (toHand) {
                    out.add(sees ? who + " draws " + name(d.card()) : who + " draws a card");
                    toHand = false;
                } else {
                    out.add("The deck turns up " + name(d.card()) + " for the empty pile");
                }
            } else if (m instanceof Bribe b) {
                out.add(who + " lays a UP share on pile " + (b.slot() + 1));
            } else if (m instanceof Invest v) {
                out.add(who + " invests " + invested(v));
            } else {
                out.add(who + " " + m);
            }
        }
        return out;
    }
}
