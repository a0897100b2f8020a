package org.roundhouse.ui.entry;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Window;
import java.util.Optional;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.ui.rules.HandsForm;
import org.roundhouse.ui.rules.registry.Workbenches;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.DealEdit;
import org.roundhouse.ui.text.Terms;

/**
 * Edit ▸ Fill In Hands: the hands of the deal, with the cards nobody recorded at "?", to
 * be filled in once they are known (or corrected). Every move of the record must stay
 * legal with the new hands; the change is one undoable edit.
 */
public final class HandsDialog extends JDialog {
    private final GameDocument document;
    private final HandsForm hands;
    private final JLabel error = new JLabel(" ");
    private final JButton ok = new JButton(UI.text("hands.apply"));

    private HandsDialog(Window owner, GameDocument document, HandsForm hands) {
        super(owner, UI.text("hands.title"), ModalityType.APPLICATION_MODAL);
        setName("handsDialog");
        this.document = document;
        this.hands = hands;
        Optional<String> why = problem();
        if (why.isPresent() && !why.get().isEmpty()) {
            // what the main line shows may not fit a what-if line that played those cards otherwise: then start from the deal as recorded
            hands.reset();
            why = Optional.of("");
        }
        int filled = hands.filled();
        JPanel form = new JPanel(new MigLayout("insets 12 16 8 16, fillx", "[grow, fill]"));
        JLabel hint = new JLabel(UI.text("hands.hint", filled > 0 ? UI.text("hands.hint.filled", filled) : ""));
        hint.setName("hands.hint");
        form.add(hint, "wmin 300, wrap");
        form.add(hands.component(), "wrap");
        error.setName("hands.error");
        error.setBorder(BorderFactory.createEmptyBorder(4, 0, 0, 0));
        form.add(error, "wrap");
        ok.setName("hands.ok");
        ok.addActionListener(e -> apply());
        JButton cancel = new JButton(UI.text("dialog.cancel"));
        cancel.setName("hands.cancel");
        cancel.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new MigLayout("insets 4 16 12 16, fillx", "[grow][][]"));
        buttons.add(new JLabel(""));
        buttons.add(cancel, "sg b");
        buttons.add(ok, "sg b");
        getContentPane().add(form, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(ok);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        hands.addChangeListener(this::check);
        show(why);
        pack();
        setLocationRelativeTo(owner);
    }

    /** Shows the dialog for the document; the change is made as an edit of the document. */
    public static void show(Component parent, GameDocument document) {
        Window owner = parent == null ? null : SwingUtilities.getWindowAncestor(parent);
        Optional<HandsForm> form = Workbenches.entry(document.replay().game()).handsForm(document);
        if (form.isEmpty()) {
            JOptionPane.showMessageDialog(parent, UI.text("hands.none", document.replay().game().ruleSet().title()),
                    UI.text("hands.title"), JOptionPane.INFORMATION_MESSAGE);
            return;
        }
        new HandsDialog(owner, document, form.get()).setVisible(true);
    }

    private GameSetup setup() {
        return hands.setup();
    }

    private Optional<String> problem() {
        GameSetup next = setup();
        if (next.equals(document.record().setup())) return Optional.of("");
        return DealEdit.check(document.record(), next);
    }

    private void check() {
        show(problem());
    }

    /** Shows what the check found: empty when the hands fit every move, "" when nothing changed, else the reason. */
    private void show(Optional<String> why) {
        ok.setEnabled(why.isEmpty());
        error.setText(why.isEmpty() ? UI.text("hands.legal") : why.get().isEmpty() ? " " : Terms.capital(why.get()) + ".");
        Color c = why.isEmpty() ? UIManager.getColor("Label.disabledForeground") : UIManager.getColor("Component.error.focusedBorderColor");
        error.setForeground(c == null ? Color.GRAY : why.isEmpty() ? c : c.darker());
    }

    private void apply() {
        if (problem().isPresent()) return;
        GameRecord record = document.record();
        document.execute(DealEdit.of(record, setup()));
        dispose();
    }
}
