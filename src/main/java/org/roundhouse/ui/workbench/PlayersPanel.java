package org.roundhouse.ui.workbench;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import static org.roundhouse.text.Messages.UI;
import org.roundhouse.board.Board;

import javax.swing.BorderFactory;
import javax.swing.Icon;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.engine.PositionFacts;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.text.Terms;
import org.roundhouse.ui.theme.SeatColours;
import org.roundhouse.ui.widgets.WidthTrackingPanel;

/**
 * One card per seat: cash, hand size, the shares played per company (with primary and
 * secondary holders badged), and the hand itself where the viewer may see it (all of them
 * in the all-seeing view, only the viewer's own in a player's-eye view). Under the two-player
 * rules a last card shows the imaginary third player, the house, which is paid at the last
 * dividend and can win. The cards give up their titles and then the laid-out hands (which move
 * into the cards' tool tips) as far as needed for every seat's cash to show beside the map.
 */
final class PlayersPanel extends WidthTrackingPanel implements WorkbenchModel.Listener {
    private final WorkbenchModel model;
    private final List<SeatCard> cards = new ArrayList<>();
    private HouseCard house;
    /**
     * How much a card shows. The panel takes the fullest density at which every card fits the
     * height beside the map, so that every seat's cash shows without scrolling; what a denser
     * card leaves out is in its tool tip.
     */
    enum Density {
        /** Titles, and every hand the viewer may see laid out. */
        FULL,
        /** No titles; a hand is laid out only for the player to move and the viewer. */
        COMPACT,
        /** No titles and no hands laid out: cash, hand size and the shares played. */
        TIGHT
    }

    private Density density = Density.FULL;
    private PositionFacts facts;
    /** The viewport size the density was last chosen for; a change chooses afresh from {@link Density#FULL}. */
    private java.awt.Dimension fittedTo;
    private boolean fitting;

    PlayersPanel(WorkbenchModel model) {
        super(new MigLayout("wrap 1, fillx, insets 6 6 6 6, gapy 6", "[grow, fill]"));
        this.model = model;
        setName("playersPanel");
        model.addListener(this);
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (!m.hasDocument()) return;
        if (changes.contains(WorkbenchModel.Change.DOCUMENT)) rebuild();
        if (changes.contains(WorkbenchModel.Change.COMPANY) && changes.size() == 1) return;
        update();
    }

    private void rebuild() {
        removeAll();
        cards.clear();
        house = null;
        var setup = model.document().record().setup();
        List<String> names = setup.players();
        for (int p = 0; p < names.size(); p++) {
            SeatCard card = new SeatCard(p, names.get(p));
            cards.add(card);
            add(card, "wmin 0");
        }
        density = Density.FULL;
        fittedTo = null;
        facts = null;
        applyDensity();
        if (model.facts().house) {
            house = new HouseCard();
            add(house, "wmin 0");
        }
        revalidate();
        repaint();
    }

    private void update() {
        PositionFacts f = model.facts();
        facts = f;
        for (SeatCard c : cards) c.update(f);
        if (house != null) house.update(f, f.board);
        // stepping only ever makes the cards denser (no jumping back and forth from move to move);
        // a new size or a new game starts again from the fullest
        if (fittedTo != null) fitDensity(density);
    }

    Density density() {
        return density;
    }

