package org.roundhouse.ui.workbench;

import java.awt.Font;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Derived fonts, made once: {@link Font#deriveFont} builds a new font (and its caches) on every call. Event thread only. */
final class Fonts {
    private static final Map<List<Object>, Font> CACHE = new HashMap<>();

    private Fonts() {
    }

    static Font derive(Font base, int style, float size) {
        List<Object> key = List.of(base, style, size);
        Font f = CACHE.get(key);
        if (f == null) {
            if (CACHE.size() > 128) CACHE.clear();
            f = base.deriveFont(style, size);
            CACHE.put(key, f);
        }
        return f;
    }

    static Font derive(Font base, int style) {
        return derive(base, style, base.getSize2D());
    }
}
