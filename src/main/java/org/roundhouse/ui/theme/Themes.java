package org.roundhouse.ui.theme;

import java.awt.Toolkit;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import javax.swing.UIManager;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.extras.FlatAnimatedLafChange;
import com.formdev.flatlaf.util.SystemInfo;

/**
 * Installs the FlatLaf light or dark look. "Follow system" asks the desktop once: macOS
 * ({@code AppleInterfaceStyle}), Windows ({@code AppsUseLightTheme}) and GNOME-like
 * desktops ({@code color-scheme} / the GTK theme name); anything else is light.
 */
public final class Themes {
    private static volatile Boolean systemDark;

    private Themes() {
    }

    /** Installs the look for the choice (on the event thread, or before any window exists). */
    public static void install(ThemeChoice choice) {
        boolean dark = isDark(choice);
        UIManager.put("TitlePane.unifiedBackground", true);
        if (dark) FlatDarkLaf.setup();
        else FlatLightLaf.setup();
        UIManager.put("Tree.showDefaultIcons", false);
        UIManager.put("ScrollBar.showButtons", false);
        UIManager.put("Component.arrowType", "chevron");
        UIManager.put("TabbedPane.showTabSeparators", true);
    }

    /** Switches the look of every open window, with FlatLaf's fade. Event thread only. */
    public static void switchTo(ThemeChoice choice) {
        boolean animate = !Boolean.getBoolean("roundhouse.noAnimation");
        if (animate) FlatAnimatedLafChange.showSnapshot();
        install(choice);
        FlatLaf.updateUI();
        if (animate) FlatAnimatedLafChange.hideSnapshotWithAnimation();
    }

    /** Whether the choice means a dark look here. */
    public static boolean isDark(ThemeChoice choice) {
        return switch (choice) {
            case LIGHT -> false;
            case DARK -> true;
            case SYSTEM -> systemPrefersDark();
        };
    }

    /** The desktop's preference, asked once (at most a second) and remembered. */
    public static boolean systemPrefersDark() {
        Boolean d = systemDark;
        if (d == null) {
            d = askSystem();
            systemDark = d;
        }
        return d;
    }

    private static boolean askSystem() {
        try {
            if (SystemInfo.isMacOS) {
                return run("defaults", "read", "-g", "AppleInterfaceStyle").toLowerCase(Locale.ROOT).contains("dark");
            }
            if (SystemInfo.isWindows) {
                String out = run("reg", "query", "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
                        "/v", "AppsUseLightTheme");
                return out.contains("0x0");
            }
            if (SystemInfo.isLinux) {
                Object gtk = Toolkit.getDefaultToolkit().getDesktopProperty("gnome.Net/ThemeName");
                if (gtk != null && gtk.toString().toLowerCase(Locale.ROOT).contains("dark")) return true;
                String scheme = run("gsettings", "get", "org.gnome.desktop.interface", "color-scheme");
                return scheme.toLowerCase(Locale.ROOT).contains("dark");
            }
        } catch (RuntimeException e) {
            return false;
        }
        return false;
    }

    /** Output of a short command, or "" when it fails or takes longer than a second. */
    private static String run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getOutputStream().close();
            if (!p.waitFor(1, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "";
            }
            try (InputStream in = p.getInputStream()) {
                return new String(in.readNBytes(4096), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
