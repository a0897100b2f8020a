package org.roundhouse.record;

/** A minimal JSON writer for summaries: objects, arrays, strings, numbers, booleans, null. */
public final class Json {
    private final StringBuilder out = new StringBuilder();
    private final boolean[] first = new boolean[64];
    private int depth;
    private boolean afterKey;

    public Json beginObject() {
        beforeValue();
        out.append('{');
        first[++depth] = true;
        return this;
    }

    public Json endObject() {
        boolean empty = first[depth];
        depth--;
        if (!empty) newline();
        out.append('}');
        return this;
    }

    public Json beginArray() {
        beforeValue();
        out.append('[');
        first[++depth] = true;
        return this;
    }

    public Json endArray() {
        depth--;
        out.append(']');
        return this;
    }

    public Json key(String name) {
        if (!first[depth]) out.append(',');
        first[depth] = false;
        newline();
        string(name);
        out.append(": ");
        afterKey = true;
        return this;
    }

    public Json value(String s) {
        beforeValue();
        if (s == null) {
            out.append("null");
        } else {
            string(s);
        }
        return this;
    }

    public Json value(long n) {
        beforeValue();
        out.append(n);
        return this;
    }

    /** A number as Java writes a double ("0.25", "1.0E-4"); NaN and infinities as null. */
    public Json value(double d) {
        beforeValue();
        out.append(Double.isFinite(d) ? Double.toString(d) : "null");
        return this;
    }

    public Json value(boolean b) {
        beforeValue();
        out.append(b);
        return this;
    }

    public Json nullValue() {
        beforeValue();
        out.append("null");
        return this;
    }

    private void beforeValue() {
        if (afterKey) {
            afterKey = false;
            return;
        }
        if (depth > 0) {
            if (!first[depth]) out.append(", ");
            first[depth] = false;
        }
    }

    private void newline() {
        out.append('\n');
        for (int i = 0; i < depth; i++) out.append("  ");
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
