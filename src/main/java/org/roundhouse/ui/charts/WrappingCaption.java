package org.roundhouse.ui.charts;

import java.awt.Dimension;
import java.awt.Insets;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JTextArea;
import javax.swing.UIManager;

/**
 * A caption in the muted label colour, wrapped at words to the width it is given: one line more
 * rather than cut off. Its height follows its width (it lays out again once the width is known).
 * {@link #reserveHeightOf} keeps the height of a longer text while a shorter one shows, so that a
 * caption that counts up (an estimate under way) does not make the layout below it jump.
 */
final class WrappingCaption extends JTextArea {
    /** Texts whose height the caption keeps at least (none: only its own). */
    private List<String> reserve = List.of();
    private JTextArea measure;

    WrappingCaption(int top, int left, int bottom, int right) {
        setEditable(false);
        setFocusable(false);
        setLineWrap(true);
        setWrapStyleWord(true);
        setOpaque(false);
        setBorder(BorderFactory.createEmptyBorder(top, left, bottom, right));
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                // the height follows the width: lay out again once the width is known
                if (getPreferredSize().height != getHeight()) revalidate();
            }
        });
    }

    @Override
    public void updateUI() {
        super.updateUI();
        setFont(UIManager.getFont("Label.font"));
        setForeground(UIManager.getColor("Label.disabledForeground"));
        setOpaque(false);
        measure = null;
    }

    /**
     * Keeps at least the height the tallest of {@code texts} would take at the caption's width
     * (none: no more than its own text's), until called again.
     */
    void reserveHeightOf(String... texts) {
        List<String> r = List.of(texts);
        if (r.equals(reserve)) return;
        reserve = r;
        revalidate();
    }

    @Override
    public void setText(String t) {
        boolean same = java.util.Objects.equals(t, getText());
        super.setText(t);
        // a text of another length may wrap to another number of lines
        if (!same) revalidate();
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        if (getWidth() > 0) {
            for (String r : reserve) d.height = Math.max(d.height, heightAt(r, getWidth()));
        }
        return d;
    }

    /** The height {@code text} takes wrapped at {@code width}, borders included. */
    private int heightAt(String text, int width) {
        if (measure == null) {
            measure = new JTextArea();
            measure.setLineWrap(true);
            measure.setWrapStyleWord(true);
        }
        measure.setFont(getFont());
        Insets in = getInsets();
        measure.setBorder(BorderFactory.createEmptyBorder(in.top, in.left, in.bottom, in.right));
        measure.setText(text);
        measure.setSize(width, Short.MAX_VALUE);
        return measure.getPreferredSize().height;
    }
}
