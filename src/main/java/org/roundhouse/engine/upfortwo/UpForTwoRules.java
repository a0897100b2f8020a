package org.roundhouse.engine.upfortwo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.ConfiguredGame;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.base.BaseMove;

/**
 * "Union Pacific for two" through the seam. Its records write the steps the games share as
 * the base game does ({@link UpForTwoNotation}, {@link UpForTwoXml} delegate to the base
 * game's codecs for them), so a track draw or a build reads the same in both games.
 */
public final class UpForTwoRules extends ConfiguredGame {
    private final UpForTwo game;
    private final UpForTwoNotation notation;
    private final UpForTwoXml xml;
    private final UpForTwoWords words;

    UpForTwoRules(RuleSet ruleSet, UpForTwo game, Map<String, String> options) {
        super(ruleSet, game.board(), options);
        this.game = game;
        org.roundhouse.engine.Game base = org.roundhouse.engine.base.BaseRuleSet.INSTANCE.configure(game.board(), game.base().options());
        this.notation = new UpForTwoNotation(base.notation(), game.board());
        this.xml = new UpForTwoXml(base.xml(), game.board());
        this.words = new UpForTwoWords(game);
    }

    public UpForTwo engine() {
        return game;
    }

    @Override
    public int minPlayers() {
        return UpForTwo.PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return UpForTwo.PLAYERS;
    }

    private static UpForTwoState state(GameState s) {
        if (s instanceof UpForTwoState u) return u;
        throw new IllegalArgumentException("not a position of Union Pacific for two: " + s.getClass().getSimpleName());
    }

    private static UpForTwoSetup setup(Deal deal) {
        if (deal instanceof UpForTwoSetup setup) return setup;
        throw new IllegalArgumentException("the deal is not one of Union Pacific for two (" + deal.getClass().getSimpleName() + ")");
    }

    @Override
    public UpForTwoState newGame(Deal deal) {
        return game.newGame(setup(deal));
    }

    @Override
    public UpForTwoSetup randomDeal(int players, RandomGenerator rng) {
        if (players != UpForTwo.PLAYERS) throw new IllegalArgumentException("Union Pacific for two is for 2 players, not " + players);
        return game.randomSetup(rng);
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return Collections.unmodifiableList(game.legalMoves(state(state)));
    }

    /**
     * Refusal codes of its own steps, besides the common ones of {@link Refusal} and the base
     * game's for the steps the two share (see {@link org.roundhouse.engine.base.BaseGame#refusal}).
     */
    public static final String NO_THREE_OF_A_KIND = "no-three-of-a-kind";
    /** A face-up take of an empty slot, or naming another company than the slot shows. */
    public static final String NOT_IN_SLOT = "not-in-slot";
    public static final String MAIN_DECK_EMPTY = "main-deck-empty";
    public static final String PERSONAL_DECK_EMPTY = "personal-deck-empty";
    /** A card named as coming from the personal deck that is not (or not next) in it. */
    public static final String NOT_IN_PERSONAL_DECK = "not-in-personal-deck";
    /** A base-game share take: here a share is drawn face up by slot, or blind; Union Pacific only by trading. */
    public static final String TAKE_BY_SOURCE = "take-by-source";
    /** Trading a Union Pacific share away, or a company without a share in hand. */
    public static final String ILLEGAL_TRADE = "illegal-trade";

    @Override
    public Optional<Refusal> refusal(GameState state, Move step) {
        UpForTwoState s = state(state);
        return game.explainIllegal(s, step).map(sentence -> refusal(s, step, sentence));
    }

    private Refusal refusal(UpForTwoState s, Move step, String sentence) {
        if (s.isOver()) return new Refusal(Refusal.GAME_OVER, sentence);
        if (step.player() != s.currentPlayer()) {
            return new Refusal(Refusal.NOT_YOUR_TURN, sentence, List.of(s.currentPlayer(), step.player()));
        }
        if (step instanceof BaseMove.Take) return new Refusal(TAKE_BY_SOURCE, sentence);
        if (!belongsHere(s, step)) return new Refusal(Refusal.OUT_OF_PLACE, sentence);
        if (step instanceof BaseMove.Exchange) {
            return new Refusal(s.unionPacificLeft() == 0 ? org.roundhouse.engine.base.BaseGame.NO_UNION_PACIFIC_LEFT : ILLEGAL_TRADE, sentence);
        }
        if (step instanceof BaseMove.Reveal && s.table().deckSize() == 0) return new Refusal("illegal-card-turned-up", sentence);
        if (step instanceof BaseMove b) return game.base().refusal(s.table(), b).orElse(new Refusal(Refusal.OUT_OF_PLACE, sentence));
        String code = step instanceof UpForTwoMove.ShowThree ? NO_THREE_OF_A_KIND
                : step instanceof UpForTwoMove.TakeFaceUp ? NOT_IN_SLOT
                : step instanceof UpForTwoMove.TakeBlind ? MAIN_DECK_EMPTY
                : step instanceof UpForTwoMove.TakePersonal ? PERSONAL_DECK_EMPTY
                : step instanceof UpForTwoMove.RevealPersonal ? NOT_IN_PERSONAL_DECK
                : Refusal.OUT_OF_PLACE;
        return new Refusal(code, sentence);
    }

