package org.roundhouse.ui.doc;

/**
 * A change to a document's record that can be undone: the only way views and menus change
 * a document ({@link GameDocument#execute}). Navigation (moving the cursor) is not an
 * edit. An edit is applied once, then reverted and re-applied any number of times, always
 * in the order of the history.
 */
public interface Edit {
    /** Words for the Undo/Redo menu items: "Undo <name>". */
    String name();

    /** Makes the change. */
    void apply(GameDocument document);

    /** Takes the change back, leaving the record as it was before {@link #apply}. */
    void revert(GameDocument document);
}
