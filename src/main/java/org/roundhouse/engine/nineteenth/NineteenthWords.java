package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Begin;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Flip;
import org.roundhouse.engine.nineteenth.NineteenthMove.Invest;
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
import org.roundhouse.engine.nineteenth.NineteenthMove.Sell;
import org.roundhouse.engine.nineteenth.NineteenthMove.TakeNoCard;

/**
 * The nineteenth-century variant's steps in words. Everything in it is open (the track decks lie
 * face up), so every viewer reads the same words.
 */
final class NineteenthWords implements StepWords {
    private final Board board;

    NineteenthWords(Board board) {
        this.board = board;
    }

    private String name(int company) {
        return company == board.unionPacific() ? "UP" : board.companyAbbreviation(company);
    }

    private String deck(int d) {
        return Phrases.trackType(board.trackTypes().get(d));
    }

    /** "an MS share" or "3 MS shares". */
    private String shares(int count, int company) {
        return count == 1 ? Phrases.aShare(name(company)) : WORDS.text("nt.shares", count, name(company));
    }

    /** "a DM train", "an MS train" (the abbreviation read letter by letter). */
    private String aTrain(int company) {
        return WORDS.text(Phrases.takesAn(name(company)) ? "nt.train.a.an" : "nt.train.a.a", name(company));
    }

    private String buy(Buy b) {
        String what = shares(b.count(), b.company());
        String bought = WORDS.text(b.forUp() ? "nt.part.upBuys" : "nt.part.buys", what);
        return b.fromBank() ? WORDS.text("nt.part.fromBank", bought) : bought;
    }

    private String sell(Sell x) {
        return WORDS.text(x.byUp() ? "nt.part.upSells" : "nt.part.sells", shares(x.count(), x.company()));
    }

    /** True when the step at {@code i} is a proposal: the others answer it next, or still weigh it ({@code waiting}). */
    private static boolean proposal(List<Move> steps, int i, boolean waiting) {
        return i + 1 < steps.size() ? steps.get(i + 1) instanceof Answer : waiting;
    }

    /** Whether the others still weigh a proposal after the steps (none known: {@code after} null). */
    private static boolean waiting(GameState after) {
        return after instanceof NineteenthState s && s.answeringSeat() >= 0;
    }

    @Override
    public String turn(List<Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names) {
        return turn(steps, dividendsDrawnBefore, viewer, names, null);
    }

    @Override
    public List<String> steps(List<Move> steps, int viewer, IntFunction<String> names) {
        return steps(steps, viewer, names, null);
    }

    @Override
    public String turn(List<Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names, GameState after) {
        boolean waiting = waiting(after);
        if (steps.get(0).isSimultaneous()) return WORDS.text("nt.begin", names.apply(0));
        int p = steps.get(0).player();
        List<String> parts = new ArrayList<>();
        List<String> scorings = new ArrayList<>();
        int dividends = dividendsDrawnBefore;
        int phase = 0;
        for (int i = 0; i < steps.size(); i++) {
            Move m = steps.get(i);
            if (m instanceof Buy b) {
                parts.add(buy(b));
            } else if (m instanceof Sell x) {
                parts.add(sell(x));
            } else if (m instanceof Done) {
                if (phase == 1) parts.add(WORDS.text("nt.part.noTrain"));
                phase++;
            } else if (m instanceof Expand e) {
                boolean proposal = proposal(steps, i, waiting);
                parts.add(WORDS.text(proposal ? "nt.part.proposes" : "nt.part.expands", name(e.company()), board.sectionName(e.section())));
            } else if (m instanceof Answer a) {
                parts.add(WORDS.text(a.yes() ? "nt.part.approves" : "nt.part.refuses", names.apply(a.seat())));
            } else if (m instanceof Flip f) {
                phase = 2;
                parts.add(WORDS.text("nt.part.turns", deck(f.deck())));
            } else if (m instanceof TakeNoCard) {
                phase = 2;
                parts.add(WORDS.text("nt.part.leavesAce"));
            } else if (m instanceof Reveal v && v.isDividendDraw()) {
                scorings.add(WORDS.text("words.dividend", ++dividends));
            } else if (m instanceof Invest v) {
                parts.add(WORDS.text("nt.part.invests", v.amount(), name(v.company())));
            }
        }
        if (parts.isEmpty()) parts.add(WORDS.text("nt.part.passes"));
        StringBuilder b = new StringBuilder(names.apply(p)).append(' ').append(String.join(", ", parts));
        if (!scorings.isEmpty()) b.append(" — ").append(String.join(", ", scorings));
        return b.toString();
    }

    @Override
    public List<String> steps(List<Move> steps, int viewer, IntFunction<String> names, GameState after) {
        boolean waiting = waiting(after);
        List<String> out = new ArrayList<>();
        int phase = 0;
        for (int i = 0; i < steps.size(); i++) {
            Move m = steps.get(i);
            String who = names.apply(m.player());
            if (m instanceof Begin) {
                out.add(WORDS.text("nt.begin", names.apply(0)));
            } else if (m instanceof Buy b) {
                out.add(who + " " + buy(b));
            } else if (m instanceof Sell x) {
                out.add(WORDS.text("nt.step.sellsToBank", who + " " + sell(x)));
            } else if (m instanceof Done) {
                out.add(switch (phase) {
                    case 0 -> WORDS.text("nt.step.endsInvestment", who);
                    case 1 -> who + " " + WORDS.text("nt.part.noTrain");
                    default -> WORDS.text("nt.step.endsTurn", who);
                });
                phase++;
            } else if (m instanceof Expand e) {
                boolean proposal = proposal(steps, i, waiting);
                out.add(proposal ? WORDS.text("nt.step.proposes", who, aTrain(e.company()), board.sectionName(e.section()))
                        : WORDS.text("nt.step.places", who, aTrain(e.company()), board.sectionName(e.section()), name(e.company())));
                phase = 1;
            } else if (m instanceof Answer a) {
                out.add(WORDS.text(a.yes() ? "nt.step.approves" : "nt.step.refuses", names.apply(a.seat())));
            } else if (m instanceof Flip f) {
                out.add(WORDS.text("nt.step.flips", who, deck(f.deck())));
                phase = 2;
            } else if (m instanceof TakeNoCard) {
                out.add(WORDS.text("nt.step.leavesAce", who));
                phase = 2;
            } else if (m instanceof Reveal v) {
                out.add(switch (v.card()) {
                    case NineteenthMove.DIVIDEND -> WORDS.text("nt.step.dividend", deck(v.deck()));
                    case NineteenthMove.EMPTY -> WORDS.text("nt.step.runOut", deck(v.deck()));
                    default -> WORDS.text("nt.step.shows", deck(v.deck()), NineteenthCentury.cardName(v.card()));
                });
            } else if (m instanceof Invest v) {
                out.add(WORDS.text("nt.step.invests", who, v.amount(), name(v.company())));
                phase = 2;
            } else {
                out.add(who + " " + m);
            }
        }
        return out;
    }
}
