package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadError;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.UnreadRest;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.edit.Autosave;
import org.roundhouse.ui.testing.TestGames;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.text.EnglishLeft;

/**
 * What the workbench's file dialogs say (issue #23), made without a window: the open error and
 * its warnings, the question before saving a record read in part, the restore offer, the
 * unsaved-changes question, the theme's names and the sample game's title. In English exactly as
 * before the texts moved to the bundle; in Italian without an English word (names, file names and
 * the reasons handed in taken out).
 */
class WorkbenchFilesTextTest {
    private final GameRecord game = TestGames.random(4, 7);
    private final MoveNode twelve = game.mainLine().stream().filter(n -> n.moveNumber() == 12).findFirst().orElseThrow();
    private final LoadError illegal = new LoadError("broken.upn", 38, 13, "Anna", "REASON");
    private final UnreadRest threeLines = new UnreadRest(RecordFormat.NOTATION, "13.A x\n14.B y\n15.C z", 13, "Anna", "REASON", 0);
    private final Instant when = Instant.parse("2026-11-28T21:40:00Z");
    private final Autosave.Orphan orphan = new Autosave.Orphan(Path.of("autosave-1.upn"), Path.of("autosave-1.properties"), "club.upn",
            Optional.of(Path.of("/games/club.upn")), when, "", Optional.empty(), "");

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void inEnglishTheDialogsReadAsBefore() {
        Messages.setLocale(Locale.ENGLISH);
        assertThat(WorkbenchFiles.loadErrorText(illegal, twelve, Optional.of(threeLines))).isEqualTo("Line 38, move 13 (Anna):\nREASON\n\n"
                + "The part before the error is open, up to move 12, where the cursor now stands.\n"
                + "The rest of the file (3 lines from line 38) is kept as it is:\n"
                + "saving writes it back, unread, after the moves you see, so nothing is lost.");
        assertThat(WorkbenchFiles.loadErrorText(new LoadError("x.upn", 5, 0, "", "R"), game.root(),
                Optional.of(new UnreadRest(RecordFormat.NOTATION, "one", 0, "", "R", 1))))
                .isEqualTo("Line 5, move 0:\nR\n\nThe part before the error is open (the setup, no moves).\n"
                        + "The rest of the file (1 line from line 4) is kept as it is:\n"
                        + "saving writes it back, unread, after the moves you see, so nothing is lost.");
        assertThat(WorkbenchFiles.loadErrorText(new LoadError("x.upn", 0, -1, "", "the file is empty"), null, Optional.empty()))
                .isEqualTo("The file:\nthe file is empty\n\nNothing could be opened from this file.");
        assertThat(WorkbenchFiles.loadWarningsText(List.of(new LoadError("g.xml", 3, -1, "", "W1"), new LoadError("g.xml", 0, -1, "", "W2"))))
                .isEqualTo("The game is open, but the file holds what a record does not keep:\n\nLine 3: W1\nW2\n\nSaving writes the game without them.");
        assertThat(WorkbenchFiles.loadWarningsText(List.of(new LoadError("g.xml", 3, -1, "", "W1")))).endsWith("without it.");
        assertThat(WorkbenchSaving.unreadRestText(threeLines, twelve, Path.of("annotated-4p.upn"))).isEqualTo(
                "<html><body style='width: 430px'><b>Only part of “annotated-4p.upn” could be read.</b><br><br>"
                        + "Reading stopped at move 13 (Anna): REASON.<br>"
                        + "The 3 lines from there to the end of the file were not read.<br><br>"
                        + "Saving writes the game as you see it (up to move 12 on the main line) and then keeps those lines word for word,"
                        + " in a block marked <tt>%%unread</tt>: nothing is lost, and the file opens again with the same error. To read the"
                        + " rest, correct the move in a text editor and remove the mark.<br><br>"
                        + "Save As writes to another file and leaves annotated-4p.upn as it is.</body></html>");
        assertThat(WorkbenchSaving.unreadRestText(new UnreadRest(RecordFormat.XML, "<x/>", -1, "", "a <bad> tag", 0), game.root(), Path.of("g.xml")))
                .contains("Reading stopped at a &lt;bad&gt; tag.<br>The line from there").contains("as you see it (the setup) and")
                .contains("<tt>&lt;unread&gt;</tt>");
        String time = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm", Locale.ENGLISH).withZone(ZoneId.systemDefault()).format(when);
        assertThat(WorkbenchSaving.restoreText(orphan, 3)).isEqualTo("<html><b>Roundhouse was not closed properly.</b><br><br>Unsaved work on"
                + " “club.upn” from " + time + " was kept (from club.upn).<br>Restore it?<br><br>2 older copies are kept too.</html>");
        assertThat(Messages.UI.text("saving.unsaved.question", "club.upn", Messages.UI.text("files.doing.open", "sample.upn")))
                .isEqualTo("“club.upn” has unsaved changes. Save them before opening sample.upn?");
        assertThat(Messages.UI.text("saving.unsaved.dontSave")).isEqualTo("Don't Save");
        assertThat(List.of(ThemeChoice.values()).stream().map(ThemeChoice::label)).containsExactly("Follow System", "Light", "Dark");
        assertThat(RecordOpener.open(null, true, p -> { }).document().orElseThrow().title()).isEqualTo("Sample game");
    }

