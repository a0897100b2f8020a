package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.ui.testing.TestGames;

class WorkbenchModelTest {
    private final GameRecord record = TestGames.withVariations(4, 3, 1, 6);
    private final WorkbenchModel model = new WorkbenchModel();
    private final List<Set<WorkbenchModel.Change>> heard = new ArrayList<>();

    WorkbenchModelTest() {
        model.addListener((m, c) -> heard.add(c));
        model.setDocument(GameDocument.of(record, null, "t"));
    }

    @Test
    void theLineIsKeptWhileSteppingBackOutOfAVariation() {
        MoveNode branch = record.mainLine().stream().filter(n -> !n.variations().isEmpty()).findFirst().orElseThrow();
        MoveNode v = branch.variations().get(0);
        MoveNode deep = v.next().orElseThrow().next().orElseThrow();
        model.document().setCursor(deep);
        List<MoveNode> line = model.line();
        assertThat(line).contains(v);
        model.goToLineIndex(model.lineIndex() - 4); // before the branch
        assertThat(model.cursor().isMainLine()).isTrue();
        assertThat(model.line()).isSameAs(line);
        model.goToLineIndex(model.lineIndex() + 4);
        assertThat(model.cursor()).isSameAs(deep);
        // a jump off the line makes a new one
        model.document().setCursor(record.mainLineEnd());
        assertThat(model.line()).doesNotContain(v).endsWith(record.mainLineEnd());
        assertThat(model.lineIndex()).isEqualTo(model.line().size() - 1);
    }

    @Test
    void findsOnTheLineAndTellsViewsWhatChanged() {
        heard.clear();
        model.document().setCursor(record.mainLine().get(3));
        assertThat(heard).containsExactly(EnumSet.of(WorkbenchModel.Change.CURSOR));
        assertThat(model.findOnLine(1, n -> n.moveNumber() == 10)).containsSame(record.mainLine().get(10));
        assertThat(model.findOnLine(-1, n -> n.moveNumber() == 10)).isEmpty();
        PositionFacts f = model.facts();
        assertThat(model.facts()).isSameAs(f);
        model.setPerspective(2);
        assertThat(model.facts().viewer).isEqualTo(2);
        assertThatThrownBy(() -> model.setPerspective(4)).isInstanceOf(IllegalArgumentException.class);
        model.setSelectedCompany(3);
        assertThat(heard.get(heard.size() - 1)).containsExactly(WorkbenchModel.Change.COMPANY);
    }

    @Test
    void theHorizonComesFromTheCursorTheViewerAndTheTwoOptions() {
        MoveNode at = record.mainLine().get(5);
        model.document().setCursor(at);
        model.setHideFuture(true);
        model.setHideAllComments(true);
        assertThat(model.horizon()).as("the all-seeing view shows everything").isSameAs(org.roundhouse.ui.doc.Horizon.EVERYTHING);
        heard.clear();
        model.setPerspective(1);
        assertThat(heard).containsExactly(EnumSet.of(WorkbenchModel.Change.PERSPECTIVE, WorkbenchModel.Change.HORIZON));
        assertThat(model.horizon().hidesFuture()).isTrue();
        assertThat(model.horizon().hidesComments()).isTrue();
        assertThat(model.horizon().lastMove()).isEqualTo(5);
        model.document().setCursor(record.mainLine().get(7));
        assertThat(model.horizon().lastMove()).as("asked again after the cursor moved").isEqualTo(7);
        heard.clear();
        model.setHideAllComments(false);
        assertThat(heard).containsExactly(EnumSet.of(WorkbenchModel.Change.HORIZON));
        assertThat(model.horizon().hidesComments()).isFalse();
        assertThat(model.commentsHidden()).isFalse();
        model.setHideFuture(false);
        assertThat(model.horizon()).isSameAs(org.roundhouse.ui.doc.Horizon.EVERYTHING);
    }
}
