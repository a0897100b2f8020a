package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.board.Company;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;

/**
 * Builds games of "Union Pacific for two" with a chosen deal: hands, display, personal
 * decks and the top of the main deck, dividend cards where the test puts them (the deck
 * recipe is made to fit). Helpers play whole turns.
 */
final class TwoScenario {
    static final Board BOARD = Boards.unionPacific();
    static final int D = BaseMove.DIVIDEND;
    static final int WILD = BOARD.wildKind();

    final UpForTwo game;
    final UpForTwoSetup setup;
    UpForTwoState s;
    /** The steps played so far. */
    final List<Move> steps = new ArrayList<>();

    private TwoScenario(UpForTwo game, UpForTwoSetup setup) {
        this.game = game;
        this.setup = setup;
        this.s = game.newGame(setup);
    }

    /** The same steps replayed from the deal with no deck order known: the chance steps as a table game records them. */
    TwoScenario withoutDeckOrders() {
        TwoScenario blind = new TwoScenario(game, setup.withoutDeckOrders());
        for (Move m : steps) blind.play(m);
        return blind;
    }

    static int company(String abbreviation) {
        int c = BOARD.companyIndex(abbreviation);
        assertThat(c).as("company " + abbreviation).isNotNegative();
        return c;
    }

    static Builder deal() {
        return new Builder();
    }

    static final class Builder {
        private final List<List<Integer>> hands = new ArrayList<>(List.of(List.of(), List.of()));
        private final List<List<Integer>> tracks = new ArrayList<>(List.of(List.of(WILD, 0, 1), List.of(WILD, 0, 2)));
        private final List<List<Integer>> personal = new ArrayList<>(List.of(List.of(), List.of()));
        private List<Integer> display = List.of();
        private List<Integer> deckTop = List.of(D, D, D, D);
        private UpForTwoOptions options = UpForTwoOptions.standard();
        private final long seed = 1;

        Builder hand(int seat, Integer... shares) {
            hands.set(seat, List.of(shares));
            return this;
        }

        Builder tracks(int seat, Integer... kinds) {
            tracks.set(seat, List.of(kinds));
            return this;
        }

        /** The first cards of the seat's personal deck; the rest follow in company order. */
        Builder personalTop(int seat, Integer... top) {
            personal.set(seat, List.of(top));
            return this;
        }

        Builder display(Integer... cards) {
            display = List.of(cards);
            return this;
        }

        /** The top of the main deck, with exactly four dividend cards ({@link #D}). */
        Builder deckTop(Integer... cards) {
            deckTop = List.of(cards);
            return this;
        }

        Builder options(UpForTwoOptions o) {
            options = o;
            return this;
        }

        TwoScenario build() {
            List<Integer> shares = new ArrayList<>();
            for (Company c : BOARD.companies()) {
                for (int i = 0; i < c.shares() - 2; i++) shares.add(c.index());
            }
            List<Integer> named = new ArrayList<>();
            for (List<Integer> h : hands) named.addAll(h);
            named.addAll(display);
            for (int c : deckTop) if (c != D) named.add(c);
            for (int c : named) assertThat(shares.remove(Integer.valueOf(c))).as("a share card " + c + " is left").isTrue();
            SplittableRandom rng = new SplittableRandom(seed);
            Collections.shuffle(shares, new java.util.Random(rng.nextLong()));
            List<List<Integer>> shareHands = new ArrayList<>();
            for (List<Integer> h : hands) {
                List<Integer> full = new ArrayList<>(h);
                while (full.size() < 4) full.add(shares.remove(shares.size() - 1));
                shareHands.add(full);
            }
            List<Integer> shown = new ArrayList<>(display);
            while (shown.size() < 4) shown.add(shares.remove(shares.size() - 1));
            // the recipe: a stack ends after each dividend card of the deck top; the rest below
            List<DeckRecipe.Stack> stacks = new ArrayList<>();
            List<Integer> deck = new ArrayList<>();
            int run = 0;
            for (int c : deckTop) {
                deck.add(c);
                if (c == D) {
                    stacks.add(new DeckRecipe.Stack(run, 1));
                    run = 0;
                } else {
                    run++;
                }
            }
            assertThat(stacks).as("four dividend cards in the deck top").hasSize(4);
            stacks.add(new DeckRecipe.Stack(DeckRecipe.Stack.REST, 0));
            // shares named after the last dividend card lead the rest stack
            deck.addAll(shares);
            DeckRecipe recipe = new DeckRecipe("test", "test", stacks);
            List<Integer> trackDeck = new ArrayList<>();
            for (int kind = 0; kind < BOARD.trackCardKinds(); kind++) {
                int left = BOARD.trackCards(kind);
                for (List<Integer> t : tracks) for (int k : t) if (k == kind) left--;
                for (int i = 0; i < left; i++) trackDeck.add(kind);
            }
            Collections.shuffle(trackDeck, new java.util.Random(rng.nextLong()));
            List<List<Integer>> decks = new ArrayList<>();
            for (List<Integer> top : personal) {
                List<Integer> d = new ArrayList<>(top);
                for (int c = 0; c < BOARD.companyCount(); c++) if (!d.contains(c)) d.add(c);
                decks.add(d);
            }
            UpForTwo game = new UpForTwo(BOARD, options.withRecipe(recipe));
            BaseSetup base = new BaseSetup(2, tracks, shareHands, shown, deck, trackDeck);
            return new TwoScenario(game, new UpForTwoSetup(base, decks));
        }
    }

