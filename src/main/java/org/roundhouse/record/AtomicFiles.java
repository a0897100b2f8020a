package org.roundhouse.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Files replaced in one step: a reader sees the old content or the new, never half of it. */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Moves a finished temporary file over the target (atomically where the file system can). */
    public static void moveIntoPlace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Writes the text to a temporary file beside the target, then moves it into place. */
    public static void writeString(Path target, String text) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            moveIntoPlace(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
