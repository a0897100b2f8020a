package org.roundhouse.record.xml.model;

import java.util.List;

/** {@code <moves>} or {@code <variation>}: a line of nodes, each the main continuation of the one before. */
public final class XLine {
    public List<XNode> nodes;
}
