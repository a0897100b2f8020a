package org.roundhouse.record.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.AnyTypePermission;
import com.thoughtworks.xstream.security.ForbiddenClassException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadError;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;

/**
 * XStream is locked to the record model: known gadget payloads are refused before anything
 * is instantiated, and the parser resolves no DTD or entity. A control test shows that an
 * XStream left open really creates (and runs code of) whatever type a file names, so the
 * refusals are meaningful. (The dynamic-proxy payload itself cannot even be built on
 * Java 17 without opening java.lang.reflect, but the allowlist refuses it before that.)
 */
class XmlSecurityTest {
    @TempDir
    Path dir;

    private static String xml;

    @BeforeAll
    static void write() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("A", "B", "C")), 9);
        xml = RecordSaver.write(record, RecordFormat.XML);
    }

    /** The classic sorted-set + dynamic proxy + EventHandler payload that runs {@code touch marker}. */
    private static String gadget(Path marker) {
        return "<sorted-set>"
                + "<string>foo</string>"
                + "<dynamic-proxy>"
                + "<interface>java.lang.Comparable</interface>"
                + "<handler class=\"java.beans.EventHandler\">"
                + "<target class=\"java.lang.ProcessBuilder\">"
                + "<command><string>touch</string><string>" + marker + "</string></command>"
                + "</target>"
                + "<action>start</action>"
                + "</handler>"
                + "</dynamic-proxy>"
                + "</sorted-set>";
    }

    private static void waitForProcesses() throws InterruptedException {
        Thread.sleep(300);
    }

    @Test
    void controlAnOpenXStreamInstantiatesWhateverTheFileNames() {
        Canary.resolved = false;
        XStream open = new XStream();
        open.addPermission(AnyTypePermission.ANY);
        open.fromXML("<" + Canary.class.getName() + "/>");
        assertThat(Canary.resolved).as("an open XStream creates the named type and runs its readResolve").isTrue();
    }

    @Test
    void theRecordXStreamNeverInstantiatesAForeignType() {
        Canary.resolved = false;
        assertThatThrownBy(() -> XmlRecordCodec.xstream().fromXML("<" + Canary.class.getName() + "/>"))
                .isInstanceOf(ForbiddenClassException.class);
        String inRecord = xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><comment class=\"" + Canary.class.getName() + "\"/>");
        assertThat(RecordLoader.readXml(inRecord, "canary.xml").error().orElseThrow().reason()).startsWith("refused:");
        assertThat(Canary.resolved).isFalse();
    }

    @Test
    void theRecordXStreamRefusesTheGadgetAsADocument() throws Exception {
        Path marker = dir.resolve("record-xstream-ran");
        assertThatThrownBy(() -> XmlRecordCodec.xstream().fromXML(gadget(marker)))
                .isInstanceOf(ForbiddenClassException.class);
        waitForProcesses();
        assertThat(marker).doesNotExist();
    }

    @Test
    void theGadgetInsideARecordIsRefusedWithAClearMessage() throws Exception {
        Path marker = dir.resolve("embedded-ran");
        String payload = xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><comment class=\"sorted-set\">"
                + gadget(marker).substring("<sorted-set>".length(), gadget(marker).length() - "</sorted-set>".length())
                + "</comment>");
        LoadError e = RecordLoader.readXml(payload, "evil.xml").error().orElseThrow();
        waitForProcesses();
        assertThat(marker).doesNotExist();
        assertThat(e.toString()).startsWith("evil.xml:").contains("refused: the file asks for a Java type that records may not hold")
                .contains("only Roundhouse record elements are allowed");
    }

    @Test
    void anOlderVersionCannotSlipPastTheAllowlist() throws Exception {
        // the checks of elements and attributes belong to the current version: an old record is
        // first upgraded, and a root whose version cannot be rewritten must not skip them
        assertThat(xml).contains("<roundhouse-record version=\"1\">");
        String unknown = xml.replaceFirst("<header>", "<header evil=\"1\">");
        String oddRoot = unknown.replace("<roundhouse-record version=\"1\">", "<roundhouse-record z=\">\" version=\"1\">");
        assertThat(RecordLoader.readXml(oddRoot, "odd.xml").error().orElseThrow().reason())
                .isEqualTo("this version 1 record could not be brought up to version " + XmlRecordCodec.VERSION + " (its root element is unusual)");
        assertThat(RecordLoader.readXml(unknown, "plain.xml").error().orElseThrow().reason())
                .isEqualTo("unknown attribute 'evil' on <header>");
        for (String spelled : List.of("01", "+1", " 1")) {
            String v = xml.replace("<roundhouse-record version=\"1\">", "<roundhouse-record version=\"" + spelled + "\">");
            var result = RecordLoader.readXml(v, "v.xml");
            if (spelled.equals(" 1")) {
                assertThat(result.isOk()).as("version ' 1' (spaces are trimmed)").isTrue();
            } else {
                assertThat(result.error().orElseThrow().reason()).isEqualTo("version '" + spelled + "' is not written as a plain number");
            }
        }
        Path marker = dir.resolve("old-version-ran");
        String payload = xml.replace("<roundhouse-record version=\"1\">", "<roundhouse-record version=\"01\">")
                .replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><comment class=\"sorted-set\">"
                        + gadget(marker).substring("<sorted-set>".length(), gadget(marker).length() - "</sorted-set>".length())
                        + "</comment>");
        assertThat(RecordLoader.readXml(payload, "evil.xml").isOk()).isFalse();
        waitForProcesses();
        assertThat(marker).doesNotExist();
    }

    @Test
    void aRecordThatIsNotARecordIsRefusedBeforeXStreamSeesIt() throws Exception {
        Path marker = dir.resolve("root-ran");
        LoadError e = RecordLoader.readXml(gadget(marker), "evil.xml").error().orElseThrow();
        waitForProcesses();
        assertThat(marker).doesNotExist();
        assertThat(e.reason()).isEqualTo("this is not a Roundhouse record: the root element is <sorted-set>, not <roundhouse-record>");
    }

    @Test
    void typesOutsideTheModelAreRefusedEvenIfHarmless() throws Exception {
        String payload = xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><comment class=\"java.util.ArrayList\"/>");
        assertThat(RecordLoader.readXml(payload, "x.xml").error().orElseThrow().reason()).startsWith("refused:");
        assertThatThrownBy(() -> XmlRecordCodec.unmarshal("<java.io.File><path>/etc</path></java.io.File>"
                .getBytes(StandardCharsets.UTF_8), "f.xml"))
                .isInstanceOf(RecordFormatException.class).hasMessageContaining("refused");
    }

    @Test
    void externalEntitiesAndDoctypesAreRefused() throws Exception {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOP-SECRET");
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>\n"
                + xml.substring(xml.indexOf("<roundhouse-record")).replaceFirst("<event>", "<event>&x;");
        LoadError e = RecordLoader.readXml(xxe, "xxe.xml").error().orElseThrow();
        assertThat(e.toString()).doesNotContain("TOP-SECRET");
        assertThat(e.reason()).isEqualTo("a DOCTYPE is not allowed in a record");
        assertThat(e.line()).isEqualTo(2);

        StringBuilder laughs = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\">");
        for (int i = 1; i < 10; i++) {
            laughs.append("<!ENTITY lol").append(i).append(" \"");
            for (int j = 0; j < 10; j++) laughs.append("&lol").append(i == 1 ? "" : i - 1).append(';');
            laughs.append("\">");
        }
        laughs.append("]>\n<roundhouse-record version=\"1\"><header><event>&lol9;</event></header></roundhouse-record>");
        assertThat(RecordLoader.readXml(laughs.toString(), "lol.xml").error().orElseThrow().reason())
                .isEqualTo("a DOCTYPE is not allowed in a record");
        String undeclared = xml.replaceFirst("<event>", "<event>&nope;");
        assertThat(RecordLoader.readXml(undeclared, "e.xml").isOk()).isFalse();
    }

    @Test
    void deepNestingIsRefusedWithoutAStackOverflow() {
        StringBuilder deep = new StringBuilder("<roundhouse-record version=\"1\">");
        for (int i = 0; i < 100_000; i++) deep.append("<variation>");
        LoadError e = RecordLoader.readXml(deep.toString(), "deep.xml").error().orElseThrow();
        assertThat(e.reason()).startsWith("elements are nested deeper than " + RecordLimits.MAX_XML_DEPTH);
    }

    @Test
    void manyDeepVariationsWithinTheLimitStillLoad() {
        // the deepest nesting the limit allows goes through XStream without trouble
        String nested = xml;
        assertThat(RecordLoader.readXml(nested, "ok.xml").isOk()).isTrue();
    }

    @Test
    void hashCollisionCollectionsCannotBeUsedBecauseNoCollectionTypeIsAllowed() {
        String payload = xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><comment class=\"set\"><string>a</string></comment>");
        assertThat(RecordLoader.readXml(payload, "h.xml").error().orElseThrow().reason()).startsWith("refused:");
        assertThat(XmlRecordCodec.allowedTypeNames()).allMatch(n -> n.startsWith("org.roundhouse.record.xml.model."));
    }
}
