package org.roundhouse.ui.text;

import static org.roundhouse.text.Messages.UI;

import java.util.Map;

import javax.swing.JComboBox;

import org.roundhouse.ui.widgets.ItemRenderers;

/**
 * The values of the rule sets' options ({@code RuleOption.values}) as a list shows them: a
 * record's word ("bank", "half") stays the list's item, and so the value stored and written,
 * while the list shows its label in the language ("banca", "metà"). A value without a label
 * (a number, a deck recipe's id) is shown as it is. In English the labels are the words.
 */
public final class OptionValues {
    /** The records' words that have labels, and their keys. */
    static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("yes", "optionValue.yes"),
            Map.entry("no", "optionValue.no"),
            Map.entry("third", "optionValue.third"),
            Map.entry("fourth", "optionValue.fourth"),
            Map.entry("bank", "optionValue.bank"),
            Map.entry("treasury", "optionValue.treasury"),
            Map.entry("full", "optionValue.full"),
            Map.entry("half", "optionValue.half"),
            Map.entry("purchased", "optionValue.purchased"),
            Map.entry("all", "optionValue.all"),
            Map.entry("none", "optionValue.none"),
            Map.entry("optional", "optionValue.optional"),
            Map.entry("forced", "optionValue.forced"),
            Map.entry("placement", "optionValue.placement"),
            Map.entry("turn", "optionValue.turn"));

    private OptionValues() {
    }

    /** The value's label in the current language, or the value itself where it has none. */
    public static String label(String value) {
        String key = value == null ? null : KEYS.get(value);
        return key == null ? String.valueOf(value) : UI.text(key);
    }

    /** Makes {@code box}, a list of option values, show their labels; its items stay the values. */
    public static void showLabels(JComboBox<String> box) {
        box.setRenderer(ItemRenderers.words(String.class, OptionValues::label));
    }
}
