package org.roundhouse.record.xml;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.TwoPlayerLastRow;
import org.roundhouse.board.BoardNames;
import org.roundhouse.record.Draft;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.PositionMark;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.Turn;
import org.roundhouse.record.xml.model.Located;
import org.roundhouse.record.xml.model.XHeader;
import org.roundhouse.record.xml.model.XLine;
import org.roundhouse.record.xml.model.XNode;
import org.roundhouse.record.xml.model.XPlayer;
import org.roundhouse.record.xml.model.XPositionMark;
import org.roundhouse.record.xml.model.XRecord;
import org.roundhouse.record.xml.model.XSetup;
import org.roundhouse.record.xml.model.XStep;
import org.roundhouse.record.xml.model.XUnread;

/** Maps between the record and the XML model; names are symbolic (DM, DEN-CAS, mountain). */
final class XmlMapping {
    static final String DIVIDEND = "dividend";
    static final String NONE = "none";
    /** A hand card nobody recorded (version 2). */
    static final String UNKNOWN = "unknown";

    private XmlMapping() {
    }

    // ------------------------------------------------------------------ record -> model

    static XRecord toModel(GameRecord record, int version) {
        BoardNames names = BoardNames.of(record.setup().board());
        XRecord x = new XRecord();
        x.version = Integer.toString(version);
        Header h = record.header();
        XHeader xh = new XHeader();
        xh.event = nullIfEmpty(h.event());
        xh.date = nullIfEmpty(h.date());
        xh.place = nullIfEmpty(h.place());
        xh.result = nullIfEmpty(h.result());
        xh.annotator = nullIfEmpty(h.annotator());
        x.header = xh;
        GameSetup s = record.setup();
        XSetup xs = new XSetup();
        xs.board = s.boardId();
        xs.rules = s.rulesetId();
        xs.recipe = s.recipeId();
        xs.twoPlayerRules = Boolean.toString(s.twoPlayerRules());
        if (s.namesTwoPlayerLastRow()) xs.twoPlayerLastRow = s.twoPlayerLastRow().word();
        xs.deadTrackRule = Boolean.toString(s.deadTrackRule());
        BaseSetup deal = s.deal();
        xs.players = new ArrayList<>();
        for (int p = 0; p < s.playerCount(); p++) {
            XPlayer xp = new XPlayer();
            xp.name = s.players().get(p);
            xp.tracks = kinds(names, deal.trackHands().get(p));
            xp.shares = cards(names, deal.shareHands().get(p));
            xs.players.add(xp);
        }
        xs.display = cards(names, deal.display());
        xs.shareDeck = deal.knowsShareDeck() ? cards(names, deal.shareDeck()) : null;
        xs.trackDeck = deal.knowsTrackDeck() ? kinds(names, deal.trackDeck()) : null;
        x.setup = xs;
        x.comment = nullIfEmpty(record.root().comment());
        x.marks = marks(record.root().positionMarks());
        x.moves = line(names, record.root());
        record.unread().ifPresent(rest -> {
            XUnread u = new XUnread();
            u.format = rest.syntax() == org.roundhouse.record.RecordFormat.XML ? "xml" : "notation";
            u.move = rest.moveNumber() >= 0 ? Integer.toString(rest.moveNumber()) : null;
            u.player = nullIfEmpty(rest.player());
            u.line = rest.errorLine() > 0 ? Integer.toString(rest.errorLine()) : null;
            u.reason = rest.reason();
            u.text = rest.text();
            x.unread = u;
        });
        return x;
    }

    private static String nullIfEmpty(String s) {
        return s.isEmpty() ? null : s;
    }

    private static String kinds(BoardNames names, List<Integer> kinds) {
        StringBuilder b = new StringBuilder();
        for (int k : kinds) {
            if (b.length() > 0) b.append(' ');
            b.append(k == BaseMove.UNKNOWN ? UNKNOWN : names.kindName(k));
        }
        return b.toString();
    }

    private static String cards(BoardNames names, List<Integer> cards) {
        StringBuilder b = new StringBuilder();
        for (int c : cards) {
            if (b.length() > 0) b.append(' ');
            b.append(c == BaseMove.DIVIDEND ? DIVIDEND : c == BaseMove.UNKNOWN ? UNKNOWN : names.company(c));
        }
        return b.toString();
    }

