package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, "Nothing lost, nothing leaked": what one format opens the other holds, and what a
 * reader cannot keep is refused or reported at its line, the same in both formats.
 */
class NothingLostTest {
    static final Path UPN = Path.of("sample-games/3p-standard.upn");
    static final Path XML = Path.of("sample-games/4p-standard.xml");

    @TempDir
    Path dir;

    static String upn() throws IOException {
        return Files.readString(UPN);
    }

    static String xml() throws IOException {
        return Files.readString(XML);
    }

    /** The notation sample with a comment on the whole game right after the tags. */
    static String upnWithRootComment(String comment) throws IOException {
        String text = upn();
        int moves = text.indexOf("\n\n") + 2;
        return text.substring(0, moves) + "{" + comment + "}\n" + text.substring(moves);
    }

    /** The XML sample with a comment on the whole game after the setup. */
    static String xmlWithRootComment(String comment) throws IOException {
        return xml().replace("</setup>\n", "</setup>\n  <comment>" + comment + "</comment>\n");
    }

    static LoadResult readUpn(String text) {
        return RecordLoader.read(text.getBytes(StandardCharsets.UTF_8), "t.upn", RecordFormat.NOTATION);
    }

    static LoadResult readXml(String text) {
        return RecordLoader.read(text.getBytes(StandardCharsets.UTF_8), "t.xml", RecordFormat.XML);
    }

    @Test
    void aCommentOfTheLongestLengthOpensInBothFormatsAndOneCharacterMoreInNeither() throws IOException {
        for (int length : new int[] {RecordLimits.MAX_COMMENT_CHARS - 1, RecordLimits.MAX_COMMENT_CHARS}) {
            String comment = "c".repeat(length);
            LoadResult fromUpn = readUpn(upnWithRootComment(comment));
            assertThat(fromUpn.error()).as("notation, %d characters", length).isEmpty();
            assertThat(fromUpn.record().orElseThrow().root().comment()).hasSize(length);
            LoadResult fromXml = readXml(xmlWithRootComment(comment));
            assertThat(fromXml.error()).as("XML, %d characters", length).isEmpty();
            // and each converts into the other
            GameRecord r = fromUpn.record().orElseThrow();
            assertThat(readXml(RecordSaver.write(r, RecordFormat.XML)).record().orElseThrow().sameContent(r)).isTrue();
            GameRecord x = fromXml.record().orElseThrow();
            assertThat(readUpn(RecordSaver.write(x, RecordFormat.NOTATION)).record().orElseThrow().sameContent(x)).isTrue();
        }
        String tooLong = "c".repeat(RecordLimits.MAX_COMMENT_CHARS + 1);
        assertThat(readUpn(upnWithRootComment(tooLong)).error().orElseThrow().reason()).contains("longer than 100000 characters");
        assertThat(readXml(xmlWithRootComment(tooLong)).error().orElseThrow().reason()).contains("longer than 100000 characters");
    }
}
