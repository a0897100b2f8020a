package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseMove.Take;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.MoveScorer;

/**
 * What the base game's greedy bots share: each works out a {@link Judge} once per decision and
 * plays the step it scores highest, with a little noise to break ties. Builds are scored from
 * their codes on the fast path, without making a move object for each of the dozens a turn offers.
 */
abstract sealed class GreedyBaseBot implements Bot<BaseState, BaseMove>, MoveScorer<BaseState, BaseMove> permits HeuristicBot, Heuristic2Bot {
    /** How far the noise that breaks ties may move a score, in $M. */
    private static final double NOISE = 0.05;
    /** What taking a share after a build is worth, about a card's typical effect on the payments. */
    private static final double TAKE_VALUE = 1.5;
    private static final double WILD_COST = 0.8;
    private static final double NEW_CITY = 0.2;
    /** What not knowing the deck's top card costs against its expected value. */
    private static final double DECK_COST = 0.1;

    /**
     * A decision's scores, in $M the acting seat expects to gain: what the acting seat of {@code s} knows and works
     * out once for the decision. The bots differ in how they judge investments, takes, exchanges and what a train of a
     * company is worth; the rest, builds included, is judged alike from those.
     */
    abstract static class Judge {
        final BaseGame game;
        final BaseState s;
        /** The acting seat. */
        final int p;
        final int n;
        final int k;
        /** Companies on the board; also the index of the Union Pacific shares. */
        final int companies;
        /** Dividends still to come, at least 1. */
        final int remaining;
        private final int wild;
        /** {@link #trainGain} by company, worked out at the company's first call (bit {@code c} of {@code trainGainKnown}). */
        private double[] trainGains;
        private long trainGainKnown;
        /** {@link #handShares()}, worked out at its first call; -1 before. */
        private int handShares = -1;
        /** {@link #dividendSoon()}, worked out at its first call (only investments read it); NaN before. */
        private double dividendSoon = Double.NaN;

        Judge(BaseGame game, BaseState s) {
            this.game = game;
            this.s = s;
            this.p = s.current;
            this.n = s.n;
            this.k = s.k;
            this.companies = s.board.companyCount();
            this.remaining = Math.max(1, game.lastDividend(n) - s.dividendsPaid);
            this.wild = s.board.wildKind();
        }

        /** The seat's company shares in hand (not Union Pacific's). */
        final int handShares() {
            int h = handShares;
            if (h < 0) {
                h = 0;
                for (int c = 0; c < companies; c++) h += s.hand[p * k + c];
                handShares = h;
            }
            return h;
        }

        /** The chance that a dividend card turns up before this seat's next turn. */
        final double dividendSoon() {
            double d = dividendSoon;
            if (Double.isNaN(d)) {
                d = BaseTable.dividendWithin(s, n);
                dividendSoon = d;
            }
            return d;
        }

        /**
         * A build for the company: taking a share after it, and a train's gain ({@link #trainGain}); a little more where
         * it reaches a new city, less for spending a wild card.
         */
        final double build(int card, int c, int section) {
            long cities = game.sectionCities(section);
            boolean newCity = (s.reach[c] & cities) != cities;
            double v = TAKE_VALUE + trainGain(c) + (newCity ? NEW_CITY : 0);
            if (card == wild) v -= WILD_COST;
            return v;
        }

        /**
         * Laying {@code count} shares of the company, or with {@code second} other than {@link Invest#NONE} one share each
         * of the company and {@code second}: what it raises the payments by, judged with the cards it takes.
         */
        final double invest(int company, int count, int second) {
            if (second != Invest.NONE) return invest(layGain(company, 1) + layGain(second, 1), 2);
            return invest(layGain(company, count), count);
        }

        /** How much the payment at the next dividend rises with {@code count} more shares of the company laid. */
        abstract double layGain(int c, int count);

        /** An investment that raises the next payment by {@code gain} and lays {@code cards} cards. */
        abstract double invest(double gain, int cards);

        final double invest(Invest m) {
            return m.isPair() ? invest(m.company(), 1, m.second()) : invest(m.company(), m.count(), Invest.NONE);
        }

        /** What one more card of the company (or Union Pacific, {@link #companies}) in hand is worth. */
        abstract double cardValue(int c);

        /** How much the company weighs among the cards the deck may give (the shares of it this seat has not seen). */
        abstract double deckWeight(int c);

        /** What taking a card is worth: the card's value, or for the deck's top card the mean of the companies' by weight, less a little for not knowing it. */
        final double take(Take t) {
            switch (t.source()) {
                case DISPLAY:
                    return cardValue(t.company());
                case UNION_PACIFIC:
                    return cardValue(companies);
                default:
                    double total = 0;
                    double weight = 0;
                    for (int c = 0; c < companies; c++) {
                        double w = deckWeight(c);
                        if (w == 0) continue; // adds nothing
                        total += w * cardValue(c);
                        weight += w;
                    }
                    return weight == 0 ? 0 : total / weight - DECK_COST;
            }
        }

        abstract double exchange(Exchange e);

        /** What a train of the company is worth to this seat against the best other seat, over the dividends left. */
        abstract double computeTrainGain(int c);

