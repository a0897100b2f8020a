package org.roundhouse.board;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The names records use for a board's pieces: track card kinds by letter
 * ({@code P F M D W}) or by name ({@code plain ... wild}), companies by abbreviation
 * ({@code DM}, {@code UP}), sections by city codes ({@code DEN-CAS}, either order on
 * reading, the board's order on writing). Lookups ignore case.
 */
public final class BoardNames {
    private static final Map<Board, BoardNames> CACHE = new ConcurrentHashMap<>();
    /** Characters that may not appear in a company abbreviation or city code. */
    private static final String RESERVED = "{}()[]<>=+-~^#:,;$*/\\\"!?.";

    private final Board board;
    private final char[] letters;

    private BoardNames(Board board) {
        this.board = board;
        letters = new char[board.trackCardKinds()];
        for (int kind = 0; kind < letters.length; kind++) {
            char c = Character.toUpperCase(kindName(kind).charAt(0));
            for (int other = 0; other < kind; other++) {
                if (letters[other] == c) {
                    throw new IllegalArgumentException("board '" + board.id() + "': track kinds " + kindName(other)
                            + " and " + kindName(kind) + " share the letter " + c);
                }
            }
            letters[kind] = c;
        }
        for (int c = 0; c <= board.companyCount(); c++) checkWord(board.companyAbbreviation(c), "company abbreviation");
        for (City city : board.cities()) checkWord(city.code(), "city code");
    }

    private void checkWord(String word, String what) {
        if (word.isEmpty() || Character.isDigit(word.charAt(0))) {
            throw new IllegalArgumentException("board '" + board.id() + "': " + what + " '" + word + "' cannot be written in records");
        }
        for (char ch : word.toCharArray()) {
            if (Character.isWhitespace(ch) || RESERVED.indexOf(ch) >= 0) {
                throw new IllegalArgumentException("board '" + board.id() + "': " + what + " '" + word
                        + "' contains '" + ch + "', which records reserve");
            }
        }
    }

    public static BoardNames of(Board board) {
        return CACHE.computeIfAbsent(board, BoardNames::new);
    }

    public Board board() {
        return board;
    }

    /** "plain", ..., "wild". */
    public String kindName(int kind) {
        return kind == board.wildKind() ? "wild" : board.trackTypes().get(kind);
    }

    /** 'P', 'F', 'M', 'D', 'W'. */
    public char kindLetter(int kind) {
        return letters[kind];
    }

    /** The kind for a letter, or -1. */
    public int kindByLetter(char letter) {
        char c = Character.toUpperCase(letter);
        for (int kind = 0; kind < letters.length; kind++) {
            if (letters[kind] == c) return kind;
        }
        return -1;
    }

    /** The kind for a name such as "mountain" or "wild", or -1. */
    public int kindByName(String name) {
        for (int kind = 0; kind < letters.length; kind++) {
            if (kindName(kind).equalsIgnoreCase(name)) return kind;
        }
        return -1;
    }

    /** "DM", or "UP" for Union Pacific. */
    public String company(int index) {
        return board.companyAbbreviation(index);
    }

    /** The company index (Union Pacific included) for an abbreviation, or -1. */
    public int companyByAbbreviation(String abbreviation) {
        return board.companyIndex(abbreviation);
    }

    /** "DEN-CAS". */
    public String section(int index) {
        return board.sectionCode(index);
    }

    /** The section for "DEN-CAS" or "CAS-DEN", or -1. */
    public int sectionByCode(String code) {
        int dash = code.indexOf('-');
        if (dash <= 0 || dash != code.lastIndexOf('-')) return -1;
        City a = board.cityByCode(code.substring(0, dash)).orElse(null);
        City b = board.cityByCode(code.substring(dash + 1)).orElse(null);
        if (a == null || b == null) return -1;
        return board.sectionBetween(a.index(), b.index()).map(Section::index).orElse(-1);
    }

    /**
     * The board's own spelling of a city code or section code (for position marks), or
     * null when the board has no such city or section.
     */
    public String canonicalTarget(String target) {
        if (target.indexOf('-') >= 0) {
            int s = sectionByCode(target);
            return s < 0 ? null : section(s);
        }
        return board.cityByCode(target).map(c -> c.code()).orElse(null);
    }

    /** Upper-case form used when comparing words. */
    static String upper(String s) {
        return s.toUpperCase(Locale.ROOT);
    }
}
