package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.A;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.BNL;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.BOARD;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.DESERT;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.DIV;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.DM;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.PLAIN;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.UP;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.apply;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.section;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.started;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Flip;
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
import org.roundhouse.engine.nineteenth.NineteenthMove.TakeNoCard;

/**
 * The defaults of issue #22, the text's reading, and the old defaults kept as option values: no
 * game ends for one round without a train but after ten in a row, Union Pacific's majority of all
 * the shares, an "A" card that may be left showing when the section's deck has run out, and a
 * refusal that blocks one placement.
 */
class NineteenthDefaultsTest {
    static final NineteenthCentury TEXT = new NineteenthCentury(BOARD, NineteenthOptions.DEFAULT);
    static final NineteenthCentury OLD = new NineteenthCentury(BOARD, NineteenthOptions.BEFORE_22);

    @Test
    void theRuleSetsDefaultsAreTheTextsReadingAndARecordWithoutTheOptionsMeansTheOldOnes() {
        NineteenthRuleSet rules = NineteenthRuleSet.INSTANCE;
        assertThat(rules.typed(rules.configure(BOARD, Map.of())).options()).isEqualTo(NineteenthOptions.DEFAULT);
        assertThat(NineteenthOptions.DEFAULT.upMajorityOfAll()).isTrue();
        assertThat(NineteenthOptions.DEFAULT.idleRoundEnds()).isFalse();
        assertThat(NineteenthOptions.DEFAULT.idleRoundLimit()).isEqualTo(10);
        assertThat(NineteenthOptions.DEFAULT.aceOptional()).isTrue();
        assertThat(NineteenthOptions.DEFAULT.refusalBlocksPlacement()).isTrue();
        Map<String, String> recorded = rules.asRecorded(Map.of());
        assertThat(recorded).containsExactly(Map.entry("IdleRoundEnds", "yes"), Map.entry("UpMajority", "purchased"),
                Map.entry("IdleRoundLimit", "none"), Map.entry("AceWhenDeckOut", "forced"), Map.entry("RefusalBlocks", "turn"));
        assertThat(rules.typed(rules.configure(BOARD, recorded)).options()).isEqualTo(NineteenthOptions.BEFORE_22);
        // a file that leaves unnamed options out names these, so that it reads back as it was played
        assertThat(rules.forWriting(Map.of("SalePrice", "half"))).containsExactly(Map.entry("SalePrice", "half"),
                Map.entry("IdleRoundEnds", "no"), Map.entry("UpMajority", "all"), Map.entry("IdleRoundLimit", "10"),
                Map.entry("AceWhenDeckOut", "optional"), Map.entry("RefusalBlocks", "placement"));
        assertThat(rules.asRecorded(rules.forWriting(Map.of()))).isEqualTo(rules.forWriting(Map.of()));
    }

    // ------------------------------------------------------------------ rounds without a train

    private static NineteenthState passRounds(NineteenthCentury game, NineteenthState s, int rounds) {
        for (int i = 0; i < rounds * s.players(); i++) {
            assertThat(s.isOver()).as("over after %d turns without a train: %s", i, s.ending()).isFalse();
            int p = s.currentPlayer();
            s = apply(game, s, new Done(p), new Done(p), new Done(p));
        }
        return s;
    }

    @Test
    void passingPlayersEndTheGameAfterTenWholeRoundsWithoutATrainAndNotBefore() {
        NineteenthState s = passRounds(TEXT, started(TEXT), 9);
        // the tenth round: every turn but its last leaves the game going
        for (int p = 0; p < 2; p++) {
            s = apply(TEXT, s, new Done(p), new Done(p), new Done(p));
            assertThat(s.isOver()).isFalse();
        }
        s = apply(TEXT, s, new Done(2), new Done(2), new Done(2));
        assertThat(s.isOver()).isTrue();
        assertThat(s.ending()).isEqualTo("idle-rounds");
        // under the old default one round ends it
        NineteenthState old = passRounds(OLD, started(OLD), 0);
        for (int p = 0; p < 3; p++) old = apply(OLD, old, new Done(p), new Done(p), new Done(p));
        assertThat(old.ending()).isEqualTo("idle-round");
        // without either rule, passing goes on
        NineteenthCentury endless = new NineteenthCentury(BOARD, new NineteenthOptions(false, false, true, false, true, 0, true, true));
        assertThat(passRounds(endless, started(endless), 50).isOver()).isFalse();
    }

    @Test
    void aTrainStartsTheCountOfRoundsWithoutATrainAgain() {
        NineteenthState s = passRounds(TEXT, started(TEXT), 9);
        s = apply(TEXT, s, new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")), new Flip(0, PLAIN),
                new Reveal(0, PLAIN, NineteenthRulesTest.T), new Done(0));
        s = passRounds(TEXT, s, 9);
        assertThat(s.isOver()).isFalse();
    }

