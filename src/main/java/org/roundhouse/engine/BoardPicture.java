package org.roundhouse.engine;

/**
 * What the workbench draws in the middle of the window for a rule set: the board's map with
 * the trains on its sections, or, for a rule set played without a map, each company as a
 * row of its trains.
 */
public enum BoardPicture {
    /** The map: cities, sections and the trains on them ({@link PublicView#trainsOn}). */
    MAP,
    /** No map: a row per company, its trains counted ({@link PublicView#trainsPlaced}) and its majorities. */
    COMPANY_ROWS
}
