package org.roundhouse.ui.rules.upfortwo;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.ui.rules.FormChanges;
import org.roundhouse.ui.rules.CompanyBox;
import org.roundhouse.ui.rules.FormParts;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.upfortwo.UpForTwoSetup;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.DealForm;
import org.roundhouse.ui.rules.base.BaseDealForm;

/**
 * The deal of "Union Pacific for two": the base game's hands, display and first investments,
 * and each seat's personal deck of ten from the top down, all "?" when its order is not known
 * (the usual case at the table: it was shuffled face down).
 */
final class UpForTwoDealForm implements DealForm {
    private final Board board;
    private final BaseDealForm base;
    private final JPanel decks = new JPanel(new MigLayout("insets 0, gap 4 2", ""));
    private final List<JLabel> deckLabels = new ArrayList<>();
    private final List<List<JComboBox<Integer>>> personal = new ArrayList<>();
    private final FormChanges changes = new FormChanges();

    UpForTwoDealForm(Board board) {
        this.board = board;
        this.base = new BaseDealForm(board);
        decks.setName("newGame.personalDecks");
        base.addChangeListener(changes::fire);
    }

    @Override
    public void layOut(JPanel form) {
        base.layOut(form);
        form.add(new JLabel(UI.text("u42.deal.personalDecks")), "top, gaptop 4");
        form.add(decks, "wrap");
        FormParts.hintRow(form, UI.text("u42.deal.hint"));
    }

    @Override
    public JComponent opening(int seat) {
        return base.opening(seat);
    }

    @Override
    public void setSeats(List<String> names) {
        base.setSeats(names);
        List<List<Integer>> old = personalDecks(false);
        decks.removeAll();
        deckLabels.clear();
        personal.clear();
        for (int p = 0; p < names.size(); p++) {
            JLabel l = new JLabel(names.get(p), Cards.seat(p), JLabel.LEADING);
            deckLabels.add(l);
            decks.add(l, "wmin 90, spany 2, top");
            List<JComboBox<Integer>> row = new ArrayList<>();
            for (int i = 0; i < board.companyCount(); i++) {
                JComboBox<Integer> box = box();
                box.setName("newGame.personal." + (char) ('A' + p) + "." + i);
                if (p < old.size() && i < old.get(p).size()) box.setSelectedItem(old.get(p).get(i));
                row.add(box);
                // two rows of five, so the form keeps the width of the hands
                decks.add(box, i == board.companyCount() - 1 || i == (board.companyCount() - 1) / 2 ? "wrap" : "");
            }
            personal.add(row);
        }
        decks.revalidate();
    }

    @Override
    public void setNames(List<String> names) {
        base.setNames(names);
        for (int p = 0; p < Math.min(names.size(), deckLabels.size()); p++) deckLabels.get(p).setText(names.get(p));
    }

    @Override
    public void show(Deal deal) {
        UpForTwoSetup d = (UpForTwoSetup) deal;
        changes.quietly(() -> {
            base.show(d.deal());
            for (int p = 0; p < personal.size() && p < d.personalDecks().size(); p++) {
                List<Integer> deck = d.personalDecks().get(p);
                for (int i = 0; i < personal.get(p).size(); i++) personal.get(p).get(i).setSelectedItem(i < deck.size() ? deck.get(i) : Deal.UNKNOWN);
            }
        });
    }

    @Override
    public void clear() {
        changes.quietly(() -> {
            base.clear();
            for (List<JComboBox<Integer>> row : personal) for (JComboBox<Integer> b : row) b.setSelectedItem(Deal.UNKNOWN);
        });
    }

    /** Each seat's deck as entered; with {@code strict}, a deck partly entered is an empty list. */
    private List<List<Integer>> personalDecks(boolean strict) {
        List<List<Integer>> out = new ArrayList<>();
        for (List<JComboBox<Integer>> row : personal) {
            List<Integer> deck = new ArrayList<>();
            for (JComboBox<Integer> b : row) deck.add((Integer) b.getSelectedItem());
            if (strict && deck.stream().allMatch(c -> c == Deal.UNKNOWN)) deck.clear();
            out.add(deck);
        }
        return out;
    }

    @Override
    public Deal deal() throws Missing {
        List<List<Integer>> decksEntered = personalDecks(true);
        for (int p = 0; p < decksEntered.size(); p++) {
            if (decksEntered.get(p).contains(Deal.UNKNOWN)) {
                throw new Missing(UI.text("u42.deal.missing", String.valueOf((char) ('A' + p))));

            }
        }
        return new UpForTwoSetup(base.deal(), decksEntered);
    }

    @Override
    public List<Move> openingSteps() throws Missing {
        return base.openingSteps();
    }

    @Override
    public void addChangeListener(Runnable r) {
        changes.add(r);
    }

    private JComboBox<Integer> box() {
        JComboBox<Integer> box = CompanyBox.withoutUnionPacific(board, Deal.UNKNOWN, "?");
        box.addActionListener(e -> changes.fire());
        return box;
    }
}
