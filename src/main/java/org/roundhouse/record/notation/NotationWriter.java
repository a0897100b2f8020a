package org.roundhouse.record.notation;

import java.util.List;
import java.util.Map;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.PositionMark;
import org.roundhouse.record.Turn;
import org.roundhouse.record.UnreadRest;
import org.roundhouse.record.ReviewText;
import org.roundhouse.record.ReviewedStep;
import org.roundhouse.record.WinChances;
import org.roundhouse.record.WinChancesText;

/**
 * Writes a record in the Roundhouse notation ({@code .upn}, see {@code docs/notation.md}):
 * header tags, then one turn per line, comments in braces, variations in parentheses on
 * the lines after the move they replace, indented by depth.
 */
public final class NotationWriter {
    /**
     * The newest notation version this writer produces. A record that needs none of what
     * version 2 added (unknown hand cards, named lines, sampled cards) is written as
     * version 1, so that older readers open it too.
     */
    public static final int VERSION = 3;

    private final GameRecord record;
    private final StepNotation notation;
    private final int players;
    private final StringBuilder out = new StringBuilder(8192);

    private NotationWriter(GameRecord record) {
        this.record = record;
        this.notation = record.setup().game().notation();
        this.players = record.setup().playerCount();
    }

    /** The record as notation text (with a final line break). */
    public static String write(GameRecord record) {
        NotationWriter w = new NotationWriter(record);
        w.header();
        w.moves();
        return w.out.toString();
    }

    private void header() {
        tag("UPN", Integer.toString(versionNeeded(record)));
        Header h = record.header();
        optionalTag("Event", h.event());
        optionalTag("Date", h.date());
        optionalTag("Place", h.place());
        optionalTag("Annotator", h.annotator());
        optionalTag("Result", h.result());
        GameSetup s = record.setup();
        tag("Board", s.boardId());
        tag("Rules", s.rulesetId());
        for (RuleOption o : s.ruleSet().options()) {
            String value = s.option(o.tag());
            if (o.writtenFor(value)) tag(o.tag(), value);
        }
        for (int p = 0; p < players; p++) tag("Player" + GameSetup.seatLetter(p), s.players().get(p));
        // only where it is not seat A: records of rule sets that always start with A stay as they were
        if (s.deal().firstPlayer() != 0) tag(NotationReader.FIRST, String.valueOf(GameSetup.seatLetter(s.deal().firstPlayer())));
        for (Map.Entry<String, String> t : notation.writeDeal(s.deal()).entrySet()) tag(t.getKey(), t.getValue());
        out.append('\n');
    }

