package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import javax.swing.JComponent;
import javax.swing.UIManager;

import org.roundhouse.engine.DividendPayment;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.theme.SeatColours;

/**
 * The dividends paid so far, two lines each: "Dividend 2, move 58, drawn by Carla" and what
 * each player received, seat letters in their colours. Painted directly (an HTML label
 * would be re-parsed at every step).
 */
final class PaymentsView extends JComponent {
    private List<DividendPayment> payments = List.of();
    private int players;
    private IntFunction<String> names = i -> "?";
    private String dividend = "Dividend";

    PaymentsView() {
        setName("decks.payments");
    }

    /** {@code dividendName}: what the rule set calls a dividend, lower case ("scoring"). */
    void setPayments(List<DividendPayment> payments, int players, IntFunction<String> names, String dividendName) {
        this.names = names;
        String word = org.roundhouse.ui.text.Terms.capital(org.roundhouse.ui.text.Terms.of(dividendName));
        if (payments.equals(this.payments) && players == this.players && word.equals(dividend)) return;
        dividend = word;
        this.payments = payments;
        this.players = players;
        revalidate();
        repaint();
    }

    /** The lines as text, for tests and screen readers. */
    String text() {
        if (payments.isEmpty()) return none();
        List<String> lines = new ArrayList<>();
        for (DividendPayment p : payments) {
            lines.add(title(p));
            List<String> parts = new ArrayList<>();
            for (int r = 0; r < p.total().length; r++) parts.add(who(r) + " " + Messages.money(p.total()[r]));
            lines.add(String.join(" · ", parts));
        }
        return String.join("\n", lines);
    }

    private String title(DividendPayment p) {
        return UI.text("payments.head", dividend, p.number(), p.moveNumber(), names.apply(p.drawnBy()));
    }

    private String none() {
        return UI.text("payments.none", dividend.toLowerCase(java.util.Locale.ROOT));
    }

    private String who(int r) {
        return r < players ? String.valueOf((char) ('A' + r)) : UI.text("payments.house");
    }

    private Font small() {
        Font f = UIManager.getFont("Label.font");
        return Fonts.derive(f, f.getStyle(), f.getSize2D() - 1);
    }

    @Override
    public Dimension getPreferredSize() {
        FontMetrics fm = getFontMetrics(small());
        int lines = payments.isEmpty() ? 1 : payments.size() * 2;
        return new Dimension(100, lines * fm.getHeight() + 2);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(10, getPreferredSize().height);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Font font = small();
            Font bold = Fonts.derive(font, Font.BOLD);
            FontMetrics fm = g2.getFontMetrics(font);
            Color fg = UIManager.getColor("Label.foreground");
            boolean dark = SeatColours.isDarkTheme();
            int y = fm.getAscent();
            if (payments.isEmpty()) {
                g2.setFont(font);
                g2.setColor(UIManager.getColor("Label.disabledForeground"));
                g2.drawString(none(), 0, y);
                return;
            }
            for (DividendPayment p : payments) {
                g2.setFont(bold);
                g2.setColor(fg);
                g2.drawString(title(p), 0, y);
                y += fm.getHeight();
                int x = 10;
                for (int r = 0; r < p.total().length; r++) {
                    if (r > 0) {
                        g2.setFont(font);
                        g2.setColor(fg);
                        g2.drawString(" · ", x, y);
                        x += g2.getFontMetrics().stringWidth(" · ");
                    }
                    g2.setFont(bold);
                    g2.setColor(r < players ? SeatColours.seat(r, dark) : SeatColours.house(dark));
                    g2.drawString(who(r), x, y);
                    x += g2.getFontMetrics().stringWidth(who(r) + " ");
                    g2.setFont(font);
                    g2.setColor(fg);
                    String amount = Messages.money(p.total()[r]);
                    g2.drawString(amount, x, y);
                    x += g2.getFontMetrics().stringWidth(amount);
                }
                y += fm.getHeight();
            }
        } finally {
            g2.dispose();
        }
    }
}
