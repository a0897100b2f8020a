package org.roundhouse.record.notation;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.SetupException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.Draft;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.PositionMark;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.Turn;
import org.roundhouse.record.WinChancesText;

/**
 * Reads the Roundhouse notation into a {@link Draft} (the rules are applied afterwards by
 * {@link org.roundhouse.record.RecordValidator}). The grammar is in {@code docs/notation.md}.
 * A syntax error in the header gives no record; one in the moves stops the reader, and
 * the nodes finished before it stay in the draft.
 */
public final class NotationReader {
    /** The tags of every record; the rule set adds its options' and its deal's. */
    static final List<String> TAGS = List.of("UPN", "Event", "Date", "Place", "Annotator", "Result", "Board", "Rules", "First");
    /** The tag of the seat that takes the first turn, where it is not seat A. */
    public static final String FIRST = "First";
    /** The tags that hold one line of text (and the players' names). */
    private static final java.util.Set<String> ONE_LINE_TAGS = java.util.Set.of("Event", "Date", "Place", "Annotator", "Result");
    private static final int MAX_MOVE_NUMBER = 1_000_000;
    private static final int MAX_SEATS = 6;

    private final String text;
    private final Draft draft;
    private int pos;
    private int line = 1;
    private BoardNames names;
    private StepNotation notation;
    private int players;
    /** The seat of move 1 ({@link Deal#firstPlayer}). */
    private int first;

    private NotationReader(String text, String source) {
        this.text = text;
        this.draft = new Draft(source);
    }

    /** Reads notation text; {@code source} names the file in messages. Never throws for bad input. */
    public static Draft read(String text, String source) {
        return read(text, source, org.roundhouse.engine.RecipeBook.shipped());
    }

    /** As {@link #read(String, String)}, with the designed deck recipes the record may name. */
    public static Draft read(String text, String source, org.roundhouse.engine.RecipeBook recipes) {
        NotationReader r = new NotationReader(text, source);
        r.draft.recipes = recipes;
        r.draft.text = text;
        r.draft.syntax = org.roundhouse.record.RecordFormat.NOTATION;
        int bad = org.roundhouse.record.TextBytes.firstForbidden(text);
        if (bad >= 0) {
            // refused as a whole, as in XML: neither format can keep it, not even in an unread rest
            r.draft.stoppedBy = r.error(org.roundhouse.record.UnreadRest.lineAt(text, bad), org.roundhouse.record.TextBytes.forbidden(text.charAt(bad)));
            return r.draft;
        }
        try {
            r.header();
        } catch (RecordFormatException e) {
            r.draft.setup = null;
            r.draft.stoppedBy = e;
            return r.draft;
        }
        try {
            r.movetext();
        } catch (RecordFormatException e) {
            r.draft.stoppedBy = e;
            r.noteStop();
        }
        return r.draft;
    }

    /** Where the text left unread by a syntax error starts, and which move it stopped in. */
    private void noteStop() {
        if (open != null) {
            draft.stopIn(open, openNumber, players);
        } else {
            draft.stoppedAt = nodeStart();
        }
    }

    /**
     * Where a node starting at the current token starts in the text: at the '(' of the
     * variation it is the first node of, else at the name before it, else at the token.
     */
    private int nodeStart() {
        if (!lines.isEmpty() && cur.last == null) return cur.openedAtPos;
        if (pendingName != null) return pendingNamePos;
        return tokenStart;
    }

    private RecordFormatException error(int atLine, String problem) {
        return new RecordFormatException(draft.source, atLine, problem);
    }

    // ------------------------------------------------------------------ header

