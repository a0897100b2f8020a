package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
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
    private final JLabel shareDeckTitle = title(UI.text("decks.shareDeck"));
    private final JLabel shareDeck = value("decks.shareDeck");
    private final JLabel displayTitle = title(UI.text("decks.display"));
    private final JLabel dividends = value("decks.dividends");
    private final JLabel nextDividend = value("decks.nextDividend");
    private final JLabel nextDividendTitle = title(UI.text("decks.next", Terms.of("dividend")));
    private final JLabel dividendsTitle = title(UI.text("decks.paid", Terms.capital(Terms.plural("dividend"))));
    private final JLabel upLeftTitle = title(UI.text("decks.upLeft"));
    private final FactTablesView tables = new FactTablesView("decks.tables");
    private final JLabel trackDeckTitle = title(UI.text("decks.trackDeck"));
    private final JLabel discardsTitle = title(UI.text("decks.trackDiscards"));
    private final ChipStrip display = new ChipStrip("decks.display");
    private final JLabel upLeft = value("decks.unionPacificLeft");
    private final JLabel deckSharesTitle = title(UI.text("decks.deckShares"));
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
        JLabel heading = new JLabel(UI.text("decks.heading"));
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
        if (!(getParent() instanceof javax.swing.JViewport viewport)) return true;
        return viewport.getWidth() >= widthNeeded();
    }

    /** The width the panel needs to show its tables whole (0: it has none); the side panel is given it where the window allows. */
    int widthNeeded() {
        if (!tables.isVisible()) return 0;
        java.awt.Insets in = getInsets();
        return tables.getPreferredSize().width + in.left + in.right + 20;
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
        shareDeck.setText(UI.text("decks.cards", f.deckSize));
        String dividend = f.dividendName;
        dividendsTitle.setText(UI.text("decks.paid", Terms.capital(Terms.plural(dividend))));
        nextDividendTitle.setText(UI.text("decks.next", Terms.of(dividend)));
        dividends.setText(UI.text("decks.of", f.dividendsPaid, f.lastDividend));
        nextDividendTitle.setVisible(f.allSeeing());
        nextDividend.setVisible(f.allSeeing());
        if (f.allSeeing()) {
            int d = f.cardsToNextDividend;
            nextDividend.setText(f.over ? UI.text("decks.gameOver") : f.dividendsDrawn >= f.dividendCards ? UI.text("decks.noneLeft")
                    : d < 0 ? UI.text("decks.notKnown") : d == 0 ? UI.text("decks.topCard") : UI.text("decks.cardsDown", d));
            nextDividend.setToolTipText(!f.over && d < 0 && f.dividendsDrawn < f.dividendCards
                    ? UI.text("decks.notKnown.tip") : null);
        }
        boolean endless = f.unionPacificLeft == PositionFacts.UNLIMITED;
        upLeftTitle.setText(endless ? UI.text("decks.upShares") : UI.text("decks.upLeft"));
        upLeft.setText(endless ? UI.text("decks.noEnd") : Integer.toString(f.unionPacificLeft));
        upLeft.setToolTipText(endless ? UI.text("decks.noEnd.tip") : null);
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
            shown.add(new ChipStrip.Chip(abbr, 1, ChipStrip.companyColour(board, c), 0, false, UI.text("decks.faceUp", abbr)));
        }
        display.setChips(shown, UI.text("decks.empty"));
        deckSharesTitle.setVisible(f.allSeeing());
        deckShares.setVisible(f.allSeeing());
        if (f.allSeeing()) {
            // with hands left at ?, the engine cannot tell the deck's shares from those hands'
            boolean unsure = f.unknownInHands > 0;
            deckSharesTitle.setText(unsure ? UI.text("decks.deckShares.unsure") : UI.text("decks.deckShares"));
            deckSharesTitle.setToolTipText(unsure ? UI.text("decks.deckShares.unsure.tip", f.unknownInHands) : null);
            List<ChipStrip.Chip> left = new ArrayList<>();
            for (int c = 0; c < board.companyCount(); c++) {
                int n = f.sharesInDeck[c];
                if (n > 0) {
                    String abbr = board.companyAbbreviation(c);
                    left.add(new ChipStrip.Chip(abbr, n, ChipStrip.companyColour(board, c), 0, true,
                            unsure ? UI.text("decks.chip.unsure", abbr, n) : UI.text("decks.chip", abbr, n)));
                }
            }
            deckShares.setChips(left, UI.text("players.none"));
        }
        payments.setPayments(f.payments, f.players, m.document().replay()::playerName, dividend);
        boolean track = f.hasTrackCards();
        for (javax.swing.JComponent c : List.of(trackDeckTitle, trackDeck, discardsTitle, discards)) c.setVisible(track);
        if (!track) {
            moreDiscards.setVisible(false);
            return;
        }
        trackDeck.setText(UI.text("decks.cards", f.trackDeckSize));
        List<String> d = new ArrayList<>();
        for (int k = 0; k < f.trackDiscards.length; k++) {
            if (f.trackDiscards[k] > 0) d.add(PlayersPanel.kindName(board, k) + " " + f.trackDiscards[k]);
        }
        int split = Math.min(3, d.size());
        discards.setText(d.isEmpty() ? UI.text("players.none") : String.join(", ", d.subList(0, split)) + (split < d.size() ? "," : ""));
        moreDiscards.setText(String.join(", ", d.subList(split, d.size())));
        moreDiscards.setVisible(split < d.size());
        discards.setToolTipText(d.isEmpty() ? null : UI.text("decks.discards.tip", String.join(", ", d)));
    }
}
