package org.roundhouse.engine.base;

import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseMove.Take;

/**
 * Uniformly random play for volume (random games, random playouts), on a state the caller
 * owns and that changes in place: no copy of the state a step, no check of a step, no list of
 * the legal moves. A step is picked by counting: the legal moves are numbered in the order
 * {@link BaseGame#legalMoves} lists them (builds in {@link BaseGame#collectBuilds}'s order,
 * counted with bit counts per track type instead of listed), one number is drawn as
 * {@link RandomPlayer#next} and {@code RandomBot} draw it, and only that move is made. A chance
 * step is drawn as {@code Rules.sampleChance} draws it from {@link BaseGame#chanceOutcomes}.
 * So the same generator gives the same game as the checked path, which stays the referee
 * ({@code RandomPlayoutTest} plays both ways).
 *
 * <p>Not thread-safe: one per thread (it is cheap to make).
 */
final class RandomPlayout {
    private final BaseGame game;
    private final Board board;
    private final int k;
    private final int companies;
    private final int words;
    private final int wild;
    private final int trackTypes;
    /** Per track type, {@code words} longs: its sections. */
    private final long[] typeSections;
    /** Per company, its number of trains. */
    private final int[] trains;
    /** Per section, its track type. */
    private final int[] sectionType;
    private final int[] have;
    /** For the current action: per word, the sections of the track types the hand holds. */
    private final long[] heldTypes;
    /** For the current action: per company, its builds. */
    private final int[] buildsBy;

    RandomPlayout(BaseGame game) {
        this.game = game;
        this.board = game.board();
        this.companies = board.companyCount();
        this.k = companies + 1;
        this.words = (board.sections().size() + 63) / 64;
        this.wild = board.wildKind();
        this.trackTypes = board.trackTypeCount();
        this.typeSections = new long[trackTypes * words];
        this.sectionType = new int[board.sections().size()];
        for (Section sec : board.sections()) {
            int i = sec.index();
            sectionType[i] = sec.trackType();
            typeSections[sec.trackType() * words + (i >>> 6)] |= 1L << i;
        }
        this.trains = new int[companies];
        for (int c = 0; c < companies; c++) trains[c] = board.company(c).trains();
        this.have = new int[k];
        this.heldTypes = new long[words];
        this.buildsBy = new int[companies];
    }

    /** Plays the state, which the caller owns, to the end of the game; returns the number of steps. */
    int playOut(BaseState s, RandomGenerator rng) {
        int steps = 0;
        while (s.phase != Phase.GAME_OVER) {
            game.applyInPlace(s, next(s, rng));
            steps++;
        }
        return steps;
    }

    /** The next step: a chance outcome drawn from {@code rng}, or a seat's move chosen uniformly with it. */
    BaseMove next(BaseState s, RandomGenerator rng) {
        return s.isChanceNode() ? chance(s, rng) : decide(s, rng);
    }

    // ---------------------------------------------------------------- chance

    /** As {@code Rules.sampleChance} over {@link BaseGame#chanceOutcomes}: the same weights in the same order. */
    BaseMove chance(BaseState s, RandomGenerator rng) {
        int p = s.current;
        if (s.phase == Phase.DRAW_TRACK) {
            boolean reshuffle = s.trackDeckCount == 0;
            if (reshuffle && sum(s.trackDiscard) == 0) {
                rng.nextLong(1);
                return new DrawTrack(p, BaseMove.NO_CARD);
            }
            if (!reshuffle && s.trackScript != null) {
                rng.nextLong(1);
                return new DrawTrack(p, s.trackScript[s.trackScriptPos]);
            }
            long total = 0;
            for (int kind = 0; kind < s.t; kind++) total += s.trackDeck[kind] + (reshuffle ? s.trackDiscard[kind] : 0);
            long pick = draw(rng, total);
            for (int kind = 0; kind < s.t; kind++) {
                pick -= s.trackDeck[kind] + (reshuffle ? s.trackDiscard[kind] : 0);
                if (pick < 0) return new DrawTrack(p, kind);
            }
        } else {
            if (s.script != null) {
                rng.nextLong(1);
                return new Reveal(p, s.script[s.scriptPos]);
            }
            long shares = s.stackShares[s.stack];
            int dividends = s.stackDividends[s.stack];
            long poolTotal = sum(s.pool);
            long dividendWeight = dividends > 0 ? dividends * Math.max(1, poolTotal) : 0;
            long total = dividendWeight + (shares > 0 ? shares * poolTotal : 0);
            long pick = draw(rng, total);
            if (pick < dividendWeight) return new Reveal(p, BaseMove.DIVIDEND);
            pick -= dividendWeight;
            for (int c = 0; c < s.pool.length; c++) {
                pick -= shares * s.pool[c];
                if (pick < 0) return new Reveal(p, c);
            }
        }
        throw new AssertionError("no chance outcome drawn at " + s);
    }

