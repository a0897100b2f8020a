package org.roundhouse.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.RecipeBook;

/**
 * A sweep as the driver sends it to the executors: its cells, deals, seed and seating, and the
 * designer's recipes read from files on the driver (an executor on another machine has not the
 * files). Plain data, so Java serialisation carries it.
 */
final class SweepSpec implements Serializable {
    private static final long serialVersionUID = 1L;

    record CellSpec(String label, String ruleSet, LinkedHashMap<String, String> options, ArrayList<String> bots) implements Serializable {
    }

    record RecipeSpec(String id, String title, int[] sizes, int[] dividends) implements Serializable {
    }

    final List<CellSpec> cells;
    final int deals;
    final long seed;
    final boolean duplicate;
    final List<RecipeSpec> recipes;
    private transient Simulator.Games games;

    SweepSpec(Sweep sweep, List<DeckRecipe> designed) {
        List<CellSpec> c = new ArrayList<>();
        for (Cell cell : sweep.cells()) {
            c.add(new CellSpec(cell.label(), cell.ruleSet(), new LinkedHashMap<>(cell.options()), new ArrayList<>(cell.bots())));
        }
        cells = List.copyOf(c);
        deals = sweep.deals();
        seed = sweep.seed();
        duplicate = sweep.duplicate();
        List<RecipeSpec> r = new ArrayList<>();
        for (DeckRecipe d : designed) {
            int[] sizes = new int[d.stacks().size()];
            int[] dividends = new int[sizes.length];
            for (int i = 0; i < sizes.length; i++) {
                sizes[i] = d.stacks().get(i).size();
                dividends[i] = d.stacks().get(i).dividends();
            }
            r.add(new RecipeSpec(d.id(), d.title(), sizes, dividends));
        }
        recipes = List.copyOf(r);
    }

    /** The sweep, its cells with the designed recipes; played on one thread per task. */
    Sweep sweep() {
        RecipeBook book = RecipeBook.shipped();
        for (RecipeSpec r : recipes) {
            List<DeckRecipe.Stack> stacks = new ArrayList<>();
            for (int i = 0; i < r.sizes.length; i++) stacks.add(new DeckRecipe.Stack(r.sizes[i], r.dividends[i]));
            book = book.with(new DeckRecipe(r.id, r.title, stacks));
        }
        List<Cell> c = new ArrayList<>();
        for (CellSpec s : cells) c.add(new Cell(s.label, s.ruleSet, s.options, s.bots, book));
        return new Sweep(c, deals, seed, 1, duplicate);
    }

    /** The sweep's cells ready to play, prepared once per copy of this spec (once per task). */
    synchronized Simulator.Games games() {
        if (games == null) games = Simulator.Games.of(sweep());
        return games;
    }
}
