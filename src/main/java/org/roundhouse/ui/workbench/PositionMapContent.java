package org.roundhouse.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PublicView;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.map.MapContent;

/**
 * The map of one position of a game: the trains of the state, the build of the node's own
 * turn highlighted (nothing when the turn was an investment), and optionally the sections
 * a company could build on next emphasised, and a build the move review found better. Immutable; the lists are made once.
 */
final class PositionMapContent implements MapContent {
    private final Board board;
    private final List<List<Integer>> trains;
    private final int section;
    private final int company;
    private final Set<Integer> emphasised;
    private final BetterBuild better;

    PositionMapContent(Game game, GameState position, MoveNode node, int[] emphasis) {
        this(game, position, node, emphasis, null);
    }

    /** The same, with a build the move review found better drawn dashed (null: none). */
    PositionMapContent(Game game, GameState position, MoveNode node, int[] emphasis, BetterBuild better) {
        this.board = game.board();
        PublicView state = game.view(position);
        int count = board.sections().size();
        List<List<Integer>> t = new ArrayList<>(count);
        for (int s = 0; s < count; s++) {
            int n = state.trainsOn(s);
            if (n == 0) {
                t.add(List.of());
            } else {
                Integer[] on = new Integer[n];
                for (int i = 0; i < n; i++) on[i] = state.trainOn(s, i);
                t.add(List.of(on));
            }
        }
        this.trains = t;
        int sec = -1;
        int co = -1;
        if (!node.isRoot()) {
            for (Move m : node.turn().steps()) {
                var built = game.built(m);
                // a proposal the others refused (or still weigh) placed no train: it is no build
                if (built.isPresent() && t.get(built.get().section()).contains(built.get().company())) {
                    sec = built.get().section();
                    co = built.get().company();
                }
            }
        }
        this.section = sec;
        this.company = co;
        Set<Integer> e = new TreeSet<>();
        if (emphasis != null) for (int s : emphasis) e.add(s);
        this.emphasised = Set.copyOf(e);
        this.better = better;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public List<Integer> companiesOn(int s) {
        return trains.get(s);
    }

    @Override
    public int highlightedSection() {
        return section;
    }

    @Override
    public int highlightedCompany() {
        return company;
    }

    @Override
    public Set<Integer> emphasisedSections() {
        return emphasised;
    }

    @Override
    public BetterBuild betterBuild() {
        return better;
    }
}
