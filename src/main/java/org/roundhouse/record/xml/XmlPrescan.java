package org.roundhouse.record.xml;

import static org.roundhouse.text.Messages.WORDS;

import java.io.ByteArrayInputStream;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLimits;

/**
 * A streaming look at an XML record before XStream reads it: well-formed, no DOCTYPE,
 * nesting and element count bounded, the root element and its format version, and the
 * record's own counts (players, position marks on one position, steps in one move, moves)
 * bounded, so that XStream never builds a model far larger than any record can be.
 */
final class XmlPrescan {
    static final int MAX_ELEMENTS = 5_000_000;

    private XmlPrescan() {
    }

    /**
     * @param version the format version the root names
     * @param dropped what the file holds that a record does not keep (XML comments, processing
     *     instructions, text between elements), one warning per kind at its first line
     */
    record Result(int version, java.util.List<org.roundhouse.record.LoadError> dropped) {
    }

    /** The children each element holds at most once (a second one would silently replace the first). */
    private static final java.util.Map<String, java.util.Set<String>> SINGLE_CHILDREN = java.util.Map.of(
            XmlRecordCodec.ROOT, java.util.Set.of("header", "setup", "comment", "moves", "evaluation", "review", "unread"),
            "header", java.util.Set.of("event", "date", "place", "result", "annotator"),
            "node", java.util.Set.of("comment"));
    /** The order of the root's children (position marks may repeat). */
    private static final java.util.List<String> ROOT_ORDER = java.util.List.of("header", "setup", "comment", "position-mark",
            "moves", "evaluation", "review", "unread");

    private static java.util.Set<String> textElements() {
        java.util.Set<String> text = new java.util.HashSet<>(java.util.Set.of("event", "date", "place", "result", "annotator",
                "comment", "unread"));
        text.addAll(TABLE_ELEMENTS);
        return java.util.Set.copyOf(text);
    }

    private static java.util.Set<String> singleChildren(String parent) {
        // the setup's deal elements each hold one part of the deal
        return parent.equals("setup") ? TABLE_ELEMENTS : SINGLE_CHILDREN.getOrDefault(parent, java.util.Set.of());
    }

    /** What a file holds that is not kept: its kind, how many, the first line. */
    private static final class Dropped {
        /** The keys of the warning for one and for several: "xml.dropped.comment", "xml.dropped.comments". */
        final String one;
        final String many;
        int count;
        int firstLine;

        Dropped(String one, String many) {
            this.one = one;
            this.many = many;
        }

        void note(int line) {
            if (count++ == 0) firstLine = line;
        }

        void addTo(java.util.List<org.roundhouse.record.LoadError> warnings, String source) {
            if (count == 0) return;
            warnings.add(new org.roundhouse.record.LoadError(source, firstLine, -1, "", count == 1 ? WORDS.text(one) : WORDS.text(many, count)));
        }
    }

    /** The attributes each element of the current version may carry. */
    private static final java.util.Map<String, java.util.Set<String>> RECORD_ATTRIBUTES = java.util.Map.ofEntries(
            java.util.Map.entry(XmlRecordCodec.ROOT, java.util.Set.of("version")),
            java.util.Map.entry("node", java.util.Set.of("seat", "mark", "name")),
            java.util.Map.entry("position-mark", java.util.Set.of("target", "colour")),
            java.util.Map.entry("unread", java.util.Set.of("format", "move", "player", "line", "reason")),
            java.util.Map.entry("evaluation", java.util.Set.of("bot", "playouts", "precision", "seed", "view",
                    org.roundhouse.record.Evaluation.JUDGED_AFTER)),
            java.util.Map.entry("chances", java.util.Set.of("at", "playouts", "p", "se")),
            java.util.Map.entry("review", java.util.Set.of("bot", "playouts", "screening", "best", "thresholds", "seed", "luck", "moves")),
            java.util.Map.entry("decision", java.util.Set.of("at", "step", "seat", "choices", "played", "chance", "loss", "mark", "best")));
    /** Elements without attributes. */
    private static final java.util.Set<String> PLAIN_ELEMENTS = java.util.Set.of("header", "event", "date", "place",
            "result", "annotator", "comment", "moves", "variation");
    /** The setup's deal elements (without attributes) of every rule set this version knows. */
    private static final java.util.Set<String> TABLE_ELEMENTS = union(org.roundhouse.engine.RuleSet::xmlTableElements);

