package org.roundhouse.ui.edit;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.TestGames;

/** Entering moves step by step, branching, sampling, and the tree edits, with undo and redo. */
class MoveEntryTest {
    /** The game the table played, and an empty record with its deal but no deck orders. */
    private static GameRecord played() {
        return TestGames.random(3, 5);
    }

    private static GameDocument emptyLike(GameRecord played) {
        GameSetup setup = played.setup().withDeal(played.setup().deal().withoutDeckOrders());
        return GameDocument.of(new GameRecord(played.header(), setup), null, "entered");
    }

    /** Enters the turns of the played game's main line, step by step, with the cards it drew. */
    private static void enter(GameDocument doc, GameRecord played, int turns) {
        for (MoveNode n : played.mainLine().subList(0, turns)) {
            for (BaseMove m : TestSeam.steps(n.turn().steps())) {
                MoveEntry e = MoveEntry.at(doc);
                if (m instanceof BaseMove.Exchange x && e.beginsTurn()) {
                    // the turn was closed with "keep" at once; an exchange amends it
                    if (!x.keeps()) e.closeInstead(x);
                    continue;
                }
                e.play(m);
            }
        }
    }

    @Test
    void theUndoMenuNamesEveryKindOfStepInTitleCase() {
        org.roundhouse.ui.rules.base.BaseEntry base = new org.roundhouse.ui.rules.base.BaseEntry();
        assertThat(List.<BaseMove>of(new BaseMove.Initial(0, 1), new BaseMove.DrawTrack(0, 1), new BaseMove.Build(0, 1, 1, 1),
                BaseMove.Invest.of(0, 1, 2), new BaseMove.Discard(0, 1), new BaseMove.Forgo(0, 1), new BaseMove.ReplaceDead(0, 1),
                BaseMove.Take.deck(0), new BaseMove.Reveal(0, 1), BaseMove.Exchange.keep(0)).stream().map(base::stepName))
                .containsExactly("First Investment", "Track Draw", "Build", "Investment", "Discard", "Pass", "Card Replacement",
                        "Share Take", "Card Turned Up", "Exchange");
    }

    @Test
    void aGameEnteredStepByStepIsTheGamePlayed() {
        GameRecord played = played();
        GameDocument doc = emptyLike(played);
        assertThat(TestSeam.state(MoveEntry.at(doc).state()).phase()).isEqualTo(Phase.INITIAL_INVESTMENT);
        enter(doc, played, 12);
        List<MoveNode> line = doc.record().mainLine();
        assertThat(line).hasSize(12);
        for (int i = 0; i < 12; i++) assertThat(line.get(i).turn()).isEqualTo(played.mainLine().get(i).turn());
        assertThat(doc.cursor()).isSameAs(line.get(11));
        int steps = doc.version();
        // undo everything, redo everything
        while (doc.canUndo()) doc.undo();
        assertThat(doc.record().root().hasChildren()).isFalse();
        assertThat(doc.cursor()).isSameAs(doc.record().root());
        while (doc.canRedo()) doc.redo();
        assertThat(doc.record().mainLine()).hasSize(12);
        assertThat(doc.version()).isEqualTo(3 * steps);
        assertThat(doc.cursor()).isSameAs(doc.record().mainLine().get(11));
    }

    @Test
    void anUnfinishedTurnGrowsInPlaceAndStopsAtTheExchangeWithKeep() {
        GameRecord played = played();
        GameDocument doc = emptyLike(played);
        enter(doc, played, 1);
        MoveNode first = played.mainLine().get(1);
        MoveEntry e = MoveEntry.at(doc);
        assertThat(e.beginsTurn()).isTrue();
        e.play(TestSeam.step(first.turn().first()));
        MoveNode unfinished = doc.cursor();
        assertThat(doc.replay().isComplete(unfinished)).isFalse();
        assertThat(MoveEntry.at(doc).beginsTurn()).isFalse();
        assertThat(MoveEntry.at(doc).stepsSoFar()).containsExactly(TestSeam.step(first.turn().first()));
        MoveEntry.at(doc).play(TestSeam.step(first.turn().steps().get(1)));
        assertThat(unfinished.isAttached()).isFalse();
        assertThat(doc.record().mainLine()).hasSize(2);
        doc.undo();
        assertThat(unfinished.isAttached()).isTrue();
        assertThat(doc.cursor()).isSameAs(unfinished);
    }

