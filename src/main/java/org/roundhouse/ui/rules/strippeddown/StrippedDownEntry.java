package org.roundhouse.ui.rules.strippeddown;

import static org.roundhouse.text.Messages.UI;

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
import org.roundhouse.engine.Phrases;
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
            case INITIAL -> UI.text("base.heading.initial", who);
            case ACTION -> UI.text("sd.heading.action", who);
            case TAKE -> UI.text("sd.heading.take", who);
            case DRAW -> s.drawsToHand() ? UI.text("sd.heading.drawToHand", who) : UI.text("sd.heading.refill", s.drawSlot() + 1);
            case BRIBE -> UI.text("sd.heading.bribe", who);
            case OVER -> UI.text("base.heading.over");
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
                        Cards.swatch(board, c.company()), m, UI.text(Phrases.articleKey("sd.initial.tip", Cards.abbr(board, c.company())), Cards.abbr(board, c.company()))));
            }
        }
        form.row(UI.text("rows.firstInvestment"), row);
        form.under(form.note(UI.text("sd.initial.hint"), "move.initialHint"));
    }

    private static void action(MoveEntry entry, EntryForm form, StrippedDownState s, Board board) {
        JPanel build = form.flow();
        JPanel invest = form.flow();
        for (Move m : entry.legalSteps()) {
            if (m instanceof Build b) {
                if (b.company() == StrippedDownMove.NO_TRAIN) {
                    build.add(form.stepButton("move.build.none", UI.text("sd.build.none"), null, m, UI.text("sd.build.none.tip")));
                } else {
                    build.add(form.stepButton("move.build." + Cards.abbr(board, b.company()), Cards.abbr(board, b.company()) + " (" + s.trains(b.company()) + ")",
                            Cards.swatch(board, b.company()), m, UI.text("sd.build.tip", board.company(b.company()).name(), s.trains(b.company()))));
                }
            } else if (m instanceof Invest v) {
                invest.add(form.stepButton("move.invest." + investKey(board, v), investText(board, v),
                        v.isPair() ? null : Cards.swatch(board, v.company()), m, UI.text("sd.invest.tip", investText(board, v))));
            }
        }
        if (build.getComponentCount() > 0) form.row(UI.text("rows.build"), build);
        if (invest.getComponentCount() > 0) form.row(UI.text("rows.invest"), invest);
        form.under(form.note(UI.text("sd.action.hint"), "move.actionHint"));
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
                        + (up > 0 ? " + " + up + " " + Cards.abbr(board, board.unionPacific()) : ""), Cards.swatch(board, t.company()), m,
                        UI.text(up > 0 ? "sd.take.pile.bribed.tip" : "sd.take.pile.tip", t.slot() + 1, board.company(t.company()).name(), up)));
            } else if (m instanceof TakeTop) {
                deck.add(form.stepButton("move.take.top", UI.text("sd.take.top", s.deckSize()), null, m, UI.text("sd.take.top.tip")));
            }
        }
        if (piles.getComponentCount() > 0) form.row(UI.text("sd.pile"), piles);
        if (deck.getComponentCount() > 0) form.row(UI.text("sd.deck"), deck);
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
            String card = d.isMarker() ? UI.text("sd.marker") : Cards.abbr(board, d.card());
            String text = isKnown ? UI.text("rows.nextInDeck", card) : card;
            String name = "move.card." + (d.isMarker() ? "marker" : Cards.abbr(board, d.card()));
            JButton b = form.stepButton(name, text,
                    d.isMarker() ? Cards.dividend() : Cards.swatch(board, d.card()), d,
                    d.isMarker() ? UI.text("sd.marker.tip") : UI.text("sd.card.tip", board.company(d.card()).name(), s.deckShares(d.card())));
            if (isKnown) b.setFont(b.getFont().deriveFont(Font.BOLD));
            row.add(b);
        }
        form.row(UI.text("rows.card"), row);
        JButton sample = new JButton(UI.text("rows.sample"));
        sample.setName("move.sample");
        sample.setEnabled(known.isEmpty() && outcomes.size() > 1);
        sample.addActionListener(e -> form.run(() -> {
            Move card = entry.sample(RNG);
            form.say(UI.text("rows.sampled", describe(card, board)), false);
        }));
        form.under(sample);
        form.under(form.note(known.isPresent() ? UI.text("rows.recordShows") : s.drawsToHand()
                ? UI.text("sd.draw.hint.hand", form.playerName(entry.seat())) : UI.text("sd.draw.hint.refill", s.drawSlot() + 1),
                "move.drawHint"));
    }

    private static void bribe(MoveEntry entry, EntryForm form, StrippedDownState s, Board board) {
        JPanel row = form.flow();
        int[] display = s.display();
        for (Move m : entry.legalSteps()) {
            if (m instanceof Bribe b) {
                int c = display[b.slot()];
                String share = c < 0 ? UI.text("sd.bribe.empty") : Cards.abbr(board, c);
                row.add(form.stepButton("move.bribe.slot" + (b.slot() + 1), (b.slot() + 1) + ": " + share
                        + (s.bribes(b.slot()) > 0 ? " (" + s.bribes(b.slot()) + " " + Cards.abbr(board, board.unionPacific()) + ")" : ""),
                        c < 0 ? null : Cards.swatch(board, c), m,

                        UI.text("sd.bribe.tip", b.slot() + 1)));
            }
        }
        form.row(UI.text("sd.bribe"), row);
    }

    private static void over(EntryForm form, StrippedDownState s) {
        int[] winners = s.winners();
        StringBuilder who = new StringBuilder();
        for (int i = 0; i < winners.length; i++) {
            if (i > 0) who.append(UI.text("rows.and"));
            who.append(form.playerName(winners[i]));
        }
        // the variant's money is whole dollars, not millions
        JLabel l = new JLabel(UI.text(winners.length == 1 ? "sd.wins" : "sd.win", who, winners.length > 0 ? s.cash(winners[0]) : 0));

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
            for (int c = 0; c <= up; c++) add(out, entry, UI.text("rows.firstInvestment"), Cards.abbr(board, c), new Choose(p, c));
            return out;
        }
        for (int c = 0; c < board.companyCount(); c++) add(out, entry, UI.text("rows.build"), Cards.abbr(board, c), new Build(p, c));
        int[] display = s.display();
        for (int slot = 0; slot < display.length; slot++) {
            add(out, entry, UI.text("rows.take"), UI.text("sd.whyNot.pile", slot + 1), new TakePile(p, slot, Math.max(0, display[slot])));
        }
        add(out, entry, UI.text("rows.take"), UI.text("sd.whyNot.top"), new TakeTop(p));
        if (s.phase() == StrippedDownState.Phase.DRAW) {
            for (int c = 0; c < board.companyCount(); c++) add(out, entry, UI.text("rows.card"), Cards.abbr(board, c), new Draw(p, c));
            add(out, entry, UI.text("rows.card"), UI.text("sd.marker"), new Draw(p, StrippedDownMove.MARKER));
        }
        for (int slot = 0; slot < display.length; slot++) add(out, entry, UI.text("sd.bribe"), UI.text("sd.whyNot.pile", slot + 1), new Bribe(p, slot));
        for (int c = 0; c <= up; c++) add(out, entry, UI.text("rows.invest"), Cards.abbr(board, c), Invest.of(p, c, 1));
        return out;
    }

    private static void add(List<Reason> out, MoveEntry entry, String group, String label, Move step) {
        entry.refusal(step).ifPresent(r -> out.add(new Reason(group, label, r)));
    }

    @Override
    public String stepName(Move step) {
        if (step instanceof Choose) return UI.text("sd.step.first");
        if (step instanceof Build) return UI.text("sd.step.train");
        if (step instanceof TakePile) return UI.text("sd.step.pile");
        if (step instanceof TakeTop) return UI.text("sd.step.top");
        if (step instanceof Draw d) return d.isMarker() ? UI.text("sd.step.marker") : UI.text("sd.step.card");
        if (step instanceof Bribe) return UI.text("sd.step.bribe");
        if (step instanceof Invest) return UI.text("sd.step.invest");
        return UI.text("generic.step");
    }

    @Override
    public String describe(Move step) {
        return describe(step, org.roundhouse.board.Boards.unionPacific());
    }

    static String describe(Move step, Board board) {
        if (step instanceof Choose c) return UI.text("sd.describe.first", Cards.abbr(board, c.company()));
        if (step instanceof Build b) {
            return b.company() == StrippedDownMove.NO_TRAIN ? UI.text("sd.describe.noTrain") : UI.text(Phrases.articleKey("sd.describe.train", Cards.abbr(board, b.company())), Cards.abbr(board, b.company()));
        }
        if (step instanceof TakePile t) return UI.text("sd.describe.pile", t.slot() + 1, Cards.abbr(board, t.company()));
        if (step instanceof TakeTop) return UI.text("sd.describe.top");
        if (step instanceof Draw d) return d.isMarker() ? UI.text("sd.describe.marker") : UI.text(Phrases.articleKey("sd.describe.share", Cards.abbr(board, d.card())), Cards.abbr(board, d.card()));
        if (step instanceof Bribe b) return UI.text("sd.describe.bribe", b.slot() + 1);
        if (step instanceof Invest v) return UI.text("sd.describe.invest", investText(board, v));

        return step.toString();
    }

    @Override
    public DealForm dealForm(Game game) {
        return new StrippedDownDealForm(game.board());
    }
}
