package org.roundhouse.record.xml;

import static org.roundhouse.text.Messages.WORDS;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.XStreamException;
import com.thoughtworks.xstream.converters.ConversionException;
import com.thoughtworks.xstream.converters.ErrorWriter;
import com.thoughtworks.xstream.converters.UnmarshallingContext;
import com.thoughtworks.xstream.converters.basic.StringConverter;
import com.thoughtworks.xstream.converters.reflection.ReflectionConverter;
import com.thoughtworks.xstream.io.HierarchicalStreamReader;
import com.thoughtworks.xstream.io.xml.PrettyPrintWriter;
import com.thoughtworks.xstream.io.xml.StandardStaxDriver;
import com.thoughtworks.xstream.mapper.CannotResolveClassException;
import com.thoughtworks.xstream.security.AbstractSecurityException;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.NullPermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import org.roundhouse.record.Draft;
import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.TextBytes;
import org.roundhouse.record.xml.model.Located;
import org.roundhouse.record.xml.model.XHeader;
import org.roundhouse.record.xml.model.XLine;
import org.roundhouse.record.xml.model.XNode;
import org.roundhouse.record.xml.model.XPositionMark;
import org.roundhouse.record.xml.model.XRecord;
import org.roundhouse.record.xml.model.XSetup;
import org.roundhouse.record.xml.model.XStep;
import org.roundhouse.record.xml.model.XChances;
import org.roundhouse.record.xml.model.XEvaluation;
import org.roundhouse.record.xml.model.XReview;
import org.roundhouse.record.xml.model.XDecision;
import org.roundhouse.record.xml.model.XUnread;

/**
 * Reads and writes XML records ({@code .xml}, see {@code docs/record-xml.md}) through
 * XStream, locked down:
 * <ul>
 * <li>types: everything is denied ({@link NoTypePermission#NONE}), then only null,
 *     primitives, String and the classes of {@code org.roundhouse.record.xml.model} are
 *     allowed; any other type named in a file is refused before it is instantiated;</li>
 * <li>the XML parser reads no DTD and resolves no external entity; a DOCTYPE is refused;</li>
 * <li>size, element nesting and element count, and the record's own limits (players,
 *     position marks, steps, moves) are checked by a streaming pre-scan before XStream sees
 *     the file; the collection update limit is set, and strings are read without XStream's
 *     string cache (whose hash chains made colliding names quadratic);</li>
 * <li>the root carries {@code version}: older versions are upgraded on reading
 *     ({@link XmlUpgrade}), newer ones are refused with a clear message.</li>
 * </ul>
 */
public final class XmlRecordCodec {
    /**
     * The newest format version this codec reads and writes. Version 2 added unknown hand
     * cards, line names and sampled cards; a record that uses none of them is written as
     * version 1, so older readers open it too.
     */
    public static final int VERSION = 3;
    public static final String ROOT = "roundhouse-record";
    /** The record model types: the only classes XStream may create. */
    static final List<Class<?>> MODEL_TYPES = List.of(XRecord.class, XHeader.class, XSetup.class,
            XLine.class, XNode.class, XPositionMark.class, XUnread.class, XEvaluation.class, XChances.class, XReview.class, XDecision.class);

    private static XStream xstream;

    private XmlRecordCodec() {
    }

    /** The XML parser settings: no DTD, no external entities, coalesced text. */
    static XMLInputFactory safeInputFactory() {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        return f;
    }

    private static final class SafeStaxDriver extends StandardStaxDriver {
        @Override
        protected XMLInputFactory createInputFactory() {
            return safeInputFactory();
        }
    }

    /** The configured XStream (package-private for the security tests). */
    static synchronized XStream xstream() {
        if (xstream == null) xstream = configure();
        return xstream;
    }

