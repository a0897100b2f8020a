package org.roundhouse.ui.rules;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;

import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.board.Board;
import org.roundhouse.engine.Move;

/**
 * Each seat's first investment on a deal form, for the rule sets whose seats each take a share
 * before the first turn: a box on the seat's row, with every company and Union Pacific, or
 * none to enter the investments with the moves. All seats choose one, or none does.
 */
public final class FirstInvestments {
    /** The choice of a box whose investment is entered with the moves. */
    public static final int NONE = -1;
    private final Board board;
    private final String later;
    private final String tip;
    private final FormChanges changes;
    private final List<JComboBox<Integer>> boxes = new ArrayList<>();

    /** {@code later} names the choice of none, {@code tip} is each box's tool tip; every choice the user makes tells {@code changes}. */
    public FirstInvestments(Board board, String later, String tip, FormChanges changes) {
        this.board = board;
        this.later = later;
        this.tip = tip;
        this.changes = changes;
    }

    /** The seat's row: "First investment" and its box. */
    public JComponent opening(int seat) {
        JPanel p = new JPanel(new MigLayout("insets 0", "[][]"));
        p.add(new JLabel(UI.text("rows.firstInvestment")));
        p.add(boxes.get(seat));
        return p;
    }

    /** A box for each of {@code count} seats, keeping what the seats that stay had chosen. */
    public void setSeats(int count) {
        List<Integer> old = new ArrayList<>();
        for (JComboBox<Integer> b : boxes) old.add((Integer) b.getSelectedItem());
        boxes.clear();
        for (int p = 0; p < count; p++) {
            JComboBox<Integer> box = CompanyBox.withUnionPacific(board, NONE, later);
            box.setToolTipText(tip);
            box.addActionListener(e -> changes.fire());
            box.setName("newGame.first." + (char) ('A' + p));
            if (p < old.size()) box.setSelectedItem(old.get(p));
            boxes.add(box);
        }
    }

    /** How many seats have a box. */
    public int seats() {
        return boxes.size();
    }

    /** Every seat back to none. */
    public void clear() {
        for (JComboBox<Integer> b : boxes) b.setSelectedItem(NONE);
    }

    /**
     * The investments chosen, each made a step by {@code step} from the seat and the company: one
     * per seat, or none.
     *
     * @throws DealForm.Missing when some seats have chosen and others not
     */
    public List<Move> steps(BiFunction<Integer, Integer, Move> step) throws DealForm.Missing {
        List<Move> chosen = new ArrayList<>();
        for (int p = 0; p < boxes.size(); p++) {
            int c = (Integer) boxes.get(p).getSelectedItem();
            if (c != NONE) chosen.add(step.apply(p, c));
        }
        if (!chosen.isEmpty() && chosen.size() < boxes.size()) {
            throw new DealForm.Missing(UI.text("deal.first.missing"));
        }
        return Collections.unmodifiableList(chosen);
    }
}
