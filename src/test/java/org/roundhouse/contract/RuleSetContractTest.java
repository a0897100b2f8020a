package org.roundhouse.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.SeriesSpec;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.bots.Hidden;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Turn;

/**
 * What every rule set promises through the seam, checked for each of {@link RuleSets#all()} and
 * each player count it allows, on games its seeded random players play (with options drawn at
 * random), once with the deck orders known and once as a table game (the same steps from the deal
 * with the deck orders left out). At every position:
 * <ul>
 * <li>every legal move and every chance outcome is accepted ({@code refusal} empty, it belongs
 * here, it applies), chance outcomes have positive weights, the step played is among them;
 * <li>every step reads back from its notation token (in its turn's context) and from its XML
 * element as the same step;
 * <li>the facts work for every seat and the all-seeing eye, and refuse a viewer that is no seat;
 * <li>a seat's view hides what the seat cannot see: a twin position made by the rule set's
 * {@link Hidden} (the others' cards and the deck orders dealt again from what the seat sees)
 * gives that seat the same facts, everyone the same public view, and the seat to move the same
 * legal moves;
 * <li>a turn ends exactly when {@link GameState#turn()} moves on, and the record's turns each hold
 * one seat's steps (or the opening's simultaneous ones).
 * </ul>
 * Whole records round-trip in both formats (written, read back, the same record, written again
 * the same text, and across formats).
 *
 * <p>Budget: {@value #DEFAULT_GAMES} games per rule set and player count, the costly checks on
 * about 12 positions of each, spread over the game (a few seconds a rule set on CI); longer local
 * runs take {@code -Dcontract.games=N} and {@code -Dcontract.positions=N} (a large N checks every
 * position).
 */
class RuleSetContractTest {
    static final int DEFAULT_GAMES = 2;
    static final int GAMES = Integer.getInteger("contract.games", DEFAULT_GAMES);
    /**
     * The positions of a game that get the costly checks (every move applied, facts, twins), spread
     * evenly over it; every position when the game is no longer. The cheap ones run everywhere.
     */
    static final int POSITIONS = Integer.getInteger("contract.positions", 12);

    @TestFactory
    Stream<DynamicNode> everyRuleSetKeepsTheSeamsPromises() {
        return RuleSets.all().stream().map(rules -> {
            Game defaults = rules.configure(GameSetup.board(GameSetup.UNION_PACIFIC), Map.of());
            List<DynamicNode> counts = new ArrayList<>();
            for (int players = defaults.minPlayers(); players <= defaults.maxPlayers(); players++) {
                int p = players;
                counts.add(DynamicTest.dynamicTest(p + " players", () -> new Checker(rules).games(p)));
            }
            return DynamicContainer.dynamicContainer(rules.id(), counts);
        });
    }

    /** The checks for one rule set; counts what it saw so that a vacuous run fails. */
    private static final class Checker {
        private final RuleSet rules;
        private final Hidden<GameState> hidden;
        private int positions;
        private int twins;
        private int twinsDiffering;

        Checker(RuleSet rules) {
            this.rules = rules;
            this.hidden = hiddenOf(rules);
        }

        void games(int players) {
            for (int g = 0; g < GAMES; g++) {
                long seed = 1_000L * players + g;
                SplittableRandom rng = new SplittableRandom(seed);
                Map<String, String> options = g == 0 ? Map.of() : randomOptions(rng);
                Game game = rules.configure(GameSetup.board(GameSetup.UNION_PACIFIC), options);
                if (players < game.minPlayers() || players > game.maxPlayers()) game = rules.configure(GameSetup.board(GameSetup.UNION_PACIFIC), Map.of());
                Deal deal = game.randomDeal(players, rng);
                assertThat(deal.players()).isEqualTo(players);
                assertThat(deal.knowsDeckOrders()).as("a random deal knows the deck orders").isTrue();
                Game.Playout playout = game.randomPlay(deal, rng.nextLong());
                String where = rules.id() + " " + players + "p game " + g + " " + game.options();
                assertThat(playout.end().isOver()).as("%s: the random game ends", where).isTrue();
                walk(game, deal, playout.steps(), where, seed);
                walk(game, deal.withoutDeckOrders(), playout.steps(), where + " at the table", seed);
                records(game, deal, playout.steps(), where);
            }
            assertThat(positions).as("positions checked").isGreaterThanOrEqualTo(GAMES * Math.min(POSITIONS, 10));
            assertThat(twins).isPositive();
            DIFFERING.merge(rules.id(), twinsDiffering, Integer::sum);
        }

