package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import javax.imageio.ImageIO;
import javax.swing.JDialog;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiSession;

/**
 * Edit › Let the Bots Finish from Here… as a user would: a table game (no deck order known)
 * opened at a middle move, the dialog set to heuristic bots for every seat and a seed, the line
 * played to the end and added as a variation with its comment and card seeds; undo, redo, the
 * same settings played again give the same line; save and reopen keep it.
 */
class BotFinishGuiTest {
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
        screen = WorkbenchOnScreen.open(gui, "bots-finish", dir);
        robot = screen.robot;
        prefs = screen.prefs;
        frame = screen.frame;
        window = screen.window;
    }

    private void waitFor(String what, Supplier<Boolean> test) {
        screen.waitFor(what, test, 60_000);
    }

    private <T> T onEdt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    private GameDocument doc() {
        return onEdt(() -> frame.model().document());
    }

    private DialogFixture openDialog() {
        window.menuItemWithPath("Edit", "Let the Bots Finish from Here…").click();
        DialogFixture d = window.dialog(new GenericTypeMatcher<JDialog>(JDialog.class, true) {
            @Override
            protected boolean isMatching(JDialog dialog) {
                return "finishDialog".equals(dialog.getName());
            }
        });
        GuiActionRunner.execute(() -> d.target().setLocation(120, 120));
        robot.waitForIdle();
        return d;
    }

    @Test
    void theBotsFinishATableGameAsAVariationThatUndoesReplaysAndIsSaved() throws Exception {
        Path file = dir.resolve("table.upn");
        Files.copy(Path.of("sample-games/3p-table-game.upn"), file);
        GuiActionRunner.execute(() -> frame.open(file));
        waitFor("the file to open", () -> frame.model().hasDocument() && !frame.isLoading()
                && frame.model().document().file().isPresent());
        List<MoveNode> main = onEdt(() -> doc().record().mainLine());
        MoveNode middle = main.get(main.size() / 2);
        GuiActionRunner.execute(() -> doc().setCursor(middle));
        robot.waitForIdle();
        assertThat(onEdt(() -> middle.children().size())).isEqualTo(1);

        DialogFixture dialog = openDialog();
        // a bot per seat, as the documentation's picture shows it
        dialog.checkBox("finish.same").uncheck();
        dialog.comboBox("finish.bot.0").selectItem("search");
        dialog.spinner("finish.trials.0").requireEnabled();
        dialog.comboBox("finish.bot.2").selectItem("random");
        dialog.spinner("finish.trials.2").requireDisabled();
        screenshot((JDialog) dialog.target(), Path.of("target/bots-finish.png"));
        // then the same fast bot for every seat
        dialog.checkBox("finish.same").check();
        dialog.comboBox("finish.bot.0").selectItem("heuristic");
        assertThat(dialog.comboBox("finish.bot.2").selectedItem()).as("the same bot for every seat").isEqualTo("heuristic");
        dialog.comboBox("finish.bot.2").requireDisabled();
        dialog.textBox("finish.seed").setText("424242");
        dialog.button("finish.play").click();
        waitFor("the bots' line", () -> !dialog.target().isShowing() && frame.model().document().cursor() != middle);

        MoveNode head = onEdt(() -> doc().cursor());
        List<String> names = onEdt(() -> doc().replay().playerNames());
        assertThat(onEdt(() -> head.parent().orElseThrow())).isSameAs(middle);
        assertThat(onEdt(() -> middle.indexOf(head))).as("a variation beside the real move").isEqualTo(1);
        assertThat(onEdt(head::comment)).isEqualTo("Played by bots: " + names.get(0) + " heuristic, " + names.get(1) + " heuristic, "
                + names.get(2) + " heuristic (seed 424242)");
        MoveNode end = onEdt(() -> {
            MoveNode n = head;
            while (n.hasChildren()) n = n.children().get(0);
            return n;
        });
        assertThat(onEdt(() -> doc().replay().stateAt(end).isOver())).as("the line ends the game").isTrue();
        int seeded = onEdt(() -> countSeeded(head));
        assertThat(seeded).as("cards nobody knew keep their seeds").isPositive();

        // undo takes the whole line away, redo brings it back
        window.menuItemWithPath("Edit", "Undo Bots' Line").click();
        waitFor("the undo", () -> middle.children().size() == 1);
        assertThat(onEdt(() -> doc().cursor())).isSameAs(middle);
        window.menuItemWithPath("Edit", "Redo Bots' Line").click();
        waitFor("the redo", () -> middle.children().size() == 2);
        assertThat(onEdt(() -> doc().cursor())).isSameAs(head);

        // the same settings, read back from the comment, play the same line: nothing new is added
        GuiActionRunner.execute(() -> doc().setCursor(middle));
        DialogFixture again = openDialog();
        again.textBox("finish.seed").requireText("424242");
        assertThat(again.comboBox("finish.bot.1").selectedItem()).isEqualTo("heuristic");
        again.button("finish.play").click();
        waitFor("the same line", () -> !again.target().isShowing() && frame.model().document().cursor() == head);
        assertThat(onEdt(() -> middle.children().size())).as("the same line is not added twice").isEqualTo(2);

        // save and reopen: the line, its comment and its seeds are kept
        GameRecord expected = onEdt(() -> doc().record().copy());
        GuiActionRunner.execute(() -> frame.save(false));
        waitFor("the save", () -> !frame.isSaving() && !frame.model().document().isModified());
        GameRecord reopened = RecordLoader.load(file).orThrow();
        assertThat(reopened.sameContent(expected)).isTrue();
        MoveNode line = reopened.mainLine().get(main.size() / 2).children().get(1);
        assertThat(line.comment()).endsWith("(seed 424242)");
        assertThat(countSeeded(line)).isEqualTo(seeded);
        Replay replay = Replay.of(reopened);
        MoveNode n = line;
        while (n.hasChildren()) n = n.children().get(0);
        assertThat(replay.stateAt(n).isOver()).isTrue();
    }

    /** A slow search shows its progress and the time left; Cancel stops it and adds nothing. */
    @Test
    void progressTimeLeftAndCancel() throws Exception {
        List<MoveNode> main = onEdt(() -> doc().record().mainLine());
        MoveNode early = main.get(10);
        GuiActionRunner.execute(() -> doc().setCursor(early));
        robot.waitForIdle();
        int children = onEdt(() -> early.children().size());
        DialogFixture dialog = openDialog();
        dialog.checkBox("finish.same").uncheck();
        dialog.comboBox("finish.bot.0").selectItem("search");
        dialog.spinner("finish.trials.0").enterTextAndCommit("1500");
        dialog.comboBox("finish.bot.1").selectItem("heuristic");
        dialog.button("finish.play").click();
        waitFor("the time left", () -> dialog.label("finish.message").target().getText().contains("left"));
        assertThat(dialog.label("finish.message").text()).matches("Step \\d+ of about \\d+ · about \\d+ (s|min) left");
        dialog.progressBar("finish.progress").requireVisible();
        dialog.button("finish.play").requireDisabled();
        screenshot((JDialog) dialog.target(), Path.of("target/bots-finish-running.png"));
        dialog.button("finish.cancel").requireText("Cancel").click();
        waitFor("the stop", () -> dialog.label("finish.message").target().getText().startsWith("Stopped"));
        assertThat(onEdt(() -> early.children().size())).as("nothing added").isEqualTo(children);
        assertThat(onEdt(() -> doc().canUndo())).isFalse();
        dialog.button("finish.play").requireEnabled();
        dialog.button("finish.cancel").requireText("Close").click();
        waitFor("the dialog to close", () -> !dialog.target().isShowing());
    }

    private static int countSeeded(MoveNode head) {
        int count = 0;
        for (MoveNode n = head; n != null; n = n.next().orElse(null)) count += n.sampledSteps().size();
        return count;
    }

    private void screenshot(JDialog d, Path out) throws Exception {
        BufferedImage img = onEdt(() -> {
            BufferedImage i = new BufferedImage(d.getWidth(), d.getHeight(), BufferedImage.TYPE_INT_RGB);
            var g = i.createGraphics();
            d.getRootPane().paint(g);
            g.dispose();
            return i;
        });
        Files.createDirectories(out.getParent());
        ImageIO.write(img, "png", out.toFile());
    }
}