    private static List<XPositionMark> marks(List<PositionMark> marks) {
        if (marks.isEmpty()) return null;
        List<XPositionMark> list = new ArrayList<>();
        for (PositionMark m : marks) {
            XPositionMark xm = new XPositionMark();
            xm.target = m.target();
            xm.colour = m.colour().xmlName();
            list.add(xm);
        }
        return list;
    }

    /** The line after {@code parent}; iterative along the line, recursive into variations. */
    private static XLine line(BoardNames names, MoveNode parent) {
        XLine line = new XLine();
        line.nodes = new ArrayList<>();
        while (parent.hasChildren()) {
            MoveNode main = parent.children().get(0);
            XNode xn = node(names, main);
            for (MoveNode v : parent.variations()) {
                XLine variation = new XLine();
                variation.nodes = new ArrayList<>();
                variation.nodes.add(node(names, v));
                variation.nodes.addAll(line(names, v).nodes);
                if (xn.variations == null) xn.variations = new ArrayList<>();
                xn.variations.add(variation);
            }
            line.nodes.add(xn);
            parent = main;
        }
        return line;
    }

    private static XNode node(BoardNames names, MoveNode node) {
        Turn turn = node.turn();
        XNode x = new XNode();
        x.seat = turn.isInitial() ? null : Integer.toString(turn.player() + 1);
        x.mark = node.mark().map(MoveMark::symbol).orElse(null);
        x.name = nullIfEmpty(node.name());
        x.steps = new ArrayList<>();
        for (int i = 0; i < turn.steps().size(); i++) {
            XStep step = step(names, turn.steps().get(i));
            Long seed = node.sampledSteps().get(i);
            if (seed != null && step instanceof XStep.Draw d) d.seed = seed.toString();
            if (seed != null && step instanceof XStep.Reveal r) r.seed = seed.toString();
            x.steps.add(step);
        }
        x.marks = marks(node.positionMarks());
        x.comment = nullIfEmpty(node.comment());
        return x;
    }

    private static XStep step(BoardNames names, BaseMove m) {
        Board board = names.board();
        if (m instanceof BaseMove.Initial i) {
            XStep.Initial x = new XStep.Initial();
            x.seat = Integer.toString(i.player() + 1);
            x.company = names.company(i.company());
            return x;
        } else if (m instanceof BaseMove.DrawTrack d) {
            XStep.Draw x = new XStep.Draw();
            x.card = d.kind() == BaseMove.NO_CARD ? NONE : names.kindName(d.kind());
            return x;
        } else if (m instanceof BaseMove.ReplaceDead r) {
            XStep.ReplaceDead x = new XStep.ReplaceDead();
            x.card = names.kindName(r.card());
            return x;
        } else if (m instanceof BaseMove.Build b) {
            XStep.Build x = new XStep.Build();
            x.card = names.kindName(b.card());
            x.company = names.company(b.company());
            x.section = board.sectionCode(b.section());
            return x;
        } else if (m instanceof BaseMove.Invest v) {
            XStep.Invest x = new XStep.Invest();
            x.company = names.company(v.company());
            if (v.isPair()) {
                x.second = names.company(v.second());
            } else if (v.count() != 1) {
                x.count = Integer.toString(v.count());
            }
            return x;
        } else if (m instanceof BaseMove.Discard d) {
            XStep.Discard x = new XStep.Discard();
            x.card = d.card() == BaseMove.NO_CARD ? NONE : names.kindName(d.card());
            return x;
        } else if (m instanceof BaseMove.Forgo f) {
            XStep.Forgo x = new XStep.Forgo();
            x.card = f.card() == BaseMove.NO_CARD ? NONE : names.kindName(f.card());
            return x;
        } else if (m instanceof BaseMove.Take t) {
            XStep.Take x = new XStep.Take();
            x.from = t.source().name().toLowerCase(Locale.ROOT).replace('_', '-');
            if (t.source() == BaseMove.Source.DISPLAY) x.company = names.company(t.company());
            return x;
        } else if (m instanceof BaseMove.Reveal r) {
            XStep.Reveal x = new XStep.Reveal();
            x.card = r.isDividend() ? DIVIDEND : names.company(r.card());
            return x;
        } else if (m instanceof BaseMove.Exchange e) {
            if (e.keeps()) return new XStep.Keep();
            XStep.Exchange x = new XStep.Exchange();
            x.company = names.company(e.company());
            return x;
        }
        throw new IllegalArgumentException("unknown step " + m);
    }

