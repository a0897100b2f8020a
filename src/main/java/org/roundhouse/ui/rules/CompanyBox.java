package org.roundhouse.ui.rules;

import java.awt.Component;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JList;
import org.roundhouse.board.Board;

/**
 * The drop-down of company shares the deal forms ask with: a blank choice first ("?" for a card
 * nobody wrote down, "—" for one entered later with the moves), then companies shown by their
 * abbreviation and colour swatch.
 */
public final class CompanyBox {
    private CompanyBox() {
    }

    /**
     * A box of {@code blank} (shown as {@code blankText}, without a swatch) followed by the
     * companies {@code 0} to {@code last}, listing every item without a scroll bar.
     */
    public static JComboBox<Integer> of(Board board, int blank, String blankText, int last) {
        Integer[] items = new Integer[last + 2];
        items[0] = blank;
        for (int c = 0; c <= last; c++) items[c + 1] = c;
        JComboBox<Integer> box = new JComboBox<>(items);
        box.setMaximumRowCount(items.length);
        box.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                int c = value == null ? blank : (Integer) value;
                super.getListCellRendererComponent(list, c == blank ? blankText : Cards.abbr(board, c), index, sel, focus);
                setIcon(c == blank ? null : Cards.swatch(board, c));
                return this;
            }
        });
        return box;
    }

    /** {@link #of} with every company but Union Pacific (the last). */
    public static JComboBox<Integer> withoutUnionPacific(Board board, int blank, String blankText) {
        return of(board, blank, blankText, board.companyCount() - 1);
    }

    /** {@link #of} with every company and Union Pacific. */
    public static JComboBox<Integer> withUnionPacific(Board board, int blank, String blankText) {
        return of(board, blank, blankText, board.companyCount());
    }
}
