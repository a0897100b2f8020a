package org.roundhouse.ui.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;

/**
 * A rule set's options as {@link RuleSet#options()} describes them: a switch is a check box,
 * a choice a list of its values, an open value (a deck recipe id) a text field, each at its
 * default, each labelled as the rule set labels it.
 */
public final class GenericOptions implements OptionsForm {
    private final List<RuleOption> options;
    private final List<JComponent> fields = new ArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public GenericOptions(RuleSet ruleSet) {
        this(ruleSet, Map.of());
    }

    /**
     * @param choices for options whose values the rule set checks itself (an open value), the
     *     values a plugin knows to offer, by tag: a list of them instead of a text field
     */
    public GenericOptions(RuleSet ruleSet, Map<String, List<String>> choices) {
        this.options = ruleSet.options();
        for (RuleOption o : options) {
            JComponent f;
            if (o.isYesNo()) {
                JCheckBox box = new JCheckBox(o.label(), RuleOption.YES.equals(o.defaultValue()));
                box.addActionListener(e -> fire());
                f = box;
            } else if (!o.values().isEmpty() || choices.containsKey(o.tag())) {
                List<String> values = o.values().isEmpty() ? choices.get(o.tag()) : o.values();
                JComboBox<String> box = new JComboBox<>(values.toArray(new String[0]));
                org.roundhouse.ui.text.OptionValues.showLabels(box);
                box.setSelectedItem(o.defaultValue());
                box.addActionListener(e -> fire());
                f = box;
            } else {
                JTextField t = new JTextField(o.defaultValue(), 14);
                t.getDocument().addDocumentListener(new DocumentListener() {
                    public void insertUpdate(DocumentEvent e) { fire(); }
                    public void removeUpdate(DocumentEvent e) { fire(); }
                    public void changedUpdate(DocumentEvent e) { fire(); }
                });
                f = t;
            }
            f.setName("newGame.option." + o.tag());
            if (!o.meaning().isEmpty()) f.setToolTipText(o.meaning());
            fields.add(f);
        }
    }

    @Override
    public JComponent gameRow() {
        return null;
    }

    @Override
    public void layOut(JPanel form) {
        for (int i = 0; i < options.size(); i++) {
            JComponent f = fields.get(i);
            form.add(new JLabel(f instanceof JCheckBox ? "" : options.get(i).label()));
            form.add(f, "growx 0, wrap");
        }
    }

    @Override
    public void setPlayers(int players) {
    }

    @Override
    public Map<String, String> options() {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < options.size(); i++) {
            JComponent f = fields.get(i);
            String v = f instanceof JCheckBox b ? (b.isSelected() ? RuleOption.YES : RuleOption.NO)
                    : f instanceof JComboBox<?> c ? String.valueOf(c.getSelectedItem()) : ((JTextField) f).getText().trim();
            out.put(options.get(i).tag(), v);
        }
        return out;
    }

    @Override
    public void addChangeListener(Runnable r) {
        listeners.add(r);
    }

    private void fire() {
        for (Runnable r : listeners) r.run();
    }
}
