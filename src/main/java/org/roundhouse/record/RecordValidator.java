package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/**
 * Checks a {@link Draft} with the rule engine and builds the record. Nodes are checked in
 * the order they stand in the file (a node, then its variations, then the line goes on),
 * and the first refused step stops the check: the record then holds exactly the nodes
 * before it in the file, and the error names the file, line, move, player and the
 * engine's reason.
 */
public final class RecordValidator {
    private final Draft draft;
    private final GameRecord record;
    private final Game game;
    private int nodes;

    private RecordValidator(Draft draft, GameRecord record, Game game) {
        this.draft = draft;
        this.record = record;
        this.game = game;
    }

    private static final class Stop extends Exception {
        final LoadError error;
        /** Where the text left unread starts, or -1. */
        final int restStart;

        Stop(LoadError error, int restStart) {
            super(error.toString(), null, false, false);
            this.error = error;
            this.restStart = restStart;
        }
    }

    /** A move read and kept, with the position after it; {@code draft} is where it was written (null for the root). */
    private record Accepted(MoveNode node, GameState state, boolean complete, Draft.Node draft) {
    }

    /** Checks the draft and returns the record (up to the first error) with the first error. */
    public static LoadResult validate(Draft draft) {
        if (draft.setup == null) {
            LoadError e = draft.stoppedBy != null ? LoadError.of(draft.stoppedBy)
                    : new LoadError(draft.source, 0, -1, "", WORDS.text("record.noSetup"));
            return LoadResult.failed(e);
        }
        Game game;
        GameState start;
        try {
            game = draft.setup.game();
            start = game.newGame(draft.setup.deal());
        } catch (RuntimeException e) {
            String message = String.valueOf(e.getMessage());
            return LoadResult.failed(new LoadError(draft.source, draft.setupErrorLine.applyAsInt(e), -1, "", message));
        }
        GameRecord record = new GameRecord(draft.header, draft.setup);
        record.root().setComment(draft.root.comment);
        record.root().setMark(draft.root.mark);
        record.root().setPositionMarks(draft.root.positionMarks);
        record.root().setWinChances(draft.root.chances);
        if (draft.evaluation != null) record.setEvaluation(draft.evaluation);
        if (draft.review != null) record.setReview(draft.review);
        RecordValidator v = new RecordValidator(draft, record, game);
        try {
            v.walkLine(draft.root, new Accepted(record.root(), start, true, null), 0);
        } catch (Stop s) {
            return v.partial(s.error, s.restStart);
        }
        if (draft.stoppedBy != null) {
            RecordFormatException e = draft.stoppedBy;
            return v.partial(new LoadError(e.source(), e.line(), draft.stoppedMove, draft.stoppedPlayer, e.problem()), draft.stoppedAt);
        }
        if (draft.carried != null) {
            record.setUnread(draft.carried);
            return LoadResult.partial(record, draft.carried.error(draft.source, draft.carriedLine));
        }
        return LoadResult.ok(record);
    }

    /**
     * The record read so far with the error, keeping the text from {@code restStart} on as the
     * record's unread rest (nothing is kept when that text is blank: nothing was left unread).
     */
    private LoadResult partial(LoadError error, int restStart) {
        String text = draft.text;
        if (text != null && draft.syntax != null) {
            int from = restStart;
            // a stop a reader could not place: keep from the start of the error's line rather than lose the rest
            if (from < 0 || from > text.length()) from = lineStart(text, error.line());
            if (from >= 0 && !text.substring(from).isBlank()) {
                record.setUnread(UnreadRest.of(draft.syntax, text, from, error));
            }
        }
        return LoadResult.partial(record, error);
    }

    /** The offset of the 1-based line, or -1 when there is no such line. */
    private static int lineStart(String text, int line) {
        if (line < 1) return -1;
        int at = 0;
        for (int l = 1; l < line; l++) {
            at = text.indexOf('\n', at);
            if (at < 0) return -1;
            at++;
        }
        return at;
    }

