package org.roundhouse.record.xml.model;

/** {@code <header>}: descriptive data; every element is optional. */
public final class XHeader extends Located {
    public String event;
    public String date;
    public String place;
    public String result;
    public String annotator;
}
