package org.roundhouse.record.xml.model;

/**
 * {@code <chances at="23:1/25" playouts="1000" p="0.41 0.19 0.3 0.1" se="0.015 0.012 0.014 0.009"/>}:
 * each player's chance to win at a position and its standard error.
 */
public final class XChances extends Located {
    public String at;
    public String playouts;
    public String p;
    public String se;
}
