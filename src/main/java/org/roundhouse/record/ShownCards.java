package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;

import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;

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

    public static ShownCards of(Replay replay) {
        int players = replay.playerNames().size();
        List<List<Integer>> tracks = new ArrayList<>();
        List<List<Integer>> shares = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            tracks.add(new ArrayList<>());
            shares.add(new ArrayList<>());
        }
        for (MoveNode node : replay.mainLine()) {
            if (node.isRoot()) continue;
            List<BaseMove> steps = node.turn().steps();
            List<BaseState> after = replay.stepStates(node);
            BaseState before = replay.stateBefore(node);
            for (int i = 0; i < steps.size() && i < after.size(); i++) {
                BaseState s = i == 0 ? before : after.get(i - 1);
                BaseMove m = steps.get(i);
                int p = m.player();
                if (m instanceof BaseMove.Initial x) {
                    share(s, p, x.company(), 1, shares.get(p));
                } else if (m instanceof BaseMove.Invest x) {
                    share(s, p, x.company(), x.isPair() ? 1 : x.count(), shares.get(p));
                    if (x.isPair()) share(s, p, x.second(), 1, shares.get(p));
                } else if (m instanceof BaseMove.Exchange x && !x.keeps()) {
                    share(s, p, x.company(), 1, shares.get(p));
                } else if (m instanceof BaseMove.Build x) {
                    track(s, p, x.card(), tracks.get(p));
                } else if (m instanceof BaseMove.Discard x) {
                    track(s, p, x.card(), tracks.get(p));
                } else if (m instanceof BaseMove.Forgo x) {
                    track(s, p, x.card(), tracks.get(p));
                } else if (m instanceof BaseMove.ReplaceDead x) {
                    track(s, p, x.card(), tracks.get(p));
                }
            }
        }
        return new ShownCards(tracks, shares);
    }

    /** The engine plays known cards first: only what the known ones cannot cover came from the unknown ones. */
    private static void share(BaseState s, int p, int company, int count, List<Integer> out) {
        int fromUnknown = count - Math.min(count, s.handShares(p, company));
        for (int i = 0; i < Math.min(fromUnknown, s.hiddenShares(p)); i++) out.add(company);
    }

    private static void track(BaseState s, int p, int kind, List<Integer> out) {
        if (kind >= 0 && s.trackCards(p, kind) == 0 && s.hiddenTrackCards(p) > 0) out.add(kind);
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
                while (slot < hand.size() && hand.get(slot) != BaseMove.UNKNOWN) slot++;
                if (slot == hand.size()) break;
                hand.set(slot++, card);
            }
            out.add(hand);
        }
        return out;
    }
}
