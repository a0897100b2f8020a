package org.roundhouse.ui.theme;

/** The look the user chose: follow the system, or always light or dark. */
public enum ThemeChoice {
    SYSTEM("Follow System"), LIGHT("Light"), DARK("Dark");

    private final String label;

    ThemeChoice(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The choice with this name, or {@link #SYSTEM} for anything unknown. */
    public static ThemeChoice parse(String name) {
        for (ThemeChoice c : values()) if (c.name().equalsIgnoreCase(name)) return c;
        return SYSTEM;
    }
}
