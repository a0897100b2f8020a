package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;

/**
 * A rule set's rules for one board and one choice of options, written once and typed: its own
 * positions {@code S}, steps {@code M} and deals {@code D}. Everything above the engine sees it
 * as a {@link Game} through {@link ErasedGame}, the one place where the seam's plain
 * {@link GameState}, {@link Move} and {@link Deal} are cast back to the rule set's types. The
 * bots play it as {@link Rules}. Every question a rule set need not answer in its own way has a
 * default here (no deck whose order matters, no map beyond the board, turns that end when the
 * next one begins, random games played by uniform choice).
 *
 * <p>How it maps onto the seam is documented on {@link Game}: each method here is the typed
 * form of the method of the same name there.
 *
 * @param <S> its positions
 * @param <M> its steps
 * @param <D> its deals
 */
public interface TypedGame<S extends GameState, M extends Move, D extends Deal> extends Rules<S, M> {
    /** Its positions' class, for the seam's one checked cast. */
    Class<S> stateType();

    /** Its steps' class: a step of any other class is refused at the seam. */
    Class<M> moveType();

    /** Its deals' class. */
    Class<D> dealType();

    Board board();

    int minPlayers();

    int maxPlayers();

    /** See {@link Game#newGame}. */
    S newGame(D deal);

    /** See {@link Game#randomDeal}. */
    D randomDeal(int players, RandomGenerator rng);

    /** See {@link Game#pairedDeal}: by default a random deal from the seed. */
    default D pairedDeal(int players, long seed) {
        return randomDeal(players, new SplittableRandom(seed));
    }

    /** Why the step is refused here, made where the rule is checked; empty when it is legal. */
    Optional<Refusal> refusal(S state, M step);

    /** The refusal's sentence. */
    @Override
    default Optional<String> explainIllegal(S state, M move) {
        return refusal(state, move).map(Refusal::sentence);
    }

    /**
     * See {@link Game#turnEnded}: by default the first investments end once no seat is choosing
     * any more, any other turn when the next one begins or the game is over.
     */
    default boolean turnEnded(S turnStart, S now) {
        if (turnStart.isSimultaneous()) return !now.isSimultaneous();
        return now.isOver() || now.turn() != turnStart.turn();
    }

    /** See {@link Game#afterTurnEnd}. */
    default Refusal afterTurnEnd(S now, Move step) {
        if (now.isOver()) return new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver"));
        return new Refusal(Refusal.TURN_OVER, WORDS.text("refusal.turnOver"));
    }

    /** See {@link Game#closeTurn}: by default a record leaves out no step. */
    default List<Move> closeTurn(S after, List<Move> steps) {
        return steps;
    }

    /** See {@link Game#belongsHere}: by default every step of the rule set may come at any point. */
    default boolean belongsHere(S state, M step) {
        return true;
    }

    /** See {@link Game#expected}. */
    String expected(S state);

    /** See {@link Game#drawn}: by default no deck's order is followed. */
    default Optional<Game.Drawn> drawn(M step) {
        return Optional.empty();
    }

    /** See {@link Game#deckSize}. */
    default int deckSize(S state, String deck) {
        return 0;
    }

    /** See {@link Game#knowsDeckOrder}. */
    default boolean knowsDeckOrder(S state, String deck) {
        return true;
    }

    /** See {@link Game#withDeckOrder}: by default there is no deck to order. */
    default S withDeckOrder(S state, String deck, List<Integer> upcoming) {
        throw new IllegalArgumentException("there is no deck '" + deck + "' whose order a record follows");
    }

    /** See {@link Game#shownHandCards}: by default the deal names every card. */
    default List<Game.HandCard> shownHandCards(S before, M step) {
        return List.of();
    }

    /** See {@link Game#randomPlay}: by default each decision uniform among the legal steps, from one seeded generator. */
    default Game.Playout randomPlay(D deal, long seed) {
        List<Move> steps = new ArrayList<>();
        S end = RandomPlay.playOut(this, newGame(deal), new SplittableRandom(seed),
                (s, rng) -> RandomPlay.uniform(legalMoves(s), rng), steps::add);
        return new Game.Playout(steps, end);
    }

    /** See {@link Game#housePlays}: by default no house. */
    default boolean housePlays(int players) {
        return false;
    }

    /** See {@link Game#unionPacificRow}. */
    int[] unionPacificRow(int dividend, int players);

    /** See {@link Game#view}. */
    PublicView view(S state);

    /** See {@link Game#facts}. */
    PositionFacts facts(S state, int viewer);

    /** See {@link Game#extraSeries}. */
    default List<SeriesSpec> extraSeries() {
        return List.of();
    }

    /** See {@link Game#boardPicture}. */
    default BoardPicture boardPicture() {
        return BoardPicture.MAP;
    }

    /** See {@link Game#built}: by default no step lays a train on the map. */
    default Optional<Game.Built> built(M step) {
        return Optional.empty();
    }

    /** See {@link Game#describeOptions}. */
    String describeOptions(int players);

    /** See {@link Game#rulesInBrief}. */
    String rulesInBrief(int players);

    StepWords words();

    StepNotation notation();

    StepXml xml();
}
