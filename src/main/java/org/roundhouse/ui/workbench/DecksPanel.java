package org.roundhouse.ui.workbench;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.swing.JLabel;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.board.Board;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.ui.widgets.WidthTrackingPanel;

/**
 * The decks: share cards left (per company in the all-seeing view), the face-up display,
 * Union Pacific shares left, dividends paid, and in the all-seeing view how far down the
 * next dividend card lies; the track deck and its discards. The rule set's own tables
 * ({@link PositionFacts#tables}: e.g. personal decks, markers, cards out of the game)
 * follow the display, a table of the display itself ({@link org.roundhouse.engine.FactTable#DISPLAY})
 * in its place; the track deck shows only for a rule set with track cards.
 */
final class DecksPanel extends WidthTrackingPanel implements WorkbenchModel.Listener {
    private final WorkbenchModel model;
    private final JLabel shareDeckTitle = title("Share deck");
    private final JLabel shareDeck = value("decks.shareDeck");
    private final JLabel displayTitle = title("Display");
    private final JLabel dividends = value("decks.dividends");
    private final JLabel nextDividend = value("decks.nextDividend");
    private final JLabel nextDividendTitle = title("Next dividend");
    private final JLabel dividendsTitle = title("Dividends paid");
    private final JLabel upLeftTitle = title("UP shares left");
    private final FactTablesView tables = new FactTablesView("decks.tables");
    private final JLabel trackDeckTitle = title("Track deck");
    private final JLabel discardsTitle = title("Track discards");
    private final ChipStrip display = new ChipStrip("decks.display");
    private final JLabel upLeft = value("decks.unionPacificLeft");
    private final JLabel deckSharesTitle = title("Shares in the deck");
    private final ChipStrip deckShares = new ChipStrip("decks.deckShares");
    private final JLabel trackDeck = value("decks.trackDeck");
    /**
     * Two lines: five kinds with their counts do not fit a narrow side panel on one. (Plain
     * labels: a wrapping text area cost half a millisecond of layout at every step.)
     */
    private final JLabel discards = value("decks.trackDiscards");
    private final JLabel moreDiscards = value("decks.trackDiscards.more");
    private final PaymentsView payments = new PaymentsView();

    DecksPanel(WorkbenchModel model) {
        super(new MigLayout("wrap 2, fillx, insets 8 10 8 10, gapy 3", "[shrink 0][grow, shrink 200, right]"));
        this.model = model;
        setName("decksPanel");
        deckSharesTitle.setName("decks.deckSharesTitle");
        JLabel heading = new JLabel("Decks");
        heading.putClientProperty("FlatLaf.styleClass", "h4");
        add(heading, "span 2, wrap");
        shareDeckTitle.setName("decks.shareDeckTitle");
        displayTitle.setName("decks.displayTitle");
        add(shareDeckTitle, "wmin 0");
        add(shareDeck, "wmin 0");
        dividendsTitle.setName("decks.dividendsTitle");
        nextDividendTitle.setName("decks.nextDividendTitle");
        add(dividendsTitle, "wmin 0");
        add(dividends, "wmin 0");
        add(nextDividendTitle, "hidemode 3, wmin 0");
        add(nextDividend, "hidemode 3, wmin 0");
        add(upLeftTitle, "wmin 0");
        add(upLeft, "wmin 0");
        add(displayTitle, "span 2, gaptop 4, hidemode 3");
        add(display, "span 2, growx, wmin 0, hidemode 3");
        add(tables, "span 2, growx, wmin 0, gaptop 4, hidemode 3");
        add(deckSharesTitle, "span 2, gaptop 4, hidemode 3");
        add(deckShares, "span 2, growx, wmin 0, hidemode 3");
        trackDeckTitle.setName("decks.trackDeckTitle");
        discardsTitle.setName("decks.trackDiscardsTitle");
        add(trackDeckTitle, "gaptop 4, wmin 0, hidemode 3");
        add(trackDeck, "gaptop 4, wmin 0, hidemode 3");
        add(discardsTitle, "span 2, wmin 0, hidemode 3");
        for (JLabel l : List.of(discards, moreDiscards)) {
            l.setFont(l.getFont().deriveFont(Font.PLAIN));
            add(l, "span 2, wmin 0, gapleft 10, align left, hidemode 3");
        }
        add(payments, "span 2, growx, wmin 0, gaptop 4");
        model.addListener(this);
    }

