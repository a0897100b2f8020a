package org.roundhouse.engine;

import java.util.List;
import java.util.Map;

/**
 * How a rule set's steps and deal are written in the XML record format
 * ({@code docs/record-xml.md}): a step is one element with attributes, the deal is
 * attributes of each {@code <player>} and child elements of {@code <setup>}. The record
 * layer owns the document around them (XStream stays there) and adds a drawn card's
 * {@code seed} attribute itself.
 */
public interface StepXml {
    /** One element: its name and its attributes in the order they are written. */
    record Element(String name, Map<String, String> attributes) {
        public Element {
            attributes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(attributes));
        }
    }

    Element write(Move step);

    /**
     * Reads a step.
     *
     * @param seat the seat of the node the step stands in, or -1 for a node without a seat
     * @throws NotationException saying what is wrong (the reader adds the file and line)
     */
    Move read(Element element, int seat, int players) throws NotationException;

    /** The attributes of a seat's {@code <player>} that hold its part of the deal, in order. */
    Map<String, String> writeSeat(Deal deal, int seat);

    /** The {@code <setup>}'s child elements that hold the rest of the deal, name to text, in order (unknown deck orders left out). */
    Map<String, String> writeTable(Deal deal);

    /**
     * The deal from the {@code <player>} attributes (each with the player's {@code name}) and
     * the setup's children.
     */
    Deal readDeal(List<Map<String, String>> seats, Map<String, String> table) throws NotationException;
}
