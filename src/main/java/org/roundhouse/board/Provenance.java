package org.roundhouse.board;

/** One fact of a board file that is not confirmed, with the line it stands on. */
public record Provenance(int line, String fact, Certainty certainty) {
}