    /**
     * The panel takes the viewport's width while its tables fit it; a narrower side panel
     * scrolls them sideways rather than cut their last columns (a holdings table of six seats).
     */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        if (!(getParent() instanceof javax.swing.JViewport viewport) || !tables.isVisible()) return true;
        java.awt.Insets in = getInsets();
        return viewport.getWidth() >= tables.getPreferredSize().width + in.left + in.right + 20;
    }

    private static JLabel title(String text) {
        JLabel l = new JLabel(text);
        return l;
    }

    private static JLabel value(String name) {
        JLabel l = new JLabel();
        l.setName(name);
        l.setFont(l.getFont().deriveFont(Font.BOLD));
        return l;
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (!m.hasDocument() || (changes.size() == 1 && changes.contains(WorkbenchModel.Change.COMPANY))) return;
        PositionFacts f = m.facts();
        Board board = f.board;
        shareDeck.setText(f.deckSize + (f.deckSize == 1 ? " card" : " cards"));
        String dividend = f.dividendName;
        String Dividend = Character.toUpperCase(dividend.charAt(0)) + dividend.substring(1);
        dividendsTitle.setText(Dividend + "s paid");
        nextDividendTitle.setText("Next " + dividend);
        dividends.setText(f.dividendsPaid + " of " + f.lastDividend);
        nextDividendTitle.setVisible(f.allSeeing());
        nextDividend.setVisible(f.allSeeing());
        if (f.allSeeing()) {
            int d = f.cardsToNextDividend;
            nextDividend.setText(f.over ? "game over" : f.dividendsDrawn >= f.dividendCards ? "none left"
                    : d < 0 ? "not known" : d == 0 ? "the top card" : d + (d == 1 ? " card down" : " cards down"));
            nextDividend.setToolTipText(!f.over && d < 0 && f.dividendsDrawn < f.dividendCards
                    ? "The record does not say in which order the share deck was shuffled" : null);
        }
        boolean endless = f.unionPacificLeft == PositionFacts.UNLIMITED;
        upLeftTitle.setText(endless ? "UP shares" : "UP shares left");
        upLeft.setText(endless ? "no end" : Integer.toString(f.unionPacificLeft));
        upLeft.setToolTipText(endless ? "The supply of Union Pacific shares has no end" : null);
        boolean displayTable = f.table(org.roundhouse.engine.FactTable.DISPLAY) != null;
        // a rule set without a display (the nineteenth-century variant lays every share open in its company's deck) shows none
        boolean noDisplay = displayTable || f.display.length == 0;
        displayTitle.setVisible(!noDisplay);
        display.setVisible(!noDisplay);
        tables.setTables(f.tables, board, m.document().record().setup().players(), List.of());
        List<ChipStrip.Chip> shown = new ArrayList<>();
        for (int c : f.display) {
            if (c < 0) continue;
            String abbr = board.companyAbbreviation(c);
            shown.add(new ChipStrip.Chip(abbr, 1, ChipStrip.companyColour(board, c), 0, false, abbr + " face up"));
        }
        display.setChips(shown, "empty");
        deckSharesTitle.setVisible(f.allSeeing());
        deckShares.setVisible(f.allSeeing());
        if (f.allSeeing()) {
            // with hands left at ?, the engine cannot tell the deck's shares from those hands'
            boolean unsure = f.unknownInHands > 0;
            deckSharesTitle.setText(unsure ? "Shares in the deck or in ? hands" : "Shares in the deck");
            deckSharesTitle.setToolTipText(unsure ? f.unknownInHands + " share cards in the hands were not written down: "
                    + "each could be any of these" : null);
            String where = unsure ? " in the deck or in ? hands" : " in the deck";
            List<ChipStrip.Chip> left = new ArrayList<>();
            for (int c = 0; c < board.companyCount(); c++) {
                int n = f.sharesInDeck[c];
                if (n > 0) {
                    String abbr = board.companyAbbreviation(c);
                    left.add(new ChipStrip.Chip(abbr, n, ChipStrip.companyColour(board, c), 0, true, abbr + ": " + n + where));
                }
            }
            deckShares.setChips(left, "none");
        }
        payments.setPayments(f.payments, f.players, m.document().replay()::playerName, dividend);
        boolean track = f.hasTrackCards();
        for (javax.swing.JComponent c : List.of(trackDeckTitle, trackDeck, discardsTitle, discards)) c.setVisible(track);
        if (!track) {
            moreDiscards.setVisible(false);
            return;
        }
        trackDeck.setText(f.trackDeckSize + (f.trackDeckSize == 1 ? " card" : " cards"));
        List<String> d = new ArrayList<>();
        for (int k = 0; k < f.trackDiscards.length; k++) {
            if (f.trackDiscards[k] > 0) d.add(PlayersPanel.kindName(board, k) + " " + f.trackDiscards[k]);
        }
        int split = Math.min(3, d.size());
        discards.setText(d.isEmpty() ? "none" : String.join(", ", d.subList(0, split)) + (split < d.size() ? "," : ""));
        moreDiscards.setText(String.join(", ", d.subList(split, d.size())));
        moreDiscards.setVisible(split < d.size());
        discards.setToolTipText(d.isEmpty() ? null : "Face up on the discard pile: " + String.join(", ", d));
    }
}
