package org.roundhouse.engine.base;

import org.roundhouse.engine.DividendPayment;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.roundhouse.engine.base.Scenario.BOARD;
import static org.roundhouse.engine.base.Scenario.apply;
import static org.roundhouse.engine.base.Scenario.company;
import static org.roundhouse.engine.base.Scenario.section;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseMove.Take;

/** The worked examples of the rule texts, played through the engine on the shipped board. */
class RuleExamplesTest {
    private final BaseGame game = new BaseGame(BOARD, BaseOptions.standard());

    private BaseState start(int players) {
        BaseState s = game.newGame(game.randomSetup(players, new SplittableRandom(42)));
        return Scenario.afterInitialInvestments(game, s);
    }

    @Test
    @DisplayName("connection example: BNL reaches Denver–El Paso only once Denver is joined to Billings by red trains")
    void connectionExample() {
        int bnl = company("BNL");
        int wild = BOARD.wildKind();
        int denverElPaso = section("Denver", "El Paso");
        BaseState s = Scenario.actionWithWilds(start(3), 0);
        assertThat(s.runsOn(bnl, section("Billings", "Casper"))).as("BNL starts on Billings–Casper").isTrue();

        s = apply(game, s, new Build(0, wild, bnl, section("Casper", "Salt Lake City")));
        s = Scenario.actionWithWilds(s, 0);
        assertThat(game.explainIllegal(s, new Build(0, wild, bnl, denverElPaso)))
                .hasValue("BNL has no train connected to Denver or El Paso");

        s = apply(game, s, new Build(0, wild, bnl, section("Denver", "Casper")));
        s = Scenario.actionWithWilds(s, 0);
        assertThat(game.explainIllegal(s, new Build(0, wild, bnl, denverElPaso))).isEmpty();
        assertThat(game.legalBuilds(s)).contains(new Build(0, wild, bnl, denverElPaso));
    }

    @Test
    @DisplayName("connection example: joining Denver through Salt Lake City works too")
    void connectionThroughSaltLake() {
        int bnl = company("BNL");
        int wild = BOARD.wildKind();
        BaseState s = Scenario.actionWithWilds(start(3), 1);
        s = apply(game, s, new Build(1, wild, bnl, section("Casper", "Salt Lake City")));
        s = Scenario.actionWithWilds(s, 1);
        s = apply(game, s, new Build(1, wild, bnl, section("Denver", "Salt Lake City")));
        s = Scenario.actionWithWilds(s, 1);
        assertThat(game.explainIllegal(s, new Build(1, wild, bnl, section("Denver", "El Paso")))).isEmpty();
    }

    @Test
    @DisplayName("a second Denver Midland train may not be placed on Denver–El Paso")
    void secondDenverMidlandTrainRefused() {
        int dm = company("DM");
        int denverElPaso = section("Denver", "El Paso");
        BaseState s = Scenario.actionWithWilds(start(4), 0);
        assertThat(BOARD.section(denverElPaso).spaces()).isEqualTo(3);
        assertThat(s.companiesOn(denverElPaso)).contains(dm);
        Build second = new Build(0, BOARD.wildKind(), dm, denverElPaso);
        assertThat(game.explainIllegal(s, second)).hasValue("DM already has a train on Denver–El Paso");
        assertThatThrownBy(() -> game.apply(s, second)).isInstanceOf(IllegalMoveException.class)
                .hasMessage("DM already has a train on Denver–El Paso");
        assertThat(game.legalBuilds(s)).doesNotContain(second);
    }

