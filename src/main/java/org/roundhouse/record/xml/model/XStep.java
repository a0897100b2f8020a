package org.roundhouse.record.xml.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One step of a turn: an element whose name says which ({@code draw}, {@code build}, ...)
 * and its attributes in the order they are written. Which elements and attributes there are
 * is the rule set's ({@link org.roundhouse.engine.StepXml}); the record adds a drawn card's
 * {@code seed}.
 */
public final class XStep extends Located {
    public String name;
    public Map<String, String> attributes = new LinkedHashMap<>();

    public XStep() {
    }

    public XStep(String name, Map<String, String> attributes) {
        this.name = name;
        this.attributes = new LinkedHashMap<>(attributes);
    }
}
