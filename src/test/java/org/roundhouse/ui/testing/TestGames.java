package org.roundhouse.ui.testing;

import org.roundhouse.TestSeam;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.base.RandomPlayer;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;

/** Records for the workbench tests and the benchmark: random games with variations, comments and marks. */
public final class TestGames {
    public static final List<String> NAMES = List.of("Anna", "Ben", "Carla", "Dev", "Eve", "Finn");

    private TestGames() {
    }

    /** A complete random game (main line only). */
    public static GameRecord random(int players, long seed) {
        return RandomGames.play(org.roundhouse.record.BaseRandomGames.template(players, "standard", true, false, NAMES.subList(0, players)), seed);
    }

    /**
     * A random game with {@code variations} random side lines of up to {@code length} turns
     * each, branching from main-line moves spread over the game.
     */
    public static GameRecord withVariations(int players, long seed, int variations, int length) {
        GameRecord record = random(players, seed);
        Replay replay = Replay.of(record);
        List<MoveNode> main = record.mainLine();
        SplittableRandom rng = new SplittableRandom(seed * 31 + 7);
        for (int v = 0; v < variations; v++) {
            int at = 2 + (int) ((long) (main.size() - 4) * (v + 1) / (variations + 1));
            MoveNode from = main.get(at);
            addRandomLine(replay, from, length, rng.nextLong());
        }
        return record;
    }

    /** Adds a random continuation of up to {@code turns} complete turns after the node (as a variation). */
    public static MoveNode addRandomLine(Replay replay, MoveNode from, int turns, long seed) {
        RandomPlayer player = new RandomPlayer(TestSeam.engine(replay.game()), seed);
        BaseState state = TestSeam.state(replay.stateAt(from));
        MoveNode parent = from;
        MoveNode first = null;
        for (int t = 0; t < turns && !state.isOver(); t++) {
            BaseState start = state;
            List<BaseMove> steps = new ArrayList<>();
            while (!state.isOver() && (steps.isEmpty() || !replay.game().turnEnded(start, state))) {
                BaseMove m = player.next(state);
                steps.add(m);
                state = TestSeam.state(replay.game().applyLegal(state, m));
            }
            parent = replay.addTurn(parent, Turn.of(steps.get(0).player(), steps));
            if (first == null) first = parent;
        }
        return first;
    }

    /**
     * Puts factual comments on the moves that turned up dividends (what each player got), a
     * comment on the largest build streak, and a few marks, as an annotator might.
     */
    public static GameRecord annotate(GameRecord record, String event) {
        Replay replay = Replay.of(record);
        record.setHeader(new Header(event, record.header().date(), record.header().place(), record.header().result(),
                "Roundhouse sample"));
        record.root().setComment("A game between four random players, to show the workbench. Step with the arrow keys; "
                + "Page Down jumps to the next dividend.");
        int marks = 0;
        for (MoveNode n : record.mainLine()) {
            if (!n.turn().drewDividend()) continue;
            BaseState s = TestSeam.state(replay.stateAt(n));
            DividendPayment p = s.payments().get(s.payments().size() - 1);
            StringBuilder b = new StringBuilder("Dividend " + p.number() + " is paid: ");
            for (int r = 0; r < p.total().length; r++) {
                if (r > 0) b.append(", ");
                b.append(r < s.players() ? replay.playerName(r) : "the house").append(" $").append(p.total()[r]).append('M');
            }
            b.append('.');
            n.setComment(b.toString());
            if (marks++ == 0) n.setMark(MoveMark.INTERESTING);
        }
        for (MoveNode n : record.mainLine()) {
            if (n.moveNumber() >= 6 && n.turn().steps().stream().anyMatch(m -> m instanceof BaseMove.Invest)) {
                n.setMark(MoveMark.DUBIOUS);
                n.setComment("An investment this early leaves the builds to the others.");
                break;
            }
        }
        return record;
    }
}
