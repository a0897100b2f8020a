package org.roundhouse.record.xml.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code <setup board=".." rules=".." recipe=".." two-player-rules=".." [two-player-last-row=".."] dead-track-rule="..">}
 * with a {@code <player>} per seat, the {@code <display>} and the optional deck orders. Past
 * {@code board} and {@code rules}, the attributes are the rule set's options, a player's
 * attributes past {@code name} and the child elements past the players are its deal.
 */
public final class XSetup extends Located {
    public String board;
    public String rules;
    /** {@code first-seat}: the seat (1-based) that takes the first turn, where it is not seat 1; else null. */
    public String firstSeat;
    /** The rule set's options, by attribute, in the order they are written. */
    public Map<String, String> options = new LinkedHashMap<>();
    /** Each {@code <player>}'s attributes ({@code name} first), in seat order. */
    public List<Map<String, String>> players = new ArrayList<>();
    /** The deal's child elements after the players ({@code display}, {@code share-deck}, ...), name to text. */
    public Map<String, String> table = new LinkedHashMap<>();
}
