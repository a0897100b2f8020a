package org.roundhouse.engine.strippeddown;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.RandomPlay;
import org.roundhouse.engine.BoardPicture;
import org.roundhouse.engine.ConfiguredGame;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.SeriesSpec;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;

/**
 * The stripped-down variant through the seam. It has no map ({@link BoardPicture#COMPANY_ROWS}),
 * one deck ({@value #SHARES}: shares and scoring markers) and hands dealt face down that
 * only their seat sees.
 */
public final class StrippedDownRules extends ConfiguredGame {
    /** Its one deck, as {@link Drawn} names it. */
    public static final String SHARES = "shares";

    private final StrippedDown game;
    private final StrippedDownNotation notation;
    private final StrippedDownXml xml;
    private final StrippedDownWords words;

    StrippedDownRules(RuleSet ruleSet, StrippedDown game, Map<String, String> options) {
        super(ruleSet, game.board(), options);
        this.game = game;
        this.notation = new StrippedDownNotation(game.board());
        this.xml = new StrippedDownXml(game.board());
        this.words = new StrippedDownWords(game.board());
    }

    public StrippedDown engine() {
        return game;
    }

    @Override
    public int minPlayers() {
        return StrippedDown.MIN_PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return StrippedDown.MAX_PLAYERS;
    }

    static StrippedDownState state(GameState s) {
        if (s instanceof StrippedDownState u) return u;
        throw new IllegalArgumentException("not a position of the stripped-down variant: " + s.getClass().getSimpleName());
    }

    static StrippedDownSetup setup(Deal deal) {
        if (deal instanceof StrippedDownSetup setup) return setup;
        throw new IllegalArgumentException("the deal is not one of the stripped-down variant (" + deal.getClass().getSimpleName() + ")");
    }

    @Override
    public StrippedDownState newGame(Deal deal) {
        return game.newGame(setup(deal));
    }

    @Override
    public StrippedDownSetup randomDeal(int players, RandomGenerator rng) {
        return game.randomSetup(players, rng);
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return Collections.unmodifiableList(game.legalMoves(state(state)));
    }

    @Override
    public Optional<Refusal> refusal(GameState state, Move step) {
        return game.refusal(state(state), step);
    }

    @Override
    public StrippedDownState apply(GameState state, Move step) throws IllegalMoveException {
        return game.apply(state(state), step);
    }

    @Override
    public List<Outcome<Move>> chanceOutcomes(GameState state) {
        return game.chanceOutcomes(state(state));
    }

    @Override
    public Move sampleChance(GameState state, RandomGenerator rng) {
        return game.sampleChance(state(state), rng);
    }

    @Override
    public Refusal afterTurnEnd(GameState now, Move step) {
        if (now.isOver()) return new Refusal(Refusal.GAME_OVER, "the game is over");
        return new Refusal(Refusal.TURN_OVER, "the turn is over; the next turn starts with a train or an investment");
    }

    @Override
    public List<Move> closeTurn(GameState after, List<Move> steps) {
        return steps;
    }

    @Override
    public boolean belongsHere(GameState state, Move step) {
        return game.belongsHere(state(state), step);
    }

    @Override
    public String expected(GameState state) {
        return game.expected(state(state));
    }

    @Override
    public Optional<Drawn> drawn(Move step) {
        return step instanceof StrippedDownMove.Draw d ? Optional.of(new Drawn(SHARES, d.card())) : Optional.empty();
    }

    @Override
    public int deckSize(GameState state, String deck) {
        return deck.equals(SHARES) ? state(state).deckSize() : 0;
    }

    @Override
    public boolean knowsDeckOrder(GameState state, String deck) {
        return !deck.equals(SHARES) || state(state).knowsDeckOrder();
    }

    @Override
    public StrippedDownState withDeckOrder(GameState state, String deck, List<Integer> upcoming) {
        StrippedDownState s = state(state);
        return deck.equals(SHARES) ? game.withDeckOrder(s, upcoming) : s;
    }

    @Override
    public List<HandCard> shownHandCards(GameState before, Move step) {
        // the deal names every hand card
        return List.of();
    }