    private static long draw(RandomGenerator rng, long total) {
        if (total <= 0) throw new IllegalStateException("no chance outcome at this state");
        return rng.nextLong(total);
    }

    private static int sum(int[] a) {
        int s = 0;
        for (int v : a) s += v;
        return s;
    }

    // ---------------------------------------------------------------- decisions

    /** As {@link RandomPlayer#next} and {@code RandomBot}: uniform over the legal moves in {@link BaseGame#legalMoves}'s order. */
    BaseMove decide(BaseState s, RandomGenerator rng) {
        int p = s.current;
        switch (s.phase) {
            case INITIAL_INVESTMENT -> {
                int count = 0;
                for (int c = 0; c < k; c++) {
                    if (game.available(s, p, c) > 0) count++;
                }
                int pick = pick(rng, count, s);
                for (int c = 0; c < k; c++) {
                    if (game.available(s, p, c) > 0 && pick-- == 0) return new Initial(p, c);
                }
            }
            case ACTION -> {
                return action(s, rng);
            }
            case TAKE_SHARE -> {
                int shown = 0;
                int distinct = 0;
                for (int c : s.display) {
                    if (c >= 0 && (shown & (1 << c)) == 0) {
                        shown |= 1 << c;
                        distinct++;
                    }
                }
                boolean deck = s.deckSize() > 0;
                boolean unionPacific = s.upLeft > 0;
                int pick = pick(rng, distinct + (deck ? 1 : 0) + (unionPacific ? 1 : 0), s);
                if (pick < distinct) {
                    int seen = 0;
                    for (int c : s.display) {
                        if (c >= 0 && (seen & (1 << c)) == 0) {
                            seen |= 1 << c;
                            if (pick-- == 0) return Take.display(p, c);
                        }
                    }
                }
                return pick == distinct && deck ? Take.deck(p) : Take.unionPacific(p);
            }
            case EXCHANGE -> {
                int count = 1;
                for (int c = 0; c < k; c++) {
                    if (game.available(s, p, c) > 0) count++;
                }
                int pick = pick(rng, count, s);
                if (pick == 0) return Exchange.keep(p);
                pick--;
                for (int c = 0; c < k; c++) {
                    if (game.available(s, p, c) > 0 && pick-- == 0) return new Exchange(p, c);
                }
            }
            case DISCARD -> {
                int count = 0;
                for (int kind = 0; kind < s.t; kind++) {
                    if (BaseGame.hasTrack(s, p, kind)) count++;
                }
                boolean none = s.trackHandSize(p) == 0;
                int pick = pick(rng, count + (none ? 1 : 0), s);
                for (int kind = 0; kind < s.t; kind++) {
                    if (BaseGame.hasTrack(s, p, kind) && pick-- == 0) return new Discard(p, kind);
                }
                return new Discard(p, BaseMove.NO_CARD);
            }
            default -> throw new IllegalStateException("no seat decides at " + s);
        }
        throw new AssertionError("no move picked at " + s);
    }

    private static int pick(RandomGenerator rng, int count, BaseState s) {
        if (count == 0) throw new IllegalStateException("no legal move at " + s);
        return rng.nextInt(count);
    }

