package org.roundhouse.record.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.LoadError;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.RecordLoader;

/**
 * Many strings sharing one {@code String.hashCode} (blocks of "Aa" and "BB" collide) used to
 * make XStream's string cache take quadratic time; the record's own limits on players and
 * marks were checked only after XStream had read everything.
 */
class XmlHashCollisionTest {
    /** 2^14 names of 28 characters, all with the same hashCode (short enough for XStream's cache). */
    private static final int COUNT = 1 << 14;

    /** The i-th string of 14 "Aa"/"BB" blocks: all such strings have one hashCode. */
    static String colliding(int i) {
        StringBuilder b = new StringBuilder(28);
        for (int bit = 13; bit >= 0; bit--) b.append((i >> bit & 1) == 0 ? "Aa" : "BB");
        return b.toString();
    }

    /** A string of the same length as {@link #colliding}, with an ordinary spread of hashCodes. */
    static String distinct(int i) {
        StringBuilder b = new StringBuilder(28);
        for (int bit = 13; bit >= 0; bit--) b.append((i >> bit & 1) == 0 ? "Ax" : "By");
        return b.toString();
    }

    private static byte[] nodesNamed(IntFunction<String> name) {
        StringBuilder xml = new StringBuilder("<roundhouse-record version=\"3\">\n<moves>\n");
        for (int i = 0; i < COUNT; i++) xml.append("<node seat=\"1\" name=\"").append(name.apply(i)).append("\"/>\n");
        xml.append("</moves>\n</roundhouse-record>\n");
        return xml.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static long readNanos(byte[] xml) throws RecordFormatException {
        long start = System.nanoTime();
        assertThat(XmlRecordCodec.unmarshal(xml, "names.xml").moves.nodes).hasSize(COUNT);
        return System.nanoTime() - start;
    }

    @Test
    void theStringsReallyCollide() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) names.add(colliding(i));
        assertThat(new HashSet<>(names)).hasSize(COUNT);
        assertThat(names).allMatch(n -> n.hashCode() == names.get(0).hashCode());
        HashSet<Integer> spread = new HashSet<>();
        for (int i = 0; i < COUNT; i++) spread.add(distinct(i).hashCode());
        assertThat(spread).hasSizeGreaterThan(COUNT / 2);
    }

    @Test
    void namesSharingOneHashCodeAreReadAboutAsFastAsDistinctNames() throws Exception {
        byte[] colliding = nodesNamed(XmlHashCollisionTest::colliding);
        byte[] distinct = nodesNamed(XmlHashCollisionTest::distinct);
        readNanos(distinct); // warm up the parser and XStream
        long distinctNanos = Math.min(readNanos(distinct), readNanos(distinct));
        long collidingNanos = Math.min(readNanos(colliding), readNanos(colliding));
        // through XStream's string cache the colliding names took about 30 times as long (3 s against 0.1 s)
        assertThat(collidingNanos).as("colliding %d ms, distinct %d ms", collidingNanos / 1_000_000, distinctNanos / 1_000_000)
                .isLessThan(3 * distinctNanos + 200_000_000L);
    }

    private static String record(String setupPlayers, String moves) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<roundhouse-record version=\"3\">\n"
                + "<setup board=\"union-pacific\">\n" + setupPlayers + "<display>MS MS MS MS</display>\n</setup>\n"
                + "<moves>\n" + moves + "</moves>\n</roundhouse-record>\n";
    }

    @Test
    void moreThanSixPlayersAreRefusedBeforeXStreamReadsTheNames() {
        StringBuilder players = new StringBuilder();
        for (int i = 0; i < 20_000; i++) players.append("<player name=\"").append(colliding(i)).append("\"/>\n");
        byte[] xml = record(players.toString(), "").getBytes(StandardCharsets.UTF_8);
        // the seventh <player> is on line 10 (XML declaration, root and setup come first)
        assertThatThrownBy(() -> XmlPrescan.scan(xml, "crowd.xml"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("crowd.xml").hasMessageContaining("10")
                .hasMessageContaining("more than " + RecordLimits.MAX_PLAYERS + " <player> elements");
        LoadError e = RecordLoader.read(xml, "crowd.xml", org.roundhouse.record.RecordFormat.XML).error().orElseThrow();
        assertThat(e.line()).isEqualTo(10);
        assertThat(e.reason()).isEqualTo("the setup lists more than 6 <player> elements (a game has 2 to 6 players)");
    }

    @Test
    void tooManyPositionMarksOnOnePositionAreRefusedBeforeXStreamReadsThem() {
        StringBuilder marks = new StringBuilder("<node seat=\"1\">\n");
        for (int i = 0; i <= RecordLimits.MAX_POSITION_MARKS; i++) {
            marks.append("<position-mark target=\"").append(colliding(i)).append("\" colour=\"red\"/>\n");
        }
        marks.append("</node>\n");
        String players = "<player name=\"A\"/>\n<player name=\"B\"/>\n";
        byte[] xml = record(players, marks.toString()).getBytes(StandardCharsets.UTF_8);
        int lineOfLastMark = 10 + RecordLimits.MAX_POSITION_MARKS;
        assertThatThrownBy(() -> XmlPrescan.scan(xml, "marks.xml"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessageContaining("more than " + RecordLimits.MAX_POSITION_MARKS + " position marks on one position");
        LoadError e = RecordLoader.read(xml, "marks.xml", org.roundhouse.record.RecordFormat.XML).error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOfLastMark);
    }

    @Test
    void manyMarksSpreadOverPositionsAndSixPlayersStillPassThePrescan() throws Exception {
        StringBuilder players = new StringBuilder();
        for (int i = 0; i < RecordLimits.MAX_PLAYERS; i++) players.append("<player name=\"P").append(i).append("\"/>\n");
        StringBuilder nodes = new StringBuilder();
        for (int n = 0; n < 3; n++) {
            nodes.append("<node seat=\"1\">\n");
            for (int i = 0; i < RecordLimits.MAX_POSITION_MARKS; i++) nodes.append("<position-mark target=\"OMA\" colour=\"red\"/>\n");
            nodes.append("</node>\n");
        }
        assertThat(XmlPrescan.scan(record(players.toString(), nodes.toString()).getBytes(StandardCharsets.UTF_8), "ok.xml").version())
                .isEqualTo(3);
    }
}