    @Test
    @DisplayName("refused builds say why: wrong card, wrong track type, full section, no trains left, Union Pacific")
    void refusedBuildsSayWhy() {
        BaseState s = Scenario.actionWithWilds(start(4), 0);
        int dm = company("DM");
        int section = section("Denver", "Casper");
        int type = BOARD.section(section).trackType();
        int otherType = (type + 1) % BOARD.trackTypeCount();
        s.track[otherType] = 1;
        assertThat(game.explainIllegal(s, new Build(0, otherType, dm, section)).orElseThrow())
                .contains("card cannot be played on Denver–Casper, which is " + BOARD.trackTypes().get(type) + " track");
        assertThat(game.explainIllegal(s, new Build(0, BOARD.wildKind(), BOARD.unionPacific(), section)))
                .hasValue("Union Pacific has no trains and builds no track");
        for (int c = 0; c < BOARD.companyCount(); c++) {
            for (int t = 0; t < BOARD.trackTypeCount(); t++) {
                if (!BOARD.company(c).mayUse(t)) {
                    int c0 = c;
                    int t0 = t;
                    int sec = BOARD.sections().stream().filter(x -> x.trackType() == t0).findFirst().orElseThrow().index();
                    assertThat(game.explainIllegal(s, new Build(0, BOARD.wildKind(), c0, sec)))
                            .hasValue(BOARD.company(c0).abbreviation() + " may not use " + BOARD.trackTypes().get(t0) + " track");
                    return;
                }
            }
        }
    }

    @Test
    @DisplayName("a train of a company whose trains are all placed is refused")
    void noTrainsLeft() {
        BaseState s = Scenario.actionWithWilds(start(4), 0);
        int dm = company("DM");
        s.placed[dm] = BOARD.company(dm).trains();
        Build b = game.legalBuilds(Scenario.actionWithWilds(start(4), 0)).stream().filter(x -> x.company() == dm).findFirst().orElseThrow();
        assertThat(game.explainIllegal(s, b)).hasValue("DM has no trains left (all " + BOARD.company(dm).trains() + " are on the board)");
    }

    @Test
    @DisplayName("the first investments are made face down and revealed together")
    void simultaneousFirstInvestment() {
        BaseState s = game.newGame(game.randomSetup(3, new SplittableRandom(5)));
        int up = BOARD.unionPacific();
        s = apply(game, s, new BaseMove.Initial(0, up));
        assertThat(s.playedShares(0, up)).isZero();
        assertThat(s.viewFor(1).hasChosenInitial(0)).isTrue();
        assertThat(s.viewFor(0).myPendingInitial()).isEqualTo(up);
        assertThat(s.currentPlayer()).isEqualTo(1);
        s = apply(game, s, game.legalMoves(s).get(0));
        s = apply(game, s, game.legalMoves(s).get(0));
        assertThat(s.playedShares(0, up)).isEqualTo(1);
        assertThat(s.phase()).isEqualTo(Phase.DRAW_TRACK);
        assertThat(s.currentPlayer()).isZero();
    }

    @Test
    @DisplayName("four face-up shares of one company are removed and replaced, as often as it happens")
    void fourOfAKindFlush() {
        int a = company("EP&RG");
        int b = company("DM");
        int[] others = {company("MS"), company("BNL"), company("SFRB"), company("KCC")};
        List<Integer> deckTop = new ArrayList<>(List.of(a, a, a, a, a));
        for (int c : others) deckTop.add(c);
        BaseState s = game.newGame(Scenario.deal(game, 3, List.of(a, a, a, b), deckTop, 9));
        s = Scenario.afterInitialInvestments(game, s);
        s = Scenario.actionWithWilds(s, 0);
        Build build = game.legalBuilds(s).get(0);
        s = apply(game, s, build);
        s = apply(game, s, Take.display(0, b));
        s = Scenario.drawChance(game, s);
        assertThat(s.flushedShares(a)).as("two flushes of EP&RG").isEqualTo(8);
        assertThat(s.display()).containsExactly(others);
        assertThat(s.handShares(0, b)).isGreaterThanOrEqualTo(1);
        assertThat(s.phase()).isEqualTo(Phase.EXCHANGE);
    }

