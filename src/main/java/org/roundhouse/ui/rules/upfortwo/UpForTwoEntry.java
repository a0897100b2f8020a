package org.roundhouse.ui.rules.upfortwo;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import javax.swing.JButton;
import javax.swing.JPanel;

import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.upfortwo.UpForTwoMove;
import org.roundhouse.engine.upfortwo.UpForTwoPhase;
import org.roundhouse.engine.upfortwo.UpForTwoSetup;
import org.roundhouse.engine.upfortwo.UpForTwoState;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.DealForm;
import org.roundhouse.ui.rules.EntryForm;
import org.roundhouse.ui.rules.HandsForm;
import org.roundhouse.ui.rules.TableEntry;
import org.roundhouse.ui.rules.base.BaseEntry;
import org.roundhouse.ui.rules.base.BaseHandsForm;
import org.roundhouse.ui.rules.base.BaseRows;
import org.roundhouse.ui.rules.base.BaseWhyNot;

/**
 * "Union Pacific for two" entered from the table. The steps it shares with the base game
 * (first investments, track draws, builds, investments, discards, cards turned up from the
 * main deck, the trade for Union Pacific) are laid out by the base game's {@link BaseRows};
 * its own are added here: showing three of a kind, the share draw from the four face-up
 * slots (markers shown), blind from the main deck or blind from one's own personal deck, and
 * the card that came from the personal deck.
 */
public final class UpForTwoEntry implements TableEntry {
    private static UpForTwoState state(MoveEntry e) {
        return (UpForTwoState) e.state();
    }

    @Override
    public String heading(MoveEntry entry, IntFunction<String> names) {
        UpForTwoState s = state(entry);
        String who = s.isOver() ? "" : names.apply(entry.seat());
        return switch (s.phase()) {
            case INITIAL_INVESTMENT -> UI.text("base.heading.initial", who);
            case THREE_OF_A_KIND -> UI.text("u42.heading.three", who);
            case DRAW_TRACK -> UI.text("base.heading.draw", who);
            case ACTION -> UI.text("base.heading.action", who);
            case DISCARD -> UI.text("base.heading.discard", who);
            case TAKE_SHARE -> UI.text("u42.heading.take", who);
            case REVEAL -> UI.text("u42.heading.reveal");
            case PERSONAL_REVEAL -> UI.text("u42.heading.personal", who);
            case EXCHANGE -> UI.text("u42.heading.trade", who);
            case GAME_OVER -> UI.text("base.heading.over");
        };
    }

    @Override
    public Optional<String> aside(MoveEntry entry, IntFunction<String> names) {
        return BaseEntry.unknownCards(state(entry).table(), entry.seat(), names);
    }

    @Override
    public MapClicks rows(MoveEntry entry, EntryForm form) {
        UpForTwoState s = state(entry);
        Board board = s.board();
        BaseRows rows = new BaseRows(entry, form, s.table(), m -> describe(m, board));
        rows.amendRow(UI.text("u42.trade"), UI.text("u42.tradeForUp"));
        switch (s.phase()) {
            case INITIAL_INVESTMENT -> rows.initial();
            case THREE_OF_A_KIND -> threeOfAKind(entry, form, board);
            case DRAW_TRACK -> rows.draw(true);
            case ACTION -> rows.action();
            case DISCARD -> rows.discard();
            case TAKE_SHARE -> take(entry, form, s);
            case REVEAL -> rows.draw(false);
            case PERSONAL_REVEAL -> personal(entry, form, rows, board);
            case EXCHANGE -> rows.exchange(UI.text("u42.trade"), UI.text("u42.trade.tip"));
            case GAME_OVER -> rows.over(s.winners(), s.players(), s::cash);
        }
        return rows.clicks();
    }

