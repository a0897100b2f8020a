package org.roundhouse.ui.rules.strippeddown;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.strippeddown.StrippedDownMove;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Choose;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Invest;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakePile;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;
import org.roundhouse.engine.strippeddown.StrippedDownState;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.DealForm;
import org.roundhouse.ui.rules.EntryForm;
import org.roundhouse.ui.rules.TableEntry;

/**
 * The stripped-down variant entered from the table. The deck's order is not known at the
 * table, so every card that comes up (the deck's top taken into a hand, the refill of a taken
 * pile, a scoring marker) is named by a click on the cards that can still come. The steps
 * offered are the engine's legal ones; "Why not?" gives the engine's refusals.
 */
public final class StrippedDownEntry implements TableEntry {
    private static final SplittableRandom RNG = new SplittableRandom();

    private static StrippedDownState state(MoveEntry e) {
        return (StrippedDownState) e.state();
    }

    @Override
    public String heading(MoveEntry entry, IntFunction<String> names) {
        StrippedDownState s = state(entry);
        String who = s.isOver() ? "" : names.apply(entry.seat());
        return switch (s.phase()) {
            case INITIAL -> who + "'s first investment (face down)";
            case ACTION -> who + " builds a train or invests";
            case TAKE -> who + " takes a pile or the deck's top card";
            case DRAW -> s.drawsToHand() ? who + "'s card from the deck's top" : "Pile " + (s.drawSlot() + 1) + " is refilled from the deck";
            case BRIBE -> who + " lays a UP bribe on a pile";
            case OVER -> "The game is over";
        };
    }

    @Override
    public MapClicks rows(MoveEntry entry, EntryForm form) {
        StrippedDownState s = state(entry);
        Board board = s.board();
        switch (s.phase()) {
            case INITIAL -> initial(entry, form, s, board);
            case ACTION -> action(entry, form, s, board);
            case TAKE -> take(entry, form, s, board);
            case DRAW -> draw(entry, form, s, board);
            case BRIBE -> bribe(entry, form, s, board);
            case OVER -> over(form, s);
        }
        return MapClicks.NONE;
    }

    private static void initial(MoveEntry entry, EntryForm form, StrippedDownState s, Board board) {
        JPanel row = form.flow();
        int seat = entry.seat();
        for (Move m : entry.legalSteps()) {
            if (m instanceof Choose c) {
                int held = s.handShares(seat, c.company());
                row.add(form.stepButton("move.initial." + Cards.abbr(board, c.company()), Cards.abbr(board, c.company()) + (held > 1 ? " ×" + held : ""),
                        Cards.swatch(board, c.company()), m, "Lay a " + Cards.abbr(board, c.company()) + " share as the first investment"));
            }
        }
        form.row("First investment", row);
        form.under(form.note("Each seat chooses one of its four dealt shares; all are revealed at once when the last seat has chosen.",
                "move.initialHint"));
    }

    private static void action(MoveEntry entry, EntryForm form, StrippedDownState s, Board board) {
        JPanel build = form.flow();
        JPanel invest = form.flow();
        for (Move m : entry.legalSteps()) {
            if (m instanceof Build b) {
                if (b.company() == StrippedDownMove.NO_TRAIN) {
                    build.add(form.stepButton("move.build.none", "No train (every row is full)", null, m, "Every row holds all its trains"));
                } else {
                    build.add(form.stepButton("move.build." + Cards.abbr(board, b.company()), Cards.abbr(board, b.company()) + " (" + s.trains(b.company()) + ")",
                            Cards.swatch(board, b.company()), m, "Add a train to " + board.company(b.company()).name() + "'s row ("
                                    + s.trains(b.company()) + " now), then take a pile or the deck's top card"));
                }
            } else if (m instanceof Invest v) {
                invest.add(form.stepButton("move.invest." + investKey(board, v), investText(board, v),
                        v.isPair() ? null : Cards.swatch(board, v.company()), m, "Invest " + investText(board, v) + " from the hand"));
            }
        }
        if (build.getComponentCount() > 0) form.row("Build", build);
        if (invest.getComponentCount() > 0) form.row("Invest", invest);
        form.under(form.note("A building turn adds a train to a row (the number is the row's trains now); an investing turn lays two shares of"
                + " different companies or any number of one (UP counts as a company).", "move.actionHint"));
    }

