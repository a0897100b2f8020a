package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record that reads only in part keeps the rest of its file, word for word: saving writes
 * it back after the part that was read, and reading that file again shows the same error.
 */
class UnreadRestTest {
    static final Path SAMPLE = Path.of("sample-games/annotated-4p.upn");

    @TempDir
    Path dir;

    /** The annotated sample with move 13 (Anna's, on line 38) changed to a build on a section that does not exist. */
    static String brokenSample() throws IOException {
        String text = Files.readString(SAMPLE);
        assertThat(text).contains("13.A +M UMR:CAS-SLC >EP&RG ^BNL");
        return text.replace("13.A +M UMR:CAS-SLC >EP&RG ^BNL", "13.A +M UMR:CAS-XYZ >EP&RG ^BNL");
    }

    @Test
    void theErrorNamesLineMoveAndPlayerAndTheRestIsKeptFromTheBadMove() throws IOException {
        String text = brokenSample();
        LoadResult r = RecordLoader.readNotation(text, "annotated-4p.upn");
        LoadError e = r.error().orElseThrow();
        assertThat(e.line()).isEqualTo(38);
        assertThat(e.moveNumber()).isEqualTo(13);
        assertThat(e.player()).isEqualTo("Anna");
        assertThat(e.toString()).startsWith("annotated-4p.upn:38: move 13 (Anna): 'UMR:CAS-XYZ'");
        GameRecord record = r.record().orElseThrow();
        assertThat(record.mainLineEnd().moveNumber()).isEqualTo(12);
        UnreadRest rest = record.unread().orElseThrow();
        assertThat(rest.text()).isEqualTo(text.substring(text.indexOf("13.A +M UMR:CAS-XYZ")));
        assertThat(rest.syntax()).isEqualTo(RecordFormat.NOTATION);
        assertThat(rest.describe()).startsWith("move 13 (Anna): 'UMR:CAS-XYZ'");
    }

    @Test
    void savingAPartlyReadRecordKeepsEveryLineOfTheFileAndReadsBackWithTheSameError() throws IOException {
        String text = brokenSample();
        Path file = dir.resolve("annotated-4p.upn");
        Files.writeString(file, text);
        LoadResult first = RecordLoader.load(file);
        RecordSaver.save(first.record().orElseThrow(), file);

        String saved = Files.readString(file);
        assertThat(saved.lines().toList()).containsAll(text.lines().toList());
        LoadResult again = RecordLoader.load(file);
        assertThat(again.record().orElseThrow().sameContent(first.record().orElseThrow())).isTrue();
        LoadError e = again.error().orElseThrow();
        assertThat(e.moveNumber()).isEqualTo(13);
        assertThat(e.player()).isEqualTo("Anna");
        assertThat(e.reason()).isEqualTo(first.error().orElseThrow().reason());
        // the line is the bad move's line in the file as it is now
        assertThat(saved.lines().toList().get(e.line() - 1)).startsWith("13.A +M UMR:CAS-XYZ");
        // and saving again changes nothing
        RecordSaver.save(again.record().orElseThrow(), file);
        assertThat(Files.readString(file)).isEqualTo(saved);
    }

    @Test
    void anIllegalMoveInAVariationKeepsTheVariationFromItsParenthesis() throws IOException {
        String text = Files.readString(SAMPLE).replace("(9.A +W UMR:CAS-SLC >UP", "(9.A +W UMR:CAS-SLC >UP >UP");
        LoadResult r = RecordLoader.readNotation(text, "a.upn");
        LoadError e = r.error().orElseThrow();
        assertThat(e.moveNumber()).isEqualTo(9);
        assertThat(e.player()).isEqualTo("Anna");
        UnreadRest rest = r.record().orElseThrow().unread().orElseThrow();
        assertThat(rest.text()).startsWith("(9.A +W UMR:CAS-SLC >UP >UP");
        assertThat(text).endsWith(rest.text());
        // the main line up to move 9 was read (the variation is where it stopped)
        assertThat(r.record().orElseThrow().mainLineEnd().moveNumber()).isEqualTo(9);

        String written = RecordSaver.write(r.record().orElseThrow(), RecordFormat.NOTATION);
        assertThat(written).contains("%%unread notation, move 9 by \"Anna\": ").endsWith(rest.text());
        LoadResult back = RecordLoader.readNotation(written, "a.upn");
        assertThat(back.record().orElseThrow().sameContent(r.record().orElseThrow())).isTrue();
        assertThat(back.error().orElseThrow().reason()).isEqualTo(e.reason());
    }

