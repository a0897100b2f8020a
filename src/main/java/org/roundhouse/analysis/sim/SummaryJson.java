package org.roundhouse.analysis.sim;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Map;
import org.roundhouse.record.Json;
import tools.jackson.core.JsonGenerator;

/**
 * Writes summary.json's tree of maps, lists, strings, numbers and booleans: a value a line, but
 * lists of numbers on one line; whole numbers without a decimal point, others to six significant
 * digits, and a number that is not finite as null. {@link SimRun} reads it back.
 */
final class SummaryJson {
    private SummaryJson() {
    }

    static String write(Object value) {
        return Json.write(g -> write(g, value));
    }

    private static void write(JsonGenerator g, Object v) {
        if (v == null) {
            g.writeNull();
        } else if (v instanceof String s) {
            g.writeString(s);
        } else if (v instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (v instanceof Integer || v instanceof Long) {
            g.writeNumber(((Number) v).longValue());
        } else if (v instanceof Number n) {
            double d = n.doubleValue();
            if (!Double.isFinite(d)) g.writeNull();
            else if (d == Math.rint(d) && Math.abs(d) < 1e15) g.writeNumber((long) d);
            else g.writeNumber(number(d));
        } else if (v instanceof Map<?, ?> m) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                g.writeName(String.valueOf(e.getKey()));
                write(g, e.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof List<?> l) {
            g.writeStartArray(l.stream().allMatch(x -> x == null || x instanceof Number) ? l : Json.ONE_PER_LINE);
            for (Object x : l) write(g, x);
            g.writeEndArray();
        } else {
            throw new IllegalArgumentException("no JSON for " + v.getClass());
        }
    }

    /** Six significant digits; an exponent only for the very small (a p-value of 1e-190, say). */
    static String number(double d) {
        BigDecimal b = new BigDecimal(d).round(new MathContext(6)).stripTrailingZeros();
        return Math.abs(d) >= 1e-4 ? b.toPlainString() : b.toString();
    }
}
