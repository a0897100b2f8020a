package org.roundhouse.record;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonReadFeature;
import tools.jackson.core.json.JsonWriteFeature;

/**
 * JSON as Roundhouse writes and reads it, through Jackson's streaming API. Written: two-space
 * indentation, a property a line, arrays on one line unless begun with {@link #ONE_PER_LINE}, control
 * characters escaped as {@code \n}, {@code \r}, {@code \t} or a u-escape in lower-case hex, everything else as it is.
 * Read ({@link #read}): a tree of maps, lists, strings, numbers (all {@link Double}), booleans and
 * nulls, leniently, as summaries were always read.
 */
public final class Json {
    /** The value to begin an array with ({@code writeStartArray(Json.ONE_PER_LINE)}) to list its values a line each. */
    public static final Object ONE_PER_LINE = new Object();

    /** Nesting the reader takes: summaries nest five deep. */
    private static final int MAX_DEPTH = 65;

    private static final JsonFactory JACKSON = JsonFactory.builder()
            .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
            .characterEscapes(new ShortEscapesForNewlinesAndTabsOnly())
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS, JsonReadFeature.ALLOW_LEADING_PLUS_SIGN_FOR_NUMBERS,
                    JsonReadFeature.ALLOW_LEADING_DECIMAL_POINT_FOR_NUMBERS, JsonReadFeature.ALLOW_TRAILING_DECIMAL_POINT_FOR_NUMBERS,
                    JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS, JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER,
                    JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            .build();

    private static final ObjectWriteContext LAYOUT = new ObjectWriteContext.Base() {
        @Override
        public PrettyPrinter getPrettyPrinter() {
            return Layout.INSTANCE;
        }
    };

    private Json() {
    }

    /** The text {@code body} writes, and a newline after it. */
    public static String write(Consumer<JsonGenerator> body) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JACKSON.createGenerator(LAYOUT, out)) {
            body.accept(g);
        }
        return out.append('\n').toString();
    }

    /** A number as Java writes a double ("0.25", "1.0E-4"); NaN and infinities as null. */
    public static void number(JsonGenerator g, double d) {
        if (Double.isFinite(d)) {
            g.writeNumber(Double.toString(d));
        } else {
            g.writeNull();
        }
    }

    /**
     * Reads a whole text as one value. Beyond strict JSON it takes NaN, numbers such as {@code +1},
     * {@code .5}, {@code 1.} or {@code 01}, any character escaped by a backslash, and control characters in strings.
     *
     * @throws IllegalArgumentException "line N: why" where the text stops being JSON
     */
    public static Object read(String text) {
        JsonParser p = JACKSON.createParser(ObjectReadContext.empty(), text);
        try (p) {
            if (p.nextToken() == null) throw refusal(p.currentLocation(), "the text ends where a value should be");
            Object value = value(p);
            if (p.nextToken() != null) throw refusal(p.currentTokenLocation(), "unexpected text after the value");
            return value;
        } catch (JacksonException e) {
            throw refusal(e.getLocation() != null ? e.getLocation() : p.currentLocation(), e.getOriginalMessage());
        }
    }

    private static Object value(JsonParser p) {
        switch (p.currentToken()) {
            case START_OBJECT -> {
                Map<String, Object> m = new LinkedHashMap<>();
                for (String name = p.nextName(); name != null; name = p.nextName()) {
                    p.nextToken();
                    m.put(name, value(p));
                }
                return m;
            }
            case START_ARRAY -> {
                List<Object> l = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) l.add(value(p));
                return l;
            }
            case VALUE_STRING -> {
                return p.getString();
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                // NaN is taken (older summaries hold it), the infinities never were; parsed as Java does, so that -0 stays -0.0
                String number = p.getString();
                if (number.endsWith("Infinity")) throw refusal(p.currentTokenLocation(), "not a number: " + number);
                return Double.valueOf(number);
            }
            case VALUE_TRUE -> {
                return Boolean.TRUE;
            }
            case VALUE_FALSE -> {
                return Boolean.FALSE;
            }
            case VALUE_NULL -> {
                return null;
            }
            default -> throw refusal(p.currentTokenLocation(), "a value expected, not " + p.currentToken());
        }
    }

    private static IllegalArgumentException refusal(TokenStreamLocation where, String why) {
        return new Malformed(where.getLineNr(), why);
    }

    /** A text that stops being JSON: the line where it stops and why, in the JSON reader's own words ("line N: why"). */
    public static final class Malformed extends IllegalArgumentException {
        private final int line;
        private final String why;

        Malformed(int line, String why) {
            super("line " + line + ": " + why);
            this.line = line;
            this.why = why;
        }

        public int line() {
            return line;
        }

        public String why() {
            return why;
        }
    }

    /**
     * Roundhouse's indentation: a property a line at two spaces a level, {@code ": "} after a name,
     * arrays on one line with {@code ", "} between values (or a value a line, see {@link #ONE_PER_LINE}),
     * and nothing between the brackets of an empty object or array.
     */
    private static final class Layout implements PrettyPrinter {
        static final Layout INSTANCE = new Layout();

        private static void newline(JsonGenerator g, int depth) {
            g.writeRaw('\n');
            g.writeRaw("  ".repeat(depth));
        }

        private static int depth(JsonGenerator g) {
            return g.streamWriteContext().getNestingDepth();
        }

        private static boolean onePerLine(JsonGenerator g) {
            return g.streamWriteContext().currentValue() == ONE_PER_LINE;
        }

        @Override
        public void writeRootValueSeparator(JsonGenerator g) {
        }

        @Override
        public void writeStartObject(JsonGenerator g) {
            g.writeRaw('{');
        }

        @Override
        public void beforeObjectEntries(JsonGenerator g) {
            newline(g, depth(g));
        }

        @Override
        public void writeObjectNameValueSeparator(JsonGenerator g) {
            g.writeRaw(": ");
        }

        @Override
        public void writeObjectEntrySeparator(JsonGenerator g) {
            g.writeRaw(',');
            newline(g, depth(g));
        }

        @Override
        public void writeEndObject(JsonGenerator g, int entries) {
            if (entries > 0) newline(g, depth(g) - 1);
            g.writeRaw('}');
        }

        @Override
        public void writeStartArray(JsonGenerator g) {
            g.writeRaw('[');
        }

        @Override
        public void beforeArrayValues(JsonGenerator g) {
            if (onePerLine(g)) newline(g, depth(g));
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator g) {
            if (onePerLine(g)) {
                g.writeRaw(',');
                newline(g, depth(g));
            } else {
                g.writeRaw(", ");
            }
        }

        @Override
        public void writeEndArray(JsonGenerator g, int values) {
            if (values > 0 && onePerLine(g)) newline(g, depth(g) - 1);
            g.writeRaw(']');
        }
    }

    /** Jackson's escapes but for backspace and form feed, which are written as u-escapes (0008 and 000c), as they always were. */
    private static final class ShortEscapesForNewlinesAndTabsOnly extends CharacterEscapes {
        private final int[] ascii = standardAsciiEscapesForJSON();

        ShortEscapesForNewlinesAndTabsOnly() {
            ascii['\b'] = ESCAPE_STANDARD;
            ascii['\f'] = ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public tools.jackson.core.SerializableString getEscapeSequence(int ch) {
            return null;
        }
    }
}
