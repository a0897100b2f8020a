package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replacing a file in one step: the temporary file's name, and what is left when a check refuses. */
class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void aLongNameInSeveralBytesACharacterIsWritten() throws IOException {
        // 81 × 3 bytes + ".csv" = 247 bytes
        Path file = dir.resolve("駅".repeat(81) + ".csv");
        AtomicFiles.writeString(file, "old");
        AtomicFiles.writeString(file, "new");
        assertThat(Files.readString(file)).isEqualTo("new");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void theNameIsCutToWholeCharactersWithinTwoHundredBytes() {
        assertThat(AtomicFiles.truncate("game.upn")).isEqualTo("game.upn");
        assertThat(AtomicFiles.truncate("a".repeat(300))).isEqualTo("a".repeat(200));
        String cut = AtomicFiles.truncate("🚂".repeat(60));
        assertThat(cut).isEqualTo("🚂".repeat(50));
        assertThat(cut.getBytes(StandardCharsets.UTF_8)).hasSize(200);
        assertThat(AtomicFiles.truncate("x" + "駅".repeat(80)).getBytes(StandardCharsets.UTF_8)).hasSize(199);
    }

    @Test
    void aRefusedCheckLeavesTheFileAndNoTemporaryFile() throws IOException {
        Path file = dir.resolve("out.txt");
        Files.writeString(file, "before");
        assertThatThrownBy(() -> AtomicFiles.write(file, "after".getBytes(StandardCharsets.UTF_8), (temp, target) -> {
            assertThat(Files.readString(temp)).isEqualTo("after");
            assertThat(target).isEqualTo(file.toAbsolutePath());
            throw new IOException("refused");
        })).hasMessage("refused");
        assertThat(Files.readString(file)).isEqualTo("before");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void leftoversOfAWriteThatWasKilledAreRemovedByTheNextWrite() throws IOException {
        Path file = dir.resolve("game.upn");
        Files.writeString(file, "old");
        Path killed = dir.resolve(".game.upn.k3x9q2a.tmp");
        Path fresh = dir.resolve(".game.upn.b7c0d1e.tmp");
        Path other = dir.resolve(".other.upn.k3x9q2a.tmp");
        Path notOurs = dir.resolve(".game.upn.notes.tmp.txt");
        java.nio.file.attribute.FileTime longAgo = java.nio.file.attribute.FileTime.fromMillis(
                System.currentTimeMillis() - AtomicFiles.LEFTOVER_AGE.toMillis() - 60_000);
        for (Path p : new Path[] {killed, fresh, other, notOurs}) Files.writeString(p, "x".repeat(1000));
        for (Path p : new Path[] {killed, other, notOurs}) Files.setLastModifiedTime(p, longAgo);

        AtomicFiles.writeString(file, "new");

        assertThat(Files.readString(file)).isEqualTo("new");
        assertThat(killed).as("the same file's leftover").doesNotExist();
        assertThat(fresh).as("perhaps a write under way").exists();
        assertThat(other).as("another file's").exists();
        assertThat(notOurs).exists();
    }

    @Test
    void aFolderThatCannotBeWrittenIsNamedNotTheTemporaryFile() throws IOException {
        Path notAFolder = dir.resolve("file");
        Files.writeString(notAFolder, "x");
        Path inside = notAFolder.resolve("out.txt");
        assertThatThrownBy(() -> AtomicFiles.writeString(inside, "text"))
                .hasMessageStartingWith("cannot write in " + notAFolder.toAbsolutePath() + ": ")
                .hasMessageNotContaining(".tmp");
    }
}
