package org.roundhouse.ui.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.rules.GenericOptions;

/**
 * The rule options' values in New Game's lists (issue #23): shown by their labels in the
 * language, while the value chosen stays the records' word.
 */
class OptionValuesTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** What each list of the form shows for each of its items, by the option's tag. */
    private static Map<String, List<String>> shown(GenericOptions form, RuleSet rules) {
        JPanel panel = new JPanel();
        form.layOut(panel);
        Map<String, List<String>> out = new java.util.LinkedHashMap<>();
        for (java.awt.Component c : panel.getComponents()) {
            if (!(c instanceof JComboBox<?> box)) continue;
            List<String> items = new ArrayList<>();
            @SuppressWarnings("unchecked")
            JComboBox<Object> b = (JComboBox<Object>) box;
            for (int i = 0; i < b.getItemCount(); i++) {
                JComponent r = (JComponent) b.getRenderer().getListCellRendererComponent(new JList<>(), b.getItemAt(i), i, false, false);
                items.add(((JLabel) r).getText());
            }
            out.put(c.getName().substring("newGame.option.".length()), items);
        }
        return out;
    }

    @Test
    void theNineteenthCenturysListsShowItalianWordsAndKeepTheRecordsWords() {
        RuleSet rules = RuleSets.require("nineteenth-century");
        Messages.setLocale(Locale.ITALIAN);
        GenericOptions form = new GenericOptions(rules);
        Map<String, List<String>> lists = shown(form, rules);
        assertThat(lists.get("OtherHalf")).containsExactly("la banca", "la cassa della compagnia");
        assertThat(lists.get("SalePrice")).containsExactly("il prezzo intero", "metà prezzo");
        assertThat(lists.get("IdleRoundLimit")).contains("nessuno (mai)", "10");
        java.util.regex.Pattern english = java.util.regex.Pattern.compile("\\b(bank|treasury|full|half|purchased|all|none|optional|forced"
                + "|placement|turn|yes|third|fourth)\\b");
        for (var e : lists.entrySet()) {
            for (String label : e.getValue()) assertThat(english.matcher(label).find()).as("%s: %s", e.getKey(), label).isFalse();
        }
        // the value stays the records' word
        assertThat(form.options()).containsEntry("OtherHalf", "bank").containsEntry("SalePrice", "full");
    }

    @Test
    void inEnglishTheListsShowTheRecordsWordsAsBefore() {
        RuleSet rules = RuleSets.require("nineteenth-century");
        Map<String, List<String>> lists = shown(new GenericOptions(rules), rules);
        for (RuleOption o : rules.options()) {
            if (!o.values().isEmpty() && !o.isYesNo()) assertThat(lists.get(o.tag())).as(o.tag()).isEqualTo(o.values());
        }
    }

    @Test
    void everyValueOfEveryRuleSetHasALabelOrIsANumberOrAName() {
        for (RuleSet rules : RuleSets.all()) {
            for (RuleOption o : rules.options()) {
                for (String v : o.values()) {
                    assertThat(OptionValues.KEYS.containsKey(v) || v.matches("\\d+")).as("%s %s: %s", rules.id(), o.tag(), v).isTrue();
                }
            }
        }
    }
}
