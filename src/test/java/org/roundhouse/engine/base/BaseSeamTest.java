package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.registry.RuleSets;

/** The base game through the seam: notation round trips of every step on generated games, turn ends, refusal codes. */
class BaseSeamTest {
    private static final Game GAME = RuleSets.require("base").configure(Boards.unionPacific(), Map.of());
    private static final Game DEAD_TRACK = RuleSets.require("base").configure(Boards.unionPacific(),
            Map.of(BaseRuleSet.DEAD_TRACK_RULE, "yes"));

    /** Plays a random game through the seam; the consumer sees each turn's start, the steps and the state after each. */
    private interface TurnSink {
        void turn(GameState start, List<Move> steps, List<GameState> after);
    }

    private static GameState play(Game game, Deal deal, SplittableRandom rng, TurnSink sink) {
        GameState s = game.newGame(deal);
        GameState turnStart = s;
        List<Move> steps = new ArrayList<>();
        List<GameState> after = new ArrayList<>();
        while (!s.isOver()) {
            Move m;
            if (s.isChanceNode()) {
                m = game.sampleChance(s, rng);
            } else {
                List<Move> legal = game.legalMoves(s);
                m = legal.get(rng.nextInt(legal.size()));
            }
            assertThat(game.refusal(s, m)).isEmpty();
            s = game.applyLegal(s, m);
            steps.add(m);
            after.add(s);
            if (game.turnEnded(turnStart, s)) {
                sink.turn(turnStart, List.copyOf(steps), List.copyOf(after));
                steps.clear();
                after.clear();
                turnStart = s;
            }
        }
        assertThat(steps).as("a game ends with the end of a turn").isEmpty();
        return s;
    }

    @Test
    void everyStepOfThousandsOfGamesIsReadBackFromItsToken() {
        SplittableRandom rng = new SplittableRandom(10);
        int[] checked = {0};
        for (int g = 0; g < 1200; g++) {
            Game game = g % 3 == 0 ? DEAD_TRACK : GAME;
            int players = 2 + g % 5;
            StepNotation notation = game.notation();
            int[] dividends = {0};
            List<Move> previousTurn = new ArrayList<>();
            play(game, game.randomDeal(players, rng), rng, (start, steps, after) -> {
                boolean opening = steps.get(0).isSimultaneous();
                // the notation leaves out a closing step the rules put back
                Move last = steps.get(steps.size() - 1);
                if (notation.omittedAtEnd(last)) {
                    List<Move> shorter = steps.subList(0, steps.size() - 1);
                    GameState beforeLast = after.size() > 1 ? after.get(after.size() - 2) : start;
                    assertThat(game.closeTurn(beforeLast, shorter)).isEqualTo(steps);
                } else {
                    assertThat(game.closeTurn(after.get(after.size() - 1), steps)).isEqualTo(steps);
                }
                List<Move> read = new ArrayList<>();
                for (int i = 0; i < steps.size(); i++) {
                    Move m = steps.get(i);
                    int number = m.isDividendDraw() ? ++dividends[0] : 0;
                    String token = notation.write(m, number);
                    assertThat(notation.startsTurn(token, i == 0 ? previousTurn : read))
                            .as("%s starts a turn", token).isEqualTo(i == 0 && !previousTurn.isEmpty());
                    StepNotation.Read r;
                    try {
                        r = notation.read(token, new StepNotation.Context(opening ? -1 : m.player(), opening, players, read));
                    } catch (NotationException e) {
                        throw new AssertionError(token + ": " + e.getMessage(), e);
                    }
                    assertThat(r.step()).as(token).isEqualTo(m);
                    assertThat(r.dividendNumber()).isEqualTo(number);
                    read.add(r.step());
                    checked[0]++;
                }
                previousTurn.clear();
                previousTurn.addAll(steps);
            });
        }
        assertThat(checked[0]).isGreaterThan(100_000);
    }

