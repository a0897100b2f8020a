package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.registry.RuleSets;

/**
 * The starting player a rule set chooses at random (the stripped-down variant's): kept in the
 * deal, written only where it is not seat A ({@code [First "C"]}, {@code first-seat="3"}), turns
 * numbered from it, old records without it starting with seat A, and a bad one refused with its line.
 */
class FirstPlayerRecordsTest {
    private static final List<String> NAMES = List.of("Anna", "Ben", "Cleo", "Dan");

    /** A generated stripped-down game of four whose first player is not seat A. */
    private static GameRecord startingLater() {
        for (long seed = 1; ; seed++) {
            GameRecord r = RandomGames.play(RandomGames.template("stripped-down", Map.of(), 4, NAMES), seed);
            if (r.setup().deal().firstPlayer() != 0) return r;
        }
    }

    private static GameRecord read(String text, RecordFormat format) {
        LoadResult r = format == RecordFormat.XML ? RecordLoader.readXml(text, "t.xml") : RecordLoader.readNotation(text, "t.upn");
        assertThat(r.error()).as(text.substring(0, Math.min(text.length(), 1500))).isEmpty();
        return r.record().orElseThrow();
    }

    private static LoadError error(String text, RecordFormat format) {
        LoadResult r = format == RecordFormat.XML ? RecordLoader.readXml(text, "t.xml") : RecordLoader.readNotation(text, "t.upn");
        return r.error().orElseThrow(() -> new AssertionError("read without a problem:\n" + text));
    }

    private static int lineOf(String text, String part) {
        int at = text.indexOf(part);
        assertThat(at).as(part).isNotNegative();
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    void aRandomStartIsSeededAndCanBeAnySeat() {
        Game game = RuleSets.require("stripped-down").configure(GameSetup.board(GameSetup.UNION_PACIFIC), Map.of());
        Set<Integer> firsts = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            Deal d = game.randomDeal(4, new SplittableRandom(seed));
            assertThat(game.randomDeal(4, new SplittableRandom(seed)).firstPlayer()).isEqualTo(d.firstPlayer());
            firsts.add(d.firstPlayer());
            assertThat(game.newGame(d).isSimultaneous()).as("the first investments come first").isTrue();
        }
        assertThat(firsts).containsExactlyInAnyOrder(0, 1, 2, 3);
    }

    @Test
    void theFirstPlayerSurvivesBothFormatsAndTheTurnsCountFromIt() {
        GameRecord original = startingLater();
        int first = original.setup().deal().firstPlayer();
        char letter = GameSetup.seatLetter(first);
        MoveNode one = original.mainLine().get(1);
        assertThat(one.moveNumber()).isEqualTo(1);
        assertThat(one.turn().player()).as("move 1 is the first player's").isEqualTo(first);
        assertThat(original.mainLine().get(2).turn().player()).isEqualTo((first + 1) % 4);

        String upn = RecordSaver.write(original, RecordFormat.NOTATION);
        assertThat(upn).contains("[First \"" + letter + "\"]").contains("\n1." + letter + " ")
                .contains("\n2." + GameSetup.seatLetter((first + 1) % 4) + " ");
        GameRecord fromUpn = read(upn, RecordFormat.NOTATION);
        assertThat(fromUpn.setup().deal().firstPlayer()).isEqualTo(first);
        assertThat(fromUpn.mainLine().get(1).turn().player()).isEqualTo(first);
        assertThat(RecordSaver.write(fromUpn, RecordFormat.NOTATION)).isEqualTo(upn);

        String xml = RecordSaver.write(original, RecordFormat.XML);
        assertThat(xml).contains("first-seat=\"" + (first + 1) + "\"");
        GameRecord fromXml = read(xml, RecordFormat.XML);
        assertThat(fromXml.setup().deal().firstPlayer()).isEqualTo(first);
        assertThat(RecordSaver.write(fromXml, RecordFormat.NOTATION)).isEqualTo(upn);
        assertThat(Replay.of(fromXml).finalState().isOver()).isTrue();

        // a table record (no deck order) keeps it too
        assertThat(original.setup().deal().withoutDeckOrders().firstPlayer()).isEqualTo(first);
    }

