package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashMap;
import java.util.Collections;
import java.util.Optional;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

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
 * GameState s = KnownDeck.state(replay, node);          // the position with the known order laid on
 * Optional<Move> next = KnownDeck.nextCard(replay, node); // at a draw: the card the deck holds
 * }</pre>
 */
public final class KnownDeck {
    private KnownDeck() {
    }

    /**
     * The known next cards of each deck at the position after a node, by the rule set's deck
     * names ({@link Game#drawn}); a deck nothing is known of is absent.
     */
    public record Upcoming(Map<String, List<Integer>> decks) {
        public Upcoming {
            Map<String, List<Integer>> copy = new LinkedHashMap<>();
            decks.forEach((deck, cards) -> {
                if (!cards.isEmpty()) copy.put(deck, List.copyOf(cards));
            });
            decks = Collections.unmodifiableMap(copy);
        }

        /** The known cards of the deck from the top; empty when none are known. */
        public List<Integer> of(String deck) {
            return decks.getOrDefault(deck, List.of());
        }

        public boolean isEmpty() {
            return decks.isEmpty();
        }
    }

    /** The cards the main line shows the decks held next, at the position after the node. */
    public static Upcoming upcoming(Replay replay, MoveNode node) {
        Game game = replay.game();
        MoveNode fork = node;
        List<MoveNode> since = new ArrayList<>();
        while (!fork.isMainLine()) {
            since.add(fork);
            fork = fork.parent().orElseThrow();
        }
        Map<String, List<Integer>> seen = new LinkedHashMap<>();
        for (MoveNode n = fork; n.hasChildren(); ) {
            n = n.children().get(0);
            collect(game, n.turn().steps(), seen);
        }
        GameState atFork = replay.stateAt(fork);
        // a deck that is reshuffled (the track deck from its discards) is known only up to its size at the fork
        seen.replaceAll((deck, cards) -> cards.size() > game.deckSize(atFork, deck)
                ? new ArrayList<>(cards.subList(0, game.deckSize(atFork, deck))) : cards);
        Map<String, List<Integer>> drawn = new LinkedHashMap<>();
        for (int i = since.size() - 1; i >= 0; i--) collect(game, since.get(i).turn().steps(), drawn);
        Map<String, List<Integer>> rest = new LinkedHashMap<>();
        seen.forEach((deck, cards) -> rest.put(deck, rest(cards, drawn.getOrDefault(deck, List.of()))));
        return new Upcoming(rest);
    }

    private static void collect(Game game, List<Move> steps, Map<String, List<Integer>> decks) {
        for (Move m : steps) {
            game.drawn(m).ifPresent(d -> decks.computeIfAbsent(d.deck(), k -> new ArrayList<>()).add(d.card()));
        }
    }

    /** What follows {@code drawn} in {@code seen} when {@code drawn} is how {@code seen} begins; otherwise nothing. */
    private static List<Integer> rest(List<Integer> seen, List<Integer> drawn) {
        if (drawn.size() > seen.size() || !seen.subList(0, drawn.size()).equals(drawn)) return List.of();
        return seen.subList(drawn.size(), seen.size());
    }

    /**
     * The position after the node with what is known of the deck orders laid on
     * ({@link Game#withDeckOrder}); the position itself where nothing is known or the state
     * knows its orders already.
     */
    public static GameState state(Replay replay, MoveNode node) {
        GameState s = replay.stateAt(node);
        return laidOn(replay.game(), s, upcoming(replay, node));
    }

    /** The state with the upcoming cards laid on where it does not know its own order. */
    public static GameState laidOn(Game game, GameState s, Upcoming up) {
        for (Map.Entry<String, List<Integer>> e : up.decks().entrySet()) {
            String deck = e.getKey();
            int size = game.deckSize(s, deck);
            if (game.knowsDeckOrder(s, deck) || size == 0) continue;
            try {
                s = game.withDeckOrder(s, deck, e.getValue().subList(0, Math.min(e.getValue().size(), size)));
            } catch (IllegalArgumentException ex) {
                // the line cannot have drawn these (a record edited elsewhere): nothing is known
            }
        }
        return s;
    }

    /**
     * At a position where a card is drawn: the card the deck holds, when the record knows it
     * (from the setup's deck order or from the main line) or only one card can come; empty
     * when any of several cards may come.
     */
    public static Optional<Move> nextCard(Replay replay, MoveNode node) {
        GameState s = state(replay, node);
        if (!s.isChanceNode()) return Optional.empty();
        List<Outcome<Move>> outcomes = replay.game().chanceOutcomes(s);
        return outcomes.size() == 1 ? Optional.of(outcomes.get(0).move()) : Optional.empty();
    }
}
