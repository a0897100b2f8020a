package org.roundhouse.engine;

/**
 * One number of a position that a rule set charts over the game beyond the charts every rule set
 * shares (cash, majorities, company values): a company's treasury, a share price, Union Pacific's
 * holdings. The charts gather a line per {@code chart} and {@code line} over the positions of a
 * game and plot each chart on its own, knowing nothing of the rule set. Given by
 * {@link PublicView#figures()}.
 *
 * @param chart   the chart's title, e.g. "Treasuries"; also its axis ("$M" or a count is said in {@code unit})
 * @param unit    what the values count, for the axis: "$M", "shares"
 * @param line    the line's name in the legend, e.g. "EP&amp;RG"
 * @param company the company the line belongs to (its colour), or -1
 * @param value   the value at the position
 */
public record ChartFigure(String chart, String unit, String line, int company, int value) {
}