    private void walkLine(Draft.Node parent, Accepted at, int depth) throws Stop {
        if (depth > RecordLimits.MAX_VARIATION_DEPTH) {
            throw new Stop(new LoadError(draft.source, parent.line, -1, "",
                    WORDS.text("notation.tooDeep", RecordLimits.MAX_VARIATION_DEPTH)),
                    parent.children.isEmpty() ? -1 : parent.children.get(0).start);
        }
        while (!parent.children.isEmpty()) {
            Draft.Node main = parent.children.get(0);
            Accepted next = accept(main, at);
            for (int i = 1; i < parent.children.size(); i++) {
                Draft.Node v = parent.children.get(i);
                walkLine(v, accept(v, at), depth + 1);
            }
            parent = main;
            at = next;
        }
    }

    private Accepted accept(Draft.Node n, Accepted parent) throws Stop {
        int number = parent.node().depth();
        GameState before = parent.state();
        if (++nodes > RecordLimits.MAX_NODES) {
            throw new Stop(new LoadError(draft.source, n.line, -1, "", WORDS.text("xml.tooManyMoves", RecordLimits.MAX_NODES)), n.start);
        }
        if (!parent.complete()) {
            // the fault is the unfinished move's (a step left out), not the next one's: report it there, and keep the record
            // only up to the move before it
            Draft.Node unfinished = parent.draft();
            parent.node().parent().ifPresent(p -> p.removeChild(parent.node()));
            throw stop(unfinished.line, number - 1, unfinished, WORDS.text("record.turnUnfinished", game.expected(before), number));
        }
        if (n.steps.isEmpty()) throw stop(n.line, number, n, WORDS.text("record.noSteps"));
        if (n.steps.size() > RecordLimits.MAX_STEPS_PER_NODE) {
            throw stop(n.line, number, n, WORDS.text("record.stepsMore", RecordLimits.MAX_STEPS_PER_NODE));
        }
        List<Move> moves = Draft.moves(n);
        List<GameState> states;
        try {
            states = TurnRules.play(game, before, moves);
        } catch (TurnRules.StepException e) {
            throw stop(n.steps.get(e.step()).line(), number, n, outOfPlace(moves, e));
        }
        for (int i = 0; i < n.steps.size(); i++) {
            int wrote = n.steps.get(i).dividendNumber();
            int is = states.get(i).dividendsDrawn();
            if (wrote > 0 && wrote != is) {
                throw stop(n.steps.get(i).line(), number, n, WORDS.text("record.dividendCard", is, wrote));
            }
        }
        GameState after = states.get(states.size() - 1);
        List<Move> all = game.closeTurn(after, moves);
        if (all.size() > moves.size()) after = game.applyLegal(after, all.get(all.size() - 1));
        Turn turn;
        try {
            turn = new Turn(n.player == Turn.ALL_SEATS && !all.get(0).isSimultaneous()
                    ? all.get(0).player() : n.player, all);
        } catch (IllegalArgumentException e) {
            throw stop(n.line, number, n, e.getMessage());
        }
        MoveNode node = parent.node().addChild(turn);
        node.setComment(n.comment);
        node.setMark(n.mark);
        node.setPositionMarks(n.positionMarks);
        node.setName(n.name);
        node.setWinChances(n.chances);
        try {
            node.setSampledSteps(n.sampled);
            node.setReviewedSteps(n.reviewed);
        } catch (IllegalArgumentException e) {
            throw stop(n.line, number, n, e.getMessage());
        }
        return new Accepted(node, after, game.turnEnded(before, after), n);
    }

    private Stop stop(int line, int number, Draft.Node n, String reason) {
        String player = "";
        if (n.player >= 0 && n.player < record.setup().playerCount()) {
            player = record.setup().players().get(n.player);
        } else if (!n.steps.isEmpty() && n.steps.get(0).move().isSimultaneous()) {
            player = LoadError.INITIAL_INVESTMENTS;
        }
        return new Stop(new LoadError(draft.source, line, number, player, reason), n.start);
    }

    /**
     * The rule set's reason, led by what the refused step was when it does not belong at that
     * point of the turn at all: "an exchange (<) cannot come here: a card is being turned up
     * from the share deck". Someone typing a record reads which token is out of place.
     */
    private String outOfPlace(List<Move> moves, TurnRules.StepException e) {
        GameState at = e.at();
        Move m = moves.get(e.step());
        return game.belongsHere(at, m) || at.isOver() ? e.getMessage()
                : WORDS.text("record.cannotComeHere", game.notation().kindOfStep(m), e.getMessage());
    }
}
