package org.roundhouse.engine.upfortwo;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.WeightedDraw;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.BaseTable;
import org.roundhouse.engine.bots.Hidden;

/**
 * What a seat of "Union Pacific for two" cannot see, and positions drawn consistent with it
 * (see docs/bots.md). The seat does not see the other seat's hand (shares and track cards),
 * its face-down first investment, which cards are left in the other's personal deck (it drew
 * them unseen), which shares the other traded away under the main deck, nor the order of any
 * deck, its own personal deck included.
 *
 * <p>The variant's state cannot hold unknown cards where these lie (a personal deck has no
 * unknown cards), so a redacted state is the <em>canonical representative</em> of the seat's
 * information set: the cards the seat has not seen are dealt to those places in a fixed way
 * that depends only on what it sees (the other's personal deck gets the lowest companies
 * still unseen, then its face-down first investment, its hand and its traded cards the next
 * lowest, the rest stay in the main deck; the other's track cards the lowest kinds unseen),
 * and every deck order is forgotten. Two states the seat cannot tell apart redact to equal
 * states. A bot reads of the other seat only what is public (its played shares, hand sizes,
 * the size of its personal deck); {@link #determinize} deals the unseen cards afresh.
 */
public final class UpForTwoHidden implements Hidden<UpForTwoState> {

    @Override
    public UpForTwoState redact(UpForTwoState state, int seat) {
        if (seat < 0 || seat >= state.players()) throw new IllegalArgumentException("no seat " + seat);
        UpForTwoState r = state.copy();
        BaseTable table = r.game.table();
        table.forgetDeckOrders(r.table);
        r.personalScript = new int[UpForTwo.PLAYERS][];
        r.personalPos = new int[UpForTwo.PLAYERS];
        Unseen u = new Unseen(r, seat);
        u.clear();
        // canonical: everything that is not seen is dealt lowest company (kind) first
        int[] left = u.shares.clone();
        int companies = u.companies;
        int m = u.personalSize;
        for (int c = 0; c < companies && m > 0; c++) {
            if (left[c] > 0) {
                left[c]--;
                r.personal[u.other * companies + c] = 1;
                m--;
            }
        }
        if (m > 0) throw new IllegalStateException("seat " + (u.other + 1) + "'s personal deck cannot be filled from the unseen cards");
        if (u.pendingHidden) table.setPendingInitial(r.table, u.other, lowest(left));
        for (int i = 0; i < u.handSize; i++) {
            int c = lowest(left);
            table.setHandShares(r.table, u.other, c, r.table.handShares(u.other, c) + 1);
        }
        dealTraded(r, u, left, null);
        for (int c = 0; c < companies; c++) table.setDeckShares(r.table, c, left[c]);
        int[] track = u.track.clone();
        for (int i = 0; i < u.trackSize; i++) {
            int kind = lowest(track);
            table.setTrackCards(r.table, u.other, kind, r.table.trackCards(u.other, kind) + 1);
        }
        for (int kind = 0; kind < track.length; kind++) table.setTrackDeckCards(r.table, kind, track[kind]);
        return r;
    }

    /**
     * Every hand as the state has it, every deck's order forgotten (the main deck, the track
     * deck, both personal decks), so the cards to come are chance. Hand cards a record left
     * unknown stay unknown: the variant's rules deal with them as they come up.
     */
    @Override
    public UpForTwoState allSeeing(UpForTwoState state, RandomGenerator rng) {
        UpForTwoState r = state.copy();
        r.game.table().forgetDeckOrders(r.table);
        r.personalScript = new int[UpForTwo.PLAYERS][];
        r.personalPos = new int[UpForTwo.PLAYERS];
        return r;
    }

    @Override
    public UpForTwoState determinize(UpForTwoState redacted, int seat, RandomGenerator rng) {
        UpForTwoState d = redacted.copy();
        BaseTable table = d.game.table();
        // a redacted state knows no order; should a full state come here, its orders would not fit the new deal
        table.forgetDeckOrders(d.table);
        d.personalScript = new int[UpForTwo.PLAYERS][];
        d.personalPos = new int[UpForTwo.PLAYERS];
        Unseen u = new Unseen(d, seat);
        u.clear();
        int[] left = u.shares.clone();
        int companies = u.companies;
        for (int c : personalRemainder(left, u.personalSize, rng)) {
            left[c]--;
            d.personal[u.other * companies + c] = 1;
        }
        if (u.pendingHidden) {
            int c = WeightedDraw.index(left, rng);
            left[c]--;
            table.setPendingInitial(d.table, u.other, c);
        }
        for (int i = 0; i < u.handSize; i++) {
            int c = WeightedDraw.index(left, rng);
            left[c]--;
            table.setHandShares(d.table, u.other, c, d.table.handShares(u.other, c) + 1);
        }
        dealTraded(d, u, left, rng);
        for (int c = 0; c < companies; c++) table.setDeckShares(d.table, c, left[c]);
        int[] track = u.track.clone();
        for (int i = 0; i < u.trackSize; i++) {
            int kind = WeightedDraw.index(track, rng);
            track[kind]--;
            table.setTrackCards(d.table, u.other, kind, d.table.trackCards(u.other, kind) + 1);
        }
        for (int kind = 0; kind < track.length; kind++) table.setTrackDeckCards(d.table, kind, track[kind]);
        return d;
    }

