package org.roundhouse.ui.rules;

import javax.swing.JLabel;
import javax.swing.JPanel;

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

    /** A {@link #hint} on a row of its own of a two-column form, under the field in the second column. */
    public static void hintRow(JPanel form, String text) {
        JLabel hint = hint(text);
        form.add(new JLabel(""));
        form.add(hint, "wrap");
    }
}