    @Test
    void theRestGoesIntoXmlAndBackIntoNotationUnchanged() throws IOException {
        GameRecord partial = RecordLoader.readNotation(brokenSample(), "a.upn").record().orElseThrow();
        String xml = RecordSaver.write(partial, RecordFormat.XML);
        assertThat(xml).contains("<unread format=\"notation\" move=\"13\" player=\"Anna\"");
        LoadResult fromXml = RecordLoader.readXml(xml, "a.xml");
        assertThat(fromXml.record().orElseThrow().sameContent(partial)).isTrue();
        LoadError e = fromXml.error().orElseThrow();
        assertThat(e.moveNumber()).isEqualTo(13);
        assertThat(xml.lines().toList().get(e.line() - 1)).contains("13.A +M UMR:CAS-XYZ");

        String upn = RecordSaver.write(fromXml.record().orElseThrow(), RecordFormat.NOTATION);
        assertThat(RecordLoader.readNotation(upn, "b.upn").record().orElseThrow().sameContent(partial)).isTrue();
    }

    @Test
    void anXmlRecordKeepsItsUnreadNodesAsXml() throws Exception {
        GameRecord whole = RecordLoader.load(SAMPLE).orThrow();
        String xml = RecordSaver.write(whole, RecordFormat.XML);
        String bad = "<build card=\"mountain\" company=\"UMR\" section=\"CAS-SLC\"/>";
        // move 12 built Toronto-Pittsburgh; move 13 is the first CAS-SLC build after it (9's variation has one before)
        int at = xml.indexOf(bad, xml.indexOf("section=\"TOR-PIT\""));
        assertThat(at).isPositive();
        String broken = xml.substring(0, at) + bad.replace("CAS-SLC", "CAS-XYZ") + xml.substring(at + bad.length());
        LoadResult r = RecordLoader.readXml(broken, "a.xml");
        LoadError e = r.error().orElseThrow();
        assertThat(e.moveNumber()).isEqualTo(13);
        assertThat(e.player()).isEqualTo("Anna");
        UnreadRest rest = r.record().orElseThrow().unread().orElseThrow();
        assertThat(rest.syntax()).isEqualTo(RecordFormat.XML);
        assertThat(rest.text()).startsWith("<node seat=\"1\">").contains("CAS-XYZ").endsWith("</roundhouse-record>\n");
        assertThat(broken).endsWith(rest.text());

        for (RecordFormat f : RecordFormat.values()) {
            Path file = dir.resolve("a" + f.extension());
            RecordSaver.save(r.record().orElseThrow(), file);
            LoadResult back = RecordLoader.load(file);
            assertThat(back.record().orElseThrow().sameContent(r.record().orElseThrow())).as(f.name()).isTrue();
            assertThat(back.error().orElseThrow().reason()).isEqualTo(e.reason());
        }
        // every unread node is still in the saved XML, as text
        String saved = Files.readString(dir.resolve("a.xml"));
        assertThat(saved).contains("CAS-XYZ").contains(rest.text().lines().skip(1).findFirst().orElseThrow()
                .replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;").replace(">", "&gt;"));
    }

    @Test
    void anIllegalMoveFoundByTheRulesKeepsTheRestToo() throws IOException {
        // Anna cannot take a second share in the same turn
        String text = Files.readString(SAMPLE).replace("13.A +M UMR:CAS-SLC >EP&RG ^BNL", "13.A +M UMR:CAS-SLC >EP&RG >BNL");
        LoadResult r = RecordLoader.readNotation(text, "a.upn");
        assertThat(r.error().orElseThrow().moveNumber()).isEqualTo(13);
        assertThat(r.record().orElseThrow().unread().orElseThrow().text()).startsWith("13.A +M UMR:CAS-SLC >EP&RG >BNL");
    }

    @Test
    void aFileThatOnlyLacksItsEndMarkerLeavesNothingUnread() throws IOException {
        String text = Files.readString(SAMPLE);
        String cut = text.substring(0, text.lastIndexOf('*'));
        LoadResult r = RecordLoader.readNotation(cut, "a.upn");
        assertThat(r.error()).isPresent();
        assertThat(r.record().orElseThrow().unread()).isEmpty();
        assertThat(r.record().orElseThrow().sameContent(RecordLoader.readNotation(text, "a.upn").record().orElseThrow())).isTrue();
    }

    @Test
    void aDamagedUnreadMarkIsItselfKeptAsUnreadText() throws IOException {
        GameRecord partial = RecordLoader.readNotation(brokenSample(), "a.upn").record().orElseThrow();
        String written = RecordSaver.write(partial, RecordFormat.NOTATION).replace("%%unread notation,", "%%unread nonsense,");
        LoadResult r = RecordLoader.readNotation(written, "a.upn");
        assertThat(r.error().orElseThrow().reason()).contains("%%unread line is damaged");
        assertThat(r.record().orElseThrow().unread().orElseThrow().text()).startsWith("%%unread nonsense,")
                .endsWith(partial.unread().orElseThrow().text());
    }

    @Test
    void aRestInTheInitialInvestmentsNamesThem() {
        String text = new String(readSample(), StandardCharsets.UTF_8).replace("0. =UMR", "0. =XYZ");
        LoadResult r = RecordLoader.readNotation(text, "a.upn");
        assertThat(r.error().orElseThrow().moveNumber()).isZero();
        assertThat(r.error().orElseThrow().player()).isEqualTo("initial investments");
        assertThat(r.record().orElseThrow().unread().orElseThrow().text()).startsWith("0. =XYZ");
        assertThat(r.record().orElseThrow().root().children()).isEmpty();
    }

    @Test
    void anOlderXmlVersionWithWindowsLineBreaksKeepsItsRestFromTheNodeThatFailed() throws IOException {
        // version 1, upgraded on reading: the rest still comes from the file as it was
        String xml = Files.readString(Path.of("sample-games/4p-standard.xml"));
        assertThat(xml).contains("<roundhouse-record version=\"1\">");
        String broken = xml.replace("section=\"SLC-PHX\"", "section=\"SLC-XYZ\"").replace("\n", "\r\n");
        LoadResult r = RecordLoader.readXml(broken, "4p.xml");
        LoadError e = r.error().orElseThrow();
        assertThat(e.reason()).isEqualTo("'SLC-XYZ' is not a section of the board");
        UnreadRest rest = r.record().orElseThrow().unread().orElseThrow();
        String lf = broken.replace("\r\n", "\n");
        int node = lf.lastIndexOf("<node", lf.indexOf("SLC-XYZ"));
        assertThat(rest.text()).isEqualTo(lf.substring(node));
        assertThat(e.line()).isEqualTo(UnreadRest.lineAt(lf, lf.indexOf("SLC-XYZ")));
        assertThat(r.record().orElseThrow().mainLine()).hasSize(countOf(lf.substring(0, node), "<node"));
    }

    private static int countOf(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) n++;
        return n;
    }

    private static byte[] readSample() {
        try {
            return Files.readAllBytes(SAMPLE);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
