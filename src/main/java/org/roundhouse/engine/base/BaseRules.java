package org.roundhouse.engine.base;

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
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;

/**
 * The base game through the seam: a {@link BaseGame} with its options, answering in
 * {@link GameState} and {@link Move}. The only place the seam's values are cast to the base
 * game's own types.
 *
 * <p>Refusal codes, besides the common ones of {@link Refusal}: {@value #NO_UNION_PACIFIC_LEFT}
 * (an exchange with the Union Pacific stack empty), {@value #NO_TRACK_CARD} and {@code illegal-<kind>}, e.g.
 * {@code illegal-build}, {@code illegal-investment}, for a step of the right kind at the
 * right time that the rules still refuse (the sentence says why).
 */
public final class BaseRules extends ConfiguredGame {
    public static final String NO_UNION_PACIFIC_LEFT = "no-union-pacific-left";
    /** A build, discard, pass or replacement with a track card the seat does not hold; the argument is the card's kind. */
    public static final String NO_TRACK_CARD = "no-track-card";

    private final BaseGame game;
    private final BaseNotation notation;
    private final BaseXml xml;
    private final BaseWords words;

    BaseRules(RuleSet ruleSet, BaseGame game, Map<String, String> options) {
        super(ruleSet, game.board(), options);
        this.game = game;
        this.notation = new BaseNotation(game.board());
        this.xml = new BaseXml(game.board());
        this.words = new BaseWords(game);
    }

    /** The engine behind the seam, for the base game's own package neighbours (its table view, its bots). */
    public BaseGame engine() {
        return game;
    }

    @Override
    public int minPlayers() {
        return BaseGame.MIN_PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return BaseGame.MAX_PLAYERS;
    }

    private static BaseState state(GameState s) {
        if (s instanceof BaseState b) return b;
        throw new IllegalArgumentException("not a position of the base game: " + s.getClass().getSimpleName());
    }

    private static BaseMove step(Move m) {
        if (m instanceof BaseMove b) return b;
        throw new IllegalArgumentException("not a step of the base game: " + m);
    }

    @Override
    public BaseState newGame(Deal deal) {
        return game.newGame(newGameDeal(deal));
    }

    @Override
    public BaseSetup randomDeal(int players, RandomGenerator rng) {
        return game.randomSetup(players, rng);
    }

    @Override
    public BaseSetup pairedDeal(int players, long seed) {
        return game.pairedSetup(players, seed);
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return Collections.unmodifiableList(game.legalMoves(state(state)));
    }

    @Override
    public Optional<Refusal> refusal(GameState state, Move step) {
        if (!(step instanceof BaseMove m)) return Optional.of(new Refusal(Refusal.OUT_OF_PLACE, "not a step of the base game"));
        BaseState s = state(state);
        return game.explainIllegal(s, m).map(sentence -> refusal(s, m, sentence));
    }

    /**
     * The refusal of a base-game step at a base-game position, for the rules' sentence: the
     * code says which kind of refusal it is. Public for rule sets that play the base game's
     * steps on its table ("Union Pacific for two").
     */
    public static Refusal refusal(BaseState s, BaseMove m, String sentence) {
        String code;
        List<Object> args = List.of();
        if (s.isOver()) {
            code = Refusal.GAME_OVER;
        } else if (m.player() != s.currentPlayer()) {
            code = Refusal.NOT_YOUR_TURN;
            args = List.of(s.currentPlayer(), m.player());
        } else if (BaseGame.NO_UNION_PACIFIC_TO_EXCHANGE.equals(sentence)) {
            code = NO_UNION_PACIFIC_LEFT;
        } else if (m.phase() != s.phase()) {
            code = Refusal.OUT_OF_PLACE;
        } else if (trackCard(m) >= 0 && trackCard(m) < s.board().trackCardKinds() && validSection(s, m)
                && !BaseGame.hasTrack(s, m.player(), trackCard(m))) {
            code = NO_TRACK_CARD;
            args = List.of(trackCard(m));
        } else {
            code = "illegal-" + m.kindOfStep().replace(' ', '-');
        }
        return new Refusal(code, sentence, args);
    }