    @Test
    void aMoveWhereTheRecordGoesOnOpensAVariationThatDrawsTheDecksCards() {
        GameRecord played = played();
        GameDocument doc = emptyLike(played);
        enter(doc, played, 10);
        MoveNode four = doc.record().mainLine().get(4);
        MoveNode five = doc.record().mainLine().get(5);
        doc.setCursor(four);
        MoveEntry e = MoveEntry.at(doc);
        assertThat(e.opensVariation()).isTrue();
        assertThat(e.knownCard()).contains(TestSeam.step(five.turn().first()));
        e.play(e.knownCard().orElseThrow());
        MoveNode v = doc.cursor();
        assertThat(four.children()).hasSize(2).endsWith(v);
        // a different action than the main line's
        MoveEntry action = MoveEntry.at(doc);
        BaseMove mainAction = TestSeam.step(five.turn().steps().get(1));
        org.roundhouse.engine.Move other = action.legalSteps().stream().filter(m -> !m.equals(mainAction)).findFirst().orElseThrow();
        action.play(other);
        // finish the turn, drawing what the deck holds where known
        while (!doc.replay().isComplete(doc.cursor())) {
            MoveEntry x = MoveEntry.at(doc);
            x.play(x.isDraw() ? x.knownCard().orElse(x.chanceOutcomes().get(0).move()) : x.legalSteps().get(0));
        }
        MoveNode variation = doc.cursor();
        assertThat(variation.isMainLine()).isFalse();
        assertThat(four.children().get(1)).isSameAs(variation);
        assertThat(doc.record().mainLine()).hasSize(10);
        doc.undo();
        assertThat(four.children()).hasSize(2);
        while (four.children().size() > 1) doc.undo();
        assertThat(doc.cursor()).isSameAs(four);
        while (doc.canRedo()) doc.redo();
        assertThat(four.children().get(1).turn()).isEqualTo(variation.turn());
    }

    @Test
    void replayingTheRecordedMoveFollowsItInsteadOfCopyingIt() {
        GameRecord played = played();
        GameDocument doc = emptyLike(played);
        enter(doc, played, 8);
        MoveNode four = doc.record().mainLine().get(4);
        MoveNode five = doc.record().mainLine().get(5);
        doc.setCursor(four);
        for (BaseMove m : TestSeam.steps(five.turn().steps())) {
            MoveEntry e = MoveEntry.at(doc);
            if (m instanceof BaseMove.Exchange x && e.beginsTurn()) {
                if (!x.keeps()) e.closeInstead(x);
                continue;
            }
            e.play(m);
        }
        assertThat(doc.cursor()).isSameAs(five);
        assertThat(four.children()).containsExactly(five);
    }

    @Test
    void unseenCardsArePickedOrSampledWithASeedThatReplays() throws Exception {
        GameRecord played = played();
        GameDocument doc = emptyLike(played);
        enter(doc, played, 3);
        MoveEntry e = MoveEntry.at(doc);
        assertThat(e.isDraw()).isTrue();
        assertThat(e.knownCard()).isEmpty();
        assertThat(e.chanceOutcomes()).isNotEmpty();
        org.roundhouse.engine.Move card = e.sample(new SplittableRandom(9));
        MoveNode n = doc.cursor();
        assertThat(n.turn().steps()).containsExactly(card);
        assertThat(n.sampledSteps()).hasSize(1);
        long seed = n.sampledSteps().get(0);
        assertThat(org.roundhouse.record.ChanceSampler.sample(doc.replay().game(), doc.replay().stateBefore(n), seed)).isEqualTo(card);
        String text = RecordSaver.write(doc.record(), RecordFormat.NOTATION);
        assertThat(text).contains("%" + seed);
        GameRecord back = RecordLoader.readNotation(text, "x.upn").orThrow();
        assertThat(back.sameContent(doc.record())).isTrue();
    }

