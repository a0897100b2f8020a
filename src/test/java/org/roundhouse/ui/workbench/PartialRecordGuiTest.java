package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;

/**
 * A record with an illegal move in the middle, opened and saved as a new user would: the
 * part before the error opens, and saving it keeps every line of the file.
 */
@org.junit.jupiter.api.Timeout(value = 120, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class PartialRecordGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(15);
    @TempDir
    Path dir;

    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    private WorkbenchOnScreen screen;

    @BeforeEach
    void setUp() {
        screen = WorkbenchOnScreen.open(gui, "partial", dir);
        robot = screen.robot;
        prefs = screen.prefs;
        frame = screen.frame;
        window = screen.window;
    }

    private void waitFor(String what, Supplier<Boolean> test) {
        screen.waitFor(what, test, 30_000);
    }

    private <T> T onEdt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    private static String messageOf(DialogFixture dialog) {
        return GuiActionRunner.execute(() -> ((JOptionPane) ((JDialog) dialog.target()).getContentPane().getComponent(0))
                .getMessage().toString());
    }

    /** The annotated sample with move 13 changed to {@code UMR:CAS-XYZ}, as the issue describes. */
    private Path brokenSample() throws Exception {
        String text = Files.readString(Path.of("sample-games/annotated-4p.upn"));
        assertThat(text).contains("13.A +M UMR:CAS-SLC");
        Path file = dir.resolve("annotated-4p.upn");
        Files.writeString(file, text.replace("13.A +M UMR:CAS-SLC", "13.A +M UMR:CAS-XYZ"));
        return file;
    }

    /** Opens the file, checks the error dialog names line, move and player, and closes it. */
    private String open(Path file) {
        GuiActionRunner.execute(() -> frame.open(file));
        DialogFixture error = window.dialog("loadErrorDialog", timeout(30_000));
        String message = messageOf(error);
        GuiTests.pressIn(robot, error.target(), KeyEvent.VK_ENTER);
        waitFor("the file to open", () -> frame.model().hasDocument() && !frame.isLoading()
                && file.equals(frame.model().document().file().orElse(null)));
        return message;
    }

    @Test
    void savingARecordThatOpenedInPartKeepsEveryLineOfTheFile() throws Exception {
        Path file = brokenSample();
        List<String> original = Files.readAllLines(file);
        String message = open(file);
        assertThat(message).contains("Line 38, move 13 (Anna):").contains("'UMR:CAS-XYZ'")
                .contains("up to move 12").contains("is kept as it is:");
        JLabel unread = (JLabel) robot.finder().findByName(frame, "status.unread", false);
        assertThat(onEdt(unread::isShowing)).isTrue();
        assertThat(onEdt(unread::getText)).isEqualTo("Not read from move 13 on");

        // File ▸ Save asks first and says what the file will hold
        window.menuItemWithPath("File", "Save").click();
        DialogFixture ask = window.dialog("unreadRestDialog", timeout(10_000));
        assertThat(messageOf(ask)).contains("Only part of “annotated-4p.upn” could be read")
                .contains("move 13 (Anna)").contains("62 lines").contains("Save As");
        GuiTests.pressIn(robot, ask.target(), KeyEvent.VK_ENTER);
        waitFor("the save", () -> !frame.isSaving());

        List<String> saved = Files.readAllLines(file);
        assertThat(saved).containsAll(original);
        assertThat(saved.size()).isGreaterThanOrEqualTo(original.size());
        JLabel status = (JLabel) robot.finder().findByName(frame, "status.message", false);
        assertThat(onEdt(status::getText)).isEqualTo("Saved annotated-4p.upn (the unread rest kept at its end)");
        LoadResult again = RecordLoader.load(file);
        assertThat(again.error().orElseThrow().moveNumber()).isEqualTo(13);
        assertThat(again.error().orElseThrow().player()).isEqualTo("Anna");
        assertThat(again.record().orElseThrow().sameContent(onEdt(() -> frame.model().document().record()))).isTrue();

        // an edit and a second save do not ask again, and still keep every line
        GuiActionRunner.execute(() -> frame.model().document().execute(new CommentEdit(
                frame.model().document().record().mainLine().get(5), "A note added later")));
        window.menuItemWithPath("File", "Save").click();
        waitFor("the second save", () -> !frame.isSaving() && !frame.model().document().isModified());
        assertThat(Files.readAllLines(file)).containsAll(original.stream()
                .filter(l -> !l.startsWith("5.A ")).toList());
        assertThat(Files.readString(file)).contains("A note added later");
    }

    @Test
    void turningTheQuestionDownLeavesTheFileAsItWas() throws Exception {
        Path file = brokenSample();
        byte[] before = Files.readAllBytes(file);
        open(file);
        // later: the question is modal, and waiting for it here would wait for ever
        javax.swing.SwingUtilities.invokeLater(() -> frame.save(false));
        DialogFixture ask = window.dialog("unreadRestDialog", timeout(10_000));
        GuiTests.pressIn(robot, ask.target(), KeyEvent.VK_ESCAPE);
        robot.waitForIdle();
        assertThat(onEdt(frame::isSaving)).isFalse();
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(Files.exists(dir.resolve("annotated-4p.upn.bak"))).isFalse();
    }

    @Test
    void anXmlRecordThatOpenedInPartKeepsItsRestToo() throws Exception {
        String xml = RecordSaver.write(RecordLoader.load(Path.of("sample-games/annotated-4p.upn")).orThrow(), RecordFormat.XML);
        int at = xml.indexOf("section=\"CAS-SLC\"", xml.indexOf("section=\"TOR-PIT\""));
        String broken = xml.substring(0, at) + "section=\"CAS-XYZ\"" + xml.substring(at + "section=\"CAS-SLC\"".length());
        Path file = dir.resolve("annotated-4p.xml");
        Files.writeString(file, broken);
        String message = open(file);
        assertThat(message).contains("move 13 (Anna):").contains("is kept as it is");

        // later: the question is modal, and waiting for it here would wait for ever
        javax.swing.SwingUtilities.invokeLater(() -> frame.save(false));
        DialogFixture ask = window.dialog("unreadRestDialog", timeout(10_000));
        assertThat(messageOf(ask)).contains("&lt;unread&gt;");
        GuiTests.pressIn(robot, ask.target(), KeyEvent.VK_ENTER);
        waitFor("the save", () -> !frame.isSaving() && Files.exists(dir.resolve("annotated-4p.xml.bak")));
        String rest = broken.substring(broken.lastIndexOf("<node seat=\"1\">", at));
        assertThat(RecordLoader.load(file).record().orElseThrow().unread().orElseThrow().text()).isEqualTo(rest);
    }

    @Test
    void aReadOnlyFileIsNotReplaced() throws Exception {
        Path file = dir.resolve("club.upn");
        Files.copy(Path.of("sample-games/3p-standard.upn"), file);
        GuiActionRunner.execute(() -> frame.open(file));
        waitFor("the file to open", () -> frame.model().hasDocument() && !frame.isLoading()
                && file.equals(frame.model().document().file().orElse(null)));
        assertThat(file.toFile().setWritable(false, false)).isTrue();
        byte[] before = Files.readAllBytes(file);
        GuiActionRunner.execute(() -> frame.model().document().execute(new CommentEdit(
                frame.model().document().record().mainLine().get(2), "A note")));
        javax.swing.SwingUtilities.invokeLater(() -> frame.save(false));
        DialogFixture notSaved = window.dialog(timeout(10_000));
        assertThat(messageOf(notSaved)).contains("Could not save club.upn:\nthe file is read-only, so it was not replaced").contains("Save As");
        GuiTests.pressIn(robot, notSaved.target(), KeyEvent.VK_ENTER);
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(onEdt(() -> frame.model().document().isModified())).isTrue();
    }
}
