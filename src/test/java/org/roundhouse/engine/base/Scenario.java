package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;
import org.roundhouse.engine.IllegalMoveException;

/** Builds positions for rule tests: a deal with a chosen display and deck top, and helpers to reach a phase. */
final class Scenario {
    static final Board BOARD = Boards.unionPacific();

    private Scenario() {
    }

    static int company(String abbreviation) {
        int c = BOARD.companyIndex(abbreviation);
        assertThat(c).as("company " + abbreviation).isNotNegative();
        return c;
    }

    static int city(String name) {
        return BOARD.cities().stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no city " + name)).index();
    }

    static int section(String a, String b) {
        return BOARD.sectionBetween(city(a), city(b)).map(Section::index)
                .orElseThrow(() -> new AssertionError("no section " + a + "–" + b));
    }

    /**
     * A deal for {@code players} seats whose display is {@code display} and whose share deck
     * starts with {@code deckTop} (which must fit above the first dividend card of the recipe);
     * the rest is dealt and stacked from a seeded shuffle, the dividend cards placed by the recipe.
     */
    static BaseSetup deal(BaseGame game, int players, List<Integer> display, List<Integer> deckTop, long seed) {
        List<Integer> shares = new ArrayList<>();
        for (Company c : BOARD.companies()) {
            for (int i = 0; i < c.shares(); i++) shares.add(c.index());
        }
        for (int c : display) assertThat(shares.remove(Integer.valueOf(c))).isTrue();
        for (int c : deckTop) assertThat(shares.remove(Integer.valueOf(c))).isTrue();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = shares.size() - 1; i > 0; i--) Collections.swap(shares, i, rng.nextInt(i + 1));
        List<List<Integer>> shareHands = new ArrayList<>();
        List<List<Integer>> trackHands = new ArrayList<>();
        int at = 0;
        for (int p = 0; p < players; p++) {
            shareHands.add(new ArrayList<>(shares.subList(at, at + 4)));
            at += 4;
            trackHands.add(List.of(BOARD.wildKind(), 0, 1));
        }
        List<Integer> rest = new ArrayList<>(deckTop);
        rest.addAll(shares.subList(at, shares.size()));
        int[] counts = game.options().recipe().shareCounts(rest.size());
        int[] dividends = game.options().recipe().dividendCounts();
        List<Integer> deck = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < counts.length; i++) {
            deck.addAll(rest.subList(from, from + counts[i]));
            from += counts[i];
            for (int d = 0; d < dividends[i]; d++) deck.add(BaseMove.DIVIDEND);
        }
        assertThat(deck.subList(0, deckTop.size())).isEqualTo(deckTop);
        List<Integer> tracks = new ArrayList<>();
        for (int kind = 0; kind < BOARD.trackCardKinds(); kind++) {
            int left = BOARD.trackCards(kind) - (kind == BOARD.wildKind() || kind == 0 || kind == 1 ? players : 0);
            for (int i = 0; i < left; i++) tracks.add(kind);
        }
        return new BaseSetup(players, trackHands, shareHands, display, deck, tracks);
    }

    /** Every seat invests its first share in hand (lowest company index). */
    static BaseState afterInitialInvestments(BaseGame game, BaseState s) {
        while (s.phase() == Phase.INITIAL_INVESTMENT) {
            s = apply(game, s, game.legalMoves(s).get(0));
        }
        return s;
    }

    /** The position copied with the phase set to ACTION for the seat, holding four wild cards (for legality tests only). */
    static BaseState actionWithWilds(BaseState s, int seat) {
        BaseState c = s.copy();
        c.phase = Phase.ACTION;
        c.current = seat;
        int wild = c.board.wildKind();
        for (int kind = 0; kind < c.t; kind++) c.track[seat * c.t + kind] = 0;
        c.track[seat * c.t + wild] = 4;
        return c;
    }

    static BaseState apply(BaseGame game, BaseState s, BaseMove m) {
        try {
            return game.apply(s, m);
        } catch (IllegalMoveException e) {
            throw new AssertionError("refused " + m + ": " + e.getMessage(), e);
        }
    }

    /** Draws chance steps from the scripted decks until a player must decide. */
    static BaseState drawChance(BaseGame game, BaseState s) {
        while (s.isChanceNode()) s = apply(game, s, game.chanceOutcomes(s).get(0).move());
        return s;
    }
}
