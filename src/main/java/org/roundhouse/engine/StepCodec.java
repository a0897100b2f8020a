package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
import org.roundhouse.text.Messages;

/**
 * A rule set's steps and deal described once, from which its {@link StepNotation} and
 * {@link StepXml} are both derived. Each step kind is a {@link Form}: a record type of
 * {@link Move} whose first component is the seat ({@code player}) and whose other
 * components are whole numbers, each written by a typed {@link Field} (a company, a pile's
 * number, a count...) that knows how to print it, read it and say what is wrong with a bad
 * value. The same field and the same record component stand in the notation token (after a
 * prefix, between separators) and in the XML element's attribute of the component's name.
 *
 * <pre>
 * step(TakePile.class, "a take (&gt;)", "&gt;", company.at("company"), "/", pile.at("slot"))
 *         .element("take", "from=display", "slot", "company")
 * </pre>
 * writes {@code >MS/2} and {@code <take from="display" slot="2" company="MS"/>} and reads
 * them back into {@code new TakePile(seat, 1, MS)}. The description does not depend on the
 * board; {@link #notation(Board)} and {@link #xml(Board)} bind it to one.
 */
public final class StepCodec {
    /** How a message of a field is made: from the text that was written. */
    public interface Explanation {
        String of(String text);
    }

    /** A typed whole-number value of a step or a deal. */
    public static final class Field {
        private interface Printer {
            String print(BoardNames names, int value);
        }

        private interface Parser {
            int parse(BoardNames names, String text) throws NotationException;
        }

        private final String pattern;
        private final Printer notation;
        private final Printer xml;
        private final Parser parser;

        private Field(String pattern, Printer notation, Printer xml, Parser parser) {
            this.pattern = pattern;
            this.notation = notation;
            this.xml = xml;
            this.parser = parser;
        }

        private static final String RESERVED = "{}()[]<>=+-~^#:,;$*/\\\"!?.";
        private static final String WORD = "[^\\s\\d" + escapeAll(RESERVED) + "][^\\s" + escapeAll(RESERVED) + "]*";

        private static String escapeAll(String chars) {
            StringBuilder b = new StringBuilder();
            for (char c : chars.toCharArray()) b.append('\\').append(c);
            return b.toString();
        }

        /**
         * A company by its abbreviation.
         *
         * @param unionPacific whether Union Pacific is one of the values
         * @param whyNotUnionPacific added to the message when Union Pacific is written where it may not be
         */
        public static Field company(boolean unionPacific, String whyNotUnionPacific) {
            return new Field(WORD, BoardNames::company, BoardNames::company, (names, text) -> {
                int c = names.companyByAbbreviation(text);
                Board board = names.board();
                int limit = unionPacific ? board.unionPacific() : board.companyCount() - 1;
                if (c < 0 || c > limit) {
                    throw new NotationException(WORDS.text("codec.notCompany", text)
                            + (!unionPacific && c == board.unionPacific() ? say(whyNotUnionPacific) : ""));
                }
                return c;
            });
        }

        /**
         * A number written from {@code first} to {@code last} and held less {@code first}
         * (a pile written 1 is held as 0) when {@code fromZero}, as written otherwise.
         *
         * @param digitsOnly the notation text is digits only (so that a word may follow it unseparated)
         */
        public static Field number(int first, int last, boolean fromZero, boolean digitsOnly, Explanation whyNot) {
            int shift = fromZero ? first : 0;
            return new Field(digitsOnly ? "[0-9]+" : "[^\\s,/]+", (names, v) -> Integer.toString(v + shift),
                    (names, v) -> Integer.toString(v + shift), (names, text) -> {
                        String t = text.trim();
                        if (!t.matches("[0-9]{1,9}") || Integer.parseInt(t) < first || Integer.parseInt(t) > last) {
                            throw new NotationException(whyNot.of(text));
                        }
                        return Integer.parseInt(t) - shift;
                    });
        }

        /** A kind of track card: its letter in the notation ({@code P}), its name in XML ({@code plain}); either is read. */
        public static Field kind() {
            return new Field(WORD, (names, k) -> String.valueOf(names.kindLetter(k)), BoardNames::kindName, (names, text) -> {
                int k = text.length() == 1 ? names.kindByLetter(text.charAt(0)) : names.kindByName(text);
                if (k < 0) throw new NotationException(WORDS.text("codec.notKind", text));
                return k;
            });
        }

        /** This field, with a message of its own for a bad value (what the value is for, say). */
        public Field saying(Explanation whyNot) {
            return new Field(pattern, notation, xml, (names, text) -> {
                try {
                    return parser.parse(names, text);
                } catch (NotationException e) {
                    throw new NotationException(whyNot.of(text));
                }
            });
        }

        /** This field, or a value of its own written {@code notation} in the notation and {@code xml} in XML. */
        public Field or(int value, String notationText, String xmlText) {
            return new Field(Pattern.quote(notationText) + "|" + pattern, (names, v) -> v == value ? notationText : notation.print(names, v),
                    (names, v) -> v == value ? xmlText : xml.print(names, v), (names, text) -> {
                        if (text.equals(notationText) || text.equals(xmlText)) return value;
                        return parser.parse(names, text);
                    });
        }

        /**
         * One of a few fixed words, the value being its place in the list: {@code notation.get(v)} in
         * the notation (may be empty, "" or "*" after a company), {@code xml.get(v)} in XML (null
         * for a value written only by leaving the attribute out). A boolean component holds 0 for
         * false and 1 for true.
         */
        public static Field choice(List<String> notation, List<String> xml) {
            String pattern = String.join("|", notation.stream().map(Pattern::quote).toList());
            List<String> expected = xml.stream().filter(w -> w != null).toList();
            return new Field(pattern, (names, v) -> notation.get(v), (names, v) -> xml.get(v), (names, text) -> {
                if (xml.contains(text)) return xml.indexOf(text);
                if (notation.contains(text)) return notation.indexOf(text);
                throw new NotationException(WORDS.text("codec.expected", text, orList(expected.stream().map(w -> w.isEmpty() ? WORDS.text("codec.nothing") : w).toList())));
            });
        }

        private static String orList(List<String> words) {
            return words.size() < 2 ? String.join("", words)
                    : WORDS.text("codec.or", String.join(", ", words.subList(0, words.size() - 1)), words.get(words.size() - 1));
        }

        /** A track deck: its letter in the notation ({@code M}), its kind in XML ({@code mountain}). */
        public static Field trackDeck() {
            return new Field("[^\\s/]+", (names, d) -> String.valueOf(names.kindLetter(d)), BoardNames::kindName, (names, text) -> {
                Board board = names.board();
                int d = text.length() == 1 ? names.kindByLetter(text.charAt(0)) : names.kindByName(text);
                if (d < 0 || d >= board.trackTypeCount()) {
                    StringBuilder known = new StringBuilder();
                    for (int i = 0; i < board.trackTypeCount(); i++) {
                        known.append(i == 0 ? "" : ", ").append(names.kindLetter(i)).append(' ').append(names.kindName(i));
                    }
                    throw new NotationException(WORDS.text("codec.notDeck", text, known.toString()));
                }
                return d;
            });
        }

