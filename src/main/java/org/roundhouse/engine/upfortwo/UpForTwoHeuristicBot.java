package org.roundhouse.engine.upfortwo;

import java.util.List;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.bots.NoisyArgmax;
import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.BaseTable;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.MoveScorer;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/**
 * A quick player of "Union Pacific for two", in $M of margin over the other seat it expects
 * to gain, with the variant's own payments (a monopoly paid first place only before the last
 * round, the house holding the Union Pacific shares left and, in the last round, every share
 * nobody has). It builds for companies where its shares (laid and in hand) lead those the
 * other seat has laid and probably holds; lays shares to win or hold a majority when a dividend
 * may come before its next turn; takes the face-up share, the blind main-deck card or the
 * blind personal-deck card (whose contents it knows) that raises its payments most; trades a
 * share it cannot use for a Union Pacific share when that pays better; keeps the track cards
 * its companies can use.
 *
 * <p>It reads of the other seat only what is public: its laid shares, its Union Pacific
 * shares, how many cards it holds and how many are left in its personal deck. What the
 * other holds is estimated from the cards this seat has not seen, so a redacted state
 * ({@link UpForTwoHidden}) is played exactly as the true one.
 */
public class UpForTwoHeuristicBot implements Bot<UpForTwoState, Move>, MoveScorer<UpForTwoState, Move> {
    private static final double TAKE_VALUE = 1.5;
    private static final double WILD_COST = 0.8;
    private static final double NEW_CITY = 0.2;
    private static final double SHOW_THREE = 0.6;

    /**
     * What tells {@code heuristic} from {@code heuristic2}.
     *
     * @param handDistribution weigh what the other seat may hold in hand over its chances (binomial), not a rounded guess
     * @param layHorizon dividends a laid share is counted for
     * @param layCost what laying a card costs (options given up, information given away)
     * @param exchangeMargin what a trade for a Union Pacific share must gain besides the card's value
     * @param blindCost what taking the main deck's blind card costs against its expected value
     */
    record Judgement(boolean handDistribution, double layHorizon, double layCost, double exchangeMargin, double blindCost) {
        static final Judgement FIRST = new Judgement(false, 2, 0.25, 0.5, 0.1);
    }

    private final UpForTwo game;
    private final Judgement judgement;

    public UpForTwoHeuristicBot(UpForTwo game) {
        this(game, Judgement.FIRST);
    }