    // ------------------------------------------------------------------ model -> draft

    /**
     * Fills the draft from the model; a problem in the moves stops there, keeping the nodes
     * before it (and, through {@code offsets} in the draft's text, where the rest starts).
     */
    static void toDraft(XRecord x, Draft draft, XmlOffsets offsets) {
        try {
            setup(x, draft);
        } catch (RecordFormatException e) {
            draft.setup = null;
            draft.stoppedBy = e;
            return;
        }
        Reader r = new Reader(draft, BoardNames.of(draft.setup.board()), draft.setup.playerCount(), offsets);
        try {
            draft.root.comment = r.comment(x.comment, 0);
            draft.root.positionMarks = r.marks(x.marks, draft.setupLine);
        } catch (RecordFormatException e) {
            draft.stoppedBy = e;
            // everything after the setup stays unread
            draft.root.comment = "";
            draft.root.positionMarks = new ArrayList<>();
            draft.stoppedAt = offsets.afterSetup;
            return;
        }
        try {
            r.line(x.moves, draft.root, 0, 0);
        } catch (RecordFormatException e) {
            draft.stoppedBy = e;
            r.noteStop();
            return;
        }
        if (x.unread != null) {
            XUnread u = x.unread;
            draft.carried = new org.roundhouse.record.UnreadRest(
                    "xml".equals(u.format) ? org.roundhouse.record.RecordFormat.XML : org.roundhouse.record.RecordFormat.NOTATION,
                    u.text == null ? "" : u.text, number(u.move, -1), u.player == null ? "" : u.player,
                    u.reason == null ? "" : u.reason, number(u.line, 0));
            draft.carriedLine = offsets.unreadText < 0 ? 0 : org.roundhouse.record.UnreadRest.lineAt(draft.text, offsets.unreadText);
        }
    }

    /** A number of the unread element; what is not one counts as the default (the rest is kept either way). */
    private static int number(String s, int dflt) {
        if (s == null || !s.trim().matches("[0-9]{1,9}")) return dflt;
        return Integer.parseInt(s.trim());
    }

    private static String tag(String value, String element, Draft draft, int line) throws RecordFormatException {
        if (value != null && value.length() > RecordLimits.MAX_TAG_CHARS) {
            throw new RecordFormatException(draft.source, line, "the <" + element + "> is longer than " + RecordLimits.MAX_TAG_CHARS + " characters");
        }
        return value;
    }

    private static void setup(XRecord x, Draft draft) throws RecordFormatException {
        XHeader h = x.header;
        if (h != null) {
            int at = h.line();
            draft.header = new Header(tag(h.event, "event", draft, at), tag(h.date, "date", draft, at), tag(h.place, "place", draft, at),
                    tag(h.result, "result", draft, at), tag(h.annotator, "annotator", draft, at));
        }
        XSetup s = x.setup;
        if (s == null) throw new RecordFormatException(draft.source, 0, "the record has no <setup>");
        int line = s.line();
        draft.setupLine = line;
        String boardId = s.board == null ? GameSetup.UNION_PACIFIC : s.board;
        BoardNames names;
        try {
            names = BoardNames.of(GameSetup.board(boardId));
        } catch (RuntimeException e) {
            throw new RecordFormatException(draft.source, line, String.valueOf(e.getMessage()));
        }
        if (s.players == null || s.players.size() < 2 || s.players.size() > 6) {
            throw new RecordFormatException(draft.source, line, "the setup must list 2 to 6 <player> elements, not "
                    + (s.players == null ? 0 : s.players.size()));
        }
        List<String> playerNames = new ArrayList<>();
        List<List<Integer>> tracks = new ArrayList<>();
        List<List<Integer>> shares = new ArrayList<>();
        for (XPlayer p : s.players) {
            String name = Header.clean(p.name);
            if (name.isEmpty()) throw new RecordFormatException(draft.source, line, "player " + (playerNames.size() + 1) + " has no name");
            if (name.length() > RecordLimits.MAX_TAG_CHARS) {
                throw new RecordFormatException(draft.source, line, "the name of player " + (playerNames.size() + 1) + " is longer than "
                        + RecordLimits.MAX_TAG_CHARS + " characters");
            }
            playerNames.add(name);
            tracks.add(kindList(names, p.tracks, draft, line, "tracks of " + name, true));
            shares.add(cardList(names, p.shares, draft, line, "shares of " + name, false, true));
        }
        if (s.display == null) throw new RecordFormatException(draft.source, line, "the setup has no <display>");
        List<Integer> display = cardList(names, s.display, draft, line, "display", false, false);
        List<Integer> shareDeck = s.shareDeck == null ? List.of()
                : cardList(names, s.shareDeck, draft, line, "share-deck", true, false);
        List<Integer> trackDeck = s.trackDeck == null ? List.of() : kindList(names, s.trackDeck, draft, line, "track-deck", false);
        try {
            draft.setup = new GameSetup(boardId, s.rules == null ? "base" : s.rules, s.recipe == null ? "standard" : s.recipe,
                    bool(s.twoPlayerRules, true, draft, line), bool(s.deadTrackRule, false, draft, line), playerNames,
                    new BaseSetup(playerNames.size(), tracks, shares, display, shareDeck, trackDeck), lastRow(s.twoPlayerLastRow, draft, line));
        } catch (IllegalArgumentException e) {
            throw new RecordFormatException(draft.source, line, e.getMessage());
        }
    }