    @Test
    @DisplayName("double dividend: a dividend card right after another pays twice, then play passes to the next seat")
    void doubleDividend() {
        DeckRecipe twoOnTop = new DeckRecipe("test", "two on top", List.of(
                new DeckRecipe.Stack(0, 2), new DeckRecipe.Stack(DeckRecipe.Stack.REST, 2)));
        BaseGame g = new BaseGame(BOARD, BaseOptions.standard().withRecipe(twoOnTop));
        BaseSetup setup = g.randomSetup(4, new SplittableRandom(3));
        assertThat(setup.shareDeck().subList(0, 2)).containsExactly(BaseMove.DIVIDEND, BaseMove.DIVIDEND);
        BaseState s = Scenario.afterInitialInvestments(g, g.newGame(setup));
        s = Scenario.drawChance(g, s);
        s = apply(g, s, g.legalBuilds(s).get(0));
        BaseState beforeTake = s;
        s = apply(g, s, Take.deck(0));
        s = apply(g, s, new Reveal(0, BaseMove.DIVIDEND));
        assertThat(s.dividendsPaid()).as("the draw finishes before paying").isZero();
        s = apply(g, s, new Reveal(0, BaseMove.DIVIDEND));
        int third = setup.shareDeck().get(2);
        s = apply(g, s, new Reveal(0, third));
        assertThat(s.handShares(0, third)).isEqualTo(beforeTake.handShares(0, third) + 1);
        assertThat(s.dividendsPaid()).isEqualTo(2);
        assertThat(s.payments()).extracting(DividendPayment::number).containsExactly(1, 2);
        assertThat(s.payments()).allMatch(p -> p.drawnBy() == 0);
        DividendPayment first = s.payments().get(0);
        assertThat(java.util.Arrays.stream(first.payouts()).mapToInt(row -> row[BOARD.unionPacific()])).containsOnly(0);
        for (int p = 0; p < 4; p++) {
            int expected = 0;
            for (DividendPayment pay : s.payments()) expected += pay.total()[p];
            assertThat(s.cash(p)).isEqualTo(expected);
        }
        int[] upHoldings = new int[4];
        for (int p = 0; p < 4; p++) upHoldings[p] = s.playedShares(p, BOARD.unionPacific());
        int[] upPay = Dividends.tablePayout(new int[] {10, 8, 6, 4, 2}, upHoldings);
        for (int p = 0; p < 4; p++) assertThat(s.payments().get(1).payouts()[p][BOARD.unionPacific()]).isEqualTo(upPay[p]);
        s = apply(g, s, Exchange.keep(0));
        assertThat(s.currentPlayer()).as("play continues with the next seat").isEqualTo(1);
        assertThat(s.phase()).isEqualTo(Phase.DRAW_TRACK);
    }

    @Test
    @DisplayName("a dividend turned up while refilling the display is announced and the refill goes on")
    void dividendWhileRefilling() {
        DeckRecipe oneOnTop = new DeckRecipe("test", "one on top", List.of(
                new DeckRecipe.Stack(0, 1), new DeckRecipe.Stack(DeckRecipe.Stack.REST, 3)));
        BaseGame g = new BaseGame(BOARD, BaseOptions.standard().withRecipe(oneOnTop));
        BaseSetup setup = g.randomSetup(3, new SplittableRandom(11));
        BaseState s = Scenario.afterInitialInvestments(g, g.newGame(setup));
        s = Scenario.drawChance(g, s);
        s = apply(g, s, g.legalBuilds(s).get(0));
        int shown = s.displayCard(0);
        s = apply(g, s, Take.display(0, shown));
        s = Scenario.drawChance(g, s);
        assertThat(s.dividendsPaid()).isEqualTo(1);
        assertThat(s.display()).doesNotContain(-1);
        assertThat(s.display()).contains(setup.shareDeck().get(1));
    }

    @Test
    @DisplayName("two players: the game ends with the third dividend, paid with an imaginary third player")
    void twoPlayerImaginaryPlayer() {
        RandomPlayer.Playout playout = RandomPlayer.play(game, 2, 2024);
        BaseState end = playout.end();
        assertThat(end.dividendsPaid()).isEqualTo(3);
        assertThat(end.hasHouse()).isTrue();
        DividendPayment last = end.payments().get(2);
        assertThat(last.includesHouse(2)).isTrue();
        assertThat(end.payments().get(0).includesHouse(2)).isFalse();
        int[] house = last.holdings()[2];
        for (int c = 0; c < BOARD.companyCount(); c++) {
            int shown = 0;
            for (int d : end.display()) if (d == c) shown++;
            assertThat(house[c]).as("house holds the display and the deck of " + BOARD.companyAbbreviation(c))
                    .isEqualTo(shown + end.deckShares(c));
            int[] column = {last.holdings()[0][c], last.holdings()[1][c], house[c]};
            assertThat(new int[] {last.payouts()[0][c], last.payouts()[1][c], last.payouts()[2][c]})
                    .isEqualTo(Dividends.companyPayout(end.companyValue(c), column));
        }
        assertThat(house[BOARD.unionPacific()]).isEqualTo(end.unionPacificLeft());
        assertThat(end.houseCash()).isEqualTo(last.total()[2]);
        assertThat(end.ranking()).hasSize(3);
    }