        final double score(BaseMove m) {
            if (m instanceof Build b) return build(b.card(), b.company(), b.section());
            if (m instanceof Invest i) return invest(i);
            if (m instanceof Take t) return take(t);
            if (m instanceof Exchange e) return exchange(e);
            if (m instanceof Discard d) return -usefulness(d.card());
            if (m instanceof Initial i) return initial(i.company());
            if (m instanceof ReplaceDead) return 1.0;
            if (m instanceof Forgo f) return -1 - usefulness(f.card()) * 0.01;
            return 0; // chance steps are never chosen
        }

        /** {@link #computeTrainGain}, worked out at the company's first call of the decision. */
        final double trainGain(int c) {
            if ((trainGainKnown & (1L << c)) == 0) {
                if (trainGains == null) trainGains = new double[companies];
                trainGains[c] = computeTrainGain(c);
                trainGainKnown |= 1L << c;
            }
            return trainGains[c];
        }

        /** The acting seat's shares of the company in hand. */
        final int hand(int c) {
            return s.hand[p * k + c];
        }

        /** {@link #usefulness} of every track type, worked out in one pass at the first call of the decision. */
        private double[] usefulnessByKind;

        /** How many sections the seat's promising companies could build on with a track card of the kind. */
        final double usefulness(int kind) {
            if (kind < 0) return 0;
            if (kind == s.board.wildKind()) return 100;
            if (usefulnessByKind == null) {
                // each kind's sum is added up in the same order as counting the kind alone: company by company, section by section
                double[] u = new double[s.board.trackCardKinds()];
                int words = game.sectionWords();
                for (int c = 0; c < companies; c++) {
                    if (!game.trainsLeft(s, c)) continue;
                    double g = trainGain(c);
                    if (g <= 0) continue;
                    for (int w = 0; w < words; w++) {
                        long bits = s.open[c * words + w] & s.free[w];
                        while (bits != 0) {
                            int type = game.sectionTrackType((w << 6) | Long.numberOfTrailingZeros(bits));
                            bits &= bits - 1;
                            if (type >= u.length) u = java.util.Arrays.copyOf(u, type + 1);
                            u[type] += g;
                        }
                    }
                }
                usefulnessByKind = u;
            }
            return kind < usefulnessByKind.length ? usefulnessByKind[kind] : 0;
        }

        final double initial(int c) {
            if (c == companies) return 0.5;
            return hand(c) + 0.1 * s.board.company(c).trains();
        }
    }

    final BaseGame game;
    /** A decision's buffers: the codes of the builds and the investments, and the other moves. */
    private static final class Buffers {
        final int[] builds;
        final int[] investments;
        final int[] have;
        final List<BaseMove> moves = new ArrayList<>(64);

        Buffers(BaseGame game) {
            builds = new int[game.maxBuilds()];
            investments = new int[game.maxInvestments()];
            have = new int[game.board().companyCount() + 1];
        }
    }

    /** Buffers per thread, so that one bot can serve the playouts of several search threads. */
    private final ThreadLocal<Buffers> buffers;

    GreedyBaseBot(BaseGame game) {
        this.game = game;
        this.buffers = ThreadLocal.withInitial(() -> new Buffers(game));
    }

    /** The judge of the decision at {@code s}. */
    abstract Judge judge(BaseState s);

    @Override
    public BaseMove choose(BaseState s, RandomGenerator rng) {
        Judge x = judge(s);
        Buffers b = buffers.get();
        List<BaseMove> moves = b.moves;
        moves.clear();
        BaseMove best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        if (s.phase == Phase.ACTION) {
            // builds, then investments, scored from their codes in the order legalMoves lists them: the same noise for each
            int[] codes = b.builds;
            int count = game.collectBuilds(s, codes);
            int bestCode = -1;
            for (int i = 0; i < count; i++) {
                int code = codes[i];
                double v = x.build(code & 0xF, (code >>> 4) & 0xF, code >>> 8) + rng.nextDouble() * NOISE;
                if (v > bestScore) {
                    bestScore = v;
                    bestCode = code;
                }
            }
            int[] investments = b.investments;
            int offered = game.collectInvestments(s, investments, b.have);
            int bestInvestment = -1;
            for (int i = 0; i < offered; i++) {
                int code = investments[i];
                double v = x.invest(BaseGame.investedCompany(code), BaseGame.investedCount(code), BaseGame.investedSecond(code))
                        + rng.nextDouble() * NOISE;
                if (v > bestScore) {
                    bestScore = v;
                    bestInvestment = code;
                }
            }
            if (bestInvestment >= 0) best = BaseGame.decodeInvestment(s.current, bestInvestment);
            else if (bestCode >= 0) best = BaseGame.decodeBuild(s.current, bestCode);
            game.addOtherActions(s, moves, count > 0 || offered > 0);
        } else {
            game.legalMoves(s, moves);
        }
        for (BaseMove m : moves) {
            double v = x.score(m) + rng.nextDouble() * NOISE;
            if (v > bestScore) {
                bestScore = v;
                best = m;
            }
        }
        if (best == null) throw new IllegalStateException("no legal move at " + s);
        return best;
    }

    @Override
    public double score(BaseState view, BaseMove move) {
        return judge(view).score(move);
    }

    @Override
    public double[] scores(BaseState view, List<BaseMove> moves) {
        Judge x = judge(view);
        double[] out = new double[moves.size()];
        for (int i = 0; i < out.length; i++) out[i] = x.score(moves.get(i));
        return out;
    }
}
