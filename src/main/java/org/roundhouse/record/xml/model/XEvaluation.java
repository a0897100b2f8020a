package org.roundhouse.record.xml.model;

import java.util.List;

/**
 * {@code <evaluation bot="heuristic" playouts="1000" precision="0" seed="1" view="all">}: how
 * the win chances the record keeps were estimated, with a {@code <chances>} per position.
 */
public final class XEvaluation extends Located {
    public String bot;
    public String playouts;
    public String precision;
    public String seed;
    public String view;
    public List<XChances> chances;
}
