package org.roundhouse.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

import javax.swing.SwingUtilities;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.TestGames;

/** The restored copy of unsaved work in Italian: its title, the title of a copy without one (issue #23). */
class ItalianAutosaveTest {
    @TempDir
    Path dir;

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static long deadPid() {
        long pid = 4_100_000L;
        while (ProcessHandle.of(pid).isPresent()) pid++;
        return pid;
    }

    private static GameDocument restoreOnEdt(Autosave.Orphan orphan) throws Exception {
        AtomicReference<GameDocument> back = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                back.set(Autosave.restore(orphan));
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        });
        return back.get();
    }

    @Test
    void aCopyWithoutItsPropertiesIsAnUnsavedGameRestoredInItalian() throws Exception {
        // a crash before the properties were written: the record alone, with no title
        RecordSaver.save(TestGames.random(3, 8), dir.resolve(Autosave.PREFIX + deadPid() + ".upn"));
        Messages.setLocale(Locale.ITALIAN);
        List<Autosave.Orphan> found = Autosave.orphans(dir);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).title()).isEqualTo("Partita non salvata");
        assertThat(restoreOnEdt(found.get(0)).title()).isEqualTo("Partita non salvata (ripristinata)");

        Messages.setLocale(Locale.ENGLISH);
        Autosave.Orphan inEnglish = Autosave.orphans(dir).get(0);
        assertThat(inEnglish.title()).isEqualTo("Unsaved game");
        assertThat(restoreOnEdt(inEnglish).title()).isEqualTo("Unsaved game (restored)");
    }

    @Test
    void aRestoredTitleIsNotMarkedTwiceInEitherLanguage() {
        Messages.setLocale(Locale.ITALIAN);
        assertThat(Autosave.restoredTitle("serata.upn")).isEqualTo("serata.upn (ripristinata)");
        assertThat(Autosave.restoredTitle("serata.upn (ripristinata)")).isEqualTo("serata.upn (ripristinata)");
        // a copy restored once in English and left again
        assertThat(Autosave.restoredTitle("serata.upn (restored)")).isEqualTo("serata.upn (restored)");
        Messages.setLocale(Locale.ENGLISH);
        assertThat(Autosave.restoredTitle("club.upn")).isEqualTo("club.upn (restored)");
        assertThat(Autosave.restoredTitle("club.upn (ripristinata)")).isEqualTo("club.upn (ripristinata)");
    }
}
