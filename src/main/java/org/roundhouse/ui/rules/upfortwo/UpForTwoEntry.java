package org.roundhouse.ui.rules.upfortwo;

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
            case INITIAL_INVESTMENT -> who + "'s first investment (face down)";
            case THREE_OF_A_KIND -> who + " holds three of a kind";
            case DRAW_TRACK -> who + " draws a track card";
            case ACTION -> who + " builds or invests";
            case DISCARD -> who + " discards a track card";
            case TAKE_SHARE -> who + " draws a share";
            case REVEAL -> "A card comes from the main deck";
            case PERSONAL_REVEAL -> who + "'s card from the personal deck";
            case EXCHANGE -> who + " may trade a share for Union Pacific";
            case GAME_OVER -> "The game is over";
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
        rows.amendRow("Trade", "Trade for UP");
        switch (s.phase()) {
            case INITIAL_INVESTMENT -> rows.initial();
            case THREE_OF_A_KIND -> threeOfAKind(entry, form, board);
            case DRAW_TRACK -> rows.draw(true);
            case ACTION -> rows.action();
            case DISCARD -> rows.discard();
            case TAKE_SHARE -> take(entry, form, s);
            case REVEAL -> rows.draw(false);
            case PERSONAL_REVEAL -> personal(entry, form, rows, board);
            case EXCHANGE -> rows.exchange("Trade", "Trade the share for a Union Pacific share: it goes face down under the main deck");
            case GAME_OVER -> rows.over(s.winners(), s.players(), s::cash);
        }
        return rows.clicks();
    }

    private static void threeOfAKind(MoveEntry entry, EntryForm form, Board board) {
        JPanel row = form.flow();
        for (Move m : entry.legalSteps()) {
            if (m instanceof UpForTwoMove.ShowThree t) {
                row.add(form.stepButton("move.three." + Cards.letter(board, t.kind()), "Show three " + Cards.kind(board, t.kind()).toLowerCase()
                        + ": discard one, draw two", Cards.trackCard(board, t.kind()), m, "Show the three cards, discard one and draw two track cards"));
            } else {
                row.add(form.stepButton("move.three.keep", "Keep them: draw one", null, m, "Draw one track card as usual"));
            }
        }
        form.row("Three of a kind", row);
    }

    private static void take(MoveEntry entry, EntryForm form, UpForTwoState s) {
        Board board = s.board();
        int seat = entry.seat();
        JPanel faceUp = form.flow();
        JPanel blind = form.flow();
        for (Move m : entry.legalSteps()) {
            if (m instanceof UpForTwoMove.TakeFaceUp t) {
                String marked = s.isMarked(t.slot()) ? " •" : "";
                faceUp.add(form.stepButton("move.take.slot" + t.slot(), Cards.abbr(board, t.company()) + marked,
                        Cards.swatch(board, t.company()), m, board.company(t.company()).name() + ", face-up slot " + (t.slot() + 1)
                                + " from the left" + (marked.isEmpty() ? "" : " (marked)") + "; taking it removes every marker"));
            } else if (m instanceof UpForTwoMove.TakeBlind) {
                blind.add(form.stepButton("move.take.blind", "Main deck (" + s.mainDeckSize() + ")", null, m,
                        "Blind from the main deck: a marker goes on the oldest unmarked face-up share; the card is entered next"));
            } else if (m instanceof UpForTwoMove.TakePersonal) {
                blind.add(form.stepButton("move.take.personal", "Own personal deck (" + s.personalDeckSize(seat) + ")", null, m,
                        "Blind from " + form.playerName(seat) + "'s personal deck: a marker goes on the oldest unmarked face-up share"));
            }
        }
        if (faceUp.getComponentCount() > 0) form.row("Face up", faceUp);
        if (blind.getComponentCount() > 0) form.row("Blind", blind);
        form.under(form.note("Face-up shares oldest first; • marks a share with a marker (" + s.markers() + " of " + s.displaySize()
                + "). A blind draw marks the oldest unmarked one, a face-up draw removes every marker. " + form.playerName(seat)
                + "'s personal deck holds " + s.personalDeckSize(seat) + " cards.", "move.takeHint"));
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
            JButton b = form.stepButton("move.personal." + Cards.abbr(board, c), Cards.abbr(board, c) + (isKnown ? " — next in the deck" : ""),
                    Cards.swatch(board, c), o.move(), board.company(c).name());
            if (isKnown) b.setFont(b.getFont().deriveFont(java.awt.Font.BOLD));
            row.add(b);
        }
        form.row("Card", row);
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
            for (int c = 0; c <= board.companyCount(); c++) w.add("First investment", Cards.abbr(board, c), new BaseMove.Initial(p, c));
            return w.reasons();
        }
        for (int kind = 0; kind < board.trackCardKinds(); kind++) {
            w.add("Three of a kind", Cards.kind(board, kind), new UpForTwoMove.ShowThree(p, kind));
        }
        w.draws(s.phase() == UpForTwoPhase.DRAW_TRACK, s.phase() == UpForTwoPhase.REVEAL);
        w.actions();
        int[] display = s.display();
        for (int slot = 0; slot < display.length; slot++) {
            w.add("Take", "Face-up slot " + (slot + 1), new UpForTwoMove.TakeFaceUp(p, slot, Math.max(0, display[slot])));
        }
        w.add("Take", "Main deck", new UpForTwoMove.TakeBlind(p));
        w.add("Take", "Own personal deck", new UpForTwoMove.TakePersonal(p));
        w.add("Take", "Union Pacific", BaseMove.Take.unionPacific(p));
        w.exchanges("Trade");
        w.discards();
        return w.reasons();
    }

    @Override
    public String stepName(Move step) {
        if (step instanceof UpForTwoMove.ShowThree) return "Three Of A Kind";
        if (step instanceof UpForTwoMove.KeepThree) return "Keep Three";
        if (step instanceof UpForTwoMove.TakeFaceUp) return "Face-Up Draw";
        if (step instanceof UpForTwoMove.TakeBlind) return "Blind Draw";
        if (step instanceof UpForTwoMove.TakePersonal) return "Personal Draw";
        if (step instanceof UpForTwoMove.RevealPersonal) return "Personal Card";
        if (step instanceof BaseMove.Exchange) return "Trade";
        return BaseEntry.titleCase(((BaseMove) step).kindOfStep());
    }

    @Override
    public String describe(Move step) {
        return describe(step, org.roundhouse.board.Boards.unionPacific());
    }

    private static String describe(Move step, Board board) {
        if (step instanceof UpForTwoMove.RevealPersonal r) return "a " + Cards.abbr(board, r.company()) + " share from the personal deck";
        if (step instanceof BaseMove.Exchange x && !x.keeps()) return "trades " + Cards.abbr(board, x.company()) + " for UP";
        if (step instanceof UpForTwoMove.ShowThree t) return "shows three " + Cards.kind(board, t.kind()).toLowerCase();
        if (step instanceof UpForTwoMove.KeepThree) return "keeps three of a kind";
        if (step instanceof UpForTwoMove.TakeFaceUp t) return "takes " + Cards.abbr(board, t.company()) + " face up";
        if (step instanceof UpForTwoMove.TakeBlind) return "draws blind from the main deck";
        if (step instanceof UpForTwoMove.TakePersonal) return "draws blind from the personal deck";
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