        private Map<String, String> randomOptions(SplittableRandom rng) {
            Map<String, String> o = new LinkedHashMap<>();
            for (RuleOption option : rules.options()) {
                if (!option.values().isEmpty()) o.put(option.tag(), option.values().get(rng.nextInt(option.values().size())));
            }
            try {
                rules.configure(GameSetup.board(GameSetup.UNION_PACIFIC), o);
                return o;
            } catch (IllegalArgumentException refused) {
                return Map.of();
            }
        }

        // ---- positions

        private void walk(Game game, Deal deal, List<Move> steps, String where, long seed) {
            GameState s = game.newGame(deal);
            GameState turnStart = s;
            List<Move> turn = new ArrayList<>();
            SplittableRandom rng = new SplittableRandom(seed ^ 0x5DEECE66DL);
            int stride = Math.max(1, steps.size() / POSITIONS);
            for (int i = 0; i <= steps.size(); i++) {
                String at = where + ", step " + (i + 1);
                if (i % stride == 0 || i == steps.size()) position(game, s, at, rng);
                if (i == steps.size()) break;
                Move m = steps.get(i);
                assertThat(game.refusal(s, m)).as("%s: the step played (%s) is refused", at, m).isEmpty();
                GameState next = game.applyLegal(s, m);
                turn.add(m);
                boolean ended = game.turnEnded(turnStart, next);
                // turn() counts the turns since the opening, so the opening's end does not move it
                if (!turn.get(0).isSimultaneous()) {
                    assertThat(ended).as("%s: the turn ends exactly when turn() moves on (%d -> %d)", at, turnStart.turn(), next.turn())
                            .isEqualTo(next.turn() != turnStart.turn() || next.isOver() && !turnStart.isOver());
                }
                if (ended) {
                    assertThat(game.afterTurnEnd(next, m)).as("%s: a step after the turn's end has a reason", at).isNotNull();
                    turn = new ArrayList<>();
                    turnStart = next;
                }
                s = next;
            }
            assertThat(s.isOver()).as("%s: the replayed game ends", where).isTrue();
        }

        private void position(Game game, GameState s, String at, SplittableRandom rng) {
            positions++;
            int players = s.players();
            if (s.isOver()) {
                assertThat(game.legalMoves(s)).as("%s: no moves once the game is over", at).isEmpty();
            } else if (s.isChanceNode()) {
                List<Outcome<Move>> outcomes = game.chanceOutcomes(s);
                assertThat(outcomes).as("%s: chance outcomes", at).isNotEmpty();
                for (Outcome<Move> o : outcomes) {
                    assertThat(o.weight()).as("%s: weight of %s", at, o.move()).isPositive();
                    accepted(game, s, o.move(), at);
                }
                Move sampled = game.sampleChance(s, rng);
                assertThat(outcomes.stream().map(Outcome::move)).as("%s: a sampled outcome is an outcome", at).contains(sampled);
            } else {
                List<Move> legal = game.legalMoves(s);
                assertThat(legal).as("%s: legal moves", at).isNotEmpty();
                for (Move m : legal) accepted(game, s, m, at);
            }
            facts(game, s, at);
            for (int seat = 0; seat < players; seat++) twin(game, s, seat, at, rng);
        }

        private static void accepted(Game game, GameState s, Move m, String at) {
            assertThat(game.refusal(s, m)).as("%s: %s is offered but refused", at, m).isEmpty();
            assertThat(game.belongsHere(s, m)).as("%s: %s is offered but does not belong here", at, m).isTrue();
            game.applyLegal(s, m);
        }

        private void facts(Game game, GameState s, String at) {
            int players = s.players();
            for (int viewer = PositionFacts.ALL_SEEING; viewer < players; viewer++) {
                PositionFacts f = game.facts(s, viewer);
                assertThat(f.viewer).as("%s: the facts' viewer", at).isEqualTo(viewer);
                assertThat(f.players).isEqualTo(players);
                assertThat(f.over).isEqualTo(s.isOver());
                for (int seat = 0; seat < players; seat++) assertThat(f.cash[seat]).as("%s: cash of seat %d", at, seat).isEqualTo(s.cash(seat));
            }
            assertThatThrownBy(() -> game.facts(s, players)).as("%s: facts for a viewer that is no seat", at)
                    .isInstanceOf(IllegalArgumentException.class);
            PublicView v = game.view(s);
            assertThat(v.players()).isEqualTo(players);
            for (int seat = 0; seat < players; seat++) assertThat(v.cash(seat)).isEqualTo(s.cash(seat));
        }

