package org.roundhouse.analysis.series;

import java.util.Locale;
import java.util.Optional;

/** The kinds of chart, and of CSV behind them. */
public enum SeriesKind {
    /** Each player's cash (and the house's in two-player games), with the dividends. */
    CASH("cash", "Cash"),
    /** Shares played per seat and company, who leads, and the majorities at each dividend. */
    SHARES("shares", "Majorities"),
    /** Each company's value (trains + 1), the Union Pacific table, and the dividends paid by company. */
    VALUE("value", "Company value"),
    /** The rule set's own charts (the nineteenth-century variant's treasuries, share prices, UP's holdings); none for most. */
    FIGURES("figures", "Own figures");

    private final String id;
    private final String title;

    SeriesKind(String id, String title) {
        this.id = id;
        this.title = title;
    }

    /** The name used on the command line and in file names: cash, shares, value, figures. */
    public String id() {
        return id;
    }

    /** The name shown to people: Cash, Majorities, Company value. */
    public String title() {
        return title;
    }

    /** The kind for a command-line name (case-insensitive; "majorities" is accepted for shares). */
    public static Optional<SeriesKind> byId(String id) {
        if (id == null) return Optional.empty();
        String s = id.trim().toLowerCase(Locale.ROOT);
        if (s.equals("majorities") || s.equals("majority")) return Optional.of(SHARES);
        for (SeriesKind k : values()) {
            if (k.id.equals(s)) return Optional.of(k);
        }
        return Optional.empty();
    }
}
