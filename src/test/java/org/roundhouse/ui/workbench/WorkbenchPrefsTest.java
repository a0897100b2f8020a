package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.ui.theme.ThemeChoice;

class WorkbenchPrefsTest {
    private final WorkbenchPrefs prefs = WorkbenchPrefs.inMemoryFor("prefs");

    @AfterEach
    void discard() {
        prefs.discard();
    }

    @Test
    void recentFilesAreMostRecentFirstWithoutDuplicatesAndBounded() {
        for (int i = 0; i < 14; i++) prefs.addRecentFile(Path.of("/games/g" + i + ".upn"));
        prefs.addRecentFile(Path.of("/games/g5.upn"));
        assertThat(prefs.recentFiles()).hasSize(WorkbenchPrefs.MAX_RECENT).startsWith(Path.of("/games/g5.upn"),
                Path.of("/games/g13.upn"));
        assertThat(prefs.recentFiles()).doesNotHaveDuplicates();
        prefs.removeRecentFile(Path.of("/games/g5.upn"));
        assertThat(prefs.recentFiles()).doesNotContain(Path.of("/games/g5.upn"));
        prefs.clearRecentFiles();
        assertThat(prefs.recentFiles()).isEmpty();
    }

    @Test
    void boundsDividersAndTheme() {
        assertThat(prefs.windowBounds()).isNull();
        assertThat(prefs.theme()).isEqualTo(ThemeChoice.SYSTEM);
        prefs.setWindowBounds(new Rectangle(5, 6, 1200, 800));
        prefs.setDivider("split.outer", 345);
        prefs.setTheme(ThemeChoice.DARK);
        assertThat(prefs.windowBounds()).isEqualTo(new Rectangle(5, 6, 1200, 800));
        assertThat(prefs.divider("split.outer", -1)).isEqualTo(345);
        assertThat(prefs.divider("split.none", -1)).isEqualTo(-1);
        assertThat(prefs.theme()).isEqualTo(ThemeChoice.DARK);
        prefs.setWindowBounds(new Rectangle(0, 0, 10, 10));
        assertThat(prefs.windowBounds()).as("too small to be real").isNull();
        assertThat(ThemeChoice.parse("nonsense")).isEqualTo(ThemeChoice.SYSTEM);
    }
}