    private static java.util.Set<String> union(java.util.function.Function<org.roundhouse.engine.RuleSet, java.util.Set<String>> part) {
        java.util.Set<String> all = new java.util.HashSet<>();
        for (org.roundhouse.engine.RuleSet r : org.roundhouse.engine.registry.RuleSets.all()) all.addAll(part.apply(r));
        return java.util.Set.copyOf(all);
    }
    /** The elements that are steps of a move, with their attributes: those of every rule set this version knows. */
    private static final java.util.Map<String, java.util.Set<String>> STEPS = steps();
    private static final java.util.Set<String> STEP_ELEMENTS = STEPS.keySet();
    /** The attributes each element may carry. */
    private static final java.util.Map<String, java.util.Set<String>> ATTRIBUTES = attributes();

    private static java.util.Map<String, java.util.Set<String>> steps() {
        java.util.Map<String, java.util.Set<String>> steps = new java.util.HashMap<>();
        for (org.roundhouse.engine.RuleSet r : org.roundhouse.engine.registry.RuleSets.all()) {
            r.xmlStepElements().forEach((element, attributes) -> steps.merge(element, attributes, (a, b) -> {
                java.util.Set<String> both = new java.util.HashSet<>(a);
                both.addAll(b);
                return java.util.Set.copyOf(both);
            }));
        }
        return java.util.Map.copyOf(steps);
    }

    private static java.util.Map<String, java.util.Set<String>> attributes() {
        java.util.Map<String, java.util.Set<String>> all = new java.util.HashMap<>(STEPS);
        all.putAll(RECORD_ATTRIBUTES);
        // the setup carries every rule set's options, a player every rule set's part of the deal
        java.util.Set<String> setup = new java.util.HashSet<>(java.util.Set.of("board", "rules", XmlRecordCodec.FIRST_SEAT));
        for (org.roundhouse.engine.RuleSet r : org.roundhouse.engine.registry.RuleSets.all()) {
            for (org.roundhouse.engine.RuleOption o : r.options()) setup.add(o.attribute());
        }
        all.put("setup", java.util.Set.copyOf(setup));
        java.util.Set<String> player = new java.util.HashSet<>(union(org.roundhouse.engine.RuleSet::xmlSeatAttributes));
        player.add("name");
        all.put("player", java.util.Set.copyOf(player));
        return java.util.Map.copyOf(all);
    }
    /** Attributes by which XStream would pick a Java type; records never need them. */
    private static final java.util.Set<String> TYPE_ATTRIBUTES = java.util.Set.of("class", "resolves-to", "defined-in");

    private static void checkAttributes(XMLStreamReader r, String source) throws RecordFormatException {
        String element = r.getLocalName();
        int line = r.getLocation().getLineNumber();
        for (int i = 0; i < r.getAttributeCount(); i++) {
            String name = r.getAttributeLocalName(i);
            if (TYPE_ATTRIBUTES.contains(name)) {
                throw new RecordFormatException(source, line,
                        WORDS.text("xml.javaType", name + "=\"" + XmlRecordCodec.firstLine(r.getAttributeValue(i)) + "\""));
            }
        }
        if (!ATTRIBUTES.containsKey(element) && !PLAIN_ELEMENTS.contains(element) && !TABLE_ELEMENTS.contains(element)) {
            throw new RecordFormatException(source, line, WORDS.text("xml.unknownElement", element));
        }
        java.util.Set<String> allowed = ATTRIBUTES.getOrDefault(element, java.util.Set.of());
        for (int i = 0; i < r.getAttributeCount(); i++) {
            String name = r.getAttributeLocalName(i);
            if (!allowed.contains(name)) {
                throw new RecordFormatException(source, r.getLocation().getLineNumber(),
                        WORDS.text("xml.unknownAttribute", name, element));
            }
        }
    }

