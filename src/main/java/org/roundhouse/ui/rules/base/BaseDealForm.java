package org.roundhouse.ui.rules.base;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.ui.rules.FirstInvestments;
import org.roundhouse.ui.rules.FormChanges;
import org.roundhouse.ui.rules.CompanyBox;
import org.roundhouse.ui.rules.FormParts;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.ui.rules.DealForm;

/**
 * The base game's deal on the New Game dialog: each seat's hand (a card may stay "?"), the
 * face-up display in order (more than four when four of a kind came up), and each seat's
 * first investment (all, or none to enter with the moves). "Union Pacific for two" deals the
 * same way and adds its personal decks.
 */
public final class BaseDealForm implements DealForm {
    private static final int MAX_DISPLAY = 12;
    private final Board board;
    private final HandsEditor hands;
    private final JPanel display = new JPanel(new MigLayout("insets 0, gap 4", ""));
    private final List<JComboBox<Integer>> displayBoxes = new ArrayList<>();
    private final FormChanges changes = new FormChanges();
    private final FirstInvestments firstInvestments;

    public BaseDealForm(Board board) {
        this.board = board;
        this.hands = new HandsEditor(board);
        this.firstInvestments = new FirstInvestments(board, UI.text("deal.first.later"), UI.text("deal.first.tip"), changes);
        display.setName("newGame.display");
        hands.addChangeListener(changes::fire);
        for (int i = 0; i < 4; i++) addDisplaySlot(-1);
    }

    @Override
    public void layOut(JPanel form) {
        FormParts.hintRow(form, UI.text("deal.hint"));
        form.add(new JLabel(UI.text("deal.hands")), "top");
        form.add(hands, "wrap");
        form.add(new JLabel(UI.text("decks.display")), "top, gaptop 4");
        form.add(display, "wrap");
        FormParts.hintRow(form, UI.text("deal.display.hint"));
    }

    @Override
    public JComponent opening(int seat) {
        return firstInvestments.opening(seat);
    }

    @Override
    public void setSeats(List<String> names) {
        changes.silently(() -> {
            firstInvestments.setSeats(names.size());
            hands.setSeats(names);
        });
    }

    @Override
    public void setNames(List<String> names) {
        hands.setNames(names);
    }

    /** The hands of the deal on the form. */
    public HandsEditor hands() {
        return hands;
    }

    @Override
    public void show(Deal deal) {
        BaseSetup d = (BaseSetup) deal;
        changes.quietly(() -> {
            hands.setHands(d.trackHands(), d.shareHands());
            while (displayBoxes.size() > d.display().size()) displayBoxes.remove(displayBoxes.size() - 1);
            while (displayBoxes.size() < d.display().size()) addDisplaySlot(-1);
            for (int i = 0; i < d.display().size(); i++) displayBoxes.get(i).setSelectedItem(d.display().get(i));
            layoutDisplay();
        });
    }

    @Override
    public void clear() {
        hands.clear();
    }

    @Override
    public BaseSetup deal() throws Missing {
        List<Integer> shown = new ArrayList<>();
        for (JComboBox<Integer> b : displayBoxes) {
            Integer c = (Integer) b.getSelectedItem();
            if (c == null || c < 0) throw new Missing(UI.text("deal.display.missing", displayBoxes.size()));
            shown.add(c);
        }
        return new BaseSetup(firstInvestments.seats(), hands.trackHands(), hands.shareHands(), shown, List.of(), List.of());
    }

    @Override
    public List<Move> openingSteps() throws Missing {
        return firstInvestments.steps(BaseMove.Initial::new);
    }

    @Override
    public void addChangeListener(Runnable r) {
        changes.add(r);
    }

    private void addDisplaySlot(int company) {
        if (displayBoxes.size() >= MAX_DISPLAY) return;
        JComboBox<Integer> box = CompanyBox.withoutUnionPacific(board, -1, "—");
        box.setName("newGame.display." + displayBoxes.size());
        box.setSelectedItem(company);
        box.addActionListener(e -> changes.fire());
        displayBoxes.add(box);
        layoutDisplay();
    }

    private void layoutDisplay() {
        display.removeAll();
        for (JComboBox<Integer> b : displayBoxes) display.add(b);
        JButton more = new JButton("+");
        more.setName("newGame.display.more");
        more.setToolTipText(UI.text("deal.display.more.tip"));
        more.addActionListener(e -> {
            addDisplaySlot(-1);
            changes.fire();
        });
        more.setEnabled(displayBoxes.size() < MAX_DISPLAY);
        JButton fewer = new JButton("−");
        fewer.setName("newGame.display.fewer");
        fewer.setEnabled(displayBoxes.size() > 4);
        fewer.addActionListener(e -> {
            displayBoxes.remove(displayBoxes.size() - 1);
            layoutDisplay();
            changes.fire();
        });
        display.add(more, "gapleft 8");
        display.add(fewer);
        display.revalidate();
        display.repaint();
    }
}