    @Override
    public Playout randomPlay(Deal deal, long seed) {
        List<Move> steps = new ArrayList<>();
        StrippedDownState end = RandomPlay.playOut(game, game.newGame(setup(deal)), new SplittableRandom(seed),
                (s, rng) -> RandomPlay.uniform(game.legalMoves(s), rng), steps::add);
        return new Playout(steps, end);
    }

    @Override
    public boolean housePlays(int players) {
        return false;
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        return StrippedDown.unionPacificRow(dividend);
    }

    @Override
    public BoardPicture boardPicture() {
        return BoardPicture.COMPANY_ROWS;
    }

    private int trainsLeft(StrippedDownState s, int c) {
        return c == game.board().unionPacific() ? 0 : Math.max(0, game.board().company(c).trains() - s.trains(c));
    }

    @Override
    public PublicView view(GameState state) {
        StrippedDownState s = state(state);
        return new PublicView() {
            public int players() { return s.players(); }
            public int cash(int seat) { return s.cash(seat); }
            public boolean hasHouse() { return false; }
            public int houseCash() { return 0; }
            public int[] ranking() { return s.ranking(); }
            public int cashOf(int recipient) { return s.cashOf(recipient); }
            public int dividendsDrawn() { return s.dividendsDrawn(); }
            public int dividendsPaid() { return s.dividendsPaid(); }
            public List<DividendPayment> payments() { return s.payments(); }
            public int playedShares(int seat, int company) { return s.playedShares(seat, company); }
            public int totalPlayed(int company) { return s.totalPlayed(company); }
            public int trainsPlaced(int company) { return s.trains(company); }
            public int trainsLeft(int company) { return StrippedDownRules.this.trainsLeft(s, company); }
            public int companyValue(int company) { return s.trains(company); }
            public int[] display() { return s.display(); }
            public int deckSize() { return s.deckSize(); }
            public int unionPacificLeft() { return bribesOnPiles(s); }
            public int trainsOn(int section) { return 0; }
            public int trainOn(int section, int i) { return -1; }
            public int[] extra(String key) {
                if (!key.equals(SHARES_IN_HAND.key())) return PublicView.super.extra(key);
                int[] hands = new int[s.players()];
                for (int p = 0; p < hands.length; p++) hands[p] = s.handSize(p);
                return hands;
            }
        };
    }

    /** Hand sizes are public: how many shares each seat still has to invest. */
    static final SeriesSpec SHARES_IN_HAND = new SeriesSpec("shares-in-hand", "Shares in hand", SeriesSpec.Per.SEAT,
            "Shares each player holds, not yet invested: a building turn adds one or more, an investing turn lays them");

    @Override
    public List<SeriesSpec> extraSeries() {
        return List.of(SHARES_IN_HAND);
    }

    /** The Union Pacific shares waiting on the face-up piles (the supply itself has no end). */
    static int bribesOnPiles(StrippedDownState s) {
        int t = 0;
        for (int i = 0; i < StrippedDown.PILES; i++) t += s.bribes(i);
        return t;
    }