    private void header() throws RecordFormatException {
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, Integer> lines = new LinkedHashMap<>();
        while (true) {
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != '[') break;
            int tagLine = line;
            pos++;
            int start = pos;
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) pos++;
            String name = text.substring(start, pos);
            if (name.isEmpty()) throw error(tagLine, WORDS.text("notation.tag.noName"));
            if (name.length() > 40) throw error(tagLine, WORDS.text("notation.tag.nameLong"));
            if (tags.containsKey(name)) throw error(tagLine, WORDS.text("notation.tag.twice", name));
            skipBlanks(tagLine);
            if (pos >= text.length() || text.charAt(pos) != '\u0022') throw error(tagLine, WORDS.text("notation.tag.needsValue", name));
            pos++;
            StringBuilder value = new StringBuilder();
            while (true) {
                if (pos >= text.length()) throw error(tagLine, WORDS.text("notation.tag.valueOpen", name));
                char c = text.charAt(pos++);
                if (c == '\n') throw error(tagLine, WORDS.text("notation.tag.valuePastLine", name));
                if (c == '\u0022') break;
                if (c == '\\' && pos < text.length()) {
                    c = text.charAt(pos++);
                    if (c == '\n') throw error(tagLine, WORDS.text("notation.tag.valuePastLine", name));
                }
                value.append(c);
                if (value.length() > RecordLimits.MAX_TAG_CHARS) {
                    throw error(tagLine, WORDS.text("notation.tag.valueLong", name, RecordLimits.MAX_TAG_CHARS));
                }
            }
            if (ONE_LINE_TAGS.contains(name) || name.matches("Player[A-F]")) {
                String problem = org.roundhouse.record.TextBytes.notOneLine(value.toString(), "[" + name + "]");
                if (problem != null) throw error(tagLine, problem);
            }
            skipBlanks(tagLine);
            if (pos >= text.length() || text.charAt(pos) != ']') throw error(tagLine, WORDS.text("notation.tag.notClosed", name));
            pos++;
            tags.put(name, value.toString());
            lines.put(name, tagLine);
        }
        String version = tags.getOrDefault("UPN", "1");
        if (!version.equals("1") && !version.equals("2") && !version.equals("3")) {
            throw error(lines.getOrDefault("UPN", 1), WORDS.text("notation.version", version, NotationWriter.VERSION));
        }
        draft.header = new Header(tags.get("Event"), tags.get("Date"), tags.get("Place"), tags.get("Result"),
                tags.get("Annotator"));
        List<String> playerNames = new ArrayList<>();
        for (int p = 0; p < MAX_SEATS; p++) {
            String nameTag = "Player" + GameSetup.seatLetter(p);
            if (!tags.containsKey(nameTag)) break;
            String name = Header.clean(tags.get(nameTag));
            if (name.isEmpty()) throw error(lines.get(nameTag), WORDS.text("notation.tag.emptyPlayer", nameTag));
            playerNames.add(name);
        }
        for (String t : tags.keySet()) {
            if (t.matches("(Player|Deal)[A-F]") && t.charAt(t.length() - 1) - 'A' >= playerNames.size()) {
                throw error(lines.get(t), WORDS.text("notation.tag.playerMissing", t, GameSetup.seatLetter(playerNames.size())));
            }
        }
        if (playerNames.size() < 2) throw error(1, WORDS.text("notation.tag.fewPlayers"));
        players = playerNames.size();
        String boardId = tags.getOrDefault("Board", GameSetup.UNION_PACIFIC);
        Board board;
        try {
            board = GameSetup.board(boardId);
            names = BoardNames.of(board);
        } catch (RuntimeException e) {
            throw error(lines.getOrDefault("Board", 1), String.valueOf(e.getMessage()));
        }
        int rulesLine = lines.getOrDefault("Rules", 1);
        RuleSet ruleSet;
        try {
            ruleSet = RuleSets.require(tags.getOrDefault("Rules", RuleSets.base().id()));
        } catch (IllegalArgumentException e) {
            throw error(rulesLine, e.getMessage());
        }
        List<String> known = new ArrayList<>(TAGS);
        Map<String, String> options = new LinkedHashMap<>();
        for (RuleOption o : ruleSet.options()) {
            known.add(o.tag());
            String v = tags.get(o.tag());
            if (v == null) continue;
            options.put(o.tag(), o.canonical(v).orElseThrow(() -> error(lines.get(o.tag()), "[" + o.tag() + "] " + o.problem(v))));
        }
        options = ruleSet.asRecorded(options);
        int dealLine = lines.getOrDefault("DealA", 1);
        String recipeTag = ruleSet.deckRecipeOption().map(RuleOption::tag).orElse(null);
        Game game;
        try {
            game = ruleSet.configure(board, options, draft.recipes);
            notation = game.notation();
        } catch (IllegalArgumentException e) {
            throw error(setupErrorLine(e, lines, dealLine, recipeTag), e.getMessage());
        } catch (UnsupportedOperationException e) {
            throw error(rulesLine, e.getMessage());
        }
        known.addAll(notation.dealTags(MAX_SEATS));
        for (String t : tags.keySet()) {
            if (!known.contains(t) && !t.matches("Player[A-F]")) {
                throw error(lines.get(t), WORDS.text("notation.tag.unknown", t, String.join(", ", known)));
            }
        }
        Deal deal;
        try {
            deal = notation.readDeal(players, tags);
        } catch (NotationException e) {
            throw error(e.tag().isEmpty() ? dealLine : lines.getOrDefault(e.tag(), dealLine), e.getMessage());
        }
        if (tags.containsKey(FIRST)) {
            String letter = tags.get(FIRST).trim();
            int seat = letter.length() == 1 ? Character.toUpperCase(letter.charAt(0)) - 'A' : -1;
            if (seat < 0 || seat >= players) {
                throw error(lines.get(FIRST), WORDS.text("notation.first.notSeat", letter, GameSetup.seatLetter(players - 1)));
            }
            try {
                deal = deal.withFirstPlayer(seat);
            } catch (IllegalArgumentException e) {
                throw error(lines.get(FIRST), "[" + FIRST + "]: " + e.getMessage());
            }
        }
        first = deal.firstPlayer();
        try {
            draft.setup = new GameSetup(boardId, ruleSet.id(), options, playerNames, deal, draft.recipes);
        } catch (IllegalArgumentException e) {
            throw error(setupErrorLine(e, lines, dealLine, recipeTag), e.getMessage());
        }
        draft.setupLine = dealLine;
        draft.setupErrorLine = e -> setupErrorLine(e, lines, dealLine, recipeTag);
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                line++;
            } else if (!Character.isWhitespace(c)) {
                return;
            }
            pos++;
        }
    }

    private void skipBlanks(int tagLine) {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) pos++;
    }

    // ------------------------------------------------------------------ moves

    /** The state of one line being read: the top level or a variation. */
    private static final class Line {
        final int openedAt;
        /** Where the '(' of a variation stands in the text. */
        int openedAtPos = -1;
        /** Where the next node of this line attaches. */
        Draft.Node parent;
        /** The last finished node of this line, or null. */
        Draft.Node last;
        Draft.Node parentOfLast;
        int nextNumber;
        /** Comment written before the first node of a variation. */
        String pendingComment = "";

        Line(int openedAt, Draft.Node parent, int nextNumber) {
            this.openedAt = openedAt;
            this.parent = parent;
            this.nextNumber = nextNumber;
        }
    }

    private Deque<Line> lines;
    private Line cur;
    /** A line name read before the turn it names, or null. */
    private String pendingName;
    private int pendingNameLine;
    private int pendingNamePos;
    /** Where the token being read starts in the text. */
    private int tokenStart;
    /** The node being read, not yet in the tree. */
    private Draft.Node open;
    private int openNumber;

    private void movetext() throws RecordFormatException {
        lines = new ArrayDeque<>();
        cur = new Line(line, draft.root, 0);
        boolean ended = false;
        while (true) {
            skipSpace();
            if (pos >= text.length()) break;
            int at = line;
            tokenStart = pos;
            if (text.startsWith(UNREAD_MARK, pos)) {
                unreadRest(at);
                return;
            }
            char c = text.charAt(pos);
            if (ended) throw error(at, WORDS.text("notation.afterEnd"));
            if (text.startsWith(EVALUATION_MARK, pos)) {
                evaluation(at);
                continue;
            }
            if (draft.evaluation == null && text.startsWith(CHANCES_MARK, pos)) {
                noPendingName();
                closeTurn();
                throw error(at, WORDS.text("notation.chances.noEvaluation"));
            }
            if (text.startsWith(REVIEW_MARK, pos)) {
                review(at);
                continue;
            }
            if (draft.review == null && text.startsWith(BEST_MARK, pos)) {
                noPendingName();
                closeTurn();
                throw error(at, WORDS.text("notation.best.noReview", REVIEW_EXAMPLE));
            }
            if (draft.review != null && c != '*') {
                throw error(at, WORDS.text("notation.review.last"));
            }
            if (draft.evaluation != null && c != '*') {
                throw error(at, WORDS.text("notation.evaluation.last"));
            }
            switch (c) {
                case '{' -> comment(readComment());
                case '\u0022' -> { // a line's name (the escape keeps the quote pairs of source scanners in step)
                    closeTurn();
                    if (pendingName != null) throw error(at, WORDS.text("notation.twoNames"));
                    pendingName = readName();
                    pendingNameLine = at;
                    pendingNamePos = tokenStart;
                }
                case '(' -> {
                    pos++;
                    noPendingName();
                    closeTurn();
                    if (cur.last == null) throw error(at, WORDS.text("notation.variationFollows"));
                    if (lines.size() >= RecordLimits.MAX_VARIATION_DEPTH) {
                        throw error(at, WORDS.text("notation.tooDeep", RecordLimits.MAX_VARIATION_DEPTH));
                    }
                    lines.push(cur);
                    cur = new Line(at, cur.parentOfLast, cur.nextNumber - 1);
                    cur.openedAtPos = tokenStart;
                }
                case ')' -> {
                    pos++;
                    noPendingName();
                    closeTurn();
                    if (lines.isEmpty()) throw error(at, WORDS.text("notation.closeParen"));
                    if (cur.last == null) throw error(at, WORDS.text("notation.emptyVariation"));
                    cur = lines.pop();
                }
                case '[' -> throw error(at, WORDS.text("notation.tagsOnTop"));
                case '}' -> throw error(at, WORDS.text("notation.closeBrace"));
                default -> {
                    String word = readWord();
                    if (word.equals("*")) {
                        noPendingName();
                        closeTurn();
                        if (!lines.isEmpty()) throw error(at, WORDS.text("notation.variationOpen", cur.openedAt));
                        ended = true;
                    } else {
                        word(word, at);
                    }
                }
            }
        }
        tokenStart = text.length();
        noPendingName();
        closeTurn();
        if (!lines.isEmpty()) throw error(line, WORDS.text("notation.endsInVariation", cur.openedAt));
        if (!ended) throw error(line, WORDS.text("notation.noEnd"));
    }

    private String readWord() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '[') break;
            pos++;
        }
        return text.substring(start, pos);
    }

    /** A line name in double quotes: one line, a backslash before a double quote for a quote, {@code \\\\} for a backslash. */
    private String readName() throws RecordFormatException {
        int openedAt = line;
        pos++;
        StringBuilder b = new StringBuilder();
        while (true) {
            if (pos >= text.length()) throw error(openedAt, WORDS.text("notation.name.open"));
            char c = text.charAt(pos++);
            if (c == '\u0022') break;
            if (c == '\n' || c == '\r') throw error(openedAt, WORDS.text("notation.name.oneLine"));
            if (c == '\t') throw error(openedAt, org.roundhouse.record.TextBytes.notOneLine("\t", WORDS.text("record.what.lineName")));
            if (c == '\\' && pos < text.length() && (text.charAt(pos) == '\u0022' || text.charAt(pos) == '\\')) c = text.charAt(pos++);
            b.append(c);
            if (b.length() > MoveNode.MAX_NAME * 4) throw error(openedAt, WORDS.text("notation.name.tooLong"));
        }
        if (Header.clean(b.toString()).length() > MoveNode.MAX_NAME) {
            throw error(openedAt, WORDS.text("notation.name.long", MoveNode.MAX_NAME));
        }
        String name = MoveNode.normalizeName(b.toString());
        if (name.isEmpty()) throw error(openedAt, WORDS.text("notation.name.empty"));
        return name;
    }

    /** The mark a save puts before a rest it could not read ({@link org.roundhouse.record.UnreadRest}). */
    public static final String UNREAD_MARK = "%%unread";
    private static final java.util.regex.Pattern UNREAD_LINE = java.util.regex.Pattern.compile(
            "%%unread (notation|xml)(?:, move (\\d{1,7})(?: by \"((?:[^\"\\\\]|\\\\.)*)\")?)?(?:, line \\+(\\d{1,9}))?: (.*)");

    /**
     * The mark line of a rest an earlier save could not read: the rest of the file after it is
     * kept as it stands, unread, with the error the mark names.
     */
    private void unreadRest(int at) throws RecordFormatException {
        closeTurn();
        noPendingName();
        int eol = text.indexOf('\n', pos);
        String mark = text.substring(pos, eol < 0 ? text.length() : eol);
        java.util.regex.Matcher m = UNREAD_LINE.matcher(mark);
        if (!m.matches()) {
            throw error(at, WORDS.text("notation.unread.damaged"));
        }
        String player = m.group(3) == null ? "" : m.group(3).replaceAll("\\\\(.)", "$1");
        draft.carried = new org.roundhouse.record.UnreadRest(
                m.group(1).equals("xml") ? org.roundhouse.record.RecordFormat.XML : org.roundhouse.record.RecordFormat.NOTATION,
                eol < 0 ? "" : text.substring(eol + 1), m.group(2) == null ? -1 : Integer.parseInt(m.group(2)), player, m.group(5),
                m.group(4) == null ? 0 : Integer.parseInt(m.group(4)));
        draft.carriedLine = at + 1;
        pos = text.length();
    }

    /** The first line of the win chances a record keeps (docs/notation.md, "Win chances"). */
    public static final String EVALUATION_MARK = "%%evaluation";
    /** The line of one position's win chances. */
    public static final String CHANCES_MARK = "%%chances";

    /** The rest of the current line (without its line break); the position moves to its end. */
    private String restOfLine() {
        int eol = text.indexOf('\n', pos);
        if (eol < 0) eol = text.length();
        String s = text.substring(pos, eol);
        pos = eol;
        return s;
    }

    /**
     * {@code %%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=all}, then a
     * {@code %%chances PATH PLAYOUTS P/SE ...} line per position: after the moves, before '*'.
     */
    private void evaluation(int at) throws RecordFormatException {
        noPendingName();
        closeTurn();
        if (!lines.isEmpty()) throw error(at, WORDS.text("notation.evaluation.outside"));
        if (draft.evaluation != null) throw error(at, WORDS.text("notation.secondBlock", EVALUATION_MARK));
        if (draft.review != null) throw error(at, WORDS.text("notation.evaluation.beforeReview"));
        String first = restOfLine();
        if (!first.startsWith(EVALUATION_MARK + " ")) {
            throw error(at, WORDS.text("notation.evaluation.format"));
        }
        Map<String, String> words = new LinkedHashMap<>();
        for (String w : first.substring(EVALUATION_MARK.length()).trim().split("\\s+")) {
            int eq = w.indexOf('=');
            if (eq <= 0 || eq == w.length() - 1) throw error(at, WORDS.text("notation.notSetting", w));
            if (words.put(w.substring(0, eq), w.substring(eq + 1)) != null) {
                throw error(at, WORDS.text("notation.settingTwice", w.substring(0, eq)));
            }
        }
        int recipients;
        boolean house;
        try {
            draft.evaluation = WinChancesText.evaluation(words, draft.setup);
            recipients = WinChancesText.recipients(draft.setup);
            house = WinChancesText.housePlays(draft.setup);
        } catch (RuntimeException e) {
            draft.evaluation = null;
            throw error(at, String.valueOf(e.getMessage()));
        }
        List<Draft.Node> set = new ArrayList<>();
        try {
            chancesLines(recipients, house, set);
        } catch (RecordFormatException e) {
            // the whole block is kept unread (from its first line), so the record keeps none of it, as in XML
            draft.evaluation = null;
            for (Draft.Node n : set) n.chances = null;
            throw e;
        }
    }

    /** The {@code %%chances} lines of an evaluation block; the nodes given chances go into {@code set}. */
    private void chancesLines(int recipients, boolean house, List<Draft.Node> set) throws RecordFormatException {
        while (true) {
            skipSpace();
            if (!text.startsWith(CHANCES_MARK + " ", pos)) break;
            int l = line;
            String[] f = restOfLine().trim().split("\\s+");
            if (f.length < 4) throw error(l, WORDS.text("notation.chances.format"));
            Draft.Node node;
            List<String> p = new ArrayList<>();
            List<String> se = new ArrayList<>();
            try {
                node = WinChancesText.resolve(draft.root, f[1]);
                if (node.chances != null) throw new IllegalArgumentException(WORDS.text("notation.chances.twice", f[1]));
                for (int i = 3; i < f.length; i++) {
                    String[] pair = f[i].split("/", -1);
                    if (pair.length != 2) throw new IllegalArgumentException(WORDS.text("notation.chances.notPair", f[i]));
                    p.add(pair[0]);
                    se.add(pair[1]);
                }
                node.chances = WinChancesText.chances(f[2], p, se, recipients, house);
                set.add(node);
            } catch (IllegalArgumentException e) {
                throw error(l, CHANCES_MARK + " " + f[1] + ": " + e.getMessage());
            }
        }
    }

    /** The first line of the best moves a record keeps (docs/notation.md, "Best moves"). */
    public static final String REVIEW_MARK = "%%review";
    /** The line of one decision reviewed. */
    public static final String BEST_MARK = "%%best";
    private static final String REVIEW_EXAMPLE = "bot=heuristic playouts=200 screening=400 best=3 thresholds=5,10,20 seed=1 luck=0.02,-0.02";

    /**
     * {@code %%review bot=... playouts=... screening=... best=... thresholds=... seed=... luck=...}, then a
     * {@code %%best POSITION STEP SEAT CHOICES PLAYED CHANCE LOSS MARK BEST CHANCE ...} line per decision: after the moves
     * and any evaluation, before '*'.
     */
    private void review(int at) throws RecordFormatException {
        noPendingName();
        closeTurn();
        if (!lines.isEmpty()) throw error(at, WORDS.text("notation.review.outside"));
        if (draft.review != null) throw error(at, WORDS.text("notation.secondBlock", REVIEW_MARK));
        String first = restOfLine();
        if (!first.startsWith(REVIEW_MARK + " ")) throw error(at, WORDS.text("notation.review.format", REVIEW_EXAMPLE));
        Map<String, String> words = new LinkedHashMap<>();
        for (String w : first.substring(REVIEW_MARK.length()).trim().split("\\s+")) {
            int eq = w.indexOf('=');
            if (eq <= 0 || eq == w.length() - 1) throw error(at, WORDS.text("notation.notSetting", w));
            if (words.put(w.substring(0, eq), w.substring(eq + 1)) != null) {
                throw error(at, WORDS.text("notation.settingTwice", w.substring(0, eq)));
            }
        }
        org.roundhouse.record.Review review;
        try {
            review = org.roundhouse.record.ReviewText.review(words, draft.setup);
        } catch (RuntimeException e) {
            throw error(at, REVIEW_MARK + ": " + e.getMessage());
        }
        List<Draft.Node> set = new ArrayList<>();
        while (true) {
            skipSpace();
            if (!text.startsWith(BEST_MARK + " ", pos)) break;
            int l = line;
            String[] f = restOfLine().trim().split("\\s+");
            if (f.length < 11) {
                for (Draft.Node n : set) n.reviewed.clear();
                throw error(l, WORDS.text("notation.best.format"));
            }
            try {
                set.add(org.roundhouse.record.ReviewText.decision(draft, review, f[1], f[2], f[3], f[4], f[5], f[6], f[7],
                        f[8].equals("-") ? "" : f[8], List.of(f).subList(9, f.length)));
            } catch (IllegalArgumentException e) {
                // the whole block is kept unread (from its first line), so the record keeps none of it, as in XML
                for (Draft.Node n : set) n.reviewed.clear();
                throw error(l, BEST_MARK + " " + f[1] + " " + f[2] + ": " + e.getMessage());
            }
        }
        draft.review = review;
    }

    private void noPendingName() throws RecordFormatException {
        if (pendingName != null) throw error(pendingNameLine, WORDS.text("notation.nameBeforeMove", pendingName));
    }

    /**
     * The line of the tag a setup error is about: the deck recipe (its tag, null for a rule set without one), the rules,
     * one seat's deal, else the deal.
     */
    private static int setupErrorLine(RuntimeException e, Map<String, Integer> lines, int dealLine, String recipeTag) {
        if (!(e instanceof SetupException s)) return dealLine;
        return switch (s.about()) {
            case RECIPE -> recipeTag == null ? dealLine : lines.getOrDefault(recipeTag, dealLine);
            case RULES -> lines.getOrDefault("Rules", dealLine);
            case SHARE_DECK -> lines.getOrDefault("ShareDeck", dealLine);
            case TRACK_DECKS -> lines.getOrDefault("TrackDecks", dealLine);
            case SEAT -> s.seat() >= 0 && s.seat() < MAX_SEATS ? lines.getOrDefault("Deal" + GameSetup.seatLetter(s.seat()), dealLine) : dealLine;
        };
    }

    private String readComment() throws RecordFormatException {
        int openedAt = line;
        pos++;
        StringBuilder b = new StringBuilder();
        while (true) {
            if (pos >= text.length()) throw error(openedAt, WORDS.text("notation.commentOpen"));
            char c = text.charAt(pos++);
            if (c == '}') break;
            if (c == '\\' && pos < text.length() && (text.charAt(pos) == '}' || text.charAt(pos) == '\\')) c = text.charAt(pos++);
            if (c == '\n') line++;
            b.append(c);
            if (b.length() > RecordLimits.MAX_COMMENT_CHARS) {
                throw error(openedAt, WORDS.text("notation.commentLong", RecordLimits.MAX_COMMENT_CHARS));
            }
        }
        return MoveNode.normalizeComment(b.toString());
    }

    private void comment(String text) throws RecordFormatException {
        if (open != null) {
            open.comment = join(open.comment, text);
        } else if (cur.last != null) {
            cur.last.comment = join(cur.last.comment, text);
        } else if (lines.isEmpty()) {
            draft.root.comment = join(draft.root.comment, text);
        } else {
            cur.pendingComment = join(cur.pendingComment, text);
        }
    }

    /** Several comments in a row make one; the limit holds for the whole (which also keeps joining them cheap). */
    private String join(String already, String text) throws RecordFormatException {
        // the blank line between two comments counts, but a single comment may use the whole limit (as in XML)
        long joined = already.isEmpty() || text.isEmpty() ? (long) already.length() + text.length() : (long) already.length() + 2 + text.length();
        if (joined > RecordLimits.MAX_COMMENT_CHARS) {
            throw error(line, WORDS.text("notation.commentsLong", RecordLimits.MAX_COMMENT_CHARS));
        }
        return Draft.joinComments(already, text);
    }

    private void word(String word, int at) throws RecordFormatException {
        if (word.length() > 200) throw error(at, WORDS.text("notation.wordLong", word.substring(0, 20)));
        char c = word.charAt(0);
        if (Character.isDigit(c)) {
            moveNumber(word, at);
            return;
        }
        int markAt = word.length();
        while (markAt > 0 && (word.charAt(markAt - 1) == '!' || word.charAt(markAt - 1) == '?')) markAt--;
        if (markAt < word.length()) {
            String symbol = word.substring(markAt);
            MoveMark mark = MoveMark.bySymbol(symbol).orElseThrow(() -> error(at, WORDS.text("notation.notMark", symbol)));
            if (markAt > 0) word(word.substring(0, markAt), at);
            Draft.Node target = open != null ? open : cur.last;
            if (target == null) throw error(at, WORDS.text("notation.markFollows", symbol));
            if (target.mark != null) throw error(at, WORDS.text("notation.markTwice", target.mark.symbol()));
            target.mark = mark;
            return;
        }
        if (c == '#') {
            positionMark(word, at);
            return;
        }
        if (c == '%') {
            seed(word, at);
            return;
        }
        step(word, at);
    }

    private void moveNumber(String word, int at) throws RecordFormatException {
        int dot = word.indexOf('.');
        if (dot < 0 || dot > 7) throw error(at, WORDS.text("notation.notMoveNumber", word));
        int number;
        try {
            number = Integer.parseInt(word.substring(0, dot));
        } catch (NumberFormatException e) {
            throw error(at, WORDS.text("notation.notMoveNumber", word));
        }
        if (number > MAX_MOVE_NUMBER) throw error(at, WORDS.text("notation.numberHigh", number));
        String rest = word.substring(dot + 1);
        closeTurn();
        if (number != cur.nextNumber) {
            throw error(at, WORDS.text("notation.numberExpected", number, cur.nextNumber));
        }
        if (!rest.isEmpty()) {
            if (rest.length() != 1 || number == 0) throw error(at, WORDS.text("notation.notMoveNumber", word));
            int seat = Character.toUpperCase(rest.charAt(0)) - 'A';
            int expected = (number - 1 + first) % players;
            if (seat != expected) {
                throw error(at, WORDS.text("notation.wrongSeat", number, GameSetup.seatLetter(expected),
                        draft.setup.players().get(expected), rest.toUpperCase(Locale.ROOT)));
            }
        }
        startTurn(at);
    }

    /** {@code %1234}: the card of the step before was sampled with this seed. */
    private void seed(String word, int at) throws RecordFormatException {
        String digits = word.substring(1);
        long seed = parseSeed(digits);
        if (seed < 0) throw error(at, WORDS.text("notation.notSeed", word, Long.MAX_VALUE));
        if (open == null || open.steps.isEmpty()) throw error(at, WORDS.text("notation.seedFollows", word));
        int step = open.steps.size() - 1;
        if (!open.steps.get(step).move().isChance()) {
            throw error(at, WORDS.text("notation.seedFollows", word));
        }
        if (open.sampled.containsKey(step)) throw error(at, WORDS.text("notation.seedTwice"));
        open.sampled.put(step, seed);
    }

    /** A seed written in decimal, or -1 when the text is not one (0 to {@link Long#MAX_VALUE}). */
    public static long parseSeed(String digits) {
        if (!digits.matches("[0-9]{1,19}")) return -1;
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private void startTurn(int at) {
        int start = nodeStart();
        open = new Draft.Node(at);
        open.start = start;
        if (pendingName != null) {
            open.name = pendingName;
            pendingName = null;
        }
        openNumber = cur.nextNumber;
        open.player = openNumber == 0 ? Turn.ALL_SEATS : (openNumber - 1 + first) % players;
        if (!cur.pendingComment.isEmpty()) {
            open.comment = cur.pendingComment;
            cur.pendingComment = "";
        }
    }

    private void closeTurn() throws RecordFormatException {
        if (open == null) return;
        Draft.Node n = open;
        if (n.steps.isEmpty()) throw error(n.line, WORDS.text("notation.noSteps", openNumber));
        open = null;
        cur.parent.children.add(n);
        cur.parentOfLast = cur.parent;
        cur.last = n;
        cur.parent = n;
        cur.nextNumber++;
    }

    private void positionMark(String word, int at) throws RecordFormatException {
        if (word.length() < 4 || word.charAt(2) != ':') {
            throw error(at, WORDS.text("notation.notPositionMark", word));
        }
        PositionMark.Colour colour = PositionMark.Colour.byLetter(word.charAt(1)).orElseThrow(() -> error(at,
                WORDS.text("notation.notColour", String.valueOf(word.charAt(1)))));
        String target = names.canonicalTarget(word.substring(3));
        if (target == null) throw error(at, WORDS.text("notation.notPlace", word.substring(3)));
        Draft.Node node = open != null ? open : cur.last;
        if (node == null && lines.isEmpty()) node = draft.root;
        if (node == null) throw error(at, WORDS.text("notation.positionFollows"));
        if (node.positionMarks.size() >= RecordLimits.MAX_POSITION_MARKS) {
            throw error(at, WORDS.text("notation.tooManyMarks", RecordLimits.MAX_POSITION_MARKS));
        }
        node.positionMarks.add(new PositionMark(target, colour));
    }

    private void step(String word, int at) throws RecordFormatException {
        boolean newTurn = open == null || notation.startsTurn(word, steps(open));
        if (newTurn) {
            closeTurn();
            startTurn(at);
        }
        StepNotation.Read read;
        try {
            read = notation.read(word, new StepNotation.Context(open.player, openNumber == 0, players, steps(open)));
        } catch (NotationException e) {
            throw error(at, e.getMessage());
        }
        if (open.steps.size() >= RecordLimits.MAX_STEPS_PER_NODE) throw error(at, WORDS.text("notation.tooManySteps", openNumber));
        open.steps.add(new Draft.Step(read.step(), at, read.dividendNumber()));
    }

    private static List<Move> steps(Draft.Node node) {
        List<Move> steps = new ArrayList<>(node.steps.size());
        for (Draft.Step s : node.steps) steps.add(s.move());
        return steps;
    }
}
