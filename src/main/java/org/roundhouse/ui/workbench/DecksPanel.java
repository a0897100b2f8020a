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
 * next dividend card lies; the track deck and its discards. Where the rule set has them
 * ("Union Pacific for two"): the markers on the display, the cards removed from the game,
 * each seat's personal deck (its cards where the viewer knows them, never their order) and
 * the traded cards under the main deck. The rule set's own tables ({@link PositionFacts#tables})
 * follow the display, a table of the display itself ({@link org.roundhouse.engine.FactTable#DISPLAY})
 * in its place; the track deck shows only for a rule set with track cards.
 */
final class DecksPanel extends WidthTrackingPanel implements WorkbenchModel.Listener {
    private final WorkbenchModel model;
    private final JLabel shareDeckTitle = title("Share deck");
    private final JLabel shareDeck = value("decks.shareDeck");
    private final JLabel displayTitle = title("Display");
    private final JLabel removedTitle = title("Removed from the game");
    private final ChipStrip removed = new ChipStrip("decks.removed");
    private final JLabel personalTitle = title("Personal decks");
    private final javax.swing.JPanel personalRows = new javax.swing.JPanel(
            new MigLayout("wrap 2, fillx, insets 0, gapy 3", "[shrink 0][grow, shrink 200, right]"));
    private final List<JLabel> personalNames = new ArrayList<>();
    private final List<JLabel> personalSizes = new ArrayList<>();
    private final List<ChipStrip> personalCards = new ArrayList<>();
    private final JLabel tradedTitle = title("Traded under the deck");
    private final JLabel traded = value("decks.traded");
    private final ChipStrip tradedCards = new ChipStrip("decks.tradedCards");
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
        removedTitle.setName("decks.removedTitle");
        add(removedTitle, "span 2, gaptop 4, hidemode 3");
        add(removed, "span 2, growx, wmin 0, hidemode 3");
        personalTitle.setName("decks.personalTitle");
        personalRows.setOpaque(false);
        personalRows.setName("decks.personal");
        add(personalTitle, "span 2, gaptop 4, hidemode 3");
        add(personalRows, "span 2, growx, wmin 0, hidemode 3");
        tradedTitle.setName("decks.tradedTitle");
        tradedTitle.setToolTipText("Shares traded for Union Pacific shares lie face down under the main deck");
        add(tradedTitle, "gaptop 4, wmin 0, hidemode 3");
        add(traded, "gaptop 4, wmin 0, hidemode 3");
        add(tradedCards, "span 2, growx, wmin 0, hidemode 3");
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
        shareDeckTitle.setText(f.hasPersonalDecks() ? "Main deck" : "Share deck");
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
        tables.setTables(f.tables, board, List.of());
        List<ChipStrip.Chip> shown = new ArrayList<>();
        int markers = 0;
        for (int slot = 0; slot < f.display.length; slot++) {
            int c = f.display[slot];
            if (c < 0) continue;
            String abbr = board.companyAbbreviation(c);
            boolean marked = f.hasMarkers() && f.markedSlots[slot];
            if (marked) markers++;
            shown.add(new ChipStrip.Chip(abbr, 1, ChipStrip.companyColour(board, c), 0, false,
                    abbr + " face up" + (marked ? ", marked" : ""), marked));
        }
        display.setChips(shown, "empty");
        displayTitle.setText(f.hasMarkers() && markers > 0 ? "Display · " + markers + (markers == 1 ? " marker" : " markers") : "Display");
        displayTitle.setToolTipText(f.hasMarkers() ? "Oldest card on the left. A blind draw marks the oldest unmarked card; "
                + "with all four marked the oldest leaves the game; a face-up draw removes every marker" : null);
        showVariantDecks(f, board, m);
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

    /** The rows of the rule sets with personal decks, markers and traded cards; hidden where it has none. */
    private void showVariantDecks(PositionFacts f, Board board, WorkbenchModel m) {
        boolean markers = f.hasMarkers();
        removedTitle.setVisible(markers);
        removed.setVisible(markers);
        if (markers) {
            List<ChipStrip.Chip> out = new ArrayList<>();
            for (int c = 0; c < board.companyCount(); c++) {
                int byMarkers = f.removedByMarkers[c];
                int fours = f.removedFourOfAKind == null ? 0 : f.removedFourOfAKind[c];
                if (byMarkers + fours == 0) continue;
                String abbr = board.companyAbbreviation(c);
                List<String> why = new ArrayList<>();
                if (byMarkers > 0) why.add(byMarkers + " by markers");
                if (fours > 0) why.add(fours + " as four of a kind");
                out.add(new ChipStrip.Chip(abbr, byMarkers + fours, ChipStrip.companyColour(board, c), 0, true,
                        abbr + ": " + String.join(", ", why)));
            }
            removed.setChips(out, "none");
        }
        boolean personal = f.hasPersonalDecks();
        personalTitle.setVisible(personal);
        personalRows.setVisible(personal);
        if (personal) {
            if (personalSizes.size() != f.players) buildPersonalRows(f.players);
            for (int p = 0; p < f.players; p++) {
                personalNames.get(p).setText(m.document().replay().playerName(p));
                int n = f.personalDeckSize[p];
                personalSizes.get(p).setText(n + (n == 1 ? " card" : " cards"));
                ChipStrip cards = personalCards.get(p);
                boolean known = f.personalDeck != null && f.personalDeck[p] != null;
                cards.setVisible(known && n > 0);
                if (known) {
                    List<ChipStrip.Chip> in = new ArrayList<>();
                    for (int c = 0; c < board.companyCount(); c++) {
                        int k = f.personalDeck[p][c];
                        if (k == 0) continue;
                        String abbr = board.companyAbbreviation(c);
                        in.add(new ChipStrip.Chip(abbr, k, ChipStrip.companyColour(board, c), 0, true,
                                abbr + " in " + m.document().replay().playerName(p) + "'s personal deck (its order is hidden)"));
                    }
                    cards.setChips(in, "empty");
                }
            }
        }
        boolean tradedDeck = f.tradedUnderDeck >= 0;
        tradedTitle.setVisible(tradedDeck);
        traded.setVisible(tradedDeck);
        tradedCards.setVisible(false);
        if (tradedDeck) {
            traded.setText(f.tradedUnderDeck + (f.tradedUnderDeck == 1 ? " card" : " cards"));
            List<ChipStrip.Chip> known = new ArrayList<>();
            for (int c = 0; f.tradedKnown != null && c < board.companyCount(); c++) {
                int k = f.tradedKnown[c];
                if (k == 0) continue;
                String abbr = board.companyAbbreviation(c);
                known.add(new ChipStrip.Chip(abbr, k, ChipStrip.companyColour(board, c), 0, true,
                        abbr + ": " + k + " traded" + (f.allSeeing() ? "" : " by you")));
            }
            tradedCards.setChips(known, "none");
            tradedCards.setVisible(!known.isEmpty());
        }
    }

    private void buildPersonalRows(int players) {
        personalRows.removeAll();
        personalNames.clear();
        personalSizes.clear();
        personalCards.clear();
        for (int p = 0; p < players; p++) {
            JLabel name = title("");
            name.setName("decks.personal." + p + ".name");
            JLabel size = value("decks.personal." + p);
            ChipStrip cards = new ChipStrip("decks.personal." + p + ".cards");
            personalNames.add(name);
            personalSizes.add(size);
            personalCards.add(cards);
            personalRows.add(name, "wmin 0, gapleft 10");
            personalRows.add(size, "wmin 0");
            personalRows.add(cards, "span 2, growx, wmin 0, gapleft 10, hidemode 3");
        }
        personalRows.revalidate();
    }
}
