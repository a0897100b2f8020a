package org.roundhouse.ui.rules.strippeddown;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;

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
import org.roundhouse.engine.strippeddown.StrippedDownMove;
import org.roundhouse.engine.strippeddown.StrippedDownSetup;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.DealForm;
import org.roundhouse.ui.widgets.ItemRenderers;

/**
 * The deal of a stripped-down game as the table dealt it: each seat's Union Pacific share and
 * three shares of other companies, each seat's first investment (all, or none to enter them
 * with the moves), the four face-up shares of the display and the starting player. The deck's
 * order is never asked for: its cards are named in the move panel as they come up.
 */
final class StrippedDownDealForm implements DealForm {
    private static final int DEALT = 3;
    private static final int PILES = 4;
    private final Board board;
    private final int up;
    private final JPanel hands = new JPanel(new MigLayout("insets 0, gap 4 2", ""));
    private final JPanel display = new JPanel(new MigLayout("insets 0, gap 4", ""));
    private final List<JLabel> seatLabels = new ArrayList<>();
    private final List<List<JComboBox<Integer>>> handBoxes = new ArrayList<>();
    private final List<JComboBox<Integer>> displayBoxes = new ArrayList<>();
    private final JComboBox<Integer> starts = new JComboBox<>();
    private final List<String> names = new ArrayList<>();
    private final FormChanges changes = new FormChanges();
    private final FirstInvestments firstInvestments;

    StrippedDownDealForm(Board board) {
        this.board = board;
        this.up = board.unionPacific();
        this.firstInvestments = new FirstInvestments(board, "—", UI.text("sd.deal.first.tip"), changes);
        hands.setName("newGame.hands");
        display.setName("newGame.display");
        starts.setName("newGame.starts");
        starts.setRenderer(ItemRenderers.<Integer>of(s -> s < names.size() ? names.get(s) : UI.text("newGame.seat", String.valueOf((char) ('A' + s))),
                s -> Cards.seat(s)));
        starts.addActionListener(e -> changes.fire());
        for (int i = 0; i < PILES; i++) {
            JComboBox<Integer> box = companyBox(false);
            box.setName("newGame.display." + (i + 1));
            displayBoxes.add(box);
            display.add(box);
        }
    }

    @Override
    public void layOut(JPanel form) {
        form.add(new JLabel(UI.text("deal.hands")), "top");
        form.add(hands, "wrap");
        FormParts.hintRow(form, UI.text("sd.deal.hands.hint"));
        form.add(new JLabel(UI.text("sd.deal.display")), "top, gaptop 4");
        form.add(display, "wrap");
        form.add(new JLabel(UI.text("sd.deal.starts")));
        JPanel start = new JPanel(new MigLayout("insets 0", "[]"));
        start.add(starts);
        form.add(start, "wrap");
        FormParts.hintRow(form, UI.text("sd.deal.deck.hint"));
    }

    @Override
    public JComponent opening(int seat) {
        return firstInvestments.opening(seat);
    }

    @Override
    public void setSeats(List<String> seats) {
        changes.quietly(() -> {
            List<List<Integer>> oldHands = new ArrayList<>();
            for (List<JComboBox<Integer>> row : handBoxes) oldHands.add(row.stream().map(b -> (Integer) b.getSelectedItem()).toList());
            int oldStart = starts.getSelectedItem() == null ? 0 : (Integer) starts.getSelectedItem();
            names.clear();
            names.addAll(seats);
            hands.removeAll();
            seatLabels.clear();
            handBoxes.clear();
            firstInvestments.setSeats(seats.size());
            starts.removeAllItems();
            for (int p = 0; p < seats.size(); p++) {
                char seat = (char) ('A' + p);
                JLabel l = new JLabel(seats.get(p), Cards.seat(p), JLabel.LEADING);
                seatLabels.add(l);
                hands.add(l, "wmin 90");
                hands.add(new JLabel(Cards.abbr(board, up), Cards.swatch(board, up), JLabel.LEADING));
                List<JComboBox<Integer>> row = new ArrayList<>();
                for (int i = 0; i < DEALT; i++) {
                    JComboBox<Integer> box = companyBox(true);
                    box.setName("newGame.hand." + seat + "." + (i + 1));
                    if (p < oldHands.size()) box.setSelectedItem(oldHands.get(p).get(i));
                    row.add(box);
                    hands.add(box, i == DEALT - 1 ? "wrap" : "");
                }
                handBoxes.add(row);
                starts.addItem(p);
            }
            starts.setSelectedItem(oldStart < seats.size() ? oldStart : 0);
            hands.revalidate();
        });
    }