    @Override
    public UpForTwoState apply(GameState state, Move step) throws IllegalMoveException {
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
        return new Refusal(Refusal.TURN_OVER, "the turn is over; the next turn starts with a track draw");
    }

    @Override
    public List<Move> closeTurn(GameState after, List<Move> steps) {
        UpForTwoState s = state(after);
        if (s.phase() != UpForTwoPhase.EXCHANGE || steps.isEmpty()) return steps;
        List<Move> all = new ArrayList<>(steps);
        all.add(BaseMove.Exchange.keep(s.currentPlayer()));
        return all;
    }

    @Override
    public boolean belongsHere(GameState state, Move step) {
        return switch (state(state).phase()) {
            case INITIAL_INVESTMENT -> step instanceof BaseMove.Initial;
            case THREE_OF_A_KIND -> step instanceof UpForTwoMove.ShowThree || step instanceof UpForTwoMove.KeepThree;
            case DRAW_TRACK -> step instanceof BaseMove.DrawTrack;
            case ACTION -> step instanceof BaseMove.Build || step instanceof BaseMove.Invest || step instanceof BaseMove.Forgo
                    || step instanceof BaseMove.ReplaceDead;
            case DISCARD -> step instanceof BaseMove.Discard;
            case TAKE_SHARE -> step instanceof UpForTwoMove.TakeFaceUp || step instanceof UpForTwoMove.TakeBlind
                    || step instanceof UpForTwoMove.TakePersonal;
            case REVEAL -> step instanceof BaseMove.Reveal;
            case PERSONAL_REVEAL -> step instanceof UpForTwoMove.RevealPersonal;
            case EXCHANGE -> step instanceof BaseMove.Exchange;
            case GAME_OVER -> false;
        };
    }

    @Override
    public String expected(GameState state) {
        return switch (state(state).phase()) {
            case INITIAL_INVESTMENT -> "the initial investment of seat " + (char) ('A' + state.currentPlayer());
            case THREE_OF_A_KIND -> "showing three of a kind or keeping them";
            case DRAW_TRACK -> "a track draw";
            case ACTION -> "a build, an investment or a pass";
            case DISCARD -> "the track discard";
            case TAKE_SHARE -> "a share draw: face up, from the main deck or from the personal deck";
            case REVEAL -> "the card turned up from the main deck";
            case PERSONAL_REVEAL -> "the card drawn from the personal deck";
            case EXCHANGE -> "the trade decision";
            case GAME_OVER -> "nothing (the game is over)";
        };
    }

    /** Its decks: the main deck, the track deck and each seat's personal deck ("personal-1", "personal-2"). */
    public static final String MAIN = "main";
    public static final String TRACKS = "tracks";
    public static final String PERSONAL = "personal-";

    @Override
    public Optional<Drawn> drawn(Move step) {
        if (step instanceof BaseMove.Reveal r) return Optional.of(new Drawn(MAIN, r.card()));
        if (step instanceof UpForTwoMove.RevealPersonal r) return Optional.of(new Drawn(PERSONAL + (r.player() + 1), r.company()));
        if (step instanceof BaseMove.DrawTrack d && d.kind() != BaseMove.NO_CARD) return Optional.of(new Drawn(TRACKS, d.kind()));
        return Optional.empty();
    }

    @Override
    public int deckSize(GameState state, String deck) {
        UpForTwoState s = state(state);
        return deck.equals(MAIN) ? s.mainDeckSize() : deck.startsWith(PERSONAL) ? s.personalDeckSize(seat(deck))
                : deck.equals(TRACKS) ? s.table().trackDeckSize() : 0;
    }

    private static int seat(String deck) {
        return Integer.parseInt(deck.substring(PERSONAL.length())) - 1;
    }

    @Override
    public boolean knowsDeckOrder(GameState state, String deck) {
        UpForTwoState s = state(state);
        if (deck.startsWith(PERSONAL)) return s.knowsPersonalDeckOrder(seat(deck));
        return deck.equals(TRACKS) ? s.table().knowsTrackDeckOrder() : !deck.equals(MAIN) || s.table().knowsDeckOrder();
    }

    @Override
    public UpForTwoState withDeckOrder(GameState state, String deck, List<Integer> upcoming) {
        UpForTwoState s = state(state);
        if (deck.equals(MAIN)) return game.withMainDeckOrder(s, upcoming);
        if (deck.startsWith(PERSONAL)) return game.withPersonalDeckOrder(s, seat(deck), upcoming);
        if (deck.equals(TRACKS)) return game.withTrackDeckOrder(s, upcoming);
        return s;
    }

