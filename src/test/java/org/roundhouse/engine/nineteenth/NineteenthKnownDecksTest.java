package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.KnownDeck;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;

/** What-if lines from a table record turn up the cards the main line showed, deck by deck, until a reshuffle. */
class NineteenthKnownDecksTest {
    static final int T = NineteenthMove.TRACK;
    static final int A = NineteenthMove.ACE;
    static final int DIV = NineteenthMove.DIVIDEND;

    @Test
    void theNextCardsOfADeckCanBeLaidOnAndAreFollowed() {
        NineteenthCentury game = NineteenthRulesTest.GAME;
        NineteenthState s = NineteenthRulesTest.apply(NineteenthRulesTest.started(), new NineteenthMove.Buy(0, NineteenthRulesTest.DM, false, 1, false),
                new NineteenthMove.Done(0), new NineteenthMove.Expand(0, NineteenthRulesTest.DM, NineteenthRulesTest.section("DEN-OMA")));
        int plain = NineteenthRulesTest.PLAIN;
        NineteenthState known = game.withNextCards(s, plain, List.of(A, DIV, T, T));
        assertThat(known.knowsNextCards(plain)).isTrue();
        NineteenthState flipped = NineteenthRulesTest.apply(known, new NineteenthMove.Flip(0, plain));
        assertThat(game.chanceOutcomes(flipped)).extracting(Outcome::move).containsExactly(new NineteenthMove.Reveal(0, plain, A));
        assertThat(game.chanceOutcomes(NineteenthRulesTest.apply(s, new NineteenthMove.Flip(0, plain)))).hasSize(3);
        // the list stops at the dividend card (it may end the cycle); another card makes nothing known
        assertThat(known.known[plain]).containsExactly(A, DIV);
        assertThatThrownBy(() -> game.withNextCards(s, plain, List.of(NineteenthMove.EMPTY))).isInstanceOf(IllegalArgumentException.class);
        assertThat(game.withoutDeckOrders(known).knowsNextCards(plain)).isFalse();
    }

    @Test
    void aWhatIfLineOfTheTableSampleDrawsTheMainLinesCards() {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-nineteenth-century-table.xml")).record().orElseThrow();
        Replay replay = Replay.of(r);
        Game game = replay.game();
        List<MoveNode> line = r.mainLine();
        int followed = 0;
        for (int i = 0; i + 1 < line.size(); i++) {
            GameState s = KnownDeck.state(replay, line.get(i));
            for (Move m : line.get(i + 1).turn().steps()) {
                if (m.isChance()) {
                    List<Outcome<Move>> outcomes = game.chanceOutcomes(s);
                    if (outcomes.size() == 1) {
                        assertThat(outcomes.get(0).move()).as("move %d", i + 1).isEqualTo(m);
                        followed++;
                    }
                    if (m.isDividendDraw()) break; // a reshuffle may follow: nothing more is known
                }
                s = game.applyLegal(s, m);
            }
        }
        long reveals = line.stream().flatMap(n -> n.turn().steps().stream()).filter(Move::isChance).count();
        assertThat(followed).as("cards known from the main line").isGreaterThan((int) (reveals / 2));
    }
}
