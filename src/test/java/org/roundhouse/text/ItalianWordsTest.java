package org.roundhouse.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseMove.Take;
import org.roundhouse.engine.nineteenth.NineteenthMove;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.testing.TestGames;

/**
 * The move descriptions and refusal reasons in Italian: for every kind of step that random games
 * of each rule set play, and every refusal code that wrong steps draw, the Italian differs from
 * the English and holds none of the English words a description is made of.
 */
class ItalianWordsTest {
    /** English words of the descriptions and refusals; none may be left in the Italian. */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(the|an|and|takes|draws|builds|plays|card|cards|share|shares|deck|from|turn|invests|passes|discards|gives|keeps"
                    + "|trades|adds|lays|is|no|not|there|hand|pile|train|trains|row|seat|dividend|display|track|wild|mountain|plain"
                    + "|forest|desert|game|over|expected|left|bribes|scoring|shows|proposes|expands|places|buys|sells|bank)\\b");

    private final Locale before = Messages.locale();

    @AfterEach
    void restore() {
        Messages.setLocale(before);
    }

    private static <T> T in(Locale l, Supplier<T> s) {
        Messages.setLocale(l);
        return s.get();
    }

    /** Per kind of step (rule set and step class): one description in English and in Italian. */
    private static Map<String, List<String>> stepSamples(String rules, int players, long seed) {
        GameRecord record = RandomGames.play(RandomGames.template(rules, Map.of(), players, List.of("Anna", "Ben", "Carla", "Dev").subList(0, players)), seed);
        Replay replay = Replay.of(record);
        StepWords words = replay.game().words();
        IntFunction<String> names = replay::playerName;
        Map<String, List<String>> samples = new LinkedHashMap<>();
        int dividends = 0;
        for (MoveNode node : replay.mainLine()) {
            if (node.isRoot()) continue;
            List<Move> steps = node.turn().steps();
            for (int viewer : new int[] {StepWords.ALL_SEEING, 1}) {
                List<String> en = in(Locale.ENGLISH, () -> words.steps(steps, viewer, names));
                List<String> it = in(Locale.ITALIAN, () -> words.steps(steps, viewer, names));
                for (int i = 0; i < steps.size(); i++) {
                    samples.putIfAbsent(rules + " " + steps.get(i).getClass().getSimpleName() + (viewer == 1 ? " seen by seat 2" : ""),
                            List.of(en.get(i), it.get(i)));
                }
                int d = dividends;
                samples.putIfAbsent(rules + " turn of " + steps.size() + " steps" + viewer,
                        List.of(in(Locale.ENGLISH, () -> words.turn(steps, d, viewer, names)), in(Locale.ITALIAN, () -> words.turn(steps, d, viewer, names))));
            }
            if (node.turn().drewDividend()) dividends++;
        }
        return samples;
    }

    private static void assertItalian(Map<String, List<String>> samples) {
        assertThat(samples).isNotEmpty();
        samples.forEach((what, texts) -> {
            assertThat(texts.get(1)).as("%s: '%s' in Italian", what, texts.get(0)).isNotEqualTo(texts.get(0));
            assertThat(ENGLISH.matcher(texts.get(1)).find()).as("%s: English left in '%s'", what, texts.get(1)).isFalse();
        });
    }

    @Test
    void everyStepOfEveryRuleSetIsDescribedInItalian() {
        Map<String, List<String>> samples = new LinkedHashMap<>();
        for (long seed = 1; seed <= 3; seed++) {
            samples.putAll(stepSamples("base", 3 + (int) seed % 2, seed));
            samples.putAll(stepSamples("up-for-two", 2, seed));
            samples.putAll(stepSamples("stripped-down", 3, seed));
            samples.putAll(stepSamples("nineteenth-century", 3, seed));
        }
        assertItalian(samples);
        Set<String> kinds = new LinkedHashSet<>();
        samples.keySet().forEach(k -> kinds.add(k.split(" ")[0] + " " + k.split(" ")[1]));
        // every step class of the base game's table is in the sample
        assertThat(kinds).contains("base Initial", "base DrawTrack", "base Build", "base Invest", "base Take", "base Reveal",
                "base Exchange", "base Discard", "up-for-two TakeBlind", "up-for-two TakePersonal", "up-for-two TakeFaceUp",
                "stripped-down Bribe", "stripped-down TakePile", "stripped-down Draw", "nineteenth-century Buy", "nineteenth-century Expand");
    }

