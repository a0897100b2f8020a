package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.text.Messages;
import org.roundhouse.text.EnglishLeft;

/**
 * Bad records read in Italian (issue #23): every load error and warning of the notation reader,
 * the XML reader and the record's checks, and the save errors, hold no English word once file
 * names, notation and XML tokens and the players' names are taken out; the where-part (file,
 * line, move) stays.
 */
class ItalianRecordErrorsTest {
    /** Words of the English messages that are no Italian word (XML values such as true and red are tokens, not words). */
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|of|and|is|are|not|must|with|without|before|after|has|have|"
            + "cannot|unknown|only|allowed|line|move|moves|name|player|players|value|closed|record|block|seat|step|"
            + "steps|here|holds|inside|order|rest|needs|number|whole|longer|than|characters|empty|nested|deeply|root|refused|"
            + "saved|written|folder|reads|it|this|that|which|there|such|by|at|from|to|on|no|or|one|be|could|drops|saving|part|"
            + "between|places|text|comment|comments|chances|version|element|elements|missing|unfinished|card|mark|"
            + "position|end|past|runs|quoted|letter|game|write|space|break|tab|control|character|declaration|says|known|"
            + "encoding|second|first|stand|last|right|marker|belongs|outside|any|variation|damaged|why|estimated|reviewed|"
            + "type|may|hold|upgrade|brought|unusual|problem|option|city|section|"
            + "board|where|expected)\\b");

    private static final String PLAYERS = "Anna|Ben|Carl";

    @TempDir
    Path dir;

    private static String sample;
    private static String header;
    private static String xml;

    @BeforeEach
    void italian() throws IOException {
        if (sample == null) {
            sample = Files.readString(Path.of("sample-games/3p-standard.upn"), StandardCharsets.UTF_8);
            header = sample.substring(0, sample.indexOf("\n0. ") + 1);
            xml = RecordSaver.write(RecordLoader.readNotation(sample, "g.upn").record().orElseThrow(), RecordFormat.XML);
        }
        Messages.setLocale(Locale.ITALIAN);
    }

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** The sample's first {@code moves} moves, then {@code tail}. */
    private static String upn(int moves, String tail) {
        StringBuilder b = new StringBuilder(header).append('\n');
        String[] lines = sample.substring(header.length()).strip().split("\n");
        for (int i = 0; i <= moves; i++) b.append(lines[i]).append('\n');
        return b.append(tail).toString();
    }

    private static String xmlWarning(String text) {
        LoadResult r = RecordLoader.readXml(text, "g.xml");
        assertThat(r.error()).as("an error for:\n%s", text).isEmpty();
        assertThat(r.warnings()).isNotEmpty();
        return r.warnings().get(0).toString();
    }

    /** The English words in a message once names, file names, notation and XML tokens are taken out. */
    private static List<String> englishIn(String message) {
        String t = message.replaceAll("\\S+\\.(upn|xml)(:\\d+)?", " ")
                .replace("%%unread notation, move 13 by \"Anna\"", " ")
                .replaceAll("<[^>]*>", " ").replaceAll("%%\\w+", " ").replaceAll("\\[[^\\]]*\\]", " ")
                .replaceAll("'[^']*'", " ").replaceAll("\\bmanca \\w+", " ").replaceAll("\"[^\"]*\"", " ").replaceAll("\\S+=\\S*", " ")
                .replaceAll("\\b(" + PLAYERS + "|Union Pacific|Roundhouse|Java|XML|UTF-8|US-ASCII)\\b", " ");
        return EnglishLeft.in(ENGLISH, t);
    }

    private static void allItalian(List<String> messages) {
        for (String m : messages) assertThat(englishIn(m)).as("English left in: %s", m).isEmpty();
    }

    private static final String EVALUATION = "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=all\n";
    private static final String CHANCES = "%%chances start 1000 0.4/0.01 0.3/0.01 0.3/0.01\n";
    private static final String REVIEW = "%%review bot=heuristic playouts=200 screening=400 best=3 thresholds=5,10,20 seed=1 luck=0.02,-0.01,-0.01\n";

    @Test
    void notationErrorsAreItalian() {
        List<String> m = new ArrayList<>();
        m.add(RecordErrors.upnError("[Event x]\n" + upn(3, "*\n")));
        m.add(RecordErrors.upnError("[Event \"abc"));
        m.add(RecordErrors.upnError("[Event \"abc\n\"]\n" + upn(3, "*\n")));
        m.add(RecordErrors.upnError("[UPN \"9\"]\n" + upn(3, "*\n").substring("[UPN \"1\"]\n".length())));
        m.add(RecordErrors.upnError(upn(3, "*\n").replace("[PlayerC \"Carl\"]\n", "")));
        m.add(RecordErrors.upnError(upn(3, "*\n").replace("[PlayerA ", "[First \"Z\"]\n[PlayerA ")));
        m.add(RecordErrors.upnError(upn(3, CHANCES + "*\n")));
        m.add(RecordErrors.upnError(upn(3, "%%best start 1 A 2 x 0.5 0 ? y 0.5\n*\n")));
        m.add(RecordErrors.upnError(upn(3, REVIEW + "{late}\n*\n")));
        m.add(RecordErrors.upnError(upn(3, EVALUATION + "{late}\n*\n")));
        m.add(RecordErrors.upnError(upn(3, "\"a name")));
        m.add(RecordErrors.upnError(upn(3, "\"a\nname\" 4.A +P\n*\n")));
        m.add(RecordErrors.upnError(upn(3, "\"a\tname\" 4.A +P\n*\n")));
        m.add(RecordErrors.upnError(upn(3, "%%unread what\nrest\n")));
        m.add(RecordErrors.upnError(upn(3, "(\n" + EVALUATION + ")\n*\n")));
        m.add(RecordErrors.upnError(upn(3, REVIEW + EVALUATION + "*\n")));
        m.add(RecordErrors.upnError(upn(3, "%%evaluation\n*\n")));
        m.add(RecordErrors.upnError(upn(3, EVALUATION + "%%chances start\n*\n")));
        m.add(RecordErrors.upnError(upn(3, EVALUATION + CHANCES + CHANCES + "*\n")));
        m.add(RecordErrors.upnError(upn(3, EVALUATION + "%%chances start 1000 0.4 0.3 0.3\n*\n")));
        m.add(RecordErrors.upnError(upn(3, "(\n" + REVIEW + ")\n*\n")));
        m.add(RecordErrors.upnError(upn(3, "%%review\n*\n")));
        m.add(RecordErrors.upnError(upn(3, REVIEW + "%%best start\n*\n")));
        m.add(RecordErrors.upnError(upn(3, "{a bell \u0007}\n*\n")));
        allItalian(m);
        assertThat(m.get(3)).isEqualTo("g.upn:1: questa è la notazione nella versione 9; questo Roundhouse legge le versioni da 1 a 3");
        assertThat(m.get(13)).endsWith(": la riga %%unread è danneggiata: si scrive %%unread notation, move 13 by \"Anna\": perché il"
                + " resto non si è potuto leggere");
        assertThat(m.get(12)).endsWith(": una tabulazione (U+0009) in il nome di una linea: contiene una sola riga di testo; scrivi uno"
                + " spazio al suo posto");
    }

    @Test
    void notationErrorsStillReadInEnglish() {
        Messages.setLocale(Locale.ENGLISH);
        assertThat(RecordErrors.upnError("[UPN \"9\"]\n" + upn(3, "*\n").substring("[UPN \"1\"]\n".length())))
                .isEqualTo("g.upn:1: this is notation version 9; this Roundhouse reads versions 1 to 3");
        assertThat(RecordErrors.upnError(upn(3, "%%unread what\nrest\n"))).endsWith(": the %%unread line is damaged: it reads %%unread notation,"
                + " move 13 by \"Anna\": why the rest could not be read");
    }

    @Test
    void theRecordsChecksAreItalian() {
        String line = sample.lines().filter(l -> l.startsWith("1.A ")).findFirst().orElseThrow();
        // move 1 with only its track draw: the turn is unfinished when move 2 starts
        String cut = line.substring(0, line.indexOf(' ', 4));
        String unfinished = RecordErrors.upnError(upn(3, "*\n").replace(line + "\n", cut + "\n"));
        allItalian(List.of(unfinished));
        assertThat(unfinished).contains("mossa 1 (Anna): il turno non è finito: manca ");
        assertThat(new LoadError("g.upn", 3, 0, LoadError.INITIAL_INVESTMENTS, "x").toString())
                .isEqualTo("g.upn:3: mossa 0 (investimenti iniziali): x");
        assertThat(new UnreadRest(RecordFormat.NOTATION, "0. x", 0, LoadError.INITIAL_INVESTMENTS, "x", 0).describe())
                .isEqualTo("mossa 0 (investimenti iniziali): x");
        Messages.setLocale(Locale.ENGLISH);
        assertThat(new LoadError("g.upn", 3, 0, LoadError.INITIAL_INVESTMENTS, "x").toString())
                .isEqualTo("g.upn:3: move 0 (initial investments): x");
    }

    @Test
    void xmlErrorsAreItalian() {
        List<String> m = new ArrayList<>();
        m.add(xmlWarning(xml.replace("<moves>", "<!-- a note --><moves>")));
        m.add(xmlWarning(xml.replace("<moves>", "<!-- a note --><!-- another --><moves>")));
        m.add(xmlWarning(xml.replace("<moves>", "<?note x?><moves>")));
        m.add(xmlWarning(xml.replace("<moves>", "<?note x?><?note y?><moves>")));
        m.add(xmlWarning(xml.replace("<moves>", "some text<moves>")));
        m.add(xmlWarning(xml.replace("<moves>", "some text<moves>").replace("</moves>", "</moves>more")));
        m.add(RecordErrors.xmlError(xml.replace("<header>", "<header class=\"java.lang.String\">")));
        m.add(RecordErrors.xmlError(xml.replace("<event>", "<event><comment/>")));
        m.add(RecordErrors.xmlError(xml.replace("<setup ", "<header/><setup ")));
        m.add(RecordErrors.xmlError(xml.replaceAll("(?s)<header>.*?</header>", "").replace("</setup>", "</setup><header/>")));
        m.add(RecordErrors.xmlError(xml.replace("</moves>", "</moves><unread format=\"pdf\">x</unread>")));
        m.add(RecordErrors.xmlError(xml.replace("version=\"1\"", "version=\"0\"").replace("<node", "<move").replace("</node>", "</move>")
                .replace("<move seat=", "<move player=").replaceFirst("<move player=\"1\"", "<move player=\"x\"")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<event>[^<]*</event>", "<event>" + "x".repeat(RecordLimits.MAX_TAG_CHARS + 1) + "</event>")));
        m.add(RecordErrors.xmlError(xml.replaceAll("(?s)<setup .*</setup>", "")));
        m.add(RecordErrors.xmlError(xml.replaceAll("<player name=\"(Ben|Carl)\"[^>]*/>", "")));
        m.add(RecordErrors.xmlError(xml.replace("name=\"Ben\"", "name=\"B&#9;en\"")));
        m.add(RecordErrors.xmlError(xml.replace("name=\"Ben\"", "name=\" \"")));
        m.add(RecordErrors.xmlError(xml.replace("name=\"Ben\"", "name=\"" + "B".repeat(RecordLimits.MAX_TAG_CHARS + 1) + "\"")));
        m.add(RecordErrors.xmlError(xml.replace("two-player-rules=\"true\"", "two-player-rules=\"maybe\"")));
        m.add(RecordErrors.xmlError(xml.replace("<setup ", "<setup first-seat=\"9\" ")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><comment>" + "c".repeat(RecordLimits.MAX_COMMENT_CHARS + 1)
                + "</comment>")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><position-mark target=\"XYZ\" colour=\"red\"/>")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\"><position-mark target=\"DEN\" colour=\"pink\"/>")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\" mark=\"x\">")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"1\" name=\"a&#10;b\">")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"x\">")));
        m.add(RecordErrors.xmlError(xml.replaceFirst("<node seat=\"1\">", "<node seat=\"9\">")));
        m.add(RecordErrors.xmlError(xml.replace("</moves>", "</moves><evaluation bot=\"heuristic\" playouts=\"1000\" precision=\"0\" seed=\"1\""
                + " view=\"all\"><chances at=\"start\" playouts=\"1000\"/></evaluation>")));
        m.add(RecordErrors.xmlError(xml.replace("</moves>", "</moves><review bot=\"heuristic\" playouts=\"200\" screening=\"400\" best=\"3\""
                + " thresholds=\"5,10,20\" seed=\"1\" luck=\"0.02,-0.01,-0.01\"><decision at=\"start\"/></review>")));
        allItalian(m);
        assertThat(m.get(1)).isEqualTo("g.xml:" + lineOf(xml, "<moves>")
                + ": 2 commenti XML (il primo qui) non fanno parte della registrazione: salvando si perdono");
        assertThat(m.get(9)).endsWith(": <header> deve venire prima di <setup>: una registrazione contiene <header>, <setup>, <comment>,"
                + " gli elementi <position-mark>, <moves>, <evaluation>, <review> e <unread> in quest'ordine");
    }

    @Test
    void xmlErrorsStillReadInEnglish() {
        Messages.setLocale(Locale.ENGLISH);
        assertThat(xmlWarning(xml.replace("<moves>", "<!-- a note --><!-- another --><moves>"))).isEqualTo("g.xml:"
                + lineOf(xml, "<moves>") + ": 2 XML comments (the first here) are not part of the record: saving drops them");
        assertThat(RecordErrors.xmlError(xml.replace("<event>", "<event><comment/>"))).endsWith(": <comment> inside <event>: an <event> holds no elements");
    }

    @Test
    void encodingErrorsAreItalian() {
        List<String> m = new ArrayList<>();
        byte[] latin = xml.replace("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>")
                .replace("<event>", "<event>é").getBytes(StandardCharsets.UTF_8);
        for (String encoding : new String[] {"bogus", "US-ASCII"}) {
            byte[] bytes = encoding.equals("bogus") ? xml.replace("encoding=\"UTF-8\"", "encoding=\"bogus\"").getBytes(StandardCharsets.UTF_8)
                    : latin;
            LoadResult r = RecordLoader.read(bytes, "g.xml", RecordFormat.XML);
            m.add(r.error().orElseThrow().toString());
        }
        byte[] bad = xml.replace("<event>", "<event>\u00ff").getBytes(StandardCharsets.UTF_8);
        bad[xml.indexOf("<event>") + "<event>".length()] = (byte) 0xFF;
        m.add(RecordLoader.read(bad, "g.xml", RecordFormat.XML).error().orElseThrow().toString());
        allItalian(m);
        assertThat(m.get(0)).isEqualTo("g.xml:1: la dichiarazione XML nomina una codifica 'bogus' sconosciuta");
    }

    @Test
    void saveErrorsAreItalian() throws IOException {
        GameRecord record = RecordLoader.readNotation(sample, "g.upn").record().orElseThrow();
        List<String> m = new ArrayList<>();
        for (Path target : new Path[] {dir.resolve("g.txt"), dir.resolve("a-file").resolve("g.upn")}) {
            Files.writeString(dir.resolve("a-file"), "x");
            try {
                RecordSaver.save(record, target);
                m.add("saved");
            } catch (IOException e) {
                m.add(e.getMessage().replace(dir.toString(), "DIR"));
            }
        }
        Path readOnly = dir.resolve("ro.upn");
        RecordSaver.save(record, readOnly);
        assertThat(readOnly.toFile().setWritable(false)).isTrue();
        try {
            RecordSaver.save(record, readOnly);
            m.add("saved");
        } catch (IOException e) {
            m.add(e.getMessage());
        }
        allItalian(m.stream().map(s -> s.replaceAll("\\S*DIR\\S*", " ")).toList());
        assertThat(m.get(0)).isEqualTo("tipo di file sconosciuto: le registrazioni finiscono in .xml o .upn");
        assertThat(m.get(2)).isEqualTo("il file è di sola lettura, perciò non è stato sostituito");
    }

    private static int lineOf(String text, String what) {
        return UnreadRest.lineAt(text, text.indexOf(what));
    }
}
