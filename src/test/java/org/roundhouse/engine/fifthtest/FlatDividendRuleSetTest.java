package org.roundhouse.engine.fifthtest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.ErasedGame;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.base.BaseRuleSet;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Turn;
import org.roundhouse.record.TurnRules;

/**
 * A fifth rule set written only in its own package ({@link FlatDividendGame}: the base game
 * with one hook overridden) goes through the generic layers that take a {@link Game}: random
 * games through {@link ErasedGame}, the record layer's step checks turn by turn, the step
 * notation and XML, facts and views for every seat, its seats' secrets, series, bots. Records
 * and the command line find rule sets by id in {@link RuleSets}, so they need its one
 * registration line.
 */
class FlatDividendRuleSetTest {
    private static final Board BOARD = Boards.unionPacific();
    private static final FlatDividendRuleSet RULES = FlatDividendRuleSet.INSTANCE;

    private static Game game(boolean deadTrack) {
        return RULES.configure(BOARD, Map.of(BaseRuleSet.DEAD_TRACK_RULE, deadTrack ? "yes" : "no"));
    }

    @Test
    void itsOwnEntryConfiguresItAndGivesTheTypedGameBack() {
        Game game = RULES.configure(BOARD, Map.of());
        assertThat(game).isInstanceOf(ErasedGame.class).isSameAs(RULES.configure(BOARD, Map.of()));
        assertThat(game.ruleSet()).isSameAs(RULES);
        assertThat(game.options()).containsExactly(Map.entry(BaseRuleSet.RECIPE, "standard"), Map.entry(BaseRuleSet.DEAD_TRACK_RULE, "no"));
        assertThat(RULES.typed(game)).isInstanceOf(FlatDividendGame.class);
        assertThat(RULES.typed(game).id()).isEqualTo("flat-dividend");
        assertThat(game.housePlays(2)).isFalse();
        assertThatThrownBy(() -> BaseRuleSet.INSTANCE.typed(game)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RULES.configure(BOARD, Map.of(BaseRuleSet.TWO_PLAYER_RULES, "yes")))
                .hasMessageContaining("has no option TwoPlayerRules");
    }

    /** One random game through the seam, with the positions after each step and the steps grouped in turns. */
    private record Played(Game game, Deal deal, List<Move> steps, List<GameState> states, List<List<Move>> turns) {
    }

    private static Played play(int players, long seed) throws TurnRules.StepException {
        Game game = game(seed % 2 == 1);
        Deal deal = game.randomDeal(players, new SplittableRandom(seed));
        Game.Playout playout = game.randomPlay(deal, seed);
        List<GameState> states = new ArrayList<>(List.of(game.newGame(deal)));
        List<List<Move>> turns = new ArrayList<>();
        List<Move> turn = new ArrayList<>();
        GameState turnStart = states.get(0);
        for (Move m : playout.steps()) {
            turn.add(m);
            // the record layer's check of a turn: every step accepted, none after the turn's end
            GameState next = TurnRules.play(game, turnStart, turn).get(turn.size() - 1);
            states.add(next);
            if (game.turnEnded(turnStart, next)) {
                turns.add(turn);
                turn = new ArrayList<>();
                turnStart = next;
            }
        }
        assertThat(turn).isEmpty();
        assertThat(states.get(states.size() - 1).isOver()).isTrue();
        return new Played(game, deal, playout.steps(), states, turns);
    }

    @Test
    void randomGamesPayEveryShareItsCompanysValue() throws Exception {
        for (int players = 2; players <= 6; players++) {
            Played p = play(players, players);
            BaseState end = (BaseState) p.states().get(p.states().size() - 1);
            assertThat(end.payments()).isNotEmpty();
            int[] cash = new int[players];
            for (DividendPayment pay : end.payments()) {
                int up = BOARD.unionPacific();
                for (int r = 0; r < players; r++) {
                    for (int c = 0; c < BOARD.companyCount(); c++) {
                        assertThat(pay.payouts()[r][c]).isEqualTo(pay.holdings()[r][c] * pay.values()[c]);
                    }
                    cash[r] += pay.total()[r];
                }
                int[] column = new int[players];
                for (int r = 0; r < players; r++) column[r] = pay.holdings()[r][up];
                int[] upPaid = Dividends.tablePayout(p.game().unionPacificRow(pay.number(), players), column);
                for (int r = 0; r < players; r++) assertThat(pay.payouts()[r][up]).isEqualTo(upPaid[r]);
            }
            for (int r = 0; r < players; r++) assertThat(end.cash(r)).isEqualTo(cash[r]);
        }
    }

    @Test
    void theSameStepsInTheBaseGamePayOtherwise() throws Exception {
        boolean differs = false;
        for (int players = 3; players <= 6; players++) {
            Played p = play(players, players);
            Game base = BaseRuleSet.INSTANCE.configure(BOARD, Map.of(BaseRuleSet.DEAD_TRACK_RULE, players % 2 == 1 ? "yes" : "no"));
            GameState s = base.newGame(p.deal());
            for (Move m : p.steps()) s = base.apply(s, m);
            assertThat(s.isOver()).isTrue();
            for (int r = 0; r < players; r++) differs |= s.cash(r) != p.states().get(p.states().size() - 1).cash(r);
        }
        assertThat(differs).as("flat dividends change someone's cash").isTrue();
    }