    /** Words only English would show. */
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|The|and|of|from|was|were|is|it|Line|line|lines|move|moves|open|opened"
            + "|Saving|Save|saving|kept|keep|rest|Rest|Nothing|could|read|part|error|setup|cursor|Restore|Unsaved|unsaved|work|copies"
            + "|older|properly|closed|changes|them|before|opening|closing|starting|game|Game|Sample|sample|Follow|System|Light|Dark"
            + "|Don't|Not|Now|Discard|Replace|Problem|Found|there|exists|block|mark|main|As|Keeping|Record|records|notation|Cancel)\\b");

    private static List<String> english(String text, String... names) {
        String plain = text.replaceAll("<[^>]*>", " ").replaceAll("&[a-z]+;", " ").replace("%%unread", " ");
        for (String n : names) plain = plain.replace(n, " ");
        return EnglishLeft.in(ENGLISH, plain);
    }

    @Test
    void inItalianTheDialogsHaveNoEnglishWord() {
        Messages.setLocale(Locale.ITALIAN);
        String error = WorkbenchFiles.loadErrorText(illegal, twelve, Optional.of(threeLines));
        assertThat(error).isEqualTo("Riga 38, mossa 13 (Anna):\nREASON\n\n"
                + "È aperta la parte prima dell'errore, fino alla mossa 12, dove ora si trova il cursore.\n"
                + "Il resto del file (3 righe dalla riga 38) è conservato così com'è:\n"
                + "salvando, viene riscritto, non letto, dopo le mosse che vedi, così non si perde nulla.");
        String time = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm", Locale.ITALIAN).withZone(ZoneId.systemDefault()).format(when);
        assertThat(time).contains(" nov ");
        List<String> texts = List.of(error,
                WorkbenchFiles.loadErrorText(new LoadError("x.upn", 5, 0, "", "REASON"), game.root(),
                        Optional.of(new UnreadRest(RecordFormat.NOTATION, "one", 0, "", "REASON", 1))),
                WorkbenchFiles.loadErrorText(new LoadError("x.upn", 0, -1, "", "REASON"), null, Optional.empty()),
                WorkbenchFiles.loadWarningsText(List.of(new LoadError("g.xml", 3, -1, "", "REASON"), new LoadError("g.xml", 0, -1, "", "REASON"))),
                WorkbenchFiles.loadWarningsText(List.of(new LoadError("g.xml", 3, -1, "", "REASON"))),
                WorkbenchSaving.unreadRestText(threeLines, twelve, Path.of("annotated-4p.upn")),
                WorkbenchSaving.unreadRestText(new UnreadRest(RecordFormat.XML, "<x/>", -1, "", "REASON", 0), game.root(), Path.of("g.xml")),
                WorkbenchSaving.restoreText(orphan, 1), WorkbenchSaving.restoreText(orphan, 2), WorkbenchSaving.restoreText(orphan, 4),
                Messages.UI.text("saving.unsaved.question", "club.upn", Messages.UI.text("files.doing.sample")),
                Messages.UI.text("saving.unsaved.question", "club.upn", Messages.UI.text("files.doing.newGame")),
                Messages.UI.text("saving.unsaved.question", "club.upn", Messages.UI.text("files.doing.open", "sample.upn")),
                Messages.UI.text("saving.unsaved.question", "club.upn", Messages.UI.text("files.doing.close")),
                String.join(" ", List.of(ThemeChoice.values()).stream().map(ThemeChoice::label).toList()),
                RecordOpener.open(null, true, p -> { }).document().orElseThrow().title());
        for (String text : texts) {
            assertThat(english(text, "REASON", "Anna", "club.upn", "annotated-4p.upn", "sample.upn", "g.xml", "Roundhouse", time))
                    .as("English words in:\n%s", text).isEmpty();
        }
        assertThat(texts.get(5)).contains("Si è potuta leggere solo una parte di “annotated-4p.upn”.").contains("Le 3 righe da lì")
                .contains("La lettura si è fermata a questo punto: mossa 13 (Anna): REASON.");
        assertThat(texts.get(6)).contains("La riga da lì alla fine del file non è stata letta.");
        assertThat(texts.get(8)).contains("È conservata anche una copia più vecchia.");
        assertThat(texts.get(10)).isEqualTo("“club.upn” ha modifiche non salvate. Salvarle prima di aprire la partita di esempio?");
        assertThat(Messages.UI.text("saving.unsaved.dontSave")).isEqualTo("Non salvare");
    }
}
