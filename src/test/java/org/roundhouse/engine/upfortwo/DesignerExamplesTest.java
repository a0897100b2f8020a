package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.roundhouse.engine.upfortwo.TwoScenario.D;
import static org.roundhouse.engine.upfortwo.TwoScenario.company;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/** The worked examples of the variant's text, played through the engine. Seat 0 is Winton, seat 1 Dave. */
class DesignerExamplesTest {
    private static final int WINTON = 0;
    private static final int DAVE = 1;
    private static final int HOUSE = 2;
    private static final int WW = company("W&W");
    private static final int DM = company("DM");
    private static final int EP = company("EP&RG");
    private static final int MS = company("MS");
    private static final int SFRB = company("SFRB");

    @Test
    void westernAndWyomingPlayedByOneSeatInTheOthersHandAndNotWithTheHouseScoresBothPlacesInTheLastRound() {
        // W&W has 6 shares: one in each personal deck, the other four dealt to the seats
        TwoScenario g = TwoScenario.deal()
                .hand(WINTON, WW, WW, WW, DM)
                .hand(DAVE, WW, MS, MS, SFRB)
                .personalTop(WINTON, WW)
                .personalTop(DAVE, WW)
                .build();
        g.initial(WW, MS);
        g.investTurn(WW, 2); // Winton: 3 played
        g.buildTurn(new TakePersonal(DAVE)); // Dave draws his W&W: 2 in hand
        g.buildTurn(new TakePersonal(WINTON));
        g.investTurn(MS, 1);
        g.investTurn(WW, 1); // Winton: 4 played
        g.build().play(new TakeBlind(DAVE)).chance(); // the four dividend cards come up together

        UpForTwoState s = g.s;
        assertThat(s.isOver()).isTrue();
        assertThat(s.playedShares(WINTON, WW)).isEqualTo(4);
        assertThat(s.handShares(DAVE, WW)).isEqualTo(2);
        assertThat(s.playedShares(DAVE, WW)).isZero();
        List<DividendPayment> pay = s.payments();
        assertThat(pay).hasSize(4);
        int value = pay.get(3).values()[WW];
        for (int round = 0; round < 3; round++) {
            assertThat(pay.get(round).payouts()[WINTON][WW]).as("round %d: a monopoly scores first place only", round + 1).isEqualTo(value);
        }
        DividendPayment last = pay.get(3);
        assertThat(last.holdings()[HOUSE][WW]).as("the house holds no W&W").isZero();
        assertThat(last.payouts()[WINTON][WW]).as("both places").isEqualTo(value + value / 2);
        assertThat(last.payouts()[DAVE][WW]).isZero();
    }

    /**
     * Denver Midland: Winton 4 played and one in hand, Dave 3 played. Trading the share in
     * hand for Union Pacific gives the house three (with the two left in the deck), tying
     * Dave for second.
     */
    @Test
    void denverMidlandTradedAwaySoTheHouseTiesTheOtherSeatForSecond() {
        TwoScenario g = TwoScenario.deal()
                .hand(WINTON, DM, DM, DM, DM)
                .hand(DAVE, DM, DM, MS, SFRB)
                .display(MS, SFRB, EP, MS)
                .personalTop(WINTON, DM)
                .personalTop(DAVE, DM)
                .deckTop(EP, D, D, D, D)
                .build();
        g.initial(DM, DM);
        g.investTurn(DM, 3); // Winton: 4 played
        g.buildTurn(new TakePersonal(DAVE)); // Dave: 2 in hand
        g.buildTurn(new TakePersonal(WINTON)); // Winton: 1 in hand
        g.investTurn(DM, 2); // Dave: 3 played
        g.build().play(new TakeBlind(WINTON)).chance();
        assertThat(g.s.phase()).isEqualTo(UpForTwoPhase.EXCHANGE);
        assertThat(g.game.houseShares(g.s, DM)).as("the house: the two DM left in the deck").isEqualTo(2);
        UpForTwoState beforeTrade = g.s;

        g.play(new Exchange(WINTON, DM));
        assertThat(g.game.houseShares(g.s, DM)).as("the traded share under the deck is the house's").isEqualTo(3);
        g.build().play(new TakeBlind(DAVE)).chance();
        DividendPayment traded = g.s.payments().get(3);
        int value = traded.values()[DM];
        assertThat(traded.holdings()[HOUSE][DM]).isEqualTo(3);
        assertThat(traded.payouts()[WINTON][DM]).isEqualTo(value);
        assertThat(traded.payouts()[DAVE][DM]).as("Dave and the house split second").isEqualTo(value / 2 / 2);
        assertThat(traded.payouts()[HOUSE][DM]).isEqualTo(value / 2 / 2);

        g.s = beforeTrade;
        g.play(Exchange.keep(WINTON));
        g.build().play(new TakeBlind(DAVE)).chance();
        DividendPayment kept = g.s.payments().get(3);
        assertThat(kept.holdings()[HOUSE][DM]).isEqualTo(2);
        assertThat(kept.payouts()[DAVE][DM]).as("second all to himself").isEqualTo(kept.values()[DM] / 2);
        assertThat(kept.payouts()[WINTON][DM] - kept.payouts()[DAVE][DM])
                .as("trading gives Winton more over Dave")
                .isLessThan(traded.payouts()[WINTON][DM] - traded.payouts()[DAVE][DM]);
    }

