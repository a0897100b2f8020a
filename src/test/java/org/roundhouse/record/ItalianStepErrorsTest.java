package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.roundhouse.text.InItalian;
import org.roundhouse.text.Messages;
import org.roundhouse.text.EnglishLeft;

/**
 * What the engine and the record put inside a record error, read in Italian (issue #23): the
 * step tokens' own errors and the deals of every rule set in both formats, the deal checks of the
 * rules, the win chances' and review's settings, and the record's own checks hold no English
 * word once names, notation, XML and setting names are taken out; a setup error points at the
 * same tag line in both languages; English reads as before.
 */
@ExtendWith(InItalian.class)
class ItalianStepErrorsTest {
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|of|and|is|are|not|must|with|without|before|after|has|have|"
            + "cannot|unknown|only|allowed|move|moves|name|player|players|value|seat|seats|step|steps|here|holds|order|needs|number|"
            + "whole|by|at|from|to|on|no|or|one|be|it|this|that|which|there|such|card|cards|company|board|deck|decks|share|shares|"
            + "piles|face-up|slot|take|taken|takes|missing|kind|three|shown|kept|discarded|drawn|turned|treasury|listed|twice|"
            + "lists|deal|setup|investment|investing|track|plain|forest|mountain|desert|section|expected|nothing|variant|"
            + "nineteenth-century|stripped-down|two|for|each|top|oldest|leftmost|blind|personal|trading|comes|played|dividend|"
            + "marker|scoring|numbered|written|letter|none|additional|into|chance|chances|error|errors|loss|marked|thresholds|"
            + "decision|already|record|least|says|review|evaluation|position|line|ends|variation|house|found|add|give|take|"
            + "rule|set|version|knows|option|trimmed|empty|named|first|initial|part|turn|start|game|use|points|rise|"
            + "precision|lower-case|letters|digits|dashes|bots|random|iterations|milliseconds|candidates|threads|search)\\b");

    private static final String PLAYERS = "Anna|Ben|Cleo|Carl|Dan|Dave|Winton";
    private static final String SETTINGS = "eval-after|bot|playouts|precision|seed|view|screening|best|thresholds|luck|choices|all|start|random";

    private static String sample(String name) {
        try {
            return Files.readString(Path.of("sample-games", name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The sample with {@code from} replaced by {@code to} (which must be there). */
    private static String changed(String text, String from, String to) {
        assertThat(text).as("the sample holds %s", from).contains(from);
        return text.replace(from, to);
    }

    private static int lineOfError(String text) {
        return RecordLoader.readNotation(text, "g.upn").error().orElseThrow().line();
    }

    /** The English words left once file names, names, notation, XML and setting names are taken out. */
    static List<String> englishIn(String message) {
        String t = message.replaceAll("\\S+\\.(upn|xml)(:\\d+)?", " ")
                .replaceAll("<[^>]*>", " ").replaceAll("%%\\w+", " ").replaceAll("\\[[^\\]]*\\]", " ")
                .replaceAll("'[^']*'", " ").replaceAll("\"[^\"]*\"", " ").replaceAll("\\S+=\\S*", " ")
                .replaceAll("\\([^()]*[=&^>@~$/*+][^()]*\\)", " ")
                .replaceAll("\\S*[=&^>@~$/*+:]\\S*", " ")
                .replaceAll("\\b(" + PLAYERS + "|" + SETTINGS + "|Union Pacific|UP|P|F|M|D|T|A|W|DM|MS|KCC|XYZ|six-card-dividends|large-stack-dividends|even-spacing|plain|forest|mountain|"
                        + "desert|wild)\\b", " ");
        return EnglishLeft.in(ENGLISH, t);
    }

    private static void allItalian(List<String> messages) {
        for (String m : messages) assertThat(englishIn(m)).as("English left in: %s", m).isEmpty();
    }

    private static String refusal(Supplier<Object> make) {
        try {
            make.get();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError("not refused");
    }

    private static final String SD = sample("4p-stripped-down.upn");
    private static final String U42 = sample("2p-up-for-two.upn");
    private static final String NT = sample("4p-nineteenth-century.upn");
    private static final String SD_XML = sample("3p-stripped-down-table.xml");
    private static final String NT_XML = sample("3p-nineteenth-century-table.xml");

    private static List<String> strippedDownErrors() {
        List<String> m = new ArrayList<>();
        m.add(RecordErrors.upnError(changed(SD, "1.A +BNL ", "1.A +XYZ ")));
        m.add(RecordErrors.upnError(changed(SD, "1.A +BNL ", "1.A +UP ")));
        m.add(RecordErrors.upnError(changed(SD, ">MS/4 ", ">MS/9 ")));
        m.add(RecordErrors.upnError(changed(SD, ">MS/4 ", ">UP ")));
        m.add(RecordErrors.upnError(changed(SD, ">MS/4 ", ">MS ")));
        m.add(RecordErrors.upnError(changed(SD, ">MS/4 ", ">XYZ ")));
        m.add(RecordErrors.upnError(changed(SD, "2.B =BNL", "2.B =BNL,2KCC")));
        m.add(RecordErrors.upnError(changed(SD, "2.B =BNL", "2.B =0BNL")));
        m.add(RecordErrors.upnError(changed(SD, "^EP&RG @2", "^$9 @2")));
        m.add(RecordErrors.upnError(changed(SD, "0. =UP =UP =SFRB =MRR", "0. =UP =UP =SFRB +MRR")));
        m.add(RecordErrors.upnError(changed(SD, "^EP&RG @2", "^EP&RG Q9")));
        m.add(RecordErrors.upnError(changed(SD, "[Display \"EP&RG EP&RG W&W MS\"]\n", "")));
        m.add(RecordErrors.upnError(changed(SD, "[DealB \"UP BNL MS DM\"]", "[DealB \"UP BNL MS XYZ\"]")));
        m.add(RecordErrors.upnError(changed(SD, "[DealB \"UP BNL MS DM\"]", "[DealB \"UP BNL MS\"]")));
        m.add(RecordErrors.upnError(changed(SD, "[DealB \"UP BNL MS DM\"]", "[DealB \"UP BNL MS XYZ\"]")));
        m.add(RecordErrors.upnError(changed(SD, "[ShareDeck \"EP&RG UMR ", "[ShareDeck \"UMR ")));
        return m;
    }

    @Test
    void theStrippedDownVariantsStepsAndDealAreItalian() {
        List<String> m = strippedDownErrors();
        allItalian(m);
        assertThat(m.get(0)).endsWith(": '+XYZ': 'XYZ' non è una compagnia di questo tabellone");
        assertThat(m.get(6)).endsWith(": '=BNL,2KCC' non è un investimento: in un turno d'investimento si giocano due azioni qualsiasi"
                + " (=MS,EP&RG) o quante azioni si vuole di una sola compagnia (=3MS), mai due di una compagnia e una di un'altra");
        assertThat(m.get(11)).endsWith(": manca [Display]: le quattro azioni scoperte");
    }

    @Test
    void unionPacificForTwosStepsAndDealAreItalian() {
        List<String> m = new ArrayList<>();
        m.add(RecordErrors.upnError(changed(U42, "1.A +F ESL:DET-TOR >@ ^SFRB", "1.A &X")));
        m.add(RecordErrors.upnError(changed(U42, "1.A +F ESL:DET-TOR >@ ^SFRB", "1.A +F ESL:DET-TOR >MS")));
        m.add(RecordErrors.upnError(changed(U42, "1.A +F ESL:DET-TOR >@ ^SFRB", "1.A +F ESL:DET-TOR >UP")));
        m.add(RecordErrors.upnError(changed(U42, "1.A +F ESL:DET-TOR >@ ^SFRB", "1.A +F ESL:DET-TOR >MS/9")));
        m.add(RecordErrors.upnError(changed(U42, "1.A +F ESL:DET-TOR >@ ^SFRB", "1.A +F ESL:DET-TOR >@ ^$")));
        m.add(RecordErrors.upnError(changed(U42, "1.A +F ESL:DET-TOR >@ ^SFRB", "1.A +F ESL:DET-TOR >@ ^UP")));
        m.add(RecordErrors.upnError(changed(U42, "[PlayerA ", "[PersonalC \"DM\"]\n[PlayerA ")));
        m.add(RecordErrors.upnError(changed(U42, "[PersonalA \"SFRB EP&RG UMR KCC BNL W&W MS DM ESL MRR\"]", "[PersonalA \"DM DM\"]")));
        m.add(RecordErrors.upnError(changed(U42, "[PersonalA \"SFRB EP&RG UMR KCC BNL W&W MS DM ESL MRR\"]", "[PersonalA \"DM\"]")));
        m.add(RecordErrors.upnError(changed(U42, "[PersonalA \"SFRB EP&RG UMR KCC BNL W&W MS DM ESL MRR\"]", "[PersonalA \"DM UP\"]")));
        m.add(RecordErrors.upnError(changed(U42, "[Recipe \"standard\"]", "[Recipe \"nope\"]")));
        m.add(RecordErrors.upnError(changed(U42, "[Rules \"up-for-two\"]", "[Rules \"up-for-nine\"]")));
        allItalian(m);
        assertThat(m.get(0)).endsWith(": '&X': un tris si scrive &P (tre carte pianura mostrate, una scartata, due pescate) o &- (tenuto)");
        assertThat(m.get(7)).endsWith(": [PersonalA]: DM compare due volte; un mazzo personale contiene un'azione di ogni compagnia");
        assertThat(m.get(6)).endsWith(": [PersonalC] senza [PlayerC]: Union Pacific in due ha un mazzo personale solo per i giocatori"
                + " A e B");
    }

    @Test
    void theNineteenthCenturysStepsAndDealAreItalian() {
        List<String> m = new ArrayList<>();
        String first = "1.A $3MS $UP U$2KCC $EP&RG $ESL / KCC@OKC-MEM ~F ^F/T /";
        m.add(RecordErrors.upnError(changed(NT, first, "1.A $3XYZ")));
        m.add(RecordErrors.upnError(changed(NT, first, "1.A $3MS $UP U$2KCC $EP&RG $ESL / KCC@OKC-MEM ~F ^F/Q")));
        m.add(RecordErrors.upnError(changed(NT, first, "1.A $3MS $UP U$2KCC $EP&RG $ESL / KCC@OKC-MEM ~F ^F/T / >3")));
        m.add(RecordErrors.upnError(changed(NT, first, "1.A begin")));
        m.add(RecordErrors.upnError(changed(NT, first, "1.A $3MS $UP U$2KCC $EP&RG $ESL / KCC@OKC-MEM ~Q")));
        m.add(RecordErrors.upnError(changed(NT, first, "1.A $3MS $UP U$2KCC $EP&RG $ESL / KCC@XYZ")));
        m.add(RecordErrors.upnError(changed(NT, "2.B / EP&RG@SLC-PHX okA", "2.B / EP&RG@SLC-PHX okZ")));
        m.add(RecordErrors.upnError(changed(NT, "0. begin", "0. =DM")));
        m.add(RecordErrors.upnError(changed(NT, "[TrackTops \"P:T F:T M:T D:T\"]", "[TrackTops \"P:T F:T M:T\"]")));
        m.add(RecordErrors.upnError(changed(NT, "[TrackTops \"P:T F:T M:T D:T\"]", "[TrackTops \"P:T P:T F:T M:T D:T\"]")));
        m.add(RecordErrors.upnError(changed(NT, "[TrackTops \"P:T F:T M:T D:T\"]", "[TrackTops \"P:X F:T M:T D:T\"]")));
        m.add(RecordErrors.upnError(changed(NT, "[TrackTops \"P:T F:T M:T D:T\"]", "[TrackTops \"P:$ F:T M:T D:T\"]")));
        m.add(RecordErrors.upnError(changed(NT, "[TrackTops \"P:T F:T M:T D:T\"]", "[TrackTops \"PT F:T M:T D:T\"]")));
        m.add(RecordErrors.upnError(changed(NT, "[TrackTops \"P:T F:T M:T D:T\"]\n", "")));
        m.add(RecordErrors.upnError(changed(NT, "[TrackDecks \"P:TTAT$TTTTTT ", "[TrackDecks \"P:TTAT$TTTTT ")));
        allItalian(m);
        assertThat(m.get(2)).endsWith(": '>3': un investimento aggiuntivo si scrive >3DM (3 M$ nella cassa della DM)");
        assertThat(m.get(8)).endsWith(": [TrackTops]: manca il mazzo deserto (D:)");
    }

    @Test
    void xmlStepsAndDealsAreItalian() {
        List<String> m = new ArrayList<>();
        m.add(RecordErrors.xmlError(changed(SD_XML, "<train company=\"EP&amp;RG\"/>", "<train company=\"XYZ\"/>")));
        m.add(RecordErrors.xmlError(changed(SD_XML, "<take from=\"display\" slot=\"1\" company=\"ESL\"/>", "<take from=\"display\" company=\"ESL\"/>")));
        m.add(RecordErrors.xmlError(changed(SD_XML, "<take from=\"display\" slot=\"1\" company=\"ESL\"/>",
                "<take from=\"display\" slot=\"9\" company=\"ESL\"/>")));
        m.add(RecordErrors.xmlError(changed(SD_XML, "<take from=\"display\" slot=\"1\" company=\"ESL\"/>", "<take from=\"nowhere\"/>")));
        m.add(RecordErrors.xmlError(changed(SD_XML, "<display>ESL MS ESL MS</display>", "")));
        m.add(RecordErrors.xmlError(changed(SD_XML, "<player name=\"Ben\" shares=\"UP BNL DM SFRB\"/>", "<player name=\"Ben\"/>")));
        m.add(RecordErrors.xmlError(changed(SD_XML, "<player name=\"Ben\" shares=\"UP BNL DM SFRB\"/>", "<player name=\"Ben\" shares=\"UP BNL DM XYZ\"/>")));
        m.add(RecordErrors.xmlError(changed(SD_XML, "<initial seat=\"3\" company=\"ESL\"/>", "<initial seat=\"7\" company=\"ESL\"/>")));
        allItalian(m);
        assertThat(m.get(5)).endsWith(": il giocatore Ben non ha shares=\"...\": le quattro azioni del giocatore, una UP e tre di altre"
                + " compagnie");
    }

    @Test
    void theWinChancesReviewAndRecordChecksAreItalian() {
        String sample = sample("3p-standard.upn");
        String end = "\n*\n";
        List<String> m = new ArrayList<>();
        String evaluation = "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=all\n";
        String review = "%%review bot=heuristic playouts=200 screening=400 best=3 thresholds=5,10,20 seed=1 luck=0.02,-0.01,-0.01\n";
        String body = sample.substring(0, sample.lastIndexOf("*")).stripTrailing() + "\n";
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=0 precision=0 seed=1 view=all" + end));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=D" + end));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=Q" + end));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=Genius! playouts=1000 precision=0 seed=1 view=all" + end));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=1000 precision=0 seed=x view=all" + end));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=all colour=red" + end));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1" + end));
        m.add(RecordErrors.upnError(body + evaluation + "%%chances start 1000 0.5/0.01 0.5/0.01 0.5/0.01" + end));
        m.add(RecordErrors.upnError(body + evaluation + "%%chances start 1000 0.5/0.01 0.5/0.01" + end));
        m.add(RecordErrors.upnError(body + evaluation + "%%chances 9999 1000 0.4/0.01 0.3/0.01 0.3/0.01" + end));
        m.add(RecordErrors.upnError(body + evaluation + "%%chances x 1000 0.4/0.01 0.3/0.01 0.3/0.01" + end));
        m.add(RecordErrors.upnError(body + evaluation + "%%chances 3:5 1000 0.4/0.01 0.3/0.01 0.3/0.01" + end));
        m.add(RecordErrors.upnError(body + evaluation + "%%chances start 1000 1.4/0.01 0.3/0.01 0.3/0.01" + end));
        m.add(RecordErrors.upnError(body + review.replace("5,10,20", "5,10") + end));
        m.add(RecordErrors.upnError(body + review.replace("luck=0.02,-0.01,-0.01", "luck=0.02,-0.01") + end));
        m.add(RecordErrors.upnError(body + review.replace("luck=0.02,-0.01,-0.01", "luck=0.02,-0.01,x") + end));
        m.add(RecordErrors.upnError(body + review.replace("5,10,20", "20,10,5") + end));
        m.add(RecordErrors.upnError(body + review.replace(" best=3", " best=0") + end));
        m.add(RecordErrors.upnError(body + review.replace(" seed=1", "") + end));
        m.add(RecordErrors.upnError(body + review + "%%best start 1 A 2 =MS 0.5 0 - =MS 0.5" + end));
        m.add(RecordErrors.upnError(body + review + "%%best 0 9 A 2 =MS 0.5 0 - =MS 0.5" + end));
        m.add(RecordErrors.upnError(body + review + "%%best 0 1 Q 2 =MS 0.5 0 - =MS 0.5" + end));
        m.add(refusal(() -> new Turn(0, List.of(new org.roundhouse.engine.base.BaseMove.DrawTrack(1, 0)))));
        m.add(refusal(() -> new Review("heuristic", 0, 0, 1, 0.05, 0.1, 0.2, 1, List.of(0.0, 0.0))));
        m.add(refusal(() -> new Review("heuristic", 1, 0, 1, 0.05, 0.1, 0.2, -1, List.of(0.0, 0.0))));
        m.add(refusal(() -> new Review("heuristic", 1, 0, 1, 0.2, 0.1, 0.05, 1, List.of(0.0, 0.0))));
        m.add(refusal(() -> new Review("heuristic", 1, 0, 1, 0.05, 0.1, 0.2, 1, List.of(0.0))));
        m.add(refusal(() -> new Evaluation("heuristic", 1, 2, 0, -1)));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=all eval-after=0" + end));
        m.add(RecordErrors.upnError(body + "%%evaluation bot=heuristic playouts=1000 precision=0 seed=1 view=all judged=5" + end));
        m.add(refusal(() -> new Evaluation("heuristic", 1, 0, 0, -1, 1001)));
        allItalian(m);
        assertThat(m.get(0)).endsWith(": playouts deve valere almeno 1");
        assertThat(m.get(m.size() - 3)).endsWith(": eval-after=0: i turni dopo i quali il valutatore ha giudicato ogni simulazione sono"
                + " un numero intero da 1 a 1000 (togli eval-after per simulazioni giocate fino alla fine)");
        assertThat(m.get(22)).isEqualTo("un passo del giocatore 2 non può far parte del turno del giocatore 1");
    }

    @Test
    void aSetupErrorPointsAtTheSameLineInBothLanguages() {
        List<String> texts = List.of(
                changed(SD, "[DealB \"UP BNL MS DM\"]", "[DealB \"UP BNL MS\"]"),
                changed(SD, "[ShareDeck \"EP&RG UMR ", "[ShareDeck \"UMR "),
                changed(U42, "[Recipe \"standard\"]", "[Recipe \"nope\"]"),
                changed(U42, "[DealB \"W W M | DM UMR EP&RG EP&RG\"]", "[DealB \"W W | DM UMR EP&RG EP&RG\"]"),
                changed(NT, "[TrackDecks \"P:TTAT$TTTTTT ", "[TrackDecks \"P:TTAT$TTTTT "));
        List<String> tags = List.of("[DealB ", "[ShareDeck ", "[Recipe ", "[DealB ", "[TrackDecks ");
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i);
            int tagLine = (int) text.substring(0, text.indexOf(tags.get(i))).chars().filter(c -> c == '\n').count() + 1;
            Messages.setLocale(Locale.ENGLISH);
            int english = lineOfError(text);
            Messages.setLocale(Locale.ITALIAN);
            int italian = lineOfError(text);
            assertThat(english).as("English, %s", tags.get(i)).isEqualTo(tagLine);
            assertThat(italian).as("Italian, %s", tags.get(i)).isEqualTo(tagLine);
        }
    }

    @Test
    void englishReadsAsBefore() {
        Messages.setLocale(Locale.ENGLISH);
        List<String> m = strippedDownErrors();
        assertThat(m.get(0)).endsWith(": '+XYZ': 'XYZ' is not a company of this board");
        assertThat(m.get(1)).endsWith(": '+UP': 'UP' is not a company of this board here (UP has no row and no face-up share)");
        assertThat(m.get(4)).endsWith(": '>MS': a face-up pile is taken with its number, >MS/1 to >MS/4; >* takes the deck's top card");
        assertThat(m.get(11)).endsWith(": [Display] is missing: the four face-up shares");
        assertThat(RecordErrors.upnError(changed(U42, "[PlayerA ", "[PersonalC \"DM\"]\n[PlayerA "))).endsWith(
                ": [PersonalC] without [PlayerC]: Union Pacific for two has a personal deck for seats A and B only");
        assertThat(RecordErrors.upnError(changed(NT, "[TrackTops \"P:T F:T M:T D:T\"]", "[TrackTops \"P:T F:T M:T\"]")))
                .endsWith(": [TrackTops]: the desert deck (D:) is missing");
        assertThat(refusal(() -> new Turn(0, List.of(new org.roundhouse.engine.base.BaseMove.DrawTrack(1, 0)))))
                .isEqualTo("a step of seat 2 cannot be part of seat 1's turn");
    }
}
