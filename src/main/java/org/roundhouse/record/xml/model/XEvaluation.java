package org.roundhouse.record.xml.model;

import java.util.List;

/**
 * {@code <evaluation bot="heuristic" playouts="1000" precision="0" seed="1" view="all">}: how
 * the win chances the record keeps were estimated, with a {@code <chances>} per position; {@code eval-after="50"}
 * where each playout was judged by the position evaluator after that many turns.
 */
public final class XEvaluation extends Located {
    public String bot;
    public String playouts;
    public String precision;
    public String seed;
    public String view;
    /** The attribute {@code eval-after}, or null where the playouts were played to the end. */
    public String evalAfter;
    public List<XChances> chances;
}
