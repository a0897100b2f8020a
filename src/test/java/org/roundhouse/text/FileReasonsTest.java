package org.roundhouse.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.sim.ResultsDirectory;
import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.record.AtomicFiles;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.ui.testing.TestGames;

/**
 * Why a file could not be read or written (issue #23): in English the JDK's message as before, in
 * Italian a sentence by the exception's type or the system's reason, with no English left.
 */
class FileReasonsTest {
    @TempDir
    Path dir;

    /** Words of the JDK's and the systems' English reasons, and of our English sentences. */
    private static final Pattern ENGLISH = Pattern.compile("(?i)\\b(no such|file or directory|denied|permission|exists|not empty"
            + "|directory|read-only|space left|device|the system|could not|not a|here|output|line|empty|column|input length)\\b");

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static List<IOException> samples() {
        return List.of(new NoSuchFileException("/tmp/a.csv"), new AccessDeniedException("/tmp/a.csv"),
                new FileAlreadyExistsException("/tmp/a.csv"), new DirectoryNotEmptyException("/tmp/out"),
                new NotDirectoryException("/tmp/a.csv"), new FileSystemException("/tmp/a.csv", null, "Read-only file system"),
                new FileSystemException("/tmp/a.csv", null, "No space left on device"),
                new FileSystemException("/tmp/a.csv", "/mnt/b.csv", "Invalid cross-device link"),
                new IOException("No space left on device"), new MalformedInputException(1));
    }

    @Test
    void inEnglishTheMessageIsTheJdksAsBefore() {
        for (IOException e : samples()) {
            assertThat(FileReasons.message(e)).isEqualTo(e.getMessage());
        }
        assertThat(FileReasons.reason(new FileSystemException("/tmp/a", null, "Read-only file system"))).isEqualTo("read-only file system");
        assertThat(FileReasons.message(new IOException())).isEqualTo("IOException");
    }

    @Test
    void inItalianEveryReasonIsSaidInItalian() {
        Messages.setLocale(Locale.ITALIAN);
        for (IOException e : samples()) {
            String said = FileReasons.message(e);
            assertThat(ENGLISH.matcher(said.replace("/tmp/a.csv", "").replace("/tmp/out", "").replace("/mnt/b.csv", "")).find())
                    .as("%s: %s", e.getClass().getSimpleName(), said).isFalse();
        }
        assertThat(FileReasons.message(new AccessDeniedException("/tmp/a.csv"))).isEqualTo("permesso negato: /tmp/a.csv");
        assertThat(FileReasons.message(new FileSystemException("/tmp/a.csv", null, "Read-only file system")))
                .isEqualTo("il file system è di sola lettura: /tmp/a.csv");
        assertThat(FileReasons.reason(new NoSuchFileException("/tmp/a.csv"))).isEqualTo("file o cartella inesistente");
        // a reason nobody knows is quoted, inside our own sentence
        assertThat(FileReasons.message(new FileSystemException("/tmp/a.csv", null, "Strange failure")))
                .isEqualTo("il sistema dice: Strange failure: /tmp/a.csv");
        // a message of our own, already in the language, is passed on
        assertThat(FileReasons.message(new IOException("la cartella è un file"))).isEqualTo("la cartella è un file");
    }

    @Test
    void savingUnderAFileSaysWhyInItalian() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("appunti.txt"), "x");
        Messages.setLocale(Locale.ITALIAN);
        String why = "";
        try {
            RecordSaver.save(TestGames.random(3, 2), notAFolder.resolve("partita.upn"));
        } catch (IOException e) {
            why = e.getMessage();
        }
        assertThat(why).isNotEmpty();
        assertThat(ENGLISH.matcher(why.replace(dir.toString(), "").replace("appunti.txt", "").replace("partita.upn", "")).find())
                .as(why).isFalse();
        String atomic = "";
        try {
            AtomicFiles.writeString(notAFolder.resolve("tabella.csv"), "a,b\n");
        } catch (IOException e) {
            atomic = e.getMessage();
        }
        assertThat(atomic).isNotEmpty();
        assertThat(ENGLISH.matcher(atomic.replace(dir.toString(), "").replace("appunti.txt", "").replace("tabella.csv", "")).find())
                .as(atomic).isFalse();
    }

    @Test
    void theResultsDirectoryAndASimulationsFilesSayWhyInItalian() throws IOException {
        Messages.setLocale(Locale.ITALIAN);
        assertThat(ResultsDirectory.describe(new FileSystemException("/tmp/out", null, "Read-only file system")))
                .isEqualTo("il file system è di sola lettura: /tmp/out");
        String why = "";
        try {
            SimRun.load(dir);
        } catch (IOException e) {
            why = FileReasons.message(e);
        }
        assertThat(why).isEqualTo(dir.resolve("summary.json") + ": qui non c'è summary.json: non sono i risultati di una simulazione");
        Messages.setLocale(Locale.ENGLISH);
        try {
            SimRun.load(dir);
        } catch (IOException e) {
            why = FileReasons.message(e);
        }
        assertThat(why).isEqualTo(dir.resolve("summary.json") + ": no summary.json here: not a simulation's output");
    }

    @Test
    void anEvaluatorFileThatCannotBeReadIsSaidInItalian() {
        org.roundhouse.engine.Game game = org.roundhouse.engine.registry.RuleSets.base().configure(org.roundhouse.board.Boards.unionPacific(),
                java.util.Map.of());
        Path missing = dir.resolve("modello.json");
        Messages.setLocale(Locale.ITALIAN);
        String why = "";
        try {
            org.roundhouse.analysis.evaluator.Methods.parse("evaluator:" + missing, game, 3, 1);
        } catch (IllegalArgumentException e) {
            why = e.getMessage();
        }
        assertThat(why).isEqualTo(missing + ": impossibile leggerlo: file o cartella inesistente: " + missing);
        Messages.setLocale(Locale.ENGLISH);
        try {
            org.roundhouse.analysis.evaluator.Methods.parse("evaluator:" + missing, game, 3, 1);
        } catch (IllegalArgumentException e) {
            why = e.getMessage();
        }
        assertThat(why).isEqualTo(missing + ": could not be read: " + missing);
    }
}
