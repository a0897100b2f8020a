package org.roundhouse.ui.rules.base;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.ui.rules.FormChanges;
import org.roundhouse.ui.rules.CompanyBox;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.ui.rules.Cards;

/**
 * The hands of a deal, one row per seat: three track cards and four company shares, each
 * a card or "?" for a card nobody recorded. Used by the new-game dialog and to fill in
 * unknown hands later.
 */
public final class HandsEditor extends JPanel {
    private final Board board;
    private final List<JLabel> seatLabels = new ArrayList<>();
    private final List<List<JComboBox<Integer>>> tracks = new ArrayList<>();
    private final List<List<JComboBox<Integer>>> shares = new ArrayList<>();
    private final FormChanges changes = new FormChanges();

    public HandsEditor(Board board) {
        super(new MigLayout("insets 0, gap 4 2", "[]12[][][]12[][][][]"));
        this.board = board;
        setName("hands");
    }

    public void addChangeListener(Runnable r) {
        changes.add(r);
    }

    /** Shows rows for the seats (names for the labels), keeping what was entered for seats that stay. */
    public void setSeats(List<String> names) {
        changes.silently(() -> seats(names));
    }

    private void seats(List<String> names) {
        List<List<Integer>> t = trackHands();
        List<List<Integer>> s = shareHands();
        removeAll();
        seatLabels.clear();
        tracks.clear();
        shares.clear();
        add(new JLabel(""));
        JLabel tl = new JLabel(UI.text("deal.trackCards"));
        tl.putClientProperty("FlatLaf.styleClass", "small");
        add(tl, "spanx 3");
        JLabel sl = new JLabel(UI.text("deal.shares"));
        sl.putClientProperty("FlatLaf.styleClass", "small");
        add(sl, "spanx 4, wrap");
        for (int p = 0; p < names.size(); p++) {
            char seat = (char) ('A' + p);
            JLabel l = new JLabel(names.get(p), Cards.seat(p), JLabel.LEADING);
            seatLabels.add(l);
            add(l, "wmin 90");
            List<JComboBox<Integer>> tr = new ArrayList<>();
            for (int i = 0; i < BaseGame.TRACK_HAND; i++) {
                JComboBox<Integer> box = trackBox();
                box.setName("hands.track." + seat + "." + i);
                if (p < t.size()) box.setSelectedItem(t.get(p).get(i));
                tr.add(box);
                add(box);
            }
            tracks.add(tr);
            List<JComboBox<Integer>> sh = new ArrayList<>();
            for (int i = 0; i < BaseGame.SHARE_HAND; i++) {
                JComboBox<Integer> box = shareBox();
                box.setName("hands.share." + seat + "." + i);
                if (p < s.size()) box.setSelectedItem(s.get(p).get(i));
                sh.add(box);
                add(box, i == BaseGame.SHARE_HAND - 1 ? "wrap" : "");
            }
            shares.add(sh);
        }
        revalidate();
        repaint();
    }

    /** Renames the seat labels. */
    public void setNames(List<String> names) {
        for (int p = 0; p < Math.min(names.size(), seatLabels.size()); p++) {
            seatLabels.get(p).setText(names.get(p));
        }
    }

    public List<List<Integer>> trackHands() {
        List<List<Integer>> out = new ArrayList<>();
        for (List<JComboBox<Integer>> row : tracks) {
            List<Integer> hand = new ArrayList<>();
            for (JComboBox<Integer> b : row) hand.add((Integer) b.getSelectedItem());
            out.add(hand);
        }
        return out;
    }

    public List<List<Integer>> shareHands() {
        List<List<Integer>> out = new ArrayList<>();
        for (List<JComboBox<Integer>> row : shares) {
            List<Integer> hand = new ArrayList<>();
            for (JComboBox<Integer> b : row) hand.add((Integer) b.getSelectedItem());
            out.add(hand);
        }
        return out;
    }

    /** Sets the hands shown (as many seats as there are rows). */
    public void setHands(List<List<Integer>> trackHands, List<List<Integer>> shareHands) {
        changes.quietly(() -> {
            for (int p = 0; p < tracks.size() && p < trackHands.size(); p++) {
                for (int i = 0; i < BaseGame.TRACK_HAND; i++) tracks.get(p).get(i).setSelectedItem(trackHands.get(p).get(i));
                for (int i = 0; i < BaseGame.SHARE_HAND; i++) shares.get(p).get(i).setSelectedItem(shareHands.get(p).get(i));
            }
        });
    }

    /** Every card of every hand unknown. */
    public void clear() {
        List<List<Integer>> t = new ArrayList<>();
        List<List<Integer>> s = new ArrayList<>();
        for (int p = 0; p < tracks.size(); p++) {
            t.add(java.util.Collections.nCopies(BaseGame.TRACK_HAND, BaseMove.UNKNOWN));
            s.add(java.util.Collections.nCopies(BaseGame.SHARE_HAND, BaseMove.UNKNOWN));
        }
        setHands(t, s);
    }

    private JComboBox<Integer> trackBox() {
        Integer[] items = new Integer[board.trackCardKinds() + 1];
        items[0] = BaseMove.UNKNOWN;
        for (int k = 0; k < board.trackCardKinds(); k++) items[k + 1] = k;
        JComboBox<Integer> box = new JComboBox<>(items);
        box.setMaximumRowCount(items.length);
        box.setRenderer(new DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                int k = value == null ? BaseMove.UNKNOWN : (Integer) value;
                super.getListCellRendererComponent(list, k == BaseMove.UNKNOWN ? "?" : index < 0 ? String.valueOf(Cards.letter(board, k))
                        : Cards.letter(board, k) + "  " + Cards.kind(board, k), index, sel, focus);
                setToolTipText(k == BaseMove.UNKNOWN ? UI.text("deal.unknown.tip") : Cards.kind(board, k));
                return this;
            }
        });
        box.setToolTipText(UI.text("deal.trackBox.tip"));
        box.addActionListener(e -> changes.fire());
        return box;
    }

    private JComboBox<Integer> shareBox() {
        JComboBox<Integer> box = CompanyBox.withoutUnionPacific(board, BaseMove.UNKNOWN, "?");
        box.setToolTipText(UI.text("deal.shareBox.tip"));
        box.addActionListener(e -> changes.fire());
        return box;
    }
}
