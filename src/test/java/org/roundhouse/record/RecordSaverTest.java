package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.engine.base.BaseMove;

/** Saving is atomic, keeps a backup and never loses a comment or a variation. */
class RecordSaverTest {
    @TempDir
    Path dir;

    @Test
    void savesBothFormatsAndKeepsThePreviousFileAsBackup() throws IOException {
        GameRecord first = Fixtures.annotated(11);
        GameRecord second = Fixtures.annotated(12);
        for (String name : List.of("game.upn", "game.xml")) {
            Path file = dir.resolve(name);
            RecordSaver.save(first, file);
            assertThat(file.resolveSibling(name + ".bak")).doesNotExist();
            RecordSaver.save(second, file);
            Path backup = file.resolveSibling(name + ".bak");
            assertThat(backup).exists();
            assertThat(RecordLoader.load(backup).record().orElseThrow().sameContent(first)).isTrue();
            assertThat(RecordLoader.load(file).record().orElseThrow().sameContent(second)).isTrue();
        }
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(
                    "game.upn", "game.upn.bak", "game.xml", "game.xml.bak");
        }
    }

    @Test
    void aRecordThatWouldNotReadBackIsNotSavedAndTheOldFileStays() throws IOException {
        Path file = dir.resolve("game.upn");
        GameRecord good = Fixtures.annotated(13);
        RecordSaver.save(good, file);
        String before = Files.readString(file);
        GameRecord bad = Fixtures.annotated(13);
        MoveNode parent = bad.mainLine().get(3);
        int seat = Replay.of(bad).stateAt(parent).currentPlayer();
        parent.addChild(new Turn(seat, List.of(new BaseMove.DrawTrack(seat, 0), BaseMove.Invest.of(seat, 10, 50))));

        // the caller names the file ("game.upn: not saved: ..."), so the message must not name it again
        assertThatThrownBy(() -> RecordSaver.save(bad, file)).isInstanceOf(IOException.class)
                .hasMessageStartingWith("not saved: the written file does not read back as the same record");
        assertThat(Files.readString(file)).isEqualTo(before);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("game.upn");
        }
    }

    @Test
    void unknownExtensionsAreRefused() {
        assertThatThrownBy(() -> RecordSaver.save(Fixtures.annotated(1), dir.resolve("game.txt")))
                .isInstanceOf(IOException.class).hasMessage("unknown kind of file: records end in .xml or .upn");
        assertThat(RecordLoader.load(dir.resolve("game.txt")).error().orElseThrow().reason())
                .contains("records end in .xml or .upn");
        assertThat(RecordLoader.load(dir.resolve("missing.upn")).error().orElseThrow().toString()).isEqualTo("missing.upn: no such file");
    }

    @Test
    void theFileKeepsItsPermissionsAndANewFileGetsTheUsualOnes() throws IOException {
        assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null, "no POSIX permissions here");
        Path plain = dir.resolve("plain.txt");
        Files.newOutputStream(plain).close();
        Path file = dir.resolve("game.upn");
        RecordSaver.save(Fixtures.annotated(11), file);
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(Files.getPosixFilePermissions(plain));

        for (String perms : List.of("rw-r-----", "rw-rw-r--", "r--------")) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(perms));
            boolean readOnly = !perms.startsWith("rw");
            if (readOnly) {
                // a read-only file is replaced only when asked (as editors do), and stays read-only
                String before = Files.readString(file);
                assertThatThrownBy(() -> RecordSaver.save(Fixtures.annotated(12), file))
                        .isInstanceOf(RecordSaver.ReadOnlyException.class).hasMessage("the file is read-only, so it was not replaced");
                assertThat(Files.readString(file)).isEqualTo(before);
            }
            RecordSaver.save(Fixtures.annotated(12), file, readOnly);
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo(perms);
            assertThat(RecordLoader.load(file).record().orElseThrow().sameContent(Fixtures.annotated(12))).isTrue();
        }
    }

    @Test
    void aSymbolicLinkStaysALinkAndTheFileBehindItIsSaved() throws IOException {
        Path real = Files.createDirectories(dir.resolve("real")).resolve("game.upn");
        RecordSaver.save(Fixtures.annotated(11), real);
        Path link = dir.resolve("link.upn");
        try {
            Files.createSymbolicLink(link, Path.of("real", "game.upn"));
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "no symbolic links here: " + e);
        }
        RecordSaver.save(Fixtures.annotated(12), link);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(Path.of("real", "game.upn"));
        assertThat(RecordLoader.load(real).record().orElseThrow().sameContent(Fixtures.annotated(12))).isTrue();
        assertThat(RecordLoader.load(real.resolveSibling("game.upn.bak")).record().orElseThrow()
                .sameContent(Fixtures.annotated(11))).isTrue();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("real", "link.upn");
        }
    }

    @Test
    void aNameNearTheLengthLimitIsSaved() throws IOException {
        // 250 bytes: the name and its .bak fit in 255, "." + name + 19 digits + ".tmp" did not
        Path file = dir.resolve("g".repeat(242) + ".upn");
        RecordSaver.save(Fixtures.annotated(11), file);
        RecordSaver.save(Fixtures.annotated(12), file);
        assertThat(RecordLoader.load(file).record().orElseThrow().sameContent(Fixtures.annotated(12))).isTrue();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder(file.getFileName().toString(), file.getFileName() + ".bak");
        }
    }

    @Test
    void aFolderIsRefusedAndNothingIsCreated() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("game.upn"));
        Files.writeString(folder.resolve("inside.txt"), "kept");
        assertThatThrownBy(() -> RecordSaver.save(Fixtures.annotated(11), folder)).isInstanceOf(IOException.class)
                .hasMessage("it is a folder, not a file");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("game.upn");
        }
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("inside.txt");
        }
    }
}
