package org.roundhouse.analysis.series;

import org.roundhouse.TestSeam;
import java.util.ArrayList;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.board.Company;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.Take;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Turn;

/**
 * Small games whose moves the tests control, for hand-checked series.
 *
 * <p>{@link #firstDividend()}: three players, Anna, Ben and Cleo, on the shipped board with
 * the "six-card-dividends" recipe and the first dividend card on top of the share deck.
 * <pre>
 * hands   Anna: DM DM BNL KCC    Ben: DM BNL BNL MS    Cleo: EP&amp;RG EP&amp;RG KCC W&amp;W   (+1 UP each)
 * move 0  initial investments: Anna DM, Ben DM, Cleo EP&amp;RG
 * move 1  Anna invests DM                         (Anna DM 2)
 * move 2  Ben invests BNL BNL                     (Ben BNL 2)
 * move 3  Cleo builds a DM train, takes the top card of the deck: dividend 1, then a share
 * move 4  Anna invests BNL and KCC
 * </pre>
 * A variation at move 3: Cleo invests EP&amp;RG instead (no dividend).
 */
public final class SeriesTestGames {
    public static final Board BOARD = Boards.unionPacific();
    public static final List<String> NAMES = List.of("Anna", "Ben", "Cleo");
    public static final String RECIPE = "six-card-dividends";

    private SeriesTestGames() {
    }

    public static int company(String abbreviation) {
        int c = BOARD.companyIndex(abbreviation);
        if (c < 0) throw new AssertionError("no company " + abbreviation);
        return c;
    }

    /** The scripted game; the variation is the second child of move 2. */
    public static GameRecord firstDividend() {
        int dm = company("DM");
        int bnl = company("BNL");
        int kcc = company("KCC");
        int ep = company("EP&RG");
        int ms = company("MS");
        int ww = company("W&W");
        BaseSetup deal = deal(List.of(List.of(dm, dm, bnl, kcc), List.of(dm, bnl, bnl, ms), List.of(ep, ep, kcc, ww)),
                List.of(ms, company("SFRB"), company("ESL"), kcc));
        GameSetup setup = TestSeam.baseSetup(RECIPE, false, false, NAMES, deal);
        BaseGame game = TestSeam.engine(setup.game());
        Script s = new Script(game, game.newGame(deal));
        s.play(new Initial(0, dm));
        s.play(new Initial(1, dm));
        s.play(new Initial(2, ep));
        // move 1: Anna
        s.chance();
        s.play(Invest.of(0, dm, 1));
        s.play(new Discard(0, 0));
        // move 2: Ben
        s.chance();
        s.play(Invest.of(1, bnl, 2));
        s.play(new Discard(1, 0));
        BaseState beforeMove3 = s.state;
        // move 3: Cleo
        s.chance();
        int wild = BOARD.wildKind();
        Build build = game.legalBuilds(s.state).stream().filter(b -> b.company() == dm && b.card() == wild)
                .findFirst().orElseThrow();
        s.play(build);
        s.play(Take.deck(2));
        s.chance();
        s.play(Exchange.keep(2));
        // move 4: Anna
        s.chance();
        s.play(Invest.pair(0, bnl, kcc));
        s.play(new Discard(0, 0));
        GameRecord record = GameRecord.fromSteps(Header.EMPTY, setup, List.copyOf(s.steps));

        Script v = new Script(game, beforeMove3);
        v.chance();
        v.play(Invest.of(2, ep, 1));
        v.play(new Discard(2, 0));
        MoveNode move2 = record.mainLine().get(2);
        move2.addChild(Turn.of(2, v.steps));
        return record;
    }

    /** The variation node of {@link #firstDividend()}: move 3, Cleo invests instead. */
    public static MoveNode variation(GameRecord record) {
        return record.mainLine().get(2).children().get(1);
    }

    /**
     * A deal with the given share hands and display; every seat holds a wild, a plain and a
     * forest track card; the share deck is in a fixed order with each stack's dividend cards on top.
     */
    static BaseSetup deal(List<List<Integer>> hands, List<Integer> display) {
        int players = hands.size();
        List<Integer> shares = new ArrayList<>();
        for (Company c : BOARD.companies()) {
            for (int i = 0; i < c.shares(); i++) shares.add(c.index());
        }
        for (List<Integer> h : hands) {
            for (int c : h) shares.remove(Integer.valueOf(c));
        }
        for (int c : display) shares.remove(Integer.valueOf(c));
        DeckRecipe recipe = Recipes.byId(RECIPE).orElseThrow();
        int[] counts = recipe.shareCounts(shares.size());
        int[] dividends = recipe.dividendCounts();
        List<Integer> deck = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < counts.length; i++) {
            for (int d = 0; d < dividends[i]; d++) deck.add(BaseMove.DIVIDEND);
            deck.addAll(shares.subList(from, from + counts[i]));
            from += counts[i];
        }
        List<List<Integer>> trackHands = new ArrayList<>();
        for (int p = 0; p < players; p++) trackHands.add(List.of(BOARD.wildKind(), 0, 1));
        List<Integer> tracks = new ArrayList<>();
        for (int kind = 0; kind < BOARD.trackCardKinds(); kind++) {
            int left = BOARD.trackCards(kind) - (kind == BOARD.wildKind() || kind == 0 || kind == 1 ? players : 0);
            for (int i = 0; i < left; i++) tracks.add(kind);
        }
        return new BaseSetup(players, trackHands, hands, display, deck, tracks);
    }

    private static final class Script {
        final BaseGame game;
        BaseState state;
        final List<BaseMove> steps = new ArrayList<>();

        Script(BaseGame game, BaseState state) {
            this.game = game;
            this.state = state;
        }

        void play(BaseMove m) {
            try {
                state = game.apply(state, m);
            } catch (IllegalMoveException e) {
                throw new AssertionError("refused " + m + ": " + e.getMessage(), e);
            }
            steps.add(m);
        }

        /** Draws the scripted chance steps until a player must decide. */
        void chance() {
            while (state.isChanceNode()) play(game.chanceOutcomes(state).get(0).move());
        }
    }
}
