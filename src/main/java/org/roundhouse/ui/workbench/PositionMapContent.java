package org.roundhouse.ui.workbench;

import org.roundhouse.ui.StageFour;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.map.MapContent;

/**
 * The map of one position of a game: the trains of the state, the build of the node's own
 * turn highlighted (nothing when the turn was an investment), and optionally the sections
 * a company could build on next emphasised. Immutable; the lists are made once.
 */
final class PositionMapContent implements MapContent {
    private final Board board;
    private final List<List<Integer>> trains;
    private final int section;
    private final int company;
    private final Set<Integer> emphasised;

    PositionMapContent(BaseState state, MoveNode node, int[] emphasis) {
        this.board = state.board();
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
            for (BaseMove m : StageFour.steps(node.turn().steps())) {
                if (m instanceof BaseMove.Build b) {
                    sec = b.section();
                    co = b.company();
                }
            }
        }
        this.section = sec;
        this.company = co;
        Set<Integer> e = new TreeSet<>();
        if (emphasis != null) for (int s : emphasis) e.add(s);
        this.emphasised = Set.copyOf(e);
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
}
