package org.roundhouse.engine;

/**
 * A figure a rule set follows from position to position beyond what {@link PublicView} says
 * (a share price, a treasury, the shares in hand), for the charts: one number per company or
 * per seat at every position. A rule set lists its series in {@link Game#extraSeries()} and
 * gives their values in {@link PublicView#extra(String)}; the charts offer each as a chart of
 * its own. Only public figures belong here: charts show the whole line to every eye.
 *
 * @param key         a stable name, lower case with dashes ("shares-in-hand"): the chart's id
 * @param title       the chart's title ("Shares in hand")
 * @param per         whether the values are per company (Union Pacific last) or per seat
 * @param description one sentence under the title: what the figure is and why it matters
 */
public record SeriesSpec(String key, String title, Per per, String description) {
    /** What the values of a position are indexed by. */
    public enum Per { COMPANY, SEAT }

    public SeriesSpec {
        if (key == null || !key.matches("[a-z0-9][a-z0-9-]{0,40}")) throw new IllegalArgumentException("series key '" + key + "': lower case and dashes");
        if (title == null || title.isBlank()) throw new IllegalArgumentException(key + ": no title");
    }
}
