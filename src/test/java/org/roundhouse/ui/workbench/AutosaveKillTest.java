package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.event.KeyEvent;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.Autosave;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.NeedsDisplay;
import org.roundhouse.ui.testing.ScreenshotOnFailure;
import org.roundhouse.ui.testing.TestGames;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * Kills the application in the middle of editing and starts it again: the unsaved work is
 * offered for restoring and comes back as it was. The application runs in a separate
 * process ({@link AutosaveChild}) under this test's display and is killed with
 * {@link Process#destroyForcibly()}, so nothing of a normal exit runs.
 */
@ExtendWith({NeedsDisplay.class, ScreenshotOnFailure.class})
class AutosaveKillTest {
    @TempDir
    Path dir;



    @Test
    void afterAKillTheNextStartOffersTheUnsavedWork() throws Exception {
        Path game = dir.resolve("club.upn");
        RecordSaver.save(TestGames.random(3, 17), game);
        Path data = dir.resolve("data");
        Path autosaves = data.resolve("autosave");
        String node = "org/roundhouse/test/kill-" + System.nanoTime();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-Duser.language=en", "-Duser.country=US",
                "-Droundhouse.autosaveMillis=200", "-cp", classpath, AutosaveChild.class.getName(), data.toString(), game.toString(), node));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.PIPE).start();
        try {
            CompletableFuture<String> edited = CompletableFuture.supplyAsync(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                    StringBuilder all = new StringBuilder();
                    for (String line; (line = r.readLine()) != null; ) {
                        all.append(line).append('\n');
                        if (line.startsWith("EDITED")) return line;
                    }
                    return "EXITED\n" + all;
                } catch (java.io.IOException e) {
                    return "FAILED " + e;
                }
            });
            String said = edited.get(90, TimeUnit.SECONDS);
            assertThat(said).as("the child's output").startsWith("EDITED");
            // wait until the autosave holds the edits
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            Path file = null;
            while (System.nanoTime() < until) {
                file = autosaveOf(autosaves, child.pid());
                if (file != null && Files.readString(file).contains(AutosaveChild.COMMENT) && Files.readString(file).contains("(5.")) break;
                Thread.sleep(100);
            }
            assertThat(file).as("the autosave of process %d", child.pid()).isNotNull();
            assertThat(Files.readString(file)).contains(AutosaveChild.COMMENT).contains("(5.");
            assertThat(Autosave.orphans(autosaves)).as("while the process runs, its work is not an orphan").isEmpty();
        } finally {
            child.destroyForcibly();
            child.waitFor(20, TimeUnit.SECONDS);
            Preferences.userRoot().node(node).removeNode();
        }
        assertThat(child.isAlive()).isFalse();
        List<Autosave.Orphan> left = Autosave.orphans(autosaves);
        assertThat(left).hasSize(1);
        assertThat(left.get(0).original()).contains(game.toAbsolutePath());

        // start again: the restore offer, and the work as it was
        Robot robot = BasicRobot.robotWithNewAwtHierarchy();
        WorkbenchPrefs prefs = WorkbenchPrefs.inMemoryFor("restore");
        prefs.setTheme(ThemeChoice.LIGHT);
        prefs.setDataDirectory(data);
        FrameFixture window = null;
        try {
            WorkbenchWindow frame = GuiActionRunner.execute(() -> {
                WorkbenchWindow w = WorkbenchApp.launch(null, prefs);
                w.setBounds(0, 0, 1200, 800);
                return w;
            });
            window = new FrameFixture(robot, frame);
            DialogFixture offer = window.dialog("restoreDialog");
            GuiTests.ready(robot, offer.target());
            assertThat(offer.target().getTitle()).isEqualTo("Restore Unsaved Work");
            javax.swing.JButton restore = offer.button(new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JButton>(javax.swing.JButton.class) {
                @Override
                protected boolean isMatching(javax.swing.JButton b) {
                    return "Restore".equals(b.getText());
                }
            }).target();
            // the offer's first answer has the focus: Space presses it
            Pause.pause(new Condition("Restore to have the focus") {
                @Override
                public boolean test() {
                    return GuiActionRunner.execute(() -> restore.isFocusOwner());
                }
            }, timeout(10_000));
            GuiTests.pressIn(robot, restore, KeyEvent.VK_SPACE);
            Pause.pause(new Condition("the restored document") {
                @Override
                public boolean test() {
                    return GuiActionRunner.execute(() -> frame.model().hasDocument());
                }
            }, timeout(10_000));
            GameDocument doc = GuiActionRunner.execute(() -> frame.model().document());
            GameRecord r = doc.record();
            assertThat(GuiActionRunner.execute(doc::isModified)).isTrue();
            assertThat(doc.file()).contains(game.toAbsolutePath());
            assertThat(doc.title()).isEqualTo("club.upn (restored)");
            assertThat(r.mainLine().get(3).comment()).isEqualTo(AutosaveChild.COMMENT);
            MoveNode four = r.mainLine().get(4);
            assertThat(four.children()).hasSize(2);
            MoveNode whatIf = four.children().get(1);
            assertThat(GuiActionRunner.execute(doc::cursor)).isSameAs(whatIf);
            assertThat(whatIf.turn().steps()).hasSize(2);
            assertThat(Autosave.orphans(autosaves)).as("restored work is no longer offered").isEmpty();
            assertThat(GuiActionRunner.execute(() -> frame.getTitle())).contains("•");
        } finally {
            if (window != null) window.cleanUp();
            else robot.cleanUp();
            prefs.discard();
        }
        // a clean exit leaves no autosave behind
        Pause.pause(new Condition("the autosave removed") {
            @Override
            public boolean test() {
                try (var files = Files.list(autosaves)) {
                    return files.noneMatch(f -> f.getFileName().toString().startsWith(Autosave.PREFIX));
                } catch (java.io.IOException e) {
                    return false;
                }
            }
        }, timeout(10_000));
    }

    private static Path autosaveOf(Path dir, long pid) {
        Path f = dir.resolve(Autosave.PREFIX + pid + ".upn");
        return Files.isRegularFile(f) ? f : null;
    }
}
