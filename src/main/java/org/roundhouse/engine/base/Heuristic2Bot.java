package org.roundhouse.engine.base;

import org.roundhouse.engine.base.BaseMove.Exchange;

/**
 * The second heuristic of the base game ({@code heuristic2}), in $M it expects to gain, like
 * {@link HeuristicBot} but judging a majority by whether it can be held: every other seat's
 * reach in a company is its laid shares plus what its hand may hold (its Union Pacific shares,
 * which everyone sees taken, exactly; company shares as its share of the cards this seat has
 * not seen), so it lays shares in blocks that keep a lead against what the others can answer
 * with, concentrates on the companies it can win, takes and exchanges by the same measure,
 * never gives a Union Pacific share for a Union Pacific share and keeps its wild cards. It
 * reads only the table, its own hand and what the others' hands must add up to, so it plays a
 * redacted view exactly as the full state. Cheap enough to decide every step of a playout.
 */
public sealed class Heuristic2Bot extends GreedyBaseBot permits Heuristic3Bot {
    /**
     * How much an investment counts when no dividend is near: little, so shares wait in the hand (unseen by the others)
     * and go down in blocks when a dividend may come; with two players (a single rival, the house at the end) waiting
     * pays less and single cards less badly (measured: see docs/bots.md).
     */
    private static final double PATIENCE_MANY = 0.05;
    private static final double PATIENCE_TWO = 0.25;
    /** What laying a card costs, for the hand's flexibility and secrecy. */
    private static final double CARD_COST_MANY = 0.2;
    private static final double CARD_COST_TWO = 0.05;
    private static final double EXCHANGE_MARGIN = 0.5;
    /** Per train left (up to three), how much a company's value is expected to grow. */
    private static final double GROWTH = 1.0;
    private static final double HAND_PRESSURE = 0.4;
    /** How much the best other seat's share of a train counts against this seat's. */
    private static final double RIVAL_WEIGHT = 0.5;
    /** What a card in hand is worth for the payments it can win, over the dividends left. */
    private static final double CARD_WEIGHT = 1.2;
    private static final double LAST_DIVIDEND_URGENCY = 1.0;
    /** How much of their expected hand the seats other than the strongest challenger answer with. */
    private static final double OTHERS_ANSWER = 0.5;
    /** Union Pacific's cards weigh more than the others: every seat can win a place, and the later payments are large. */
    private static final double UNION_PACIFIC_WEIGHT = 2.5;

    /** How much an investment counts when no dividend is near, with more than two players. */
    private final double patienceMany;
    /** How much of another seat's Union Pacific hand counts as its answer to a Union Pacific lay (1: all of it). */
    private final double unionPacificAnswer;

    public Heuristic2Bot(BaseGame game) {
        this(game, PATIENCE_MANY, 1);
    }

    Heuristic2Bot(BaseGame game, double patienceMany, double unionPacificAnswer) {
        super(game);
        this.patienceMany = patienceMany;
        this.unionPacificAnswer = unionPacificAnswer;
    }

    @Override
    public String name() {
        return "heuristic2";
    }

    @Override
    Judge judge(BaseState s) {
        return new Context(s);
    }

    /** What the acting seat knows and works out once per decision. */
    private final class Context extends Judge {
        /** The index of the Union Pacific shares. */
        final int up;
        /** The chance that the next dividend comes before the other seats can answer a lay. */
        final double dividendFirst;
        /** Per company, the shares this seat has not seen (deck, others' hands, given away by others). */
        final double[] unseen;
        /** Per other seat, its company shares in hand (its Union Pacific shares are known). */
        final int[] hidden;
        final double unseenTotal;

        Context(BaseState s) {
            super(Heuristic2Bot.this.game, s);
            this.up = companies;
            this.dividendFirst = BaseTable.dividendWithin(s, 1);
            unseen = new double[up];
            double total = 0;
            for (int c = 0; c < up; c++) {
                int u = s.board.company(c).shares() - s.flushed[c] - s.hand[p * k + c] - s.exchanged[p * k + c];
                for (int q = 0; q < n; q++) u -= s.played[q * k + c];
                for (int card : s.display) if (card == c) u--;
                unseen[c] = Math.max(0, u);
                total += unseen[c];
            }
            unseenTotal = total;
            hidden = new int[n];
            for (int q = 0; q < n; q++) if (q != p) hidden[q] = Math.max(0, s.handSize(q) - s.hand[q * k + up]);
        }

