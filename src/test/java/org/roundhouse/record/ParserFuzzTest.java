package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Bounded fuzzing of both parsers: real records mutated at random (bytes flipped, cut,
 * spliced, tokens inserted) must load or fail with a {@link LoadError}, never throw, hang
 * or exhaust memory, and whatever they keep must replay. The number of tries keeps the
 * run near 30 s on two cores; raise it with jqwik's {@code -Djqwik.tries.default}.
 */
class ParserFuzzTest {
    private static final List<byte[]> NOTATION;
    private static final List<byte[]> XML;
    private static final String[] TOKENS = {"(", ")", "{", "}", "*", "[", "]", "\"", "\\", "+P", "+W", "=DM", "=999999999DM",
        ">*", ">UP", "^$", "^$9", "<-", "~D", "#R:DEN", "DM:DEN-CAS", "0.", "99999999999.", "!?", "<node>", "</node>",
        "<variation>", "</variation>", "<!DOCTYPE x>", "&amp;", "&x;", "<draw card=\"wild\"/>", "class=\"set\"", "\u0000",
        "\uFEFF", "é", "\n", "version=\"0\"", "version=\"9\"", "<move player=\"-1\">", "%12", "%", "\"Line\" ", "?",
        "name=\"x\"", "seed=\"7\"", "unknown", "&P", "&-", ">@", ">MS/2", ">MS/9", "[PersonalA \"DM\"]",
        "<show-three card=\"wild\"/>", "<keep-three/>", "<take from=\"personal\"/>", "slot=\"2\"", "<reveal-personal card=\"MS\"/>",
        "personal=\"DM DM\""};
    /** Union Pacific for two: the annotated sample and a generated game at the table. */
    private static final List<byte[]> TWO_NOTATION;
    private static final List<byte[]> TWO_XML;

