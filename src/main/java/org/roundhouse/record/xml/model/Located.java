package org.roundhouse.record.xml.model;

/** An element that remembers the line it started on (set while reading, never written). */
public interface Located {
    int line();

    void setLine(int line);
}
