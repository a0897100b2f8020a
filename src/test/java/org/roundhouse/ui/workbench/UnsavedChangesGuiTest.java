package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.testing.GuiTests;

/** What would lose unsaved changes asks first: Save…, Don't Save (go on) or Cancel (stay). */
class UnsavedChangesGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(15);
    @TempDir
    Path dir;
    private WorkbenchOnScreen screen;
    private WorkbenchWindow frame;

    @BeforeEach
    void setUp() {
        screen = WorkbenchOnScreen.open(gui, "unsaved", dir);
        frame = screen.frame;
        GuiActionRunner.execute(() -> {
            GameDocument d = frame.model().document();
            MoveNode third = d.record().mainLine().get(3);
            d.execute(new CommentEdit(third, "a change not yet saved"));
        });
        assertThat(GuiActionRunner.execute(() -> frame.model().document().isModified())).isTrue();
    }

    /** Asks to go on (later on the event thread: the dialog is modal), answers with Escape or Don't Save; whether it went on. */
    private AtomicBoolean whenSafe(boolean escape) {
        AtomicBoolean went = new AtomicBoolean();
        javax.swing.SwingUtilities.invokeLater(() -> frame.whenSafe("opening the sample game", () -> went.set(true)));
        DialogFixture dialog = screen.window.dialog("unsavedDialog");
        assertThat(dialog.target().getTitle()).isEqualTo("Unsaved Changes");
        assertThat(GuiActionRunner.execute(() -> ((javax.swing.JOptionPane) ((javax.swing.JDialog) dialog.target()).getContentPane().getComponent(0))
                .getMessage().toString())).endsWith("has unsaved changes. Save them before opening the sample game?");
        if (escape) {
            GuiTests.pressIn(gui.robot(), dialog.target(), KeyEvent.VK_ESCAPE);
        } else {
            GuiTests.ready(gui.robot(), dialog.target());
            GuiTests.press(gui.robot(), dialog.button(new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JButton>(javax.swing.JButton.class) {
                @Override
                protected boolean isMatching(javax.swing.JButton b) {
                    return "Don't Save".equals(b.getText());
                }
            }), () -> !dialog.target().isShowing());
        }
        screen.waitFor("the dialog to close", () -> !dialog.target().isShowing(), 10_000);
        return went;
    }

    @Test
    void dontSaveGoesOnAndEscapeStays() {
        assertThat(whenSafe(true).get()).as("closed with Escape: nothing done").isFalse();
        assertThat(GuiActionRunner.execute(() -> frame.model().document().isModified())).isTrue();
        AtomicBoolean went = whenSafe(false);
        screen.waitFor("the action to run", went::get, 10_000);
    }
}
