package org.roundhouse.engine;

import java.util.List;

/**
 * A small table of a rule set's own facts about a position, for the workbench to show
 * without knowing the rule set: a title, column heads and rows of {@link Cell}s (text, a
 * number, or a company shown in its colour). A rule set puts its tables in
 * {@link PositionFacts#tables} (the decks panel lists them, and a map-less rule set's company
 * rows show them beside the rows); per-company figures go to {@link FactColumn}s of the
 * companies table instead. Everything in a table is what the viewer of the facts may know.
 *
 * @param key    a stable name (the component's name on screen, and what tests look for);
 *               {@link #DISPLAY} says the table is the display itself, so panels show it
 *               in place of their own chips of the face-up shares
 * @param title  the heading, e.g. "Face-up piles"
 * @param columns the column heads, one per cell of a row
 * @param rows   the rows, each with as many cells as there are columns
 * @param note   a line under the table (e.g. "Supply: unlimited UP shares"), or null
 */
public record FactTable(String key, String title, List<String> columns, List<List<Cell>> rows, String note) {
    /** The key of a table that shows the display (the face-up shares) with what lies on it. */
    public static final String DISPLAY = "display";
    /** What starts a column head that names a seat (an invisible separator before "S1", "S2", …). */
    private static final String SEAT_HEAD = "\u2063S";

    /**
     * A column head for the seat: the workbench writes the player's name there, any other
     * reader sees "S1", "S2", ….
     */
    public static String seatHead(int seat) {
        return SEAT_HEAD + (seat + 1);
    }

    /** The seat a column head made by {@link #seatHead} names, or -1 for any other head. */
    public static int seatOfHead(String head) {
        if (!head.startsWith(SEAT_HEAD)) return -1;
        try {
            return Integer.parseInt(head.substring(SEAT_HEAD.length())) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    public FactTable {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<Cell> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException(key + ": a row of " + row.size() + " cells under " + columns.size() + " columns");
            }
        }
    }

    /**
     * One cell: text, a number (right-aligned) or a company (its abbreviation on a chip in its
     * colour), with an optional tool tip. An empty cell is {@link #EMPTY} ("—").
     *
     * @param text    the words shown; for a company cell, what a screen reader says besides the abbreviation
     * @param number  true to align right as a figure
     * @param company a company index to show as a chip, or -1
     * @param tip     the tool tip, or null
     */
    public record Cell(String text, boolean number, int company, String tip) {
        public static final Cell EMPTY = new Cell("—", false, -1, null);

        public static Cell text(String text) {
            return new Cell(text, false, -1, null);
        }

        public static Cell number(int n) {
            return new Cell(Integer.toString(n), true, -1, null);
        }

        /** A company's chip (Union Pacific included); {@code text} is empty and the panel writes the abbreviation. */
        public static Cell company(int company) {
            return new Cell("", false, company, null);
        }

        public Cell withTip(String tip) {
            return new Cell(text, number, company, tip);
        }

        public boolean isCompany() {
            return company >= 0;
        }
    }
}
