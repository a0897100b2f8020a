package org.roundhouse.ui.workbench;

import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

import org.roundhouse.ui.theme.ThemeChoice;

/**
 * What the workbench remembers between runs: window bounds, divider positions, the theme,
 * whether a player's eyes hide the future, recent files and the last folder. Kept with {@link java.util.prefs.Preferences}
 * (per user; under {@code ~/.java} on Linux, the registry on Windows, a plist on macOS).
 * Tests pass a throw-away node ({@link #inMemoryFor}).
 */
public final class WorkbenchPrefs {
    /** How many recent files are kept. */
    public static final int MAX_RECENT = 10;
    private static final String RECENT = "recentFiles";

    private final Preferences node;
    private Path dataDirectory;

    public WorkbenchPrefs(Preferences node) {
        this.node = Objects.requireNonNull(node);
    }

    /**
     * The user's own preferences. Their data folder (for autosaved work) is
     * {@code -Droundhouse.dataDir}, or {@code ~/.roundhouse}.
     */
    public static WorkbenchPrefs user() {
        WorkbenchPrefs p = new WorkbenchPrefs(Preferences.userRoot().node("org/roundhouse/workbench"));
        String dir = System.getProperty("roundhouse.dataDir");
        p.setDataDirectory(dir != null && !dir.isBlank() ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".roundhouse"));
        return p;
    }

    /**
     * Where the workbench keeps its own files (the autosave of unsaved work in
     * {@code autosave/}), or null for none: then nothing is autosaved and nothing is
     * offered for restoring (the default for test preferences).
     */
    public Path dataDirectory() {
        return dataDirectory;
    }

    public void setDataDirectory(Path dir) {
        this.dataDirectory = dir;
    }

    /** The autosave folder, or null. */
    public Path autosaveDirectory() {
        return dataDirectory == null ? null : dataDirectory.resolve("autosave");
    }

    /** A separate node for a test, removed by {@link #discard()}. */
    public static WorkbenchPrefs inMemoryFor(String testName) {
        return new WorkbenchPrefs(Preferences.userRoot().node("org/roundhouse/test/" + testName + "-" + System.nanoTime()));
    }

    /** Removes the node (for tests). */
    public void discard() {
        try {
            node.removeNode();
        } catch (BackingStoreException | IllegalStateException e) {
            // already gone or not writable: nothing to keep anyway
        }
    }

    public ThemeChoice theme() {
        return ThemeChoice.parse(node.get("theme", ThemeChoice.SYSTEM.name()));
    }

    public void setTheme(ThemeChoice t) {
        node.put("theme", t.name());
    }

    /** View › Hide the Future: in a player's-eye view, nothing after the cursor (off by default). */
    /**
     * The language chosen in View ▸ Language, or empty for the system's (the default, and what
     * {@code --lang} on the command line gives when the workbench opens from it).
     */
    public java.util.Optional<java.util.Locale> language() {
        String tag = node.get("language", "");
        try {
            return tag.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(org.roundhouse.text.Messages.parseLanguage(tag));
        } catch (IllegalArgumentException e) {
            return java.util.Optional.empty();
        }
    }

    /** Remembers the language, or the system's for null. */
    public void setLanguage(java.util.Locale language) {
        if (language == null) node.remove("language");
        else node.put("language", language.getLanguage());
    }

    public boolean hideFuture() {
        return node.getBoolean("hideFuture", false);
    }

    public void setHideFuture(boolean hide) {
        node.putBoolean("hideFuture", hide);
    }

    /** View › Hide All Comments: in a player's-eye view, none of the annotator's comments and marks (off by default). */
    public boolean hideAllComments() {
        return node.getBoolean("hideAllComments", false);
    }

    public void setHideAllComments(boolean hide) {
        node.putBoolean("hideAllComments", hide);
    }

    /** The window's last bounds (null when unknown or not valid). */
    public Rectangle windowBounds() {
        String[] p = node.get("window", "").split(",");
        if (p.length != 4) return null;
        try {
            Rectangle r = new Rectangle(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]),
                    Integer.parseInt(p[3]));
            return r.width >= 400 && r.height >= 300 ? r : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public void setWindowBounds(Rectangle r) {
        node.put("window", r.x + "," + r.y + "," + r.width + "," + r.height);
    }

    public boolean maximized() {
        return node.getBoolean("maximized", false);
    }

    public void setMaximized(boolean m) {
        node.putBoolean("maximized", m);
    }

    /** A divider location, or {@code fallback} when none was kept. */
    public int divider(String name, int fallback) {
        return node.getInt("divider." + name, fallback);
    }

    public void setDivider(String name, int location) {
        node.putInt("divider." + name, location);
    }

    /** Recent files, most recent first. */
    public List<Path> recentFiles() {
        List<Path> out = new ArrayList<>();
        for (String s : node.get(RECENT, "").split("\n")) {
            if (s.isBlank()) continue;
            try {
                out.add(Path.of(s));
            } catch (RuntimeException e) {
                // an unusable entry: drop it
            }
        }
        return out;
    }

    /** Puts the file first in the recent list (once), keeping at most {@link #MAX_RECENT}. */
    public void addRecentFile(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        List<Path> list = recentFiles();
        list.remove(abs);
        list.add(0, abs);
        setRecent(list);
    }

    public void removeRecentFile(Path file) {
        List<Path> list = recentFiles();
        list.remove(file.toAbsolutePath().normalize());
        setRecent(list);
    }

    public void clearRecentFiles() {
        setRecent(List.of());
    }

    private void setRecent(List<Path> list) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < Math.min(MAX_RECENT, list.size()); i++) {
            if (b.length() + list.get(i).toString().length() + 1 > Preferences.MAX_VALUE_LENGTH) break;
            if (i > 0) b.append('\n');
            b.append(list.get(i));
        }
        node.put(RECENT, b.toString());
    }

    /** The folder of the last file opened, or null. */
    public Path lastDirectory() {
        String s = node.get("lastDirectory", "");
        return s.isEmpty() ? null : Path.of(s);
    }

    public void setLastDirectory(Path dir) {
        node.put("lastDirectory", dir.toAbsolutePath().toString());
    }

    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            // preferences are a convenience: never fail the application for them
        }
    }
}