    /** Four heuristic bots on the four-player deal of seed 4, to the end or {@code turns} turns. */
    private static NineteenthState heuristicGame(NineteenthOptions o, int turns) {
        NineteenthCentury game = new NineteenthCentury(BOARD, o);
        SplittableRandom rng = new SplittableRandom(4);
        NineteenthState s = game.newGame(game.randomDeal(4, rng));
        List<Bot<NineteenthState, NineteenthMove>> bots = new ArrayList<>();
        for (int p = 0; p < 4; p++) bots.add(new NineteenthHeuristicBot(game));
        int decisions = 0;
        while (!s.isOver() && s.turn() < turns) {
            NineteenthMove m = s.isChanceNode() ? game.sampleChance(s, rng)
                    : bots.get(s.currentPlayer()).choose(new NineteenthHidden().redact(s, s.currentPlayer()),
                            new SplittableRandom(Match.mix(4, decisions++)));
            s = game.applyLegal(s, m);
        }
        return s;
    }

    @Test
    void fourHeuristicBotsThatWouldPassForeverStillFinish() {
        NineteenthState endless = heuristicGame(new NineteenthOptions(false, false, true, false, true, 0, true, true), 400);
        assertThat(endless.isOver()).as("without an idle end these bots pass on and on").isFalse();
        NineteenthState s = heuristicGame(NineteenthOptions.DEFAULT, 2_000);
        assertThat(s.isOver()).isTrue();
        assertThat(s.ending()).isEqualTo("idle-rounds");
        assertThat(heuristicGame(NineteenthOptions.BEFORE_22, 2_000).isOver()).isTrue();
    }

    // ------------------------------------------------------------------ Union Pacific's majority

    /** Union Pacific owns 2 BNL shares, seat B 1: more than half of the purchased, not of all BNL's shares. */
    private static int bnlIncomeToUp(NineteenthCentury game) {
        NineteenthState s = apply(game, started(game), new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")),
                new Flip(0, PLAIN));
        s.held[1][BNL] = 1;
        s.upHeld[BNL] = 2;
        s.inCompany[BNL] -= 3;
        NineteenthState t = apply(game, s, new Reveal(0, PLAIN, DIV));
        int[] income = t.companyIncome().get(0);
        assertThat(income[BNL] + income[UP]).isGreaterThan(0);
        return income[BNL] == 0 ? 1 : 0;
    }

    @Test
    void unionPacificTakesACompanysIncomeOnlyWithMoreThanHalfOfAllItsSharesUnlessPurchasedIsChosen() {
        assertThat(BOARD.company(BNL).shares()).isGreaterThan(4);
        assertThat(bnlIncomeToUp(TEXT)).as("2 of BNL's %d shares", BOARD.company(BNL).shares()).isZero();
        assertThat(bnlIncomeToUp(new NineteenthCentury(BOARD, new NineteenthOptions(false, false, true, false, false, 10, true, true))))
                .as("UpMajority=purchased: 2 of the 3 purchased").isOne();
    }

    // ------------------------------------------------------------------ the "A" card when the deck has run out

    /** Seat A owns DM and the plain deck has run out; the desert deck shows an "A" card; A places DM on plain track. */
    private static NineteenthState plainDeckOut(NineteenthCentury game) {
        NineteenthState s = apply(game, started(game), new Buy(0, DM, false, 1, false), new Done(0));
        s.top[PLAIN] = NineteenthState.NONE;
        s.tracksUnder[PLAIN] = 0;
        s.acesUnder[PLAIN] = 0;
        s.candidate[PLAIN] = false;
        return apply(game, s, new Expand(0, DM, section("DEN-OMA")));
    }

    @Test
    void theACardShowingMayBeLeftWhenTheSectionsDeckHasRunOut() {
        NineteenthState s = plainDeckOut(TEXT);
        assertThat(s.topCard(DESERT)).isEqualTo(A);
        assertThat(TEXT.legalMoves(s)).containsExactly(new Flip(0, DESERT), new TakeNoCard(0));
        NineteenthState t = apply(TEXT, s, new TakeNoCard(0));
        assertThat(t.phaseName()).isEqualTo("the additional investment");
        assertThat(t.topCard(DESERT)).as("the A card still shows").isEqualTo(A);
        assertThat(t.discardedAces(DESERT)).isZero();
        assertThat(t.trains(DM)).isEqualTo(2);
        // taking it off stays allowed
        assertThat(apply(TEXT, s, new Flip(0, DESERT)).discardedAces(DESERT)).isEqualTo(1);
    }