    @Test
    void recordsWithoutTheTagStartWithSeatAAndAreWrittenAsBefore() throws Exception {
        for (String name : List.of("4p-stripped-down.upn", "annotated-4p-stripped-down.upn", "3p-stripped-down-table.xml", "4p-standard.xml",
                "annotated-4p.upn")) {
            Path file = Path.of("sample-games", name);
            GameRecord r = RecordLoader.load(file).record().orElseThrow();
            assertThat(r.setup().deal().firstPlayer()).as(name).isZero();
            assertThat(r.mainLine().get(1).turn().player()).as(name).isZero();
            String text = Files.readString(file);
            assertThat(text).doesNotContain("[First").doesNotContain("first-seat");
            assertThat(RecordSaver.write(r, RecordFormat.NOTATION)).doesNotContain("[First");
            assertThat(RecordSaver.write(r, RecordFormat.XML)).doesNotContain("first-seat");
        }
        GameRecord base = RandomGames.play(RandomGames.template("base", Map.of(), 4, NAMES), 3);
        assertThat(RecordSaver.write(base, RecordFormat.NOTATION)).doesNotContain("[First");
    }

    @Test
    void aBadFirstPlayerIsRefusedWithItsLine() {
        GameRecord original = startingLater();
        int first = original.setup().deal().firstPlayer();
        String tag = "[First \"" + GameSetup.seatLetter(first) + "\"]";
        String upn = RecordSaver.write(original, RecordFormat.NOTATION);

        String noSeat = upn.replace(tag, "[First \"G\"]");
        LoadError e = error(noSeat, RecordFormat.NOTATION);
        assertThat(e.line()).isEqualTo(lineOf(noSeat, "[First"));
        assertThat(e.reason()).contains("[First \"G\"]").contains("not a seat").contains("A to D");

        String word = upn.replace(tag, "[First \"Cleo\"]");
        assertThat(error(word, RecordFormat.NOTATION).reason()).contains("not a seat");

        // the turns are numbered from the first player: move 1 of another seat is wrong
        int other = (first + 1) % 4;
        String shifted = upn.replace(tag, "[First \"" + GameSetup.seatLetter(other) + "\"]");
        LoadResult r = RecordLoader.readNotation(shifted, "t.upn");
        assertThat(r.error()).isPresent();
        assertThat(r.error().get().line()).isEqualTo(lineOf(shifted, "\n1.") + 1);
        assertThat(r.error().get().reason()).contains("move 1 is seat " + GameSetup.seatLetter(other));

        // a rule set that always starts with seat A refuses the tag
        GameRecord base = RandomGames.play(RandomGames.template("base", Map.of(), 4, NAMES), 3);
        String baseText = RecordSaver.write(base, RecordFormat.NOTATION).replace("[PlayerA", "[First \"B\"]\n[PlayerA");
        LoadError b = error(baseText, RecordFormat.NOTATION);
        assertThat(b.line()).isEqualTo(lineOf(baseText, "[First"));
        assertThat(b.reason()).contains("always starts with seat A");
        assertThat(RecordLoader.readNotation(baseText.replace("[First \"B\"]", "[First \"A\"]"), "t.upn").error())
                .as("seat A is every rule set's start").isEmpty();
    }

    @Test
    void aBadFirstSeatInXmlIsRefusedWithItsLine() {
        GameRecord original = startingLater();
        int first = original.setup().deal().firstPlayer();
        String xml = RecordSaver.write(original, RecordFormat.XML);
        String bad = xml.replace("first-seat=\"" + (first + 1) + "\"", "first-seat=\"9\"");
        LoadError e = error(bad, RecordFormat.XML);
        assertThat(e.line()).isEqualTo(lineOf(bad, "<setup"));
        assertThat(e.reason()).contains("first-seat=\"9\"").contains("1 to 4");
    }
}
