package org.roundhouse.record.xml.model;

import java.util.List;

/**
 * {@code <node seat="2" mark="!?">}: one turn (the initial investments have no seat), its
 * steps, position marks and comment, and the variations that replace it.
 */
public final class XNode extends Located {
    /** 1-based seat; absent for the initial investments. */
    public String seat;
    public String mark;
    /** The name of the line starting here (version 2). */
    public String name;
    public List<XStep> steps;
    public List<XPositionMark> marks;
    public String comment;
    public List<XLine> variations;
}
