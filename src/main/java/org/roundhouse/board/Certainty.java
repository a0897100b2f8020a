package org.roundhouse.board;

/** How sure the board file is of a fact, as in shared/board/FACTS.md. */
public enum Certainty {
    /** Confirmed by a rule text or component list. */
    CONFIRMED,
    /** Inferred from session reports or reviews. */
    INFERRED,
    /** Unknown: the project chose the value and says so. */
    CHOSEN
}
