package org.roundhouse.ui.rules;

import javax.swing.JLabel;

/** Small pieces the rule sets' forms share. */
public final class FormParts {
    private FormParts() {
    }

    /** A line of help under a field, in the look's small type. */
    public static JLabel hint(String text) {
        JLabel hint = new JLabel(text);
        hint.putClientProperty("FlatLaf.styleClass", "small");
        return hint;
    }
}
