package org.roundhouse.ui.rules;

import static org.roundhouse.text.Messages.UI;

import java.util.List;

import javax.swing.JLabel;
import javax.swing.JPanel;

import org.roundhouse.engine.Deal;

/** The deal of a rule set without a deal editor of its own: dealt at random, and shown as a count of seats. */
final class RandomDealForm implements DealForm {
    private final JLabel text = new JLabel(UI.text("deal.random.notYet"));
    private final FormChanges changes = new FormChanges();
    private Deal deal;
    private int seats;

    RandomDealForm() {
        text.setName("newGame.deal");
    }

    @Override
    public void layOut(JPanel form) {
        form.add(new JLabel(UI.text("deal.random.deal")));
        form.add(text, "wrap");
    }

    @Override
    public void setSeats(List<String> names) {
        seats = names.size();
        if (deal != null && deal.players() != seats) {
            deal = null;
            text.setText(UI.text("deal.random.notYet"));
        }
    }

    @Override
    public void show(Deal d) {
        deal = d;
        text.setText(UI.text("deal.random.dealt", d.players()));
        changes.fire();
    }

    @Override
    public void clear() {
    }

    @Override
    public Deal deal() throws Missing {
        if (deal == null) throw new Missing(UI.text("deal.random.missing"));
        return deal;
    }

    @Override
    public void addChangeListener(Runnable r) {
        changes.add(r);
    }
}