    /** Builds first (as {@link BaseGame#collectBuilds} orders them), then {@link BaseGame#addNonBuildActions}'s moves. */
    private BaseMove action(BaseState s, RandomGenerator rng) {
        int p = s.current;
        int holds = 0;
        for (int kind = 0; kind < s.t; kind++) {
            if (BaseGame.hasTrack(s, p, kind)) holds |= 1 << kind;
        }
        boolean hasWild = (holds & (1 << wild)) != 0;
        int builds = 0;
        if (holds != 0) {
            for (int w = 0; w < words; w++) {
                long mask = 0;
                for (int type = 0; type < trackTypes; type++) {
                    if ((holds & (1 << type)) != 0) mask |= typeSections[type * words + w];
                }
                heldTypes[w] = mask;
            }
            for (int c = 0; c < companies; c++) {
                buildsBy[c] = buildsOf(s, c, hasWild);
                builds += buildsBy[c];
            }
        }
        boolean anyBuild = builds > 0;

        int investments = 0;
        if (s.hiddenShares[p] == 0) {
            // every share in hand is known: a pair is any two companies held
            int held = 0;
            for (int c = 0; c < k; c++) {
                have[c] = s.hand[p * k + c];
                investments += have[c];
                if (have[c] > 0) held++;
            }
            investments += held * (held - 1) / 2;
        } else {
            for (int c = 0; c < k; c++) {
                have[c] = game.available(s, p, c);
                investments += have[c];
            }
            for (int a = 0; a < k; a++) {
                if (have[a] == 0) continue;
                for (int b = a + 1; b < k; b++) {
                    if (have[b] > 0 && game.pairFits(s, p, a, b)) investments++;
                }
            }
        }
        int forgo = 0;
        if (!anyBuild && investments == 0) forgo = Integer.bitCount(holds);
        int dead = 0;
        if (game.options().deadTrackRule()) {
            for (int kind = 0; kind < trackTypes; kind++) {
                if ((holds & (1 << kind)) != 0 && game.isDead(s, kind)) dead++;
            }
        }
        int pass = !anyBuild && investments + forgo + dead == 0 ? 1 : 0;

        int pick = pick(rng, builds + investments + forgo + dead + pass, s);
        if (pick < builds) return build(s, p, pick, holds, hasWild);
        pick -= builds;
        if (pick < investments) return investment(s, p, pick);
        pick -= investments;
        if (pick < forgo) return new Forgo(p, nthBit(holds, pick));
        pick -= forgo;
        if (pick < dead) {
            for (int kind = 0; kind < trackTypes; kind++) {
                if ((holds & (1 << kind)) != 0 && game.isDead(s, kind) && pick-- == 0) return new ReplaceDead(p, kind);
            }
        }
        return new Forgo(p, BaseMove.NO_CARD);
    }

    /** The company's builds: one per open free section whose type the hand holds, one more per such section with a wild card. */
    private int buildsOf(BaseState s, int c, boolean hasWild) {
        if (s.placed[c] >= trains[c]) return 0;
        int count = 0;
        for (int w = 0; w < words; w++) {
            long candidates = s.open[c * words + w] & s.free[w];
            count += Long.bitCount(candidates & heldTypes[w]);
            if (hasWild) count += Long.bitCount(candidates);
        }
        return count;
    }

    private Build build(BaseState s, int p, int pick, int holds, boolean hasWild) {
        for (int c = 0; c < companies; c++) {
            if (pick >= buildsBy[c]) {
                pick -= buildsBy[c];
                continue;
            }
            for (int w = 0; w < words; w++) {
                long candidates = s.open[c * words + w] & s.free[w];
                while (candidates != 0) {
                    int sec = (w << 6) | Long.numberOfTrailingZeros(candidates);
                    candidates &= candidates - 1;
                    int type = sectionType[sec];
                    if ((holds & (1 << type)) != 0 && pick-- == 0) return new Build(p, type, c, sec);
                    if (hasWild && pick-- == 0) return new Build(p, wild, c, sec);
                }
            }
        }
        throw new AssertionError("build " + pick + " not found at " + s);
    }

    /** As {@link BaseGame}'s investments: each company's counts 1, 2, … in company order, then the pairs. */
    private Invest investment(BaseState s, int p, int pick) {
        for (int c = 0; c < k; c++) {
            if (pick < have[c]) return Invest.of(p, c, pick + 1);
            pick -= have[c];
        }
        for (int a = 0; a < k; a++) {
            if (have[a] == 0) continue;
            for (int b = a + 1; b < k; b++) {
                if (have[b] > 0 && game.pairFits(s, p, a, b) && pick-- == 0) return Invest.pair(p, a, b);
            }
        }
        throw new AssertionError("investment not found at " + s);
    }

    private static int nthBit(int bits, int n) {
        for (int i = 0; i < n; i++) bits &= bits - 1;
        return Integer.numberOfTrailingZeros(bits);
    }
}