    @Test
    @DisplayName("two players without the two-player rules play to the fourth dividend")
    void twoPlayersWithoutTheirRules() {
        BaseGame g = new BaseGame(BOARD, BaseOptions.standard().withTwoPlayerRules(false));
        BaseState end = RandomPlayer.play(g, 2, 7).end();
        assertThat(end.dividendsPaid()).isEqualTo(4);
        assertThat(end.hasHouse()).isFalse();
    }

    @Test
    @DisplayName("investing: several shares of one company or one each of two, then a track discard")
    void investing() {
        BaseState s = Scenario.drawChance(game, start(4));
        int p = s.currentPlayer();
        int up = BOARD.unionPacific();
        int held = -1;
        for (int c = 0; c < BOARD.companyCount(); c++) if (s.handShares(p, c) > 0 && c != up) held = c;
        assertThat(game.explainIllegal(s, Invest.pair(p, held, held))).hasValue("a pair of investments must be two different companies");
        assertThat(game.explainIllegal(s, Invest.of(p, held, 9))).get().asString().startsWith("only ");
        BaseState after = apply(game, s, Invest.of(p, held, 1));
        assertThat(after.playedShares(p, held)).isEqualTo(s.playedShares(p, held) + 1);
        assertThat(after.phase()).isEqualTo(Phase.DISCARD);
        assertThat(game.legalMoves(after)).allMatch(m -> m instanceof BaseMove.Discard);
    }

    @Test
    @DisplayName("after taking a share, any share in hand may be exchanged for a Union Pacific share")
    void unionPacificExchange() {
        BaseState s = Scenario.drawChance(game, start(4));
        int p = s.currentPlayer();
        s = apply(game, s, game.legalBuilds(s).get(0));
        s = apply(game, s, Take.unionPacific(p));
        int up = BOARD.unionPacific();
        int upLeft = s.unionPacificLeft();
        int give = -1;
        for (int c = 0; c < BOARD.companyCount(); c++) if (s.handShares(p, c) > 0) give = c;
        BaseState after = apply(game, s, new Exchange(p, give));
        assertThat(after.unionPacificLeft()).isEqualTo(upLeft - 1);
        assertThat(after.handShares(p, up)).isEqualTo(s.handShares(p, up) + 1);
        assertThat(after.handShares(p, give)).isEqualTo(s.handShares(p, give) - 1);
        assertThat(after.exchangedShares(p, give)).isEqualTo(1);
        assertThat(after.viewFor((p + 1) % 4).unseenShares(give)).isGreaterThanOrEqualTo(1);
    }

    @Test
    @DisplayName("unplayable track cards: replaceable only with the rule on and every space of that type full")
    void deadTrackCards() {
        BaseGame withRule = new BaseGame(BOARD, BaseOptions.standard().withDeadTrackRule(true));
        BaseState s = Scenario.drawChance(withRule, Scenario.afterInitialInvestments(withRule,
                withRule.newGame(withRule.randomSetup(3, new SplittableRandom(8)))));
        int p = s.currentPlayer();
        int desert = BOARD.trackTypeIndex("desert");
        BaseState holding = s.copy();
        holding.track[p * holding.t + desert]++;
        holding.trackDeck[desert]--;
        assertThat(withRule.explainIllegal(holding, new BaseMove.ReplaceDead(p, desert)))
                .hasValue("there are still free desert spaces, so the card is playable");
        assertThat(game.explainIllegal(holding, new BaseMove.ReplaceDead(p, desert)))
                .hasValue("the rule for unplayable track cards is not in use in this game");
        BaseState full = holding.copy();
        for (var sec : BOARD.sections()) {
            if (sec.trackType() == desert) {
                int cs = 0;
                for (int i = 0; i < sec.spaces(); i++) cs = cs | (i << (4 + 4 * i));
                full.sectionTrains[sec.index()] = cs | sec.spaces();
            }
        }
        assertThat(withRule.isDead(full, desert)).isTrue();
        BaseState replaced = apply(withRule, full, new BaseMove.ReplaceDead(p, desert));
        assertThat(replaced.trackRemoved(desert)).isEqualTo(1);
        assertThat(replaced.phase()).isEqualTo(Phase.DRAW_TRACK);
        assertThat(replaced.currentPlayer()).isEqualTo(p);
    }

