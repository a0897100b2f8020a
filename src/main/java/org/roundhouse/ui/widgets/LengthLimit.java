package org.roundhouse.ui.widgets;

import java.awt.Toolkit;

import javax.swing.text.AbstractDocument;
import javax.swing.text.AttributeSet;
import javax.swing.text.BadLocationException;
import javax.swing.text.DocumentFilter;
import javax.swing.text.JTextComponent;

/**
 * Holds a text component to at most so many characters, as a record can hold them: typing or
 * pasting past the limit keeps what fits and beeps, so nothing is accepted that could not be
 * saved and opened again.
 */
public final class LengthLimit extends DocumentFilter {
    private final int max;

    private LengthLimit(int max) {
        this.max = max;
    }

    /** Limits the component's document (a plain or styled document, as Swing's text components have). */
    public static void install(JTextComponent component, int max) {
        ((AbstractDocument) component.getDocument()).setDocumentFilter(new LengthLimit(max));
    }

    @Override
    public void insertString(FilterBypass fb, int offset, String text, AttributeSet attr) throws BadLocationException {
        replace(fb, offset, 0, text, attr);
    }

    @Override
    public void replace(FilterBypass fb, int offset, int length, String text, AttributeSet attrs) throws BadLocationException {
        if (text == null) {
            super.replace(fb, offset, length, null, attrs);
            return;
        }
        int room = max - (fb.getDocument().getLength() - length);
        if (text.length() > room) {
            Toolkit.getDefaultToolkit().beep();
            int keep = Math.max(0, room);
            // never split a surrogate pair
            if (keep > 0 && Character.isHighSurrogate(text.charAt(keep - 1))) keep--;
            text = text.substring(0, keep);
        }
        super.replace(fb, offset, length, text, attrs);
    }
}
