package org.roundhouse.engine;

/** A possible result of chance with its relative weight (weights need not sum to anything). */
public record Outcome<M extends Move>(M move, long weight) {
}