    @Test
    @DisplayName("a hand without track cards (possible only once unplayable cards left the game) still moves: invest and skip the discard, or pass")
    void aHandWithoutTrackCardsStillMoves() {
        BaseGame withRule = new BaseGame(BOARD, BaseOptions.standard().withDeadTrackRule(true));
        BaseState s = Scenario.drawChance(withRule, Scenario.afterInitialInvestments(withRule,
                withRule.newGame(withRule.randomSetup(3, new SplittableRandom(8)))));
        int p = s.currentPlayer();
        assertThat(s.phase()).isEqualTo(Phase.ACTION);
        // every track card out of the game except the other seats' hands: the deck, the discards and this hand
        BaseState dry = s.copy();
        for (int kind = 0; kind < dry.t; kind++) {
            dry.trackDead[kind] += dry.trackDeck[kind] + dry.trackDiscard[kind] + dry.track[p * dry.t + kind];
            dry.trackDeck[kind] = 0;
            dry.trackDiscard[kind] = 0;
            dry.track[p * dry.t + kind] = 0;
        }
        dry.trackDeckCount = 0;
        dry.trackScript = null;
        List<BaseMove> actions = withRule.legalMoves(dry);
        assertThat(actions).isNotEmpty().allSatisfy(m -> assertThat(m).isInstanceOf(BaseMove.Invest.class));

        BaseState invested = apply(withRule, dry, actions.get(0));
        assertThat(invested.phase()).isEqualTo(Phase.DISCARD);
        assertThat(withRule.legalMoves(invested)).containsExactly(new BaseMove.Discard(p, BaseMove.NO_CARD));
        BaseState holding = apply(withRule, s, actions.get(0));
        assertThat(holding.phase()).isEqualTo(Phase.DISCARD);
        assertThat(withRule.explainIllegal(holding, new BaseMove.Discard(p, BaseMove.NO_CARD)))
                .hasValue("a track card is in hand, so one must be discarded");
        assertThat(withRule.legalMoves(holding)).doesNotContain(new BaseMove.Discard(p, BaseMove.NO_CARD));
        BaseState next = apply(withRule, invested, new BaseMove.Discard(p, BaseMove.NO_CARD));
        assertThat(next.currentPlayer()).isNotEqualTo(p);
        assertThat(next.phase()).isEqualTo(Phase.DRAW_TRACK);
        assertThat(withRule.chanceOutcomes(next)).extracting(o -> o.move())
                .containsExactly(new BaseMove.DrawTrack(next.currentPlayer(), BaseMove.NO_CARD));

        // with no share in hand either, the only move is to pass and take a share
        BaseState bare = dry.copy();
        for (int c = 0; c < bare.k; c++) bare.hand[p * bare.k + c] = 0;
        bare.hiddenShares[p] = 0;
        assertThat(withRule.legalMoves(bare)).containsExactly(new BaseMove.Forgo(p, BaseMove.NO_CARD));
        assertThat(withRule.explainIllegal(dry, new BaseMove.Forgo(p, BaseMove.NO_CARD)))
                .hasValue("a build or an investment is possible, so the turn cannot be passed");
        assertThat(withRule.explainIllegal(s, new BaseMove.Forgo(p, BaseMove.NO_CARD)))
                .hasValue("a track card is in hand, so the pass discards one");
        BaseState passed = apply(withRule, bare, new BaseMove.Forgo(p, BaseMove.NO_CARD));
        assertThat(passed.phase()).isEqualTo(Phase.TAKE_SHARE);
        assertThat(passed.trackDead).isEqualTo(bare.trackDead);
    }

