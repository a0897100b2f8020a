package org.roundhouse.record.xml.model;

/** {@code <position-mark target="DEN-CAS" colour="red"/>}. */
public final class XPositionMark {
    public String target;
    public String colour;
}
