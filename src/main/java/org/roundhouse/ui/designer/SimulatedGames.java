package org.roundhouse.ui.designer;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.RandomGames;

/** A simulated game as a record: played again from its row with {@link Simulator#replay}, built as {@link RandomGames} builds one. */
final class SimulatedGames {
    private SimulatedGames() {
    }

    /**
     * The record of a game of a simulation: its deal, the seats named after their bots, every step.
     * The header keeps the cell, deal, seed and rotation, so the game can be found again.
     */
    static GameRecord record(Cell cell, long deal, long seed, int rotation) {
        Simulator.Replay r = Simulator.replay(cell, seed, rotation);
        List<String> names = new ArrayList<>();
        for (int s = 0; s < r.seats().size(); s++) names.add(GameSetup.seatLetter(s) + " (" + r.seats().get(s) + ")");
        GameSetup setup = GameSetup.of(cell.ruleSet(), cell.options(), names, r.deal(), cell.recipes());
        GameRecord record = GameRecord.fromSteps(Header.EMPTY, setup, r.steps());
        record.setHeader(new Header("Simulated game: " + cell.label() + ", deal " + deal + ", seed " + seed
                + (rotation > 0 ? ", rotation " + rotation : ""), "", "", RandomGames.result(setup, r.end()), ""));
        return record;
    }
}