    @Test
    void everyPositionOffersOnlyAcceptedStepsAndFactsForEverySeatThatHideWhatTheSeatCannotSee() throws Exception {
        FlatDividendHidden hidden = new FlatDividendHidden();
        SplittableRandom rng = new SplittableRandom(7);
        int checked = 0;
        for (int players = 2; players <= 6; players++) {
            Played p = play(players, 10 + players);
            Game game = p.game();
            for (int i = 0; i < p.states().size(); i += 9) {
                GameState s = p.states().get(i);
                List<Move> offered = s.isChanceNode() ? game.chanceOutcomes(s).stream().map(Outcome::move).toList() : game.legalMoves(s);
                for (Move m : offered) {
                    assertThat(game.refusal(s, m)).as("%s at %d", m, i).isEmpty();
                    assertThat(game.belongsHere(s, m)).isTrue();
                }
                for (int viewer = PositionFacts.ALL_SEEING; viewer < players; viewer++) {
                    PositionFacts f = game.facts(s, viewer);
                    for (int seat = 0; seat < players; seat++) assertThat(f.cash[seat]).isEqualTo(game.view(s).cash(seat));
                }
                int noSeat = players;
                assertThatThrownBy(() -> game.facts(s, noSeat)).isInstanceOf(IllegalArgumentException.class);
                for (int seat = 0; seat < players; seat++) {
                    BaseState twin = hidden.determinize(hidden.redact((BaseState) s, seat), seat, rng);
                    assertThat(describe(game.facts(twin, seat))).as("seat %d at %d", seat, i).isEqualTo(describe(game.facts(s, seat)));
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    private static List<String> describe(PositionFacts f) {
        List<String> out = new ArrayList<>();
        for (var field : PositionFacts.class.getFields()) {
            if (java.lang.reflect.Modifier.isStatic(field.getModifiers())) continue;
            try {
                out.add(field.getName() + "=" + java.util.Objects.toString(deep(field.get(f))));
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        return out;
    }

    private static Object deep(Object v) {
        if (v != null && v.getClass().isArray()) {
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < java.lang.reflect.Array.getLength(v); i++) items.add(deep(java.lang.reflect.Array.get(v, i)));
            return items;
        }
        return v;
    }

    @Test
    void everyStepReadsBackFromItsNotationTokenAndItsXmlElement() throws Exception {
        for (int players = 2; players <= 6; players++) {
            Played p = play(players, 20 + players);
            StepNotation notation = p.game().notation();
            StepXml xml = p.game().xml();
            int dividends = 0;
            for (List<Move> turn : p.turns()) {
                boolean opening = turn.get(0).isSimultaneous();
                int seat = opening ? Turn.ALL_SEATS : turn.get(0).player();
                List<Move> soFar = new ArrayList<>();
                for (Move m : turn) {
                    int dividend = m.isDividendDraw() ? ++dividends : 0;
                    String token = notation.write(m, dividend);
                    try {
                        StepNotation.Read read = notation.read(token, new StepNotation.Context(seat, opening, players, List.copyOf(soFar)));
                        assertThat(read.step()).as(token).isEqualTo(m);
                        assertThat(read.dividendNumber()).isEqualTo(dividend);
                        assertThat(xml.read(xml.write(m), seat, players)).isEqualTo(m);
                    } catch (NotationException e) {
                        throw new AssertionError("'" + token + "' does not read back: " + e.getMessage(), e);
                    }
                    soFar.add(m);
                }
            }
            assertThat(dividends).isPositive();
        }
    }

    @Test
    void seriesAndBotsTakeItThroughTheSeam() throws Exception {
        Played p = play(4, 31);
        GameSeries series = GameSeries.ofStates(p.game(), p.states(), GameSetup.defaultNames(4));
        BaseState end = (BaseState) p.states().get(p.states().size() - 1);
        int paid = end.payments().stream().mapToInt(d -> java.util.Arrays.stream(d.total()).sum()).sum();
        assertThat(series.totalDividends()).isEqualTo(paid);
        Arena arena = RuleSets.arena(p.game()).orElseThrow();
        String bot = arena.defaultPlayoutBot();
        GameState finished = arena.playOne(p.game().newGame(p.deal()), Collections.nCopies(4, bot), 5, null);
        assertThat(finished.isOver()).isTrue();
        assertThat(p.game().describeOptions(4)).isEqualTo("deck recipe standard, dead-track rule");
    }

    /** The one thing outside its package it needs: records and the command line find rule sets by id in the registry. */
    @Test
    void recordsNeedItsRegistrationLine() throws Exception {
        Played p = play(3, 41);
        assertThat(RuleSets.byId(FlatDividendRuleSet.ID)).isEmpty();
        assertThatThrownBy(() -> GameSetup.of(FlatDividendRuleSet.ID, p.game().options(), GameSetup.defaultNames(3), p.deal()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown rule set 'flat-dividend'");
    }
}