    @Test
    void everyBotChoosesALegalStepWhereTheACardMayBeLeftAndAfterARefusal() {
        NineteenthState flip = plainDeckOut(TEXT);
        NineteenthState refused = refusedOnDenOma(TEXT);
        for (String bot : List.of("random", "heuristic", "heuristic2", "search:4", "ismcts:8")) {
            for (NineteenthState s : List.of(flip, refused)) {
                NineteenthMove m = NineteenthBots.create(TEXT, bot).choose(new NineteenthHidden().redact(s, s.currentPlayer()),
                        new SplittableRandom(1));
                assertThat(TEXT.legalMoves(s)).as("%s at %s", bot, s.phaseName()).contains(m);
            }
        }
    }

    @Test
    void leavingTheACardIsRefusedWhereTheRulesForceItOrTheSectionsDeckStillShowsACard() {
        NineteenthState s = plainDeckOut(OLD);
        assertThat(OLD.legalMoves(s)).containsExactly(new Flip(0, DESERT));
        Optional<Refusal> forced = OLD.refusal(s, new TakeNoCard(0));
        assertThat(forced).isPresent();
        assertThat(forced.get().code()).isEqualTo(NineteenthCentury.CARD_REQUIRED);
        assertThat(forced.get().sentence()).contains("plain deck has run out").contains("AceWhenDeckOut \"forced\"")
                .contains("take off the \"A\" card");
        // with the plain deck still showing a card, a card is taken off under any option
        NineteenthState full = apply(TEXT, started(TEXT), new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")));
        assertThat(TEXT.legalMoves(full)).containsExactly(new Flip(0, PLAIN), new Flip(0, DESERT));
        Optional<Refusal> notOut = TEXT.refusal(full, new TakeNoCard(0));
        assertThat(notOut).isPresent();
        assertThat(notOut.get().code()).isEqualTo(NineteenthCentury.CARD_REQUIRED);
        assertThat(notOut.get().sentence()).contains("the top card of the plain deck");
    }

    // ------------------------------------------------------------------ a refused proposal

    /** Seat A owns 1 DM, B 1, C 1: A proposes, and needs one of them. */
    private static NineteenthState threeOwners(NineteenthCentury game) {
        return apply(game, started(game), new Buy(0, DM, false, 1, false), new Done(0), new Done(0), new Done(0),
                new Buy(1, DM, false, 1, false), new Done(1), new Done(1), new Done(1),
                new Buy(2, DM, false, 1, false), new Done(2), new Done(2), new Done(2), new Done(0));
    }

    private static NineteenthState refusedOnDenOma(NineteenthCentury game) {
        return apply(game, threeOwners(game), new Expand(0, DM, section("DEN-OMA")), new Answer(0, 1, false), new Answer(0, 2, false));
    }

    @Test
    void aRefusedProposalBlocksOnlyThatPlacement() {
        NineteenthState s = refusedOnDenOma(TEXT);
        assertThat(s.phaseName()).isEqualTo("the expansion");
        Optional<Refusal> again = TEXT.refusal(s, new Expand(0, DM, section("DEN-OMA")));
        assertThat(again).isPresent();
        assertThat(again.get().code()).isEqualTo(NineteenthCentury.REFUSED_PLACEMENT);
        assertThat(again.get().sentence()).contains("refused this DM train on").contains("another placement may still be proposed");
        assertThat(TEXT.legalMoves(s)).contains(new Expand(0, DM, section("DEN-CAS")), new Done(0))
                .doesNotContain(new Expand(0, DM, section("DEN-OMA")));
        NineteenthState other = apply(TEXT, s, new Expand(0, DM, section("DEN-CAS")), new Answer(0, 1, true));
        assertThat(other.trains(DM)).isEqualTo(2);
        // the next turn, the refused placement may be proposed again
        NineteenthState next = apply(TEXT, s, new Done(0), new Done(0), new Done(1), new Done(1), new Done(1), new Done(2), new Done(2),
                new Done(2), new Done(0));
        assertThat(TEXT.legalMoves(next)).contains(new Expand(0, DM, section("DEN-OMA")));
    }

    @Test
    void underRefusalBlocksTurnARefusalBlocksTheCompanyForTheTurn() {
        NineteenthCentury turn = new NineteenthCentury(BOARD, new NineteenthOptions(false, false, true, false, true, 10, true, false));
        NineteenthState s = refusedOnDenOma(turn);
        assertThat(turn.refusal(s, new Expand(0, DM, section("DEN-CAS"))).orElseThrow().code()).isEqualTo(NineteenthCentury.REFUSED_THIS_TURN);
        assertThat(turn.legalMoves(s)).containsExactly(new Done(0));
    }
}