    /** The track card a step plays or discards, or -1 for a step without one. */
    private static int trackCard(BaseMove m) {
        if (m instanceof BaseMove.Build b) return b.card();
        if (m instanceof BaseMove.Discard d) return d.card();
        if (m instanceof BaseMove.Forgo f) return f.card();
        if (m instanceof BaseMove.ReplaceDead r) return r.card();
        return -1;
    }

    /** A build's section exists (the engine checks that before the card). */
    private static boolean validSection(BaseState s, BaseMove m) {
        return !(m instanceof BaseMove.Build b) || b.section() >= 0 && b.section() < s.board().sections().size();
    }

    @Override
    public BaseState apply(GameState state, Move step) throws IllegalMoveException {
        return game.apply(state(state), step(step));
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public List<Outcome<Move>> chanceOutcomes(GameState state) {
        // an outcome is an immutable value: a list of outcomes of base steps is one of outcomes of steps
        return (List) Collections.unmodifiableList(game.chanceOutcomes(state(state)));
    }

    @Override
    public Move sampleChance(GameState state, RandomGenerator rng) {
        return game.sampleChance(state(state), rng);
    }

    @Override
    public Refusal afterTurnEnd(GameState now, Move step) {
        BaseState s = state(now);
        if (s.isOver()) return new Refusal(Refusal.GAME_OVER, "the game is over");
        if (step instanceof BaseMove.Exchange && s.unionPacificLeft() == 0) {
            return new Refusal(NO_UNION_PACIFIC_LEFT, BaseGame.NO_UNION_PACIFIC_TO_EXCHANGE);
        }
        return new Refusal(Refusal.TURN_OVER, "the turn is over; the next turn starts with a track draw");
    }

    @Override
    public List<Move> closeTurn(GameState after, List<Move> steps) {
        BaseState s = state(after);
        if (s.phase() != Phase.EXCHANGE || steps.isEmpty()) return steps;
        List<Move> all = new ArrayList<>(steps);
        all.add(BaseMove.Exchange.keep(s.currentPlayer()));
        return all;
    }

    @Override
    public boolean belongsHere(GameState state, Move step) {
        return step instanceof BaseMove m && m.phase() == state(state).phase();
    }

    @Override
    public String expected(GameState state) {
        BaseState s = state(state);
        return switch (s.phase()) {
            case INITIAL_INVESTMENT -> "the initial investment of seat " + (char) ('A' + s.currentPlayer());
            case DRAW_TRACK -> "a track draw";
            case ACTION -> "a build, an investment or a pass";
            case TAKE_SHARE -> "a share take";
            case REVEAL -> "the card turned up from the share deck";
            case EXCHANGE -> "the exchange decision";
            case DISCARD -> "the track discard";
            case GAME_OVER -> "nothing (the game is over)";
        };
    }

    /** The base game's decks: the share deck and the track deck. */
    public static final String SHARES = "shares";
    public static final String TRACKS = "tracks";

    @Override
    public Optional<Drawn> drawn(Move step) {
        if (step instanceof BaseMove.Reveal r) return Optional.of(new Drawn(SHARES, r.card()));
        if (step instanceof BaseMove.DrawTrack d && d.kind() != BaseMove.NO_CARD) return Optional.of(new Drawn(TRACKS, d.kind()));
        return Optional.empty();
    }

    @Override
    public int deckSize(GameState state, String deck) {
        return deck.equals(SHARES) ? state(state).deckSize() : state(state).trackDeckSize();
    }

    @Override
    public boolean knowsDeckOrder(GameState state, String deck) {
        return deck.equals(SHARES) ? state(state).knowsDeckOrder() : state(state).knowsTrackDeckOrder();
    }

    @Override
    public BaseState withDeckOrder(GameState state, String deck, List<Integer> upcoming) {
        return deck.equals(SHARES) ? game.withShareDeckOrder(state(state), upcoming) : game.withTrackDeckOrder(state(state), upcoming);
    }

    @Override
    public List<HandCard> shownHandCards(GameState before, Move step) {
        BaseState s = state(before);
        List<HandCard> out = new ArrayList<>();
        int p = step.player();
        if (step instanceof BaseMove.Initial x) {
            share(s, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Invest x) {
            share(s, p, x.company(), x.isPair() ? 1 : x.count(), out);
            if (x.isPair()) share(s, p, x.second(), 1, out);
        } else if (step instanceof BaseMove.Exchange x && !x.keeps()) {
            share(s, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Build x) {
            track(s, p, x.card(), out);
        } else if (step instanceof BaseMove.Discard x) {
            track(s, p, x.card(), out);
        } else if (step instanceof BaseMove.Forgo x) {
            track(s, p, x.card(), out);
        } else if (step instanceof BaseMove.ReplaceDead x) {
            track(s, p, x.card(), out);
        }
        return out;
    }

    /** The engine plays known cards first: only what the known ones cannot cover came from the unknown ones. */
    private static void share(BaseState s, int p, int company, int count, List<HandCard> out) {
        int fromUnknown = count - Math.min(count, s.handShares(p, company));
        for (int i = 0; i < Math.min(fromUnknown, s.hiddenShares(p)); i++) out.add(new HandCard(SHARES, company));
    }

    private static void track(BaseState s, int p, int kind, List<HandCard> out) {
        if (kind >= 0 && s.trackCards(p, kind) == 0 && s.hiddenTrackCards(p) > 0) out.add(new HandCard(TRACKS, kind));
    }

    @Override
    public Playout randomPlay(Deal deal, long seed) {
        RandomPlayer.Playout p = new RandomPlayer(game, seed).playFrom(newGameDeal(deal));
        @SuppressWarnings("unchecked")
        List<Move> steps = (List<Move>) (List<? extends Move>) p.moves(); // an unmodifiable list, so Playout keeps it without a copy
        return new Playout(steps, p.end());
    }

    private static BaseSetup newGameDeal(Deal deal) {
        if (deal instanceof BaseSetup setup) return setup;
        throw new IllegalArgumentException("the deal is not one of the base game (" + deal.getClass().getSimpleName() + ")");
    }

    @Override
    public boolean housePlays(int players) {
        return players == 2 && game.options().twoPlayerRules();
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        return game.unionPacificRow(dividend, players);
    }

    @Override
    public BaseState view(GameState state) {
        return state(state);
    }

    @Override
    public String describeOptions(int players) {
        BaseOptions o = game.options();
        return "deck recipe " + o.recipe().id()
                + (players == 2 ? (o.twoPlayerRules() ? ", two-player rules: the last payment on " + lastRowText(o.twoPlayerLastRow())
                        : ", without the two-player rules") : "")
                + (o.deadTrackRule() ? ", dead-track rule" : "");
    }

    @Override
    public String rulesInBrief(int players) {
        BaseOptions o = game.options();
        StringBuilder rules = new StringBuilder("share deck ").append(o.recipe().id());
        if (players == 2) {
            rules.append(o.twoPlayerRules() ? " · two-player rules, the last payment on " + lastRowText(o.twoPlayerLastRow())
                    : " · without the two-player rules");
        }
        if (o.deadTrackRule()) rules.append(" · unplayable track cards are replaced");
        return rules.toString();
    }

    @Override
    public org.roundhouse.engine.PositionFacts facts(GameState state, int viewer) {
        return BaseFacts.of(state(state), viewer);
    }

    @Override
    public Optional<Built> built(Move step) {
        return step instanceof BaseMove.Build b ? Optional.of(new Built(b.section(), b.company())) : Optional.empty();
    }

    /** "the third Union Pacific row, 15/12/9/6/3": the row of the two-player rules' last payment, for people. */
    public static String lastRowText(TwoPlayerLastRow row) {
        int[] payments = BaseGame.unionPacificTable(row.row());
        StringBuilder b = new StringBuilder("the ").append(row.word()).append(" Union Pacific row, ");
        for (int i = 0; i < payments.length; i++) b.append(i > 0 ? "/" : "").append(payments[i]);
        return b.toString();
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