    /** The hand names of {@link HandCard}, as the base game's: a seat's track cards and shares. */
    static final String HAND_TRACKS = "tracks";
    static final String HAND_SHARES = "shares";

    @Override
    public List<HandCard> shownHandCards(GameState before, Move step) {
        // the hands are the base table's, so the base game's reading applies: known cards are played first
        org.roundhouse.engine.base.BaseState t = state(before).table();
        List<HandCard> out = new ArrayList<>();
        int p = step.player();
        if (step instanceof BaseMove.Initial x) {
            share(t, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Invest x) {
            share(t, p, x.company(), x.isPair() ? 1 : x.count(), out);
            if (x.isPair()) share(t, p, x.second(), 1, out);
        } else if (step instanceof BaseMove.Exchange x && !x.keeps()) {
            share(t, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Build x) {
            track(t, p, x.card(), out);
        } else if (step instanceof BaseMove.Discard x) {
            track(t, p, x.card(), out);
        } else if (step instanceof BaseMove.Forgo x) {
            track(t, p, x.card(), out);
        } else if (step instanceof BaseMove.ReplaceDead x) {
            track(t, p, x.card(), out);
        }
        return out;
    }

    private static void share(org.roundhouse.engine.base.BaseState t, int p, int company, int count, List<HandCard> out) {
        int fromUnknown = count - Math.min(count, t.handShares(p, company));
        for (int i = 0; i < Math.min(fromUnknown, t.hiddenShares(p)); i++) out.add(new HandCard(HAND_SHARES, company));
    }

    private static void track(org.roundhouse.engine.base.BaseState t, int p, int kind, List<HandCard> out) {
        if (kind >= 0 && t.trackCards(p, kind) == 0 && t.hiddenTrackCards(p) > 0) out.add(new HandCard(HAND_TRACKS, kind));
    }

    @Override
    public Playout randomPlay(Deal deal, long seed) {
        UpForTwoRandomPlayer.Playout p = UpForTwoRandomPlayer.playFrom(game, setup(deal), new java.util.SplittableRandom(seed));
        return new Playout(p.moves(), p.end());
    }

    @Override
    public boolean housePlays(int players) {
        // the house is paid but does not compete: it is not ranked beside the seats
        return false;
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        return org.roundhouse.engine.Dividends.unionPacificTable(dividend);
    }

    @Override
    public PublicView view(GameState state) {
        UpForTwoState s = state(state);
        // the map and the played shares are the base game's table's; the display and decks are this game's own
        return new PublicView() {
            public int players() { return s.players(); }
            public int cash(int seat) { return s.cash(seat); }
            public boolean hasHouse() { return false; }
            public int houseCash() { return s.houseCash(); }
            public int[] ranking() { return s.ranking(); }
            public int cashOf(int recipient) { return s.cashOf(recipient); }
            public int dividendsDrawn() { return s.dividendsDrawn(); }
            public int dividendsPaid() { return s.dividendsPaid(); }
            public List<DividendPayment> payments() { return s.payments(); }
            public int playedShares(int seat, int company) { return s.playedShares(seat, company); }
            public int totalPlayed(int company) { return s.table().totalPlayed(company); }
            public int trainsPlaced(int company) { return s.table().trainsPlaced(company); }
            public int trainsLeft(int company) { return s.table().trainsLeft(company); }
            public int companyValue(int company) { return s.table().companyValue(company); }
            public int[] display() { return s.display(); }
            public int deckSize() { return s.mainDeckSize(); }
            public int unionPacificLeft() { return s.unionPacificLeft(); }
            public int trainsOn(int section) { return s.table().trainsOn(section); }
            public int trainOn(int section, int i) { return s.table().trainOn(section, i); }
        };
    }

    @Override
    public org.roundhouse.engine.PositionFacts facts(GameState state, int viewer) {
        return UpForTwoFacts.of(state(state), viewer);
    }

    @Override
    public Optional<Built> built(Move step) {
        return step instanceof BaseMove.Build b ? Optional.of(new Built(b.section(), b.company())) : Optional.empty();
    }

    @Override
    public String rulesInBrief(int players) {
        UpForTwoOptions o = game.options();
        return "Union Pacific for two · share deck " + o.recipe().id()
                + (o.threeOfAKind() ? " · three of a kind may be shown" : " · without showing three of a kind")
                + (o.relativePayments() ? " · shared companies pay only the difference" : "")
                + (o.deadTrackRule() ? " · unplayable track cards are replaced" : "");
    }

    @Override
    public String describeOptions(int players) {
        UpForTwoOptions o = game.options();
        return "deck recipe " + o.recipe().id() + (o.threeOfAKind() ? ", three of a kind" : "")
                + (o.relativePayments() ? ", relative payments" : "") + (o.deadTrackRule() ? ", dead-track rule" : "");
    }

    @Override
    public StepNotation notation() {
        return notation;
    }

    @Override
    public StepWords words() {
        return words;
    }

    @Override
    public StepXml xml() {
        return xml;
    }
}
