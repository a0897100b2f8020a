package org.roundhouse.ui.rules;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The listeners of a form that the dialog around it follows, told of every change the user
 * makes and of none the form makes itself while it shows a deal ({@link #quietly}).
 */
public final class FormChanges {
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private boolean quiet;

    public void add(Runnable listener) {
        listeners.add(listener);
    }

    /** Tells the listeners, unless the form is filling itself in. */
    public void fire() {
        if (quiet) return;
        for (Runnable r : listeners) r.run();
    }

    /** Runs the form's own changes without telling anyone, then tells the listeners once. */
    public void quietly(Runnable changes) {
        silently(changes);
        fire();
    }

    /** Runs the form's own changes without telling anyone. */
    public void silently(Runnable changes) {
        quiet = true;
        try {
            changes.run();
        } finally {
            quiet = false;
        }
    }
}