    private static TwoPlayerLastRow lastRow(String v, Draft d, int line) throws RecordFormatException {
        if (v == null) return TwoPlayerLastRow.THIRD;
        return TwoPlayerLastRow.byWord(v).orElseThrow(() -> new RecordFormatException(d.source, line,
                "two-player-last-row must be \"third\" or \"fourth\" (the Union Pacific row of the two-player rules' last payment), not \""
                        + v + "\""));
    }

    private static boolean bool(String v, boolean dflt, Draft d, int line) throws RecordFormatException {
        if (v == null) return dflt;
        if (v.equals("true")) return true;
        if (v.equals("false")) return false;
        throw new RecordFormatException(d.source, line, "'" + v + "' is not true or false");
    }

    private static List<Integer> kindList(BoardNames names, String value, Draft d, int line, String what, boolean unknown)
            throws RecordFormatException {
        List<Integer> list = new ArrayList<>();
        if (value == null) return list;
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (unknown && w.equals(UNKNOWN)) {
                list.add(BaseMove.UNKNOWN);
                continue;
            }
            int k = names.kindByName(w);
            if (k < 0) throw new RecordFormatException(d.source, line, what + ": '" + w + "' is not a track card kind");
            list.add(k);
            if (list.size() > 1000) throw new RecordFormatException(d.source, line, what + ": too many cards");
        }
        return list;
    }

    private static List<Integer> cardList(BoardNames names, String value, Draft d, int line, String what, boolean dividends,
                                          boolean unknown) throws RecordFormatException {
        List<Integer> list = new ArrayList<>();
        if (value == null) return list;
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (dividends && w.equals(DIVIDEND)) {
                list.add(BaseMove.DIVIDEND);
            } else if (unknown && w.equals(UNKNOWN)) {
                list.add(BaseMove.UNKNOWN);
            } else {
                int c = names.companyByAbbreviation(w);
                if (c < 0 || c == names.board().unionPacific()) {
                    throw new RecordFormatException(d.source, line, what + ": '" + w + "' is not a company of the board");
                }
                list.add(c);
            }
            if (list.size() > 1000) throw new RecordFormatException(d.source, line, what + ": too many cards");
        }
        return list;
    }

    /** Reads nodes into the draft in file order. */
    private static final class Reader {
        final Draft draft;
        final BoardNames names;
        final int players;
        final XmlOffsets offsets;
        int nodes;
        /** The node being read and its move number, for a problem inside it. */
        Draft.Node reading;
        int readingNumber;

        Reader(Draft draft, BoardNames names, int players, XmlOffsets offsets) {
            this.draft = draft;
            this.names = names;
            this.players = players;
            this.offsets = offsets;
        }

        /** Where the text left unread by a problem starts: at the node being read, else at the next node. */
        void noteStop() {
            if (reading != null) {
                draft.stoppedAt = reading.start;
                draft.stoppedMove = readingNumber;
                draft.stoppedPlayer = readingNumber == 0 ? "initial investments"
                        : reading.player >= 0 && reading.player < players ? draft.setup.players().get(reading.player) : "";
            } else {
                draft.stoppedAt = nodes < offsets.nodes.size() ? offsets.nodes.get(nodes) : -1;
            }
        }

        RecordFormatException error(int line, String problem) {
            return new RecordFormatException(draft.source, line, problem);
        }

        String comment(String c, int line) throws RecordFormatException {
            if (c == null) return "";
            if (c.length() > RecordLimits.MAX_COMMENT_CHARS) throw error(line, "a comment is longer than " + RecordLimits.MAX_COMMENT_CHARS + " characters");
            return MoveNode.normalizeComment(c);
        }

        List<PositionMark> marks(List<XPositionMark> marks, int line) throws RecordFormatException {
            List<PositionMark> list = new ArrayList<>();
            if (marks == null) return list;
            if (marks.size() > RecordLimits.MAX_POSITION_MARKS) {
                throw error(line, "more than " + RecordLimits.MAX_POSITION_MARKS + " position marks on one position");
            }
            for (XPositionMark m : marks) {
                String target = m.target == null ? null : names.canonicalTarget(m.target);
                if (target == null) throw error(line, "position mark: '" + m.target + "' is neither a city nor a section of the board");
                PositionMark.Colour colour = m.colour == null ? null : PositionMark.Colour.byName(m.colour).orElse(null);
                if (colour == null) throw error(line, "position mark: '" + m.colour + "' is not red, green, blue or yellow");
                list.add(new PositionMark(target, colour));
            }
            return list;
        }

        /** Adds the line's nodes below {@code parent}, each node's variations right after it. */
        void line(XLine line, Draft.Node parent, int depth, int firstNumber) throws RecordFormatException {
            if (line == null || line.nodes == null) return;
            if (depth > RecordLimits.MAX_VARIATION_DEPTH) {
                throw error(0, "variations are nested deeper than " + RecordLimits.MAX_VARIATION_DEPTH);
            }
            int number = firstNumber;
            for (XNode xn : line.nodes) {
                Draft.Node n = node(xn, number);
                int at = parent.children.size();
                parent.children.add(n);
                if (xn.variations != null) {
                    for (XLine v : xn.variations) {
                        if (v == null || v.nodes == null || v.nodes.isEmpty()) {
                            // the node goes unread with its variations, so the rest is kept from its start
                            parent.children.subList(at, parent.children.size()).clear();
                            reading = n;
                            readingNumber = number;
                            throw error(xn.line(), "empty <variation>");
                        }
                        line(v, parent, depth + 1, number);
                    }
                }
                parent = n;
                number++;
            }
        }

        private Draft.Node node(XNode xn, int number) throws RecordFormatException {
            int line = xn.line();
            Draft.Node n = new Draft.Node(line);
            n.start = nodes < offsets.nodes.size() ? offsets.nodes.get(nodes) : -1;
            reading = n;
            readingNumber = number;
            if (++nodes > RecordLimits.MAX_NODES) throw error(line, "more than " + RecordLimits.MAX_NODES + " moves in the record");
            if (xn.seat == null) {
                n.player = Turn.ALL_SEATS;
            } else {
                n.player = seat(xn.seat, line);
            }
            if (xn.mark != null) {
                n.mark = MoveMark.bySymbol(xn.mark).orElseThrow(() -> error(line, "'" + xn.mark + "' is not a move mark (!, ?, !!, ??, !?, ?!)"));
            }
            if (xn.name != null) {
                String name = MoveNode.normalizeName(xn.name);
                if (name.isEmpty()) throw error(line, "an empty name");
                n.name = name;
            }
            if (xn.steps != null) {
                if (xn.steps.size() > RecordLimits.MAX_STEPS_PER_NODE) throw error(line, "move " + number + " has too many steps");
                for (XStep s : xn.steps) {
                    int at = s.line() > 0 ? s.line() : line;
                    n.steps.add(new Draft.Step(step(s, n.player, at), at));
                    String seed = s instanceof XStep.Draw d ? d.seed : s instanceof XStep.Reveal r ? r.seed : null;
                    if (seed != null) {
                        long value = org.roundhouse.record.notation.NotationReader.parseSeed(seed);
                        if (value < 0) throw error(at, "seed '" + seed + "' is not a whole number from 0 to " + Long.MAX_VALUE);
                        n.sampled.put(n.steps.size() - 1, value);
                    }
                }
            }
            n.positionMarks = marks(xn.marks, line);
            n.comment = comment(xn.comment, line);
            reading = null;
            return n;
        }

        private int seat(String s, int line) throws RecordFormatException {
            int seat;
            try {
                seat = Integer.parseInt(s.trim());
            } catch (NumberFormatException e) {
                throw error(line, "seat '" + s + "' is not a number from 1 to " + players);
            }
            if (seat < 1 || seat > players) throw error(line, "seat " + seat + " is not a number from 1 to " + players);
            return seat - 1;
        }

        private BaseMove step(XStep s, int player, int line) throws RecordFormatException {
            if (s instanceof XStep.Initial i) {
                if (i.seat == null) throw error(line, "an <initial> step needs the seat that made it (seat=\"1\" to \"" + players + "\")");
                return new BaseMove.Initial(seat(i.seat, line), company(i.company, line, true));
            }
            if (player < 0) throw error(line, "only <initial> steps may stand in a node without a seat");
            if (s instanceof XStep.Draw d) {
                return new BaseMove.DrawTrack(player, NONE.equals(d.card) ? BaseMove.NO_CARD : kind(d.card, line));
            } else if (s instanceof XStep.ReplaceDead r) {
                return new BaseMove.ReplaceDead(player, kind(r.card, line));
            } else if (s instanceof XStep.Build b) {
                int section = b.section == null ? -1 : names.sectionByCode(b.section);
                if (section < 0) throw error(line, "'" + b.section + "' is not a section of the board");
                return new BaseMove.Build(player, kind(b.card, line), company(b.company, line, false), section);
            } else if (s instanceof XStep.Invest v) {
                int company = company(v.company, line, true);
                if (v.second != null && v.count != null) {
                    throw error(line, "an <invest> has either a count or a second company, not both: "
                            + "an investment plays any number of shares of one company (count=\"2\")"
                            + " or one share each of two different companies (second=\"EP&RG\"), never two of one and one of another");
                }
                if (v.second != null) return BaseMove.Invest.pair(player, company, company(v.second, line, true));
                int count = 1;
                if (v.count != null) {
                    try {
                        count = Integer.parseInt(v.count.trim());
                    } catch (NumberFormatException e) {
                        throw error(line, "count '" + v.count + "' is not a number");
                    }
                    if (count < 1 || count > 999) throw error(line, "count " + count + " is out of range");
                }
                return BaseMove.Invest.of(player, company, count);
            } else if (s instanceof XStep.Discard d) {
                return new BaseMove.Discard(player, NONE.equals(d.card) ? BaseMove.NO_CARD : kind(d.card, line));
            } else if (s instanceof XStep.Forgo f) {
                return new BaseMove.Forgo(player, NONE.equals(f.card) ? BaseMove.NO_CARD : kind(f.card, line));
            } else if (s instanceof XStep.Take t) {
                if ("display".equals(t.from)) return BaseMove.Take.display(player, company(t.company, line, false));
                if ("deck".equals(t.from)) return BaseMove.Take.deck(player);
                if ("union-pacific".equals(t.from)) return BaseMove.Take.unionPacific(player);
                throw error(line, "take from '" + t.from + "': expected display, deck or union-pacific");
            } else if (s instanceof XStep.Reveal r) {
                if (DIVIDEND.equals(r.card)) return new BaseMove.Reveal(player, BaseMove.DIVIDEND);
                return new BaseMove.Reveal(player, company(r.card, line, false));
            } else if (s instanceof XStep.Exchange e) {
                return new BaseMove.Exchange(player, company(e.company, line, true));
            } else if (s instanceof XStep.Keep) {
                return BaseMove.Exchange.keep(player);
            }
            throw error(line, "unknown step");
        }

        private int kind(String name, int line) throws RecordFormatException {
            int k = name == null ? -1 : names.kindByName(name);
            if (k < 0) throw error(line, "'" + name + "' is not a track card kind");
            return k;
        }

        private int company(String abbreviation, int line, boolean upAllowed) throws RecordFormatException {
            int c = abbreviation == null ? -1 : names.companyByAbbreviation(abbreviation);
            if (c < 0 || (!upAllowed && c == names.board().unionPacific())) {
                throw error(line, "'" + abbreviation + "' is not a company of the board");
            }
            return c;
        }
    }
}
