package org.roundhouse.ui.rules.base;

import static org.roundhouse.text.Messages.UI;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.ui.widgets.ItemRenderers;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseRuleSet;
import org.roundhouse.engine.base.TwoPlayerLastRow;
import org.roundhouse.ui.rules.OptionsForm;

/**
 * The base game's options on the New Game dialog: the share deck's recipe beside the rule
 * set, the two-player rules (for two players only) with the row of their last payment, and
 * the dead-track rule.
 */
public final class BaseOptionsForm implements OptionsForm {
    private final JComboBox<DeckRecipe> recipe = new JComboBox<>(Recipes.all().toArray(new DeckRecipe[0]));
    private final JCheckBox twoPlayer = new JCheckBox(UI.text("options.twoPlayer"), true);
    private final JComboBox<TwoPlayerLastRow> lastRow = new JComboBox<>(TwoPlayerLastRow.values());
    private final JLabel lastRowLabel = new JLabel(UI.text("options.lastRow"));
    private final JCheckBox deadTrack = new JCheckBox(UI.text("options.deadTrack"), false);
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private int players = 3;

    public BaseOptionsForm() {
        recipe.setName("newGame.recipe");
        recipe.setSelectedItem(Recipes.standard());
        recipe.setRenderer(ItemRenderers.words(DeckRecipe.class, DeckRecipe::id));
        twoPlayer.setName("newGame.twoPlayer");
        deadTrack.setName("newGame.deadTrack");
        lastRow.setName("newGame.twoPlayerLastRow");
        lastRow.setRenderer(ItemRenderers.words(TwoPlayerLastRow.class, BaseOptionsForm::rowText));
        lastRow.setToolTipText(UI.text("options.lastRow.tip"));
        lastRowLabel.setLabelFor(lastRow);
        recipe.addActionListener(e -> fire());
        twoPlayer.addActionListener(e -> {
            showLastRow();
            fire();
        });
        lastRow.addActionListener(e -> fire());
        deadTrack.addActionListener(e -> fire());
    }

    @Override
    public JComponent gameRow() {
        JPanel p = new JPanel(new MigLayout("insets 0", "[][]"));
        p.add(new JLabel(UI.text("decks.shareDeck")));
        p.add(recipe);
        return p;
    }

    @Override
    public void layOut(JPanel form) {
        form.add(new JLabel(""));
        form.add(twoPlayer, "split 2");
        form.add(deadTrack, "wrap");
        form.add(new JLabel(""));
        form.add(lastRowLabel, "split 3, gapleft 24, growx 0");
        form.add(lastRow, "growx 0");
        form.add(new JLabel(""), "pushx, wrap");
    }

    @Override
    public void setPlayers(int n) {
        players = n;
        // the two-player rules exist for two players only
        twoPlayer.setVisible(n == 2);
        showLastRow();
    }

    /** The row of the last payment is a choice only under the two-player rules. */
    private void showLastRow() {
        boolean shown = players == 2 && twoPlayer.isSelected();
        lastRow.setVisible(shown);
        lastRowLabel.setVisible(shown);
    }

    /** "third row (15/12/9/6/3)". */
    public static String rowText(TwoPlayerLastRow r) {
        int[] row = BaseGame.unionPacificTable(r.row());
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < row.length; i++) b.append(i > 0 ? "/" : "").append(row[i]);
        return UI.text(r == TwoPlayerLastRow.THIRD ? "options.row.third" : "options.row.fourth", b.toString());
    }

    /** The chosen row; the default when the two-player rules are not played (so no record names a row it does not use). */
    private TwoPlayerLastRow lastRow() {
        return players == 2 && twoPlayer.isSelected() ? (TwoPlayerLastRow) lastRow.getSelectedItem() : TwoPlayerLastRow.THIRD;
    }

    @Override
    public Map<String, String> options() {
        Map<String, String> o = new LinkedHashMap<>();
        o.put(BaseRuleSet.RECIPE, ((DeckRecipe) recipe.getSelectedItem()).id());
        o.put(BaseRuleSet.TWO_PLAYER_RULES, players != 2 || twoPlayer.isSelected() ? "yes" : "no");
        o.put(BaseRuleSet.TWO_PLAYER_LAST_ROW, lastRow().word());
        o.put(BaseRuleSet.DEAD_TRACK_RULE, deadTrack.isSelected() ? "yes" : "no");
        return o;
    }

    @Override
    public void addChangeListener(Runnable r) {
        listeners.add(r);
    }

    private void fire() {
        for (Runnable r : listeners) r.run();
    }
}
