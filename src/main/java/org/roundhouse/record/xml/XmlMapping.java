package org.roundhouse.record.xml;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.Draft;
import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.PositionMark;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.Turn;
import org.roundhouse.record.WinChances;
import org.roundhouse.record.WinChancesText;
import org.roundhouse.record.xml.model.Located;
import org.roundhouse.record.xml.model.XChances;
import org.roundhouse.record.xml.model.XEvaluation;
import org.roundhouse.record.xml.model.XDecision;
import org.roundhouse.record.xml.model.XReview;
import org.roundhouse.record.ReviewText;
import org.roundhouse.record.ReviewedStep;
import org.roundhouse.record.xml.model.XHeader;
import org.roundhouse.record.xml.model.XLine;
import org.roundhouse.record.xml.model.XNode;
import org.roundhouse.record.xml.model.XPositionMark;
import org.roundhouse.record.xml.model.XRecord;
import org.roundhouse.record.xml.model.XSetup;
import org.roundhouse.record.xml.model.XStep;
import org.roundhouse.record.xml.model.XUnread;

/** Maps between the record and the XML model; names are symbolic (DM, DEN-CAS, mountain). */
final class XmlMapping {
    private XmlMapping() {
    }

    // ------------------------------------------------------------------ record -> model

    static XRecord toModel(GameRecord record, int version) {
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
        Game game = s.game();
        for (RuleOption o : s.ruleSet().options()) {
            String value = s.option(o.tag());
            if (o.writtenFor(value)) {
                xs.options.put(o.attribute(), o.isYesNo() ? Boolean.toString(RuleOption.YES.equals(value)) : value);
            }
        }
        StepXml xml = game.xml();
        for (int p = 0; p < s.playerCount(); p++) {
            Map<String, String> player = new LinkedHashMap<>();
            player.put("name", s.players().get(p));
            player.putAll(xml.writeSeat(s.deal(), p));
            xs.players.add(player);
        }
        xs.table.putAll(xml.writeTable(s.deal()));
        if (s.deal().firstPlayer() != 0) xs.firstSeat = Integer.toString(s.deal().firstPlayer() + 1);
        x.setup = xs;
        x.comment = nullIfEmpty(record.root().comment());
        x.marks = marks(record.root().positionMarks());
        x.moves = line(game.xml(), record.root());
        record.evaluation().ifPresent(e -> {
            XEvaluation xe = new XEvaluation();
            xe.bot = e.bot();
            xe.playouts = Integer.toString(e.playouts());
            xe.precision = Evaluation.Numbers.format(e.precision());
            xe.seed = Long.toString(e.seed());
            xe.view = e.viewText();
            if (e.judged()) xe.evalAfter = Integer.toString(e.judgedAfterTurns());
            xe.chances = new ArrayList<>();
            for (MoveNode n : WinChancesText.nodesWithChances(record)) {
                WinChances c = n.winChances().orElseThrow();
                XChances xc = new XChances();
                xc.at = WinChancesText.path(n);
                xc.playouts = Integer.toString(c.playouts());
                StringBuilder p = new StringBuilder();
                StringBuilder se = new StringBuilder();
                for (int r = 0; r < c.recipients(); r++) {
                    if (r > 0) {
                        p.append(' ');
                        se.append(' ');
                    }
                    p.append(Evaluation.Numbers.format(c.p(r)));
                    se.append(Evaluation.Numbers.format(c.se(r)));
                }
                xc.p = p.toString();
                xc.se = se.toString();
                xe.chances.add(xc);
            }
            x.evaluation = xe;
        });
        record.review().ifPresent(rv -> {
            XReview xr = new XReview();
            xr.bot = rv.bot();
            xr.playouts = Integer.toString(rv.playouts());
            xr.screening = Integer.toString(rv.screening());
            xr.best = Integer.toString(rv.best());
            xr.thresholds = ReviewText.thresholds(rv);
            xr.seed = Long.toString(rv.seed());
            xr.luck = ReviewText.luck(rv);
            if (rv.isPartial()) xr.moves = ReviewText.moves(rv);
            xr.decisions = new ArrayList<>();
            for (MoveNode n : ReviewText.nodesReviewed(record)) {
                for (Map.Entry<Integer, ReviewedStep> e : n.reviewedSteps().entrySet()) {
                    ReviewedStep d = e.getValue();
                    XDecision xd = new XDecision();
                    xd.at = WinChancesText.path(n);
                    xd.step = Integer.toString(e.getKey() + 1);
                    xd.seat = String.valueOf(GameSetup.seatLetter(d.seat()));
                    xd.choices = Integer.toString(d.choices());
                    xd.played = ReviewText.token(record.setup(), d.played());
                    xd.chance = Evaluation.Numbers.format(d.chance());
                    xd.loss = Evaluation.Numbers.format(d.loss());
                    xd.mark = nullIfEmpty(rv.mark(d.loss()));
                    StringBuilder best = new StringBuilder();
                    for (ReviewedStep.Alternative a : d.best()) {
                        if (best.length() > 0) best.append(' ');
                        best.append(ReviewText.token(record.setup(), a.move())).append(' ').append(Evaluation.Numbers.format(a.chance()));
                    }
                    xd.best = best.toString();
                    xr.decisions.add(xd);
                }
            }
            x.review = xr;
        });
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

    /** The record's seed of a drawn card, beside the rule set's attributes of the step. */
    private static final String SEED = "seed";

    /** A model step as the rule set's element (without the record's seed). */
    private static StepXml.Element element(XStep x) {
        Map<String, String> attributes = new LinkedHashMap<>(x.attributes);
        attributes.remove(SEED);
        return new StepXml.Element(x.name, attributes);
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
    private static XLine line(StepXml names, MoveNode parent) {
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

    private static XNode node(StepXml xml, MoveNode node) {
        Turn turn = node.turn();
        XNode x = new XNode();
        x.seat = turn.isInitial() ? null : Integer.toString(turn.player() + 1);
        x.mark = node.mark().map(MoveMark::symbol).orElse(null);
        x.name = nullIfEmpty(node.name());
        x.steps = new ArrayList<>();
        for (int i = 0; i < turn.steps().size(); i++) {
            StepXml.Element e = xml.write(turn.steps().get(i));
            XStep step = new XStep(e.name(), e.attributes());
            Long seed = node.sampledSteps().get(i);
            if (seed != null) step.attributes.put(SEED, seed.toString());
            x.steps.add(step);
        }
        x.marks = marks(node.positionMarks());
        x.comment = nullIfEmpty(node.comment());
        return x;
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
        Reader r = new Reader(draft, BoardNames.of(draft.setup.board()), draft.setup.game().xml(), draft.setup.playerCount(), offsets);
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
        if (x.evaluation != null) {
            try {
                evaluation(x.evaluation, draft);
            } catch (RecordFormatException e) {
                // the moves stay read; the evaluation is kept unread from its start tag on, as the notation keeps its block
                draft.evaluation = null;
                draft.stoppedBy = e;
                draft.stoppedAt = offsets.evaluation;
                return;
            }
        }
        if (x.review != null) {
            try {
                review(x.review, draft);
            } catch (RecordFormatException e) {
                // the moves and the evaluation stay read; the review is kept unread from its start tag on
                draft.review = null;
                draft.stoppedBy = e;
                draft.stoppedAt = offsets.review;
                return;
            }
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

    /** The evaluation into the draft, its chances onto the nodes they name; a problem names the line of its element. */
    private static void evaluation(XEvaluation x, Draft draft) throws RecordFormatException {
        Map<String, String> words = new LinkedHashMap<>();
        if (x.bot != null) words.put("bot", x.bot);
        if (x.playouts != null) words.put("playouts", x.playouts);
        if (x.precision != null) words.put("precision", x.precision);
        if (x.seed != null) words.put("seed", x.seed);
        if (x.view != null) words.put("view", x.view);
        if (x.evalAfter != null) words.put(Evaluation.JUDGED_AFTER, x.evalAfter);
        Evaluation e;
        int recipients;
        boolean house;
        try {
            e = WinChancesText.evaluation(words, draft.setup);
            recipients = WinChancesText.recipients(draft.setup);
            house = WinChancesText.housePlays(draft.setup);
        } catch (IllegalArgumentException ex) {
            throw new RecordFormatException(draft.source, x.line(), "<evaluation>: " + ex.getMessage());
        }
        List<Draft.Node> set = new ArrayList<>();
        try {
            for (XChances c : x.chances == null ? List.<XChances>of() : x.chances) {
                String at = c.at == null ? "" : c.at;
                try {
                    if (c.p == null || c.se == null) throw new IllegalArgumentException(WORDS.text("xml.needsPAndSe"));
                    Draft.Node node = WinChancesText.resolve(draft.root, at);
                    if (node.chances != null) throw new IllegalArgumentException(WORDS.text("notation.chances.twice", at));
                    node.chances = WinChancesText.chances(c.playouts, List.of(c.p.trim().split("\\s+")),
                            List.of(c.se.trim().split("\\s+")), recipients, house);
                    set.add(node);
                } catch (IllegalArgumentException ex) {
                    throw new RecordFormatException(draft.source, c.line() > 0 ? c.line() : x.line(),
                            "<evaluation>: <chances at=\"" + at + "\">: " + ex.getMessage());
                }
            }
        } catch (RecordFormatException ex) {
            for (Draft.Node n : set) n.chances = null;
            throw ex;
        }
        draft.evaluation = e;
    }

    /** The review into the draft, its decisions onto the nodes they name; a problem names the line of its element. */
    private static void review(XReview x, Draft draft) throws RecordFormatException {
        Map<String, String> words = new LinkedHashMap<>();
        String[][] settings = {{"bot", x.bot}, {"playouts", x.playouts}, {"screening", x.screening}, {"best", x.best},
            {"thresholds", x.thresholds}, {"seed", x.seed}, {"luck", x.luck}, {"moves", x.moves}};
        for (String[] s : settings) if (s[1] != null) words.put(s[0], s[1]);
        org.roundhouse.record.Review review;
        try {
            review = ReviewText.review(words, draft.setup);
        } catch (IllegalArgumentException ex) {
            throw new RecordFormatException(draft.source, x.line(), "<review>: " + ex.getMessage());
        }
        List<Draft.Node> set = new ArrayList<>();
        try {
            for (XDecision d : x.decisions == null ? List.<XDecision>of() : x.decisions) {
                String at = d.at == null ? "" : d.at;
                try {
                    for (String[] a : new String[][] {{"step", d.step}, {"seat", d.seat}, {"choices", d.choices}, {"played", d.played},
                        {"chance", d.chance}, {"loss", d.loss}, {"best", d.best}}) {
                        if (a[1] == null) throw new IllegalArgumentException(WORDS.text("xml.needs", a[0]));
                    }
                    String best = d.best.trim();
                    set.add(ReviewText.decision(draft, review, at, d.step, d.seat, d.choices, d.played, d.chance, d.loss,
                            d.mark == null ? "" : d.mark, best.isEmpty() ? List.of() : List.of(best.split("\\s+"))));
                } catch (IllegalArgumentException ex) {
                    throw new RecordFormatException(draft.source, d.line() > 0 ? d.line() : x.line(),
                            "<review>: <decision at=\"" + at + "\" step=\"" + d.step + "\">: " + ex.getMessage());
                }
            }
        } catch (RecordFormatException ex) {
            for (Draft.Node n : set) n.reviewed.clear();
            throw ex;
        }
        draft.review = review;
    }

    /** A number of the unread element; what is not one counts as the default (the rest is kept either way). */
    private static int number(String s, int dflt) {
        if (s == null || !s.trim().matches("[0-9]{1,9}")) return dflt;
        return Integer.parseInt(s.trim());
    }

    private static String tag(String value, String element, Draft draft, int line) throws RecordFormatException {
        String problem = org.roundhouse.record.TextBytes.notOneLine(value, "<" + element + ">");
        if (problem != null) throw new RecordFormatException(draft.source, line, problem);
        if (value != null && value.length() > RecordLimits.MAX_TAG_CHARS) {
            throw new RecordFormatException(draft.source, line, WORDS.text("xml.tooLong", element, RecordLimits.MAX_TAG_CHARS));
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
        if (s == null) throw new RecordFormatException(draft.source, 0, WORDS.text("xml.noSetup"));
        int line = s.line();
        draft.setupLine = line;
        String boardId = s.board == null ? GameSetup.UNION_PACIFIC : s.board;
        Board board;
        try {
            board = GameSetup.board(boardId);
        } catch (RuntimeException e) {
            throw new RecordFormatException(draft.source, line, String.valueOf(e.getMessage()));
        }
        if (s.players.size() < 2 || s.players.size() > 6) {
            throw new RecordFormatException(draft.source, line, WORDS.text("xml.playerCount", s.players.size()));
        }
        List<String> playerNames = new ArrayList<>();
        List<Map<String, String>> seats = new ArrayList<>();
        for (Map<String, String> p : s.players) {
            String problem = org.roundhouse.record.TextBytes.notOneLine(p.get("name"), WORDS.text("record.what.player", playerNames.size() + 1));
            if (problem != null) throw new RecordFormatException(draft.source, line, problem);
            String name = Header.clean(p.get("name"));
            if (name.isEmpty()) throw new RecordFormatException(draft.source, line, WORDS.text("xml.playerNoName", playerNames.size() + 1));
            if (name.length() > RecordLimits.MAX_TAG_CHARS) {
                throw new RecordFormatException(draft.source, line, WORDS.text("xml.playerNameLong", playerNames.size() + 1,
                        RecordLimits.MAX_TAG_CHARS));
            }
            playerNames.add(name);
            Map<String, String> seat = new LinkedHashMap<>(p);
            seat.put("name", name);
            seats.add(seat);
        }
        try {
            RuleSet ruleSet = RuleSets.require(s.rules == null ? RuleSets.base().id() : s.rules);
            Map<String, String> options = new LinkedHashMap<>();
            for (RuleOption o : ruleSet.options()) {
                String v = s.options.get(o.attribute());
                if (v == null) continue;
                if (o.isYesNo()) {
                    if (!v.equals("true") && !v.equals("false")) throw new RecordFormatException(draft.source, line, WORDS.text("xml.notBoolean", v));
                    options.put(o.tag(), v.equals("true") ? RuleOption.YES : RuleOption.NO);
                } else {
                    options.put(o.tag(), o.canonical(v).orElseThrow(() -> new RecordFormatException(draft.source, line,
                            o.attribute() + " " + o.problem(v))));
                }
            }
            for (String attribute : s.options.keySet()) {
                if (ruleSet.options().stream().noneMatch(o -> o.attribute().equals(attribute))) {
                    throw new RecordFormatException(draft.source, line, WORDS.text("xml.noOption", ruleSet.id(), attribute));
                }
            }
            options = ruleSet.asRecorded(options);
            Game game = ruleSet.configure(board, options, draft.recipes);
            Deal deal = game.xml().readDeal(seats, s.table);
            if (s.firstSeat != null) {
                String v = s.firstSeat.trim();
                int seat = v.matches("[1-6]") ? Integer.parseInt(v) - 1 : -1;
                if (seat < 0 || seat >= playerNames.size()) {
                    throw new RecordFormatException(draft.source, line, WORDS.text("xml.firstSeat", s.firstSeat, playerNames.size()));
                }
                try {
                    deal = deal.withFirstPlayer(seat);
                } catch (IllegalArgumentException e) {
                    throw new RecordFormatException(draft.source, line, "first-seat: " + e.getMessage());
                }
            }
            draft.setup = new GameSetup(boardId, ruleSet.id(), options, playerNames, deal, draft.recipes);
        } catch (NotationException e) {
            throw new RecordFormatException(draft.source, line, e.getMessage());
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            throw new RecordFormatException(draft.source, line, e.getMessage());
        }
    }

    /** Reads nodes into the draft in file order. */
    private static final class Reader {
        final Draft draft;
        final BoardNames names;
        final StepXml xml;
        final int players;
        final XmlOffsets offsets;
        int nodes;
        /** The node being read and its move number, for a problem inside it. */
        Draft.Node reading;
        int readingNumber;

        Reader(Draft draft, BoardNames names, StepXml xml, int players, XmlOffsets offsets) {
            this.xml = xml;
            this.draft = draft;
            this.names = names;
            this.players = players;
            this.offsets = offsets;
        }

        /** Where the text left unread by a problem starts: at the node being read, else at the next node. */
        void noteStop() {
            if (reading != null) {
                draft.stopIn(reading, readingNumber, players);
            } else {
                draft.stoppedAt = nodes < offsets.nodes.size() ? offsets.nodes.get(nodes) : -1;
            }
        }

        RecordFormatException error(int line, String problem) {
            return new RecordFormatException(draft.source, line, problem);
        }

        String comment(String c, int line) throws RecordFormatException {
            if (c == null) return "";
            if (c.length() > RecordLimits.MAX_COMMENT_CHARS) throw error(line, WORDS.text("xml.commentLong", RecordLimits.MAX_COMMENT_CHARS));
            return MoveNode.normalizeComment(c);
        }

        List<PositionMark> marks(List<XPositionMark> marks, int line) throws RecordFormatException {
            List<PositionMark> list = new ArrayList<>();
            if (marks == null) return list;
            if (marks.size() > RecordLimits.MAX_POSITION_MARKS) {
                throw error(line, WORDS.text("notation.tooManyMarks", RecordLimits.MAX_POSITION_MARKS));
            }
            for (XPositionMark m : marks) {
                String target = m.target == null ? null : names.canonicalTarget(m.target);
                if (target == null) throw error(line, WORDS.text("xml.markPlace", String.valueOf(m.target)));
                PositionMark.Colour colour = m.colour == null ? null : PositionMark.Colour.byName(m.colour).orElse(null);
                if (colour == null) throw error(line, WORDS.text("xml.markColour", String.valueOf(m.colour)));
                list.add(new PositionMark(target, colour));
            }
            return list;
        }

        /** Adds the line's nodes below {@code parent}, each node's variations right after it. */
        void line(XLine line, Draft.Node parent, int depth, int firstNumber) throws RecordFormatException {
            if (line == null || line.nodes == null) return;
            if (depth > RecordLimits.MAX_VARIATION_DEPTH) {
                // at the variation's first node: the rest is kept unread from there
                throw error(line.nodes.isEmpty() ? 0 : line.nodes.get(0).line(),
                        WORDS.text("notation.tooDeep", RecordLimits.MAX_VARIATION_DEPTH));
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
                            throw error(xn.line(), WORDS.text("xml.emptyVariation"));
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
            if (++nodes > RecordLimits.MAX_NODES) throw error(line, WORDS.text("xml.tooManyMoves", RecordLimits.MAX_NODES));
            if (xn.seat == null) {
                n.player = Turn.ALL_SEATS;
            } else {
                n.player = seat(xn.seat, line);
            }
            if (xn.mark != null) {
                n.mark = MoveMark.bySymbol(xn.mark).orElseThrow(() -> error(line, WORDS.text("notation.notMark", xn.mark)));
            }
            if (xn.name != null) {
                String problem = org.roundhouse.record.TextBytes.notOneLine(xn.name, WORDS.text("record.what.lineName"));
                if (problem != null) throw error(line, problem);
                // cut to the longest name by MoveNode otherwise: refused, as in notation
                if (Header.clean(xn.name).length() > MoveNode.MAX_NAME) {
                    throw error(line, WORDS.text("notation.name.long", MoveNode.MAX_NAME));
                }
                String name = MoveNode.normalizeName(xn.name);
                if (name.isEmpty()) throw error(line, WORDS.text("notation.name.empty"));
                n.name = name;
            }
            if (xn.steps != null) {
                if (xn.steps.size() > RecordLimits.MAX_STEPS_PER_NODE) throw error(line, WORDS.text("notation.tooManySteps", number));
                for (XStep s : xn.steps) {
                    int at = s.line() > 0 ? s.line() : line;
                    n.steps.add(new Draft.Step(step(s, n.player, at), at));
                    String seed = s.attributes.get(SEED);
                    if (seed != null) {
                        long value = org.roundhouse.record.notation.NotationReader.parseSeed(seed);
                        if (value < 0) throw error(at, WORDS.text("xml.seed", seed, Long.MAX_VALUE));
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
                throw error(line, WORDS.text("xml.seatText", s, players));
            }
            if (seat < 1 || seat > players) throw error(line, WORDS.text("xml.seatNumber", seat, players));
            return seat - 1;
        }

        private Move step(XStep s, int player, int line) throws RecordFormatException {
            // the pre-scan allows what any rule set's steps carry; this record's rule set may allow less
            java.util.Set<String> allowed = draft.setup.ruleSet().xmlStepElements().get(s.name);
            if (allowed == null && !draft.setup.ruleSet().xmlStepElements().isEmpty()) {
                throw error(line, WORDS.text("xml.notStep", s.name, draft.setup.ruleSet().title(), draft.setup.rulesetId()));
            }
            if (allowed != null) {
                for (String attribute : s.attributes.keySet()) {
                    if (!allowed.contains(attribute)) {
                        throw error(line, WORDS.text("xml.stepAttribute", attribute, s.name, draft.setup.ruleSet().title(),
                                draft.setup.rulesetId()));
                    }
                }
            }
            try {
                return xml.read(element(s), player, players);
            } catch (NotationException e) {
                throw error(line, e.getMessage());
            }
        }
    }
}
