package org.roundhouse.engine.nineteenth;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.roundhouse.board.Board;
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
        return board.trackTypes().get(d);
    }

    private static String shares(int count) {
        return count == 1 ? "a share" : count + " shares";
    }

    /** "a" or "an" before a company's abbreviation, read letter by letter: an MS, an EP&RG, a UMR, a DM. */
    private String one(int company) {
        String n = name(company);
        return ("AEFHILMNORSX".indexOf(n.charAt(0)) >= 0 ? "an " : "a ") + n;
    }

    private String buy(Buy b) {
        return (b.forUp() ? "has UP buy " : "buys ") + (b.count() == 1 ? one(b.company()) + " share"
                : b.count() + " " + name(b.company()) + " shares") + (b.fromBank() ? " from the bank" : "");
    }

    private String sell(Sell x) {
        return (x.byUp() ? "has UP sell " : "sells ") + (x.count() == 1 ? one(x.company()) + " share"
                : x.count() + " " + name(x.company()) + " shares");
    }

    /** True when the step at {@code i} is a proposal: the others answer it next, or still weigh it ({@code waiting}). */
    private static boolean proposal(List<Move> steps, int i, boolean waiting) {
        return i + 1 < steps.size() ? steps.get(i + 1) instanceof Answer : waiting;
    }

    private static boolean waiting(GameState after) {
        return after instanceof NineteenthState s && s.answeringSeat() >= 0;
    }

    @Override
    public String turn(List<Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names, GameState after) {
        return turn(steps, dividendsDrawnBefore, names, waiting(after));
    }

    @Override
    public List<String> steps(List<Move> steps, int viewer, IntFunction<String> names, GameState after) {
        return steps(steps, names, waiting(after));
    }

    @Override
    public String turn(List<Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names) {
        return turn(steps, dividendsDrawnBefore, names, false);
    }

    @Override
    public List<String> steps(List<Move> steps, int viewer, IntFunction<String> names) {
        return steps(steps, names, false);
    }

    private String turn(List<Move> steps, int dividendsDrawnBefore, IntFunction<String> names, boolean waiting) {
        if (steps.get(0).isSimultaneous()) return "The table is laid out; " + names.apply(0) + " begins";
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
                if (phase == 1) parts.add("places no train");
                phase++;
            } else if (m instanceof Expand e) {
                boolean proposal = proposal(steps, i, waiting);
                parts.add((proposal ? "proposes " : "expands ") + name(e.company()) + " to " + board.sectionName(e.section()));
            } else if (m instanceof Answer a) {
                parts.add(names.apply(a.seat()) + (a.yes() ? " approves" : " refuses"));
            } else if (m instanceof Flip f) {
                phase = 2;
                parts.add("turns the " + deck(f.deck()) + " card");
            } else if (m instanceof TakeNoCard) {
                phase = 2;
                parts.add("leaves the \"A\" card showing");
            } else if (m instanceof Reveal v && v.isDividendDraw()) {
                scorings.add("dividend " + ++dividends);
            } else if (m instanceof Invest v) {
                parts.add("puts $" + v.amount() + "M into " + name(v.company()));
            }
        }
        if (parts.isEmpty()) parts.add("passes");
        StringBuilder b = new StringBuilder(names.apply(p)).append(' ').append(String.join(", ", parts));
        if (!scorings.isEmpty()) b.append(" — ").append(String.join(", ", scorings));
        return b.toString();
    }

    private List<String> steps(List<Move> steps, IntFunction<String> names, boolean waiting) {
        List<String> out = new ArrayList<>();
        int phase = 0;
        for (int i = 0; i < steps.size(); i++) {
            Move m = steps.get(i);
            String who = names.apply(m.player());
            if (m instanceof Begin) {
                out.add("The table is laid out; " + names.apply(0) + " begins");
            } else if (m instanceof Buy b) {
                out.add(who + " " + buy(b));
            } else if (m instanceof Sell x) {
                out.add(who + " " + sell(x) + " to the bank");
            } else if (m instanceof Done) {
                out.add(switch (phase) {
                    case 0 -> who + " ends the investment";
                    case 1 -> who + " places no train";
                    default -> who + " ends the turn";
                });
                phase++;
            } else if (m instanceof Expand e) {
                boolean proposal = proposal(steps, i, waiting);
                out.add(who + (proposal ? " proposes " : " places ") + one(e.company()) + " train on " + board.sectionName(e.section())
                        + (proposal ? ", which needs the others' approval" : ", paid $1M by " + name(e.company())));
                phase = 1;
            } else if (m instanceof Answer a) {
                out.add(names.apply(a.seat()) + (a.yes() ? " approves the expansion" : " refuses the expansion"));
            } else if (m instanceof Flip f) {
                out.add(who + " takes the top card off the " + deck(f.deck()) + " deck");
                phase = 2;
            } else if (m instanceof TakeNoCard) {
                out.add(who + " takes no track card off, leaving the \"A\" card showing");
                phase = 2;
            } else if (m instanceof Reveal v) {
                out.add(switch (v.card()) {
                    case NineteenthMove.DIVIDEND -> "The " + deck(v.deck()) + " deck shows a dividend card: a scoring round";
                    case NineteenthMove.EMPTY -> "The " + deck(v.deck()) + " deck has run out";
                    default -> "The " + deck(v.deck()) + " deck shows " + NineteenthCentury.cardName(v.card());
                });
            } else if (m instanceof Invest v) {
                out.add(who + " puts $" + v.amount() + "M into " + name(v.company()) + "'s treasury");
                phase = 2;
            } else {
                out.add(who + " " + m);
            }
        }
        return out;
    }
}
