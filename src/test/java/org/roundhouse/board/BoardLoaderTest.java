package org.roundhouse.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BoardLoaderTest {

    /** A small valid board; the tests break one line at a time. */
    static final String VALID = """
            roundhouse-board 1
            # a tiny test board
            board test "Test Board"
            track-type plain
            track-type hill
            company RED "Red Line" colour=#FF0000 home=AAA shares=6 trains=5 tracks=plain
            company BLU "Blue Line" colour=#0000FF home=CCC shares=7 trains=4 tracks=plain,hill
            union-pacific shares=20
            track-cards plain 5
            track-cards hill 5
            track-cards wild 2
            dividend-cards 4
            city AAA "Alpha" at=10,10
            city BBB "Beta" at=20,20
            city CCC "Gamma Town" at=30,30
            section AAA-BBB spaces=2 track=plain start=RED
            section BBB-CCC spaces=1 track=hill start=BLU
            section AAA-CCC spaces=4 track=plain
            """;

    static Board parse(String text) throws BoardFormatException {
        return BoardLoader.parse(new StringReader(text), "test.board");
    }

    static BoardFormatException error(String text) {
        BoardFormatException e = catchThrowableOfType(BoardFormatException.class, () -> parse(text));
        assertThat(e).as("expected a BoardFormatException for:%n%s", text).isNotNull();
        return e;
    }

    /** VALID with the line that contains {@code find} replaced by {@code line}. */
    static String replaceLine(String find, String line) {
        String[] lines = VALID.split("\n", -1);
        int hits = 0;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(find)) {
                lines[i] = line;
                hits++;
            }
        }
        assertThat(hits).as("lines containing '%s'", find).isEqualTo(1);
        return String.join("\n", lines);
    }

    static String withLine(String line) {
        return VALID + line + "\n";
    }

    /** 1-based number of the first line of text that contains s. */
    static int lineOf(String text, String s) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(s)) return i + 1;
        }
        throw new AssertionError("no line contains " + s);
    }

    static int lastLine(String text) {
        return (int) text.lines().count();
    }

    static void assertError(String text, String lineContaining, String problem) {
        BoardFormatException e = error(text);
        int line = lineOf(text, lineContaining);
        assertThat(e.getMessage()).isEqualTo("test.board:" + line + ": " + problem);
        assertThat(e.line()).isEqualTo(line);
        assertThat(e.source()).isEqualTo("test.board");
        assertThat(e.problem()).isEqualTo(problem);
    }

    @Nested
    class ValidBoard {
        @Test
        void readsEverything() throws Exception {
            Board b = parse(VALID);
            assertThat(b.id()).isEqualTo("test");
            assertThat(b.name()).isEqualTo("Test Board");
            assertThat(b.trackTypes()).containsExactly("plain", "hill");
            assertThat(b.cities()).extracting(City::code).containsExactly("AAA", "BBB", "CCC");
            assertThat(b.city(2).name()).isEqualTo("Gamma Town");
            assertThat(b.city(2).x()).isEqualTo(30.0);
            assertThat(b.sections()).hasSize(3);
            Section ab = b.section(0);
            assertThat(ab).isEqualTo(new Section(0, 0, 1, 2, 0, List.of(0)));
            assertThat(b.section(1).startCompanies()).containsExactly(1);
            assertThat(b.sectionCode(2)).isEqualTo("AAA-CCC");
            Company red = b.company(0);
            assertThat(red).isEqualTo(new Company(0, "RED", "Red Line", 0xFF0000, 0, 6, 5, 0b01));
            assertThat(b.company(1).trackTypeMask()).isEqualTo(0b11);
            assertThat(b.company(1).homeCity()).isEqualTo(2);
            assertThat(b.unionPacificShares()).isEqualTo(20);
            assertThat(b.trackCards(0)).isEqualTo(5);
            assertThat(b.trackCards(b.wildKind())).isEqualTo(2);
            assertThat(b.totalTrackCards()).isEqualTo(12);
            assertThat(b.dividendCards()).isEqualTo(4);
            assertThat(b.provenance()).isEmpty();
        }

        @Test
        void colourIsNotAComment() throws Exception {
            Board b = parse(replaceLine("company RED", "company RED \"Red\" colour=#FF0000 home=AAA shares=6"
                    + " trains=5 tracks=plain   # a comment with colour=#00FF00"));
            assertThat(b.company(0).rgb()).isEqualTo(0xFF0000);
        }

        @Test
        void statementsMayComeInAnyOrderAndCommentsAndBlankLinesAreIgnored() throws Exception {
            List<String> body = new ArrayList<>(VALID.lines().skip(1).toList());
            Collections.reverse(body);
            StringBuilder text = new StringBuilder("\uFEFF# leading comment\n\nroundhouse-board 1\n");
            for (String l : body) {
                text.append("\n   ").append(l).append("   # trailing\n");
            }
            Board b = parse(text.toString());
            assertThat(b.cities()).extracting(City::code).containsExactly("CCC", "BBB", "AAA");
            assertThat(b.companies()).extracting(Company::abbreviation).containsExactly("BLU", "RED");
        }

        @Test
        void markersAndDefaultCertaintyBecomeProvenance() throws Exception {
            String text = replaceLine("company RED", "company RED \"Red Line\"? colour=#FF0000~ home=AAA"
                    + " shares=6? trains=5 tracks=plain")
                    + "default-certainty chosen\n"
                    + "city DDD! \"Delta\" at=40,40\n"
                    + "section CCC-DDD~ spaces=2! track=hill\n"
                    + "default-certainty confirmed\n"
                    + "total-shares 13~\n";
            Board b = parse(text);
            int company = lineOf(text, "company RED");
            int city = lineOf(text, "city DDD");
            int section = lineOf(text, "section CCC-DDD");
            int total = lineOf(text, "total-shares");
            assertThat(b.provenance()).containsExactly(
                    new Provenance(company, "company RED \"Red Line\"", Certainty.CHOSEN),
                    new Provenance(company, "company RED colour=#FF0000", Certainty.INFERRED),
                    new Provenance(company, "company RED shares=6", Certainty.CHOSEN),
                    new Provenance(city, "city DDD at=40,40", Certainty.CHOSEN),
                    new Provenance(section, "section CCC-DDD", Certainty.INFERRED),
                    new Provenance(section, "section CCC-DDD track=hill", Certainty.CHOSEN),
                    new Provenance(total, "total-shares 13", Certainty.INFERRED));
        }

        @Test
        void totalsThatAddUpAreAccepted() throws Exception {
            Board b = parse(VALID + "total-shares 13\ntotal-trains 9\ntotal-track-cards 12\n");
            assertThat(b.totalCompanyShares()).isEqualTo(13);
            assertThat(b.totalTrains()).isEqualTo(9);
        }

        @Test
        void loadNamesTheFile(@TempDir Path dir) throws Exception {
            Path file = dir.resolve("mine.board");
            Files.writeString(file, VALID, StandardCharsets.UTF_8);
            assertThat(BoardLoader.load(file).id()).isEqualTo("test");
            assertThat(Boards.load(file).id()).isEqualTo("test");
            Files.writeString(file, withLine("bogus"), StandardCharsets.UTF_8);
            assertThatThrownBy(() -> BoardLoader.load(file))
                    .isInstanceOf(BoardFormatException.class)
                    .hasMessage("mine.board:" + lastLine(withLine("bogus")) + ": unknown keyword 'bogus'");
        }

        /** The worked example of docs/board-format.md parses and yields the provenance shown there. */
        @Test
        void theWorkedExampleOfTheFormatDocParses() throws Exception {
            String doc = Files.readString(Path.of(System.getProperty("basedir", "."), "docs", "board-format.md"));
            int start = doc.indexOf("```text\n", doc.indexOf("## A worked example"));
            assertThat(start).isPositive();
            String text = doc.substring(start + "```text\n".length(), doc.indexOf("```", start + 7));
            Board b = parse(text);
            assertThat(b.id()).isEqualTo("tiny");
            assertThat(b.startSections(0)).containsExactly(b.section(0));
            assertThat(b.provenance()).startsWith(
                    new Provenance(7, "company RED \"Red Line\"", Certainty.CHOSEN),
                    new Provenance(7, "company RED shares=6", Certainty.INFERRED),
                    new Provenance(8, "company BLU trains=4", Certainty.CHOSEN),
                    new Provenance(8, "company BLU tracks=plain,hill", Certainty.CHOSEN),
                    new Provenance(18, "city AAA at=100,100", Certainty.CHOSEN),
                    new Provenance(19, "city BBB \"Beta\"", Certainty.CHOSEN),
                    new Provenance(19, "city BBB at=300,120", Certainty.CHOSEN),
                    new Provenance(20, "city CCC \"Gamma Town\"", Certainty.CHOSEN),
                    new Provenance(20, "city CCC at=250,400", Certainty.CHOSEN),
                    new Provenance(22, "section AAA-BBB track=plain", Certainty.CHOSEN),
                    new Provenance(23, "section BBB-CCC", Certainty.CHOSEN));
            assertThat(b.provenance()).hasSize(17);
            assertThat(b.provenance()).extracting(Provenance::fact).doesNotContain(
                    "city AAA \"Alpha\"", "section AAA-BBB", "section AAA-BBB spaces=2", "section AAA-BBB start=RED");
        }

        @Test
        void missingFileIsAnIoError(@TempDir Path dir) {
            assertThatThrownBy(() -> BoardLoader.load(dir.resolve("none.board"))).isInstanceOf(IOException.class);
        }
    }

    @Nested
    class Syntax {
        @Test
        void unknownKeyword() {
            assertError(withLine("bridge AAA-BBB"), "bridge", "unknown keyword 'bridge'");
        }

        @Test
        void headerMustComeFirst() {
            assertError(VALID.replace("roundhouse-board 1\n", ""), "board test",
                    "a board file must start with 'roundhouse-board 1', found 'board'");
        }

        @Test
        void unsupportedVersion() {
            assertError(VALID.replace("roundhouse-board 1", "roundhouse-board 2"), "roundhouse-board",
                    "unsupported board format version '2' (this program reads version 1)");
        }

        @Test
        void emptyFile() {
            BoardFormatException e = error("# nothing here\n");
            assertThat(e.getMessage()).isEqualTo("test.board:1: empty board file: it must start with 'roundhouse-board 1'");
        }

        @Test
        void unterminatedQuote() {
            assertError(replaceLine("city BBB", "city BBB \"Beta at=20,20"), "city BBB",
                    "unterminated quoted name (missing closing \")");
        }

        @Test
        void notKeyValue() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=4 plain"), "section AAA-CCC",
                    "section AAA-CCC: expected key=value, found 'plain'");
        }

        @Test
        void unknownKey() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=4 track=plain length=3"),
                    "section AAA-CCC", "section AAA-CCC: unknown key 'length' (expected spaces, start, track)");
        }

        @Test
        void missingKey() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=4"), "section AAA-CCC",
                    "section AAA-CCC: missing 'track='");
        }

        @Test
        void keyGivenTwice() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=4 track=plain spaces=3"),
                    "section AAA-CCC", "section AAA-CCC: key 'spaces' given twice");
        }

        @Test
        void notANumber() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=four track=plain"),
                    "section AAA-CCC", "section AAA-CCC: spaces: 'four' is not a whole number");
        }

        @Test
        void badSectionPair() {
            assertError(replaceLine("section AAA-CCC", "section AAA/CCC spaces=4 track=plain"),
                    "section AAA/CCC", "section: 'AAA/CCC' must be two city codes joined by '-', like DEN-CAS");
        }

        @Test
        void badColour() {
            assertError(replaceLine("company RED", "company RED \"Red\" colour=red home=AAA shares=6 trains=5"
                    + " tracks=plain"), "company RED", "company RED: colour must be #RRGGBB, found 'red'");
        }

        @Test
        void positionOffTheMap() {
            assertError(replaceLine("city BBB", "city BBB \"Beta\" at=20,1200"), "city BBB",
                    "city BBB: at=20,1200 is off the map (0 to 1000)");
        }

        @Test
        void unknownCertainty() {
            assertError(withLine("default-certainty maybe"), "default-certainty",
                    "default-certainty: unknown certainty 'maybe' (expected confirmed, inferred or chosen)");
        }

        @Test
        void boardGivenTwice() {
            assertError(withLine("board other \"Other\""), "board other",
                    "'board' given twice (first on line 3)");
        }

        @Test
        void theEarliestProblemIsThrownAndTheOthersAreSuppressed() {
            String text = replaceLine("city BBB", "city BBB \"Beta\" at=20,20 size=3") + "bogus\n";
            BoardFormatException e = error(text);
            assertThat(e.line()).isEqualTo(lineOf(text, "city BBB"));
            assertThat(e.getSuppressed()).hasSize(1);
            assertThat(e.getSuppressed()[0].getMessage())
                    .isEqualTo("test.board:" + lineOf(text, "bogus") + ": unknown keyword 'bogus'");
        }
    }

    @Nested
    class Cities {
        @Test
        void duplicateCityCode() {
            String text = withLine("city BBB \"Beta again\" at=50,50");
            BoardFormatException e = error(text);
            assertThat(e.getMessage()).isEqualTo("test.board:" + lastLine(text)
                    + ": city BBB: duplicate city code (first on line " + lineOf(text, "city BBB") + ")");
        }

        @Test
        void badCityCode() {
            assertError(withLine("city Ddd \"Delta\" at=1,1"), "city Ddd",
                    "city: code 'Ddd' must be 2 to 6 capital letters or digits");
        }
    }

    @Nested
    class Sections {
        @Test
        void unknownCity() {
            assertError(withLine("section DEN-ELP spaces=3 track=plain"), "section DEN-ELP",
                    "section DEN-ELP: unknown city 'DEN'");
            assertError(withLine("section AAA-ELP spaces=3 track=plain"), "section AAA-ELP",
                    "section AAA-ELP: unknown city 'ELP'");
        }

        @Test
        void duplicateSectionInTheSameOrder() {
            assertError(withLine("section AAA-BBB spaces=1 track=hill"), "section AAA-BBB spaces=1",
                    "section AAA-BBB: duplicate section (AAA-BBB on line " + lineOf(VALID, "section AAA-BBB") + ")");
        }

        @Test
        void duplicateSectionInTheOtherOrder() {
            assertError(withLine("section BBB-AAA spaces=1 track=hill"), "section BBB-AAA",
                    "section BBB-AAA: duplicate section (AAA-BBB on line " + lineOf(VALID, "section AAA-BBB") + ")");
        }

        @Test
        void sectionToItself() {
            assertError(withLine("section BBB-BBB spaces=1 track=hill"), "section BBB-BBB",
                    "section BBB-BBB: a section must join two different cities");
        }

        @Test
        void spacesOutsideOneToFour() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=5 track=plain"),
                    "section AAA-CCC", "section AAA-CCC: spaces must be 1 to 4, not 5");
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=0 track=plain"),
                    "section AAA-CCC", "section AAA-CCC: spaces must be 1 to 4, not 0");
        }

        @Test
        void unknownTrackType() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=4 track=swamp"),
                    "section AAA-CCC", "section AAA-CCC: unknown track type 'swamp' (known: plain, hill)");
        }

        @Test
        void moreStartSpacesThanSpaces() {
            assertError(replaceLine("section AAA-BBB", "section AAA-BBB spaces=1 track=plain start=RED,BLU"),
                    "section AAA-BBB", "section AAA-BBB: 2 start spaces but only 1 space");
        }

        @Test
        void unknownCompanyInStartList() {
            assertError(replaceLine("section AAA-CCC", "section AAA-CCC spaces=4 track=plain start=GRN"),
                    "section AAA-CCC", "section AAA-CCC: unknown company 'GRN' in start list");
        }

        @Test
        void companyTwiceInStartList() {
            assertError(replaceLine("section AAA-BBB", "section AAA-BBB spaces=2 track=plain start=RED,RED"),
                    "section AAA-BBB", "section AAA-BBB: company RED listed twice in start list"
                            + " (a company has at most one train on a section)");
        }

        @Test
        void startOnATrackTypeTheCompanyMayNotUse() {
            assertError(replaceLine("section AAA-BBB", "section AAA-BBB spaces=2 track=hill start=RED"),
                    "section AAA-BBB", "section AAA-BBB: start company RED may not use track type 'hill'");
        }

        @Test
        void startSectionThatDoesNotTouchTheHomeCity() {
            String text = replaceLine("section BBB-CCC", "section BBB-CCC spaces=1 track=hill")
                    .replace("section AAA-BBB spaces=2 track=plain start=RED",
                            "section AAA-BBB spaces=2 track=plain start=RED,BLU");
            assertError(text, "section AAA-BBB",
                    "section AAA-BBB: start space of BLU does not touch its home city CCC");
        }
    }

    @Nested
    class Companies {
        @Test
        void unknownHomeCity() {
            assertError(replaceLine("company RED", "company RED \"Red\" colour=#FF0000 home=ZZZ shares=6 trains=5"
                    + " tracks=plain"), "company RED", "company RED: unknown home city 'ZZZ'");
        }

        @Test
        void noStartSection() {
            assertError(replaceLine("section BBB-CCC", "section BBB-CCC spaces=1 track=hill"), "company BLU",
                    "company BLU: no start space (list BLU in start= of a section that touches CCC)");
        }

        @Test
        void moreStartSpacesThanTrains() {
            String text = replaceLine("company BLU", "company BLU \"Blue\" colour=#0000FF home=CCC shares=7"
                    + " trains=1 tracks=plain,hill")
                    .replace("section AAA-CCC spaces=4 track=plain", "section AAA-CCC spaces=4 track=plain start=BLU");
            assertError(text, "company BLU", "company BLU: 2 start spaces but only 1 train");
        }

        @Test
        void unknownTrackType() {
            assertError(replaceLine("company RED", "company RED \"Red\" colour=#FF0000 home=AAA shares=6 trains=5"
                    + " tracks=plain,swamp"), "company RED",
                    "company RED: unknown track type 'swamp' (known: plain, hill)");
        }

        @Test
        void duplicateAbbreviation() {
            String text = withLine("company RED \"Red again\" colour=#FF0000 home=BBB shares=1 trains=1 tracks=plain");
            BoardFormatException e = error(text);
            assertThat(e.getMessage()).isEqualTo("test.board:" + lastLine(text)
                    + ": company RED: duplicate company abbreviation (first on line " + lineOf(text, "company RED") + ")");
        }

        @Test
        void upIsReserved() {
            assertError(withLine("company UP \"Union\" colour=#FF0000 home=BBB shares=1 trains=1 tracks=plain"),
                    "company UP", "company UP: 'UP' is reserved for Union Pacific");
        }

        @Test
        void totalSharesMustAddUp() {
            assertError(withLine("total-shares 98"), "total-shares", "total-shares 98: the file lists 13 company shares");
        }

        @Test
        void totalTrainsMustAddUp() {
            assertError(withLine("total-trains 131"), "total-trains", "total-trains 131: the file lists 9 company trains");
        }
    }

    @Nested
    class Components {
        @Test
        void unionPacificShareCountMissing() {
            String text = VALID.replace("union-pacific shares=20\n", "");
            BoardFormatException e = error(text);
            assertThat(e.getMessage()).isEqualTo("test.board:" + lastLine(text)
                    + ": no 'union-pacific shares=N' line: the Union Pacific share count is missing");
        }

        @Test
        void unknownTrackCardKind() {
            assertError(withLine("track-cards swamp 3"), "track-cards swamp",
                    "track-cards swamp: unknown kind (known: plain, hill, wild)");
        }

        @Test
        void missingTrackCardKind() {
            String text = VALID.replace("track-cards hill 5\n", "");
            assertError(text, "track-cards plain",
                    "track-cards: no count for kind 'hill' (every track type and wild need a 'track-cards KIND N' line)");
        }

        @Test
        void trackCardKindGivenTwice() {
            assertError(withLine("track-cards wild 1"), "track-cards wild 1",
                    "track-cards wild: given twice (first on line " + lineOf(VALID, "track-cards wild") + ")");
        }

        @Test
        void totalTrackCardsMustAddUp() {
            assertError(withLine("total-track-cards 40"), "total-track-cards",
                    "total-track-cards 40: the file lists 12 track cards");
        }

        @Test
        void dividendCardsMissing() {
            String text = VALID.replace("dividend-cards 4\n", "");
            BoardFormatException e = error(text);
            assertThat(e.getMessage()).isEqualTo("test.board:" + lastLine(text) + ": no 'dividend-cards N' line");
        }
    }
}
