package org.roundhouse.engine.upfortwo;

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
        return deal(state, seat, null);
    }

    /**
     * Every hand as the state has it, every deck's order forgotten (the main deck, the track
     * deck, both personal decks), so the cards to come are chance. Hand cards a record left
     * unknown stay unknown: the variant's rules deal with them as they come up.
     */
    @Override
    public UpForTwoState allSeeing(UpForTwoState state, RandomGenerator rng) {
        UpForTwoState r = state.copy();
        forgetDeckOrders(r);
        return r;
    }

    @Override
    public UpForTwoState determinize(UpForTwoState redacted, int seat, RandomGenerator rng) {
        return deal(redacted, seat, rng);
    }

    /**
     * A copy of the state with every deck order forgotten and the cards the seat has not seen
     * dealt again to the places they fill: lowest company (kind) first for the canonical
     * redaction ({@code rng} null), else at random. A redacted state knows no order; should a
     * full state be determinized, its orders would not fit the new deal.
     */
    private static UpForTwoState deal(UpForTwoState state, int seat, RandomGenerator rng) {
        UpForTwoState d = state.copy();
        BaseTable table = d.game.table();
        forgetDeckOrders(d);
        Unseen u = new Unseen(d, seat);
        u.clear();
        int[] left = u.shares.clone();
        int companies = u.companies;
        int[] personal = rng == null ? lowestCompanies(left, u) : personalRemainder(left, u.personalSize, rng);
        for (int c : personal) {
            left[c]--;
            d.personal[u.other * companies + c] = 1;
        }
        if (u.pendingHidden) table.setPendingInitial(d.table, u.other, take(left, rng));
        for (int i = 0; i < u.handSize; i++) {
            int c = take(left, rng);
            table.setHandShares(d.table, u.other, c, d.table.handShares(u.other, c) + 1);
        }
        dealTraded(d, u, left, rng);
        for (int c = 0; c < companies; c++) table.setDeckShares(d.table, c, left[c]);
        int[] track = u.track.clone();
        for (int i = 0; i < u.trackSize; i++) {
            int kind = take(track, rng);
            table.setTrackCards(d.table, u.other, kind, d.table.trackCards(u.other, kind) + 1);
        }
        for (int kind = 0; kind < track.length; kind++) table.setTrackDeckCards(d.table, kind, track[kind]);
        return d;
    }

    private static void forgetDeckOrders(UpForTwoState s) {
        BaseTable.forgetDeckOrders(s.table);
        s.personalScript = new int[UpForTwo.PLAYERS][];
        s.personalPos = new int[UpForTwo.PLAYERS];
    }

    /** The canonical personal deck of the other seat: the lowest companies still unseen, one card each. */
    private static int[] lowestCompanies(int[] unseen, Unseen u) {
        int[] out = new int[u.personalSize];
        int m = 0;
        for (int c = 0; c < unseen.length && m < out.length; c++) if (unseen[c] > 0) out[m++] = c;
        if (m < out.length) throw new IllegalStateException("seat " + (u.other + 1) + "'s personal deck cannot be filled from the unseen cards");
        return out;
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
            int c = take(left, rng);
            traded[i] = u.other << 4 | c;
            s.game.table().setExchanged(s.table, u.other, c, s.table.exchangedShares(u.other, c) + 1);
        }
        s.traded = traded;
    }

    /** Takes a card out of the counts: the lowest ({@code rng} null) or one drawn by weight. */
    private static int take(int[] counts, RandomGenerator rng) {
        if (rng != null) return WeightedDraw.take(counts, rng);
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
            UpForTwoView view = s.viewFor(seat);
            int hand = 0;
            int traded = 0;
            for (int c = 0; c < companies; c++) {
                hand += t.handShares(other, c);
                traded += t.exchangedShares(other, c);
                shares[c] = view.unseenShares(c);
            }
            int pending = t.pendingInitial(other);
            this.pendingHidden = pending >= 0 && pending < companies;
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
}