        /** A section of track by its code, {@code DEN-CAS}, in both formats. */
        public static Field section() {
            return new Field("\\S+", BoardNames::section, BoardNames::section, (names, text) -> {
                int s = names.sectionByCode(text);
                if (s < 0) throw new NotationException(WORDS.text("codec.notSection", text));
                return s;
            });
        }

        /**
         * A seat other than the step's own: a letter in the notation ({@code C}), a number from 1
         * in XML ({@code 3}); one beyond the game's players is refused when the step is read.
         */
        public static Field seat() {
            Field f = new Field("[A-Z]", (names, v) -> String.valueOf((char) ('A' + v)), (names, v) -> Integer.toString(v + 1), (names, text) -> {
                String t = text.trim();
                if (t.matches("[A-Z]")) return t.charAt(0) - 'A';
                if (t.matches("[1-9]")) return t.charAt(0) - '1';
                throw new NotationException(WORDS.text("codec.notSeat", text));
            });
            f.isSeat = true;
            return f;
        }

        private boolean isSeat;
        private final Map<Integer, Integer> versions = new HashMap<>();

        /**
         * This field, or a value of its own written {@code notationText} in the notation and
         * {@code xmlText} in XML that only records of version {@code since} or later hold (a card
         * nobody recorded: version 2). {@link StepNotation#versionNeeded} reads the versions of
         * the values a step or a deal holds.
         */
        public Field or(int value, String notationText, String xmlText, int since) {
            Field f = or(value, notationText, xmlText);
            f.versions.putAll(versions);
            f.versions.put(value, since);
            f.isSeat = isSeat;
            return f;
        }

        /**
         * This field, its notation text being what {@code notationPattern} matches: narrower than
         * the field's own, so that a literal may follow it in a token ({@code [^\s/]+} for a
         * section followed by {@code /F}).
         */
        public Field within(String notationPattern) {
            Field f = new Field(notationPattern, notation, xml, parser);
            f.versions.putAll(versions);
            f.isSeat = isSeat;
            return f;
        }

        /** The record version the value needs: 1, or what {@link #or(int, String, String, int)} gave it. */
        int versionOf(int value) {
            return versions.getOrDefault(value, 1);
        }

        /** The values separated by spaces, as a deal's list is written in XML (a kind's name, where the notation has its letter). */
        String writeXmlList(BoardNames names, List<Integer> values) {
            StringBuilder b = new StringBuilder();
            for (int v : values) {
                if (b.length() > 0) b.append(' ');
                b.append(xml.print(names, v));
            }
            return b.toString();
        }

        /** Refuses a seat value beyond the game's players, in the format's own words. */
        void checkSeat(int value, int players, boolean notation) throws NotationException {
            if (!isSeat || value < players) return;
            throw new NotationException(notation ? WORDS.text("codec.seatLetters", String.valueOf((char) ('A' + players - 1)))
                    : WORDS.text("codec.seatNumbers", String.valueOf(value + 1), players));
        }

        /** The field as the record component of this name. */
        public Part at(String component) {
            return new Part(component, this, null);
        }

        /** What is wrong with the text, or null when it is a value of the field. */
        public String whyNot(Board board, String text) {
            try {
                parser.parse(BoardNames.of(board), text);
                return null;
            } catch (NotationException e) {
                return e.getMessage();
            }
        }

        int read(BoardNames names, String text) throws NotationException {
            return parser.parse(names, text);
        }

        String write(BoardNames names, int value) {
            return notation.print(names, value);
        }

        /** The values separated by spaces, as a deal's list is written in both formats. */
        String writeList(BoardNames names, List<Integer> values) {
            StringBuilder b = new StringBuilder();
            for (int v : values) {
                if (b.length() > 0) b.append(' ');
                b.append(notation.print(names, v));
            }
            return b.toString();
        }

        List<Integer> readList(BoardNames names, String text, String where) throws NotationException {
            List<Integer> out = new ArrayList<>();
            for (String w : text.trim().split("\\s+")) {
                if (w.isEmpty()) continue;
                try {
                    out.add(parser.parse(names, w));
                } catch (NotationException e) {
                    throw new NotationException(where + ": " + e.getMessage());
                }
            }
            return out;
        }
    }

    /** A field standing for one record component; left out of both formats when it holds {@code omittedWhen}. */
    public record Part(String component, Field field, Integer omittedWhen, String prefix, Default byDefault) {
        public Part(String component, Field field, Integer omittedWhen) {
            this(component, field, omittedWhen, null, null);
        }

        /**
         * Written after the literal {@code prefix} in the notation; where the part is left out, so is
         * the prefix (the {@code /F} of {@code DM:DEN-CAS/F}).
         */
        public Part prefixed(String literal) {
            return new Part(component, field, omittedWhen, literal, byDefault);
        }

        /**
         * Left out of the notation (never of XML) when it holds what {@code value} makes of the
         * board and the token's other components, and read back as that when absent: a build's
         * card, written only when it is not the section's own kind.
         */
        public Part omittedInNotationWhen(Default value) {
            return new Part(component, field, omittedWhen, prefix, value);
        }

        /** A dividend card's number written even when it is unknown (0), though a token without it reads as 0. */
        public Part writtenWhenUnknown() {
            return new Part(component, field, null, prefix, byDefault);
        }

        private boolean optional() {
            return omittedWhen != null || byDefault != null || component.equals(DIVIDEND);
        }
        /** Left out when the value is {@code value} (read back as it when absent). */
        public Part omittedWhen(int value) {
            return new Part(component, field, value);
        }
    }

    private static final String DIVIDEND = "#dividend";

    /** What a part left out of the notation stands for, from the board and the token's other components by name. */
    public interface Default {
        int of(Board board, Map<String, Integer> values);
    }

    /** The number of a dividend card of the line, written after a step that turns one up ({@link Move#isDividendDraw}); optional. */
    public static Part dividendNumber(Field field) {
        return new Part(DIVIDEND, field, 0);
    }

    /** One kind of step: its type, its words, its token and its element. */
    public static final class Form {
        private final Class<? extends Move> type;
        private final String kind;
        private final boolean opening;
        private final List<Object> token;
        private final Pattern regex;
        private final Map<String, Part> parts = new LinkedHashMap<>();
        private final List<Part> groups = new ArrayList<>();
        private final Map<String, Integer> fixed = new HashMap<>();
        private final Constructor<?> constructor;
        private final RecordComponent[] components;
        private String element;
        private final List<String> attributes = new ArrayList<>();
        private final Map<String, String> fixedAttributes = new LinkedHashMap<>();
        private boolean drawn;

