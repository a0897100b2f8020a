package org.roundhouse.ui.rules;

import java.awt.Component;
import java.util.Locale;
import javax.swing.ComboBoxModel;
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
        box.setKeySelectionManager(new ByAbbreviation(board, blank, blankText));
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

    /**
     * Typing picks a company by its abbreviation, as the box shows it ("K" picks KCC, "KC" too;
     * letters typed within a second add up, a letter alone again starts over), where the
     * default would match the items' numbers.
     */
    static final class ByAbbreviation implements JComboBox.KeySelectionManager {
        private static final long TYPED_TOGETHER_NANOS = 1_000_000_000L;
        private final Board board;
        private final int blank;
        private final String blankText;
        private String typed = "";
        private long lastKey;

        ByAbbreviation(Board board, int blank, String blankText) {
            this.board = board;
            this.blank = blank;
            this.blankText = blankText;
        }

        @Override
        public int selectionForKey(char key, ComboBoxModel<?> model) {
            long now = System.nanoTime();
            String letter = String.valueOf(key).toUpperCase(Locale.ROOT);
            typed = now - lastKey < TYPED_TOGETHER_NANOS ? typed + letter : letter;
            lastKey = now;
            int found = find(typed, model);
            if (found < 0 && typed.length() > 1) found = find(typed = letter, model);
            return found;
        }

        private int find(String prefix, ComboBoxModel<?> model) {
            for (int i = 0; i < model.getSize(); i++) {
                Object item = model.getElementAt(i);
                int c = item == null ? blank : (Integer) item;
                String text = c == blank ? blankText : Cards.abbr(board, c);
                if (text.toUpperCase(Locale.ROOT).startsWith(prefix)) return i;
            }
            return -1;
        }
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
