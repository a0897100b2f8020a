package org.roundhouse.record.xml;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadError;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;

/** The XML format: its shape, the version upgrade path, and the messages for malformed files. */
class XmlFormatTest {
    private static GameRecord record;
    private static String xml;

    @BeforeAll
    static void write() {
        record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(4, "tournament", true, false, List.of("Anna", "Ben", "Carl", "Dora")), 11);
        MoveNode first = record.mainLine().get(1);
        first.setComment("Anna opens <carefully> & \"quietly\"");
        record.setHeader(record.header().withPlace("Café Kö, Berlin"));
        xml = RecordSaver.write(record, RecordFormat.XML);
    }

    @Test
    void theDocumentIsVersionedAndReadable() {
        assertThat(xml).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<roundhouse-record version=\"1\">\n  <header>");
        assertThat(xml).contains("<place>Café Kö, Berlin</place>");
        assertThat(xml).contains("<setup board=\"union-pacific\" rules=\"base\" recipe=\"tournament\" two-player-rules=\"true\" dead-track-rule=\"false\">");
        assertThat(xml).containsPattern("<player name=\"Anna\" tracks=\"\\w+ \\w+ \\w+\" shares=\"\\S+ \\S+ \\S+ \\S+\"/>");
        assertThat(xml).contains("<initial seat=\"1\" company=").contains("<node seat=\"1\">").contains("<draw card=")
                .contains("<reveal card=\"dividend\"/>").contains("<comment>Anna opens &lt;carefully&gt; &amp; &quot;quietly&quot;</comment>");
        assertThat(RecordLoader.readXml(xml, "r.xml").record().orElseThrow().sameContent(record)).isTrue();
    }

    /** Writes the record in the invented version 0 layout (see docs/record-xml.md). */
    static String asVersion0(String v1) {
        String v0 = v1.replace("<roundhouse-record version=\"1\">", "<roundhouse-record version=\"0\">")
                .replace("<place>", "<site>").replace("</place>", "</site>")
                .replace("<node>", "<move>").replace("</node>", "</move>");
        Matcher m = Pattern.compile("<node seat=\"(\\d+)\"").matcher(v0);
        StringBuilder b = new StringBuilder();
        while (m.find()) m.appendReplacement(b, "<move player=\"" + (Integer.parseInt(m.group(1)) - 1) + "\"");
        m.appendTail(b);
        return b.toString();
    }

    @Test
    void aVersion0RecordStillOpens() {
        String v0 = asVersion0(xml);
        assertThat(v0).contains("version=\"0\"").contains("<site>").contains("<move player=\"0\">").doesNotContain("<node");
        LoadResult r = RecordLoader.readXml(v0, "old.xml");
        assertThat(r.error()).isEmpty();
        assertThat(r.record().orElseThrow().sameContent(record)).isTrue();
        assertThat(RecordSaver.write(r.record().get(), RecordFormat.XML)).isEqualTo(xml);
    }

    @Test
    void anIllegalMoveInAVersion0RecordIsReportedOnItsLine() {
        String v0 = asVersion0(xml);
        int at = v0.indexOf("<move player=\"2\">");
        String broken = v0.substring(0, at) + "<move player=\"3\">" + v0.substring(at + "<move player=\"2\">".length());
        LoadError e = RecordLoader.readXml(broken, "old.xml").error().orElseThrow();
        assertThat(e.line()).isEqualTo(v0.substring(0, at).split("\n", -1).length + 1);
        assertThat(e.reason()).startsWith("it is seat 3's turn, not seat 4's");
    }

    @Test
    void newerVersionsAndForeignFilesAreRefusedClearly() {
        assertThat(reason(xml.replace("version=\"1\"", "version=\"7\"")))
                .isEqualTo("this record is format version 7, written by a newer Roundhouse; this one reads versions 0 to 3");
        assertThat(reason(xml.replace(" version=\"1\"", ""))).isEqualTo("<roundhouse-record> has no version attribute");
        assertThat(reason(xml.replace("version=\"1\"", "version=\"x\""))).isEqualTo("version 'x' is not a number");
        assertThat(reason("<html><body/></html>")).startsWith("this is not a Roundhouse record");
        assertThat(reason("")).isEqualTo("the file is empty");
        assertThat(reason("just text")).startsWith("not well-formed XML");
    }

    @Test
    void malformedRecordsGiveMessagesWithLines() {
        LoadError truncated = RecordLoader.readXml(xml.substring(0, xml.length() / 2), "t.xml").error().orElseThrow();
        assertThat(truncated.reason()).startsWith("not well-formed XML");
        assertThat(truncated.line()).isPositive();
        LoadError dance = RecordLoader.readXml(xml.replaceFirst("<draw ", "<dance "), "d.xml").error().orElseThrow();
        assertThat(dance.reason()).isEqualTo("unknown element <dance>");
        assertThat(dance.line()).isEqualTo(xml.substring(0, xml.indexOf("<draw ")).split("\n", -1).length);
        assertThat(reason(xml.replaceFirst("<draw card", "<draw colour"))).isEqualTo("unknown attribute 'colour' on <draw>");
        assertThat(reason(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\" mrak=\"!\">"))).isEqualTo("unknown attribute 'mrak' on <node>");
        assertThat(reason(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"99999999999999\">"))).isEqualTo("seat '99999999999999' is not a number from 1 to 4");
        assertThat(reason(xml.replaceFirst("<invest [^>]*>", "<invest company=\"DM\" count=\"100000\"/>"))).isEqualTo("count 100000 is out of range");
        assertThat(reason(xml.replaceFirst("<invest [^>]*>", "<invest company=\"DM\" count=\"2\" second=\"MS\"/>")))
                .isEqualTo("an <invest> has either a count or a second company, not both: an investment plays any number of"
                        + " shares of one company (count=\"2\") or one share each of two different companies (second=\"EP&RG\"),"
                        + " never two of one and one of another");
        assertThat(reason(xml.replaceFirst("<draw card=\"\\w+\"", "<draw card=\"lava\""))).isEqualTo("'lava' is not a track card kind");
        assertThat(reason(xml.replaceFirst("recipe=\"tournament\"", "recipe=\"nope\""))).startsWith("unknown deck recipe 'nope'");
        assertThat(reason(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\" mark=\"?!?\">"))).contains("is not a move mark");
        assertThat(reason(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><position-mark target=\"XYZ\" colour=\"red\"/>"))).contains("'XYZ' is neither a city nor a section");
        assertThat(reason(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><variation/>"))).isEqualTo("empty <variation>");
        assertThat(reason(xml.replaceFirst("<display>", "<display>XX "))).isEqualTo("display: 'XX' is not a company of the board");
        assertThat(reason(xml.replaceFirst("<initial seat=\"1\" ", "<initial ")))
                .isEqualTo("an <initial> step needs the seat that made it (seat=\"1\" to \"4\")");
    }

    @Test
    void namesHeaderValuesAndPositionMarksHaveTheNotationsLimits() throws Exception {
        String longest = "x".repeat(org.roundhouse.record.RecordLimits.MAX_TAG_CHARS);
        String named = xml.replaceFirst("name=\"Anna\"", "name=\"" + longest + "\"").replaceFirst("<place>[^<]*</place>", "<place>" + longest + "</place>");
        GameRecord atTheLimit = RecordLoader.readXml(named, "n.xml").orThrow();
        GameRecord throughNotation = RecordLoader.readNotation(RecordSaver.write(atTheLimit, RecordFormat.NOTATION), "n.upn").orThrow();
        assertThat(throughNotation.sameContent(atTheLimit)).as("a record at the limits converts to notation and back").isTrue();

        LoadError name = RecordLoader.readXml(xml.replaceFirst("name=\"Anna\"", "name=\"" + longest + "x\""), "n.xml").error().orElseThrow();
        assertThat(name.reason()).isEqualTo("the name of player 1 is longer than 10000 characters");
        assertThat(name.line()).isEqualTo(xml.substring(0, xml.indexOf("<setup ")).split("\n", -1).length);
        LoadError place = RecordLoader.readXml(xml.replaceFirst("<place>[^<]*</place>", "<place>" + longest + "x</place>"), "p.xml")
                .error().orElseThrow();
        assertThat(place.reason()).isEqualTo("the <place> is longer than 10000 characters");
        assertThat(place.line()).isEqualTo(3);
        String marks = "<position-mark target=\"SLC\" colour=\"red\"/>".repeat(org.roundhouse.record.RecordLimits.MAX_POSITION_MARKS + 1);
        assertThat(reason(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\">" + marks)))
                .isEqualTo("more than 1000 position marks on one position");
    }

    @Test
    void bytesThatAreNotTheDeclaredEncodingAreNamedByLineAndNothingIsPrinted() {
        byte[] latin1 = xml.getBytes(StandardCharsets.ISO_8859_1);
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        LoadError e;
        try {
            System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
            e = RecordLoader.read(latin1, "l.xml", RecordFormat.XML).error().orElseThrow();
        } finally {
            System.setErr(err);
        }
        int cafe = xml.indexOf("Café");
        assertThat(e.reason()).isEqualTo("the file is not UTF-8 text (bad byte 0xE9 at offset " + (cafe + 3)
                + "); its XML declaration says or implies UTF-8");
        assertThat(e.line()).isEqualTo(xml.substring(0, cafe).split("\n", -1).length);
        assertThat(printed.toString(StandardCharsets.UTF_8)).as("the XML parser's own report on stderr").isEmpty();

        // the same bytes declared as ISO-8859-1 are read as such
        byte[] declared = xml.replaceFirst("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"").getBytes(StandardCharsets.ISO_8859_1);
        LoadResult r = RecordLoader.read(declared, "d.xml", RecordFormat.XML);
        assertThat(r.isOk()).isTrue();
        assertThat(r.record().orElseThrow().header().place()).isEqualTo("Café Kö, Berlin");
    }

    private static String reason(String text) {
        return RecordLoader.readXml(text, "r.xml").error().orElseThrow().reason();
    }
}