    private static XStream configure() {
        XStream x = new XStream(new SafeStaxDriver());
        x.addPermission(NoTypePermission.NONE);
        x.addPermission(NullPermission.NULL);
        x.addPermission(PrimitiveTypePermission.PRIMITIVES);
        x.allowTypes(new Class<?>[] {String.class});
        x.allowTypes(MODEL_TYPES.toArray(new Class<?>[0]));
        x.setCollectionUpdateLimit(1);
        // XStream's default StringConverter interns short strings in a WeakHashMap-backed cache, whose
        // chains never turn into trees: many names with one hashCode made a read take quadratic time
        x.registerConverter(new StringConverter(null), XStream.PRIORITY_VERY_HIGH);
        x.setMode(XStream.NO_REFERENCES);

        x.alias(ROOT, XRecord.class);
        x.useAttributeFor(XRecord.class, "version");
        x.aliasField("position-mark", XRecord.class, "marks");
        x.addImplicitCollection(XRecord.class, "marks", "position-mark", XPositionMark.class);
        x.alias("header", XHeader.class);
        x.alias("setup", XSetup.class);
        x.registerConverter(new SetupConverter(), XStream.PRIORITY_VERY_HIGH);
        x.alias("line", XLine.class);
        x.addImplicitCollection(XLine.class, "nodes", "node", XNode.class);
        x.alias("node", XNode.class);
        x.registerConverter(new NodeConverter(), XStream.PRIORITY_VERY_HIGH);
        x.alias("position-mark", XPositionMark.class);
        attributes(x, XPositionMark.class);
        x.registerConverter(new LineConverter(x), XStream.PRIORITY_NORMAL);
        x.alias("evaluation", XEvaluation.class);
        for (String f : new String[] {"bot", "playouts", "precision", "seed", "view", "evalAfter"}) x.useAttributeFor(XEvaluation.class, f);
        x.aliasAttribute(XEvaluation.class, "evalAfter", Evaluation.JUDGED_AFTER);
        x.addImplicitCollection(XEvaluation.class, "chances", "chances", XChances.class);
        x.alias("chances", XChances.class);
        attributes(x, XChances.class);
        x.alias("review", XReview.class);
        for (String f : new String[] {"bot", "playouts", "screening", "best", "thresholds", "seed", "luck", "moves"}) x.useAttributeFor(XReview.class, f);
        x.addImplicitCollection(XReview.class, "decisions", "decision", XDecision.class);
        x.alias("decision", XDecision.class);
        attributes(x, XDecision.class);
        x.alias("unread", XUnread.class);
        x.registerConverter(new com.thoughtworks.xstream.converters.extended.ToAttributedValueConverter(XUnread.class,
                x.getMapper(), x.getReflectionProvider(), x.getConverterLookup(), "text"), XStream.PRIORITY_NORMAL);
        return x;
    }