    @Test
    void everyStepOfGeneratedGamesIsReadBackFromItsXmlElement() {
        SplittableRandom rng = new SplittableRandom(11);
        StepXml xml = GAME.xml();
        int[] checked = {0};
        for (int g = 0; g < 600; g++) {
            Game game = g % 3 == 0 ? DEAD_TRACK : GAME;
            int players = 2 + g % 5;
            Deal deal = game.randomDeal(players, rng);
            play(game, deal, rng, (start, steps, after) -> {
                for (Move m : steps) {
                    StepXml.Element e = xml.write(m);
                    try {
                        assertThat(xml.read(e, m.isSimultaneous() ? -1 : m.player(), players)).as("%s", e).isEqualTo(m);
                    } catch (NotationException ex) {
                        throw new AssertionError(e + ": " + ex.getMessage(), ex);
                    }
                    checked[0]++;
                }
            });
            List<Map<String, String>> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                Map<String, String> seat = new java.util.LinkedHashMap<>(xml.writeSeat(deal, p));
                seat.put("name", "Seat " + p);
                seats.add(seat);
            }
            try {
                assertThat(xml.readDeal(seats, xml.writeTable(deal))).isEqualTo(deal);
            } catch (NotationException ex) {
                throw new AssertionError(ex);
            }
        }
        assertThat(checked[0]).isGreaterThan(50_000);
        assertThat(xml.write(BaseMove.Exchange.keep(0))).isEqualTo(new StepXml.Element("keep", Map.of()));
        assertThat(xml.write(new BaseMove.Build(1, 0, 3, 7)).attributes().keySet()).containsExactly("card", "company", "section");
    }

    @Test
    void dealsAreReadBackFromTheirTags() throws NotationException {
        SplittableRandom rng = new SplittableRandom(3);
        for (int players = 2; players <= 6; players++) {
            Deal deal = GAME.randomDeal(players, rng);
            Map<String, String> tags = GAME.notation().writeDeal(deal);
            assertThat(tags.keySet()).isSubsetOf(GAME.notation().dealTags(players));
            assertThat(GAME.notation().readDeal(players, tags)).isEqualTo(deal);
            Deal table = deal.withoutDeckOrders();
            assertThat(table.knowsDeckOrders()).isFalse();
            assertThat(GAME.notation().writeDeal(table)).doesNotContainKeys("ShareDeck", "TrackDeck");
            assertThat(GAME.notation().readDeal(players, GAME.notation().writeDeal(table))).isEqualTo(table);
        }
        assertThatThrownBy(() -> GAME.notation().readDeal(2, Map.of("DealA", "P F W | DM BNL MS MS", "DealB", "P F X | DM BNL MS MS",
                "Display", "DM DM MS MS")))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.tag()).isEqualTo("DealB"))
                .hasMessageContaining("'X' is not a track card letter");
    }

    @Test
    void refusalsCarryACodeBesidesTheSentence() {
        SplittableRandom rng = new SplittableRandom(5);
        GameState s = GAME.newGame(GAME.randomDeal(3, rng));
        // the first investments, then seat 1's track draw
        for (int p = 0; p < 3; p++) s = GAME.applyLegal(s, GAME.legalMoves(s).get(0));
        assertThat(s.currentPlayer()).isZero();
        Move wrongSeat = new BaseMove.DrawTrack(1, 0);
        Optional<Refusal> r = GAME.refusal(s, wrongSeat);
        assertThat(r).get().extracting(Refusal::code).isEqualTo(Refusal.NOT_YOUR_TURN);
        assertThat(r.get().sentence()).isEqualTo("it is seat 1's turn, not seat 2's");
        assertThat(r.get().arguments()).containsExactly(0, 1);
        BaseState base = (BaseState) s;
        int missing = 0;
        while (base.trackCards(0, missing) > 0) missing++;
        // a discard is out of place at the draw; the code says so before the card is looked at
        assertThat(GAME.refusal(s, new BaseMove.Discard(0, missing))).get().extracting(Refusal::code).isEqualTo(Refusal.OUT_OF_PLACE);
        Refusal early = GAME.refusal(s, BaseMove.Take.deck(0)).orElseThrow();
        assertThat(early.code()).isEqualTo(Refusal.OUT_OF_PLACE);
        assertThat(GAME.expected(s)).isEqualTo("a track draw");

        // at the action, a build with a track card the seat does not hold
        GameState action = GAME.applyLegal(s, GAME.sampleChance(s, rng));
        BaseState atAction = (BaseState) action;
        int none = 0;
        while (none < atAction.board().trackTypeCount() && atAction.trackCards(0, none) > 0) none++;
        assertThat(atAction.phase()).isEqualTo(Phase.ACTION);
        assertThat(none).as("four track cards miss one of the track types").isLessThan(atAction.board().trackTypeCount());
        {
            int kind = none;
            int section = 0;
            while (atAction.board().section(section).trackType() != kind) section++;
            Refusal noCard = GAME.refusal(action, new BaseMove.Build(0, kind, 0, section)).orElseThrow();
            assertThat(noCard.code()).isEqualTo(BaseGame.NO_TRACK_CARD);
            assertThat(noCard.arguments()).containsExactly(kind);
            assertThat(noCard.sentence()).endsWith("card in hand");
        }

        GameState[] emptyStack = {null};
        GameState end = play(GAME, GAME.randomDeal(2, rng), rng, (start, steps, after) -> {
            for (GameState a : after) {
                if (emptyStack[0] == null && !a.isOver() && ((BaseState) a).unionPacificLeft() == 0
                        && ((BaseState) a).phase() != Phase.INITIAL_INVESTMENT) {
                    emptyStack[0] = a;
                }
            }
        });
        assertThat(GAME.refusal(end, new BaseMove.DrawTrack(end.currentPlayer(), 0))).get()
                .extracting(Refusal::code).isEqualTo(Refusal.GAME_OVER);
        assertThat(GAME.afterTurnEnd(end, new BaseMove.DrawTrack(0, 0)).code()).isEqualTo(Refusal.GAME_OVER);
        if (emptyStack[0] != null) {
            GameState a = emptyStack[0];
            assertThat(GAME.refusal(a, new BaseMove.Exchange(a.currentPlayer(), 0))).get()
                    .extracting(Refusal::code).isEqualTo(BaseGame.NO_UNION_PACIFIC_LEFT);
        }
    }

    @Test
    void theSeamRefusesAnotherRuleSetsDealAndState() {
        Game two = RuleSets.require("up-for-two").configure(Boards.unionPacific(), Map.of());
        Deal twoDeal = two.randomDeal(2, new SplittableRandom(1));
        assertThatThrownBy(() -> GAME.newGame(twoDeal)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not one of Union Pacific");
        GameState twoState = two.newGame(twoDeal);
        assertThatThrownBy(() -> GAME.legalMoves(twoState)).isInstanceOf(IllegalArgumentException.class);
    }
}
