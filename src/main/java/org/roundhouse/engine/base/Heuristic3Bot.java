package org.roundhouse.engine.base;

/**
 * The third heuristic of the base game ({@code heuristic3}): {@link Heuristic2Bot}'s judgement with
 * two changes that stop a table of them being farmed by one {@link HeuristicBot}. Another seat's
 * Union Pacific hand counts as half an answer to a Union Pacific lay (heuristic2 counts all of it,
 * so seats of it hoard Union Pacific shares against each other and never lay them), and an
 * investment with no dividend near counts 0.15 of its gain (0.05). Otherwise, as heuristic2,
 * in $M it expects to gain, like {@link HeuristicBot} but judging a majority by whether it can be held: every other seat's
 * reach in a company is its laid shares plus what its hand may hold (its Union Pacific shares,
 * which everyone sees taken, exactly; company shares as its share of the cards this seat has
 * not seen), so it lays shares in blocks that keep a lead against what the others can answer
 * with, concentrates on the companies it can win, takes and exchanges by the same measure,
 * never gives a Union Pacific share for a Union Pacific share and keeps its wild cards. It
 * reads only the table, its own hand and what the others' hands must add up to, so it plays a
 * redacted view exactly as the full state. Cheap enough to decide every step of a playout.
 */
public final class Heuristic3Bot extends Heuristic2Bot {
    /**
     * How much an investment counts when no dividend is near: a little (heuristic2's 0.05 left the shares in the hand
     * too long once the Union Pacific hoard no longer stalls the table).
     */
    private static final double PATIENCE_MANY = 0.15;
    /**
     * How much of another seat's Union Pacific hand counts as its answer to a Union Pacific lay. heuristic2 counts all
     * of it, so two heuristic2 seats each see the other's hoard answer any lay, lay none and hoard on (docs/bots.md,
     * § The third heuristic).
     */
    private static final double UNION_PACIFIC_ANSWER = 0.5;

    public Heuristic3Bot(BaseGame game) {
        super(game, PATIENCE_MANY, UNION_PACIFIC_ANSWER);
    }

    @Override
    public String name() {
        return "heuristic3";
    }
}
