package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;

/**
 * What a record tells about the order of the decks at a position of a what-if line: the
 * cards the main line turned up after the line left it are the cards the deck really held,
 * in that order. A variation that has drawn exactly those cards so far draws the next of
 * them next; once it has drawn something else (a card picked or sampled), or drawn past
 * what the main line saw, nothing more is known and any card the deck can still hold may
 * come up. The track deck is known only until the main line reshuffles its discards.
 *
 * <p>Where the setup wrote the deck orders down, the engine follows them by itself (in
 * variations too) and this class adds nothing.
 *
 * <pre>{@code
 * BaseState s = KnownDeck.state(replay, node);          // the position with the known order laid on
 * Optional<BaseMove> next = KnownDeck.nextCard(replay, node); // at a draw: the card the deck holds
 * }</pre>
 */
public final class KnownDeck {
    private KnownDeck() {
    }

    /**
     * The known next cards at the position after a node.
     *
     * @param shares share deck cards from the top (company indices, {@link BaseMove#DIVIDEND})
     * @param tracks track cards from the top (kinds)
     */
    public record Upcoming(List<Integer> shares, List<Integer> tracks) {
        public Upcoming {
            shares = List.copyOf(shares);
            tracks = List.copyOf(tracks);
        }

        public boolean isEmpty() {
            return shares.isEmpty() && tracks.isEmpty();
        }
    }

    /** The cards the main line shows the decks held next, at the position after the node. */
    public static Upcoming upcoming(Replay replay, MoveNode node) {
        MoveNode fork = node;
        List<MoveNode> since = new ArrayList<>();
        while (!fork.isMainLine()) {
            since.add(fork);
            fork = fork.parent().orElseThrow();
        }
        List<Integer> seenShares = new ArrayList<>();
        List<Integer> seenTracks = new ArrayList<>();
        for (MoveNode n = fork; n.hasChildren(); ) {
            n = n.children().get(0);
            collect(n.turn().steps(), seenShares, seenTracks);
        }
        int trackLimit = replay.stateAt(fork).trackDeckSize();
        if (seenTracks.size() > trackLimit) seenTracks = new ArrayList<>(seenTracks.subList(0, trackLimit));
        List<Integer> drawnShares = new ArrayList<>();
        List<Integer> drawnTracks = new ArrayList<>();
        for (int i = since.size() - 1; i >= 0; i--) collect(since.get(i).turn().steps(), drawnShares, drawnTracks);
        return new Upcoming(rest(seenShares, drawnShares), rest(seenTracks, drawnTracks));
    }

    private static void collect(List<BaseMove> steps, List<Integer> shares, List<Integer> tracks) {
        for (BaseMove m : steps) {
            if (m instanceof BaseMove.Reveal r) {
                shares.add(r.card());
            } else if (m instanceof BaseMove.DrawTrack d && d.kind() != BaseMove.NO_CARD) {
                tracks.add(d.kind());
            }
        }
    }

    /** What follows {@code drawn} in {@code seen} when {@code drawn} is how {@code seen} begins; otherwise nothing. */
    private static List<Integer> rest(List<Integer> seen, List<Integer> drawn) {
        if (drawn.size() > seen.size() || !seen.subList(0, drawn.size()).equals(drawn)) return List.of();
        return seen.subList(drawn.size(), seen.size());
    }

    /**
     * The position after the node with what is known of the deck orders laid on
     * ({@link BaseGame#withShareDeckOrder}, {@link BaseGame#withTrackDeckOrder}); the
     * position itself where nothing is known or the state knows its orders already.
     */
    public static BaseState state(Replay replay, MoveNode node) {
        BaseState s = replay.stateAt(node);
        return laidOn(replay.game(), s, upcoming(replay, node));
    }

    /** The state with the upcoming cards laid on where it does not know its own order. */
    public static BaseState laidOn(BaseGame game, BaseState s, Upcoming up) {
        if (!s.knowsDeckOrder() && !up.shares().isEmpty()) {
            List<Integer> cards = up.shares().subList(0, Math.min(up.shares().size(), s.deckSize()));
            try {
                s = game.withShareDeckOrder(s, cards);
            } catch (IllegalArgumentException e) {
                // the line cannot have drawn these (a record edited elsewhere): nothing is known
            }
        }
        if (!s.knowsTrackDeckOrder() && !up.tracks().isEmpty() && s.trackDeckSize() > 0) {
            List<Integer> cards = up.tracks().subList(0, Math.min(up.tracks().size(), s.trackDeckSize()));
            try {
                s = game.withTrackDeckOrder(s, cards);
            } catch (IllegalArgumentException e) {
                // as above
            }
        }
        return s;
    }

    /**
     * At a position where a card is drawn: the card the deck holds, when the record knows it
     * (from the setup's deck order or from the main line) or only one card can come; empty
     * when any of several cards may come.
     */
    public static Optional<BaseMove> nextCard(Replay replay, MoveNode node) {
        BaseState s = state(replay, node);
        if (!s.isChanceNode()) return Optional.empty();
        List<Outcome<BaseMove>> outcomes = replay.game().chanceOutcomes(s);
        return outcomes.size() == 1 ? Optional.of(outcomes.get(0).move()) : Optional.empty();
    }
}
