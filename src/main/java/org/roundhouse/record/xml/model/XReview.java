package org.roundhouse.record.xml.model;

import java.util.List;

/**
 * {@code <review bot="heuristic" playouts="200" screening="400" best="3" thresholds="5,10,20" seed="1" luck="0.02,-0.02">}:
 * how the best moves the record keeps were found, with a {@code <decision>} per decision reviewed.
 */
public final class XReview extends Located {
    public String bot;
    public String playouts;
    public String screening;
    public String best;
    public String thresholds;
    public String seed;
    public String luck;
    /** {@code 40-60} for a review of part of the line, absent for the whole line. */
    public String moves;
    public List<XDecision> decisions;
}
