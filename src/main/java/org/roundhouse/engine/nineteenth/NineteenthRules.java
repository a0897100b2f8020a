package org.roundhouse.engine.nineteenth;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.RandomPlay;
import org.roundhouse.engine.ConfiguredGame;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;

/**
 * The nineteenth-century variant through the seam. Everything lies open on the table but the
 * order of the four face-up track decks, named by their track types ({@link Drawn}): a what-if
 * line from a table record turns up the cards the main line showed, until a reshuffle.
 */
public final class NineteenthRules extends ConfiguredGame {
    private final NineteenthCentury game;
    private final NineteenthNotation notation;
    private final NineteenthXml xml;
    private final NineteenthWords words;

    NineteenthRules(RuleSet ruleSet, NineteenthCentury game, Map<String, String> options) {
        super(ruleSet, game.board(), options);
        this.game = game;
        this.notation = new NineteenthNotation(game.board());
        this.xml = new NineteenthXml(game.board());
        this.words = new NineteenthWords(game.board());
    }

    public NineteenthCentury engine() {
        return game;
    }

    @Override
    public int minPlayers() {
        return NineteenthCentury.MIN_PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return NineteenthCentury.MAX_PLAYERS;
    }

    static NineteenthState state(GameState s) {
        if (s instanceof NineteenthState u) return u;
        throw new IllegalArgumentException("not a position of the nineteenth-century variant: " + s.getClass().getSimpleName());
    }

    static NineteenthSetup setup(Deal deal) {
        if (deal instanceof NineteenthSetup setup) return setup;
        throw new IllegalArgumentException("the deal is not one of the nineteenth-century variant (" + deal.getClass().getSimpleName() + ")");
    }

    @Override
    public NineteenthState newGame(Deal deal) {
        return game.newGame(setup(deal));
    }

    @Override
    public NineteenthSetup randomDeal(int players, RandomGenerator rng) {
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
    public NineteenthState apply(GameState state, Move step) throws IllegalMoveException {
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
        return new Refusal(Refusal.TURN_OVER, "the turn is over (its last step is the / after the additional investment)");
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

    /** The track deck of the name ("plain"), or -1. */
    private int deck(String name) {
        return game.board().trackTypes().indexOf(name);
    }

    @Override
    public Optional<Drawn> drawn(Move step) {
        return step instanceof NineteenthMove.Reveal v ? Optional.of(new Drawn(game.deckName(v.deck()), v.card())) : Optional.empty();
    }

    /** The cards that can still come up from the deck in this cycle (a reshuffle deals it anew). */
    @Override
    public int deckSize(GameState state, String deck) {
        int d = deck(deck);
        return d < 0 ? 0 : state(state).revealsLeft(d);
    }

    @Override
    public boolean knowsDeckOrder(GameState state, String deck) {
        int d = deck(deck);
        return d < 0 || state(state).knowsNextCards(d);
    }

    @Override
    public GameState withDeckOrder(GameState state, String deck, List<Integer> upcoming) {
        int d = deck(deck);
        if (d < 0) throw new IllegalArgumentException("no track deck '" + deck + "'");
        return game.withNextCards(state(state), d, upcoming);
    }

    @Override
    public List<HandCard> shownHandCards(GameState before, Move step) {
        return List.of();
    }

    @Override
    public Playout randomPlay(Deal deal, long seed) {
        List<Move> steps = new ArrayList<>();
        NineteenthState end = RandomPlay.playOut(game, game.newGame(setup(deal)), new SplittableRandom(seed), this::randomStep, steps::add);
        return new Playout(steps, end);
    }

    /**
     * The seeded random players' step: uniform among the legal steps, but a trade or an additional
     * investment only half the time (else the phase ends), so that random players keep some cash
     * rather than pour it all into shares and treasuries.
     */
    private Move randomStep(NineteenthState s, RandomGenerator rng) {
        List<Move> legal = game.legalMoves(s);
        Move done = legal.get(legal.size() - 1);
        boolean trading = done instanceof NineteenthMove.Done && legal.size() > 1 && !(legal.get(0) instanceof NineteenthMove.Expand);
        if (trading && rng.nextBoolean()) return done;
        return legal.get(rng.nextInt(trading ? legal.size() - 1 : legal.size()));
    }

    @Override
    public boolean housePlays(int players) {
        return false;
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        // Union Pacific pays from its treasury, by no table
        return new int[0];
    }

    @Override
    public PublicView view(GameState state) {
        NineteenthState s = state(state);
        int up = game.board().unionPacific();
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
            public int playedShares(int seat, int company) { return s.shares(seat, company); }
            public int totalPlayed(int company) { return s.ownedByPlayers(company); }
            public int trainsPlaced(int company) { return s.trains(company); }
            public int trainsLeft(int company) { return s.trainsLeft(company); }
            public int companyValue(int company) { return s.price(company); }
            public int[] display() { return new int[0]; }
            public int deckSize() { return s.sharesInCompany(up); }
            public int unionPacificLeft() { return s.sharesInCompany(up) + s.sharesInBank(up); }
            public int trainsOn(int section) { return s.trainsOn(section); }
            public int trainOn(int section, int i) { return s.trainOn(section, i); }
            public int[] extra(String key) { return NineteenthTables.series(s, key); }
        };
    }

    @Override
    public List<org.roundhouse.engine.SeriesSpec> extraSeries() {
        return NineteenthTables.SERIES;
    }

    @Override
    public PositionFacts facts(GameState state, int viewer) {
        return NineteenthFacts.of(state(state), viewer);
    }

    @Override
    public Optional<Built> built(Move step) {
        return step instanceof NineteenthMove.Expand e ? Optional.of(new Built(e.section(), e.company())) : Optional.empty();
    }

    @Override
    public String describeOptions(int players) {
        NineteenthOptions o = game.options();
        List<String> parts = new ArrayList<>();
        parts.add(o.otherHalfToTreasury() ? "the whole price of a share bought from its company to the treasury"
                : "half the price of a share bought from its company to the treasury, half to the bank");
        parts.add(o.halfPriceSale() ? "shares sold to the bank at half price" : "shares sold to the bank at full price");
        if (!o.oneWayTrades()) parts.add("shares bought and sold back in one turn");
        if (!o.idleRoundEnds()) parts.add("a round without a train does not end the game");
        if (o.upMajorityOfAll()) parts.add("UP takes a company's income with more than half of all its shares");
        return String.join(", ", parts);
    }

    @Override
    public String rulesInBrief(int players) {
        NineteenthOptions o = game.options();
        return "nineteenth century · stock market, treasuries, four face-up track decks"
                + (o.otherHalfToTreasury() ? " · whole price to the treasury" : "")
                + (o.halfPriceSale() ? " · sales at half price" : "")
                + (o.oneWayTrades() ? "" : " · trades both ways in a turn")
                + (o.idleRoundEnds() ? "" : " · idle rounds go on")
                + (o.upMajorityOfAll() ? " · UP majority of all shares" : "");
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