    @Override
    public void doLayout() {
        java.awt.Dimension view = viewportSize();
        if (view != null && !view.equals(fittedTo) && facts != null) {
            fittedTo = view;
            if (fitDensity(Density.FULL)) javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
        super.doLayout();
    }

    private java.awt.Dimension viewportSize() {
        if (!(getParent() instanceof javax.swing.JViewport vp)) return null;
        java.awt.Dimension d = vp.getExtentSize();
        return d.width > 0 && d.height > 0 ? d : null;
    }

    /**
     * Chooses the fullest density from {@code from} on at which the cards fit the viewport's
     * height (the densest when none does). Returns whether the density changed.
     */
    private boolean fitDensity(Density from) {
        java.awt.Dimension view = viewportSize();
        if (view == null || fitting || facts == null) return false;
        fitting = true;
        try {
            Density before = density;
            Density[] all = Density.values();
            for (int i = from.ordinal(); i < all.length; i++) {
                density = all[i];
                applyDensity();
                if (getPreferredSize().height <= view.height) break;
            }
            if (density != before) revalidate();
            return density != before;
        } finally {
            fitting = false;
        }
    }

    private void applyDensity() {
        boolean full = density == Density.FULL;
        ((MigLayout) getLayout()).setLayoutConstraints("wrap 1, fillx, insets 6 6 6 6, gapy " + (full ? 6 : 4));
        for (SeatCard c : cards) c.setDensity(density, facts);
        invalidate();
    }

    /** A rounded card with a stripe in its owner's colour, outlined in that colour when it is the owner's turn. */
    private abstract static class Card extends JPanel {
        Card(MigLayout layout) {
            super(layout);
            setOpaque(false);
        }

        abstract Color colour();

        abstract boolean toMove();

        /** The owner's name in bold beside its round seat chip. */
        static JLabel nameLabel(String text, Icon chip, String name) {
            JLabel l = new JLabel(text);
            l.setName(name);
            l.setIcon(chip);
            l.setIconTextGap(6);
            l.setFont(l.getFont().deriveFont(Font.BOLD, l.getFont().getSize2D() + 1));
            return l;
        }

        /** The cash, larger, right-aligned in the card's first row. */
        static JLabel cashLabel(String name) {
            JLabel l = new JLabel();
            l.setName(name);
            l.setFont(l.getFont().deriveFont(Font.BOLD, l.getFont().getSize2D() + 3));
            l.setToolTipText(UI.text("players.cash.tip"));
            return l;
        }

        @Override
        protected void paintComponent(Graphics g) {
            Graphics2D g2 = (Graphics2D) g.create();
            try {
                g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                Color bg = UIManager.getColor("Panel.background");
                Color card = SeatColours.isDarkTheme() ? mix(bg, Color.WHITE, 0.05) : mix(bg, Color.WHITE, 0.6);
                g2.setColor(card);
                g2.fillRoundRect(0, 0, getWidth() - 1, getHeight() - 1, 12, 12);
                Color colour = colour();
                g2.setColor(toMove() ? colour : mix(bg, UIManager.getColor("Label.foreground"), 0.18));
                g2.setStroke(new java.awt.BasicStroke(toMove() ? 2f : 1f));
                g2.drawRoundRect(0, 0, getWidth() - 1, getHeight() - 1, 12, 12);
                g2.setColor(colour);
                g2.fillRoundRect(0, 0, 5, getHeight() - 1, 5, 5);
            } finally {
                g2.dispose();
            }
        }
    }

    /** The imaginary third player of the two-player rules ("the house"). */
    private static final class HouseCard extends Card {
        private final JLabel cash = cashLabel("player.house.cash");
        private final JLabel holds = new JLabel();
        private final JLabel what = new JLabel();
        private final JLabel upRow = new JLabel();

        HouseCard() {
            super(new MigLayout("wrap 2, fillx, insets 6 8 8 8, gapy 3", "[grow, fill][right]"));
            setName("player.house");
            JLabel name = nameLabel(UI.text("players.house"), new SeatIcon(-1), "player.house.name");
            name.setToolTipText(UI.text("players.house.tip"));
            holds.setName("player.house.holds");
            holds.putClientProperty("FlatLaf.styleClass", "small");
            what.setName("player.house.what");
            what.putClientProperty("FlatLaf.styleClass", "small");
            add(name, "wmin 0");
            add(cash);
            add(holds, "span 2, wmin 0");
            add(what, "span 2, wmin 0");
            upRow.setName("player.house.upRow");
            upRow.putClientProperty("FlatLaf.styleClass", "small");
            upRow.setToolTipText(UI.text("players.house.upRow.tip"));
            add(upRow, "span 2, wmin 0");
        }

        /** "first" … "sixth", "last" beyond, of a dividend. */
        private static String ordinal(int n) {
            return UI.text("players.ordinal", n >= 1 && n <= 6 ? n : 0);
        }

        void update(PositionFacts f, Board board) {
            cash.setText(Messages.money(f.houseCash));
            String last = ordinal(f.lastDividend);
            boolean paid = f.dividendsPaid >= f.lastDividend;
            if (f.houseFirstDividend >= f.lastDividend) {
                holds.setText(paid ? UI.text("players.house.paidAt", last) : UI.text("players.house.playsOnlyAt", last));
                what.setText(paid ? UI.text("players.house.for", f.houseHoldings) : UI.text("players.house.holding", f.houseHoldings));
                setToolTipText(UI.text("players.house.lastTip"));
            } else {
                // paid for some shares from an earlier dividend on, for more at the last
                boolean early = f.dividendsPaid + 1 < f.lastDividend;
                // what it holds before the last is the rule set's own: its tables tell
                holds.setText(early ? UI.text("players.house.paidFrom", ordinal(f.houseFirstDividend))
                        : paid ? UI.text("players.house.paidAt", last) : UI.text("players.house.playsFullyAt", last));
                what.setText(early ? UI.text("players.house.atLast", last, f.houseHoldings)
                        : paid ? UI.text("players.house.for", f.houseHoldings) : UI.text("players.house.holding", f.houseHoldings));
                setToolTipText(UI.text("players.house.earlyTip", ordinal(f.houseFirstDividend), last, f.houseHoldings));
            }
            int rowNumber = f.lastUnionPacificRowNumber;
            StringBuilder pays = new StringBuilder();
            for (int v : f.lastUnionPacificRow) pays.append(pays.length() > 0 ? "/" : "").append(v);
            upRow.setText(UI.text("players.house.upRow", UI.text("players.ordinal.row", rowNumber >= 1 && rowNumber <= 6 ? rowNumber : 0), pays.toString()));
            repaint();
        }

        @Override
        Color colour() {
            return SeatColours.house(SeatColours.isDarkTheme());
        }

        @Override
        boolean toMove() {
            return false;
        }
    }

    /** A seat's card. */
    private final class SeatCard extends Card {
        private final int seat;
        private final JLabel name;
        private final JLabel cash;
        private final JLabel turn = new JLabel();
        private final JLabel hand = new JLabel();
        private final ChipStrip played;
        private final JLabel handTitle = new JLabel(UI.text("players.inHand"));
        private final ChipStrip handChips;
        private final JLabel track = new JLabel();
        private final JLabel playedTitle = new JLabel(UI.text("players.shares", Terms.of("played")));
        private Density density = Density.FULL;
        private boolean toMove;

        SeatCard(int seat, String playerName) {
            super(new MigLayout(constraints(Density.FULL), "[grow, fill][right]"));
            this.seat = seat;
            setName("player." + seat);
            name = nameLabel(playerName, new SeatIcon(seat), "player." + seat + ".name");
            name.setToolTipText(playerName);
            cash = cashLabel("player." + seat + ".cash");
            turn.setName("player." + seat + ".turn");
            turn.putClientProperty("FlatLaf.styleClass", "small");
            hand.setName("player." + seat + ".hand");
            track.setName("player." + seat + ".track");
            played = new ChipStrip("player." + seat + ".played");
            handChips = new ChipStrip("player." + seat + ".handShares");
            handTitle.putClientProperty("FlatLaf.styleClass", "small");
            track.putClientProperty("FlatLaf.styleClass", "small");
            hand.putClientProperty("FlatLaf.styleClass", "small");
            // long names give way (cut with "…", whole in the tool tip): the cash always shows
            add(name, "split 2, wmin 0");
            add(turn, "gapleft 6");
            add(cash);
            add(hand, "span 2, wmin 0");
            playedTitle.putClientProperty("FlatLaf.styleClass", "small");
            add(playedTitle, "span 2, gaptop 2, hidemode 3");
            add(played, "span 2, growx, wmin 0");
            add(handTitle, "span 2, gaptop 2, hidemode 3");
            add(handChips, "span 2, growx, wmin 0, hidemode 3");
            add(track, "span 2, wmin 0, hidemode 3");
        }

        private static String constraints(Density d) {
            return "wrap 2, fillx, insets " + (d == Density.FULL ? "6 8 8 8, gapy 3" : "4 8 5 8, gapy 2");
        }

        void setDensity(Density d, PositionFacts f) {
            density = d;
            ((MigLayout) getLayout()).setLayoutConstraints(constraints(d));
            playedTitle.setVisible(d == Density.FULL);
            ((MigLayout) getLayout()).setComponentConstraints(handChips,
                    "span 2, growx, wmin 0, hidemode 3" + (d == Density.FULL ? "" : ", gaptop 3"));
            if (f != null) update(f);
        }

        void update(PositionFacts f) {
            Board board = f.board;
            cash.setText(Messages.money(f.cash[seat]));
            playedTitle.setText(UI.text("players.shares", Terms.of(f.playedName)));
            toMove = !f.over && f.currentPlayer == seat && !f.simultaneous;
            turn.setText(toMove ? UI.text("players.toMove") : "");
            // a rule set without hands (the nineteenth-century variant's shares are all owned in the open) gives no hand sizes
            hand.setVisible(f.handSize != null);
            if (f.handSize != null) hand.setText(UI.text("players.shareCount", f.handSize[seat])
                    + (f.hasTrackCards() ? " · " + UI.text("players.trackCount", f.trackHandSize[seat]) : "")
                    + (f.pendingInitial[seat] == PositionFacts.UNKNOWN ? " · " + UI.text("players.investedFaceDown") : ""));
            List<ChipStrip.Chip> chips = new ArrayList<>();
            for (int c = 0; c < f.companies; c++) {
                int n = f.played[seat][c];
                if (n == 0) continue;
                int rank = f.isPrimary(seat, c) ? 1 : f.isSecondary(seat, c) ? 2 : 0;
                String abbr = board.companyAbbreviation(c);
                String rankText = rank == 1 ? (f.primary[c].length > 1 ? UI.text("players.rank.tiedPrimary") : UI.text("players.rank.primary"))
                        : rank == 2 ? (f.secondary[c].length > 1 ? UI.text("players.rank.tiedSecondary") : UI.text("players.rank.secondary")) : "";
                chips.add(new ChipStrip.Chip(abbr, n, ChipStrip.companyColour(board, c), c == f.unionPacific ? 0 : rank,
                        false, abbr + ": " + UI.text("players.shareCount", n) + " " + Terms.of(f.playedName) + (c == f.unionPacific ? "" : rankText)));
            }
            played.setChips(chips, UI.text("players.noneYet"));
            boolean sees = f.seesHand(seat);
            boolean laidOut = sees && (density == Density.FULL
                    || density == Density.COMPACT && (!f.over && f.currentPlayer == seat || seat == f.viewer));
            handTitle.setVisible(laidOut && density == Density.FULL);
            handChips.setVisible(laidOut);
            track.setVisible(laidOut && f.hasTrackCards());
            setToolTipText(null);
            if (sees) {
                List<ChipStrip.Chip> inHand = new ArrayList<>();
                for (int c = 0; c < f.companies; c++) {
                    int n = f.hand[seat][c];
                    if (n > 0) {
                        String abbr = board.companyAbbreviation(c);
                        inHand.add(new ChipStrip.Chip(abbr, n, ChipStrip.companyColour(board, c), 0, true,
                                UI.text("players.chip.inHand", abbr, n)));
                    }
                }
                if (f.unknownShares[seat] > 0) {
                    int n = f.unknownShares[seat];
                    inHand.add(new ChipStrip.Chip("?", n, java.util.Objects.requireNonNullElse(UIManager.getColor("Label.disabledForeground"), Color.GRAY), 0, true,
                            UI.text("players.chip.unknown", UI.text("players.shareCount", n))));
                }
                if (f.pendingInitial[seat] >= 0) {
                    String abbr = board.companyAbbreviation(f.pendingInitial[seat]);
                    inHand.add(new ChipStrip.Chip(UI.text("players.chip.faceDown", abbr), 1, ChipStrip.companyColour(board, f.pendingInitial[seat]),
                            0, true, UI.text("players.chip.faceDown.tip")));
                }
                handChips.setChips(inHand, UI.text("players.noShares"));
                List<String> kinds = new ArrayList<>();
                if (f.hasTrackCards()) {
                    for (int k = 0; k < f.track[seat].length; k++) {
                        for (int i = 0; i < f.track[seat][k]; i++) kinds.add(kindName(board, k));
                    }
                    for (int i = 0; i < f.unknownTrack[seat]; i++) kinds.add("?");
                }
                track.setText(f.hasTrackCards() ? UI.text("players.track", kinds.isEmpty() ? UI.text("players.none") : String.join(", ", kinds)) : "");
                if (!laidOut) {
                    List<String> shares = new ArrayList<>();
                    for (ChipStrip.Chip c : inHand) shares.add(c.text());
                    String text = UI.text("players.inHandList", shares.isEmpty() ? UI.text("players.noShares") : String.join(", ", shares))
                            + (f.hasTrackCards() ? "\n" + track.getText() : "");
                    setToolTipText("<html>" + text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>") + "</html>");
                }
            }
            repaint();
        }

        @Override
        Color colour() {
            return SeatColours.seat(seat);
        }

        @Override
        boolean toMove() {
            return toMove;
        }
    }

    static String kindName(Board board, int kind) {
        return org.roundhouse.engine.Phrases.trackType(kind == board.wildKind() ? "wild" : board.trackTypes().get(kind));
    }

    static Color mix(Color a, Color b, double t) {
        if (a == null) a = Color.WHITE;
        if (b == null) b = Color.BLACK;
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }

    /** A round chip in the seat colour with the seat letter; seat -1 is the house (H). */
    static final class SeatIcon implements Icon {
        private final int seat;
        private final int size;

        SeatIcon(int seat) {
            this(seat, 16);
        }

        SeatIcon(int seat, int size) {
            this.seat = seat;
            this.size = size;
        }

        @Override
        public void paintIcon(java.awt.Component c, Graphics g, int x, int y) {
            Graphics2D g2 = (Graphics2D) g.create();
            try {
                g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                Color colour = seat < 0 ? SeatColours.house(SeatColours.isDarkTheme()) : SeatColours.seat(seat);
                g2.setColor(colour);
                g2.fillOval(x, y, size, size);
                Font f = (c != null ? c.getFont() : UIManager.getFont("Label.font")).deriveFont(Font.BOLD, size * 0.68f);
                g2.setFont(f);
                java.awt.FontMetrics fm = g2.getFontMetrics();
                String s = seat < 0 ? "H" : String.valueOf((char) ('A' + seat));
                g2.setColor(MoveTreePanel.textOn(colour));
                g2.drawString(s, x + (size - fm.stringWidth(s)) / 2f, y + (size + fm.getAscent() - fm.getDescent()) / 2f);
            } finally {
                g2.dispose();
            }
        }

        @Override
        public int getIconWidth() {
            return size;
        }

        @Override
        public int getIconHeight() {
            return size;
        }
    }

    JComponent card(int seat) {
        return cards.get(seat);
    }
}