    @Override
    public PositionFacts facts(GameState state, int viewer) {
        StrippedDownState s = state(state);
        PositionFacts.Builder f = new PositionFacts.Builder(game.board(), s.players(), viewer);
        boolean all = viewer == PositionFacts.ALL_SEEING;
        int n = f.players;
        int k = f.companies;
        int up = f.unionPacific;
        f.simultaneous = s.isSimultaneous();
        f.currentPlayer = s.currentPlayer();
        f.turn = s.turn();
        f.over = s.isOver();
        f.cash = new int[n];
        f.handSize = new int[n];
        f.played = new int[n][k];
        f.hand = new int[n][];
        f.pendingInitial = new int[n];
        for (int p = 0; p < n; p++) {
            f.cash[p] = s.cash(p);
            f.handSize[p] = s.handSize(p);
            for (int c = 0; c < k; c++) f.played[p][c] = s.playedShares(p, c);
            boolean sees = all || p == viewer;
            if (sees) {
                f.hand[p] = new int[k];
                for (int c = 0; c < k; c++) f.hand[p][c] = s.handShares(p, c);
                f.pendingInitial[p] = s.pendingInitial(p);
            } else {
                f.pendingInitial[p] = s.pendingInitial(p) >= 0 ? PositionFacts.UNKNOWN : -1;
            }
        }
        f.value = new int[k];
        f.trainsPlaced = new int[k];
        f.trainsLeft = new int[k];
        f.sharesPlayed = new int[k];
        f.valueRule = "trains in the row";
        f.removedFourOfAKind = new int[k];
        int[] display = s.display();
        for (int c = 0; c < k; c++) {
            f.value[c] = s.trains(c);
            f.trainsPlaced[c] = s.trains(c);
            f.trainsLeft[c] = trainsLeft(s, c);
            f.sharesPlayed[c] = s.totalPlayed(c);
            f.removedFourOfAKind[c] = c == up ? 0 : s.removedFourOfAKind(c);
        }
        f.majoritiesFromPlayed();
        if (all) {
            f.sharesInDeck = new int[k];
            for (int c = 0; c < k; c++) f.sharesInDeck[c] = c == up ? 0 : s.deckShares(c);
        } else {
            // the shares the seat has not seen: in the deck or in the others' hands
            f.sharesUnseen = new int[k];
            for (int c = 0; c < up; c++) {
                int seen = s.totalPlayed(c) + s.handShares(viewer, c) + s.removedFourOfAKind(c);
                for (int d : display) if (d == c) seen++;
                f.sharesUnseen[c] = game.board().company(c).shares() - seen;
            }
        }
        f.soleHolderPaidTwice = true;
        f.deckSize = s.deckSize();
        f.display = display;
        f.unionPacificLeft = PositionFacts.UNLIMITED;
        f.dividendName = "scoring";
        f.dividendCardName = "scoring marker";
        f.dividendCards = StrippedDown.SCORINGS;
        f.lastDividend = StrippedDown.SCORINGS;
        f.dividendsDrawn = s.dividendsDrawn();
        f.dividendsPaid = s.dividendsPaid();
        f.cardsToNextDividend = all ? s.cardsToNextMarker() : -1;
        f.payments = s.payments();
        f.unknownShares = new int[n];
        f.lastUnionPacificRow = StrippedDown.unionPacificRow(StrippedDown.SCORINGS);
        f.lastUnionPacificRowNumber = StrippedDown.SCORINGS;
        f.tables = List.of(piles(s));
        return f.build();
    }

    /** The face-up piles, each a company share with the UP shares laid on it as bribes (public to every seat). */
    private FactTable piles(StrippedDownState s) {
        int up = game.board().unionPacific();
        int[] display = s.display();
        List<List<FactTable.Cell>> rows = new ArrayList<>();
        for (int slot = 0; slot < StrippedDown.PILES; slot++) {
            int c = display[slot];
            int bribes = s.bribes(slot);
            String share = c < 0 ? "no share" : game.board().companyAbbreviation(c);
            rows.add(List.of(
                    FactTable.Cell.text(Integer.toString(slot + 1)),
                    c < 0 ? FactTable.Cell.EMPTY : FactTable.Cell.company(c),
                    bribes == 0 ? FactTable.Cell.EMPTY : new FactTable.Cell(bribes + " " + game.board().companyAbbreviation(up), true, -1,
                            "Taking pile " + (slot + 1) + " takes " + share + " and " + bribes + (bribes == 1 ? " UP share" : " UP shares"))));
        }
        return new FactTable(FactTable.DISPLAY, "Face-up piles", List.of("Pile", "Share", "UP bribes"), rows,
                "Supply: UP shares without end");
    }

    @Override
    public Optional<Built> built(Move step) {
        return Optional.empty();
    }

    @Override
    public String describeOptions(int players) {
        return (game.trainLimit() ? "rows hold the trains in the box" : "rows without a limit")
                + (game.fourOfAKind() ? ", four of a kind in the display removed" : "");
    }

    @Override
    public String rulesInBrief(int players) {
        return "stripped-down · UP bribes on the piles · four scorings, UP from the first"
                + (game.trainLimit() ? "" : " · rows without a train limit")
                + (game.fourOfAKind() ? " · four of a kind in the display removed" : "");
    }

    @Override
    public StepWords words() {
        return words;
    }

    @Override
    public StepNotation notation() {
        return notation;
    }

    @Override
    public StepXml xml() {
        return xml;
    }
}
