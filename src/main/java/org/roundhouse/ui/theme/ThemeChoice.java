package org.roundhouse.ui.theme;

import static org.roundhouse.text.Messages.UI;

/** The look the user chose: follow the system, or always light or dark. */
public enum ThemeChoice {
    SYSTEM("theme.system"), LIGHT("theme.light"), DARK("theme.dark");

    private final String key;

    ThemeChoice(String key) {
        this.key = key;
    }

    /** The choice's name in the menu, in the current language. */
    public String label() {
        return UI.text(key);
    }

    /** The choice with this name, or {@link #SYSTEM} for anything unknown. */
    public static ThemeChoice parse(String name) {
        for (ThemeChoice c : values()) if (c.name().equalsIgnoreCase(name)) return c;
        return SYSTEM;
    }
}
