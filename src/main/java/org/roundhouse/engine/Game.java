package org.roundhouse.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;

/**
 * A rule set configured for a board and options, as records, analysis, bots and the
 * workbench use it: everything is said in {@link GameState} and {@link Move}, so the
 * callers never name a rule set's own types. Each rule set implements it once, by
 * delegating to its {@link Rules}.
 */
public interface Game {
    RuleSet ruleSet();

    Board board();

    /** The options it was configured with (every option, canonical values, in the rule set's order). */
    Map<String, String> options();

    int minPlayers();

    int maxPlayers();

    /**
     * The position after the deal.
     *
     * @throws IllegalArgumentException with a reason when the deal is impossible or not of this rule set
     */
    GameState newGame(Deal deal);

    /** A random deal with every deck order known. */
    Deal randomDeal(int players, RandomGenerator rng);

    /**
     * A random deal for comparing configurations with common random numbers: deals of the same
     * seed agree in everything the options leave alike, whatever the options. The base game
     * keeps the hands, the display, the track deck and the order of the share cards, and lets
     * the deck recipe decide only where the dividend cards go. Distributed as {@link #randomDeal}.
     */
    default Deal pairedDeal(int players, long seed) {
        return randomDeal(players, new java.util.SplittableRandom(seed));
    }

    List<Move> legalMoves(GameState state);

    /** Why the step is refused here, or empty when it is legal. */
    Optional<Refusal> refusal(GameState state, Move step);

    /** The position after the step. */
    GameState apply(GameState state, Move step) throws IllegalMoveException;

    /** Applies a step known to be legal (taken from {@link #legalMoves} or sampled). */
    default GameState applyLegal(GameState state, Move step) {
        try {
            return apply(state, step);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("a generated move was refused: " + e.getMessage(), e);
        }
    }

    List<Outcome<Move>> chanceOutcomes(GameState state);

    /** One chance outcome drawn at random, as shuffled cards would give it. */
    Move sampleChance(GameState state, RandomGenerator rng);

    /** True when the turn that started at {@code turnStart} is over at {@code now}. */
    boolean turnEnded(GameState turnStart, GameState now);

    /**
     * Why a step cannot follow once the turn is over at {@code now} (the game ended, or the
     * next turn must start otherwise).
     */
    Refusal afterTurnEnd(GameState now, Move step);

    /**
     * The turn's steps with any step the rules imply at its end added (the base game's
     * closing "no exchange"), which records leave out.
     */
    List<Move> closeTurn(GameState after, List<Move> steps);

    /**
     * True when the step is of a kind the turn expects at this point (it may still be
     * refused, for what it does); false for one out of place, such as an exchange while a
     * card is being turned up.
     */
    boolean belongsHere(GameState state, Move step);

    /** What the rules expect next, for messages: "a track draw", "the exchange decision". */
    String expected(GameState state);

    /** A card a step took from a deck, to follow the deck's order: the deck's name and the card. */
    record Drawn(String deck, int card) {
    }

    /** The card the step drew from a deck whose order a record may know, or empty. */
    Optional<Drawn> drawn(Move step);

    /** The cards left in the named deck. */
    int deckSize(GameState state, String deck);

    /** True when the state knows the named deck's order (the setup wrote it down). */
    boolean knowsDeckOrder(GameState state, String deck);

    /**
     * The state with the top of the named deck in the given order.
     *
     * @throws IllegalArgumentException when the cards cannot be the top of that deck
     */
    GameState withDeckOrder(GameState state, String deck, List<Integer> upcoming);

    /** A card of a hand the deal left unknown, shown by a step: which hand of the seat, and the card. */
    record HandCard(String hand, int card) {
    }

    /**
     * The cards the step shows that the seat's known cards cannot account for, so came from
     * the cards the deal left unknown ({@link Deal#UNKNOWN}).
     */
    List<HandCard> shownHandCards(GameState before, Move step);

    /** A whole game from the deal: every step, and the position at the end. */
    record Playout(List<Move> steps, GameState end) {
        public Playout {
            steps = List.copyOf(steps);
        }
    }

    /** A whole game from the deal, played by the rule set's seeded random players. */
    Playout randomPlay(Deal deal, long seed);

    /** True when a house (an imaginary player) is paid and ranked beside this many seats. */
    boolean housePlays(int players);

    /** What Union Pacific pays by place at the dividend of a game of this many players, in $M. */
    int[] unionPacificRow(int dividend, int players);

    /** What everyone sees of the position. */
    PublicView view(GameState state);

    /**
     * What the viewer knows of the position: {@link PositionFacts#ALL_SEEING} knows every
     * card, a seat what its player's-eye view shows (no other hand, no deck's order).
     *
     * @throws IllegalArgumentException when the viewer is no seat of the position
     */
    PositionFacts facts(GameState state, int viewer);

    /**
     * The rule set's own figures followed over a game, beyond cash, shares and values (each a
     * chart of its own; the values come from {@link PublicView#extra(String)}). None by default.
     */
    default java.util.List<SeriesSpec> extraSeries() {
        return java.util.List.of();
    }

    /** What the workbench draws for a position: the map, unless the rule set is played without one. */
    default BoardPicture boardPicture() {
        return BoardPicture.MAP;
    }

    /** Where a step laid a train: the section and the company. */
    record Built(int section, int company) {
    }

    /** The train the step laid on the map, or empty for any other step. */
    Optional<Built> built(Move step);

    /**
     * The options as a clause for people, for a game of this many players: "deck recipe
     * standard, two-player rules: the last payment on the third Union Pacific row, 15/12/9/6/3".
     */
    String describeOptions(int players);

    /**
     * The options as the workbench's short line for people, clauses joined by " · ", for a
     * game of this many players: "share deck standard · two-player rules, the last payment
     * on the third Union Pacific row, 15/12/9/6/3".
     */
    String rulesInBrief(int players);

    /** Its steps in words for people. */
    StepWords words();

    /** How its steps and deal are written in the notation. */
    StepNotation notation();

    /** How its steps and deal are written in the XML format. */
    StepXml xml();
}
