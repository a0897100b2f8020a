package org.roundhouse.record.xml.model;

/**
 * {@code <decision at="12" step="2" seat="B" choices="14" played="$DM" chance="0.45" loss="0.03" mark="?!" best="$2DM* 0.48 $DM 0.45"/>}:
 * one decision reviewed, its moves in the notation.
 */
public final class XDecision extends Located {
    public String at;
    public String step;
    public String seat;
    public String choices;
    public String played;
    public String chance;
    public String loss;
    public String mark;
    public String best;
}