    static {
        GameRecord a = Fixtures.annotated(77);
        GameRecord b = Fixtures.annotatedV2(78);
        NOTATION = List.of(bytes(RecordSaver.write(a, RecordFormat.NOTATION)), bytes(RecordSaver.write(b, RecordFormat.NOTATION)));
        XML = List.of(bytes(RecordSaver.write(a, RecordFormat.XML)), bytes(RecordSaver.write(b, RecordFormat.XML)));
        GameRecord two = RecordLoader.load(java.nio.file.Path.of("sample-games/annotated-2p-up-for-two.upn")).record().orElseThrow();
        GameRecord table = UpForTwoRecordsTest.game(19);
        TWO_NOTATION = List.of(bytes(RecordSaver.write(two, RecordFormat.NOTATION)), bytes(RecordSaver.write(table, RecordFormat.NOTATION)));
        TWO_XML = List.of(bytes(RecordSaver.write(two, RecordFormat.XML)), bytes(RecordSaver.write(table, RecordFormat.XML)));
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** A mutation: kind, position (fraction of the file), a length and a token. */
    record Mutation(int kind, double at, int length, String token, int value) {
        byte[] apply(byte[] in) {
            int pos = (int) (at * in.length);
            return switch (kind) {
                case 0 -> cut(in, pos);
                case 1 -> flip(in, pos, value);
                case 2 -> insert(in, pos, token.getBytes(StandardCharsets.UTF_8));
                case 3 -> delete(in, pos, length);
                case 4 -> insert(in, pos, slice(in, (int) (value / 255.0 * in.length), length));
                default -> repeat(in, pos, length);
            };
        }

        private static byte[] cut(byte[] in, int pos) {
            return java.util.Arrays.copyOf(in, pos);
        }

        private static byte[] flip(byte[] in, int pos, int value) {
            byte[] out = in.clone();
            if (pos < out.length) out[pos] = (byte) value;
            return out;
        }

        private static byte[] insert(byte[] in, int pos, byte[] what) {
            byte[] out = new byte[in.length + what.length];
            System.arraycopy(in, 0, out, 0, pos);
            System.arraycopy(what, 0, out, pos, what.length);
            System.arraycopy(in, pos, out, pos + what.length, in.length - pos);
            return out;
        }

        private static byte[] delete(byte[] in, int pos, int length) {
            int end = Math.min(in.length, pos + length);
            byte[] out = new byte[in.length - (end - pos)];
            System.arraycopy(in, 0, out, 0, pos);
            System.arraycopy(in, end, out, pos, in.length - end);
            return out;
        }

        private static byte[] slice(byte[] in, int from, int length) {
            int start = Math.min(from, in.length);
            return java.util.Arrays.copyOfRange(in, start, Math.min(in.length, start + length));
        }

        private static byte[] repeat(byte[] in, int pos, int times) {
            byte[] piece = slice(in, pos, 40);
            byte[] out = in;
            for (int i = 0; i < Math.min(times, 200); i++) out = insert(out, pos, piece);
            return out;
        }
    }

    @Provide
    Arbitrary<List<Mutation>> mutations() {
        Arbitrary<Mutation> one = Combinators.combine(Arbitraries.integers().between(0, 5), Arbitraries.doubles().between(0, 1),
                Arbitraries.integers().between(1, 400), Arbitraries.of(TOKENS), Arbitraries.integers().between(0, 255))
                .as(Mutation::new);
        return one.list().ofMinSize(1).ofMaxSize(4);
    }

    @Property(tries = 4000)
    void notationParserNeverThrows(@ForAll("mutations") List<Mutation> mutations, @ForAll boolean second) {
        check(NOTATION.get(second ? 1 : 0), mutations, RecordFormat.NOTATION);
    }

    @Property(tries = 1500)
    void xmlParserNeverThrows(@ForAll("mutations") List<Mutation> mutations, @ForAll boolean second) {
        check(XML.get(second ? 1 : 0), mutations, RecordFormat.XML);
    }

    @Property(tries = 1500)
    void notationParserNeverThrowsOnUnionPacificForTwo(@ForAll("mutations") List<Mutation> mutations, @ForAll boolean second) {
        check(TWO_NOTATION.get(second ? 1 : 0), mutations, RecordFormat.NOTATION);
    }

    @Property(tries = 600)
    void xmlParserNeverThrowsOnUnionPacificForTwo(@ForAll("mutations") List<Mutation> mutations, @ForAll boolean second) {
        check(TWO_XML.get(second ? 1 : 0), mutations, RecordFormat.XML);
    }

    private static void check(byte[] original, List<Mutation> mutations, RecordFormat format) {
        byte[] input = original;
        for (Mutation m : mutations) input = m.apply(input);
        byte[] read = input;
        long start = System.nanoTime();
        LoadResult r = RecordLoader.read(input, "fuzz" + format.extension(), format);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(millis).as("reading a %d-byte file", input.length).isLessThan(5_000);
        assertThat(r.isOk() || r.error().isPresent()).isTrue();
        r.error().ifPresent(e -> {
            assertThat(e.reason()).isNotBlank().doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(e.source()).isEqualTo("fuzz" + format.extension());
        });
        r.record().ifPresent(record -> {
            Replay replay = Replay.of(record);
            for (MoveNode n : replay.mainLine()) replay.stateAt(n);
            String again = RecordSaver.write(record, format);
            LoadResult back = RecordLoader.read(again.getBytes(StandardCharsets.UTF_8), "again", format);
            // the part left unread is written back as it was and reads back as unread, with the same reason
            assertThat(back.error().isPresent()).as("what was kept writes and reads back").isEqualTo(record.unread().isPresent());
            back.error().ifPresent(e -> assertThat(e.reason()).isEqualTo(record.unread().orElseThrow().reason()));
            assertThat(back.record().orElseThrow().sameContent(record)).isTrue();
            if (format == RecordFormat.NOTATION && record.unread().isPresent() && r.error().orElseThrow().line() > 0) {
                String text = new String(read, StandardCharsets.UTF_8).replace("\r\n", "\n").replace('\r', '\n');
                assertThat(text).as("the rest is kept word for word").endsWith(record.unread().get().text());
            }
        });
    }
}
