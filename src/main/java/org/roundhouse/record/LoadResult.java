package org.roundhouse.record;

import java.util.List;
import java.util.Optional;

/**
 * What loading a file gave: the record (everything up to the first error, or all of it)
 * and the first error. The record is absent only when not even the setup could be read.
 *
 * @param warnings what the file holds that the record does not keep (an XML comment, say),
 *     at its line: the record loads, but saving it drops these; empty for most files
 */
public record LoadResult(Optional<GameRecord> record, Optional<LoadError> error, List<LoadError> warnings) {
    public LoadResult {
        warnings = List.copyOf(warnings);
    }

    public LoadResult(Optional<GameRecord> record, Optional<LoadError> error) {
        this(record, error, List.of());
    }

    public static LoadResult ok(GameRecord record) {
        return new LoadResult(Optional.of(record), Optional.empty());
    }

    public static LoadResult failed(LoadError error) {
        return new LoadResult(Optional.empty(), Optional.of(error));
    }

    public static LoadResult partial(GameRecord record, LoadError error) {
        return new LoadResult(Optional.of(record), Optional.of(error));
    }

    /** This result with the warnings added (kept only where a record was read). */
    public LoadResult withWarnings(List<LoadError> more) {
        if (more.isEmpty() || record.isEmpty()) return this;
        List<LoadError> all = new java.util.ArrayList<>(warnings);
        all.addAll(more);
        return new LoadResult(record, error, all);
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
