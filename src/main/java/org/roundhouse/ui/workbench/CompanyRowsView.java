package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.roundhouse.board.Board;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.ui.theme.SeatColours;

/**
 * The board picture of a rule set played without a map: each company as a row of its
 * trains (their number is what the company pays per share place), its value, and who holds
 * the most and the second most shares, so the majorities read at a glance. It reads only
 * {@link PositionFacts}, so it serves any such rule set.
 */
final class CompanyRowsView extends JComponent {
    static final int ROW = 30;
    static final int TRAIN_W = 14;
    private static final int TRAIN_H = 9;
    private static final int TRAIN_GAP = 3;
    static final int LABEL_W = 78;
    static final int RIGHT_W = 230;

    private PositionFacts facts;
    private List<String> names = List.of();

    CompanyRowsView() {
        setName("companyRows");
        setToolTipText("");
        setOpaque(true);
    }

    /** Shows the position; {@code names} are the seats' names in seat order. */
    void setPosition(PositionFacts facts, List<String> names) {
        this.facts = facts;
        this.names = List.copyOf(names);
        revalidate();
        repaint();
    }

    /** The companies drawn, in row order: every company, Union Pacific last (it has no trains, only majorities). */
    List<Integer> rows() {
        List<Integer> rows = new ArrayList<>();
        if (facts == null) return rows;
        for (int c = 0; c < facts.companies; c++) if (c != facts.unionPacific) rows.add(c);
        rows.add(facts.unionPacific);
        return rows;
    }

    /** The row in words: "DM · 5 trains · value 5 · most shares: Anna · second: Ben". */
    String describeRow(int company) {
        Board board = facts.board;
        StringBuilder b = new StringBuilder(board.companyAbbreviation(company));
        if (company != facts.unionPacific) {
            int t = facts.trainsPlaced[company];
            b.append(" · ").append(UI.text("rowsView.trains", t)).append(" · ").append(valueText(facts.value[company]));
        }
        b.append(" · ").append(UI.text("rowsView.played", facts.sharesPlayed[company]));
        if (facts.primary[company].length > 0) b.append(" · ").append(UI.text("rowsView.primary", seats(facts.primary[company])));
        if (facts.secondary[company].length > 0) b.append(" · ").append(UI.text("rowsView.secondary", seats(facts.secondary[company])));
        return b.toString();
    }

    private String seats(int[] seats) {
        List<String> out = new ArrayList<>();
        for (int s : seats) out.add(s < names.size() ? names.get(s) : UI.text("rowsView.seat", s + 1));
        return String.join(", ", out);
    }

    /** "value 5", in the rule set's word for a company's value. */
    private String valueText(int value) {
        return org.roundhouse.ui.text.Terms.of(facts.valueName) + " " + value;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        List<Integer> rows = rows();
        int i = (e.getY() - 8) / ROW;
        return i >= 0 && i < rows.size() ? describeRow(rows.get(i)) : null;
    }

    @Override
    public Dimension getPreferredSize() {
        int most = 0;
        if (facts != null) for (int c = 0; c < facts.companies; c++) most = Math.max(most, facts.trainsPlaced[c]);
        return new Dimension(LABEL_W + Math.max(10, most) * (TRAIN_W + TRAIN_GAP) + RIGHT_W + 24, 16 + rows().size() * ROW);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Color background = UIManager.getColor("Panel.background");
            Color text = UIManager.getColor("Label.foreground");
            g.setColor(background != null ? background : Color.WHITE);
            g.fillRect(0, 0, getWidth(), getHeight());
            if (facts == null) return;
            Font font = getFont() != null ? getFont() : UIManager.getFont("Label.font");
            Font bold = font.deriveFont(Font.BOLD);
            boolean dark = SeatColours.isDarkTheme();
            int y = 8;
            int trainsRight = getWidth() - RIGHT_W;
            for (int c : rows()) {
                Color colour = ChipStrip.companyColour(facts.board, c);
                int mid = y + ROW / 2;
                g.setColor(colour);
                g.fillRoundRect(8, y + 4, LABEL_W - 14, ROW - 8, 10, 10);
                g.setFont(bold);
                FontMetrics fm = g.getFontMetrics();
                String abbr = facts.board.companyAbbreviation(c);
                g.setColor(luminance(colour) > 0.55 ? Color.BLACK : Color.WHITE);
                g.drawString(abbr, 8 + (LABEL_W - 14 - fm.stringWidth(abbr)) / 2, mid + fm.getAscent() / 2 - 2);
                int x = LABEL_W + 4;
                if (c != facts.unionPacific) {
                    int shown = facts.trainsPlaced[c];
                    int fits = Math.max(1, (trainsRight - x - 30) / (TRAIN_W + TRAIN_GAP));
                    for (int i = 0; i < Math.min(shown, fits); i++) {
                        g.setColor(colour);
                        g.fillRoundRect(x, mid - TRAIN_H / 2, TRAIN_W, TRAIN_H, 5, 5);
                        g.setColor(colour.darker().darker());
                        g.setStroke(new BasicStroke(1f));
                        g.drawRoundRect(x, mid - TRAIN_H / 2, TRAIN_W, TRAIN_H, 5, 5);
                        x += TRAIN_W + TRAIN_GAP;
                    }
                    if (shown > fits) {
                        g.setColor(text);
                        g.setFont(font);
                        g.drawString("+" + (shown - fits), x + 2, mid + g.getFontMetrics().getAscent() / 2 - 2);
                    }
                }
                g.setFont(font);
                fm = g.getFontMetrics();
                int rx = trainsRight + 6;
                g.setColor(text);
                String value = c == facts.unionPacific ? facts.sharesPlayed[c] + " " + org.roundhouse.ui.text.Terms.of(facts.playedName)
                        : valueText(facts.value[c]);

                g.drawString(value, rx, mid + fm.getAscent() / 2 - 2);
                rx += 76;
                rx = chips(g, facts.primary[c], rx, mid, dark, true);
                if (facts.secondary[c].length > 0) {
                    g.setColor(text);
                    g.drawString("·", rx, mid + fm.getAscent() / 2 - 2);
                    chips(g, facts.secondary[c], rx + 10, mid, dark, false);
                }
                y += ROW;
            }
        } finally {
            g.dispose();
        }
    }

    /** The seats as round chips in their colours (the second places smaller); returns the x after them. */
    private int chips(Graphics2D g, int[] seats, int x, int mid, boolean dark, boolean first) {
        int d = first ? 20 : 16;
        for (int s : seats) {
            g.setColor(SeatColours.seat(s, dark));
            g.fillOval(x, mid - d / 2, d, d);
            String initial = s < names.size() && !names.get(s).isEmpty() ? names.get(s).substring(0, 1) : String.valueOf(s + 1);
            g.setColor(Color.WHITE);
            FontMetrics fm = g.getFontMetrics();
            g.drawString(initial, x + (d - fm.stringWidth(initial)) / 2, mid + fm.getAscent() / 2 - 2);
            x += d + 4;
        }
        return x;
    }

    private static double luminance(Color c) {
        return (0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue()) / 255.0;
    }
}