    @Test
    void aTurnOfTheBaseGameInTheTermsOfTheItalianRules() {
        Replay replay = Replay.of(TestGames.random(4, 7));
        Board board = replay.board();
        StepWords words = replay.game().words();
        int dm = board.companyIndex("DM");
        int ms = board.companyIndex("MS");
        int sec = board.sectionBetween(board.cityByCode("DEN").orElseThrow().index(), board.cityByCode("CAS").orElseThrow().index())
                .orElseThrow().index();
        int type = board.section(sec).trackType();
        Turn t = new Turn(0, List.of(new DrawTrack(0, type), new Build(0, type, dm, sec), Take.display(0, ms), new Reveal(0, 3), Exchange.keep(0)));
        String typeName = Map.of("plain", "pianura", "forest", "foresta", "mountain", "montagna", "desert", "deserto").get(board.trackTypes().get(type));
        assertThat(in(Locale.ITALIAN, () -> words.turn(t.steps(), 0, StepWords.ALL_SEEING, replay::playerName)))
                .isEqualTo("Anna costruisce DM Denver–Casper (" + typeName + "), prende MS dalle carte azione scoperte");
        Turn wild = new Turn(1, List.of(new DrawTrack(1, board.wildKind()), new Build(1, board.wildKind(), dm, sec), Take.deck(1),
                new Reveal(1, BaseMove.DIVIDEND), new Reveal(1, 4), new Exchange(1, 4)));
        String abbr = board.companyAbbreviation(4);
        assertThat(in(Locale.ITALIAN, () -> words.turn(wild.steps(), 1, StepWords.ALL_SEEING, replay::playerName)))
                .isEqualTo("Ben costruisce DM Denver–Casper (" + typeName + ", carta percorso generico), prende " + abbr
                        + " dal mazzo delle carte azione, cede " + abbr + " per un'azione UP — pagato: dividendo 2");
        assertThat(in(Locale.ITALIAN, () -> words.steps(wild.steps(), 0, replay::playerName)))
                .startsWith("Ben pesca una carta percorso", "Ben costruisce DM Denver–Casper (" + typeName + ", carta percorso generico)",
                        "Ben prende la prima carta del mazzo delle carte azione", "Esce una carta dividendo");
    }

    /** Per refusal code of a rule set: one reason in English and in Italian, from every step of the game tried in some positions. */
    private static Map<String, List<String>> refusalSamples(String rules, int players, long seed) {
        return refusalSamples(rules, players, seed, s -> List.of());
    }

    /** As above, also trying the wrong steps {@code wrong} makes for each position. */
    private static Map<String, List<String>> refusalSamples(String rules, int players, long seed, Function<GameState, List<Move>> wrong) {
        GameRecord record = RandomGames.play(RandomGames.template(rules, Map.of(), players, null), seed);
        Replay replay = Replay.of(record);
        Game game = replay.game();
        List<GameState> states = new ArrayList<>();
        Set<Move> moves = new LinkedHashSet<>();
        for (MoveNode node : replay.mainLine()) {
            if (node.isRoot()) continue;
            states.addAll(replay.stepStates(node));
            moves.addAll(node.turn().steps());
        }
        Map<String, List<String>> samples = new LinkedHashMap<>();
        for (int i = 0; i < states.size(); i += 7) {
            GameState s = states.get(i);
            String next = in(Locale.ENGLISH, () -> game.expected(s));
            samples.putIfAbsent(rules + " expected " + next, List.of(next, in(Locale.ITALIAN, () -> game.expected(s))));
            Set<Move> tried = new LinkedHashSet<>(moves);
            tried.addAll(wrong.apply(s));
            for (Move m : tried) {
                Optional<Refusal> en = in(Locale.ENGLISH, () -> game.refusal(s, m));
                if (en.isEmpty()) continue;
                Refusal it = in(Locale.ITALIAN, () -> game.refusal(s, m)).orElseThrow();
                assertThat(it.code()).isEqualTo(en.get().code());
                samples.putIfAbsent(rules + " " + en.get().code() + " " + en.get().sentence().replaceAll("[0-9]", ""),
                        List.of(en.get().sentence(), it.sentence()));
            }
        }
        GameState end = states.get(states.size() - 1);
        Move any = moves.iterator().next();
        samples.put(rules + " after the end", List.of(in(Locale.ENGLISH, () -> game.afterTurnEnd(end, any).sentence()),
                in(Locale.ITALIAN, () -> game.afterTurnEnd(end, any).sentence())));
        return samples;
    }

    @Test
    void refusalsOfTheBaseGameAndItsVariantsInItalian() {
        Map<String, List<String>> samples = new LinkedHashMap<>();
        samples.putAll(refusalSamples("base", 4, 3));
        samples.putAll(refusalSamples("up-for-two", 2, 3));
        samples.putAll(refusalSamples("stripped-down", 3, 3));
        assertItalian(samples);
        Set<String> codes = new LinkedHashSet<>();
        samples.keySet().forEach(k -> codes.add(k.split(" ")[0] + " " + k.split(" ")[1]));
        assertThat(codes).contains("base not-your-turn", "base out-of-place", "base illegal-build", "base no-track-card",
                "up-for-two not-your-turn", "up-for-two out-of-place", "stripped-down not-your-turn", "stripped-down out-of-place");
    }

