package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Sell;

/**
 * Thousands of random games of every size and option: money conserved between the players, the
 * treasuries and the bank, every share owned exactly once, and every game ends. More with
 * {@code -Dnineteenth.games=N}.
 */
class RandomNineteenthGamesTest {
    static final int GAMES = Integer.getInteger("nineteenth.games", 1000);
    static final int MAX_STEPS = 200_000;

    @Test
    void randomGamesConserveMoneyAndSharesAndEnd() {
        NineteenthOptions[] options = {
            NineteenthOptions.DEFAULT,
            new NineteenthOptions(true, true, true, true, true),
            new NineteenthOptions(false, false, true, false, false),
        };
        int scored = 0;
        int fullCycles = 0;
        for (int g = 0; g < GAMES; g++) {
            NineteenthOptions o = options[g % options.length];
            NineteenthCentury game = new NineteenthCentury(Boards.unionPacific(), o);
            SplittableRandom rng = new SplittableRandom(g);
            int players = 2 + g % 5;
            boolean known = g % 2 == 0;
            NineteenthSetup deal = game.randomDeal(players, rng);
            NineteenthState s = game.newGame(known ? deal : deal.withoutDeckOrders());
            int steps = 0;
            while (!s.isOver()) {
                assertThat(steps++).as("game %d ends", g).isLessThan(MAX_STEPS);
                NineteenthMove m;
                if (s.isChanceNode()) {
                    m = game.sampleChance(s, rng);
                } else {
                    List<NineteenthMove> legal = game.legalMoves(s);
                    assertThat(legal).as("game %d: legal moves at %s", g, s).isNotEmpty();
                    m = legal.get(rng.nextInt(legal.size()));
                }
                s = game.applyLegal(s, m);
                if (steps % 7 == 0 || s.isOver()) NineteenthInvariants.check(s, "game " + g + " step " + steps);
            }
            assertThat(s.ending()).isNotEmpty();
            scored += s.dividendsPaid() > 0 ? 1 : 0;
            if (s.ending().equals("last-dividend")) {
                fullCycles++;
                assertThat(s.dividendsPaid()).isEqualTo(game.totalDividends());
            }
        }
        assertThat(scored).as("games with a scoring round").isPositive();
        assertThat(fullCycles).as("games that end at the last dividend card").isPositive();
    }

    /**
     * The legal steps listed in the investment and the expansion are exactly, in their order, the
     * candidates that {@link NineteenthCentury#refusal} accepts (legal-move generation checks them
     * without building the refusals' words).
     */
    @Test
    void theListedStepsAreTheCandidatesTheRefusalsAccept() {
        NineteenthOptions[] options = {NineteenthOptions.DEFAULT, new NineteenthOptions(true, true, false, true, false, 0, false, false)};
        int compared = 0;
        int upTrades = 0;
        for (int g = 0; g < 60; g++) {
            NineteenthCentury game = new NineteenthCentury(Boards.unionPacific(), options[g % 2]);
            SplittableRandom rng = new SplittableRandom(g);
            NineteenthState s = game.newGame(game.randomDeal(2 + g % 5, rng));
            int up = game.board().unionPacific();
            int sections = game.board().sections().size();
            while (!s.isOver()) {
                NineteenthMove m;
                if (s.isChanceNode()) {
                    m = game.sampleChance(s, rng);
                } else {
                    List<NineteenthMove> legal = game.legalMoves(s);
                    if (s.phase == NineteenthState.Phase.INVEST || s.phase == NineteenthState.Phase.EXPAND) {
                        int p = s.current;
                        List<NineteenthMove> candidates = new ArrayList<>();
                        for (int c = 0; c <= up; c++) {
                            if (s.phase == NineteenthState.Phase.INVEST) {
                                for (boolean bank : new boolean[] {false, true}) {
                                    for (int x = 1; x <= NineteenthCentury.MAX_LISTED_COUNT; x++) {
                                        candidates.add(new Buy(p, c, bank, x, false));
                                        candidates.add(new Buy(p, c, bank, x, true));
                                    }
                                }
                                for (int x = 1; x <= NineteenthCentury.MAX_LISTED_COUNT; x++) {
                                    candidates.add(new Sell(p, c, x, false));
                                    candidates.add(new Sell(p, c, x, true));
                                }
                            } else {
                                for (int sec = 0; sec < sections; sec++) candidates.add(new Expand(p, c, sec));
                            }
                        }
                        candidates.add(new Done(p));
                        NineteenthState at = s;
                        List<NineteenthMove> accepted = candidates.stream().filter(x -> game.refusal(at, x).equals(Optional.empty())).toList();
                        assertThat(legal).as("game %d at %s", g, s).isEqualTo(accepted);
                        upTrades += legal.stream().filter(x -> x instanceof Buy b && b.forUp() || x instanceof Sell y && y.byUp()).count();
                        compared++;
                    }
                    // half the time the phase ends, so that the players keep cash to trade with
                    m = legal.size() > 1 && rng.nextBoolean() ? legal.get(legal.size() - 1) : legal.get(rng.nextInt(legal.size()));
                }
                s = game.applyLegal(s, m);
            }
        }
        assertThat(compared).isGreaterThan(5000);
        assertThat(upTrades).as("trades for Union Pacific listed").isPositive();
    }
}
