package org.roundhouse.engine.strippeddown;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Tournament;
import org.roundhouse.engine.registry.RuleSets;

/** The variant's arena (tournaments, simulations, win chances) and what its redaction hides. */
class StrippedDownBotsTest {
    private static final Game GAME = RuleSets.require("stripped-down").configure(StrippedDownRulesTest.BOARD, Map.of());
    private static final Arena ARENA = RuleSets.arena(GAME).orElseThrow();

    @Test
    void aTournamentOfRandomBotsPlaysWholeGames() throws InterruptedException {
        List<Tournament.Game> games = ARENA.play(List.of("random", "random", "random", "random"), 12, 5, 2, i -> { });
        assertThat(games).hasSize(12);
        for (Tournament.Game g : games) assertThat(java.util.Arrays.stream(g.wins()).sum()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThatThrownBy(() -> ARENA.checkBot("search:10")).hasMessageContaining("known: heuristic, random");
    }

    /** The heuristic must beat random players clearly: 400 four-player games, one heuristic seat rotated. */
    @Test
    void theHeuristicBeatsRandomPlayers() throws InterruptedException {
        List<Tournament.Game> games = ARENA.play(List.of("heuristic", "random", "random", "random"), 400, 11, 2, i -> { });
        double wins = 0;
        for (Tournament.Game g : games) for (int p = 0; p < 4; p++) if (g.seats().get(p).equals("heuristic")) wins += g.wins()[p];
        assertThat(wins / games.size()).as("the heuristic's win rate (a random seat's would be 0.25)").isGreaterThan(0.5);
    }

    @Test
    void playOneAndPlayoutsFinishTheGameFromAPosition() {
        StrippedDownState s = (StrippedDownState) GAME.newGame(GAME.randomDeal(3, new SplittableRandom(8)));
        for (int i = 0; i < 40; i++) {
            s = (StrippedDownState) GAME.applyLegal(s, s.isChanceNode() ? GAME.sampleChance(s, new SplittableRandom(i))
                    : GAME.legalMoves(s).get(0));
        }
        GameState end = ARENA.playOne(s, List.of("random", "random", "random"), 4, null);
        assertThat(end.isOver()).isTrue();
        double[] chances = ARENA.playouts("random").play(s, 1, 9);
        assertThat(java.util.Arrays.stream(chances).sum()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aRedactionHidesTheOthersDrawnSharesAndChoicesAndADeterminizationKeepsEveryShare() {
        StrippedDownHidden hidden = new StrippedDownHidden();
        StrippedDownState s = StrippedDownRulesTest.GAME.newGame(StrippedDownRulesTest.GAME.randomDeal(4, new SplittableRandom(2)));
        s = StrippedDownRulesTest.apply(s, new StrippedDownMove.Choose(0, s.board().unionPacific()));
        StrippedDownState r = hidden.redact(s, 1);
        assertThat(r.pendingInitial(0)).isEqualTo(StrippedDownHidden.HIDDEN_CHOICE);
        assertThat(r.knowsDeckOrder()).isFalse();
        for (int c = 0; c < s.board().unionPacific(); c++) assertThat(r.handShares(2, c)).isZero();
        assertThat(r.handShares(2, s.board().unionPacific())).as("UP shares in a hand are public").isEqualTo(1);
        assertThat(r.handSize(2)).isEqualTo(s.handSize(2));
        assertThat(r.handShares(1, 0)).isEqualTo(s.handShares(1, 0));
        StrippedDownState d = hidden.determinize(r, 1, new SplittableRandom(3));
        StrippedDownRulesTest.check(d, "determinized");
        assertThat(d.pendingInitial(0)).isNotNegative();
        for (int q = 0; q < 4; q++) assertThat(d.handSize(q)).isEqualTo(s.handSize(q));
        // two positions the seat cannot tell apart redact alike
        StrippedDownMove next = new StrippedDownMove.Choose(1, s.board().unionPacific());
        StrippedDownState a = hidden.redact(StrippedDownRulesTest.apply(s, next), 1);
        assertThat(a.pendingInitial(0)).isEqualTo(StrippedDownHidden.HIDDEN_CHOICE);
    }

    /** The twin test: every bot decides alike in positions the seat cannot tell apart (other hands, other deck orders). */
    @Test
    void theBotsDecideTheSameInPositionsTheSeatCannotTellApart() {
        StrippedDownHidden hidden = new StrippedDownHidden();
        StrippedDown game = StrippedDownRulesTest.GAME;
        // every bot the variant registers, so that a new one is held to its view as soon as it has a name
        List<org.roundhouse.engine.bots.Bot<StrippedDownState, StrippedDownMove>> bots = StrippedDownBots.roster(game).every(4);
        var driver = StrippedDownBots.create(game, "heuristic");
        int pairs = 0;
        int differing = 0;
        for (long g = 1; g <= 3; g++) {
            SplittableRandom rng = new SplittableRandom(g);
            StrippedDownState s = game.newGame(game.randomDeal(2 + (int) g, rng));
            int step = 0;
            while (!s.isOver()) {
                if (s.isChanceNode()) {
                    s = game.applyLegal(s, game.sampleChance(s, rng));
                    continue;
                }
                int seat = s.currentPlayer();
                if (step++ % 9 == 0 && game.legalMoves(s).size() > 1) {
                    StrippedDownState twin = hidden.determinize(hidden.redact(s, seat), seat, new SplittableRandom(100 + step));
                    for (int q = 0; q < s.players(); q++) if (!java.util.Arrays.equals(twin.hand[q], s.hand[q])) differing++;
                    for (var bot : bots) {
                        StrippedDownMove a = bot.choose(hidden.redact(s, seat), new SplittableRandom(step));
                        StrippedDownMove b = bot.choose(hidden.redact(twin, seat), new SplittableRandom(step));
                        assertThat(b).as("%s at %s", bot.name(), s).isEqualTo(a);
                    }
                    pairs++;
                }
                s = game.applyLegal(s, driver.choose(hidden.redact(s, seat), rng));
            }
        }
        assertThat(pairs).isGreaterThan(20);
        assertThat(differing).as("twins with other hands").isGreaterThan(pairs / 2);
        // and a search at the budget a line-up names plays a whole game with legal moves (Match applies them checked)
        StrippedDownState start = game.newGame(game.randomDeal(3, new SplittableRandom(9)));
        var end = org.roundhouse.engine.bots.Match.play(game, hidden, start,
                List.of(StrippedDownBots.create(game, "ismcts:4"), driver, driver), 9).end();
        assertThat(end.isOver()).isTrue();
    }
}
