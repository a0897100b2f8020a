package org.roundhouse.ui.theme;

import java.awt.Image;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.swing.Icon;

import com.formdev.flatlaf.extras.FlatSVGIcon;
import com.formdev.flatlaf.extras.FlatSVGUtils;

/**
 * The workbench's SVG icons, crisp at any scale and recoloured for dark themes by FlatLaf
 * (they use IntelliJ's action colours, e.g. {@code #6E6E6E}). The sources live in the
 * project's {@code icons/} folder, which the build copies onto the class path.
 */
public final class Icons {
    /** Where the icons are on the class path. */
    public static final String PATH = "org/roundhouse/ui/icons/";
    private static final Map<String, CachedIcon> CACHE = new ConcurrentHashMap<>();

    private Icons() {
    }

    /** The icon {@code name} (file name without {@code .svg}) at 16×16. */
    public static Icon get(String name) {
        return get(name, 16);
    }

    /** The icon at the given size in (unscaled) pixels. */
    public static Icon get(String name, int size) {
        return CACHE.computeIfAbsent(name + "@" + size, k -> {
            FlatSVGIcon base = new FlatSVGIcon(PATH + name + ".svg", Icons.class.getClassLoader());
            if (!base.hasFound()) throw new IllegalArgumentException("no icon " + name);
            return new CachedIcon(base.derive(size, size));
        });
    }

    /** The application icon in the sizes a window wants. */
    public static List<Image> windowIcons() {
        return FlatSVGUtils.createWindowIconImages("/" + PATH + "roundhouse.svg");
    }
}
