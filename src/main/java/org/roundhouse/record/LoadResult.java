package org.roundhouse.record;

import java.util.Optional;

/**
 * What loading a file gave: the record (everything up to the first error, or all of it)
 * and the first error. The record is absent only when not even the setup could be read.
 */
public record LoadResult(Optional<GameRecord> record, Optional<LoadError> error) {
    public static LoadResult ok(GameRecord record) {
        return new LoadResult(Optional.of(record), Optional.empty());
    }

    public static LoadResult failed(LoadError error) {
        return new LoadResult(Optional.empty(), Optional.of(error));
    }

    public static LoadResult partial(GameRecord record, LoadError error) {
        return new LoadResult(Optional.of(record), Optional.of(error));
    }

    /** True when the whole file was read and every move is legal. */
    public boolean isOk() {
        return error.isEmpty();
    }

    /**
     * The complete record.
     *
     * @throws RecordLoadException with the error's message when the file had an error
     */
    public GameRecord orThrow() throws RecordLoadException {
        if (error.isPresent()) throw new RecordLoadException(error.get());
        return record.orElseThrow();
    }
}