    @Test
    void illegalStepsAreRefusedWithTheEnginesReason() {
        GameRecord played = played();
        GameDocument doc = emptyLike(played);
        enter(doc, played, 1);
        MoveEntry e = MoveEntry.at(doc);
        BaseMove wrong = new BaseMove.Invest(0, 0, 1, BaseMove.Invest.NONE);
        assertThat(e.whyNot(wrong)).contains("the turn starts with drawing a track card");
        assertThatThrownBy(() -> e.play(wrong)).hasMessage("the turn starts with drawing a track card");
        assertThat(doc.canUndo()).isTrue();
        assertThat(doc.record().mainLine()).hasSize(1);
    }

    @Test
    void theTreeEditsAreUndoneAndRedone() {
        GameRecord r = TestGames.withVariations(3, 4, 2, 3);
        GameDocument doc = GameDocument.of(r, null, "t");
        MoveNode parent = r.mainLine().stream().filter(n -> n.variations().size() > 0).findFirst().orElseThrow();
        MoveNode v = parent.variations().get(0);
        MoveNode main = parent.children().get(0);
        doc.setCursor(v);
        doc.execute(new RenameEdit(v, "  Aggressive\nDM "));
        assertThat(v.name()).isEqualTo("Aggressive DM");
        doc.execute(new MarkEdit(v, MoveMark.INTERESTING));
        doc.execute(new PromoteEdit(v));
        assertThat(parent.children().get(0)).isSameAs(v);
        assertThat(v.isMainLine()).isTrue();
        doc.undo();
        assertThat(parent.children().get(0)).isSameAs(main);
        doc.redo();
        doc.execute(new DeleteEdit(main));
        assertThat(parent.children()).doesNotContain(main);
        assertThat(doc.cursor()).isSameAs(v);
        doc.setCursor(v);
        doc.execute(new DeleteEdit(v));
        assertThat(doc.cursor()).isSameAs(parent);
        doc.undo();
        doc.undo();
        doc.undo();
        doc.undo();
        assertThat(v.mark()).isEmpty();
        doc.undo();
        assertThat(v.name()).isEmpty();
        assertThat(parent.children()).containsExactly(main, v);
    }

    @Test
    void unknownHandsAreFilledInLaterAndTheMovesMustStayLegal() {
        GameRecord played = played();
        BaseSetup deal = TestSeam.deal(played.setup().deal().withoutDeckOrders());
        List<List<Integer>> tracks = new ArrayList<>(deal.trackHands());
        List<List<Integer>> shares = new ArrayList<>(deal.shareHands());
        tracks.set(1, List.of(BaseMove.UNKNOWN, BaseMove.UNKNOWN, BaseMove.UNKNOWN));
        shares.set(1, List.of(BaseMove.UNKNOWN, BaseMove.UNKNOWN, BaseMove.UNKNOWN, BaseMove.UNKNOWN));
        GameSetup unknown = played.setup().withDeal(new BaseSetup(3, tracks, shares, deal.display(), List.of(), List.of()));
        GameDocument doc = GameDocument.of(new GameRecord(played.header(), unknown), null, "t");
        enter(doc, played, 9);
        assertThat(org.roundhouse.TestSeam.state(doc.state()).hiddenShares(1)).isLessThan(4);
        // filling in Ben's real hand keeps every move legal
        GameSetup real = played.setup().withDeal(deal);
        assertThat(DealEdit.check(doc.record(), real)).isEmpty();
        var before = doc.replay();
        doc.execute(DealEdit.of(doc.record(), real));
        assertThat(doc.replay()).isNotSameAs(before);
        assertThat(TestSeam.state(doc.replay().initialState()).hiddenShares(1)).isZero();
        doc.undo();
        assertThat(doc.record().setup()).isEqualTo(unknown);
        // a hand that contradicts the moves is refused with a reason
        List<List<Integer>> wrong = new ArrayList<>(deal.shareHands());
        int played1 = ((BaseMove.Initial) played.mainLine().get(0).turn().steps().get(1)).company();
        int other = (played1 + 1) % 10;
        if (wrong.get(1).contains(other)) other = (played1 + 2) % 10;
        wrong.set(1, List.of(other, other, other, other));
        GameSetup bad = played.setup().withDeal(new BaseSetup(3, deal.trackHands(), wrong, deal.display(), List.of(), List.of()));
        assertThat(DealEdit.check(doc.record(), bad)).isPresent();
    }
}
