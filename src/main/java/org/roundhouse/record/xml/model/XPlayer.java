package org.roundhouse.record.xml.model;

/** {@code <player name="Anna" tracks="plain forest wild" shares="DM BNL MS MS"/>}: a seat and its deal. */
public final class XPlayer {
    public String name;
    public String tracks;
    public String shares;
}