    private static void attributes(XStream x, Class<?> type) {
        for (Field f : type.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers()) && !Modifier.isTransient(f.getModifiers())) {
                x.useAttributeFor(type, f.getName());
            }
        }
    }

    /**
     * The {@code <setup>}: the board and rules, the rule set's options as attributes, a
     * {@code <player>} per seat with its part of the deal, then the rest of the deal as
     * child elements with text. Written by hand because which options and deal parts there
     * are is the rule set's.
     */
    /** The setup's attribute naming the seat that takes the first turn, where it is not seat 1 (see {@link org.roundhouse.engine.Deal#firstPlayer}). */
    static final String FIRST_SEAT = "first-seat";

    private static final class SetupConverter extends HandWrittenConverter<XSetup> {
        SetupConverter() {
            super(XSetup.class);
        }

        @Override
        void write(XSetup s, com.thoughtworks.xstream.io.HierarchicalStreamWriter writer,
                   com.thoughtworks.xstream.converters.MarshallingContext context) {
            if (s.board != null) writer.addAttribute("board", s.board);
            if (s.rules != null) writer.addAttribute("rules", s.rules);
            s.options.forEach(writer::addAttribute);
            if (s.firstSeat != null) writer.addAttribute(FIRST_SEAT, s.firstSeat);
            for (Map<String, String> p : s.players) element(writer, "player", p);
            s.table.forEach((element, text) -> textElement(writer, element, text));
        }

        @Override
        public Object unmarshal(HierarchicalStreamReader reader, UnmarshallingContext context) {
            XSetup s = new XSetup();
            s.setLine(lineOf(reader));
            for (int i = 0; i < reader.getAttributeCount(); i++) {
                String name = reader.getAttributeName(i);
                switch (name) {
                    case "board" -> s.board = reader.getAttribute(i);
                    case "rules" -> s.rules = reader.getAttribute(i);
                    case FIRST_SEAT -> s.firstSeat = reader.getAttribute(i);
                    default -> s.options.put(name, reader.getAttribute(i));
                }
            }
            while (reader.hasMoreChildren()) {
                reader.moveDown();
                if (reader.getNodeName().equals("player")) {
                    s.players.add(attributesOf(reader));
                } else {
                    s.table.put(reader.getNodeName(), reader.getValue());
                }
                reader.moveUp();
            }
            return s;
        }
    }

    /**
     * A {@code <node>}: its attributes, then its steps (any element the rule set's steps use),
     * position marks, comment and variations, in that order. Written by hand because a step's
     * element name comes from the rule set, not from a Java type.
     */
    private static final class NodeConverter extends HandWrittenConverter<XNode> {
        NodeConverter() {
            super(XNode.class);
        }

        @Override
        void write(XNode n, com.thoughtworks.xstream.io.HierarchicalStreamWriter writer,
                   com.thoughtworks.xstream.converters.MarshallingContext context) {
            if (n.seat != null) writer.addAttribute("seat", n.seat);
            if (n.mark != null) writer.addAttribute("mark", n.mark);
            if (n.name != null) writer.addAttribute("name", n.name);
            if (n.steps != null) {
                for (XStep s : n.steps) element(writer, s.name, s.attributes);
            }
            if (n.marks != null) {
                for (XPositionMark m : n.marks) {
                    writer.startNode("position-mark");
                    context.convertAnother(m);
                    writer.endNode();
                }
            }
            if (n.comment != null) textElement(writer, "comment", n.comment);
            if (n.variations != null) {
                for (XLine v : n.variations) {
                    writer.startNode("variation");
                    context.convertAnother(v);
                    writer.endNode();
                }
            }
        }

        @Override
        public Object unmarshal(HierarchicalStreamReader reader, UnmarshallingContext context) {
            XNode n = new XNode();
            n.setLine(lineOf(reader));
            n.seat = reader.getAttribute("seat");
            n.mark = reader.getAttribute("mark");
            n.name = reader.getAttribute("name");
            while (reader.hasMoreChildren()) {
                reader.moveDown();
                String element = reader.getNodeName();
                switch (element) {
                    case "position-mark" -> {
                        if (n.marks == null) n.marks = new ArrayList<>();
                        n.marks.add((XPositionMark) context.convertAnother(n, XPositionMark.class));
                    }
                    case "comment" -> n.comment = reader.getValue();
                    case "variation" -> {
                        if (n.variations == null) n.variations = new ArrayList<>();
                        n.variations.add((XLine) context.convertAnother(n, XLine.class));
                    }
                    default -> {
                        XStep s = new XStep();
                        s.name = element;
                        s.setLine(lineOf(reader));
                        s.attributes.putAll(attributesOf(reader));
                        if (n.steps == null) n.steps = new ArrayList<>();
                        n.steps.add(s);
                    }
                }
                reader.moveUp();
            }
            return n;
        }
    }

    /** A converter of one model type whose elements are written and read by hand. */
    private abstract static class HandWrittenConverter<T> implements com.thoughtworks.xstream.converters.Converter {
        private final Class<T> type;

        HandWrittenConverter(Class<T> type) {
            this.type = type;
        }

        @Override
        @SuppressWarnings("rawtypes")
        public final boolean canConvert(Class type) {
            return type == this.type;
        }

        @Override
        public final void marshal(Object source, com.thoughtworks.xstream.io.HierarchicalStreamWriter writer,
                                  com.thoughtworks.xstream.converters.MarshallingContext context) {
            write(this.type.cast(source), writer, context);
        }

        abstract void write(T source, com.thoughtworks.xstream.io.HierarchicalStreamWriter writer,
                            com.thoughtworks.xstream.converters.MarshallingContext context);
    }

    /** An element with these attributes, in their order, and nothing inside. */
    private static void element(com.thoughtworks.xstream.io.HierarchicalStreamWriter writer, String name, Map<String, String> attributes) {
        writer.startNode(name);
        attributes.forEach(writer::addAttribute);
        writer.endNode();
    }

    /** An element with text and no attributes. */
    private static void textElement(com.thoughtworks.xstream.io.HierarchicalStreamWriter writer, String name, String text) {
        writer.startNode(name);
        writer.setValue(text);
        writer.endNode();
    }

    /** The attributes of the element the reader stands on, in their order. */
    private static Map<String, String> attributesOf(HierarchicalStreamReader reader) {
        Map<String, String> attributes = new LinkedHashMap<>();
        for (int i = 0; i < reader.getAttributeCount(); i++) attributes.put(reader.getAttributeName(i), reader.getAttribute(i));
        return attributes;
    }

    /** Reflection conversion that also notes the line each node, step and setup starts on. */
    private static final class LineConverter extends ReflectionConverter {
        LineConverter(XStream x) {
            super(x.getMapper(), x.getReflectionProvider());
        }

        @Override
        @SuppressWarnings("rawtypes")
        public boolean canConvert(Class type) {
            return type != null && Located.class.isAssignableFrom(type) && MODEL_TYPES.contains(type);
        }

        @Override
        public Object unmarshal(HierarchicalStreamReader reader, UnmarshallingContext context) {
            int line = lineOf(reader);
            Object o = super.unmarshal(reader, context);
            ((Located) o).setLine(line);
            return o;
        }
    }

    static int lineOf(HierarchicalStreamReader reader) {
        Map<String, String> info = new LinkedHashMap<>();
        reader.appendErrors(new ErrorWriter() {
            @Override
            public void add(String name, String information) {
                info.put(name, information);
            }

            @Override
            public void set(String name, String information) {
                info.put(name, information);
            }

            @Override
            public String get(String name) {
                return info.get(name);
            }

            @Override
            public Iterator keys() {
                return info.keySet().iterator();
            }
        });
        try {
            return Integer.parseInt(info.getOrDefault("line number", "0").trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    // ------------------------------------------------------------------ writing

    /** The record as an XML document, in the oldest format version that holds it. */
    public static String write(GameRecord record) {
        XRecord model = XmlMapping.toModel(record, org.roundhouse.record.notation.NotationWriter.versionNeeded(record));
        StringWriter out = new StringWriter(16384);
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        xstream().marshal(model, new PrettyPrintWriter(out, PrettyPrintWriter.XML_QUIRKS));
        out.write('\n');
        return out.toString();
    }

    // ------------------------------------------------------------------ reading

    /**
     * Reads an XML record into a draft. Never throws for bad input: a file that cannot be
     * read gives a draft without setup and with {@link Draft#stoppedBy} set.
     */
    public static Draft read(byte[] bytes, String source) {
        return read(bytes, source, org.roundhouse.engine.RecipeBook.shipped());
    }

    /** As {@link #read(byte[], String)}, with the designed deck recipes the record may name. */
    public static Draft read(byte[] bytes, String source, org.roundhouse.engine.RecipeBook recipes) {
        Draft draft = new Draft(source);
        draft.recipes = recipes;
        try {
            // also keeps the JDK's XML reader from printing "[Fatal Error]" to stderr for bad bytes (and naming no line)
            byte[] utf8 = TextBytes.xmlAsUtf8(bytes, source);
            String text = new String(utf8, java.nio.charset.StandardCharsets.UTF_8);
            if (text.startsWith("\uFEFF")) text = text.substring(1);
            // the XML parser reads every line break as \n: the kept text and its offsets do the same
            draft.text = text.replace("\r\n", "\n").replace('\r', '\n');
            draft.syntax = org.roundhouse.record.RecordFormat.XML;
            int bad = TextBytes.firstForbidden(draft.text);
            if (bad >= 0) {
                throw new RecordFormatException(source, org.roundhouse.record.UnreadRest.lineAt(draft.text, bad),
                        TextBytes.forbidden(draft.text.charAt(bad)));
            }
            XmlPrescan.Result scan = XmlPrescan.scan(utf8, source);
            draft.warnings.addAll(scan.dropped());
            byte[] current = utf8;
            if (scan.version() < VERSION) {
                current = XmlUpgrade.upgrade(utf8, scan.version(), source);
                // the element and attribute allowlist applies to the current version only: it must be reached
                if (XmlPrescan.scan(current, source).version() != VERSION) {
                    throw new RecordFormatException(source, 1, WORDS.text("xml.notUpgraded", scan.version(), VERSION));
                }
            }
            XRecord model = unmarshal(current, source);
            XmlMapping.toDraft(model, draft, XmlOffsets.scan(draft.text));
        } catch (RecordFormatException e) {
            draft.setup = null;
            draft.stoppedBy = e;
        }
        return draft;
    }

    static XRecord unmarshal(byte[] bytes, String source) throws RecordFormatException {
        Object o;
        try {
            o = xstream().unmarshal(new SafeStaxDriver().createReader(new ByteArrayInputStream(bytes)));
        } catch (XStreamException e) {
            throw translate(e, source);
        } catch (StackOverflowError e) {
            throw new RecordFormatException(source, 0, WORDS.text("xml.nestedTooDeeply"));
        } catch (RuntimeException e) {
            throw new RecordFormatException(source, 0, WORDS.text("xml.cannotRead", firstLine(e.getMessage())));
        }
        if (!(o instanceof XRecord r)) {
            throw new RecordFormatException(source, 1, WORDS.text("xml.rootMustBe", ROOT));
        }
        return r;
    }

    private static RecordFormatException translate(XStreamException e, String source) {
        int line = 0;
        String path = null;
        if (e instanceof ConversionException c) {
            try {
                line = Integer.parseInt(String.valueOf(c.get("line number")).trim());
            } catch (NumberFormatException ignored) {
                line = 0;
            }
            path = c.get("path");
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof AbstractSecurityException) {
                return new RecordFormatException(source, line, WORDS.text("xml.javaType", firstLine(t.getMessage())));
            }
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof CannotResolveClassException) {
                return new RecordFormatException(source, line, path != null ? WORDS.text("xml.unknownElementAt", firstLine(t.getMessage()), path)
                        : WORDS.text("xml.unknownElement", firstLine(t.getMessage())));
            }
        }
        String message = e instanceof ConversionException c && c.get("cause-message") != null
                ? c.get("cause-message") : e.getMessage();
        java.util.regex.Matcher field = java.util.regex.Pattern.compile("No such field ([\\w.$]+)\\.(\\w+)")
                .matcher(String.valueOf(message));
        if (field.find()) {
            return new RecordFormatException(source, line, path != null ? WORDS.text("xml.unknownFieldAt", field.group(2), path)
                    : WORDS.text("xml.unknownField", field.group(2)));
        }
        return new RecordFormatException(source, line, path != null ? WORDS.text("xml.cannotReadAt", path, firstLine(message))
                : WORDS.text("xml.cannotRead", firstLine(message)));
    }

    static String firstLine(String s) {
        if (s == null) return WORDS.text("xml.unknownProblem");
        int nl = s.indexOf('\n');
        String line = (nl < 0 ? s : s.substring(0, nl)).trim();
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }

    /** Names of the allowed types, for documentation and tests. */
    static List<String> allowedTypeNames() {
        List<String> names = new ArrayList<>();
        for (Class<?> c : MODEL_TYPES) names.add(c.getName());
        return names;
    }
}
