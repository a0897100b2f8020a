package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.edit.Autosave;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.TestGames;

/**
 * The workbench's file handling in Italian (issue #23): a broken record's error dialog, Opening
 * cancelled, the question before closing with unsaved changes (cancelled), the restore offer
 * (not now) and the Open chooser, with Swing's own buttons, show no English word beyond file
 * names, player names and the reader's reason.
 */
class ItalianFilesGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    Path dir;

    private Robot robot;
    private WorkbenchPrefs prefs;
    private WorkbenchWindow frame;
    private FrameFixture window;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "italianFiles");
        prefs.setLanguage(Locale.ITALIAN);
        gui.afterTest(() -> Messages.setLocale(Locale.ENGLISH));
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private static String it(String key) {
        return Messages.UI.text(Locale.ITALIAN, key);
    }

    /** Words only English would show ("Home", the chooser's tip for the home folder, is Swing's Italian too). */
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|The|and|of|from|was|is|it|Line|line|lines|move|moves|open|Open|opened"
            + "|Opening|cancelled|Saving|Save|saving|kept|rest|Nothing|could|part|error|setup|cursor|Restore|Unsaved|unsaved|work|copies"
            + "|properly|closed|changes|them|before|closing|game|Game|Don't|Not|Now|Discard|Problem|Cancel|Look|Name|Files|Type|All"
            + "|Up|Level|Details|List|Folder)\\b");

    /** The English words in the texts, once the names (file, players, the reason handed in) are taken out. */
    private static List<String> english(List<String> texts, String... names) {
        List<String> found = new java.util.ArrayList<>();
        for (String text : texts) {
            if (text == null) continue;
            String plain = text.replaceAll("<[^>]*>", " ");
            for (String n : names) plain = plain.replace(n, " ");
            Matcher m = ENGLISH.matcher(plain);
            while (m.find()) found.add(m.group() + " in \"" + text + "\"");
        }
        return found;
    }

    /** A dialog's title, its option pane's message (if any), and every label, button and tool tip in it. */
    private static List<String> shownText(JDialog d) {
        List<String> out = new java.util.ArrayList<>(List.of(d.getTitle()));
        java.util.ArrayDeque<java.awt.Component> todo = new java.util.ArrayDeque<>(List.of(d.getContentPane()));
        while (!todo.isEmpty()) {
            java.awt.Component c = todo.pop();
            if (!c.isShowing()) continue;
            if (c instanceof JOptionPane p) out.add(String.valueOf(p.getMessage()));
            if (c instanceof JLabel l) out.add(l.getText());
            if (c instanceof AbstractButton b) {
                out.add(b.getText());
                out.add(b.getToolTipText());
            }
            if (c instanceof java.awt.Container k) todo.addAll(List.of(k.getComponents()));
        }
        return out;
    }

    private static String message(DialogFixture d) {
        return onEdt(() -> String.valueOf(((JOptionPane) ((JDialog) d.target()).getContentPane().getComponent(0)).getMessage()));
    }

    private static List<String> buttons(DialogFixture d) {
        return onEdt(() -> {
            List<String> out = new java.util.ArrayList<>();
            java.util.ArrayDeque<java.awt.Component> todo = new java.util.ArrayDeque<>(List.of(((JDialog) d.target()).getContentPane()));
            while (!todo.isEmpty()) {
                java.awt.Component c = todo.pop();
                if (c instanceof javax.swing.JButton b) out.add(b.getText());
                if (c instanceof java.awt.Container k) todo.addAll(List.of(k.getComponents()));
            }
            return out;
        });
    }

    /** A record whose move 8 is illegal; its line (1-based) is returned through {@code line}. */
    private Path brokenRecord(int[] line) throws Exception {
        Path good = dir.resolve("serata.upn");
        RecordSaver.save(TestGames.random(4, 7), good);
        List<String> lines = Files.readAllLines(good, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).matches("^8\\.\\w .*")) line[0] = i;
        }
        assertThat(line[0]).isPositive();
        lines.set(line[0], lines.get(line[0]).replaceFirst("^8\\.(\\w) ", "8.$1 +M ZZ:NOWHERE "));
        line[0]++;
        Path broken = dir.resolve("rotta.upn");
        Files.write(broken, lines, StandardCharsets.UTF_8);
        return broken;
    }

    @Test
    void inItalianTheFileDialogsShowNoEnglish() throws Exception {
        int[] line = new int[1];
        Path broken = brokenRecord(line);
        Messages.setLocale(Locale.ITALIAN);
        String reason = RecordLoader.load(broken).error().orElseThrow().reason();
        Messages.setLocale(Locale.ENGLISH);

        frame = onEdt(() -> {
            WorkbenchWindow w = WorkbenchApp.launch(broken, prefs);
            w.setBounds(0, 0, 1280, 860);
            return w;
        });
        window = gui.fixture(frame);
        onEdt(() -> {
            frame.setLocation(0, 0);
            return null;
        });

        // the open error
        DialogFixture error = window.dialog("loadErrorDialog", timeout(30_000));
        GuiTests.ready(robot, error.target());
        assertThat(error.target().getTitle()).isEqualTo("Problema in rotta.upn");
        assertThat(message(error)).startsWith("Riga " + line[0] + ", mossa 8").contains(reason)
                .contains("È aperta la parte prima dell'errore, fino alla mossa 7, dove ora si trova il cursore.");
        List<String> shown = onEdt(() -> shownText((JDialog) error.target()));
        assertThat(english(shown, reason, "rotta.upn")).isEmpty();
        GuiTests.pressIn(robot, error.target(), KeyEvent.VK_ENTER);
        gui.waitFor("the part before the error", () -> frame.model().hasDocument() && !frame.isLoading(), 30_000);
        assertThat(onEdt(() -> frame.getTitle())).startsWith("rotta.upn");

        // Opening cancelled, in the status bar
        String status = onEdt(() -> {
            frame.open(dir.resolve("serata.upn"));
            frame.cancelOpening();
            return ((JLabel) robot.finder().findByName(frame, "status.message", false)).getText();
        });
        assertThat(status).isEqualTo("Apertura annullata");

        // an edit, then closing the window: the unsaved-changes question, cancelled
        onEdt(() -> {
            MoveNode third = frame.model().document().record().mainLine().get(3);
            frame.model().document().execute(new CommentEdit(third, "una modifica non salvata"));
            return null;
        });
        javax.swing.SwingUtilities.invokeLater(() -> frame.dispatchEvent(new WindowEvent(frame, WindowEvent.WINDOW_CLOSING)));
        DialogFixture unsaved = window.dialog("unsavedDialog", timeout(10_000));
        GuiTests.ready(robot, unsaved.target());
        assertThat(unsaved.target().getTitle()).isEqualTo("Modifiche non salvate");
        assertThat(message(unsaved)).isEqualTo("“rotta.upn” ha modifiche non salvate. Salvarle prima di chiudere?");
        assertThat(buttons(unsaved)).containsExactly("Salva…", "Non salvare", "Annulla");
        assertThat(english(onEdt(() -> shownText((JDialog) unsaved.target())), "rotta.upn")).isEmpty();
        GuiTests.press(robot, unsaved.button(new GenericTypeMatcher<javax.swing.JButton>(javax.swing.JButton.class) {
            @Override
            protected boolean isMatching(javax.swing.JButton b) {
                return "Annulla".equals(b.getText());
            }
        }), () -> !unsaved.target().isShowing());
        gui.waitFor("the question to close", () -> !unsaved.target().isShowing(), 10_000);
        assertThat(onEdt(() -> frame.isDisplayable() && frame.model().document().isModified())).as("cancelled: the window stays").isTrue();

        // the restore offer of work a session left, not now
        Autosave.Orphan left = new Autosave.Orphan(dir.resolve("autosave-1.upn"), dir.resolve("autosave-1.properties"), "serata.upn",
                Optional.of(dir.resolve("serata.upn")), Instant.parse("2026-11-28T21:40:00Z"), "", Optional.empty(), "");
        AtomicReference<Boolean> restored = new AtomicReference<>();
        javax.swing.SwingUtilities.invokeLater(() -> restored.set(frame.offerRestore(List.of(left, left))));
        DialogFixture offer = window.dialog("restoreDialog", timeout(10_000));
        GuiTests.ready(robot, offer.target());
        assertThat(offer.target().getTitle()).isEqualTo("Ripristina il lavoro non salvato");
        assertThat(message(offer)).contains("Roundhouse non è stato chiuso correttamente.").contains("nov 2026")
                .contains("È conservata anche una copia più vecchia.");
        assertThat(buttons(offer)).containsExactly("Ripristina", "Scarta", "Non ora");
        assertThat(english(onEdt(() -> shownText((JDialog) offer.target())), "serata.upn", "Roundhouse")).isEmpty();
        GuiTests.pressIn(robot, offer.target(), KeyEvent.VK_ESCAPE);
        gui.waitFor("the offer to be answered", () -> restored.get() != null, 10_000);
        assertThat(restored.get()).isFalse();

        // File ▸ Open…: the chooser's own words in Italian too
        window.menuItemWithPath(it("menu.file"), it("file.open")).click();
        JFileChooserFixture chooser = window.fileChooser("openChooser");
        JDialog chooserDialog = onEdt(() -> (JDialog) javax.swing.SwingUtilities.getWindowAncestor(chooser.target()));
        assertThat(onEdt(chooserDialog::getTitle)).isEqualTo("Apri una registrazione di partita");
        List<String> chooserText = onEdt(() -> shownText(chooserDialog));
        assertThat(chooserText).contains("Apri", "Annulla");
        assertThat(english(chooserText, dir.getFileName().toString(), "serata.upn", "rotta.upn")).isEmpty();
        GuiTests.press(robot, new DialogFixture(robot, chooserDialog).button(org.assertj.swing.core.matcher.JButtonMatcher.withText("Annulla")),
                () -> !chooser.target().isShowing());
    }
}
