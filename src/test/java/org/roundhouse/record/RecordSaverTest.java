package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

        assertThatThrownBy(() -> RecordSaver.save(bad, file)).isInstanceOf(IOException.class)
                .hasMessageContaining("not saved");
        assertThat(Files.readString(file)).isEqualTo(before);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("game.upn");
        }
    }

    @Test
    void unknownExtensionsAreRefused() {
        assertThatThrownBy(() -> RecordSaver.save(Fixtures.annotated(1), dir.resolve("game.txt")))
                .isInstanceOf(IOException.class).hasMessageContaining("records end in .xml or .upn");
        assertThat(RecordLoader.load(dir.resolve("game.txt")).error().orElseThrow().reason())
                .contains("records end in .xml or .upn");
        assertThat(RecordLoader.load(dir.resolve("missing.upn")).error().orElseThrow().toString()).isEqualTo("missing.upn: no such file");
    }
}
