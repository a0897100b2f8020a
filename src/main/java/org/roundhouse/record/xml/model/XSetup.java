package org.roundhouse.record.xml.model;

import java.util.List;

/**
 * {@code <setup board=".." rules=".." recipe=".." two-player-rules=".." [two-player-last-row=".."] dead-track-rule="..">}
 * with a {@code <player>} per seat, the {@code <display>} and the optional deck orders.
 */
public final class XSetup extends Located {
    public String board;
    public String rules;
    public String recipe;
    public String twoPlayerRules;
    /** "third" or "fourth": the Union Pacific row of the two-player rules' last payment; absent means third. */
    public String twoPlayerLastRow;
    public String deadTrackRule;
    public List<XPlayer> players;
    /** Companies turned up for the display, space-separated. */
    public String display;
    /** The share deck from the top, space-separated, "dividend" for dividend cards; optional. */
    public String shareDeck;
    /** The track deck from the top, space-separated kind names; optional. */
    public String trackDeck;
}
