package org.roundhouse.ui.rules.base;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

import javax.swing.JComponent;

import org.roundhouse.engine.Deal;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.ShownCards;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.rules.HandsForm;

/**
 * The hands of a deal of the base game's kind on Edit ▸ Fill In Hands, starting with the
 * cards the main line has shown from the "?" slots (they were dealt there). A rule set whose
 * deal holds a base-game deal (Union Pacific for two) gives the way in and out of it.
 */
public final class BaseHandsForm implements HandsForm {
    private final GameDocument document;
    private final HandsEditor hands;
    private final BaseSetup recorded;
    private final BiFunction<Deal, BaseSetup, Deal> put;
    private final int filled;

    /**
     * @param get the base-game deal inside the rule set's deal
     * @param put the rule set's deal with the base-game deal replaced
     */
    public BaseHandsForm(GameDocument document, Function<Deal, BaseSetup> get, BiFunction<Deal, BaseSetup, Deal> put) {
        this.document = document;
        this.put = put;
        GameSetup setup = document.record().setup();
        hands = new HandsEditor(setup.board());
        hands.setSeats(setup.players());
        recorded = get.apply(setup.deal());
        ShownCards shown = ShownCards.of(document.replay());
        hands.setHands(ShownCards.fill(recorded.trackHands(), shown.tracks()), ShownCards.fill(recorded.shareHands(), shown.shares()));
        filled = count(hands.trackHands()) + count(hands.shareHands()) - count(recorded.trackHands()) - count(recorded.shareHands());
    }

    @Override
    public JComponent component() {
        return hands;
    }

    @Override
    public GameSetup setup() {
        GameSetup s = document.record().setup();
        BaseSetup d = recorded;
        return s.withDeal(put.apply(s.deal(), new BaseSetup(d.players(), hands.trackHands(), hands.shareHands(), d.display(),
                d.shareDeck(), d.trackDeck())));
    }

    @Override
    public void reset() {
        hands.setHands(recorded.trackHands(), recorded.shareHands());
    }

    @Override
    public int filled() {
        int now = count(hands.trackHands()) + count(hands.shareHands()) - count(recorded.trackHands()) - count(recorded.shareHands());
        return Math.min(filled, now);
    }

    @Override
    public void addChangeListener(Runnable r) {
        hands.addChangeListener(r);
    }

    /** Cards that are known (not ?) in the hands. */
    private static int count(List<List<Integer>> hands) {
        int n = 0;
        for (List<Integer> h : hands) for (int c : h) if (c != BaseMove.UNKNOWN) n++;
        return n;
    }
}
