package org.roundhouse.ui.rules.nineteenth;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.roundhouse.ui.rules.FormChanges;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.nineteenth.NineteenthMove;
import org.roundhouse.engine.nineteenth.NineteenthSetup;
import org.roundhouse.ui.rules.DealForm;

/**
 * The deal of a nineteenth-century game at the table: the card each of the four face-up track
 * decks shows (a track card or an "A" card). The decks' order is not known; the cards are
 * named as they turn up (a table record). Deal at Random deals the whole decks instead.
 */
final class NineteenthDealForm implements DealForm {
    /** The choices of a deck's box, in the language of the form. */
    final String track = UI.text("nt.deal.track");
    final String ace = UI.text("nt.deal.ace");
    private final String choose = UI.text("nt.deal.choose");

    private final Board board;
    private final List<JComboBox<String>> tops = new ArrayList<>();
    private final FormChanges changes = new FormChanges();
    private final JLabel note = new JLabel(UI.text("nt.deal.unknownOrder"));
    private int seats;
    private NineteenthSetup dealt;

    NineteenthDealForm(Board board) {
        this.board = board;
        for (int deck = 0; deck < board.trackTypeCount(); deck++) {
            JComboBox<String> box = new JComboBox<>(new String[] {choose, track, ace});
            box.setName("newGame.top." + deck);
            box.addActionListener(e -> {
                dealt = null;
                note.setText(UI.text("nt.deal.unknownOrder"));
                changes.fire();
            });
            tops.add(box);
        }
        note.setName("newGame.deal");
    }

    @Override
    public void layOut(JPanel form) {
        form.add(new JLabel(UI.text("nt.deal.faceUp")));
        JPanel row = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEADING, 6, 0));
        row.setOpaque(false);
        for (int deck = 0; deck < tops.size(); deck++) {
            row.add(new JLabel(Phrases.trackType(board.trackTypes().get(deck))));
            row.add(tops.get(deck));
        }
        form.add(row, "wrap");
        form.add(new JLabel(""));
        form.add(note, "wrap");
    }

    @Override
    public void setSeats(List<String> names) {
        seats = names.size();
        if (dealt != null && dealt.players() != seats) dealt = null;
        changes.fire();
    }

    @Override
    public void show(Deal deal) {
        NineteenthSetup d = (NineteenthSetup) deal;
        for (int deck = 0; deck < tops.size(); deck++) {
            JComboBox<String> box = tops.get(deck);
            java.awt.event.ActionListener[] ls = box.getActionListeners();
            for (var l : ls) box.removeActionListener(l);
            box.setSelectedItem(d.tops().get(deck) == NineteenthMove.ACE ? ace : track);
            for (var l : ls) box.addActionListener(l);
        }
        dealt = d;
        note.setText(UI.text("nt.deal.random", d.players()));
        changes.fire();
    }

    @Override
    public void clear() {
        for (JComboBox<String> box : tops) box.setSelectedItem(choose);
    }

    @Override
    public Deal deal() throws Missing {
        if (dealt != null && dealt.players() == seats) return dealt;
        List<Integer> shown = new ArrayList<>();
        for (int deck = 0; deck < tops.size(); deck++) {
            Object top = tops.get(deck).getSelectedItem();
            if (choose.equals(top)) throw new Missing(UI.text("nt.deal.missing", Phrases.trackType(board.trackTypes().get(deck))));
            shown.add(ace.equals(top) ? NineteenthMove.ACE : NineteenthMove.TRACK);

        }
        return new NineteenthSetup(seats, shown, List.of());
    }

    @Override
    public void addChangeListener(Runnable r) {
        changes.add(r);
    }
}
