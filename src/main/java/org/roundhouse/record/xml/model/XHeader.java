package org.roundhouse.record.xml.model;

/** {@code <header>}: descriptive data; every element is optional. */
public final class XHeader implements Located {
    public String event;
    public String date;
    public String place;
    public String result;
    public String annotator;
    private transient int line;

    @Override
    public int line() {
        return line;
    }

    @Override
    public void setLine(int line) {
        this.line = line;
    }
}
