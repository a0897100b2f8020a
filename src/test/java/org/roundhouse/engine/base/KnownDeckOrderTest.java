package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Reveal;

/** What-if lines draw the cards the deck really held: a deck order can be laid onto a position. */
class KnownDeckOrderTest {
    private final BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());

    @Test
    void theOrderAGameRevealedBecomesTheDeckOfAPositionThatDidNotKnowIt() {
        RandomPlayer.Playout played = RandomPlayer.play(game, 4, 31);
        List<Integer> reveals = new ArrayList<>();
        List<Integer> draws = new ArrayList<>();
        for (BaseMove m : played.moves()) {
            if (m instanceof Reveal r) reveals.add(r.card());
            if (m instanceof DrawTrack d) draws.add(d.kind());
        }
        BaseState blind = game.newGame(played.setup().withoutDeckOrders());
        int cut = played.moves().size() / 2;
        int revealed = 0;
        int drawn = 0;
        for (BaseMove m : played.moves().subList(0, cut)) {
            blind = game.applyLegal(blind, m);
            if (m instanceof Reveal) revealed++;
            if (m instanceof DrawTrack) drawn++;
        }
        assertThat(blind.knowsDeckOrder()).isFalse();
        BaseState known = game.withShareDeckOrder(blind, reveals.subList(revealed, reveals.size()));
        int trackLeft = Math.min(blind.trackDeckSize(), draws.size() - drawn);
        known = game.withTrackDeckOrder(known, draws.subList(drawn, drawn + trackLeft));
        assertThat(known.knowsDeckOrder()).isTrue();
        assertThat(known.cardsToNextDividend()).isGreaterThanOrEqualTo(0);
        for (BaseMove m : played.moves().subList(cut, played.moves().size())) {
            boolean forced = m instanceof Reveal || (m instanceof DrawTrack && known.knowsTrackDeckOrder());
            if (forced) {
                assertThat(game.chanceOutcomes(known)).as("the known order decides the draw").hasSize(1);
                assertThat(game.chanceOutcomes(known).get(0).move()).isEqualTo(m);
            } else if (m.isChance()) {
                assertThat(game.chanceOutcomes(known)).as("after a reshuffle the order is unknown again")
                        .extracting(o -> o.move()).contains(m);
            }
            known = game.applyLegal(known, m);
        }
        assertThat(known.isOver()).isTrue();
    }

    @Test
    void anImpossibleOrderIsRefusedWithTheReason() {
        BaseState start = game.newGame(game.randomSetup(3, new java.util.SplittableRandom(4)).withoutDeckOrders());
        assertThatThrownBy(() -> game.withShareDeckOrder(start, List.of(BaseMove.DIVIDEND)))
                .hasMessage("card 1 from the top cannot be a dividend card: its stack holds none");
        int ww = Boards.unionPacific().companyIndex("W&W");
        List<Integer> tooMany = new ArrayList<>();
        for (int i = 0; i <= start.deckShares(ww); i++) tooMany.add(ww);
        assertThatThrownBy(() -> game.withShareDeckOrder(start, tooMany))
                .hasMessageContaining("cannot be a W&W share: none is left in the deck");
        int wild = Boards.unionPacific().wildKind();
        List<Integer> wilds = new ArrayList<>();
        for (int i = 0; i <= start.trackDeckCards(wild); i++) wilds.add(wild);
        assertThatThrownBy(() -> game.withTrackDeckOrder(start, wilds)).hasMessageContaining("cannot be a wild card");
    }

    @Test
    void pastTheKnownCardsAnyCardTheDeckHoldsMayComeUp() {
        BaseState start = game.newGame(game.randomSetup(3, new java.util.SplittableRandom(4)).withoutDeckOrders());
        int kind = game.chanceOutcomes(Scenario.afterInitialInvestments(game, start)).get(0).move() instanceof DrawTrack d ? d.kind() : -1;
        BaseState s = game.withTrackDeckOrder(Scenario.afterInitialInvestments(game, start), List.of(kind));
        assertThat(game.chanceOutcomes(s)).hasSize(1);
        s = game.applyLegal(s, new DrawTrack(0, kind));
        assertThat(s.knowsTrackDeckOrder()).isFalse();
    }
}
