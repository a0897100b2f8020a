package org.roundhouse.record;

import java.util.Optional;

/** The judgement an annotator gives a move, written after it as in chess. */
public enum MoveMark {
    GOOD("!"),
    MISTAKE("?"),
    EXCELLENT("!!"),
    BLUNDER("??"),
    INTERESTING("!?"),
    DUBIOUS("?!");

    private final String symbol;

    MoveMark(String symbol) {
        this.symbol = symbol;
    }

    /** The symbol as written: {@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?} or {@code ?!}. */
    public String symbol() {
        return symbol;
    }

    public static Optional<MoveMark> bySymbol(String symbol) {
        for (MoveMark m : values()) {
            if (m.symbol.equals(symbol)) return Optional.of(m);
        }
        return Optional.empty();
    }
}
