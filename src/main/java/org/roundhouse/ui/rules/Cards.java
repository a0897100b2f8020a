package org.roundhouse.ui.rules;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.Locale;

import javax.swing.Icon;
import javax.swing.UIManager;

import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;

/** Names and small icons of the board's cards and companies, and of seats, for the entry panels of every rule set. */
public final class Cards {
    private Cards() {
    }

    /** "Plain", "Wild". */
    public static String kind(Board board, int kind) {
        String n = org.roundhouse.engine.Phrases.trackType(BoardNames.of(board).kindName(kind));
        return n.substring(0, 1).toUpperCase(Locale.ROOT) + n.substring(1);
    }

    /** 'P', 'W'. */
    public static char letter(Board board, int kind) {
        return BoardNames.of(board).kindLetter(kind);
    }

    /** "DM", "UP". */
    public static String abbr(Board board, int company) {
        return board.companyAbbreviation(company);
    }

    public static Color colour(Board board, int company) {
        return company == board.unionPacific() ? new Color(0x8C2E1E) : new Color(board.company(company).rgb());
    }

    /** A rounded square in the company's colour. */
    public static Icon swatch(Board board, int company) {
        return new org.roundhouse.ui.theme.ColourSwatch(colour(board, company), 12, 12);
    }

    /** A small track card: the kind's letter on a card outline. */
    public static Icon trackCard(Board board, int kind) {
        return new TrackCard(letter(board, kind));
    }

    /** A gold diamond for a dividend card. */
    public static Icon dividend() {
        return new org.roundhouse.ui.theme.ColourSwatch(new Color(0xEDA200), 12, 12);
    }

    /** The seat's chip: its letter on the seat colour. */
    public static Icon seat(int seat) {
        return new SeatChip(seat);
    }

    /** A seat's chip: its letter on its colour. */
    private static final class SeatChip implements javax.swing.Icon {
        private final int seat;

        SeatChip(int seat) {
            this.seat = seat;
        }

        @Override
        public void paintIcon(java.awt.Component c, java.awt.Graphics g, int x, int y) {
            java.awt.Graphics2D g2 = (java.awt.Graphics2D) g.create();
            g2.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(java.awt.RenderingHints.KEY_TEXT_ANTIALIASING, java.awt.RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Color col = org.roundhouse.ui.theme.SeatColours.seat(seat, org.roundhouse.ui.theme.SeatColours.isDarkTheme());
            g2.setColor(col);
            g2.fillOval(x, y, 16, 16);
            double l = (0.2126 * col.getRed() + 0.7152 * col.getGreen() + 0.0722 * col.getBlue()) / 255;
            g2.setColor(l > 0.55 ? new Color(0x111111) : Color.WHITE);
            g2.setFont(c.getFont().deriveFont(java.awt.Font.BOLD, 10f));
            String s = String.valueOf((char) ('A' + seat));
            int w = g2.getFontMetrics().stringWidth(s);
            g2.drawString(s, x + (16 - w) / 2f, y + 12f);
            g2.dispose();
        }

        @Override
        public int getIconWidth() {
            return 16;
        }

        @Override
        public int getIconHeight() {
            return 16;
        }
    }

    private record TrackCard(char letter) implements Icon {
        @Override
        public void paintIcon(Component c, Graphics g, int x, int y) {
            Graphics2D g2 = (Graphics2D) g.create();
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Color fg = UIManager.getColor("Label.foreground");
            if (fg == null) fg = Color.DARK_GRAY;
            g2.setColor(fg);
            g2.drawRoundRect(x, y, 11, 15, 3, 3);
            g2.setFont(c.getFont().deriveFont(java.awt.Font.BOLD, 9f));
            String s = String.valueOf(letter);
            int w = g2.getFontMetrics().stringWidth(s);
            g2.drawString(s, x + (12 - w) / 2f, y + 11f);
            g2.dispose();
        }

        @Override
        public int getIconWidth() {
            return 12;
        }

        @Override
        public int getIconHeight() {
            return 16;
        }
    }
}