    private static void threeOfAKind(MoveEntry entry, EntryForm form, Board board) {
        JPanel row = form.flow();
        for (Move m : entry.legalSteps()) {
            if (m instanceof UpForTwoMove.ShowThree t) {
                row.add(form.stepButton("move.three." + Cards.letter(board, t.kind()), UI.text("u42.three.show", Cards.kind(board, t.kind()).toLowerCase()),
                        Cards.trackCard(board, t.kind()), m, UI.text("u42.three.show.tip")));
            } else {
                row.add(form.stepButton("move.three.keep", UI.text("u42.three.keep"), null, m, UI.text("u42.three.keep.tip")));
            }
        }
        form.row(UI.text("u42.three"), row);
    }

    private static void take(MoveEntry entry, EntryForm form, UpForTwoState s) {
        Board board = s.board();
        int seat = entry.seat();
        JPanel faceUp = form.flow();
        JPanel blind = form.flow();
        for (Move m : entry.legalSteps()) {
            if (m instanceof UpForTwoMove.TakeFaceUp t) {
                boolean marked = s.isMarked(t.slot());
                faceUp.add(form.stepButton("move.take.slot" + t.slot(), Cards.abbr(board, t.company()) + (marked ? " •" : ""),
                        Cards.swatch(board, t.company()), m, UI.text(marked ? "u42.take.slot.marked.tip" : "u42.take.slot.tip",
                                board.company(t.company()).name(), t.slot() + 1)));
            } else if (m instanceof UpForTwoMove.TakeBlind) {
                blind.add(form.stepButton("move.take.blind", UI.text("u42.take.main", s.mainDeckSize()), null, m, UI.text("u42.take.main.tip")));
            } else if (m instanceof UpForTwoMove.TakePersonal) {
                blind.add(form.stepButton("move.take.personal", UI.text("u42.take.personal", s.personalDeckSize(seat)), null, m,
                        UI.text("u42.take.personal.tip", form.playerName(seat))));
            }
        }
        if (faceUp.getComponentCount() > 0) form.row(UI.text("u42.faceUp"), faceUp);
        if (blind.getComponentCount() > 0) form.row(UI.text("u42.blind"), blind);
        form.under(form.note(UI.text("u42.take.hint", s.markers(), s.displaySize(), form.playerName(seat), s.personalDeckSize(seat)),
                "move.takeHint"));
    }

    private static void personal(MoveEntry entry, EntryForm form, BaseRows rows, Board board) {
        List<Outcome<Move>> outcomes = entry.chanceOutcomes();
        Optional<Move> known = entry.knownCard();
        List<Outcome<Move>> ordered = new ArrayList<>(outcomes);
        known.ifPresent(k -> ordered.sort((a, b) -> Boolean.compare(!a.move().equals(k), !b.move().equals(k))));
        JPanel row = form.flow();
        for (Outcome<Move> o : ordered) {
            int c = ((UpForTwoMove.RevealPersonal) o.move()).company();
            boolean isKnown = known.filter(o.move()::equals).isPresent();
            JButton b = form.stepButton("move.personal." + Cards.abbr(board, c), isKnown ? UI.text("rows.nextInDeck", Cards.abbr(board, c))
                    : Cards.abbr(board, c),
                    Cards.swatch(board, c), o.move(), board.company(c).name());
            if (isKnown) b.setFont(b.getFont().deriveFont(java.awt.Font.BOLD));
            row.add(b);
        }
        form.row(UI.text("rows.card"), row);
        rows.sampleRow(known, outcomes.size());
    }