        int played(int q, int c) {
            return s.played[q * k + c];
        }

        /** What another seat's hand holds of the company: known for Union Pacific, expected for the others. */
        double expectedInHand(int q, int c) {
            if (c == up) return s.hand[q * k + up];
            return unseenTotal == 0 ? 0 : hidden[q] * unseen[c] / unseenTotal;
        }

        /** The chance that another seat holds at least {@code j} shares of the company (binomial over its hidden hand). */
        double atLeast(int q, int c, int j) {
            if (j <= 0) return 1;
            if (c == up) return s.hand[q * k + up] >= j ? 1 : 0;
            int h = hidden[q];
            if (h < j || unseenTotal == 0) return 0;
            double f = Math.min(1, unseen[c] / unseenTotal);
            double below = 0;
            double term = Math.pow(1 - f, h);
            for (int i = 0; i < j; i++) {
                below += term;
                if (f >= 1) break;
                term = term * (h - i) / (i + 1) * f / (1 - f);
            }
            return Math.max(0, 1 - below);
        }

        /**
         * The seat's share of one payment (1.5 = both places, 1 = first, 0.5 = second, split on ties) with {@code mine}
         * shares against the others' {@code others[q]} (own slot ignored).
         */
        double fraction(double mine, double[] others) {
            double best = mine;
            int bestCount = 1;
            double second = 0;
            int secondCount = 0;
            boolean anyOther = false;
            if (mine <= 0) return 0;
            for (int q = 0; q < n; q++) {
                if (q == p) continue;
                double h = others[q];
                if (h <= 0) continue;
                anyOther = true;
                if (h > best + 1e-9) {
                    second = best;
                    secondCount = bestCount;
                    best = h;
                    bestCount = 1;
                } else if (Math.abs(h - best) <= 1e-9) {
                    bestCount++;
                } else if (h > second + 1e-9) {
                    second = h;
                    secondCount = 1;
                } else if (Math.abs(h - second) <= 1e-9) {
                    secondCount++;
                }
            }
            // where does mine stand
            if (Math.abs(mine - best) <= 1e-9) {
                if (!anyOther) return 1.5;
                if (bestCount > 1) return 1.5 / bestCount;
                return 1.0;
            }
            if (Math.abs(mine - second) <= 1e-9 && bestCount == 1) return 0.5 / secondCount;
            return 0;
        }

        private final double[] tmp = new double[6];

        /** The fraction if the dividend came now, with the others' laid shares. */
        double fractionNow(int c, double mine) {
            for (int q = 0; q < n; q++) tmp[q] = q == p ? 0 : played(q, c);
            return fraction(mine, tmp);
        }

        /**
         * The fraction once the strongest challenger answers with what its hand may hold: over 0..3 more shares by the
         * chance it holds them, the others at their laid shares plus a rounded expectation.
         */
        double fractionAnswered(int c, double mine) {
            int rival = -1;
            double rivalReach = -1;
            for (int q = 0; q < n; q++) {
                if (q == p) continue;
                double r = played(q, c) + expectedInHand(q, c);
                if (r > rivalReach) {
                    rivalReach = r;
                    rival = q;
                }
            }
            if (rival < 0) return fractionNow(c, mine);
            for (int q = 0; q < n; q++) tmp[q] = q == p || q == rival ? 0 : played(q, c) + Math.floor(expectedInHand(q, c) * OTHERS_ANSWER);
            double total = 0;
            double prev = 1;
            for (int j = 0; j <= 3; j++) {
                double atLeastNext = j == 3 ? 0 : atLeast(rival, c, j + 1);
                double pj = prev - atLeastNext;
                prev = atLeastNext;
                if (pj <= 0) continue;
                tmp[rival] = played(rival, c) + j;
                total += pj * fraction(mine, tmp);
            }
            return total;
        }

        /** The fraction at the next dividend: now if it comes before the others answer, else answered. */
        double fractionNext(int c, double mine) {
            double a = dividendFirst;
            return a * fractionNow(c, mine) + (1 - a) * fractionAnswered(c, mine);
        }

        double value(int c) {
            return s.placed[c] + 1 + GROWTH * Math.min(s.trainsLeft(c), 3);
        }