    /**
     * El Paso played out: Dave gathers nine shares (four dealt, three face up and one dealt
     * to the display, one from his personal deck), Winton plays two; then all four dividend
     * cards come up in one draw, so rounds 1 to 3 and the last are paid on the same table.
     */
    @Test
    void elPasoPlayedOut() {
        for (boolean relative : new boolean[] {false, true}) {
            TwoScenario g = TwoScenario.deal()
                    .options(UpForTwoOptions.standard().withRelativePayments(relative))
                    .hand(WINTON, EP, EP, MS, SFRB)
                    .hand(DAVE, EP, EP, EP, EP)
                    .display(EP, EP, EP, company("KCC"))
                    .personalTop(WINTON, MS)
                    .personalTop(DAVE, EP)
                    .deckTop(EP, company("ESL"), company("KCC"), company("BNL"), DM, WW, SFRB, D, D, D, D, MS)
                    .build();
            g.initial(EP, EP);
            g.investTurn(EP, 1); // Winton: 2 played
            for (int i = 0; i < 3; i++) {
                g.build().take(faceUp(g, true)); // Dave takes El Paso face up
                g.build().take(faceUp(g, false)); // Winton takes another company
            }
            g.build().take(faceUp(g, true));
            g.buildTurn(new TakePersonal(WINTON)); // not El Paso
            g.buildTurn(new TakePersonal(DAVE)); // El Paso
            g.investTurn(MS, 1);
            g.investTurn(EP, 8); // Dave: 9 played
            g.build().play(new TakeBlind(WINTON)).chance();

            UpForTwoState s = g.s;
            assertThat(s.isOver()).isTrue();
            assertThat(s.playedShares(DAVE, EP)).isEqualTo(9);
            assertThat(s.playedShares(WINTON, EP)).isEqualTo(2);
            int value = s.payments().get(0).values()[EP];
            for (int round = 0; round < 3; round++) {
                int[][] pay = s.payments().get(round).payouts();
                assertThat(pay[DAVE][EP] - pay[WINTON][EP]).as("half the length, rounded in Dave's favour").isEqualTo(value - value / 2);
                if (relative) assertThat(pay[WINTON][EP]).isZero();
            }
            DividendPayment last = s.payments().get(3);
            assertThat(last.holdings()[HOUSE][EP]).as("the deck's six and Winton's personal one").isEqualTo(7);
            assertThat(last.payouts()[DAVE][EP]).isEqualTo(value);
            assertThat(last.payouts()[HOUSE][EP]).isEqualTo(value / 2);
            assertThat(last.payouts()[WINTON][EP]).as("third place scores nothing").isZero();
        }
    }

    private static TakeFaceUp faceUp(TwoScenario g, boolean elPaso) {
        int[] display = g.s.display();
        for (int slot = 0; slot < display.length; slot++) {
            if (display[slot] >= 0 && (display[slot] == EP) == elPaso) return new TakeFaceUp(g.seat(), slot, display[slot]);
        }
        throw new AssertionError("no such face-up card in " + java.util.Arrays.toString(display));
    }

    /**
     * El Paso: Dave 9 played, Winton 2. In rounds 1 to 3 Dave's lead is half the length,
     * rounded in his favour; in the last round the house is second and his lead is the whole
     * length.
     */
    @Test
    void elPasoNineAgainstTwoLeadsByHalfInRoundsOneToThreeAndByTheWholeLengthInTheLast() {
        int[] values = new int[TwoScenario.BOARD.companyCount()];
        values[EP] = 11;
        int k = values.length + 1;
        int[][] early = new int[3][k];
        early[DAVE][EP] = 9;
        early[WINTON][EP] = 2;
        for (int round = 1; round <= 3; round++) {
            int[][] pay = UpForTwo.payouts(round, false, values, early, false);
            assertThat(pay[DAVE][EP] - pay[WINTON][EP]).isEqualTo(6);
            int[][] relative = UpForTwo.payouts(round, false, values, early, true);
            assertThat(relative[DAVE][EP]).as("half the length, rounded in his favour").isEqualTo(6);
            assertThat(relative[WINTON][EP]).isZero();
        }
        int[][] last = new int[3][k];
        last[DAVE][EP] = 9;
        last[WINTON][EP] = 2;
        last[HOUSE][EP] = 5; // 18 shares: 9 + 2 played, 2 in Winton's hand, the rest with the house
        int[][] pay = UpForTwo.payouts(4, true, values, last, false);
        assertThat(pay[DAVE][EP]).isEqualTo(11);
        assertThat(pay[HOUSE][EP]).isEqualTo(5);
        assertThat(pay[WINTON][EP]).as("third place scores nothing").isZero();
        assertThat(UpForTwo.payouts(4, true, values, last, true)[DAVE][EP]).isEqualTo(11);
    }
}