        /** A position the seat cannot tell from this one shows it the same, and everyone the same public view. */
        private void twin(Game game, GameState s, int seat, String at, SplittableRandom rng) {
            GameState twin = hidden.determinize(hidden.redact(s, seat), seat, rng);
            twins++;
            List<String> mine = describe(game.facts(s, seat));
            List<String> theirs = describe(game.facts(twin, seat));
            assertThat(theirs).as("%s: seat %d is shown something it cannot see (facts of a twin)", at, seat).isEqualTo(mine);
            assertThat(describe(game, game.view(twin))).as("%s: the public view of seat %d's twin", at, seat).isEqualTo(describe(game, game.view(s)));
            if (!s.isOver() && !s.isChanceNode() && !s.isSimultaneous() && s.currentPlayer() == seat) {
                assertThat(game.legalMoves(twin)).as("%s: the legal moves of seat %d's twin", at, seat).isEqualTo(game.legalMoves(s));
            }
            if (!describe(game.facts(twin, PositionFacts.ALL_SEEING)).equals(describe(game.facts(s, PositionFacts.ALL_SEEING)))) twinsDiffering++;
        }

        // ---- records

        private void records(Game game, Deal deal, List<Move> steps, String where) {
            GameSetup setup = GameSetup.of(rules.id(), game.options(), GameSetup.defaultNames(deal.players()), deal);
            GameRecord record = GameRecord.fromSteps(Header.EMPTY, setup, steps);
            turns(game, record, where);
            roundTrip(record, where);
            GameSetup table = setup.withDeal(deal.withoutDeckOrders());
            roundTrip(GameRecord.fromSteps(Header.EMPTY, table, steps), where + " at the table");
        }

        /** The record's turns: one seat's steps each (or the opening's), and every step round-trips on its own. */
        private void turns(Game game, GameRecord record, String where) {
            int players = record.setup().playerCount();
            StepNotation notation = game.notation();
            StepXml xml = game.xml();
            int dividends = 0;
            int number = 0;
            for (MoveNode node : record.mainLine()) {
                if (node.isRoot()) continue;
                Turn turn = node.turn();
                number++;
                String at = where + ", move " + number;
                List<Move> soFar = new ArrayList<>();
                for (Move m : turn.steps()) {
                    if (turn.isInitial()) {
                        assertThat(m.isSimultaneous()).as("%s: a step of the opening is simultaneous (%s)", at, m).isTrue();
                    } else if (!m.isChance()) {
                        assertThat(m.player()).as("%s: every decision of a turn is the turn's seat's (%s)", at, m).isEqualTo(turn.player());
                    }
                    int dividend = m.isDividendDraw() ? ++dividends : 0;
                    String token = notation.write(m, dividend);
                    if (!soFar.isEmpty()) assertThat(notation.startsTurn(token, soFar)).as("%s: '%s' would start a turn", at, token).isFalse();
                    try {
                        StepNotation.Read read = notation.read(token, new StepNotation.Context(turn.isInitial() ? Turn.ALL_SEATS : turn.player(),
                                turn.isInitial(), players, List.copyOf(soFar)));
                        assertThat(read.step()).as("%s: '%s' reads back", at, token).isEqualTo(m);
                        assertThat(read.dividendNumber()).as("%s: the dividend number of '%s'", at, token).isEqualTo(dividend);
                        StepXml.Element e = xml.write(m);
                        assertThat(xml.read(e, turn.isInitial() ? Turn.ALL_SEATS : turn.player(), players)).as("%s: %s reads back", at, e).isEqualTo(m);
                    } catch (NotationException x) {
                        fail(at + ": '" + token + "' does not read back: " + x.getMessage());
                    }
                    assertThat(notation.kindOfStep(m)).isNotBlank();
                    soFar.add(m);
                }
            }
            assertThat(number).as("%s: turns", where).isPositive();
        }

        private static void roundTrip(GameRecord record, String where) {
            for (RecordFormat format : RecordFormat.values()) {
                String text = RecordSaver.write(record, format);
                GameRecord back = read(text, format, where);
                assertThat(back.sameContent(record)).as("%s: the record reads back from %s as the same record", where, format).isTrue();
                assertThat(RecordSaver.write(back, format)).as("%s: written again in %s", where, format).isEqualTo(text);
                for (RecordFormat other : RecordFormat.values()) {
                    GameRecord across = read(RecordSaver.write(back, other), other, where);
                    assertThat(RecordSaver.write(across, format)).as("%s: %s through %s", where, format, other).isEqualTo(text);
                }
            }
        }

        private static GameRecord read(String text, RecordFormat format, String where) {
            LoadResult r = RecordLoader.read(text.getBytes(StandardCharsets.UTF_8), "contract", format);
            assertThat(r.error()).as("%s: reading it back in %s", where, format).isEmpty();
            return r.record().orElseThrow();
        }
    }

    /** Twins the all-seeing eye tells apart, by rule set: the twins must really hold other cards somewhere. */
    private static final Map<String, Integer> DIFFERING = new java.util.concurrent.ConcurrentHashMap<>();