    private static final java.util.Set<String> ROOT_CHILDREN = java.util.Set.copyOf(ROOT_ORDER);
    private static final java.util.Set<String> SETUP_CHILDREN = with(TABLE_ELEMENTS, "player");
    private static final java.util.Set<String> NODE_ONLY = java.util.Set.of("node");
    private static final java.util.Set<String> NODE_CHILDREN = with(STEP_ELEMENTS, "position-mark", "comment", "variation");
    private static final java.util.Set<String> CHANCES_ONLY = java.util.Set.of("chances");
    private static final java.util.Set<String> DECISIONS_ONLY = java.util.Set.of("decision");

    private static java.util.Set<String> with(java.util.Set<String> some, String... more) {
        java.util.Set<String> all = new java.util.HashSet<>(some);
        all.addAll(java.util.List.of(more));
        return java.util.Set.copyOf(all);
    }

    /** The elements whose text a record keeps; text anywhere else is not kept. */
    private static final java.util.Set<String> TEXT_ELEMENTS = textElements();

    static Result scan(byte[] bytes, String source) throws RecordFormatException {
        XMLStreamReader r = null;
        int version = -1;
        java.util.List<org.roundhouse.record.LoadError> dropped = new java.util.ArrayList<>();
        try {
            r = XmlRecordCodec.safeInputFactory().createXMLStreamReader(new ByteArrayInputStream(bytes));
            int depth = 0;
            long elements = 0;
            long nodes = 0;
            // children counted per open element (index = depth of the parent)
            int[] players = new int[RecordLimits.MAX_XML_DEPTH + 2];
            int[] marks = new int[RecordLimits.MAX_XML_DEPTH + 2];
            int[] steps = new int[RecordLimits.MAX_XML_DEPTH + 2];
            String[] open = new String[RecordLimits.MAX_XML_DEPTH + 2];
            // per open element: the lines of the single-valued children seen so far, and (the root) the rank of the last child
            java.util.Map<String, Integer>[] seen = newMaps(RecordLimits.MAX_XML_DEPTH + 2);
            int rootRank = -1;
            int startLine = 1;
            Dropped comments = new Dropped("xml.dropped.comment", "xml.dropped.comments");
            Dropped instructions = new Dropped("xml.dropped.instruction", "xml.dropped.instructions");
            Dropped text = new Dropped("xml.dropped.text", "xml.dropped.texts");
            while (r.hasNext()) {
                int event = r.next();
                if (event == XMLStreamConstants.DTD) {
                    throw new RecordFormatException(source, r.getLocation().getLineNumber(),
                            WORDS.text("xml.doctype"));
                } else if (event == XMLStreamConstants.ENTITY_REFERENCE) {
                    throw new RecordFormatException(source, r.getLocation().getLineNumber(),
                            WORDS.text("xml.entity", r.getLocalName()));
                } else if (event == XMLStreamConstants.START_ELEMENT) {
                    depth++;
                    if (++elements > MAX_ELEMENTS) {
                        throw new RecordFormatException(source, r.getLocation().getLineNumber(), WORDS.text("xml.tooManyElements"));
                    }
                    if (depth > RecordLimits.MAX_XML_DEPTH) {
                        throw new RecordFormatException(source, r.getLocation().getLineNumber(),
                                WORDS.text("xml.tooDeep", RecordLimits.MAX_XML_DEPTH, RecordLimits.MAX_VARIATION_DEPTH));
                    }
                    for (int i = 0; i < r.getAttributeCount(); i++) {
                        // written as a character reference (&#127;): the text itself was checked before
                        String value = r.getAttributeValue(i);
                        int bad = org.roundhouse.record.TextBytes.firstForbidden(value);
                        if (bad >= 0) {
                            throw new RecordFormatException(source, r.getLocation().getLineNumber(),
                                    org.roundhouse.record.TextBytes.forbidden(value.charAt(bad)));
                        }
                    }
                    if (depth == 1) version = root(r, source);
                    if (version == XmlRecordCodec.VERSION) checkAttributes(r, source);
                    String name = r.getLocalName();
                    if (version == XmlRecordCodec.VERSION && depth > 1) {
                        int line = r.getLocation().getLineNumber();
                        String parent = open[depth - 1];
                        java.util.Set<String> allowed = children(parent);
                        if (!allowed.contains(name)) {
                            // XStream would drop it or name a Java field: say where it went wrong
                            throw new RecordFormatException(source, line, allowed.isEmpty()
                                    ? WORDS.text("aeiou".indexOf(parent.charAt(0)) >= 0 ? "xml.holdsNone.an" : "xml.holdsNone.a", name, parent)
                                    : WORDS.text("xml.notBelong", name, parent));
                        }
                        if (singleChildren(parent).contains(name)) {
                            Integer first = seen[depth - 1].putIfAbsent(name, line);
                            if (first != null) {
                                throw new RecordFormatException(source, line, parent.equals(XmlRecordCodec.ROOT)
                                        ? WORDS.text("xml.secondInRecord", name, parent, first)
                                        : WORDS.text("xml.secondIn", name, parent, first));
                            }
                        }
                        if (depth == 2) {
                            int rank = ROOT_ORDER.indexOf(name);
                            if (rank >= 0 && rank < rootRank) {
                                throw new RecordFormatException(source, line, WORDS.text("xml.order", name, ROOT_ORDER.get(rootRank)));
                            }
                            rootRank = Math.max(rootRank, rank);
                        }
                        if (name.equals("unread")) {
                            String format = r.getAttributeValue(null, "format");
                            if (format != null && !format.equals("xml") && !format.equals("notation")) {
                                throw new RecordFormatException(source, line, WORDS.text("xml.unreadFormat", XmlRecordCodec.firstLine(format)));
                            }
                        }
                    }
                    seen[depth].clear();
                    open[depth] = name;
                    players[depth] = 0;
                    marks[depth] = 0;
                    steps[depth] = 0;
                    int line = r.getLocation().getLineNumber();
                    if (name.equals("player") && "setup".equals(open[depth - 1])
                            && ++players[depth - 1] > RecordLimits.MAX_PLAYERS) {
                        throw new RecordFormatException(source, line, WORDS.text("xml.tooManyPlayers", RecordLimits.MAX_PLAYERS));
                    } else if (name.equals("position-mark") && ++marks[depth - 1] > RecordLimits.MAX_POSITION_MARKS) {
                        throw new RecordFormatException(source, line, WORDS.text("notation.tooManyMarks", RecordLimits.MAX_POSITION_MARKS));
                    } else if (name.equals("node") && ++nodes > RecordLimits.MAX_NODES) {
                        throw new RecordFormatException(source, line, WORDS.text("xml.tooManyMoves", RecordLimits.MAX_NODES));
                    } else if ("node".equals(open[depth - 1]) && STEP_ELEMENTS.contains(name)
                            && ++steps[depth - 1] > RecordLimits.MAX_STEPS_PER_NODE) {
                        throw new RecordFormatException(source, line, WORDS.text("xml.tooManySteps", RecordLimits.MAX_STEPS_PER_NODE));
                    }
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    depth--;
                } else if (event == XMLStreamConstants.COMMENT) {
                    comments.note(startLine);
                } else if (event == XMLStreamConstants.PROCESSING_INSTRUCTION) {
                    instructions.note(startLine);
                } else if ((event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA)
                        && org.roundhouse.record.TextBytes.firstForbidden(r.getText()) >= 0) {
                    String t = r.getText();
                    int bad = org.roundhouse.record.TextBytes.firstForbidden(t);
                    throw new RecordFormatException(source, startLine + (int) t.substring(0, bad).chars().filter(c -> c == '\n').count(),
                            org.roundhouse.record.TextBytes.forbidden(t.charAt(bad)));
                } else if ((event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) && !r.isWhiteSpace()
                        && (depth == 0 || !TEXT_ELEMENTS.contains(open[depth])) && !r.getText().isBlank()) {
                    String t = r.getText();
                    int words = 0;
                    while (Character.isWhitespace(t.charAt(words))) words++;
                    text.note(startLine + (int) t.substring(0, words).chars().filter(c -> c == '\n').count());
                }
                // the reader's location is the end of what it read: what comes next starts here
                startLine = r.getLocation().getLineNumber();
            }
            comments.addTo(dropped, source);
            instructions.addTo(dropped, source);
            text.addTo(dropped, source);
        } catch (XMLStreamException e) {
            int line = e.getLocation() != null ? e.getLocation().getLineNumber() : 0;
            throw new RecordFormatException(source, Math.max(line, 0), WORDS.text("xml.notWellFormed", cleanStaxMessage(e.getMessage())));
        } catch (RuntimeException e) {
            throw new RecordFormatException(source, 0, WORDS.text("xml.notReadable", XmlRecordCodec.firstLine(e.getMessage())));
        } finally {
            if (r != null) {
                try {
                    r.close();
                } catch (XMLStreamException ignored) {
                    // nothing to release
                }
            }
        }
        if (version < 0) throw new RecordFormatException(source, 1, WORDS.text("xml.noElement"));
        return new Result(version, java.util.List.copyOf(dropped));
    }

