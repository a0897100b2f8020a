package org.roundhouse.engine.base;

import org.roundhouse.engine.DividendPayment;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;
import org.roundhouse.board.Board;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;

/**
 * Conservation laws that hold after every step of every base game. Plain loops without
 * allocation, because the property tests run them hundreds of millions of times.
 */
final class Invariants {
    private Invariants() {
    }

    /** Throws an AssertionError naming the broken law; {@code where} is only evaluated then. */
    static void check(BaseState s, Supplier<String> where) {
        String problem = conservation(s);
        if (problem != null) throw new AssertionError(where.get() + ": " + problem);
    }

    /** Also checks that every company's trains form one network joined to its main station (slower). */
    static void checkAll(BaseState s, Supplier<String> where) {
        check(s, where);
        String problem = networks(s);
        if (problem != null) throw new AssertionError(where.get() + ": " + problem);
    }

    static String conservation(BaseState s) {
        Board b = s.board;
        int n = s.n;
        int k = s.k;
        for (int c = 0; c < b.companyCount(); c++) {
            int count = s.pool[c] + s.flushed[c];
            for (int p = 0; p < n; p++) count += s.hand[p * k + c] + s.played[p * k + c] + s.exchanged[p * k + c];
            for (int d : s.display) if (d == c) count++;
            for (int q : s.pendingInitial) if (q == c) count++;
            if (count != b.company(c).shares()) return b.companyAbbreviation(c) + " shares: " + count + " instead of " + b.company(c).shares();
        }
        int up = b.unionPacific();
        int ups = s.upLeft;
        for (int p = 0; p < n; p++) ups += s.hand[p * k + up] + s.played[p * k + up] + s.exchanged[p * k + up];
        for (int q : s.pendingInitial) if (q == up) ups++;
        if (ups != b.unionPacificShares()) return "UP shares: " + ups;

        for (int kind = 0; kind < s.t; kind++) {
            int count = s.trackDeck[kind] + s.trackDiscard[kind] + s.trackDead[kind];
            for (int p = 0; p < n; p++) count += s.track[p * s.t + kind];
            if (count != b.trackCards(kind)) return "track cards of kind " + kind + ": " + count;
        }
        int hiddenTrack = 0;
        int unseenTrack = 0;
        for (int p = 0; p < n; p++) {
            int size = s.trackHandSize(p);
            if (size > 4) return "seat " + p + " holds " + size + " track cards";
            hiddenTrack += s.hiddenTrack[p];
        }
        for (int kind = 0; kind < s.t; kind++) unseenTrack += s.trackDeck[kind];
        if (s.trackDeckCount != unseenTrack - hiddenTrack) return "track deck count " + s.trackDeckCount + " is off";

        int pool = 0;
        for (int c = 0; c < b.companyCount(); c++) {
            if (s.pool[c] < 0) return "negative deck count for " + b.companyAbbreviation(c);
            pool += s.pool[c];
        }
        int stackShares = 0;
        int dividendsLeft = 0;
        for (int i = s.stack; i < s.stackShares.length; i++) {
            if (s.stackShares[i] < 0 || s.stackDividends[i] < 0) return "negative stack count";
            stackShares += s.stackShares[i];
            dividendsLeft += s.stackDividends[i];
        }
        for (int i = 0; i < s.stack; i++) {
            if (s.stackShares[i] + s.stackDividends[i] != 0) return "a passed stack still holds cards";
        }
        int hiddenShares = 0;
        for (int p = 0; p < n; p++) hiddenShares += s.hiddenShares[p];
        if (stackShares + hiddenShares != pool) return "stacks hold " + stackShares + " shares and hands " + hiddenShares + " unknown ones, but the pool " + pool;
        if (s.dividendsDrawn + dividendsLeft != b.dividendCards()) return "dividend cards: " + (s.dividendsDrawn + dividendsLeft);
        if (s.dividendsPaid > s.dividendsDrawn) return "more dividends paid than drawn";
        if (s.payments.size() != s.dividendsPaid) return "payments recorded: " + s.payments.size();

        long paid = 0;
        for (DividendPayment pay : s.payments) paid += pay.sum();
        long cash = s.houseCash;
        for (int p = 0; p < n; p++) {
            if (s.cash[p] < 0) return "negative cash";
            cash += s.cash[p];
        }
        if (cash != paid) return "cash " + cash + " but dividends paid " + paid;

        int[] onBoard = new int[b.companyCount()];
        for (int sec = 0; sec < s.sectionTrains.length; sec++) {
            int count = s.trainsOn(sec);
            if (count > b.section(sec).spaces()) return b.sectionName(sec) + " holds " + count + " trains";
            int seen = 0;
            for (int i = 0; i < count; i++) {
                int c = s.trainOn(sec, i);
                if ((seen & (1 << c)) != 0) return "two " + b.companyAbbreviation(c) + " trains on " + b.sectionName(sec);
                seen |= 1 << c;
                onBoard[c]++;
            }
        }
        for (int c = 0; c < b.companyCount(); c++) {
            if (onBoard[c] != s.placed[c]) return b.companyAbbreviation(c) + " has " + onBoard[c] + " trains on the board, counted " + s.placed[c];
            if (s.placed[c] > b.company(c).trains()) return b.companyAbbreviation(c) + " exceeds its trains";
        }
        int[] d = s.display;
        if (s.phase != Phase.REVEAL && d[0] >= 0 && d[0] == d[1] && d[1] == d[2] && d[2] == d[3]) {
            return "four of a kind left in the display";
        }
        return null;
    }

    static String networks(BaseState s) {
        Board b = s.board;
        for (Company c : b.companies()) {
            boolean[] seen = new boolean[b.cities().size()];
            Deque<Integer> todo = new ArrayDeque<>();
            todo.add(c.homeCity());
            seen[c.homeCity()] = true;
            while (!todo.isEmpty()) {
                int city = todo.poll();
                for (int sec : b.sectionsAt(city)) {
                    if (!s.runsOn(c.index(), sec)) continue;
                    int other = b.section(sec).otherEnd(city);
                    if (!seen[other]) {
                        seen[other] = true;
                        todo.add(other);
                    }
                }
            }
            for (Section sec : b.sections()) {
                if (s.runsOn(c.index(), sec.index()) && !(seen[sec.cityA()] && seen[sec.cityB()])) {
                    return c.abbreviation() + "'s train on " + b.sectionName(sec.index()) + " is not joined to its main station";
                }
            }
            long reached = 0;
            for (int i = 0; i < seen.length; i++) if (seen[i]) reached |= 1L << i;
            if (reached != s.reachedCities(c.index())) return c.abbreviation() + "'s reached cities are out of date";
        }
        return null;
    }
}