    /** Steps of the nineteenth-century variant that the rules refuse in many positions: too many, too few, the wrong deck or seat. */
    private static List<Move> wrongNineteenthSteps(GameState s) {
        int p = s.currentPlayer();
        int other = (p + 1) % s.players();
        List<Move> out = new ArrayList<>();
        for (int c : new int[] {0, 3, 6, 9, 99}) {
            out.add(new NineteenthMove.Buy(p, c, true, 9, false));
            out.add(new NineteenthMove.Buy(p, c, false, 2, false));
            out.add(new NineteenthMove.Buy(p, c, false, 0, false));
            out.add(new NineteenthMove.Buy(p, c, false, 1, true));
            out.add(new NineteenthMove.Sell(p, c, 9, false));
            out.add(new NineteenthMove.Sell(p, c, 0, false));
            out.add(new NineteenthMove.Sell(p, c, 1, true));
            out.add(new NineteenthMove.Expand(p, c, 0));
            out.add(new NineteenthMove.Expand(p, c, 9999));
            out.add(new NineteenthMove.Invest(p, c, 99));
            out.add(new NineteenthMove.Invest(p, c, 0));
        }
        for (int d = 0; d < 4; d++) {
            out.add(new NineteenthMove.Flip(p, d));
            for (int card = 0; card < 3; card++) out.add(new NineteenthMove.Reveal(p, d, card));
        }
        out.add(new NineteenthMove.TakeNoCard(p));
        out.add(new NineteenthMove.Answer(p, p, true));
        out.add(new NineteenthMove.Answer(p, other, false));
        return out;
    }

    @Test
    void refusalsOfTheNineteenthCenturyInItalian() {
        Map<String, List<String>> samples = new LinkedHashMap<>();
        for (long seed = 1; seed <= 2; seed++) samples.putAll(refusalSamples("nineteenth-century", 3, seed, ItalianWordsTest::wrongNineteenthSteps));
        assertItalian(samples);
        Set<String> codes = new LinkedHashSet<>();
        samples.keySet().forEach(k -> codes.add(k.split(" ")[1]));
        // every refusal code of the variant but refused-this-turn (a refusal option the random games leave off)
        assertThat(codes).contains("not-your-turn", "out-of-place", "expected", "after", "no-company", "no-shares", "no-cash",
                "one-way", "bad-count", "not-up-controller", "no-section", "no-trains", "not-connected", "section-full",
                "already-there", "treasury-empty", "no-majority", "refused-placement", "card-required", "bad-deck",
                "impossible-card", "not-asked");
    }

    @Test
    void aNineteenthCenturyRefusalNamesTheSeatInItalianAndTheNameWhereKnown() {
        Replay replay = Replay.of(RandomGames.play(RandomGames.template("nineteenth-century", Map.of(), 3, List.of("Anna", "Ben", "Carla")), 1));
        Game game = replay.game();
        GameState start = replay.stateAt(replay.mainLine().get(1));
        Move wrongSeat = new NineteenthMove.Done((start.currentPlayer() + 1) % 3);
        Refusal it = in(Locale.ITALIAN, () -> game.refusal(start, wrongSeat)).orElseThrow();
        int now = start.currentPlayer() + 1;
        int tried = (start.currentPlayer() + 1) % 3 + 1;
        assertThat(it.sentence()).isEqualTo("è il turno di Giocatore " + now + ", non di Giocatore " + tried);
        assertThat(it.sentence(replay::playerName)).isEqualTo("è il turno di " + replay.playerName(now - 1) + ", non di " + replay.playerName(tried - 1));
        assertThat(in(Locale.ENGLISH, () -> game.refusal(start, wrongSeat)).orElseThrow().sentence())
                .isEqualTo("it is seat " + now + "'s turn, not seat " + tried + "'s");
        // a sentence written in Italian still finds the names when read in English, and the other way round
        assertThat(in(Locale.ENGLISH, () -> it.sentence(replay::playerName))).doesNotContain("Giocatore");
    }

    @Test
    void aRefusalInItalianNamesTheSeatsAndTheCards() {
        Replay replay = Replay.of(TestGames.random(4, 7));
        Game game = replay.game();
        GameState start = replay.stateAt(replay.mainLine().get(1));
        Move wrongSeat = new DrawTrack(3, 0);
        assertThat(in(Locale.ITALIAN, () -> game.refusal(start, wrongSeat)).orElseThrow().sentence())
                .isEqualTo("è il turno del giocatore 2, non del giocatore 4");
        assertThat(in(Locale.ENGLISH, () -> game.refusal(start, wrongSeat)).orElseThrow().sentence())
                .isEqualTo("it is seat 2's turn, not seat 4's");
    }
}
