package org.roundhouse.record.xml.model;

/** An element that remembers the line it started on (set while reading, never written). */
public abstract class Located {
    private transient int line;

    public int line() {
        return line;
    }

    public void setLine(int line) {
        this.line = line;
    }
}