    @Override
    public List<Reason> whyNot(MoveEntry entry) {
        UpForTwoState s = state(entry);
        BaseWhyNot w = new BaseWhyNot(entry, s.table());
        if (s.isOver()) return w.reasons();
        Board board = s.board();
        int p = entry.seat();
        if (s.phase() == UpForTwoPhase.INITIAL_INVESTMENT) {
            for (int c = 0; c <= board.companyCount(); c++) w.add(UI.text("rows.firstInvestment"), Cards.abbr(board, c), new BaseMove.Initial(p, c));
            return w.reasons();
        }
        for (int kind = 0; kind < board.trackCardKinds(); kind++) {
            w.add(UI.text("u42.three"), Cards.kind(board, kind), new UpForTwoMove.ShowThree(p, kind));
        }
        w.draws(s.phase() == UpForTwoPhase.DRAW_TRACK, s.phase() == UpForTwoPhase.REVEAL);
        w.actions();
        int[] display = s.display();
        for (int slot = 0; slot < display.length; slot++) {
            w.add(UI.text("rows.take"), UI.text("u42.whyNot.slot", slot + 1), new UpForTwoMove.TakeFaceUp(p, slot, Math.max(0, display[slot])));
        }
        w.add(UI.text("rows.take"), UI.text("u42.whyNot.main"), new UpForTwoMove.TakeBlind(p));
        w.add(UI.text("rows.take"), UI.text("u42.whyNot.personal"), new UpForTwoMove.TakePersonal(p));
        w.add(UI.text("rows.take"), "Union Pacific", BaseMove.Take.unionPacific(p));
        w.exchanges(UI.text("u42.trade"));
        w.discards();
        return w.reasons();
    }

    @Override
    public String stepName(Move step) {
        if (step instanceof UpForTwoMove.ShowThree) return UI.text("u42.step.showThree");
        if (step instanceof UpForTwoMove.KeepThree) return UI.text("u42.step.keepThree");
        if (step instanceof UpForTwoMove.TakeFaceUp) return UI.text("u42.step.faceUp");
        if (step instanceof UpForTwoMove.TakeBlind) return UI.text("u42.step.blind");
        if (step instanceof UpForTwoMove.TakePersonal) return UI.text("u42.step.personal");
        if (step instanceof UpForTwoMove.RevealPersonal) return UI.text("u42.step.personalCard");
        if (step instanceof BaseMove.Exchange) return UI.text("u42.trade");
        return ((BaseMove) step).stepName();
    }

    @Override
    public String describe(Move step) {
        return describe(step, org.roundhouse.board.Boards.unionPacific());
    }

    private static String describe(Move step, Board board) {
        if (step instanceof UpForTwoMove.RevealPersonal r) return UI.text(Phrases.articleKey("u42.describe.personalCard", Cards.abbr(board, r.company())), Cards.abbr(board, r.company()));
        if (step instanceof BaseMove.Exchange x && !x.keeps()) return UI.text("u42.describe.trade", Cards.abbr(board, x.company()));
        if (step instanceof UpForTwoMove.ShowThree t) return UI.text("u42.describe.showThree", Cards.kind(board, t.kind()).toLowerCase());
        if (step instanceof UpForTwoMove.KeepThree) return UI.text("u42.describe.keepThree");
        if (step instanceof UpForTwoMove.TakeFaceUp t) return UI.text("u42.describe.faceUp", Cards.abbr(board, t.company()));
        if (step instanceof UpForTwoMove.TakeBlind) return UI.text("u42.describe.blind");
        if (step instanceof UpForTwoMove.TakePersonal) return UI.text("u42.describe.personal");

        return BaseEntry.describe(step, board);
    }

    /** Its options as it lists them, the deck recipe chosen from the recipes this Roundhouse knows. */
    @Override
    public org.roundhouse.ui.rules.OptionsForm optionsForm(org.roundhouse.engine.RuleSet ruleSet) {
        return new org.roundhouse.ui.rules.GenericOptions(ruleSet, java.util.Map.of(org.roundhouse.engine.upfortwo.UpForTwoRuleSet.RECIPE,
                org.roundhouse.engine.Recipes.all().stream().map(org.roundhouse.engine.DeckRecipe::id).toList()));
    }

    @Override
    public DealForm dealForm(Game game) {
        return new UpForTwoDealForm(game.board());
    }

    @Override
    public Optional<HandsForm> handsForm(GameDocument document) {
        return Optional.of(new BaseHandsForm(document, d -> ((UpForTwoSetup) d).deal(),
                (d, inner) -> new UpForTwoSetup(inner, ((UpForTwoSetup) d).personalDecks())));
    }
}
