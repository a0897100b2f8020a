package org.roundhouse.engine.bots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * The arena of a rule set whose bots need nothing beyond the checked rules: tournaments,
 * playouts and whole games played through {@link Match}, each thread with its own bots. A rule
 * set gives its bots by name, how it deals, who wins and how a seam state becomes its own.
 */
public final class RuleSetArena<S extends GameState, M extends Move> implements Arena {
    /** A rule set's deal of {@code players} seats from a deal's seed. */
    public interface Dealer<S> {
        S deal(int players, long dealSeed);
    }

    private final Rules<S, M> rules;
    private final Hidden<S> hidden;
    private final String names;
    private final String defaultPlayoutBot;
    private final Function<String, Bot<S, M>> create;
    private final Function<S, double[]> wins;
    private final Dealer<S> dealer;
    private final Function<GameState, S> stateOf;
    private final boolean redactPlayouts;
    private final ThreadLocal<Map<String, Bot<S, M>>> bots = ThreadLocal.withInitial(HashMap::new);

    public RuleSetArena(Rules<S, M> rules, Hidden<S> hidden, String names, String defaultPlayoutBot,
            Function<String, Bot<S, M>> create, Function<S, double[]> wins, Dealer<S> dealer, Function<GameState, S> stateOf) {
        this(rules, hidden, names, defaultPlayoutBot, create, wins, dealer, stateOf, false);
    }

    private RuleSetArena(Rules<S, M> rules, Hidden<S> hidden, String names, String defaultPlayoutBot,
            Function<String, Bot<S, M>> create, Function<S, double[]> wins, Dealer<S> dealer, Function<GameState, S> stateOf,
            boolean redactPlayouts) {
        this.rules = rules;
        this.hidden = hidden;
        this.names = names;
        this.defaultPlayoutBot = defaultPlayoutBot;
        this.create = create;
        this.wins = wins;
        this.dealer = dealer;
        this.stateOf = stateOf;
        this.redactPlayouts = redactPlayouts;
    }

    /** The same arena with playouts that hand every bot its seat's redaction, for bots that would read the hidden cards. */
    public RuleSetArena<S, M> redactingPlayouts() {
        return new RuleSetArena<>(rules, hidden, names, defaultPlayoutBot, create, wins, dealer, stateOf, true);
    }

    @Override
    public String botNames() {
        return names;
    }

    @Override
    public void checkBot(String name) {
        create.apply(name);
    }

    @Override
    public List<Tournament.Game> play(List<String> lineup, int games, long seed, int threads, IntConsumer progress)
            throws InterruptedException {
        int n = lineup.size();
        dealer.deal(n, Match.mix(seed, 0)); // the first game's deal, made up front: a line-up the rule set cannot seat is refused before any game
        return new Tournament<>(rules, hidden, dealSeed -> dealer.deal(n, dealSeed), create, wins).play(lineup, games, seed, threads, progress);
    }

    @Override
    public String defaultPlayoutBot() {
        return defaultPlayoutBot;
    }

    @Override
    public Playouts playouts(String name) {
        return Playouts.of(rules, hidden, create.apply(name), redactPlayouts, wins);
    }

    @Override
    public GameState playOne(GameState start, List<String> seats, long seed, BiConsumer<Move, GameState> watch) {
        Map<String, Bot<S, M>> mine = bots.get();
        List<Bot<S, M>> players = new ArrayList<>();
        for (String name : seats) players.add(mine.computeIfAbsent(name, create));
        return Match.play(rules, hidden, stateOf.apply(start), players, seed, watch == null ? null : watch::accept).end();
    }
}
