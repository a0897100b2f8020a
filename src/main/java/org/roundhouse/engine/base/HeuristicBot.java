package org.roundhouse.engine.base;

import org.roundhouse.engine.base.BaseMove.Exchange;

/**
 * A quick player of the base game, in $M it expects to gain: it builds for companies whose
 * dividends it leads or can lead (a train raises every later payment), fights for a majority
 * with an investment when the majority is within its hand's reach and a dividend may come
 * before its next turn, takes the shares that would raise its next payments most, gives a
 * hopeless share for a Union Pacific share when that pays better (the more, the later the
 * dividend), and keeps the track cards its companies can use. It reads only what the acting
 * seat sees: the table, its own hand, the counts of the others' cards; so it plays a
 * redacted view exactly as the full state. Cheap enough to decide every step of a playout.
 */
public final class HeuristicBot extends GreedyBaseBot {
    public HeuristicBot(BaseGame game) {
        super(game);
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    Judge judge(BaseState s) {
        return new Context(s);
    }

    /** What the acting seat knows and works out once per decision. */
    final class Context extends Judge {
        Context(BaseState s) {
            super(HeuristicBot.this.game, s);
        }

        /**
         * Per company, from {@code 4 * c}, four figures over the seats but the acting one: the most shares of it laid by
         * one seat (0 for none), how many seats have laid that many, the next lower count above 0 (0 for none), how
         * many have laid it. Worked out at the first call for the company (bit {@code c} of {@code othersKnown}).
         */
        private int[] others;
        private long othersKnown;

        /** Where company {@code c}'s four figures start in {@link #others}. */
        private int others(int c) {
            int at = 4 * c;
            if ((othersKnown & (1L << c)) != 0) return at;
            if (others == null) others = new int[4 * companies];
            int[] o = others;
            for (int q = 0; q < n; q++) {
                if (q == p) continue;
                int h = s.played[q * k + c];
                if (h <= 0) continue;
                if (h > o[at]) {
                    o[at + 2] = o[at];
                    o[at + 3] = o[at + 1];
                    o[at] = h;
                    o[at + 1] = 1;
                } else if (h == o[at]) {
                    o[at + 1]++;
                } else if (h > o[at + 2]) {
                    o[at + 2] = h;
                    o[at + 3] = 1;
                } else if (h == o[at + 2]) {
                    o[at + 3]++;
                }
            }
            othersKnown |= 1L << c;
            return at;
        }

        /** The places with the acting seat's count in: the most shares, how many seats have it, the next lower count above 0, how many have it. */
        private int best;
        private int bestCount;
        private int second;
        private int secondCount;
        /** The other seats' most and next lower counts of the company ranked last. */
        private int othersBest;
        private int othersSecond;

        /** Sets the places of the company's shares from the other seats' counts and {@code mine} played by the acting seat. */
        private void rank(int c, int mine) {
            int at = others(c);
            int[] o = others;
            othersBest = o[at];
            othersSecond = o[at + 2];
            int best = othersBest;
            int bestCount = o[at + 1];
            int second = othersSecond;
            int secondCount = o[at + 3];
            if (mine > 0) {
                if (mine > best) {
                    second = best;
                    secondCount = bestCount;
                    best = mine;
                    bestCount = 1;
                } else if (mine == best) {
                    bestCount++;
                } else if (mine > second) {
                    second = mine;
                    secondCount = 1;
                } else if (mine == second) {
                    secondCount++;
                }
            }
            this.best = best;
            this.bestCount = bestCount;
            this.second = second;
            this.secondCount = secondCount;
        }

        /** The share of a seat with {@code h} shares at the places {@link #rank} set. */
        private double share(int h) {
            if (h == 0) return 0;
            if (h == best) {
                if (bestCount > 1 || second == 0) return 1.5 / bestCount;
                return 1.0;
            }
            if (h == second && bestCount == 1) return 0.5 / secondCount;
            return 0;
        }

        /**
         * The largest {@link #share} of a seat other than the acting one at the places {@link #rank} set: only the others'
         * most and next lower counts can hold the best or the second place.
         */
        private double bestOtherShare() {
            if (othersBest > 0 && othersBest == best) return bestCount > 1 || second == 0 ? 1.5 / bestCount : 1.0;
            if (second > 0 && bestCount == 1 && (othersBest == second || othersSecond == second)) return 0.5 / secondCount;
            return 0;
        }

        /**
         * The seat's share of one dividend of the company per unit of value, with {@code mine} shares played by the
         * acting seat: 1.5 split among the seats tied for the most shares (all of it to a sole holder without a
         * second), otherwise 1 to the sole first and 0.5 split among those tied second. The same figure as counting
         * every seat's shares again (as {@code HeuristicFractionTest} checks), from the other seats' counts worked out once.
         */
        double fraction(int c, int mine, int seat) {
            rank(c, mine);
            return share(seat == p ? mine : s.played[seat * k + c]);
        }

        /**
         * The largest {@link #fraction} of a seat other than the acting one, with {@code mine} shares played by the acting
         * seat: at once, the figure of taking the largest seat by seat (as {@code HeuristicFractionTest} checks).
         */
        double bestOtherFraction(int c, int mine) {
            rank(c, mine);
            return bestOtherShare();
        }

        int played(int c) {
            return s.played[p * k + c];
        }

        @Override
        double computeTrainGain(int c) {
            int reach = played(c) + hand(c);
            rank(c, reach);
            return remaining * (share(reach) - 0.5 * bestOtherShare());
        }

        /** The payment per dividend for {@code count} more shares of the company laid, as expected at the next dividend. */
        @Override
        double layGain(int c, int count) {
            if (c == companies) return upPay(played(c) + count) - upPay(played(c));
            double value = s.placed[c] + 1.5;
            return value * (fraction(c, played(c) + count, p) - fraction(c, played(c), p));
        }

        /** The Union Pacific row of the next dividend, worked out at the first call of the decision. */
        private int[] upRow;

        /**
         * The acting seat's Union Pacific payment at the next dividend with {@code mine} of its shares laid: the places
         * from below the seats with more shares to as many as are tied with it, their sum split and rounded down, as
         * {@code Dividends.tablePayout} pays it (as {@code HeuristicFractionTest} checks).
         */
        double upPay(int mine) {
            if (mine <= 0) return 0;
            int[] row = upRow;
            if (row == null) {
                row = game.unionPacificRow(Math.min(s.dividendsPaid + 1, game.lastDividend(n)), n);
                upRow = row;
            }
            int above = 0;
            int tied = 1;
            for (int q = 0; q < n; q++) {
                if (q == p) continue;
                int h = s.played[q * k + companies];
                if (h > mine) above++;
                else if (h == mine) tied++;
            }
            if (above >= row.length) return 0;
            int sum = 0;
            for (int place = above; place < Math.min(row.length, above + tied); place++) sum += row[place];
            return sum / tied;
        }

        @Override
        double invest(double gain, int cards) {
            // a payment counts for every dividend left, but waiting keeps the cards' options open
            double dividendSoon = dividendSoon();
            double urgency = 0.3 + dividendSoon + (remaining == 1 ? 1.5 * dividendSoon : 0);
            double pressure = Math.max(0, handShares() - 5) * 0.4;
            return gain * urgency * Math.min(remaining, 2) - 0.25 * cards + pressure;
        }

        /** What one more card of the company in hand is worth: its effect on the payments once laid. */
        @Override
        double cardValue(int c) {
            if (c == companies) return layGain(c, hand(c) + 1) - layGain(c, hand(c)) + 0.1 * s.dividendsPaid;
            double value = s.placed[c] + 1.5;
            int reach = played(c) + hand(c);
            return value * (fraction(c, reach + 1, p) - fraction(c, reach, p)) + 0.05 * s.trainsLeft(c);
        }

        @Override
        double deckWeight(int c) {
            return s.pool[c];
        }

        @Override
        double exchange(Exchange e) {
            if (e.keeps()) return 0;
            if (e.company() == companies) return -10;
            return cardValue(companies) - cardValue(e.company()) - 0.5;
        }
    }
}
