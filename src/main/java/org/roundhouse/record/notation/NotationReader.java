package org.roundhouse.record.notation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.TwoPlayerLastRow;
import org.roundhouse.board.BoardNames;
import org.roundhouse.record.Draft;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.PositionMark;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.Turn;

/**
 * Reads the Roundhouse notation into a {@link Draft} (the rules are applied afterwards by
 * {@link org.roundhouse.record.RecordValidator}). The grammar is in {@code docs/notation.md}.
 * A syntax error in the header gives no record; one in the moves stops the reader, and
 * the nodes finished before it stay in the draft.
 */
public final class NotationReader {
    static final Set<String> TAGS = Set.of("UPN", "Event", "Date", "Place", "Annotator", "Result", "Board", "Rules",
            "Recipe", "TwoPlayerRules", "TwoPlayerLastRow", "DeadTrackRule", "Display", "ShareDeck", "TrackDeck");
    private static final int MAX_MOVE_NUMBER = 1_000_000;
    private static final int MAX_SEATS = 6;

    private final String text;
    private final Draft draft;
    private int pos;
    private int line = 1;
    private BoardNames names;
    private int players;

    private NotationReader(String text, String source) {
        this.text = text;
        this.draft = new Draft(source);
    }

    /** Reads notation text; {@code source} names the file in messages. Never throws for bad input. */
    public static Draft read(String text, String source) {
        NotationReader r = new NotationReader(text, source);
        r.draft.text = text;
        r.draft.syntax = org.roundhouse.record.RecordFormat.NOTATION;
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
            draft.stoppedAt = open.start;
            draft.stoppedMove = openNumber;
            draft.stoppedPlayer = openNumber == 0 ? "initial investments"
                    : open.player >= 0 && open.player < players ? draft.setup.players().get(open.player) : "";
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
            if (name.isEmpty()) throw error(tagLine, "a tag needs a name: [Name \"value\"]");
            if (name.length() > 40) throw error(tagLine, "tag name too long");
            if (!TAGS.contains(name) && !name.matches("(Player|Deal)[A-F]")) {
                throw error(tagLine, "unknown tag [" + name + "] (known: " + String.join(", ", TAGS)
                        + ", PlayerA..PlayerF, DealA..DealF)");
            }
            if (tags.containsKey(name)) throw error(tagLine, "tag [" + name + "] appears twice");
            skipBlanks(tagLine);
            if (pos >= text.length() || text.charAt(pos) != '"') throw error(tagLine, "tag [" + name + "] needs a quoted value");
            pos++;
            StringBuilder value = new StringBuilder();
            while (true) {
                if (pos >= text.length()) throw error(tagLine, "the value of tag [" + name + "] is not closed with '\"'");
                char c = text.charAt(pos++);
                if (c == '\n') throw error(tagLine, "the value of tag [" + name + "] runs past the end of the line");
                if (c == '"') break;
                if (c == '\\' && pos < text.length()) {
                    c = text.charAt(pos++);
                    if (c == '\n') throw error(tagLine, "the value of tag [" + name + "] runs past the end of the line");
                }
                value.append(c);
                if (value.length() > RecordLimits.MAX_TAG_CHARS) {
                    throw error(tagLine, "the value of tag [" + name + "] is longer than " + RecordLimits.MAX_TAG_CHARS + " characters");
                }
            }
            skipBlanks(tagLine);
            if (pos >= text.length() || text.charAt(pos) != ']') throw error(tagLine, "tag [" + name + "] is not closed with ']'");
            pos++;
            tags.put(name, value.toString());
            lines.put(name, tagLine);
        }
        String version = tags.getOrDefault("UPN", "1");
        if (!version.equals("1") && !version.equals("2") && !version.equals("3")) {
            throw error(lines.getOrDefault("UPN", 1), "this is notation version " + version
                    + "; this Roundhouse reads versions 1 to " + NotationWriter.VERSION);
        }
        draft.header = new Header(tags.get("Event"), tags.get("Date"), tags.get("Place"), tags.get("Result"),
                tags.get("Annotator"));
        List<String> playerNames = new ArrayList<>();
        for (int p = 0; p < MAX_SEATS; p++) {
            String nameTag = "Player" + GameSetup.seatLetter(p);
            if (!tags.containsKey(nameTag)) break;
            String name = Header.clean(tags.get(nameTag));
            if (name.isEmpty()) throw error(lines.get(nameTag), "[" + nameTag + "] has no name");
            playerNames.add(name);
        }
        for (String t : tags.keySet()) {
            if (t.matches("(Player|Deal)[A-F]") && t.charAt(t.length() - 1) - 'A' >= playerNames.size()) {
                throw error(lines.get(t), "[" + t + "] without [Player" + GameSetup.seatLetter(playerNames.size())
                        + "]: name the players from A on");
            }
        }
        if (playerNames.size() < 2) throw error(1, "the record names fewer than two players ([PlayerA \"...\"], [PlayerB \"...\"], ...)");
        players = playerNames.size();
        String boardId = tags.getOrDefault("Board", GameSetup.UNION_PACIFIC);
        Board board;
        try {
            board = GameSetup.board(boardId);
            names = BoardNames.of(board);
        } catch (RuntimeException e) {
            throw error(lines.getOrDefault("Board", 1), String.valueOf(e.getMessage()));
        }
        int dealLine = lines.getOrDefault("DealA", 1);
        List<List<Integer>> trackHands = new ArrayList<>();
        List<List<Integer>> shareHands = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            String dealTag = "Deal" + GameSetup.seatLetter(p);
            String deal = tags.get(dealTag);
            if (deal == null) throw error(dealLine, "[" + dealTag + " \"tracks | shares\"] is missing");
            int at = lines.get(dealTag);
            String[] parts = deal.split("\\|", -1);
            if (parts.length != 2) throw error(at, "[" + dealTag + "] must be track letters, '|', then companies, e.g. \"P F W | DM BNL MS MS\"");
            trackHands.add(kinds(parts[0], at, dealTag, true));
            shareHands.add(cards(parts[1], at, dealTag, false, true));
        }
        if (!tags.containsKey("Display")) throw error(dealLine, "[Display \"...\"] is missing");
        List<Integer> display = cards(tags.get("Display"), lines.get("Display"), "Display", false, false);
        List<Integer> shareDeck = tags.containsKey("ShareDeck")
                ? cards(tags.get("ShareDeck"), lines.get("ShareDeck"), "ShareDeck", true, false) : List.of();
        List<Integer> trackDeck = tags.containsKey("TrackDeck")
                ? kinds(tags.get("TrackDeck"), lines.get("TrackDeck"), "TrackDeck", false) : List.of();
        try {
            draft.setup = new GameSetup(boardId, tags.getOrDefault("Rules", "base"), tags.getOrDefault("Recipe", "standard"),
                    yesNo(tags, lines, "TwoPlayerRules", true), yesNo(tags, lines, "DeadTrackRule", false), playerNames,
                    new BaseSetup(players, trackHands, shareHands, display, shareDeck, trackDeck), lastRow(tags, lines));
        } catch (IllegalArgumentException e) {
            throw error(setupErrorLine(String.valueOf(e.getMessage()), lines, dealLine), e.getMessage());
        }
        draft.setupLine = dealLine;
        draft.setupErrorLine = message -> setupErrorLine(message, lines, dealLine);
    }

    private TwoPlayerLastRow lastRow(Map<String, String> tags, Map<String, Integer> lines) throws RecordFormatException {
        String v = tags.get("TwoPlayerLastRow");
        if (v == null) return TwoPlayerLastRow.THIRD;
        return TwoPlayerLastRow.byWord(v).orElseThrow(() -> error(lines.get("TwoPlayerLastRow"),
                "[TwoPlayerLastRow] must be \"third\" or \"fourth\" (the Union Pacific row of the two-player rules' last payment), not \""
                        + v + "\""));
    }

    private boolean yesNo(Map<String, String> tags, Map<String, Integer> lines, String tag, boolean dflt)
            throws RecordFormatException {
        String v = tags.get(tag);
        if (v == null) return dflt;
        return switch (v.toLowerCase(Locale.ROOT)) {
            case "yes", "on", "true" -> true;
            case "no", "off", "false" -> false;
            default -> throw error(lines.get(tag), "[" + tag + "] must be \"yes\" or \"no\", not \"" + v + "\"");
        };
    }

    private List<Integer> kinds(String value, int at, String tag, boolean unknownAllowed) throws RecordFormatException {
        List<Integer> kinds = new ArrayList<>();
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (unknownAllowed && w.equals("?")) {
                kinds.add(BaseMove.UNKNOWN);
                continue;
            }
            int k = w.length() == 1 ? names.kindByLetter(w.charAt(0)) : -1;
            if (k < 0) throw error(at, "[" + tag + "]: '" + w + "' is not a track card letter (" + letters() + ")");
            kinds.add(k);
            if (kinds.size() > 1000) throw error(at, "[" + tag + "] lists too many cards");
        }
        return kinds;
    }

    private List<Integer> cards(String value, int at, String tag, boolean dividends, boolean unknownAllowed)
            throws RecordFormatException {
        List<Integer> cards = new ArrayList<>();
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (dividends && w.equals("$")) {
                cards.add(BaseMove.DIVIDEND);
            } else if (unknownAllowed && w.equals("?")) {
                cards.add(BaseMove.UNKNOWN);
            } else {
                int c = names.companyByAbbreviation(w);
                if (c < 0 || c == names.board().unionPacific()) {
                    throw error(at, "[" + tag + "]: '" + w + "' is not a company of this board"
                            + (dividends ? " (use $ for a dividend card)" : ""));
                }
                cards.add(c);
            }
            if (cards.size() > 1000) throw error(at, "[" + tag + "] lists too many cards");
        }
        return cards;
    }

    private String letters() {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < names.board().trackCardKinds(); k++) {
            if (b.length() > 0) b.append(' ');
            b.append(names.kindLetter(k));
        }
        return b.toString();
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
            if (ended) throw error(at, "text after the end marker '*'");
            switch (c) {
                case '{' -> comment(readComment());
                case '"' -> {
                    closeTurn();
                    if (pendingName != null) throw error(at, "two names for one move");
                    pendingName = readName();
                    pendingNameLine = at;
                    pendingNamePos = tokenStart;
                }
                case '(' -> {
                    pos++;
                    noPendingName();
                    closeTurn();
                    if (cur.last == null) throw error(at, "a variation must follow the move it replaces");
                    if (lines.size() >= RecordLimits.MAX_VARIATION_DEPTH) {
                        throw error(at, "variations are nested deeper than " + RecordLimits.MAX_VARIATION_DEPTH);
                    }
                    lines.push(cur);
                    cur = new Line(at, cur.parentOfLast, cur.nextNumber - 1);
                    cur.openedAtPos = tokenStart;
                }
                case ')' -> {
                    pos++;
                    noPendingName();
                    closeTurn();
                    if (lines.isEmpty()) throw error(at, "')' without a variation to close");
                    if (cur.last == null) throw error(at, "empty variation");
                    cur = lines.pop();
                }
                case '[' -> throw error(at, "tags belong at the top of the file, before the moves");
                case '}' -> throw error(at, "'}' without a comment to close");
                default -> {
                    String word = readWord();
                    if (word.equals("*")) {
                        noPendingName();
                        closeTurn();
                        if (!lines.isEmpty()) throw error(at, "the variation opened on line " + cur.openedAt + " is not closed");
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
        if (!lines.isEmpty()) throw error(line, "the file ends inside the variation opened on line " + cur.openedAt);
        if (!ended) throw error(line, "the record ends without the end marker '*' (is the file cut short?)");
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

    /** A line name in double quotes: one line, {@code \\"} for a quote, {@code \\\\} for a backslash. */
    private String readName() throws RecordFormatException {
        int openedAt = line;
        pos++;
        StringBuilder b = new StringBuilder();
        while (true) {
            if (pos >= text.length()) throw error(openedAt, "the name opened here is not closed with '\"'");
            char c = text.charAt(pos++);
            if (c == '"') break;
            if (c == '\n' || c == '\r') throw error(openedAt, "a name must end on the line it starts on");
            if (c == '\\' && pos < text.length() && (text.charAt(pos) == '"' || text.charAt(pos) == '\\')) c = text.charAt(pos++);
            b.append(c);
            if (b.length() > MoveNode.MAX_NAME * 4) throw error(openedAt, "the name is too long");
        }
        String name = MoveNode.normalizeName(b.toString());
        if (name.isEmpty()) throw error(openedAt, "an empty name");
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
            throw error(at, "the " + UNREAD_MARK + " line is damaged: it reads " + UNREAD_MARK
                    + " notation, move 13 by \"Anna\": why the rest could not be read");
        }
        String player = m.group(3) == null ? "" : m.group(3).replaceAll("\\\\(.)", "$1");
        draft.carried = new org.roundhouse.record.UnreadRest(
                m.group(1).equals("xml") ? org.roundhouse.record.RecordFormat.XML : org.roundhouse.record.RecordFormat.NOTATION,
                eol < 0 ? "" : text.substring(eol + 1), m.group(2) == null ? -1 : Integer.parseInt(m.group(2)), player, m.group(5),
                m.group(4) == null ? 0 : Integer.parseInt(m.group(4)));
        draft.carriedLine = at + 1;
        pos = text.length();
    }

    private void noPendingName() throws RecordFormatException {
        if (pendingName != null) throw error(pendingNameLine, "the name \"" + pendingName + "\" must stand before a move");
    }

    /** The line of the tag a setup error is about: the recipe, the rules, one seat's deal, else the deal. */
    private static int setupErrorLine(String message, Map<String, Integer> lines, int dealLine) {
        if (message.startsWith("unknown deck recipe") || message.startsWith("recipe id")) return lines.getOrDefault("Recipe", dealLine);
        if (message.startsWith("unknown rule set") || message.startsWith("rules id")) return lines.getOrDefault("Rules", dealLine);
        java.util.regex.Matcher seat = java.util.regex.Pattern.compile("^seat (\\d)\\b").matcher(message);
        if (seat.find()) {
            int p = seat.group(1).charAt(0) - '1';
            if (p >= 0 && p < MAX_SEATS) return lines.getOrDefault("Deal" + GameSetup.seatLetter(p), dealLine);
        }
        return dealLine;
    }

    private String readComment() throws RecordFormatException {
        int openedAt = line;
        pos++;
        StringBuilder b = new StringBuilder();
        while (true) {
            if (pos >= text.length()) throw error(openedAt, "the comment opened here is not closed with '}'");
            char c = text.charAt(pos++);
            if (c == '}') break;
            if (c == '\\' && pos < text.length() && (text.charAt(pos) == '}' || text.charAt(pos) == '\\')) c = text.charAt(pos++);
            if (c == '\n') line++;
            b.append(c);
            if (b.length() > RecordLimits.MAX_COMMENT_CHARS) {
                throw error(openedAt, "the comment is longer than " + RecordLimits.MAX_COMMENT_CHARS + " characters");
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
        if ((long) already.length() + 2 + text.length() > RecordLimits.MAX_COMMENT_CHARS) {
            throw error(line, "the comments here come to more than " + RecordLimits.MAX_COMMENT_CHARS + " characters");
        }
        return Draft.joinComments(already, text);
    }

    private void word(String word, int at) throws RecordFormatException {
        if (word.length() > 200) throw error(at, "'" + word.substring(0, 20) + "...' is too long for a move");
        char c = word.charAt(0);
        if (Character.isDigit(c)) {
            moveNumber(word, at);
            return;
        }
        int markAt = word.length();
        while (markAt > 0 && (word.charAt(markAt - 1) == '!' || word.charAt(markAt - 1) == '?')) markAt--;
        if (markAt < word.length()) {
            String symbol = word.substring(markAt);
            MoveMark mark = MoveMark.bySymbol(symbol).orElseThrow(() -> error(at, "'" + symbol
                    + "' is not a move mark (!, ?, !!, ??, !?, ?!)"));
            if (markAt > 0) word(word.substring(0, markAt), at);
            Draft.Node target = open != null ? open : cur.last;
            if (target == null) throw error(at, "the mark '" + symbol + "' must follow a move");
            if (target.mark != null) throw error(at, "the move already has the mark " + target.mark.symbol());
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
        if (dot < 0 || dot > 7) throw error(at, "'" + word + "' is not a move number such as 12. or 12.C");
        int number;
        try {
            number = Integer.parseInt(word.substring(0, dot));
        } catch (NumberFormatException e) {
            throw error(at, "'" + word + "' is not a move number such as 12. or 12.C");
        }
        if (number > MAX_MOVE_NUMBER) throw error(at, "move number " + number + " is absurdly high");
        String rest = word.substring(dot + 1);
        closeTurn();
        if (number != cur.nextNumber) {
            throw error(at, "move " + number + " where move " + cur.nextNumber + " was expected");
        }
        if (!rest.isEmpty()) {
            if (rest.length() != 1 || number == 0) throw error(at, "'" + word + "' is not a move number such as 12. or 12.C");
            int seat = Character.toUpperCase(rest.charAt(0)) - 'A';
            int expected = (number - 1) % players;
            if (seat != expected) {
                throw error(at, "move " + number + " is seat " + GameSetup.seatLetter(expected) + "'s turn ("
                        + draft.setup.players().get(expected) + "), not seat " + rest.toUpperCase(Locale.ROOT) + "'s");
            }
        }
        startTurn(at);
    }

    /** {@code %1234}: the card of the step before was sampled with this seed. */
    private void seed(String word, int at) throws RecordFormatException {
        String digits = word.substring(1);
        long seed = parseSeed(digits);
        if (seed < 0) throw error(at, "'" + word + "' is not a seed such as %8812 (a whole number from 0 to " + Long.MAX_VALUE + ")");
        if (open == null || open.steps.isEmpty()) throw error(at, "the seed '" + word + "' must follow a card drawn (+P or ^KCC)");
        int step = open.steps.size() - 1;
        if (!open.steps.get(step).move().isChance()) {
            throw error(at, "the seed '" + word + "' must follow a card drawn (+P or ^KCC)");
        }
        if (open.sampled.containsKey(step)) throw error(at, "the card already has a seed");
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
        open.player = openNumber == 0 ? Turn.ALL_SEATS : (openNumber - 1) % players;
        if (!cur.pendingComment.isEmpty()) {
            open.comment = cur.pendingComment;
            cur.pendingComment = "";
        }
    }

    private void closeTurn() throws RecordFormatException {
        if (open == null) return;
        Draft.Node n = open;
        if (n.steps.isEmpty()) throw error(n.line, "move " + openNumber + " has no steps");
        open = null;
        cur.parent.children.add(n);
        cur.parentOfLast = cur.parent;
        cur.last = n;
        cur.parent = n;
        cur.nextNumber++;
    }

    private void positionMark(String word, int at) throws RecordFormatException {
        if (word.length() < 4 || word.charAt(2) != ':') {
            throw error(at, "'" + word + "' is not a position mark such as #R:DEN-CAS or #G:SLC");
        }
        PositionMark.Colour colour = PositionMark.Colour.byLetter(word.charAt(1)).orElseThrow(() -> error(at,
                "'" + word.charAt(1) + "' is not a mark colour (R, G, B, Y)"));
        String target = names.canonicalTarget(word.substring(3));
        if (target == null) throw error(at, "'" + word.substring(3) + "' is neither a city nor a section of the board");
        Draft.Node node = open != null ? open : cur.last;
        if (node == null && lines.isEmpty()) node = draft.root;
        if (node == null) throw error(at, "a position mark must follow a move");
        if (node.positionMarks.size() >= RecordLimits.MAX_POSITION_MARKS) {
            throw error(at, "more than " + RecordLimits.MAX_POSITION_MARKS + " position marks on one position");
        }
        node.positionMarks.add(new PositionMark(target, colour));
    }

    private void step(String word, int at) throws RecordFormatException {
        char c = word.charAt(0);
        boolean newTurn = open == null || (c == '+' && !open.steps.isEmpty()
                && !(open.steps.get(open.steps.size() - 1).move() instanceof BaseMove.ReplaceDead));
        if (newTurn) {
            closeTurn();
            startTurn(at);
        }
        int p = open.player;
        String arg = word.substring(1);
        BaseMove move;
        int dividend = 0;
        if (openNumber == 0) {
            if (c != '=') throw error(at, "'" + word + "': the initial investments are written =DM =KCC ..., one per seat");
            if (open.steps.size() >= players) throw error(at, "more initial investments than the " + players + " players");
            move = new BaseMove.Initial(open.steps.size(), company(arg, at, word, true));
        } else {
            move = switch (c) {
                case '+' -> new BaseMove.DrawTrack(p, arg.equals("-") ? BaseMove.NO_CARD : kind(arg, at, word));
                case '~' -> new BaseMove.ReplaceDead(p, kind(arg, at, word));
                case '-' -> {
                    int card = arg.equals("-") ? BaseMove.NO_CARD : kind(arg, at, word);
                    yield afterInvest() ? new BaseMove.Discard(p, card) : new BaseMove.Forgo(p, card);
                }
                case '=' -> invest(p, arg, at, word);
                case '>' -> switch (arg) {
                    case "*" -> BaseMove.Take.deck(p);
                    default -> arg.equalsIgnoreCase("UP") ? BaseMove.Take.unionPacific(p) : BaseMove.Take.display(p, company(arg, at, word, false));
                };
                case '^' -> {
                    if (arg.startsWith("$")) {
                        String n = arg.substring(1);
                        if (!n.isEmpty()) {
                            if (!n.matches("[1-9]")) throw error(at, "'" + word + "': a dividend card is written ^$ or ^$1 .. ^$9");
                            dividend = n.charAt(0) - '0';
                        }
                        yield new BaseMove.Reveal(p, BaseMove.DIVIDEND);
                    }
                    yield new BaseMove.Reveal(p, company(arg, at, word, false));
                }
                case '<' -> arg.equals("-") ? BaseMove.Exchange.keep(p) : new BaseMove.Exchange(p, company(arg, at, word, true));
                default -> build(p, word, at);
            };
        }
        if (open.steps.size() >= RecordLimits.MAX_STEPS_PER_NODE) throw error(at, "move " + openNumber + " has too many steps");
        open.steps.add(new Draft.Step(move, at, dividend));
    }

    private boolean afterInvest() {
        return !open.steps.isEmpty() && open.steps.get(open.steps.size() - 1).move() instanceof BaseMove.Invest;
    }

    private BaseMove invest(int p, String arg, int at, String word) throws RecordFormatException {
        int comma = arg.indexOf(',');
        if (comma >= 0) {
            String first = arg.substring(0, comma);
            String second = arg.substring(comma + 1);
            if (startsWithDigit(first) || startsWithDigit(second) || second.indexOf(',') >= 0) {
                throw error(at, "'" + word + "' is not an investment: " + INVEST_RULE);
            }
            return BaseMove.Invest.pair(p, company(arg.substring(0, comma), at, word, true),
                    company(arg.substring(comma + 1), at, word, true));
        }
        int digits = 0;
        while (digits < arg.length() && Character.isDigit(arg.charAt(digits))) digits++;
        int count = 1;
        if (digits > 0) {
            if (digits > 3) throw error(at, "'" + word + "': absurd number of shares");
            count = Integer.parseInt(arg.substring(0, digits));
            if (count < 1) throw error(at, "'" + word + "': an investment plays at least one share");
        }
        return BaseMove.Invest.of(p, company(arg.substring(digits), at, word, true), count);
    }

    /** The investment rule, for refusals of investments the notation cannot hold. */
    public static final String INVEST_RULE = "an investment plays any number of shares of one company (=2MS)"
            + " or one share each of two different companies (=MS,EP&RG), never two of one company and one of another";

    private static boolean startsWithDigit(String s) {
        return !s.isEmpty() && Character.isDigit(s.charAt(0));
    }

    private BaseMove build(int p, String word, int at) throws RecordFormatException {
        int colon = word.indexOf(':');
        if (colon <= 0) {
            throw error(at, "'" + word + "' is not a move: expected +P (draw), DM:DEN-CAS (build), =DM (invest), -F (discard), "
                    + ">MS (take), ^KCC (card turned up), <BNL (exchange), a move number or a mark");
        }
        int company = company(word.substring(0, colon), at, word, false);
        String rest = word.substring(colon + 1);
        int slash = rest.indexOf('/');
        String code = slash < 0 ? rest : rest.substring(0, slash);
        int section = names.sectionByCode(code);
        if (section < 0) throw error(at, "'" + word + "': " + code + " is not a section of the board");
        int card = slash < 0 ? names.board().section(section).trackType() : kind(rest.substring(slash + 1), at, word);
        return new BaseMove.Build(p, card, company, section);
    }

    private int kind(String letter, int at, String word) throws RecordFormatException {
        int k = letter.length() == 1 ? names.kindByLetter(letter.charAt(0)) : -1;
        if (k < 0) throw error(at, "'" + word + "': '" + letter + "' is not a track card letter (" + letters() + ")");
        return k;
    }

    private int company(String abbreviation, int at, String word, boolean upAllowed) throws RecordFormatException {
        int c = names.companyByAbbreviation(abbreviation);
        if (c < 0 || (!upAllowed && c == names.board().unionPacific())) {
            throw error(at, "'" + word + "': '" + abbreviation + "' is not a company of this board");
        }
        return c;
    }
}