    /**
     * Which companies are left in the other's personal deck: a set of {@code size} companies
     * with probability proportional to the product of their unseen counts. That is the chance
     * of the set if every unseen card were equally likely to lie in any unseen place, the other's
     * own choices (which cards it drew, laid and traded) carrying no information; it is exact for
     * the first draws, an approximation later (docs/bots.md).
     */
    static int[] personalRemainder(int[] unseen, int size, RandomGenerator rng) {
        int n = unseen.length;
        // e[i][j]: the sum over sets of j companies among i..n-1 of the product of their counts
        double[][] e = new double[n + 1][size + 1];
        for (int i = n; i >= 0; i--) {
            e[i][0] = 1;
            for (int j = 1; j <= size; j++) e[i][j] = i == n ? 0 : e[i + 1][j] + unseen[i] * e[i + 1][j - 1];
        }
        if (e[0][size] <= 0) throw new IllegalStateException("no " + size + " unseen companies for the personal deck");
        int[] out = new int[size];
        int j = size;
        for (int i = 0; i < n && j > 0; i++) {
            double take = unseen[i] * e[i + 1][j - 1];
            if (rng.nextDouble() * e[i][j] < take) out[size - j--] = i;
        }
        if (j > 0) throw new IllegalStateException("personal deck sampling fell short");
        return out;
    }

    /** Deals the other seat's traded cards under the main deck: lowest first ({@code rng} null) or at random. */
    private static void dealTraded(UpForTwoState s, Unseen u, int[] left, RandomGenerator rng) {
        if (u.tradedCount == 0) return;
        int[] traded = s.traded.clone();
        for (int i = 0; i < traded.length; i++) {
            if (traded[i] >> 4 != u.other) continue;
            int c;
            if (rng == null) {
                c = lowest(left);
            } else {
                c = WeightedDraw.index(left, rng);
                left[c]--;
            }
            traded[i] = u.other << 4 | c;
            s.game.table().setExchanged(s.table, u.other, c, s.table.exchangedShares(u.other, c) + 1);
        }
        s.traded = traded;
    }

    private static int lowest(int[] counts) {
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                counts[i]--;
                return i;
            }
        }
        throw new IllegalStateException("no unseen card left to deal");
    }

    /**
     * The cards the seat has not seen, by company (and track kind), and the places they fill:
     * the other's personal deck, its face-down first investment, its hand, its traded cards
     * under the main deck, and the main deck. {@link #clear} empties those places.
     */
    private static final class Unseen {
        final UpForTwoState s;
        final int other;
        final int companies;
        final int[] shares;
        final int[] track;
        final int personalSize;
        final boolean pendingHidden;
        final int handSize;
        final int tradedCount;
        final int trackSize;

        Unseen(UpForTwoState s, int seat) {
            this.s = s;
            this.other = 1 - seat;
            BaseState t = s.table;
            this.companies = s.board().companyCount();
            this.shares = new int[companies];
            int hand = 0;
            int traded = 0;
            for (int c = 0; c < companies; c++) {
                int inHand = t.handShares(other, c);
                int tr = t.exchangedShares(other, c);
                hand += inHand;
                traded += tr;
                shares[c] = t.deckShares(c) + inHand + tr + s.personalShares(other, c);
            }
            int pending = t.pendingInitial(other);
            this.pendingHidden = pending >= 0 && pending < companies;
            if (pendingHidden) shares[pending]++;
            this.handSize = hand;
            this.tradedCount = traded;
            this.personalSize = s.personalDeckSize(other);
            int kinds = s.board().trackCardKinds();
            this.track = new int[kinds];
            int th = 0;
            for (int kind = 0; kind < kinds; kind++) {
                th += t.trackCards(other, kind);
                track[kind] = t.trackDeckCards(kind) + t.trackCards(other, kind);
            }
            this.trackSize = th;
        }

        void clear() {
            BaseTable table = s.game.table();
            for (int c = 0; c < companies; c++) {
                s.personal[other * companies + c] = 0;
                table.setHandShares(s.table, other, c, 0);
                table.setExchanged(s.table, other, c, 0);
            }
            for (int kind = 0; kind < track.length; kind++) table.setTrackCards(s.table, other, kind, 0);
        }
    }

    /** Every field of the state that play can read, as text: equal for states nobody could tell apart. */
    static String describe(UpForTwoState s) {
        return String.join("|", BaseTable.describe(s.table), s.phase.name(), "" + s.marked, Arrays.toString(s.personal),
                Arrays.deepToString(s.personalScript), Arrays.toString(s.personalPos), Arrays.toString(s.removed),
                Arrays.toString(s.traded), "" + s.trackDraws, "" + s.toHand, "" + s.markPending, "" + s.markReplacement,
                "" + s.pendingDividends, "" + s.pendingDrawnBy);
    }
}
