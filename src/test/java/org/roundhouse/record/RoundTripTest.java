package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Both formats keep everything: XML -> notation -> XML and notation -> XML -> notation
 * give the same record, on thousands of generated games with random comments, marks and
 * nested variations. {@code -Droundhouse.roundTrips=N} sets the number of games.
 */
class RoundTripTest {
    private static final int GAMES = Integer.getInteger("roundhouse.roundTrips", 2000);

    @Test
    void generatedGamesSurviveBothFormats() {
        AtomicInteger variations = new AtomicInteger();
        AtomicInteger comments = new AtomicInteger();
        IntStream.range(0, GAMES).parallel().forEach(i -> {
            GameRecord original = Fixtures.annotated(1000L + i);
            if (original.root().countDescendants() > original.mainLine().size()) variations.incrementAndGet();
            if (!original.root().comment().isEmpty() || original.mainLine().stream().anyMatch(n -> !n.comment().isEmpty())) {
                comments.incrementAndGet();
            }
            checkRoundTrips(original, "game " + i);
        });
        assertThat(variations.get()).as("games with variations").isGreaterThan(GAMES / 2);
        assertThat(comments.get()).as("games with comments").isGreaterThan(GAMES / 2);
    }

    /** Version 2: unknown hand cards, line names and sampled cards survive both formats too. */
    @Test
    void version2RecordsSurviveBothFormats() {
        AtomicInteger named = new AtomicInteger();
        IntStream.range(0, Math.max(50, GAMES / 4)).parallel().forEach(i -> {
            GameRecord original = Fixtures.annotatedV2(5000L + i);
            Replay replay = Replay.of(original);
            java.util.List<MoveNode> stack = new java.util.ArrayList<>(original.root().children());
            while (!stack.isEmpty()) {
                MoveNode n = stack.remove(stack.size() - 1);
                replay.stateAt(n);
                if (!n.name().isEmpty()) named.incrementAndGet();
                stack.addAll(n.children());
            }
            checkRoundTrips(original, "v2 game " + i);
        });
        assertThat(named.get()).as("named lines").isGreaterThan(10);
    }

    static void checkRoundTrips(GameRecord original, String what) {
        String xml = RecordSaver.write(original, RecordFormat.XML);
        GameRecord fromXml = load(RecordLoader.readXml(xml, what + ".xml"), xml);
        assertThat(fromXml.sameContent(original)).as("%s: XML keeps the record", what).isTrue();
        String upn = RecordSaver.write(fromXml, RecordFormat.NOTATION);
        GameRecord fromUpn = load(RecordLoader.readNotation(upn, what + ".upn"), upn);
        assertThat(fromUpn.sameContent(original)).as("%s: XML -> notation -> record", what).isTrue();
        String xml2 = RecordSaver.write(fromUpn, RecordFormat.XML);
        assertThat(xml2).as("%s: XML -> notation -> XML", what).isEqualTo(xml);
        GameRecord back = load(RecordLoader.readXml(xml2, what + "-2.xml"), xml2);
        assertThat(RecordSaver.write(back, RecordFormat.NOTATION)).as("%s: notation -> XML -> notation", what).isEqualTo(upn);
    }

    private static GameRecord load(LoadResult r, String text) {
        assertThat(r.error()).as("loading:\n%s", text.length() > 4000 ? text.substring(0, 4000) : text).isEmpty();
        return r.record().orElseThrow();
    }
}