    @org.junit.jupiter.api.AfterAll
    static void theTwinsReallyDiffer() {
        assertThat(DIFFERING.values().stream().mapToInt(Integer::intValue).sum()).as("twins the all-seeing eye tells apart, by rule set: %s", DIFFERING)
                .isPositive();
    }

    // ---- the rule set's own Hidden, found in its package

    /**
     * The {@link Hidden} of the rule set's package: what its seats cannot see. The seam does not
     * hand it out, so it is found by type; a rule set without one cannot show that its views hide
     * anything, and fails here.
     */
    @SuppressWarnings("unchecked")
    static Hidden<GameState> hiddenOf(RuleSet rules) {
        String pkg = rules.getClass().getPackageName();
        List<JavaClass> found = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(pkg)
                .stream().filter(c -> c.getPackageName().equals(pkg) && c.isAssignableTo(Hidden.class)
                        && !c.isInterface() && !c.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.ABSTRACT))
                .toList();
        if (found.size() != 1) {
            fail("rule set '%s' needs exactly one implementation of %s in %s (what a seat cannot see, for the player's-eye contract); found %s",
                    rules.id(), Hidden.class.getName(), pkg, found.stream().map(JavaClass::getName).toList());
        }
        try {
            return (Hidden<GameState>) found.get(0).reflect().getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(found.get(0).getName() + " has no public constructor without arguments", e);
        }
    }

    // ---- describing facts and views as text, deeply

    /** Every public field of the facts as text, arrays, lists and records deeply. */
    static List<String> describe(PositionFacts f) {
        List<String> out = new ArrayList<>();
        for (var field : PositionFacts.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers())) continue;
            try {
                out.add(field.getName() + "=" + text(field.get(f)));
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        return out;
    }

    /** Everything the public view answers, for every seat, company and section. */
    static List<String> describe(Game game, PublicView v) {
        List<String> out = new ArrayList<>();
        int players = v.players();
        int companies = game.board().companyCount();
        out.add("players=" + players + " house=" + v.hasHouse() + " houseCash=" + v.houseCash() + " ranking=" + text(v.ranking())
                + " winners=" + text(v.winners()) + " dividends=" + v.dividendsDrawn() + "/" + v.dividendsPaid() + " payments=" + text(v.payments())
                + " display=" + text(v.display()) + " deck=" + v.deckSize() + " upLeft=" + v.unionPacificLeft());
        for (int r = 0; r < players + (v.hasHouse() ? 1 : 0); r++) out.add("cashOf(" + r + ")=" + v.cashOf(r));
        for (int seat = 0; seat < players; seat++) {
            StringBuilder b = new StringBuilder("seat " + seat + " cash=" + v.cash(seat) + " played=");
            for (int c = 0; c < companies; c++) b.append(v.playedShares(seat, c)).append(' ');
            out.add(b.toString());
        }
        for (int c = 0; c < companies; c++) {
            out.add("company " + c + " played=" + v.totalPlayed(c) + " trains=" + v.trainsPlaced(c) + "/" + v.trainsLeft(c) + " value=" + v.companyValue(c));
        }
        for (int section = 0; section < game.board().sections().size(); section++) {
            int n = v.trainsOn(section);
            if (n == 0) continue;
            StringBuilder b = new StringBuilder("section " + section + ":");
            for (int i = 0; i < n; i++) b.append(' ').append(v.trainOn(section, i));
            out.add(b.toString());
        }
        for (SeriesSpec series : game.extraSeries()) out.add("extra(" + series.key() + ")=" + text(v.extra(series.key())));
        return out;
    }

    static String text(Object v) {
        if (v == null) return "null";
        if (v instanceof int[] a) return Arrays.toString(a);
        if (v instanceof boolean[] a) return Arrays.toString(a);
        if (v instanceof double[] a) return Arrays.toString(a);
        if (v instanceof long[] a) return Arrays.toString(a);
        if (v instanceof Object[] a) return Arrays.stream(a).map(RuleSetContractTest::text).toList().toString();
        if (v instanceof List<?> l) return l.stream().map(RuleSetContractTest::text).toList().toString();
        if (v.getClass().isRecord()) {
            StringBuilder b = new StringBuilder(v.getClass().getSimpleName()).append('[');
            for (RecordComponent c : v.getClass().getRecordComponents()) {
                try {
                    b.append(c.getName()).append('=').append(text(c.getAccessor().invoke(v))).append(' ');
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
            return b.append(']').toString();
        }
        if (v instanceof org.roundhouse.board.Board b) return "board " + b.id();
        return String.valueOf(v);
    }
}