    private static String investKey(Board board, Invest v) {
        return v.isPair() ? Cards.abbr(board, v.company()) + "+" + Cards.abbr(board, v.second()) : v.count() + Cards.abbr(board, v.company());
    }

    private static String investText(Board board, Invest v) {
        return v.isPair() ? Cards.abbr(board, v.company()) + " + " + Cards.abbr(board, v.second())
                : (v.count() > 1 ? v.count() + " " : "") + Cards.abbr(board, v.company());
    }

    private static void take(MoveEntry entry, EntryForm form, StrippedDownState s, Board board) {
        JPanel piles = form.flow();
        JPanel deck = form.flow();
        for (Move m : entry.legalSteps()) {
            if (m instanceof TakePile t) {
                int up = s.bribes(t.slot());
                piles.add(form.stepButton("move.take.slot" + (t.slot() + 1), (t.slot() + 1) + ": " + Cards.abbr(board, t.company())
                        + (up > 0 ? " + " + up + " UP" : ""), Cards.swatch(board, t.company()), m, "Take pile " + (t.slot() + 1) + ": "
                        + board.company(t.company()).name() + (up > 0 ? " and the " + up + " UP share" + (up > 1 ? "s" : "") + " on it" : "")
                        + "; it is refilled from the deck next"));
            } else if (m instanceof TakeTop) {
                deck.add(form.stepButton("move.take.top", "Deck's top card (" + s.deckSize() + " left)", null, m,
                        "Take the deck's top card unseen by the others; name it next"));
            }
        }
        if (piles.getComponentCount() > 0) form.row("Pile", piles);
        if (deck.getComponentCount() > 0) form.row("Deck", deck);
    }

    private static void draw(MoveEntry entry, EntryForm form, StrippedDownState s, Board board) {
        List<Outcome<Move>> outcomes = entry.chanceOutcomes();
        Optional<Move> known = entry.knownCard();
        List<Outcome<Move>> ordered = new ArrayList<>(outcomes);
        known.ifPresent(k -> ordered.sort((a, b) -> Boolean.compare(!a.move().equals(k), !b.move().equals(k))));
        JPanel row = form.flow();
        for (Outcome<Move> o : ordered) {
            Draw d = (Draw) o.move();
            boolean isKnown = known.filter(d::equals).isPresent();
            String text = (d.isMarker() ? "Scoring marker" : Cards.abbr(board, d.card())) + (isKnown ? " — next in the deck" : "");
            JButton b = form.stepButton("move.card." + (d.isMarker() ? "marker" : Cards.abbr(board, d.card())), text,
                    d.isMarker() ? Cards.dividend() : Cards.swatch(board, d.card()), d,
                    d.isMarker() ? "A scoring marker: set aside, the next card replaces it, and every company scores when the turn ends"
                            : board.company(d.card()).name() + " (" + s.deckShares(d.card()) + " still in the deck)");
            if (isKnown) b.setFont(b.getFont().deriveFont(Font.BOLD));
            row.add(b);
        }
        form.row("Card", row);
        JButton sample = new JButton("Sample a Card");
        sample.setName("move.sample");
        sample.setEnabled(known.isEmpty() && outcomes.size() > 1);
        sample.addActionListener(e -> form.run(() -> {
            Move card = entry.sample(RNG);
            form.say("Sampled: " + describe(card, board) + ".", false);
        }));
        form.under(sample);
        String where = s.drawsToHand() ? "the card " + form.playerName(entry.seat()) + " took from the deck's top"
                : "the card turned up to refill pile " + (s.drawSlot() + 1);
        form.under(form.note(known.isPresent() ? "The record shows which card came here." : "Name " + where
                + " (only cards that can still be in the deck are offered; a scoring marker is set aside and the next card named after it).",
                "move.drawHint"));
    }

    private static void bribe(MoveEntry entry, EntryForm form, StrippedDownState s, Board board) {
        JPanel row = form.flow();
        int[] display = s.display();
        for (Move m : entry.legalSteps()) {
            if (m instanceof Bribe b) {
                int c = display[b.slot()];
                String share = c < 0 ? "empty" : Cards.abbr(board, c);
                row.add(form.stepButton("move.bribe.slot" + (b.slot() + 1), (b.slot() + 1) + ": " + share
                        + (s.bribes(b.slot()) > 0 ? " (" + s.bribes(b.slot()) + " UP)" : ""), c < 0 ? null : Cards.swatch(board, c), m,
                        "Lay a UP share from the supply on pile " + (b.slot() + 1)));
            }
        }
        form.row("UP bribe", row);
    }