    /** The elements an element may hold (the setup's, a node's and the root's in any rule set this version knows). */
    private static java.util.Set<String> children(String parent) {
        switch (parent) {
            case XmlRecordCodec.ROOT:
                return ROOT_CHILDREN;
            case "header":
                return SINGLE_CHILDREN.get("header");
            case "setup":
                return SETUP_CHILDREN;
            case "moves":
            case "variation":
                return NODE_ONLY;
            case "node":
                return NODE_CHILDREN;
            case "evaluation":
                return CHANCES_ONLY;
            case "review":
                return DECISIONS_ONLY;
            default:
                return java.util.Set.of();
        }
    }

    @SuppressWarnings("unchecked")
    private static java.util.Map<String, Integer>[] newMaps(int n) {
        java.util.Map<String, Integer>[] maps = new java.util.Map[n];
        for (int i = 0; i < n; i++) maps[i] = new java.util.HashMap<>(4);
        return maps;
    }

    private static int root(XMLStreamReader r, String source) throws RecordFormatException {
        int line = r.getLocation().getLineNumber();
        if (!XmlRecordCodec.ROOT.equals(r.getLocalName())) {
            throw new RecordFormatException(source, line, WORDS.text("xml.notRecord", r.getLocalName(), XmlRecordCodec.ROOT));
        }
        String v = r.getAttributeValue(null, "version");
        if (v == null) throw new RecordFormatException(source, line, WORDS.text("xml.noVersion", XmlRecordCodec.ROOT));
        int version;
        try {
            version = Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new RecordFormatException(source, line, WORDS.text("xml.versionNotNumber", v));
        }
        if (version > XmlRecordCodec.VERSION) {
            throw new RecordFormatException(source, line, WORDS.text("xml.newer", version, XmlRecordCodec.VERSION));
        }
        if (version < 0) throw new RecordFormatException(source, line, WORDS.text("xml.noSuchVersion", version));
        if (!Integer.toString(version).equals(v.trim())) {
            throw new RecordFormatException(source, line, WORDS.text("xml.versionPlain", v));
        }
        return version;
    }

    /** StAX messages start with "ParseError at [row,col]:[3,5]\nMessage: ..."; keep the message. */
    static String cleanStaxMessage(String m) {
        if (m == null) return WORDS.text("xml.unknownProblem");
        int i = m.indexOf("Message:");
        return XmlRecordCodec.firstLine(i >= 0 ? m.substring(i + "Message:".length()) : m);
    }
}