    @Test
    @DisplayName("when the last track card is drawn the discards are shuffled at once; that turn's card starts a new discard pile")
    void trackDiscardsReshuffledWhenTheLastCardIsDrawn() {
        SplittableRandom rng = new SplittableRandom(5);
        BaseState s = start(3);
        int checked = 0;
        while (!s.isOver() && checked < 3) {
            if (s.phase() == Phase.DRAW_TRACK && s.trackDeckSize() == 1) {
                int p = s.currentPlayer();
                int[] discards = new int[BOARD.trackCardKinds()];
                int discarded = 0;
                for (int k = 0; k < discards.length; k++) {
                    discards[k] = s.trackDiscards(k);
                    discarded += discards[k];
                }
                assertThat(discarded).as("discards before the last card").isPositive();
                BaseState drawn = step(s, rng);
                assertThat(drawn.trackDeckSize()).as("the new deck is the old discards").isEqualTo(discarded);
                for (int k = 0; k < discards.length; k++) {
                    assertThat(drawn.trackDiscards(k)).isZero();
                    assertThat(drawn.trackDeckCards(k)).isEqualTo(discards[k]);
                }
                // the card played or discarded in this turn is the first of the next pile
                BaseState t = drawn;
                while (t.currentPlayer() == p && !t.isOver() && t.phase() != Phase.DRAW_TRACK) {
                    t = step(t, rng);
                }
                int after = 0;
                for (int k = 0; k < discards.length; k++) after += t.trackDiscards(k);
                assertThat(after).as("discards after the turn of the last card").isEqualTo(1);
                assertThat(t.trackDeckSize()).isEqualTo(discarded);
                checked++;
                s = t;
                continue;
            }
            s = step(s, rng);
        }
        assertThat(checked).as("reshuffles seen in the game").isPositive();
    }

    /** One step: the first chance outcome, or a random legal decision. */
    private BaseState step(BaseState s, SplittableRandom rng) {
        if (s.isChanceNode()) return apply(game, s, game.chanceOutcomes(s).get(0).move());
        List<BaseMove> moves = game.legalMoves(s);
        return apply(game, s, moves.get(rng.nextInt(moves.size())));
    }

    @Test
    @DisplayName("an impossible deal is refused with the reason")
    void impossibleDeal() {
        BaseSetup good = game.randomSetup(3, new SplittableRandom(1));
        int w = company("W&W");
        List<List<Integer>> hands = List.of(List.of(w, w, w, w), List.of(w, w, w, w), good.shareHands().get(2));
        BaseSetup bad = new BaseSetup(3, good.trackHands(), hands, good.display(), List.of(), List.of());
        assertThatThrownBy(() -> game.newGame(bad)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more W&W shares than the game has (6)");
        List<Integer> wrongDeck = new ArrayList<>(good.shareDeck());
        wrongDeck.remove(Integer.valueOf(BaseMove.DIVIDEND));
        wrongDeck.add(0, BaseMove.DIVIDEND);
        BaseSetup badOrder = new BaseSetup(3, good.trackHands(), good.shareHands(), good.display(), wrongDeck, good.trackDeck());
        assertThatThrownBy(() -> game.newGame(badOrder)).hasMessageContaining("dividend cards in stack 1");
    }

    @Test
    @DisplayName("without a known deck order, any card the deck can hold may come up, and no other")
    void unknownDeckOrder() {
        BaseSetup setup = game.randomSetup(4, new SplittableRandom(12)).withoutDeckOrders();
        BaseState s = Scenario.afterInitialInvestments(game, game.newGame(setup));
        assertThat(s.knowsDeckOrder()).isFalse();
        assertThat(game.chanceOutcomes(s)).hasSizeGreaterThan(1);
        s = apply(game, s, new BaseMove.DrawTrack(0, BOARD.wildKind()));
        s = apply(game, s, game.legalBuilds(s).get(0));
        s = apply(game, s, Take.deck(0));
        assertThat(game.explainIllegal(s, new Reveal(0, BaseMove.DIVIDEND)))
                .hasValue("no dividend card can come up here: the current stack of the deck holds none");
        int some = company("MS");
        assertThat(game.explainIllegal(s, new Reveal(0, some))).isEmpty();
    }
}
