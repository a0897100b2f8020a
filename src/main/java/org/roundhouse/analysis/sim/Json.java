package org.roundhouse.analysis.sim;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Writes maps, lists, strings, numbers and booleans as indented JSON; a number that is not finite is written as null. */
final class Json {
    private Json() {
    }

    static String write(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, value, 0);
        return b.append('\n').toString();
    }

    private static void write(StringBuilder b, Object v, int depth) {
        if (v == null) {
            b.append("null");
        } else if (v instanceof String s) {
            string(b, s);
        } else if (v instanceof Boolean bool) {
            b.append(bool);
        } else if (v instanceof Integer || v instanceof Long) {
            b.append(v);
        } else if (v instanceof Number n) {
            double d = n.doubleValue();
            if (!Double.isFinite(d)) b.append("null");
            else if (d == Math.rint(d) && Math.abs(d) < 1e15) b.append((long) d);
            else b.append(Json.number(d));
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) {
                b.append("{}");
                return;
            }
            b.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                indent(b, depth + 1);
                string(b, String.valueOf(e.getKey()));
                b.append(": ");
                write(b, e.getValue(), depth + 1);
                if (++i < m.size()) b.append(',');
                b.append('\n');
            }
            indent(b, depth);
            b.append('}');
        } else if (v instanceof List<?> l) {
            if (l.stream().allMatch(x -> x == null || x instanceof Number)) {
                b.append('[');
                for (int i = 0; i < l.size(); i++) {
                    if (i > 0) b.append(", ");
                    write(b, l.get(i), depth + 1);
                }
                b.append(']');
                return;
            }
            b.append("[\n");
            for (int i = 0; i < l.size(); i++) {
                indent(b, depth + 1);
                write(b, l.get(i), depth + 1);
                if (i + 1 < l.size()) b.append(',');
                b.append('\n');
            }
            indent(b, depth);
            b.append(']');
        } else {
            throw new IllegalArgumentException("no JSON for " + v.getClass());
        }
    }

    /** Six significant digits; an exponent only for the very small (a p-value of 1e-190, say). */
    static String number(double d) {
        java.math.BigDecimal b = new java.math.BigDecimal(d).round(new java.math.MathContext(6)).stripTrailingZeros();
        return Math.abs(d) >= 1e-4 ? b.toPlainString() : b.toString();
    }

    private static void indent(StringBuilder b, int depth) {
        b.append("  ".repeat(depth));
    }

    private static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    else b.append(c);
                }
            }
        }
        b.append('"');
    }
}
