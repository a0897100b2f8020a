/**
 * The series behind the charts, computed from the engine's states along one line of a
 * record: each recipient's cash, the shares each seat has played in each company, the
 * companies' dividend values, and the dividends with their majorities. Plain data with no
 * Swing and no chart library, so it can be tested with hand-checked numbers and written
 * as CSV ({@link org.roundhouse.analysis.series.SeriesCsv}).
 *
 * <p>Positions are indexed like the line's nodes: position {@code i} is the state after
 * the {@code i}-th node of the line, so for a line that starts at the initial investments
 * (every line given by {@code Replay.line} or {@code Replay.mainLine}) position {@code i}
 * is the position after move {@code i} (0 = the initial investments).
 */
package org.roundhouse.analysis.series;
