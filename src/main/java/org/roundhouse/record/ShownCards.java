package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;

import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/**
 * The cards of hands left unknown (?) that the main line has shown since: a share played or
 * exchanged, or a track card built with or discarded, that the seat's known cards could not
 * account for. Only the deal leaves cards unknown, so each of them was dealt to that seat; Fill
 * In Hands starts from them.
 *
 * @param tracks per seat, the track card kinds shown, in the order the moves showed them
 * @param shares per seat, the companies shown
 */
public record ShownCards(List<List<Integer>> tracks, List<List<Integer>> shares) {
    public ShownCards {
        tracks = tracks.stream().map(List::copyOf).toList();
        shares = shares.stream().map(List::copyOf).toList();
    }

    /** The hand names of {@link Game.HandCard}: the base game's track cards and shares. */
    private static final String TRACKS = "tracks";
    private static final String SHARES = "shares";

    public static ShownCards of(Replay replay) {
        int players = replay.playerNames().size();
        Game game = replay.game();
        List<List<Integer>> tracks = new ArrayList<>();
        List<List<Integer>> shares = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            tracks.add(new ArrayList<>());
            shares.add(new ArrayList<>());
        }
        for (MoveNode node : replay.mainLine()) {
            if (node.isRoot()) continue;
            List<Move> steps = node.turn().steps();
            List<GameState> after = replay.stepStates(node);
            GameState before = replay.stateBefore(node);
            for (int i = 0; i < steps.size() && i < after.size(); i++) {
                Move m = steps.get(i);
                for (Game.HandCard c : game.shownHandCards(i == 0 ? before : after.get(i - 1), m)) {
                    if (c.hand().equals(TRACKS)) tracks.get(m.player()).add(c.card());
                    if (c.hand().equals(SHARES)) shares.get(m.player()).add(c.card());
                }
            }
        }
        return new ShownCards(tracks, shares);
    }

    /**
     * The deal with each seat's ? slots filled, in order, by the cards shown; the rest stay ?.
     */
    public static List<List<Integer>> fill(List<List<Integer>> hands, List<List<Integer>> shown) {
        List<List<Integer>> out = new ArrayList<>();
        for (int p = 0; p < hands.size(); p++) {
            List<Integer> hand = new ArrayList<>(hands.get(p));
            int slot = 0;
            for (int card : p < shown.size() ? shown.get(p) : List.<Integer>of()) {
                while (slot < hand.size() && hand.get(slot) != Deal.UNKNOWN) slot++;
                if (slot == hand.size()) break;
                hand.set(slot++, card);
            }
            out.add(hand);
        }
        return out;
    }
}