    private static void over(EntryForm form, StrippedDownState s) {
        int[] winners = s.winners();
        StringBuilder b = new StringBuilder("<html>");
        for (int i = 0; i < winners.length; i++) {
            if (i > 0) b.append(" and ");
            b.append(form.playerName(winners[i]));
        }
        b.append(winners.length == 1 ? " wins" : " win").append(" with $").append(winners.length > 0 ? s.cash(winners[0]) : 0).append(".</html>");
        JLabel l = new JLabel(b.toString());
        l.setName("move.result");
        form.wide(l);
    }

    @Override
    public List<Reason> whyNot(MoveEntry entry) {
        StrippedDownState s = state(entry);
        List<Reason> out = new ArrayList<>();
        if (s.isOver()) return out;
        Board board = s.board();
        int p = entry.seat();
        int up = board.unionPacific();
        if (s.phase() == StrippedDownState.Phase.INITIAL) {
            for (int c = 0; c <= up; c++) add(out, entry, "First investment", Cards.abbr(board, c), new Choose(p, c));
            return out;
        }
        for (int c = 0; c < board.companyCount(); c++) add(out, entry, "Build", Cards.abbr(board, c), new Build(p, c));
        int[] display = s.display();
        for (int slot = 0; slot < display.length; slot++) {
            add(out, entry, "Take", "Pile " + (slot + 1), new TakePile(p, slot, Math.max(0, display[slot])));
        }
        add(out, entry, "Take", "Deck's top card", new TakeTop(p));
        if (s.phase() == StrippedDownState.Phase.DRAW) {
            for (int c = 0; c < board.companyCount(); c++) add(out, entry, "Card", Cards.abbr(board, c), new Draw(p, c));
            add(out, entry, "Card", "Scoring marker", new Draw(p, StrippedDownMove.MARKER));
        }
        for (int slot = 0; slot < display.length; slot++) add(out, entry, "UP bribe", "Pile " + (slot + 1), new Bribe(p, slot));
        for (int c = 0; c <= up; c++) add(out, entry, "Invest", Cards.abbr(board, c), Invest.of(p, c, 1));
        return out;
    }

    private static void add(List<Reason> out, MoveEntry entry, String group, String label, Move step) {
        entry.refusal(step).ifPresent(r -> out.add(new Reason(group, label, r)));
    }

    @Override
    public String stepName(Move step) {
        if (step instanceof Choose) return "First Investment";
        if (step instanceof Build) return "Train";
        if (step instanceof TakePile) return "Pile Take";
        if (step instanceof TakeTop) return "Deck Take";
        if (step instanceof Draw d) return d.isMarker() ? "Scoring Marker" : "Card Drawn";
        if (step instanceof Bribe) return "Bribe";
        if (step instanceof Invest) return "Investment";
        return "Step";
    }

    @Override
    public String describe(Move step) {
        return describe(step, org.roundhouse.board.Boards.unionPacific());
    }

    static String describe(Move step, Board board) {
        if (step instanceof Choose c) return "a first investment in " + Cards.abbr(board, c.company());
        if (step instanceof Build b) return b.company() == StrippedDownMove.NO_TRAIN ? "no train" : "a " + Cards.abbr(board, b.company()) + " train";
        if (step instanceof TakePile t) return "pile " + (t.slot() + 1) + " (" + Cards.abbr(board, t.company()) + ")";
        if (step instanceof TakeTop) return "the deck's top card";
        if (step instanceof Draw d) return d.isMarker() ? "a scoring marker" : "a " + Cards.abbr(board, d.card()) + " share";
        if (step instanceof Bribe b) return "a UP bribe on pile " + (b.slot() + 1);
        if (step instanceof Invest v) return "an investment of " + investText(board, v);
        return step.toString();
    }

    @Override
    public DealForm dealForm(Game game) {
        return new StrippedDownDealForm(game.board());
    }
}