        private Form(Class<? extends Move> type, String kind, boolean opening, Object... token) {
            if (!type.isRecord()) throw new IllegalArgumentException(type + " is not a record");
            this.type = type;
            this.kind = kind;
            this.opening = opening;
            this.token = List.of(token);
            StringBuilder re = new StringBuilder();
            for (Object o : token) {
                if (o instanceof String literal) {
                    re.append(Pattern.quote(literal));
                } else if (o instanceof Part p) {
                    parts.put(p.component(), p);
                    groups.add(p);
                    if (p.prefix() != null) {
                        re.append("(?:").append(Pattern.quote(p.prefix())).append("(").append(p.field().pattern).append("))").append(p.optional() ? "?" : "");
                    } else {
                        re.append("(").append(p.field().pattern).append(")").append(p.optional() ? "?" : "");
                    }
                } else {
                    throw new IllegalArgumentException("a token is made of strings and parts, not " + o);
                }
            }
            this.regex = Pattern.compile(re.toString());
            this.components = type.getRecordComponents();
            try {
                this.constructor = type.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new));
                constructor.setAccessible(true);
                for (RecordComponent c : components) c.getAccessor().setAccessible(true);
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException(type + " has no canonical constructor", e);
            }
            for (RecordComponent c : components) {
                if (c.getType() != int.class && c.getType() != boolean.class && !c.getType().isEnum()) throw new IllegalArgumentException(type + "." + c.getName() + " is neither a whole number nor a boolean");
            }
        }

        /**
         * The XML element and its attributes in order: a component's name, {@code name=value}
         * for a fixed attribute, or {@code seat} for the step's seat (from 1; read from the
         * node when absent).
         */
        public Form element(String name, String... attributeNames) {
            this.element = name;
            for (String a : attributeNames) {
                int eq = a.indexOf('=');
                if (eq >= 0) {
                    fixedAttributes.put(a.substring(0, eq), a.substring(eq + 1));
                } else if (!a.equals(SEAT) && !parts.containsKey(a)) {
                    throw new IllegalArgumentException(type.getSimpleName() + ": the attribute " + a + " is no part of the token");
                }
                attributes.add(eq >= 0 ? a.substring(0, eq) : a);
            }
            return this;
        }

        /** A component that holds this value in every step of the form (it is in neither format). */
        public Form fixed(String component, int value) {
            fixed.put(component, value);
            return this;
        }

        /** The element carries the {@code seed} of a drawn card, which the record layer writes. */
        public Form drawn() {
            drawn = true;
            return this;
        }

        private Class<? extends Move> after;
        private Pattern anyCase;
        private boolean omittedAtEnd;

        /** The token's literals are read in any case ({@code >up} as {@code >UP}); it is written as described. */
        public Form anyCase() {
            anyCase = Pattern.compile(regex.pattern(), Pattern.CASE_INSENSITIVE);
            return this;
        }

        /** A step of the form is left out when it ends a token of several steps (keeping, the last choice of a turn). */
        public Form omittedAtEnd() {
            omittedAtEnd = true;
            return this;
        }

        /** The values of the token's components, by name. */
        private Map<String, Integer> values(Move step) {
            Map<String, Integer> out = new HashMap<>();
            for (Part p : groups) if (!p.component().equals(DIVIDEND)) out.put(p.component(), value(step, p.component()));
            return out;
        }

        /** Whether the part is left out of the step's token. */
        private boolean leftOut(Board board, Move step, Part p, int v) {
            return p.omittedWhen() != null && v == p.omittedWhen() || p.byDefault() != null && v == p.byDefault().of(board, values(step));
        }

        /** The highest record version the step's values need. */
        private int versionNeeded(Move step) {
            int version = 1;
            for (Part p : groups) if (!p.component().equals(DIVIDEND)) version = Math.max(version, p.field().versionOf(value(step, p.component())));
            return version;
        }

        /** The seat is the step's own, given by neither a fixed value nor the token. */
        private boolean seatGiven() {
            return !fixed.containsKey(components[0].getName());
        }
        private int turnGoesOn;
        private TokenExplanation unreadable;

        /**
         * Read only right after a step of this type, where its token is no other form's
         * (elsewhere the same token is another form's, or the fall-back's): {@code ^MS} after
         * {@code >@} is a card of the personal deck.
         */
        public Form after(Class<? extends Move> previous) {
            after = previous;
            return this;
        }

        /**
         * The next {@code steps} steps after one of this form stay in its turn, though the
         * fall-back would start a new turn with them (showing three of a kind draws two cards).
         */
        public Form turnGoesOnFor(int steps) {
            turnGoesOn = steps;
            return this;
        }

        /** What a token of this form that cannot be read (a bad value) is told, instead of the field's message. */
        public Form whenUnreadable(TokenExplanation explanation) {
            unreadable = explanation;
            return this;
        }

        /** The XML attribute {@code name} holds the component (otherwise named as its component); before {@link #element}. */
        public Form attribute(String name, String component) {
            Part p = parts.remove(component);
            if (p == null) throw new IllegalArgumentException(type.getSimpleName() + ": " + component + " is no part of the token");
            parts.put(name, p);
            return this;
        }

        private boolean follows(List<Move> stepsSoFar) {
            return after == null || !stepsSoFar.isEmpty() && after.isInstance(stepsSoFar.get(stepsSoFar.size() - 1));
        }

        /** The literal a token of the form begins with, or "" when it begins with a value. */
        private String lead() {
            return token.isEmpty() || !(token.get(0) instanceof String literal) ? "" : literal;
        }

        private int value(Move step, String component) {
            for (RecordComponent c : components) {
                if (c.getName().equals(component)) {
                    try {
                        Object v = c.getAccessor().invoke(step);
                        if (v instanceof Boolean b) return b ? 1 : 0;
                        if (v instanceof Enum<?> e) return e.ordinal();
                        return (int) v;
                    } catch (IllegalAccessException | InvocationTargetException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
            throw new IllegalArgumentException(type.getSimpleName() + " has no component " + component);
        }

        private boolean writes(Move step) {
            if (!type.isInstance(step)) return false;
            for (Map.Entry<String, Integer> f : fixed.entrySet()) {
                if (value(step, f.getKey()) != f.getValue()) return false;
            }
            return true;
        }

        private Move make(int seat, Map<String, Integer> values) {
            Object[] args = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                String name = components[i].getName();
                Integer v = fixed.containsKey(name) ? fixed.get(name) : i == 0 ? Integer.valueOf(seat) : values.get(name);
                if (v == null) throw new IllegalStateException(type.getSimpleName() + "." + name + " is in neither the token nor fixed");
                args[i] = components[i].getType() == boolean.class ? (Object) (v != 0)
                        : components[i].getType().isEnum() ? components[i].getType().getEnumConstants()[v] : v;
            }
            try {
                return (Move) constructor.newInstance(args);
            } catch (InstantiationException | IllegalAccessException e) {
                throw new IllegalStateException(e);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                throw new IllegalStateException(e.getCause());
            }
        }
    }

    private static final String SEAT = "seat";

    private final String name;
    private final String steps;
    private final List<Form> forms = new ArrayList<>();
    private final Map<String, TokenExplanation> malformed = new LinkedHashMap<>();
    private String openingRule = "";
    private final List<String> turnStarts = new ArrayList<>();
    private DealForm deal;

    /**
     * @param name the rule set in messages, "the stripped-down variant"
     * @param steps its steps for a message about a token of none of them, "+DM a train, =DM an investment"
     */
    public StepCodec(String name, String steps) {
        this.name = name;
        this.steps = steps;
    }

    /** A step of the turns after the opening (move 0). */
    public Form step(Class<? extends Move> type, String kind, Object... token) {
        Form f = new Form(type, kind, false, token);
        forms.add(f);
        return f;
    }

    /** A step of the opening (move 0): the seats in order, each one step. */
    public Form opening(Class<? extends Move> type, String kind, String rule, Object... token) {
        Form f = new Form(type, kind, true, token);
        forms.add(f);
        openingRule = rule;
        return f;
    }

    /** How a message about a token that fits no form is made, knowing the board. */
    public interface TokenExplanation {
        String of(Board board, String token);
    }

    /** What a token that begins with {@code prefix} but fits no form is told. */
    public StepCodec whenMalformed(String prefix, TokenExplanation explanation) {
        malformed.put(prefix, explanation);
        return this;
    }

    /** A token beginning with one of these starts a new turn (except in a turn of simultaneous steps). */
    public StepCodec turnsStartWith(String... prefixes) {
        turnStarts.addAll(List.of(prefixes));
        return this;
    }

    /** When a token starts a new turn, for a rule set whose turns no first token tells (instead of {@link #turnsStartWith}). */
    public interface TurnStart {
        boolean startsTurn(String token, List<Move> stepsSoFar);
    }

    private TurnStart turnStartRule;

    public StepCodec turnsStartWhen(TurnStart rule) {
        this.turnStartRule = rule;
        return this;
    }

    public StepCodec deal(DealForm form) {
        this.deal = form;
        return this;
    }

    private Form formOf(Move step) {
        for (Form f : forms) if (f.writes(step)) return f;
        throw new IllegalArgumentException("not a step of " + say(name) + ": " + step);
    }

    /** The XML step elements and their attributes, for the record layer's allowlist. */
    public Map<String, Set<String>> xmlElements() {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (Form f : forms) {
            Set<String> a = out.computeIfAbsent(f.element, e -> new LinkedHashSet<>());
            a.addAll(f.attributes);
            if (f.drawn) a.add("seed");
        }
        out.replaceAll((e, a) -> Set.copyOf(a));
        return Map.copyOf(out);
    }

    public Set<String> xmlSeatAttributes() {
        return deal.seatAttributes();
    }

    public Set<String> xmlTableElements() {
        return deal.tableElements();
    }

    // ------------------------------------------------------------------ a fall-back

    /** How a message about an element that cannot be read is made, or null to keep the codec's own. */
    public interface ElementExplanation {
        String of(Board board, StepXml.Element element);
    }

    private final Map<String, ElementExplanation> unreadableElements = new LinkedHashMap<>();
    private AnyElementExplanation elementsExplained;

    /** How a message about any element that cannot be read is made, knowing the seat of its node (-1 for none) and the players. */
    public interface AnyElementExplanation {
        String of(Board board, StepXml.Element element, int seat, int players);
    }

    /**
     * What any of the codec's own elements that cannot be read is told, in full (the element is
     * not put before it), when the explanation has something to say; for a rule set whose
     * messages name the attribute's value the way its records' readers long have.
     */
    public StepCodec whenAnyUnreadable(AnyElementExplanation explanation) {
        elementsExplained = explanation;
        return this;
    }

    /** What an element of this name that cannot be read is told (after the element itself), when the explanation has something to say. */
    public StepCodec whenUnreadable(String element, ElementExplanation explanation) {
        unreadableElements.put(element, explanation);
        return this;
    }

    /** The XML step elements of the codec and of its fall-back, each with the attributes of both. */
    public Map<String, Set<String>> xmlElements(Map<String, Set<String>> fallBack) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        fallBack.forEach((e, a) -> out.put(e, new LinkedHashSet<>(a)));
        xmlElements().forEach((e, a) -> out.computeIfAbsent(e, x -> new LinkedHashSet<>()).addAll(a));
        out.replaceAll((e, a) -> Set.copyOf(a));
        return Map.copyOf(out);
    }

    /** The deal's attributes of a {@code <player>} and its fall-back's. */
    public Set<String> xmlSeatAttributes(Set<String> fallBack) {
        Set<String> out = new LinkedHashSet<>(fallBack);
        out.addAll(xmlSeatAttributes());
        return Set.copyOf(out);
    }

    private boolean describes(Move step) {
        for (Form f : forms) if (f.writes(step)) return true;
        return false;
    }

    /** The steps of this codec's forms in the notation, all others (and the opening) as the fall-back writes them. */
    public StepNotation notation(Board board) {
        return notation(board, null);
    }

    /**
     * The notation of the codec's forms and deal, over another rule set's: a step of none of
     * the forms, a token that begins with none of their literals where they may stand (or
     * before a move of the opening, when the codec has no opening form), and the deal's part
     * {@link DealForm#over} names are the fall-back's.
     *
     * @param fallBack the notation it falls back on, or null for none
     */
    public StepNotation notation(Board board, StepNotation fallBack) {
        StepNotation own = ownNotation(board);
        if (fallBack == null) return own;
        BoardNames names = BoardNames.of(board);
        return new StepNotation() {
            @Override
            public String write(Move step, int dividendNumber) {
                return describes(step) ? own.write(step, dividendNumber) : fallBack.write(step, dividendNumber);
            }

            @Override
            public String kindOfStep(Move step) {
                return describes(step) ? own.kindOfStep(step) : fallBack.kindOfStep(step);
            }

            @Override
            public boolean omittedAtEnd(Move step) {
                return !describes(step) && fallBack.omittedAtEnd(step);
            }

            @Override
            public int versionNeeded(Move step) {
                return describes(step) ? 1 : fallBack.versionNeeded(step);
            }

            @Override
            public int versionNeeded(Deal d) {
                return fallBack.versionNeeded(deal.fallBackPart(d));
            }

            @Override
            public boolean startsTurn(String token, List<Move> stepsSoFar) {
                if (stepsSoFar.isEmpty()) return false;
                for (String s : turnStarts) if (token.startsWith(s)) return true;
                for (int i = stepsSoFar.size() - 1; i >= 0; i--) {
                    Move m = stepsSoFar.get(i);
                    for (Form f : forms) if (f.writes(m) && stepsSoFar.size() - 1 - i < f.turnGoesOn) return false;
                }
                return fallBack.startsTurn(token, stepsSoFar);
            }

            @Override
            public Read read(String token, Context context) throws NotationException {
                for (Form f : forms) {
                    if (f.opening == context.opening() && f.follows(context.stepsSoFar()) && !f.lead().isEmpty() && token.startsWith(f.lead())) {
                        return own.read(token, context);
                    }
                }
                return fallBack.read(token, context);
            }

            @Override
            public Set<String> dealTags(int players) {
                Set<String> tags = new LinkedHashSet<>(fallBack.dealTags(players));
                tags.addAll(own.dealTags(players));
                return tags;
            }

            @Override
            public Map<String, String> writeDeal(Deal d) {
                Map<String, String> tags = new LinkedHashMap<>(fallBack.writeDeal(deal.fallBackPart(d)));
                tags.putAll(own.writeDeal(d));
                return tags;
            }

            @Override
            public Deal readDeal(int players, Map<String, String> tags) throws NotationException {
                return deal.readTags(names, players, tags, fallBack);
            }
        };
    }

    /** The steps of this codec's forms in XML, all others as the fall-back writes them. */
    public StepXml xml(Board board) {
        return xml(board, null);
    }

    /**
     * The XML of the codec's forms and deal, over another rule set's: a step of none of the
     * forms, an element of none of them (or of no opening form in a node without a seat), and
     * the deal's part {@link DealForm#over} names are the fall-back's.
     *
     * @param fallBack the XML it falls back on, or null for none
     */
    public StepXml xml(Board board, StepXml fallBack) {
        StepXml own = ownXml(board);
        BoardNames names = BoardNames.of(board);
        return new StepXml() {
            @Override
            public Element write(Move step) {
                return fallBack == null || describes(step) ? own.write(step) : fallBack.write(step);
            }

            @Override
            public Move read(Element element, int seat, int players) throws NotationException {
                boolean mine = false;
                for (Form f : forms) mine |= f.element.equals(element.name()) && (seat >= 0 || f.opening);
                if (fallBack != null && !mine) return fallBack.read(element, seat, players);
                try {
                    return own.read(element, seat, players);
                } catch (NotationException e) {
                    String explained = elementsExplained == null ? null : elementsExplained.of(board, element, seat, players);
                    if (explained != null) throw new NotationException(explained);
                    ElementExplanation x = unreadableElements.get(element.name());
                    String why = x == null ? null : x.of(board, element);
                    if (why == null) throw e;
                    throw new NotationException(describe(element) + ": " + why);
                }
            }

            @Override
            public Map<String, String> writeSeat(Deal d, int seat) {
                if (fallBack == null) return own.writeSeat(d, seat);
                Map<String, String> a = new LinkedHashMap<>(fallBack.writeSeat(deal.fallBackPart(d), seat));
                a.putAll(own.writeSeat(d, seat));
                return a;
            }

            @Override
            public Map<String, String> writeTable(Deal d) {
                if (fallBack == null) return own.writeTable(d);
                Map<String, String> a = new LinkedHashMap<>(fallBack.writeTable(deal.fallBackPart(d)));
                a.putAll(own.writeTable(d));
                return a;
            }

            @Override
            public Deal readDeal(List<Map<String, String>> seats, Map<String, String> table) throws NotationException {
                return fallBack == null ? deal.readXmlExplained(names, seats, table) : deal.readXml(names, seats, table, fallBack);
            }
        };
    }

    // ------------------------------------------------------------------ the notation

    private StepNotation ownNotation(Board board) {
        BoardNames names = BoardNames.of(board);
        return new StepNotation() {
            @Override
            public String write(Move step, int dividendNumber) {
                Form f = formOf(step);
                StringBuilder b = new StringBuilder();
                for (Object o : f.token) {
                    if (o instanceof String literal) {
                        b.append(literal);
                    } else {
                        Part p = (Part) o;
                        if (p.component().equals(DIVIDEND)) {
                            if (dividendNumber > 0 || p.omittedWhen() == null) b.append(p.field().write(names, dividendNumber));
                            continue;
                        }
                        int v = f.value(step, p.component());
                        if (f.leftOut(board, step, p, v)) continue;
                        if (p.prefix() != null) b.append(p.prefix());
                        b.append(p.field().write(names, v));
                    }
                }
                return b.toString();
            }

            @Override
            public String kindOfStep(Move step) {
                for (Form f : forms) if (f.type.isInstance(step)) return say(f.kind);
                return step.toString();
            }

            @Override
            public boolean omittedAtEnd(Move step) {
                return formOf(step).omittedAtEnd;
            }

            @Override
            public int versionNeeded(Move step) {
                return formOf(step).versionNeeded(step);
            }

            @Override
            public int versionNeeded(Deal d) {
                return deal.versionNeeded(d);
            }

            @Override
            public boolean startsTurn(String token, List<Move> stepsSoFar) {
                if (turnStartRule != null) return turnStartRule.startsTurn(token, stepsSoFar);
                if (stepsSoFar.isEmpty() || stepsSoFar.get(0).isSimultaneous()) return false;
                for (String s : turnStarts) if (token.startsWith(s)) return true;
                return false;
            }

            @Override
            public Read read(String token, Context context) throws NotationException {
                for (Form f : forms) {
                    if (f.opening != context.opening()) continue;
                    if (!f.follows(context.stepsSoFar())) continue;
                    Matcher m = (f.anyCase != null ? f.anyCase : f.regex).matcher(token);
                    if (!m.matches()) continue;
                    Map<String, Integer> values = new HashMap<>();
                    List<Part> defaulted = new ArrayList<>();
                    int dividend = 0;
                    for (int g = 0; g < f.groups.size(); g++) {
                        Part p = f.groups.get(g);
                        String text = m.group(g + 1);
                        int v;
                        if (text == null && p.byDefault() != null) {
                            defaulted.add(p);
                            continue;
                        }
                        if (text == null) {
                            v = p.omittedWhen() == null ? 0 : p.omittedWhen();
                        } else {
                            try {
                                v = p.field().read(names, text);
                                p.field().checkSeat(v, context.players(), true);
                            } catch (NotationException e) {
                                throw new NotationException(f.unreadable != null ? f.unreadable.of(board, token) : "'" + token + "': " + e.getMessage());
                            }
                        }
                        if (p.component().equals(DIVIDEND)) dividend = v;
                        else values.put(p.component(), v);
                    }
                    for (Part p : defaulted) values.put(p.component(), p.byDefault().of(board, values));
                    if (f.opening && f.seatGiven() && context.stepsSoFar().size() >= context.players()) {
                        throw new NotationException(Messages.WORDS.text("stepCodec.openingFull", token, context.players()));
                    }
                    return new Read(f.make(f.opening ? context.stepsSoFar().size() : context.seat(), values), dividend);
                }
                if (context.opening()) throw new NotationException("'" + token + "': " + say(openingRule));
                for (Map.Entry<String, TokenExplanation> e : malformed.entrySet()) {
                    if (token.startsWith(e.getKey())) throw new NotationException(e.getValue().of(board, token));
                }
                throw new NotationException(WORDS.text("codec.noStep", token, say(name), say(steps)));
            }

            @Override
            public Set<String> dealTags(int players) {
                return deal.tags(players);
            }

            @Override
            public Map<String, String> writeDeal(Deal d) {
                return deal.writeTags(names, d);
            }

            @Override
            public Deal readDeal(int players, Map<String, String> tags) throws NotationException {
                return deal.readTagsExplained(names, players, tags);
            }
        };
    }

    // ------------------------------------------------------------------ XML

    private StepXml ownXml(Board board) {
        BoardNames names = BoardNames.of(board);
        return new StepXml() {
            @Override
            public Element write(Move step) {
                Form f = formOf(step);
                Map<String, String> a = new LinkedHashMap<>();
                for (String attribute : f.attributes) {
                    if (f.fixedAttributes.containsKey(attribute)) {
                        a.put(attribute, f.fixedAttributes.get(attribute));
                    } else if (attribute.equals(SEAT) && !f.parts.containsKey(SEAT)) {
                        a.put(SEAT, Integer.toString(f.value(step, f.components[0].getName()) + 1));
                    } else {
                        Part p = f.parts.get(attribute);
                        int v = f.value(step, p.component());
                        if (p.omittedWhen() == null || v != p.omittedWhen()) a.put(attribute, p.field().xml.print(names, v));
                    }
                }
                return new Element(f.element, a);
            }

            @Override
            public Move read(Element element, int seat, int players) throws NotationException {
                Map<String, String> a = element.attributes();
                Set<String> ofElement = new LinkedHashSet<>();
                List<Form> fit = new ArrayList<>();
                for (Form f : forms) {
                    if (!f.element.equals(element.name())) continue;
                    ofElement.addAll(f.attributes);
                    boolean same = true;
                    for (Map.Entry<String, String> e : f.fixedAttributes.entrySet()) same &= e.getValue().equals(a.get(e.getKey()));
                    if (same) fit.add(f);
                }
                if (forms.stream().noneMatch(f -> f.element.equals(element.name()))) {
                    throw new NotationException(WORDS.text("codec.xml.noStep", element.name(), say(name)));
                }
                Form form = null;
                for (Form f : fit) {
                    boolean foreign = false;
                    for (String present : a.keySet()) foreign |= ofElement.contains(present) && !f.attributes.contains(present);
                    if (!foreign) {
                        form = f;
                        break;
                    }
                }
                if (form == null) throw new NotationException(WORDS.text("codec.xml.noShape", describe(element), say(name), shapes(element.name())));
                Map<String, Integer> values = new HashMap<>();
                int s = seat;
                for (String attribute : form.attributes) {
                    if (form.fixedAttributes.containsKey(attribute)) continue;
                    String text = a.get(attribute);
                    if (attribute.equals(SEAT) && !form.parts.containsKey(SEAT)) {
                        if (text == null) continue;
                        if (!text.trim().matches("[1-9]") || text.trim().charAt(0) - '1' >= players) {
                            throw new NotationException(WORDS.text("codec.seatNumbers", text, players));
                        }
                        s = text.trim().charAt(0) - '1';
                        continue;
                    }
                    Part p = form.parts.get(attribute);
                    if (text == null) {
                        if (p.omittedWhen() == null) throw new NotationException(WORDS.text("codec.xml.noAttribute", describe(element), attribute));
                        values.put(p.component(), p.omittedWhen());
                        continue;
                    }
                    try {
                        values.put(p.component(), p.field().read(names, text));
                        p.field().checkSeat(values.get(p.component()), players, false);
                    } catch (NotationException e) {
                        throw new NotationException(describe(element) + ": " + e.getMessage());
                    }
                }
                if (s < 0 && form.seatGiven()) {
                    throw new NotationException(Messages.WORDS.text(form.opening ? "stepCodec.xmlOpeningSeat" : "stepCodec.xmlNodeSeat",
                            describe(element), players));
                }
                return form.make(s, values);
            }

            @Override
            public Map<String, String> writeSeat(Deal d, int seat) {
                return deal.writeSeat(names, d, seat);
            }

            @Override
            public Map<String, String> writeTable(Deal d) {
                return deal.writeTable(names, d);
            }

            @Override
            public Deal readDeal(List<Map<String, String>> seats, Map<String, String> table) throws NotationException {
                return deal.readXmlExplained(names, seats, table);
            }
        };
    }

    private static String describe(StepXml.Element element) {
        StringBuilder b = new StringBuilder("<").append(element.name());
        element.attributes().forEach((k, v) -> b.append(' ').append(k).append("=\"").append(v).append("\""));
        return b.append('>').toString();
    }

    private String shapes(String element) {
        List<String> out = new ArrayList<>();
        for (Form f : forms) {
            if (!f.element.equals(element)) continue;
            StringBuilder b = new StringBuilder("<").append(element);
            for (String a : f.attributes) {
                b.append(' ').append(a).append("=\"").append(f.fixedAttributes.getOrDefault(a, "...")).append("\"");
            }
            out.add(b.append("/>").toString());
        }
        return out.stream().reduce((a, b) -> WORDS.text("codec.or", a, b)).orElse("");
    }

    // ------------------------------------------------------------------ the deal

    /**
     * A deal as lists of values: some for each seat (a notation tag ending in the seat's
     * letter, an attribute of the XML {@code <player>}), some for the table (a notation tag,
     * a child element of the XML {@code <setup>}).
     */
    public static final class DealForm {
        /** Builds the deal from the seats' lists (seat by seat, list by list) and the table's lists. */
        public interface Builder {
            Deal build(List<List<List<Integer>>> seats, List<List<Integer>> table);
        }

        private record SeatList(String tag, String attribute, Field field, String what, java.util.function.BiFunction<Deal, Integer, List<Integer>> of) {
        }

        private record TableList(String tag, String element, Field field, String what, boolean optional, Function<Deal, List<Integer>> of) {
        }

        private final String name;
        private final int minPlayers;
        private final int maxPlayers;
        private final List<SeatList> seats = new ArrayList<>();
        private final List<TableList> table = new ArrayList<>();
        private Builder builder;

        /** @param name the rule set in messages */
        public DealForm(String name, int minPlayers, int maxPlayers) {
            this.name = name;
            this.minPlayers = minPlayers;
            this.maxPlayers = maxPlayers;
        }

        /**
         * A list each seat has: the notation tag {@code tag} + the seat's letter, the XML attribute.
         *
         * @param what what the list holds, for a message when it is missing
         */
        public DealForm seat(String tag, String attribute, Field field, String what, java.util.function.BiFunction<Deal, Integer, List<Integer>> of) {
            seats.add(new SeatList(tag, attribute, field, what, of));
            return this;
        }

        /** A list of the table; an optional one is left out when empty (an unknown deck order). */
        public DealForm table(String tag, String element, Field field, String what, boolean optional, Function<Deal, List<Integer>> of) {
            table.add(new TableList(tag, element, field, what, optional, of));
            return this;
        }

        public DealForm builds(Builder builder) {
            this.builder = builder;
            return this;
        }

        /** A table entry written as one text that the rule set makes and reads, for a shape no list of one field's values has. */
        public interface Text<T> {
            String write(BoardNames names, T value);

            /** @param where the entry in messages: {@code [Tag]} in the notation, {@code <element>} in XML */
            T read(BoardNames names, String text, String where) throws NotationException;
        }

        /** Builds the deal from the number of players and the texts' values, in order (null for an optional one left out). */
        public interface TextBuilder {
            Deal build(int players, List<Object> texts) throws NotationException;
        }

        private record TableText(String tag, String element, String what, Text<Object> text, Function<Deal, Object> of) {
        }

        private final List<TableText> texts = new ArrayList<>();
        private TextBuilder textBuilder;

        /** A table entry as a {@link Text}; {@code of} gives null for an optional one left out, {@code what} is null for an optional one. */
        @SuppressWarnings("unchecked")
        public <T> DealForm tableText(String tag, String element, String what, Text<T> text, Function<Deal, T> of) {
            texts.add(new TableText(tag, element, what, (Text<Object>) text, (Function<Deal, Object>) of));
            return this;
        }

        /** Builds a deal of table texts only. */
        public DealForm buildsFromTexts(TextBuilder builder) {
            this.textBuilder = builder;
            return this;
        }

        private Map<String, String> writeTexts(BoardNames names, Deal deal, boolean tags) {
            Map<String, String> out = new LinkedHashMap<>();
            for (TableText t : texts) {
                Object v = t.of().apply(deal);
                if (v != null) out.put(tags ? t.tag() : t.element(), t.text().write(names, v));
            }
            return out;
        }

        private Deal readTexts(BoardNames names, int players, Map<String, String> given, boolean tags) throws NotationException {
            List<Object> values = new ArrayList<>();
            for (TableText t : texts) {
                String v = given.get(tags ? t.tag() : t.element());
                if (v == null && t.what() != null) {
                    if (tags) throw new NotationException(t.tag(), WORDS.text("codec.deal.missingTag", t.tag(), say(t.what())));
                    throw new NotationException(WORDS.text("codec.deal.noElement", t.element(), say(t.what())));
                }
                values.add(v == null ? null : t.text().read(names, v, tags ? "[" + t.tag() + "]" : "<" + t.element() + ">"));
            }
            return textBuilder.build(players, values);
        }

        /** What is wrong with a whole list read (each value being right), or null. */
        public interface ListCheck {
            /** @param where how the message names the list, "[PersonalA]" */
            String whyNot(String where, BoardNames names, List<Integer> values);
        }

        /** Builds the deal from the fall-back's deal, the seats' lists and the table's lists. */
        public interface OverBuilder {
            Deal build(Deal fallBack, List<List<List<Integer>>> seats, List<List<Integer>> table);
        }

        private record IfKnown(String label, ListCheck check) {
        }

        /** The optional seat lists by tag. */
        private final Map<String, IfKnown> ifKnown = new HashMap<>();
        private Function<Deal, Deal> fallBackPart;
        private OverBuilder overBuilder;

        /**
         * A list each seat may have, left out when empty (an unknown deck order); a tag for a
         * seat the game does not have is refused.
         *
         * @param label the list in messages, "personal deck"
         * @param check what is wrong with a whole list
         */
        public DealForm seatIfKnown(String tag, String attribute, String label, Field field, ListCheck check,
                java.util.function.BiFunction<Deal, Integer, List<Integer>> of) {
            seats.add(new SeatList(tag, attribute, field, label, of));
            ifKnown.put(tag, new IfKnown(label, check));
            return this;
        }

        /** The deal holds a deal of the fall-back ({@code part}), which the fall-back writes and reads; these lists are added to it. */
        public DealForm over(Function<Deal, Deal> part, OverBuilder builder) {
            this.fallBackPart = part;
            this.overBuilder = builder;
            return this;
        }

        Deal fallBackPart(Deal deal) {
            return fallBackPart.apply(deal);
        }

        private boolean skipped(SeatList s, List<Integer> values) {
            return ifKnown.containsKey(s.tag()) && values.isEmpty();
        }

        private List<Integer> readSeatList(SeatList s, BoardNames names, String text, String where, String tag) throws NotationException {
            List<Integer> values;
            try {
                values = s.field().readList(names, text, where);
            } catch (NotationException e) {
                throw new NotationException(tag, e.getMessage());
            }
            IfKnown known = ifKnown.get(s.tag());
            String why = known == null || known.check() == null ? null : known.check().whyNot(where, names, values);
            if (why != null) throw new NotationException(tag, why);
            return values;
        }

        private void refuseStrayTags(int players, Map<String, String> tags) throws NotationException {
            for (SeatList s : seats) {
                if (!ifKnown.containsKey(s.tag())) continue;
                for (String t : tags.keySet()) {
                    if (t.matches(Pattern.quote(s.tag()) + "[A-Z]") && t.charAt(t.length() - 1) - 'A' >= players) {
                        throw new NotationException(t, WORDS.text(players == 2 ? "codec.deal.strayTag.two" : "codec.deal.strayTag", t, String.valueOf(t.charAt(t.length() - 1)),
                                say(name), say(ifKnown.get(s.tag()).label()), String.valueOf(letter(players - 1))));
                    }
                }
            }
        }

        private Deal build(Deal fallBack, List<List<List<Integer>>> bySeat, List<List<Integer>> onTable) {
            return overBuilder != null ? overBuilder.build(fallBack, bySeat, onTable) : builder.build(bySeat, onTable);
        }

        private static char letter(int seat) {
            return (char) ('A' + seat);
        }

        /** Seat lists of one tag share it in the notation, separated by " | " ("P F W | DM BNL MS MS"); in XML each has its attribute. */
        private static String join(String first, String second) {
            return first + " | " + second;
        }

        /** The seat list's part of its tag's value, when seat lists share the tag. */
        private String joinedPart(SeatList list, String tag, String value) throws NotationException {
            List<SeatList> sharing = seats.stream().filter(s -> s.tag().equals(list.tag())).toList();
            if (value == null || sharing.size() == 1) return value;
            String[] parts = value.split("\\|", -1);
            if (parts.length != sharing.size()) {
                throw new NotationException(tag, Messages.WORDS.text("stepCodec.joinedParts", tag, sharing.size(),
                        String.join(" | ", sharing.stream().map(SeatList::what).toList())));
            }
            return parts[sharing.indexOf(list)];
        }

        /** The highest record version the deal's values need ({@link Field#or(int, String, String, int)}). */
        int versionNeeded(Deal deal) {
            int version = 1;
            for (SeatList s : seats) {
                for (int p = 0; p < deal.players(); p++) for (int v : s.of().apply(deal, p)) version = Math.max(version, s.field().versionOf(v));
            }
            for (TableList t : table) for (int v : t.of().apply(deal)) version = Math.max(version, t.field().versionOf(v));
            return version;
        }

        /** How a message about a deal in the notation that cannot be read is made from its tags, or null to keep the codec's own. */
        public interface TagsExplanation {
            String of(BoardNames names, int players, Map<String, String> tags);
        }

        /** How a message about a deal in XML that cannot be read is made from its players' attributes and the setup's elements, or null. */
        public interface XmlExplanation {
            String of(BoardNames names, List<Map<String, String>> players, Map<String, String> table);
        }

        private TagsExplanation tagsExplained;
        private XmlExplanation xmlExplained;

        /** What a deal that cannot be read is told, in full, when the explanations have something to say (the tag at fault is kept). */
        public DealForm whenUnreadable(TagsExplanation inNotation, XmlExplanation inXml) {
            this.tagsExplained = inNotation;
            this.xmlExplained = inXml;
            return this;
        }

        Deal readTagsExplained(BoardNames names, int players, Map<String, String> tags) throws NotationException {
            try {
                return readTags(names, players, tags);
            } catch (NotationException e) {
                String why = tagsExplained == null ? null : tagsExplained.of(names, players, tags);
                if (why == null) throw e;
                throw new NotationException(tags.containsKey(e.tag()) ? e.tag() : "", why);
            }
        }

        Deal readXmlExplained(BoardNames names, List<Map<String, String>> players, Map<String, String> table) throws NotationException {
            try {
                return readXml(names, players, table);
            } catch (NotationException e) {
                String why = xmlExplained == null ? null : xmlExplained.of(names, players, table);
                if (why == null) throw e;
                throw new NotationException(e.tag(), why);
            }
        }

        Set<String> seatAttributes() {
            Set<String> out = new LinkedHashSet<>();
            for (SeatList s : seats) out.add(s.attribute());
            return Set.copyOf(out);
        }

        Set<String> tableElements() {
            Set<String> out = new LinkedHashSet<>();
            for (TableList t : table) out.add(t.element());
            for (TableText t : texts) out.add(t.element());
            return Set.copyOf(out);
        }

        Set<String> tags(int players) {
            Set<String> tags = new LinkedHashSet<>();
            for (SeatList s : seats) for (int p = 0; p < players; p++) tags.add(s.tag() + letter(p));
            for (TableList t : table) tags.add(t.tag());
            for (TableText t : texts) tags.add(t.tag());
            return tags;
        }

        Map<String, String> writeTags(BoardNames names, Deal deal) {
            Map<String, String> tags = new LinkedHashMap<>();
            for (SeatList s : seats) {
                for (int p = 0; p < deal.players(); p++) {
                    if (!skipped(s, s.of().apply(deal, p))) tags.merge(s.tag() + letter(p), s.field().writeList(names, s.of().apply(deal, p)), DealForm::join);
                }
            }
            for (TableList t : table) {
                List<Integer> values = t.of().apply(deal);
                if (!t.optional() || !values.isEmpty()) tags.put(t.tag(), t.field().writeList(names, values));
            }
            tags.putAll(writeTexts(names, deal, true));
            return tags;
        }

        Map<String, String> writeSeat(BoardNames names, Deal deal, int seat) {
            Map<String, String> out = new LinkedHashMap<>();
            for (SeatList s : seats) {
                if (!skipped(s, s.of().apply(deal, seat))) out.put(s.attribute(), s.field().writeXmlList(names, s.of().apply(deal, seat)));
            }
            return out;
        }

        Map<String, String> writeTable(BoardNames names, Deal deal) {
            Map<String, String> out = new LinkedHashMap<>();
            for (TableList t : table) {
                List<Integer> values = t.of().apply(deal);
                if (!t.optional() || !values.isEmpty()) out.put(t.element(), t.field().writeXmlList(names, values));
            }
            out.putAll(writeTexts(names, deal, false));
            return out;
        }

        private void checkPlayers(int players) throws NotationException {
            if (players < minPlayers || players > maxPlayers) {
                throw new NotationException(minPlayers == maxPlayers ? WORDS.text("codec.deal.players", say(name), minPlayers, players)
                        : WORDS.text("codec.deal.playersRange", say(name), minPlayers, maxPlayers, players));
            }
        }

        Deal readTags(BoardNames names, int players, Map<String, String> tags) throws NotationException {
            return readTags(names, players, tags, null);
        }

        Deal readTags(BoardNames names, int players, Map<String, String> tags, StepNotation fallBack) throws NotationException {
            checkPlayers(players);
            if (textBuilder != null) return readTexts(names, players, tags, true);
            refuseStrayTags(players, tags);
            Deal under = fallBack == null ? null : fallBack.readDeal(players, tags);
            List<List<List<Integer>>> bySeat = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                List<List<Integer>> lists = new ArrayList<>();
                for (SeatList s : seats) {
                    String tag = s.tag() + letter(p);
                    String v = joinedPart(s, tag, tags.get(tag));
                    if (v == null && ifKnown.containsKey(s.tag())) {
                        lists.add(List.of());
                        continue;
                    }
                    if (v == null) throw new NotationException(tag, WORDS.text("codec.deal.missingTag", tag, say(s.what())));
                    lists.add(readSeatList(s, names, v, "[" + tag + "]", tag));
                }
                bySeat.add(lists);
            }
            List<List<Integer>> onTable = new ArrayList<>();
            for (TableList t : table) {
                String v = tags.get(t.tag());
                if (v == null && !t.optional()) throw new NotationException(t.tag(), WORDS.text("codec.deal.missingTag", t.tag(), say(t.what())));
                onTable.add(v == null ? List.of() : t.field().readList(names, v, "[" + t.tag() + "]"));
            }
            return build(under, bySeat, onTable);
        }

        Deal readXml(BoardNames names, List<Map<String, String>> players, Map<String, String> tableElements) throws NotationException {
            return readXml(names, players, tableElements, null);
        }

        Deal readXml(BoardNames names, List<Map<String, String>> players, Map<String, String> tableElements, StepXml fallBack)
                throws NotationException {
            checkPlayers(players.size());
            if (textBuilder != null) return readTexts(names, players.size(), tableElements, false);
            Deal under = fallBack == null ? null : fallBack.readDeal(players, tableElements);
            List<List<List<Integer>>> bySeat = new ArrayList<>();
            for (Map<String, String> player : players) {
                List<List<Integer>> lists = new ArrayList<>();
                for (SeatList s : seats) {
                    String v = player.get(s.attribute());
                    if (v == null && ifKnown.containsKey(s.tag())) {
                        lists.add(List.of());
                        continue;
                    }
                    if (v == null) {
                        throw new NotationException(WORDS.text("codec.deal.playerNoAttribute", player.get("name"), s.attribute(), say(s.what())));
                    }
                    String label = ifKnown.containsKey(s.tag()) ? WORDS.text("codec.deal.listOf", say(ifKnown.get(s.tag()).label()), player.get("name"))
                            : WORDS.text("codec.deal.attributeOf", s.attribute(), player.get("name"));
                    lists.add(readSeatList(s, names, v, label, ""));
                }
                bySeat.add(lists);
            }
            List<List<Integer>> onTable = new ArrayList<>();
            for (TableList t : table) {
                String v = tableElements.get(t.element());
                if (v == null && !t.optional()) throw new NotationException(WORDS.text("codec.deal.noElement", t.element(), say(t.what())));
                onTable.add(v == null ? List.of() : t.field().readList(names, v, "<" + t.element() + ">"));
            }
            return build(under, bySeat, onTable);
        }
    }

    /** The text of a words key in the language, or the text itself when it is no key (a rule set's own words). */
    public static String say(String keyOrText) {
        return keyOrText != null && !keyOrText.isEmpty() && WORDS.has(keyOrText) ? WORDS.text(keyOrText) : keyOrText;
    }
}
