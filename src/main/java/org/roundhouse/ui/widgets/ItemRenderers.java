package org.roundhouse.ui.widgets;

import java.awt.Component;
import java.util.function.Function;

import javax.swing.DefaultListCellRenderer;
import javax.swing.Icon;
import javax.swing.JList;

/** The renderers of lists and combo boxes that show their items as words (and an icon), written once. */
public final class ItemRenderers {
    private ItemRenderers() {
    }

    /** Shows each item as {@code text} and {@code icon} make it; no item ({@code null}) as nothing. */
    public static <T> DefaultListCellRenderer of(Function<T, String> text, Function<T, Icon> icon) {
        return new DefaultListCellRenderer() {
            @Override
            @SuppressWarnings("unchecked")
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                super.getListCellRendererComponent(list, value == null ? "" : text.apply((T) value), index, sel, focus);
                setIcon(value == null ? null : icon.apply((T) value));
                return this;
            }
        };
    }

    /** Shows the items of {@code type} as {@code text} makes them, any other item as it is. */
    public static <T> DefaultListCellRenderer words(Class<T> type, Function<? super T, String> text) {
        return new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                return super.getListCellRendererComponent(list, type.isInstance(value) ? text.apply(type.cast(value)) : value, index, sel, focus);
            }
        };
    }
}
