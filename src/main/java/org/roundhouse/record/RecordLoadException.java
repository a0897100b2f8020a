package org.roundhouse.record;

/** A record that did not load completely; {@link #error()} says where and why. */
public final class RecordLoadException extends Exception {
    private final LoadError error;

    public RecordLoadException(LoadError error) {
        super(error.toString());
        this.error = error;
    }

    public LoadError error() {
        return error;
    }
}