        @Override
        double computeTrainGain(int c) {
            int reach = played(p, c) + hand(c);
            double mine = fractionAnswered(c, reach);
            double other = 0;
            // the best other seat's fraction, each at its reach, against mine at my reach
            for (int q = 0; q < n; q++) {
                if (q == p) continue;
                other = Math.max(other, otherFraction(c, q, reach));
            }
            return remaining * (mine - RIVAL_WEIGHT * other);
        }

        /** Another seat's fraction with everyone at its reach (mine known, theirs expected). */
        double otherFraction(int c, int q, int myReach) {
            double theirs = played(q, c) + expectedInHand(q, c);
            if (theirs <= 0) return 0;
            int above = 0;
            int equal = 0;
            double best = 0;
            for (int r = 0; r < n; r++) {
                if (r == q) continue;
                double h = r == p ? myReach : played(r, c) + expectedInHand(r, c);
                if (h > theirs + 0.5) above++;
                else if (h > theirs - 0.5) equal++;
                best = Math.max(best, h);
            }
            if (above == 0) return equal == 0 ? (best <= 0 ? 1.5 : 1.0) : 1.5 / (equal + 1);
            if (above == 1) return 0.5 / (equal + 1);
            return 0;
        }

        // ---- Union Pacific

        private final int[] upHold = new int[6];

        /** Union Pacific's payment to this seat at the given dividend with {@code mine} laid and the others at theirs plus {@code extra} of their hands. */
        double upPay(int dividend, int mine, boolean othersAnswer) {
            int[] row = game.unionPacificRow(Math.min(dividend, game.lastDividend(n)), n);
            for (int q = 0; q < n; q++) {
                upHold[q] = q == p ? mine : played(q, up) + (othersAnswer ? (int) Math.floor(unionPacificAnswer * s.hand[q * k + up]) : 0);
            }
            if (mine <= 0) return 0;
            int above = 0;
            int equal = 0;
            for (int q = 0; q < n; q++) {
                if (q == p) continue;
                if (upHold[q] > mine) above++;
                else if (upHold[q] == mine) equal++;
            }
            double sum = 0;
            for (int place = above; place <= above + equal && place < row.length; place++) sum += row[place];
            return Math.floor(sum / (equal + 1));
        }

        /** Union Pacific's payment per dividend with {@code mine} laid: the next, and more so the later ones. */
        double upNext(int mine) {
            int next = s.dividendsPaid + 1;
            double a = dividendFirst;
            return a * upPay(next, mine, false) + (1 - a) * upPay(next, mine, true);
        }

        /** What Union Pacific pays this seat over the dividends left, every seat at its reach. */
        double upReach(int mine) {
            double total = 0;
            for (int d = s.dividendsPaid + 1; d <= game.lastDividend(n); d++) total += upPay(d, mine, true);
            return total;
        }

        // ---- investing

        @Override
        double invest(double gain, int cards) {
            double dividendSoon = dividendSoon();
            double patience = n == 2 ? PATIENCE_TWO : patienceMany;
            double cardCost = n == 2 ? CARD_COST_TWO : CARD_COST_MANY;
            double urgency = patience + dividendSoon + (remaining == 1 ? LAST_DIVIDEND_URGENCY * dividendSoon : 0);
            double pressure = Math.max(0, handShares() - 5) * HAND_PRESSURE;
            return gain * urgency * Math.min(remaining, 2) - cardCost * cards + pressure;
        }

        /** How much the payment at the next dividend rises with {@code count} more shares laid. */
        @Override
        double layGain(int c, int count) {
            int mine = played(p, c);
            if (c == up) return upNext(mine + count) - upNext(mine);
            return value(c) * (fractionNext(c, mine + count) - fractionNext(c, mine));
        }

        // ---- taking and exchanging

        /** What one more card of the company in hand is worth: its effect on the payments once laid. */
        @Override
        double cardValue(int c) {
            if (c == up) {
                int reach = played(p, up) + hand(up);
                return CARD_WEIGHT * UNION_PACIFIC_WEIGHT * (upReach(reach + 1) - upReach(reach));
            }
            int reach = played(p, c) + hand(c);
            return value(c) * remaining * CARD_WEIGHT * (fractionAnswered(c, reach + 1) - fractionAnswered(c, reach)) + 0.05 * s.trainsLeft(c);
        }

        @Override
        double deckWeight(int c) {
            return unseen[c];
        }

        @Override
        double exchange(Exchange e) {
            if (e.keeps()) return 0;
            if (e.company() == up) return -100;
            return cardValue(up) - cardValue(e.company()) - EXCHANGE_MARGIN;
        }
    }
}