    /**
     * The oldest format version that holds the record (the same for notation and XML): 3 when a
     * discard or pass was made without a track card in hand; 2 when it holds unknown hand cards,
     * line names or sampled cards; otherwise 1.
     */
    public static int versionNeeded(GameRecord record) {
        StepNotation notation = record.setup().game().notation();
        int needed = Math.max(1, notation.versionNeeded(record.setup().deal()));
        List<MoveNode> stack = new java.util.ArrayList<>(record.root().children());
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            if (!n.name().isEmpty() || !n.sampledSteps().isEmpty()) needed = Math.max(needed, 2);
            for (Move m : n.turn().steps()) needed = Math.max(needed, notation.versionNeeded(m));
            stack.addAll(n.children());
        }
        return needed;
    }

    private void optionalTag(String name, String value) {
        if (!value.isEmpty()) tag(name, value);
    }

    private void tag(String name, String value) {
        out.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') out.append('\\');
            out.append(c);
        }
        out.append("\"]\n");
    }

    private void moves() {
        MoveNode root = record.root();
        boolean any = false;
        if (!root.comment().isEmpty()) {
            comment(root.comment());
            any = true;
        }
        for (PositionMark m : root.positionMarks()) {
            if (any) out.append(' ');
            positionMark(m);
            any = true;
        }
        if (any) out.append('\n');
        line(root, 0, 0, "");
        if (root.hasChildren()) out.append('\n');
        record.evaluation().ifPresent(e -> {
            out.append(NotationReader.EVALUATION_MARK).append(' ').append(e.attributes()).append('\n');
            for (MoveNode n : WinChancesText.nodesWithChances(record)) {
                WinChances c = n.winChances().orElseThrow();
                out.append(NotationReader.CHANCES_MARK).append(' ').append(WinChancesText.path(n)).append(' ').append(c.playouts());
                for (int r = 0; r < c.recipients(); r++) {
                    out.append(' ').append(Evaluation.Numbers.format(c.p(r))).append('/').append(Evaluation.Numbers.format(c.se(r)));
                }
                out.append('\n');
            }
        });
        record.review().ifPresent(r -> {
            out.append(NotationReader.REVIEW_MARK).append(' ').append(ReviewText.attributes(r)).append('\n');
            for (MoveNode n : ReviewText.nodesReviewed(record)) {
                for (java.util.Map.Entry<Integer, ReviewedStep> e : n.reviewedSteps().entrySet()) {
                    ReviewedStep d = e.getValue();
                    String mark = r.mark(d.loss());
                    out.append(NotationReader.BEST_MARK).append(' ').append(WinChancesText.path(n)).append(' ').append(e.getKey() + 1)
                            .append(' ').append(GameSetup.seatLetter(d.seat())).append(' ').append(d.choices()).append(' ')
                            .append(ReviewText.token(record.setup(), d.played())).append(' ').append(Evaluation.Numbers.format(d.chance()))
                            .append(' ').append(Evaluation.Numbers.format(d.loss())).append(' ').append(mark.isEmpty() ? "-" : mark);
                    for (ReviewedStep.Alternative a : d.best()) {
                        out.append(' ').append(ReviewText.token(record.setup(), a.move())).append(' ')
                                .append(Evaluation.Numbers.format(a.chance()));
                    }
                    out.append('\n');
                }
            }
        });
        if (record.unread().isPresent()) {
            // the rest the reader could not read goes back as it was (with its own end marker)
            UnreadRest rest = record.unread().get();
            out.append(unreadMark(rest)).append('\n').append(rest.text());
        } else {
            out.append("*\n");
        }
    }

    /** {@code %%unread notation, move 13 by "Anna", line +1: why}: the line before a rest kept unread. */
    public static String unreadMark(UnreadRest rest) {
        StringBuilder b = new StringBuilder(NotationReader.UNREAD_MARK).append(' ')
                .append(rest.syntax() == org.roundhouse.record.RecordFormat.XML ? "xml" : "notation");
        if (rest.moveNumber() >= 0) {
            b.append(", move ").append(rest.moveNumber());
            if (!rest.player().isEmpty()) {
                b.append(" by \"");
                for (int i = 0; i < rest.player().length(); i++) {
                    char c = rest.player().charAt(i);
                    if (c == '"' || c == '\\') b.append('\\');
                    b.append(c);
                }
                b.append('"');
            }
        }
        if (rest.errorLine() > 0) b.append(", line +").append(rest.errorLine());
        return b.append(": ").append(rest.reason()).toString();
    }

    /**
     * Writes the line that continues after {@code parent}: each node on its own line, its
     * variations after it. Iterative along the line, recursive only into variations.
     */
    private void line(MoveNode parent, int dividends, int depth, String indent) {
        boolean first = true;
        while (parent.hasChildren()) {
            List<MoveNode> children = parent.children();
            MoveNode main = children.get(0);
            if (!first) out.append('\n').append(indent);
            first = false;
            int after = node(main, dividends);
            for (int i = 1; i < children.size(); i++) {
                MoveNode v = children.get(i);
                String inner = indent + "  ";
                out.append('\n').append(inner).append('(');
                int d = node(v, dividends);
                if (v.hasChildren()) {
                    out.append('\n').append(inner).append(' ');
                    line(v, d, depth + 1, inner + " ");
                }
                out.append(')');
            }
            parent = main;
            dividends = after;
        }
    }

    /** Writes one node; returns the dividend cards drawn up to and including it. */
    private int node(MoveNode node, int dividends) {
        Turn turn = node.turn();
        int number = node.moveNumber();
        if (!node.name().isEmpty()) {
            out.append('"');
            for (int i = 0; i < node.name().length(); i++) {
                char c = node.name().charAt(i);
                if (c == '"' || c == '\\') out.append('\\');
                out.append(c);
            }
            out.append("\" ");
        }
        out.append(number).append('.');
        if (!turn.isInitial()) out.append(GameSetup.seatLetter(turn.player()));
        List<Move> steps = turn.steps();
        for (int i = 0; i < steps.size(); i++) {
            Move m = steps.get(i);
            if (i == steps.size() - 1 && notation.omittedAtEnd(m)) continue;
            out.append(' ').append(notation.write(m, m.isDividendDraw() ? ++dividends : 0));
            Long seed = node.sampledSteps().get(i);
            if (seed != null) out.append(" %").append(seed);
        }
        node.mark().ifPresent(mark -> out.append(' ').append(mark.symbol()));
        for (PositionMark pm : node.positionMarks()) {
            out.append(' ');
            positionMark(pm);
        }
        if (!node.comment().isEmpty()) {
            out.append(' ');
            comment(node.comment());
        }
        return dividends;
    }

    private void positionMark(PositionMark m) {
        out.append('#').append(m.colour().letter()).append(':').append(m.target());
    }

    private void comment(String text) {
        out.append('{');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '}' || c == '\\') out.append('\\');
            out.append(c);
        }
        out.append('}');
    }
}