    @Override
    public boolean asksStartingPlayer() {
        return true;
    }

    @Override
    public void setNames(List<String> seats) {
        names.clear();
        names.addAll(seats);
        for (int p = 0; p < Math.min(seats.size(), seatLabels.size()); p++) seatLabels.get(p).setText(seats.get(p));
        starts.repaint();
    }

    @Override
    public void show(Deal deal) {
        StrippedDownSetup d = (StrippedDownSetup) deal;
        changes.quietly(() -> {
            for (int p = 0; p < handBoxes.size() && p < d.hands().size(); p++) {
                List<Integer> others = d.hands().get(p).stream().filter(c -> c != up).toList();
                for (int i = 0; i < DEALT; i++) handBoxes.get(p).get(i).setSelectedItem(i < others.size() ? others.get(i) : Deal.UNKNOWN);
            }
            for (int i = 0; i < PILES; i++) displayBoxes.get(i).setSelectedItem(i < d.display().size() ? d.display().get(i) : Deal.UNKNOWN);
            if (d.first() < starts.getItemCount()) starts.setSelectedItem(d.first());
        });
    }

    @Override
    public boolean leavesCardsUnknown() {
        return false;
    }

    @Override
    public void clear() {
        changes.quietly(() -> {
            for (List<JComboBox<Integer>> row : handBoxes) for (JComboBox<Integer> b : row) b.setSelectedItem(Deal.UNKNOWN);
            for (JComboBox<Integer> b : displayBoxes) b.setSelectedItem(Deal.UNKNOWN);
            firstInvestments.clear();
        });
    }

    @Override
    public StrippedDownSetup deal() throws Missing {
        List<List<Integer>> dealt = new ArrayList<>();
        for (int p = 0; p < handBoxes.size(); p++) {
            List<Integer> hand = new ArrayList<>();
            hand.add(up);
            for (JComboBox<Integer> b : handBoxes.get(p)) {
                Integer c = (Integer) b.getSelectedItem();
                if (c == null || c < 0) {
                    throw new Missing(UI.text("sd.deal.hand.missing", p < names.size() ? names.get(p)
                            : UI.text("sd.deal.seat", String.valueOf((char) ('A' + p)))));
                }
                hand.add(c);
            }
            dealt.add(hand);
        }
        List<Integer> shown = new ArrayList<>();
        for (JComboBox<Integer> b : displayBoxes) {
            Integer c = (Integer) b.getSelectedItem();
            if (c == null || c < 0) throw new Missing(UI.text("sd.deal.display.missing"));
            shown.add(c);
        }
        int first = starts.getSelectedItem() == null ? 0 : (Integer) starts.getSelectedItem();
        return new StrippedDownSetup(dealt, shown, List.of(), first);
    }

    @Override
    public List<Move> openingSteps() throws Missing {
        return firstInvestments.steps(StrippedDownMove.Choose::new);
    }

    @Override
    public void addChangeListener(Runnable r) {
        changes.add(r);
    }

    /** A company share other than UP, "?" first. */
    private JComboBox<Integer> companyBox(boolean hand) {
        JComboBox<Integer> box = CompanyBox.withoutUnionPacific(board, Deal.UNKNOWN, "?");
        box.setToolTipText(hand ? UI.text("sd.deal.hand.tip") : UI.text("sd.deal.display.tip"));
        box.addActionListener(e -> changes.fire());
        return box;
    }
}