    /** Applies a step that must be legal. */
    TwoScenario play(Move m) {
        try {
            s = game.apply(s, m);
            steps.add(m);
        } catch (IllegalMoveException e) {
            throw new AssertionError("refused " + m + ": " + e.getMessage(), e);
        }
        return this;
    }

    /** Deals every chance step from the scripted decks until a player decides. */
    TwoScenario chance() {
        while (s.isChanceNode()) {
            assertThat(game.chanceOutcomes(s)).hasSize(1);
            play(game.chanceOutcomes(s).get(0).move());
        }
        return this;
    }

    int seat() {
        return s.currentPlayer();
    }

    /** The turn's start: keeps any three of a kind, draws the track card. */
    TwoScenario startTurn() {
        chance();
        if (s.phase() == UpForTwoPhase.THREE_OF_A_KIND) play(new KeepThree(seat()));
        return chance();
    }

    /** A whole turn investing the shares (one company, or a pair with {@code second}), discarding the first track card. */
    TwoScenario investTurn(int company, int count) {
        startTurn();
        play(Invest.of(seat(), company, count));
        return play(new Discard(seat(), firstTrackCard()));
    }

    /** A turn building (the first legal build) and taking the share as {@code take}; the cards come up; no trade. */
    TwoScenario buildTurn(Move take) {
        return build().take(take);
    }

    /** Takes the share, lets the cards come up and keeps the hand (no trade). */
    TwoScenario take(Move take) {
        play(take);
        chance();
        if (s.phase() == UpForTwoPhase.EXCHANGE) play(Exchange.keep(seat()));
        return this;
    }

    /** The turn's start and the first legal build, ready to take a share. */
    TwoScenario build() {
        startTurn();
        List<Build> builds = game.base().legalBuilds(s.table());
        assertThat(builds).as("a build is possible at %s with track cards %s", s, trackHand()).isNotEmpty();
        // wild cards are kept for later, so that long scenarios keep finding builds
        play(builds.stream().filter(b -> b.card() != WILD).findFirst().orElse(builds.get(0)));
        assertThat(s.phase()).isEqualTo(UpForTwoPhase.TAKE_SHARE);
        return this;
    }

    private List<Integer> trackHand() {
        List<Integer> hand = new ArrayList<>();
        for (int kind = 0; kind < BOARD.trackCardKinds(); kind++) {
            for (int i = 0; i < s.trackCards(seat(), kind); i++) hand.add(kind);
        }
        return hand;
    }

    int firstTrackCard() {
        for (int kind = 0; kind < BOARD.trackCardKinds(); kind++) {
            if (s.trackCards(seat(), kind) > 0) return kind;
        }
        throw new AssertionError("no track card");
    }

    /** The first investments: each seat lays the given company. */
    TwoScenario initial(int seat0, int seat1) {
        play(new BaseMove.Initial(0, seat0));
        play(new BaseMove.Initial(1, seat1));
        return this;
    }
}
