package org.roundhouse.engine.strippeddown;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Phrases;
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
            return Phrases.initialInvestments(parts);
        }
        int p = steps.get(0).player();
        boolean sees = viewer == ALL_SEEING || viewer == p;
        List<String> parts = new ArrayList<>();
        List<String> scorings = new ArrayList<>();
        int dividends = dividendsDrawnBefore;
        boolean toHand = false;
        for (Move m : steps) {
            if (m instanceof Build b) {
                parts.add(b.company() == StrippedDownMove.NO_TRAIN ? WORDS.text("sd.part.noTrain") : WORDS.text(Phrases.articleKey("sd.part.addsTrain", name(b.company())), name(b.company())));
            } else if (m instanceof TakePile t) {
                parts.add(WORDS.text("sd.part.takesPile", name(t.company()), t.slot() + 1));
            } else if (m instanceof TakeTop) {
                toHand = true;
            } else if (m instanceof Draw d) {
                if (d.isMarker()) {
                    scorings.add(WORDS.text("sd.part.scoring", ++dividends));
                } else if (toHand) {
                    parts.add(sees ? WORDS.text("sd.part.draws", name(d.card())) : WORDS.text("sd.part.drawsHidden"));
                    toHand = false;
                }
            } else if (m instanceof Bribe b) {
                parts.add(WORDS.text("sd.part.bribes", b.slot() + 1));
            } else if (m instanceof Invest v) {
                parts.add(WORDS.text("sd.part.invests", invested(v)));
            }
        }
        StringBuilder b = new StringBuilder(names.apply(p)).append(' ').append(String.join(", ", parts));
        if (!scorings.isEmpty()) b.append(" — ").append(String.join(", ", scorings));
        return b.toString();
    }

    private String invested(Invest v) {
        if (v.isPair()) return Phrases.pair(name(v.company()), name(v.second()));
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
                out.add(WORDS.text("sd.step.investsFirst", who, name(c.company())));
            } else if (m instanceof Build b) {
                out.add(b.company() == StrippedDownMove.NO_TRAIN ? WORDS.text("sd.step.noTrain", who)
                        : WORDS.text("sd.step.addsTrain", who, name(b.company())));
            } else if (m instanceof TakePile t) {
                out.add(WORDS.text("sd.step.takesPile", who, t.slot() + 1, name(t.company())));
            } else if (m instanceof TakeTop) {
                out.add(WORDS.text("sd.step.takesTop", who));
                toHand = true;
            } else if (m instanceof Draw d) {
                if (d.isMarker()) {
                    out.add(WORDS.text("sd.step.marker"));
                } else if (toHand) {
                    out.add(who + " " + (sees ? WORDS.text("sd.part.draws", name(d.card())) : WORDS.text("sd.part.drawsHidden")));
                    toHand = false;
                } else {
                    out.add(WORDS.text("sd.step.turnsUp", name(d.card())));
                }
            } else if (m instanceof Bribe b) {
                out.add(WORDS.text("sd.step.bribes", who, b.slot() + 1));
            } else if (m instanceof Invest v) {
                out.add(who + " " + WORDS.text("sd.part.invests", invested(v)));
            } else {
                out.add(who + " " + m);
            }
        }
        return out;
    }
}