    UpForTwoHeuristicBot(UpForTwo game, Judgement judgement) {
        this.game = game;
        this.judgement = judgement;
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public Move choose(UpForTwoState s, RandomGenerator rng) {
        List<Move> moves = game.legalMoves(s);
        Context x = new Context(s);
        Move best = NoisyArgmax.best(moves, x::score, 0.05, rng);
        if (best == null) throw new IllegalStateException("no legal move at " + s);
        return best;
    }

    @Override
    public double score(UpForTwoState view, Move move) {
        return new Context(view).score(move);
    }

    @Override
    public double[] scores(UpForTwoState view, List<Move> moves) {
        Context x = new Context(view);
        double[] out = new double[moves.size()];
        for (int i = 0; i < out.length; i++) out[i] = x.score(moves.get(i));
        return out;
    }

    /** What the acting seat knows and works out once per decision. */
    private final class Context {
        final UpForTwoState s;
        final BaseState t;
        final Board board;
        final int p;
        final int o;
        final int companies;
        final int up;
        final int last;
        final int next;
        final int remaining;
        final double dividendSoon;
        final boolean relative;
        /** Per company: cards this seat has not seen (main deck, the other's hand, personal deck and traded cards). */
        final int[] unseen;
        final int unseenTotal;
        /** Per company: what the other seat has laid plus what it probably holds (without the hand's distribution). */
        final int[] theirReach;
        /** Per company: the chance that the other seat holds k of the unseen shares in hand (with it). */
        final double[][] theirHand;
        /** Per company: the shares the house holds in the last round besides the unseen ones not in the other's hand. */
        final int[] houseKnown;
        /** Per company: what the house would hold in the last round, as far as this seat can tell. */
        final int[] house;
        final int handShares;
        private double[] trainGains;

        Context(UpForTwoState s) {
            this.s = s;
            this.t = s.table;
            this.board = s.board();
            this.p = s.currentPlayer();
            this.o = 1 - p;
            this.companies = board.companyCount();
            this.up = board.unionPacific();
            this.last = game.lastDividend();
            this.next = Math.min(t.dividendsPaid() + 1, last);
            this.remaining = Math.max(1, last - t.dividendsPaid());
            this.dividendSoon = BaseTable.dividendWithin(t, 2);
            this.relative = game.options().relativePayments();
            UpForTwoView view = s.viewFor(p);
            unseen = new int[companies];
            int total = 0;
            for (int c = 0; c < companies; c++) {
                unseen[c] = view.unseenShares(c);
                total += unseen[c];
            }
            unseenTotal = total;
            int otherHand = Math.max(0, t.handSize(o) - t.handShares(o, up));
            double inHand = total == 0 ? 0 : Math.min(1.0, (double) otherHand / total);
            theirReach = new int[companies];
            house = new int[companies];
            int[] display = t.display();
            for (int c = 0; c < companies; c++) {
                if (!judgement.handDistribution()) theirReach[c] = t.playedShares(o, c) + (int) Math.round(unseen[c] * inHand);
                int h = (int) Math.round(unseen[c] * (1 - inHand)) + s.personalShares(p, c) + t.exchangedShares(p, c);
                for (int d : display) if (d == c) h++;
                house[c] = h;
            }
            int hs = 0;
            for (int c = 0; c < companies; c++) hs += t.handShares(p, c);
            handShares = hs;
            theirHand = new double[companies][];
            houseKnown = new int[companies];
            if (judgement.handDistribution()) {
                for (int c = 0; c < companies; c++) {
                    theirHand[c] = binomial(unseen[c], inHand);
                    int h = s.personalShares(p, c) + t.exchangedShares(p, c);
                    for (int d : display) if (d == c) h++;
                    houseKnown[c] = h;
                }
            }
        }

        double score(Move m) {
            if (m instanceof Build b) return build(b.card(), b.company(), b.section());
            if (m instanceof Invest i) return invest(i);
            if (m instanceof TakeFaceUp f) return cardValue(f.company());
            if (m instanceof TakeBlind) return blind();
            if (m instanceof TakePersonal) return personal();
            if (m instanceof Exchange e) return exchange(e);
            if (m instanceof Discard d) return -usefulness(d.card());
            if (m instanceof Initial i) return initial(i.company());
            if (m instanceof ShowThree st) return st.kind() == board.wildKind() ? SHOW_THREE - 0.5 : SHOW_THREE;
            if (m instanceof KeepThree) return 0;
            if (m instanceof ReplaceDead) return 1.0;
            if (m instanceof Forgo f) return -1 - usefulness(f.card()) * 0.01;
            return 0; // chance steps are never chosen
        }

        /** This seat's payment less the other's from the company at dividend {@code d}. */
        double net(int c, int value, int mine, int theirs, int d) {
            return net(c, value, mine, theirs, d, house[c]);
        }

        double net(int c, int value, int mine, int theirs, int d, int houseHolds) {
            boolean isLast = d >= last;
            int[] column = isLast ? new int[] {mine, theirs, houseHolds} : new int[] {mine, theirs};
            int[] pay = Dividends.companyPayout(value, column);
            int holders = 0;
            for (int h : column) if (h > 0) holders++;
            if (!isLast && holders == 1) {
                for (int r = 0; r < column.length; r++) pay[r] = column[r] > 0 ? value : 0;
            }
            if (relative && mine > 0 && theirs > 0) {
                int both = Math.min(pay[0], pay[1]);
                pay[0] -= both;
                pay[1] -= both;
            }
            return pay[0] - pay[1];
        }

        /** {@link #net} against what the other seat may have laid by the dividend: its reach, or averaged over its hand. */
        double netAgainstReach(int c, int value, int mine, int d) {
            if (!judgement.handDistribution()) return net(c, value, mine, theirReach[c], d);
            double[] dist = theirHand[c];
            double e = 0;
            int theirs = t.playedShares(o, c);
            for (int k = 0; k < dist.length; k++) {
                if (dist[k] == 0) continue;
                e += dist[k] * net(c, value, mine, theirs + k, d, houseKnown[c] + unseen[c] - k);
            }
            return e;
        }

        /** The same for Union Pacific, the house holding the shares left from the second dividend on. */
        double upNet(int mine, int theirs, int d) {
            int[] column = d >= 2 ? new int[] {mine, theirs, t.unionPacificLeft()} : new int[] {mine, theirs};
            int[] pay = Dividends.tablePayout(BaseGame.unionPacificTable(d), column);
            if (relative && mine > 0 && theirs > 0) {
                int both = Math.min(pay[0], pay[1]);
                pay[0] -= both;
                pay[1] -= both;
            }
            return pay[0] - pay[1];
        }

        int reach(int c) {
            return t.playedShares(p, c) + t.handShares(p, c);
        }

        double trainGain(int c) {
            if (trainGains == null) {
                trainGains = new double[companies];
                for (int i = 0; i < companies; i++) {
                    int v = t.companyValue(i);
                    double g = 0;
                    for (int d = next; d <= last; d++) {
                        g += netAgainstReach(i, v + 1, reach(i), d) - netAgainstReach(i, v, reach(i), d);
                    }
                    trainGains[i] = g;
                }
            }
            return trainGains[c];
        }

        double build(int card, int c, int section) {
            Section sec = board.section(section);
            boolean newCity = !t.reaches(c, sec.cityA()) || !t.reaches(c, sec.cityB());
            double v = TAKE_VALUE + trainGain(c) + (newCity ? NEW_CITY : 0);
            if (card == board.wildKind()) v -= WILD_COST;
            return v;
        }

        /** How much laying {@code count} more shares of the company raises the margin at the next dividend. */
        double layGain(int c, int count) {
            if (c == up) {
                int mine = t.playedShares(p, up);
                return upNet(mine + count, t.playedShares(o, up), next) - upNet(mine, t.playedShares(o, up), next);
            }
            int v = t.companyValue(c);
            int mine = t.playedShares(p, c);
            int theirs = t.playedShares(o, c);
            return net(c, v, mine + count, theirs, next) - net(c, v, mine, theirs, next);
        }

        double invest(Invest m) {
            double gain;
            int cards;
            if (m.isPair()) {
                gain = layGain(m.company(), 1) + layGain(m.second(), 1);
                cards = 2;
            } else {
                gain = layGain(m.company(), m.count());
                cards = m.count();
            }
            // a laid share counts at every dividend left, but waiting keeps the cards hidden and the options open
            double urgency = 0.3 + dividendSoon + (remaining == 1 ? 1.5 * dividendSoon : 0);
            double pressure = Math.max(0, handShares - 5) * 0.4;
            return gain * urgency * Math.min(remaining, judgement.layHorizon()) - judgement.layCost() * cards + pressure;
        }

        /** What one more card of the company in hand is worth, over the dividends left, per dividend to come soon. */
        double cardValue(int c) {
            double g = 0;
            if (c == up) {
                int mine = t.playedShares(p, up) + t.handShares(p, up);
                for (int d = next; d <= last; d++) {
                    g += upNet(mine + 1, t.playedShares(o, up), d) - upNet(mine, t.playedShares(o, up), d);
                }
                return g / remaining * Math.min(remaining, 2);
            }
            int v = t.companyValue(c);
            for (int d = next; d <= last; d++) {
                g += netAgainstReach(c, v, reach(c) + 1, d) - netAgainstReach(c, v, reach(c), d);
            }
            return g / remaining * Math.min(remaining, 2) + 0.05 * t.trainsLeft(c);
        }

        /** The main deck's top card: any unseen card, as likely as there are of it. */
        double blind() {
            if (unseenTotal == 0) return 0;
            double total = 0;
            for (int c = 0; c < companies; c++) if (unseen[c] > 0) total += unseen[c] * cardValue(c);
            return total / unseenTotal - judgement.blindCost();
        }

        /** The own personal deck's top card: any of the cards left in it, which the seat knows. */
        double personal() {
            double total = 0;
            int n = 0;
            for (int c = 0; c < companies; c++) {
                if (s.personalShares(p, c) > 0) {
                    total += cardValue(c);
                    n++;
                }
            }
            // a card left in a personal deck is the house's in the last round: drawing it late loses it
            return n == 0 ? 0 : total / n - 0.05;
        }

        double exchange(Exchange e) {
            if (e.keeps()) return 0;
            if (e.company() == up) return -10;
            return cardValue(up) - cardValue(e.company()) - judgement.exchangeMargin();
        }

        /** How much the seat's promising companies could build with a track card of the kind. */
        double usefulness(int kind) {
            if (kind < 0) return 0;
            if (kind == board.wildKind()) return 100;
            double u = 0;
            for (int c = 0; c < companies; c++) {
                double g = trainGain(c);
                if (g <= 0) continue;
                for (int sec : t.buildableSections(c)) {
                    if (board.section(sec).trackType() == kind) u += g;
                }
            }
            return u;
        }

        double initial(int c) {
            if (c == up) return 0.5;
            return t.handShares(p, c) + 0.1 * board.company(c).trains();
        }
    }

    /** The chances of 0..n successes in n trials of chance q. */
    static double[] binomial(int n, double q) {
        double[] d = new double[n + 1];
        d[0] = 1;
        for (int i = 0; i < n; i++) {
            for (int k = i + 1; k > 0; k--) d[k] = d[k] * (1 - q) + d[k - 1] * q;
            d[0] *= 1 - q;
        }
        return d;
    }
}
