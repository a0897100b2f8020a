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

    static int lineOf(String text, String part) {
        assertThat(text).contains(part);
        return text.substring(0, text.indexOf(part)).split("\n", -1).length;
    }

    /** The XML sample with the second node given a comment: {@code <node seat="1">} is on the returned text's line of "SECOND". */
    static String xmlWithNodeComments(String... comments) throws IOException {
        String text = xml();
        int node = text.indexOf("<node seat=");
        int end = text.indexOf("</node>", node);
        StringBuilder inserted = new StringBuilder();
        for (String c : comments) inserted.append("  <comment>").append(c).append("</comment>\n      ");
        return text.substring(0, end) + inserted + text.substring(end);
    }

    @Test
    void aRepeatedSingleElementIsRefusedAtItsLineInOurWords() throws IOException {
        String twoComments = xmlWithNodeComments("first", "second");
        LoadError e = readXml(twoComments).error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOf(twoComments, "<comment>second"));
        assertThat(e.reason()).isEqualTo("a second <comment> in <node> (the first is on line " + lineOf(twoComments, "<comment>first")
                + "): a <node> has one <comment>");

        String display = xml().replaceFirst("(    <display>[^\n]*\n)", "$1$1");
        LoadError d = readXml(display).error().orElseThrow();
        assertThat(d.line()).isEqualTo(lineOf(display, "<display>") + 1);
        assertThat(d.reason()).startsWith("a second <display> in <setup> (the first is on line " + lineOf(display, "<display>") + ")");

        String nineteenth = Files.readString(Path.of("sample-games/3p-nineteenth-century-table.xml"))
                .replaceFirst("(    <track-tops>[^\n]*\n)", "$1$1");
        assertThat(readXml(nineteenth).error().orElseThrow().reason()).startsWith("a second <track-tops> in <setup>");

        String event = xml().replaceFirst("(    <event>[^\n]*\n)", "$1$1");
        assertThat(readXml(event).error().orElseThrow().toString())
                .isEqualTo("t.xml:5: a second <event> in <header> (the first is on line 4): a <header> has one <event>");
        String rootComments = xmlWithRootComment("one").replace("</setup>\n", "</setup>\n  <comment>two</comment>\n");
        assertThat(readXml(rootComments).error().orElseThrow().reason())
                .startsWith("a second <comment> in <roundhouse-record>").endsWith("a record has one <comment>");
        String evaluations = xml().replace("</moves>\n", "</moves>\n  <evaluation bot=\"heuristic\" playouts=\"10\" precision=\"0\" seed=\"1\""
                + " view=\"all\"/>\n  <evaluation bot=\"heuristic\" playouts=\"10\" precision=\"0\" seed=\"1\" view=\"all\"/>\n");
        LoadError ev = readXml(evaluations).error().orElseThrow();
        assertThat(ev.reason()).startsWith("a second <evaluation> in <roundhouse-record>").doesNotContain("Duplicate field");
        assertThat(ev.line()).isEqualTo(lineOf(evaluations, "</moves>") + 2);
    }

    @Test
    void partsOfTheRecordOutOfOrderAndAnUnknownUnreadFormatAreRefused() throws IOException {
        String text = xml();
        String early = text.replace("  <moves>\n", "  <evaluation bot=\"heuristic\" playouts=\"10\" precision=\"0\" seed=\"1\""
                + " view=\"all\"/>\n  <moves>\n");
        LoadError e = readXml(early).error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOf(early, "<moves>"));
        assertThat(e.reason()).startsWith("<moves> must come before <evaluation>");

        String exe = text.replace("</moves>\n", "</moves>\n  <unread format=\"exe\" reason=\"x\">rest</unread>\n");
        LoadError u = readXml(exe).error().orElseThrow();
        assertThat(u.line()).isEqualTo(lineOf(exe, "<unread"));
        assertThat(u.reason()).isEqualTo("<unread format=\"exe\">: the format of an unread rest is xml or notation");
        assertThat(readXml(exe).record()).isEmpty();
    }

    @Test
    void xmlCommentsInstructionsAndStrayTextAreReportedAsNotKept() throws IOException {
        String text = xml().replace("  <moves>\n", "  <!-- a note -->\n  <moves>\n")
                .replace("</moves>\n", "</moves>\n  <?app data?>\n  <!-- another -->\n")
                .replaceFirst("<node seat=\"1\">\n", "<node seat=\"1\">\n      stray words\n");
        LoadResult r = readXml(text);
        assertThat(r.error()).isEmpty();
        assertThat(r.warnings()).extracting(LoadError::toString).containsExactly(
                "t.xml:" + lineOf(text, "<!-- a note") + ": 2 XML comments (the first here) are not part of the record: saving drops them",
                "t.xml:" + lineOf(text, "<?app") + ": an XML processing instruction is not part of the record: saving drops it",
                "t.xml:" + lineOf(text, "stray words") + ": text between elements is not part of the record: saving drops it");
        assertThat(readXml(xml()).warnings()).isEmpty();
    }

    /** The notation sample with an evaluation: chances at the start and after move 4. */
    static GameRecord evaluated() throws Exception {
        GameRecord r = RecordLoader.load(UPN).orThrow();
        r.setEvaluation(new Evaluation("heuristic", 100, 0, 1, -1));
        r.root().setWinChances(new WinChances(100, new double[] {0.4, 0.3, 0.3}, new double[] {0.05, 0.04, 0.04}));
        r.mainLine().get(4).setWinChances(new WinChances(100, new double[] {0.5, 0.25, 0.25}, new double[] {0.05, 0.04, 0.04}));
        return r;
    }

    @Test
    void aBadChancesElementKeepsTheWholeEvaluationUnreadAtItsLineAsTheNotationDoes() throws Exception {
        GameRecord r = evaluated();
        String xml = RecordSaver.write(r, RecordFormat.XML).replace("p=\"0.5 0.25 0.25\"", "p=\"0.5 0.25\"");
        LoadResult read = readXml(xml);
        LoadError e = read.error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOf(xml, "p=\"0.5 0.25\""));
        assertThat(e.reason()).startsWith("<evaluation>: <chances at=\"4\">: the chances need a chance and an error for each of the 3 players");
        GameRecord partial = read.record().orElseThrow();
        assertThat(partial.mainLine()).hasSameSizeAs(r.mainLine());
        assertThat(partial.evaluation()).isEmpty();
        assertThat(partial.root().winChances()).as("no chance of the block is kept half").isEmpty();
        UnreadRest rest = partial.unread().orElseThrow();
        assertThat(rest.text()).isEqualTo(xml.substring(xml.indexOf("<evaluation ")));
        assertThat(rest.syntax()).isEqualTo(RecordFormat.XML);

        // saved in either format (convert --keep-rest), the block is still there and reads back with the same error
        for (String name : new String[] {"kept.xml", "kept.upn"}) {
            Path file = dir.resolve(name);
            RecordSaver.save(partial, file);
            LoadResult back = RecordLoader.load(file);
            assertThat(back.record().orElseThrow().unread().orElseThrow().text()).isEqualTo(rest.text());
            assertThat(back.error().orElseThrow().reason()).isEqualTo(e.reason());
            assertThat(Files.readString(file)).as(name).contains("chances at=");
        }

        String upn = RecordSaver.write(r, RecordFormat.NOTATION).replace("%%chances 4 100 0.5/0.05 0.25/0.04 0.25/0.04", "%%chances 4 100 0.5/0.05");
        LoadResult fromUpn = readUpn(upn);
        assertThat(fromUpn.error().orElseThrow().line()).isEqualTo(lineOf(upn, "%%chances 4 "));
        assertThat(fromUpn.record().orElseThrow().evaluation()).isEmpty();
        assertThat(fromUpn.record().orElseThrow().root().winChances()).isEmpty();
        assertThat(fromUpn.record().orElseThrow().unread().orElseThrow().text()).isEqualTo(upn.substring(upn.indexOf("%%evaluation")));
    }

    @Test
    void aBadEvaluationSettingNamesTheLineOfItsElement() throws Exception {
        String xml = RecordSaver.write(evaluated(), RecordFormat.XML).replace("view=\"all\"", "view=\"Z\"");
        LoadError e = readXml(xml).error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOf(xml, "<evaluation "));
        assertThat(e.reason()).startsWith("<evaluation>: the view is 'all' or a seat letter");
    }

    /** A game whose variations nest {@code depth} deep: the variation of move d holds the variation of move d + 1. */
    static GameRecord nested(int depth) throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-table-game.upn")).orThrow();
        java.util.List<MoveNode> main = r.mainLine();
        MoveNode parent = main.get(0);
        for (int d = 1; d <= depth; d++) {
            MoveNode first = parent.addChild(main.get(d).turn());
            first.addChild(main.get(d + 1).turn());
            parent = first;
        }
        return r;
    }

    static String line(String text, int line) {
        return text.split("\n", -1)[line - 1];
    }

    @Test
    void variationsNestedTooDeepAreRefusedAtTheLineOfTheVariationInBothFormats() throws Exception {
        GameRecord deepest = nested(RecordLimits.MAX_VARIATION_DEPTH);
        for (RecordFormat format : RecordFormat.values()) {
            LoadResult r = RecordLoader.read(RecordSaver.write(deepest, format).getBytes(StandardCharsets.UTF_8), "t", format);
            assertThat(r.error()).as(format.name()).isEmpty();
            assertThat(r.record().orElseThrow().sameContent(deepest)).isTrue();
        }
        GameRecord tooDeep = nested(RecordLimits.MAX_VARIATION_DEPTH + 1);
        int move = RecordLimits.MAX_VARIATION_DEPTH + 1;
        String upn = RecordSaver.write(tooDeep, RecordFormat.NOTATION);
        LoadError e = readUpn(upn).error().orElseThrow();
        assertThat(e.reason()).isEqualTo("variations are nested deeper than " + RecordLimits.MAX_VARIATION_DEPTH);
        assertThat(line(upn, e.line())).contains("(" + move + ".");

        String xml = RecordSaver.write(tooDeep, RecordFormat.XML);
        LoadResult x = readXml(xml);
        LoadError xe = x.error().orElseThrow();
        assertThat(xe.reason()).isEqualTo("variations are nested deeper than " + RecordLimits.MAX_VARIATION_DEPTH);
        assertThat(xe.line()).isPositive();
        assertThat(line(xml, xe.line())).contains("<node seat=");
        String before = xml.substring(0, xml.indexOf(line(xml, xe.line())));
        assertThat(before.split("<variation>", -1).length - 1 - (before.split("</variation>", -1).length - 1)).isEqualTo(move);
        assertThat(x.record().orElseThrow().unread().orElseThrow().text()).startsWith("<node seat=");
    }

    @Test
    void controlCharactersAreRefusedAtTheirLineInBothFormatsRatherThanDropped() throws IOException {
        for (char c : new char[] {'\u0007', '\u001B', '\u007F', '\u0085', '\u009F', '\uFFFE', '\uFFFF'}) {
            String code = String.format("U+%04X", (int) c);
            String upn = upnWithRootComment("before" + c + "after");
            LoadResult u = readUpn(upn);
            assertThat(u.record()).as(code).isEmpty();
            assertThat(u.error().orElseThrow().line()).as(code).isEqualTo(lineOf(upn, "{before"));
            assertThat(u.error().orElseThrow().reason()).as(code).contains(code).contains("not allowed in a record");

            String xml = xmlWithRootComment("before" + c + "after");
            LoadResult x = readXml(xml);
            assertThat(x.record()).as(code).isEmpty();
            assertThat(x.error().orElseThrow().line()).as(code).isEqualTo(lineOf(xml, "<comment>before"));
            assertThat(x.error().orElseThrow().reason()).as(code).contains(code).contains("not allowed in a record");
        }
        // as a character reference, in text and in an attribute
        String ref = xmlWithRootComment("a\nb&#127;");
        assertThat(readXml(ref).error().orElseThrow().toString()).isEqualTo("t.xml:" + (lineOf(ref, "<comment>") + 1)
                + ": the control character U+007F is not allowed in a record (records hold printable text, tabs and line breaks); remove it");
        String attribute = xml().replace("name=\"Ben\"", "name=\"B&#x85;en\"");
        LoadError a = readXml(attribute).error().orElseThrow();
        assertThat(a.line()).isEqualTo(lineOf(attribute, "B&#x85;en"));
        assertThat(a.reason()).contains("U+0085");
        String player = upn().replace("[PlayerB \"Ben\"]", "[PlayerB \"B\u007Fen\"]");
        assertThat(readUpn(player).error().orElseThrow().line()).isEqualTo(lineOf(player, "[PlayerB"));
    }

    @Test
    void aTabOrLineBreakInAOneLineValueIsRefusedRatherThanMadeASpace() throws IOException {
        String upnPlayer = upn().replace("[PlayerB \"Ben\"]", "[PlayerB \"B\ten\"]");
        assertThat(readUpn(upnPlayer).error().orElseThrow().toString()).isEqualTo("t.upn:" + lineOf(upnPlayer, "[PlayerB")
                + ": a tab (U+0009) in [PlayerB]: it holds one line of text; write a space instead");
        String upnEvent = upn().replace("[Event \"", "[Event \"x\t");
        assertThat(readUpn(upnEvent).error().orElseThrow().reason()).startsWith("a tab (U+0009) in [Event]");
        String upnName = upn().replace("\n1.A ", "\n\"main\tline\" 1.A ");
        assertThat(readUpn(upnName).error().orElseThrow().reason()).startsWith("a tab (U+0009) in the name of a line");

        String xmlPlayer = xml().replace("name=\"Ben\"", "name=\"B&#9;en\"");
        assertThat(readXml(xmlPlayer).error().orElseThrow().reason()).isEqualTo(
                "a tab (U+0009) in the name of player 2: it holds one line of text; write a space instead");
        String xmlEvent = xml().replace("<event>", "<event>two\nlines ");
        assertThat(readXml(xmlEvent).error().orElseThrow().reason()).isEqualTo("a line break in <event>: it holds one line of text");
        String xmlName = xml().replaceFirst("<node seat=\"1\">", "<node seat=\"1\" name=\"a&#9;b\">");
        LoadError n = readXml(xmlName).error().orElseThrow();
        assertThat(n.reason()).startsWith("a tab (U+0009) in the name of a line");
        assertThat(n.line()).isEqualTo(lineOf(xmlName, "name=\"a&#9;b\""));
        // a tab in a comment is kept
        GameRecord tab = readUpn(upnWithRootComment("a\tb")).record().orElseThrow();
        assertThat(tab.root().comment()).isEqualTo("a\tb");
        assertThat(readXml(RecordSaver.write(tab, RecordFormat.XML)).record().orElseThrow().root().comment()).isEqualTo("a\tb");
    }

    @Test
    void crlfFilesOpenAndTheirLineBreaksAreWrittenAsLineFeeds() throws IOException {
        String upn = upnWithRootComment("first line\nsecond line");
        LoadResult crlf = RecordLoader.read(upn.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8), "t.upn", RecordFormat.NOTATION);
        assertThat(crlf.error()).isEmpty();
        assertThat(crlf.record().orElseThrow().root().comment()).isEqualTo("first line\nsecond line");
        assertThat(RecordSaver.write(crlf.record().orElseThrow(), RecordFormat.NOTATION)).isEqualTo(upn);
        String xml = xmlWithRootComment("first line\nsecond line");
        LoadResult xmlCrlf = RecordLoader.read(xml.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8), "t.xml", RecordFormat.XML);
        assertThat(xmlCrlf.record().orElseThrow().root().comment()).isEqualTo("first line\nsecond line");
        assertThat(RecordSaver.write(xmlCrlf.record().orElseThrow(), RecordFormat.XML)).isEqualTo(xml);
    }

    /** The notation sample with {@code count} comments of 100,000 ampersands: five times as long as XML ({@code &amp;}). */
    static GameRecord ampersands(int count) throws Exception {
        GameRecord r = RecordLoader.load(UPN).orThrow();
        String comment = "&".repeat(RecordLimits.MAX_COMMENT_CHARS);
        for (int i = 0; i < count; i++) r.mainLine().get(i).setComment(comment);
        return r;
    }

    @Test
    void aRecordOpensOnlyIfItFitsTheFileLimitInBothFormatsSoEveryRecordThatOpensConvertsAndSaves() throws Exception {
        GameRecord fits = ampersands(33);
        for (RecordFormat format : RecordFormat.values()) {
            Path file = dir.resolve("fits." + (format == RecordFormat.XML ? "xml" : "upn"));
            RecordSaver.save(fits, file);
            LoadResult r = RecordLoader.load(file);
            assertThat(r.error()).as(format.name()).isEmpty();
            // and it converts
            Path other = dir.resolve("converted." + (format == RecordFormat.XML ? "upn" : "xml"));
            RecordSaver.save(r.record().orElseThrow(), other);
            assertThat(RecordLoader.load(other).error()).isEmpty();
        }

        GameRecord tooLarge = ampersands(34);
        String upn = RecordSaver.write(tooLarge, RecordFormat.NOTATION);
        assertThat((long) upn.length()).isLessThan(RecordLimits.MAX_FILE_BYTES / 4);
        LoadResult r = readUpn(upn);
        assertThat(r.record()).isEmpty();
        assertThat(r.error().orElseThrow().reason()).startsWith("the record is too large: written as XML it takes 16.2 MiB,"
                + " and a record must fit in 16 MiB in either format");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> RecordSaver.save(tooLarge, dir.resolve("large.upn")))
                .hasMessageStartingWith("not saved: the record is too large: written as XML");
        assertThat(dir.resolve("large.upn")).doesNotExist();
    }

    @Test
    void aLineNameLongerThanTheLimitIsRefusedInBothFormatsRatherThanCut() throws IOException {
        String longest = "n".repeat(MoveNode.MAX_NAME);
        String upn = upn().replace("\n1.A ", "\n\"" + longest + "\" 1.A ");
        GameRecord ok = readUpn(upn).record().orElseThrow();
        assertThat(ok.mainLine().get(1).name()).isEqualTo(longest);
        assertThat(readXml(RecordSaver.write(ok, RecordFormat.XML)).error()).isEmpty();

        String upnLong = upn().replace("\n1.A ", "\n\"" + longest + "x\" 1.A ");
        LoadError e = readUpn(upnLong).error().orElseThrow();
        assertThat(e.reason()).isEqualTo("the name of a line is longer than 120 characters");
        assertThat(e.line()).isEqualTo(lineOf(upnLong, "\"nnn"));
        String xmlLong = xml().replaceFirst("<node seat=\"1\">", "<node seat=\"1\" name=\"" + longest + "x\">");
        LoadError x = readXml(xmlLong).error().orElseThrow();
        assertThat(x.reason()).isEqualTo("the name of a line is longer than 120 characters");
        assertThat(x.line()).isEqualTo(lineOf(xmlLong, "name=\"nnn"));
    }

    @Test
    void anElementWhereItDoesNotBelongIsRefusedAtItsLineRatherThanDropped() throws IOException {
        String x = xml();
        String[][] cases = {
            {x.replace("<event>Random", "<event><comment>y</comment>Random"), "<comment> inside <event>: an <event> holds no elements"},
            {x.replace("</setup>", "<comment>lost</comment></setup>"), "<comment> does not belong in <setup>"},
            {x.replaceFirst("<draw card=\"([a-z]+)\"/>", "<draw card=\"$1\"><comment>c</comment></draw>"),
                "<comment> inside <draw>: a <draw> holds no elements"},
            {x.replaceFirst("(<player name=\"Anna\"[^/]*)/>", "$1><comment>c</comment></player>"),
                "<comment> inside <player>: a <player> holds no elements"},
            {x.replace("</header>", "<position-mark target=\"SLC\" colour=\"red\"/></header>"), "<position-mark> does not belong in <header>"},
            {x.replace("</moves>", "</moves><unread format=\"xml\" reason=\"r\">a<event>b</event></unread>"),
                "<event> inside <unread>: an <unread> holds no elements"},
            {x.replace("<moves>", "<moves><comment>c</comment>"), "<comment> does not belong in <moves>"},
        };
        for (String[] c : cases) {
            LoadError e = readXml(c[0]).error().orElseThrow();
            assertThat(e.reason()).isEqualTo(c[1]);
            String element = c[1].substring(0, c[1].indexOf('>'));
            assertThat(line(c[0], e.line())).as(c[1]).contains(element);
        }
    }
}
