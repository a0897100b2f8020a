package org.roundhouse.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.TestGames;

/** Autosave without a window: what is written when, what is removed, and what a later start finds. */
class AutosaveTest {
    @TempDir
    Path dir;

    private static void edt(Runnable r) throws Exception {
        SwingUtilities.invokeAndWait(r);
    }

    @Test
    void unsavedWorkIsWrittenAndRemovedWhenSaved() throws Exception {
        GameRecord r = TestGames.random(3, 8);
        GameDocument doc = GameDocument.of(r, dir.resolve("game.upn"), "game.upn");
        AtomicReference<GameDocument> open = new AtomicReference<>(doc);
        Autosave a = new Autosave(dir, open::get);
        edt(a::check);
        assertThat(Files.exists(a.file())).as("nothing unsaved, nothing written").isFalse();
        MoveNode n = r.mainLine().get(6);
        edt(() -> {
            doc.execute(new CommentEdit(n, "kept for later"));
            doc.setCursor(n);
            a.check();
        });
        a.stop(false);
        assertThat(Files.readString(a.file())).contains("kept for later");
        assertThat(Autosave.orphans(dir)).as("this process is alive").isEmpty();
        // the same files under the name of a process that no longer runs are an orphan
        List<Autosave.Orphan> found = orphanedCopyOf(a);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).title()).isEqualTo("game.upn");
        assertThat(found.get(0).original()).contains(dir.resolve("game.upn").toAbsolutePath());
        AtomicReference<GameDocument> back = restoreOnEdt(found.get(0));
        assertThat(back.get().record().sameContent(r)).isTrue();
        assertThat(back.get().isModified()).isTrue();
        assertThat(back.get().cursor().moveNumber()).isEqualTo(6);
        assertThat(back.get().title()).isEqualTo("game.upn (restored)");
        Autosave.discard(found.get(0));
        assertThat(Autosave.orphans(dir)).isEmpty();
        // saved: the copy goes
        Autosave b = new Autosave(dir, open::get);
        edt(b::check);
        edt(doc::markSaved);
        edt(b::check);
        b.stop(false);
        assertThat(Files.exists(b.file())).isFalse();
    }

    @Test
    void aCommentStillBeingTypedIsKeptWithTheCopyAndRestoredAsAnEdit() throws Exception {
        GameRecord r = TestGames.random(3, 8);
        GameDocument doc = GameDocument.of(r, dir.resolve("game.upn"), "game.upn");
        MoveNode n = r.mainLine().get(6);
        String before = n.comment();
        AtomicReference<Autosave.Typing> typing = new AtomicReference<>(new Autosave.Typing(n, "half a\nthought"));
        Autosave a = new Autosave(dir, () -> doc);
        a.watchTyping(() -> java.util.Optional.ofNullable(typing.get()));
        edt(a::check);
        a.stop(false);
        assertThat(doc.isModified()).as("typing is not an edit").isFalse();
        assertThat(Files.exists(a.file())).as("written though nothing else is unsaved").isTrue();

        List<Autosave.Orphan> found = orphanedCopyOf(a);
        assertThat(found).hasSize(1);
        AtomicReference<GameDocument> back = restoreOnEdt(found.get(0));
        MoveNode restored = back.get().record().mainLine().get(6);
        assertThat(restored.comment()).isEqualTo("half a\nthought");
        assertThat(back.get().isModified()).isTrue();
        edt(() -> back.get().undo());
        assertThat(restored.comment()).as("the restored typing is one edit").isEqualTo(before);
        Autosave.discard(found.get(0));

        // the typing kept (or taken back) and nothing else unsaved: the copy goes
        Files.delete(a.file());
        Files.delete(dir.resolve(Autosave.PREFIX + ProcessHandle.current().pid() + ".properties"));
        Autosave b = new Autosave(dir, () -> doc);
        b.watchTyping(() -> java.util.Optional.ofNullable(typing.get()));
        edt(b::check);
        long until = System.nanoTime() + 10_000_000_000L;
        while (!Files.exists(b.file()) && System.nanoTime() < until) Thread.sleep(20);
        assertThat(Files.exists(b.file())).as("written for the typing alone").isTrue();
        typing.set(null);
        edt(b::check);
        b.stop(false);
        assertThat(Files.exists(b.file())).isFalse();
    }

    @Test
    void aCleanStopRemovesTheCopy() throws Exception {
        GameDocument doc = GameDocument.of(TestGames.random(2, 3), null, "new");
        Autosave a = new Autosave(dir, () -> doc);
        edt(() -> {
            doc.markUnsaved();
            a.check();
        });
        a.stop(true);
        assertThat(Files.exists(a.file())).isFalse();
    }

    @Test
    void aCrashBetweenTheTwoWritesPairsNoRecordWithAnotherDocumentsFile() throws Exception {
        GameRecord first = TestGames.random(3, 8);
        GameDocument doc = GameDocument.of(first, dir.resolve("first.upn"), "first.upn");
        Autosave a = new Autosave(dir, () -> doc);
        edt(() -> {
            doc.markUnsaved();
            a.check();
        });
        a.stop(false);
        Path meta = dir.resolve(Autosave.PREFIX + ProcessHandle.current().pid() + ".properties");
        assertThat(Files.readString(meta)).contains(Autosave.CHECKSUM + "=" + Autosave.checksum(Files.readAllBytes(a.file())));

        // the next record (another game) was moved into place, then the process died before its properties
        long dead = deadPid();
        GameRecord second = TestGames.random(4, 9);
        Path record = dir.resolve(Autosave.PREFIX + dead + ".upn");
        Files.writeString(record, RecordSaver.write(second, RecordFormat.NOTATION));
        Files.copy(meta, dir.resolve(Autosave.PREFIX + dead + ".properties"));
        List<Autosave.Orphan> found = Autosave.orphans(dir);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).original()).as("not first.upn: saving there would overwrite it").isEmpty();
        assertThat(found.get(0).title()).isEqualTo("Unsaved game");
        AtomicReference<GameDocument> back = restoreOnEdt(found.get(0));
        assertThat(back.get().record().sameContent(second)).isTrue();
        assertThat(back.get().file()).isEmpty();

        // properties whose record is gone are not offered
        Autosave.discard(found.get(0));
        Files.copy(meta, dir.resolve(Autosave.PREFIX + dead + ".properties"));
        assertThat(Autosave.orphans(dir)).isEmpty();
    }

    @Test
    void theUnreadRestOfARecordOpenedInPartIsKeptWithTheCopyAndRestored() throws Exception {
        // an XML record whose move 13 names a section that does not exist: the copy is notation, the rest stays XML
        GameRecord whole = org.roundhouse.record.RecordLoader.load(Path.of("sample-games/annotated-4p.upn")).orThrow();
        String xml = RecordSaver.write(whole, RecordFormat.XML);
        int at = xml.indexOf("section=\"CAS-SLC\"", xml.indexOf("section=\"TOR-PIT\""));
        String broken = xml.substring(0, at) + "section=\"CAS-XYZ\"" + xml.substring(at + "section=\"CAS-SLC\"".length());
        GameRecord partial = org.roundhouse.record.RecordLoader.readXml(broken, "club.xml").record().orElseThrow();
        String rest = partial.unread().orElseThrow().text();
        assertThat(rest).contains("CAS-XYZ");
        GameDocument doc = GameDocument.of(partial, dir.resolve("club.xml"), "club.xml");
        Autosave a = new Autosave(dir, () -> doc);
        edt(() -> {
            doc.execute(new CommentEdit(partial.mainLine().get(3), "a note"));
            a.check();
        });
        a.stop(false);
        assertThat(Files.readString(a.file())).contains("%%unread xml, move 13 by \"Anna\"").endsWith(rest);

        List<Autosave.Orphan> found = orphanedCopyOf(a);
        AtomicReference<GameDocument> back = restoreOnEdt(found.get(0));
        assertThat(back.get().record().unread().orElseThrow().text()).isEqualTo(rest);
        assertThat(back.get().record().sameContent(partial)).isTrue();
        Autosave.discard(found.get(0));
    }

    /** The copy the autosave wrote, under the name of a process that no longer runs, as the next start finds it. */
    private List<Autosave.Orphan> orphanedCopyOf(Autosave a) throws Exception {
        long dead = deadPid();
        Files.copy(a.file(), dir.resolve(Autosave.PREFIX + dead + ".upn"));
        Files.copy(dir.resolve(Autosave.PREFIX + ProcessHandle.current().pid() + ".properties"),
                dir.resolve(Autosave.PREFIX + dead + ".properties"));
        return Autosave.orphans(dir);
    }

    private static long deadPid() {
        long pid = 4_000_000L;
        while (ProcessHandle.of(pid).isPresent()) pid++;
        return pid;
    }

    /** Restores the orphan on the event thread, as the workbench does. */
    private static AtomicReference<GameDocument> restoreOnEdt(Autosave.Orphan orphan) throws Exception {
        AtomicReference<GameDocument> back = new AtomicReference<>();
        edt(() -> {
            try {
                back.set(Autosave.restore(orphan));
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        });
        return back;
    }
}
