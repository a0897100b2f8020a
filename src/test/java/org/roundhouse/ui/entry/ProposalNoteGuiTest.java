package org.roundhouse.ui.entry;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JFrame;
import javax.swing.JTextArea;
import javax.swing.text.BadLocationException;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiSession;

/**
 * The nineteenth-century proposal waiting for an answer (move 6 of the annotated sample, Cleo's MS
 * train on Atlanta–Jacksonville before Anna refuses it): the note that tells it takes the move
 * panel's width instead of a column of about 90 pixels, shows all its lines, and breaks lines only
 * between words (it once read "Phoeni x").
 */
class ProposalNoteGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(15);

    private <T> T onEdt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    /** The annotated sample up to Cleo's proposal in move 6, the answer not yet given. */
    private static GameRecord proposalWaiting() throws Exception {
        String text = Files.readString(Path.of("sample-games/annotated-3p-nineteenth-century.upn"));
        int turn6 = text.indexOf("\n6.C / MS@ATL-JAX noA");
        assertThat(turn6).isPositive();
        String cut = text.substring(0, turn6).replaceFirst("\\[Result \"[^\"]*\"\\]\n", "") + "\n6.C / MS@ATL-JAX\n*\n";
        return RecordLoader.readNotation(cut, "proposal.upn").orThrow();
    }

    @ParameterizedTest
    @ValueSource(ints = {340, 520, 900})
    void theProposalNoteTakesThePanelsWidthAndBreaksOnlyBetweenWords(int width) throws Exception {
        GameRecord record = proposalWaiting();
        JFrame frame = onEdt(() -> {
            GameDocument doc = GameDocument.of(record, null, "proposal");
            List<MoveNode> line = record.mainLine();
            doc.setCursor(line.get(line.size() - 1));
            JFrame f = new JFrame("proposal");
            MovePanel panel = new MovePanel();
            panel.setDocument(doc);
            f.getContentPane().add(panel, BorderLayout.CENTER);
            f.setBounds(40, 40, width, 420);
            return f;
        });
        gui.fixture(frame).show();
        GuiActionRunner.execute(() -> frame.setBounds(40, 40, width, 420));
        gui.robot().waitForIdle();

        JTextArea note = (JTextArea) gui.robot().finder().findByName(frame, "move.proposal", false);
        String text = onEdt(note::getText);
        assertThat(text).contains("Cleo proposes an MS train").contains("Atlanta–Jacksonville");
        int noteWidth = onEdt(note::getWidth);
        int bodyWidth = onEdt(() -> gui.robot().finder().findByName(frame, "move.body", false).getWidth());
        assertThat(noteWidth).as("the note's width in a body %d wide", bodyWidth).isGreaterThanOrEqualTo(bodyWidth * 3 / 4);

        List<Integer> breaks = new ArrayList<>();
        int[] lastLineBottom = new int[1];
        onEdt(() -> {
            try {
                Rectangle previous = note.modelToView2D(0).getBounds();
                for (int i = 1; i < text.length(); i++) {
                    Rectangle r = note.modelToView2D(i).getBounds();
                    if (r.y > previous.y) breaks.add(i);
                    previous = r;
                }
                lastLineBottom[0] = previous.y + previous.height;
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);
            }
            return null;
        });
        for (int at : breaks) {
            char before = text.charAt(at - 1);
            assertThat(Character.isWhitespace(before) || before == '–' || before == '-')
                    .as("the line break before \"%s\" in \"%s\"", text.substring(at, Math.min(text.length(), at + 12)), text)
                    .isTrue();
        }
        assertThat(onEdt(note::getHeight)).as("the note shows all its %d lines", breaks.size() + 1)
                .isGreaterThanOrEqualTo(lastLineBottom[0]);
    }
}
