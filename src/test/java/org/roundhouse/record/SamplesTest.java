package org.roundhouse.record;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.roundhouse.engine.Recipes;

/** Every sample validates, survives both formats, and the set covers what the issue asks for. */
class SamplesTest {
    private static final Path DIR = Path.of("sample-games");
    private static List<Path> files;

    @BeforeAll
    static void list() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            files = s.filter(p -> RecordFormat.forPath(p).isPresent() && !p.toString().endsWith(".bak")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everySampleValidatesAndRoundTrips() {
        assertThat(files).hasSizeGreaterThanOrEqualTo(15);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            LoadResult r = RecordLoader.load(f);
            assertThat(r.error()).as(f.toString()).isEmpty();
            GameRecord record = r.record().orElseThrow();
            assertThat(Replay.of(record).finalState().isOver()).as("%s is a finished game", f).isTrue();
            RoundTripTest.checkRoundTrips(record, f.getFileName().toString());
            String text = Files.readString(f);
            assertThat(RecordSaver.write(record, RecordFormat.forPath(f).orElseThrow())).as("%s is in canonical form", f)
                    .isEqualTo(text);
        }));
    }

    @Test
    void theSamplesCoverEveryPlayerCountRecipeAndOption() {
        Set<Integer> counts = new HashSet<>();
        Set<String> recipes = new HashSet<>();
        boolean twoPlayerRulesOff = false;
        boolean twoPlayerRulesOn = false;
        boolean table = false;
        boolean deadTrack = false;
        boolean xml = false;
        Set<String> upForTwo = new HashSet<>();
        for (Path f : files) {
            GameSetup s = RecordLoader.load(f).record().orElseThrow().setup();
            if (!s.rulesetId().equals("base")) {
                // Union Pacific for two: its options and deals are its own
                if (s.rulesetId().equals("up-for-two")) upForTwo.add(RecordFormat.forPath(f).orElseThrow() + (s.deal().knowsDeckOrders() ? "" : " table"));
                continue;
            }
            counts.add(s.playerCount());
            recipes.add(s.option("Recipe"));
            twoPlayerRulesOff |= s.playerCount() == 2 && !s.isOn("TwoPlayerRules");
            twoPlayerRulesOn |= s.playerCount() == 2 && s.isOn("TwoPlayerRules");
            table |= !TestSeam.deal(s.deal()).knowsShareDeck() && !TestSeam.deal(s.deal()).knowsTrackDeck();
            deadTrack |= s.isOn("DeadTrackRule");
            xml |= RecordFormat.forPath(f).orElseThrow() == RecordFormat.XML;
        }
        assertThat(counts).containsExactlyInAnyOrder(2, 3, 4, 5, 6);
        assertThat(recipes).containsAll(Recipes.all().stream().map(r -> r.id()).toList());
        assertThat(twoPlayerRulesOn).isTrue();
        assertThat(twoPlayerRulesOff).isTrue();
        assertThat(table).as("a table game without deck orders").isTrue();
        assertThat(deadTrack).isTrue();
        assertThat(xml).isTrue();
        assertThat(upForTwo).as("games of Union Pacific for two: in notation, and in XML as played at the table")
                .containsExactlyInAnyOrder("NOTATION", "XML table");
    }

    @Test
    void theAnnotatedGameOfUnionPacificForTwoExplainsItsRules() {
        GameRecord r = RecordLoader.load(DIR.resolve("annotated-2p-up-for-two.upn")).record().orElseThrow();
        assertThat(r.setup().rulesetId()).isEqualTo("up-for-two");
        List<MoveNode> all = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(r.root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            all.add(n);
            stack.addAll(n.children());
        }
        assertThat(all.stream().filter(n -> !n.comment().isEmpty()).count()).isGreaterThanOrEqualTo(15);
        assertThat(all.stream().filter(n -> n.mark().isPresent()).count()).isGreaterThanOrEqualTo(5);
        assertThat(all.stream().mapToLong(n -> n.variations().size()).sum()).isGreaterThanOrEqualTo(3);
        assertThat(r.root().comment()).contains("Union Pacific for two").contains("personal decks");
        assertThat(r.header().annotator()).isNotEmpty();
    }

    @Test
    void theAnnotatedGameTeachesWithCommentsAndNestedVariations() {
        GameRecord r = RecordLoader.load(DIR.resolve("annotated-4p.upn")).record().orElseThrow();
        List<MoveNode> all = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(r.root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            all.add(n);
            stack.addAll(n.children());
        }
        long comments = all.stream().filter(n -> !n.comment().isEmpty()).count();
        long variations = all.stream().mapToLong(n -> n.variations().size()).sum();
        long marks = all.stream().filter(n -> n.mark().isPresent()).count();
        assertThat(comments).isGreaterThanOrEqualTo(15);
        assertThat(variations).isGreaterThanOrEqualTo(5);
        assertThat(marks).isGreaterThanOrEqualTo(10);
        assertThat(all).anyMatch(n -> !n.isMainLine() && !n.variations().isEmpty());
        assertThat(all).anyMatch(n -> !n.positionMarks().isEmpty());
        assertThat(r.root().comment()).contains("Union Pacific");
        assertThat(r.header().annotator()).isNotEmpty();
    }
}
