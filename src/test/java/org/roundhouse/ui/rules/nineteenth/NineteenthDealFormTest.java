package org.roundhouse.ui.rules.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.roundhouse.ui.testing.GuiTests.named;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.engine.nineteenth.NineteenthMove;
import org.roundhouse.engine.nineteenth.NineteenthSetup;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.rules.DealForm;

/** New Game for a nineteenth-century game played at the table: the four face-up cards, the decks' order unknown. */
class NineteenthDealFormTest {
    private final Game game = RuleSets.require(NineteenthCentury.ID).configure(Boards.unionPacific(), Map.of());

    @SuppressWarnings("unchecked")
    private static JComboBox<String> top(NineteenthDealForm form, int deck) {
        JPanel panel = new JPanel();
        form.layOut(panel);
        return (JComboBox<String>) named(panel, "newGame.top." + deck);
    }

    @Test
    void theFaceUpCardsMakeATableDealWhoseCardsAreNamedAsTheyTurnUp() throws Exception {
        NineteenthDealForm form = (NineteenthDealForm) new NineteenthEntry().dealForm(game);
        form.setSeats(List.of("Ann", "Bob", "Cy"));
        assertThatThrownBy(form::deal).isInstanceOf(DealForm.Missing.class).hasMessageContaining("deck shows");
        int decks = game.board().trackTypeCount();
        for (int deck = 0; deck < decks; deck++) top(form, deck).setSelectedItem(deck == 1 ? form.ace : form.track);
        Deal deal = form.deal();
        NineteenthSetup setup = (NineteenthSetup) deal;
        assertThat(setup.players()).isEqualTo(3);
        assertThat(setup.knowsDeckOrders()).isFalse();
        assertThat(setup.tops()).hasSize(decks).element(1).isEqualTo(NineteenthMove.ACE);

        // played on until a card must be named: the engine offers what the unknown decks can hold
        GameState s = game.newGame(deal);
        SplittableRandom rng = new SplittableRandom(4);
        boolean named = false;
        for (int step = 0; step < 2000 && !s.isOver() && !named; step++) {
            if (s.isChanceNode()) {
                assertThat(game.chanceOutcomes(s)).hasSizeGreaterThan(1);
                named = true;
            } else {
                List<Move> legal = game.legalMoves(s);
                s = game.applyLegal(s, legal.get(rng.nextInt(legal.size())));
            }
        }
        assertThat(named).as("a turned card was asked for").isTrue();
    }

    @Test
    void aRandomDealIsShownAndKeptUntilTheSeatsChange() throws Exception {
        NineteenthDealForm form = (NineteenthDealForm) new NineteenthEntry().dealForm(game);
        form.setSeats(List.of("Ann", "Bob"));
        Deal random = game.randomDeal(2, new SplittableRandom(7));
        form.show(random);
        assertThat(form.deal()).isSameAs(random);
        form.setSeats(List.of("Ann", "Bob", "Cy"));
        NineteenthSetup table = (NineteenthSetup) form.deal();
        assertThat(table.players()).isEqualTo(3);
        assertThat(table.knowsDeckOrders()).isFalse();
        assertThat(table.tops()).isEqualTo(((NineteenthSetup) random).tops());
    }
}
