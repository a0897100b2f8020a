package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.base.BaseMove;

/** The codes of "Union Pacific for two"'s refusals, which the workbench's "Why not?" tells apart (never its words). */
class UpForTwoRefusalTest {
    private final Game game = UpForTwoRuleSet.INSTANCE.configure(Boards.unionPacific(), UpForTwoRuleSet.INSTANCE.defaults());
    private final Map<String, Integer> seen = new HashMap<>();

    private void expect(GameState s, Move step, String code) {
        Optional<Refusal> r = game.refusal(s, step);
        assertThat(r).as("%s at %s", step, s).isPresent();
        assertThat(r.get().code()).as("%s at %s: %s", step, s, r.get().sentence()).isEqualTo(code);
        assertThat(r.get().sentence()).isNotBlank();
        seen.merge(code, 1, Integer::sum);
    }

    @Test
    void everyKindOfRefusalHasItsCode() {
        int companies = Boards.unionPacific().companyCount();
        int up = Boards.unionPacific().unionPacific();
        for (long seed = 1; seed <= 12; seed++) {
            Deal deal = game.randomDeal(2, new SplittableRandom(seed));
            GameState s = game.newGame(deal);
            for (Move m : game.randomPlay(deal, seed).steps()) {
                UpForTwoState u = (UpForTwoState) s;
                int p = u.currentPlayer();
                switch (u.phase()) {
                    case TAKE_SHARE -> {
                        expect(s, BaseMove.Take.deck(p), UpForTwo.TAKE_BY_SOURCE);
                        int shown = u.display()[0];
                        expect(s, new UpForTwoMove.TakeFaceUp(p, 0, (shown + 1) % companies), UpForTwo.NOT_IN_SLOT);
                        expect(s, new UpForTwoMove.TakeBlind(1 - p), Refusal.NOT_YOUR_TURN);
                        if (u.personalDeckSize(p) == 0) expect(s, new UpForTwoMove.TakePersonal(p), UpForTwo.PERSONAL_DECK_EMPTY);
                    }
                    case ACTION -> {
                        expect(s, new UpForTwoMove.TakeBlind(p), Refusal.OUT_OF_PLACE);
                        expect(s, new UpForTwoMove.KeepThree(p), Refusal.OUT_OF_PLACE);
                    }
                    case EXCHANGE -> expect(s, new BaseMove.Exchange(p, up), UpForTwo.ILLEGAL_TRADE);
                    case PERSONAL_REVEAL -> {
                        if (u.knowsPersonalDeckOrder(p) && u.personalDeckSize(p) > 1) {
                            int next = ((UpForTwoMove.RevealPersonal) game.chanceOutcomes(s).get(0).move()).company();
                            for (int c = 0; c < companies; c++) {
                                if (c != next && u.personalShares(p, c) > 0) {
                                    expect(s, new UpForTwoMove.RevealPersonal(p, c), UpForTwo.NOT_IN_PERSONAL_DECK);
                                    break;
                                }
                            }
                        }
                    }
                    case THREE_OF_A_KIND -> {
                        for (int k = 0; k < u.board().trackCardKinds(); k++) {
                            if (u.trackCards(p, k) < 3) expect(s, new UpForTwoMove.ShowThree(p, k), UpForTwo.NO_THREE_OF_A_KIND);
                        }
                    }
                    default -> {
                    }
                }
                s = game.applyLegal(s, m);
            }
            expect(s, new UpForTwoMove.TakeBlind(0), Refusal.GAME_OVER);
        }
        assertThat(seen).containsKeys(UpForTwo.TAKE_BY_SOURCE, UpForTwo.NOT_IN_SLOT, Refusal.NOT_YOUR_TURN, Refusal.OUT_OF_PLACE,
                UpForTwo.ILLEGAL_TRADE, UpForTwo.NOT_IN_PERSONAL_DECK, UpForTwo.NO_THREE_OF_A_KIND, Refusal.GAME_OVER,
                UpForTwo.PERSONAL_DECK_EMPTY);
    }

    @Test
    void aTradeWithTheUnionPacificStackEmptySaysNoShareIsLeftNotThatTheTurnIsOver() {
        for (long seed = 1; seed <= 40; seed++) {
            Deal deal = game.randomDeal(2, new SplittableRandom(seed));
            GameState s = game.newGame(deal);
            for (Move m : game.randomPlay(deal, seed).steps()) {
                UpForTwoState u = (UpForTwoState) s;
                if (!u.isOver() && u.table.unionPacificLeft() == 0 && u.phase() == UpForTwoPhase.DRAW_TRACK) {
                    Refusal r = game.afterTurnEnd(s, new BaseMove.Exchange(1 - u.currentPlayer(), 0));
                    assertThat(r.code()).isEqualTo(org.roundhouse.engine.base.BaseGame.NO_UNION_PACIFIC_LEFT);
                    assertThat(r.sentence()).startsWith("no Union Pacific share is left").doesNotContain("the turn is over");
                    assertThat(game.afterTurnEnd(s, BaseMove.Exchange.keep(1 - u.currentPlayer())).code()).isEqualTo(Refusal.TURN_OVER);
                    return;
                }
                s = game.applyLegal(s, m);
            }
        }
        throw new AssertionError("no game of 40 emptied the Union Pacific stack");
    }

    @Test
    void aShareIsNamedWithTheArticleItsAbbreviationIsReadWith() {
        var board = Boards.unionPacific();
        var base = new org.roundhouse.engine.base.BaseGame(board, org.roundhouse.engine.base.BaseOptions.standard());
        assertThat(base.cardName(board.companyIndex("EP&RG"))).isEqualTo("an EP&RG share");
        assertThat(base.cardName(board.companyIndex("MS"))).isEqualTo("an MS share");
        assertThat(base.cardName(board.companyIndex("DM"))).isEqualTo("a DM share");
        assertThat(base.cardName(board.unionPacific())).isEqualTo("a UP share");
    }

    @Test
    void theSharedStepsAreRefusedWithTheBaseGamesCodes() {
        Deal deal = game.randomDeal(2, new SplittableRandom(3));
        GameState s = game.newGame(deal);
        for (Move m : game.randomPlay(deal, 3).steps()) {
            UpForTwoState u = (UpForTwoState) s;
            if (u.phase() == UpForTwoPhase.DISCARD) {
                int p = u.currentPlayer();
                for (int k = 0; k < u.board().trackCardKinds(); k++) {
                    if (u.trackCards(p, k) == 0) {
                        expect(s, new BaseMove.Discard(p, k), org.roundhouse.engine.base.BaseGame.NO_TRACK_CARD);
                        return;
                    }
                }
            }
            s = game.applyLegal(s, m);
        }
        throw new AssertionError("no discard without some kind of track card in game 3");
    }
}
