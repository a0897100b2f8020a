package org.roundhouse.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * The shipped board keeps every confirmed (C) fact of shared/board/FACTS.md, and
 * docs/board.md lists exactly the board's inferred and chosen values.
 */
class ShippedBoardTest {
    static final Path DOC = Path.of(System.getProperty("basedir", ".")).resolve("docs/board.md");
    static final String BEGIN = "<!-- provenance:begin";
    static final String END = "<!-- provenance:end -->";

    final Board board = Boards.unionPacific();

    Company company(String abbreviation) {
        return board.companyByAbbreviation(abbreviation).orElseThrow(
                () -> new AssertionError("no company " + abbreviation));
    }

    int city(String code) {
        return board.cityByCode(code).orElseThrow(() -> new AssertionError("no city " + code)).index();
    }

    Section section(String a, String b) {
        return board.sectionBetween(city(a), city(b)).orElseThrow(
                () -> new AssertionError("no section " + a + "-" + b));
    }

    @Test
    void isLoadedOnce() {
        assertThat(Boards.unionPacific()).isSameAs(board);
        assertThat(board.id()).isEqualTo("union-pacific");
        assertThat(board.name()).isEqualTo("Union Pacific");
    }

    @Test
    void aBrokenOrMissingResourceIsAnIllegalStateWithTheLoadersMessage() {
        // Boards.class is certainly on the class path and certainly not a board file.
        assertThatThrownBy(() -> Boards.fromResource("Boards.class"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("shipped board is broken: Boards.class:")
                .hasCauseInstanceOf(BoardFormatException.class);
        assertThatThrownBy(() -> Boards.fromResource("no-such.board"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no-such.board");
    }

    @Test
    void componentTotals() {
        assertThat(board.cities()).hasSize(40);
        assertThat(board.companyCount()).isEqualTo(10);
        assertThat(board.totalCompanyShares()).isEqualTo(98);
        assertThat(board.unionPacificShares()).isEqualTo(20);
        assertThat(board.totalTrains()).isEqualTo(131);
        assertThat(board.totalTrackCards()).isEqualTo(40);
        assertThat(board.trackCards(board.wildKind())).as("wild track cards").isPositive();
        assertThat(board.dividendCards()).isEqualTo(4);
        assertThat(board.trackTypeCount()).isEqualTo(4);
        assertThat(board.trackTypes()).containsExactly("plain", "forest", "mountain", "desert");
    }

    @Test
    void sectionsHaveOneToFourSpacesAndJoinTwoCities() {
        for (Section s : board.sections()) {
            assertThat(s.spaces()).as(board.sectionCode(s.index())).isBetween(1, 4);
            assertThat(s.cityA()).isNotEqualTo(s.cityB());
        }
    }

    @Test
    void elevenStartSpacesOnePerCompanyTwoForElPasoAndRioGrande() {
        int total = board.sections().stream().mapToInt(s -> s.startCompanies().size()).sum();
        assertThat(total).isEqualTo(11);
        for (Company c : board.companies()) {
            int expected = c.abbreviation().equals("EP&RG") ? 2 : 1;
            assertThat(board.startSections(c.index())).as(c.abbreviation()).hasSize(expected);
        }
    }

    @Test
    void companiesAsConfirmed() {
        Company eprg = company("EP&RG");
        assertThat(eprg.name()).isEqualTo("El Paso & Rio Grande");
        assertThat(eprg.trains()).isEqualTo(23);
        assertThat(eprg.trackTypeMask()).as("EP&RG may use all four types").isEqualTo(0b1111);
        assertThat(hue(eprg.rgb())).isEqualTo("green");

        Company bnl = company("BNL");
        assertThat(bnl.name()).isEqualTo("Billings Northern Lights");
        assertThat(hue(bnl.rgb())).isEqualTo("red");
        assertThat(board.city(bnl.homeCity()).name()).isEqualTo("Billings");

        Company dm = company("DM");
        assertThat(dm.name()).isEqualTo("Denver Midland");
        assertThat(hue(dm.rgb())).isEqualTo("black");
        assertThat(dm.shares()).isEqualTo(10);

        Company ww = company("W&W");
        assertThat(ww.name()).isEqualTo("Western & Wyoming");
        assertThat(hue(ww.rgb())).isEqualTo("gray");
        assertThat(ww.shares()).isEqualTo(6);

        Company ms = company("MS");
        assertThat(ms.name()).isEqualTo("Miami Southern");
        assertThat(hue(ms.rgb())).isEqualTo("yellow");

        assertThat(company("SFRB").name()).isEqualTo("Sioux Falls Royal Blue");
        assertThat(company("ESL").name()).isEqualTo("Empire State Lines");
        assertThat(hue(company("KCC").rgb())).isEqualTo("brown");
        assertThat(hue(company("MRR").rgb())).isEqualTo("light blue");
    }

    @Test
    void shareCountsAreSixToTwentyAndMiamiSouthernIsLargeAndMarquetteSmall() {
        for (Company c : board.companies()) {
            assertThat(c.shares()).as(c.abbreviation()).isBetween(6, 20);
        }
        double average = board.totalCompanyShares() / (double) board.companyCount();
        assertThat(company("MS").shares()).as("MS is large").isGreaterThan((int) average);
        assertThat(company("MRR").shares()).as("MRR is small").isLessThan((int) average);
    }

    @Test
    void everyCompanyButElPasoAndRioGrandeUsesOneToThreeTrackTypes() {
        for (Company c : board.companies()) {
            if (c.abbreviation().equals("EP&RG")) continue;
            assertThat(Integer.bitCount(c.trackTypeMask())).as(c.abbreviation()).isBetween(1, 3);
        }
    }

    @Test
    void theSectionsOfTheRuleExamplesExist() {
        section("BIL", "CAS");
        section("CAS", "SLC");
        section("DEN", "CAS");
        section("DEN", "SLC");
        Section denElp = section("DEN", "ELP");
        assertThat(denElp.spaces()).isEqualTo(3);
        assertThat(denElp.startCompanies()).containsExactly(company("DM").index());
    }

    /**
     * The Italian rules' example: BNL runs Billings-Casper-Salt Lake City and may reach
     * Denver-El Paso through Denver-Casper or Denver-Salt Lake City. The engine tests the
     * rule; here the map has to make the example possible.
     */
    @Test
    void theBillingsNorthernLightsExampleIsPlayable() {
        Company bnl = company("BNL");
        Company dm = company("DM");
        assertThat(board.startSections(bnl.index())).containsExactly(section("BIL", "CAS"));
        for (Section s : List.of(section("BIL", "CAS"), section("CAS", "SLC"), section("DEN", "CAS"),
                section("DEN", "SLC"), section("DEN", "ELP"))) {
            assertThat(bnl.mayUse(s.trackType())).as("BNL on " + board.sectionCode(s.index())).isTrue();
        }
        assertThat(dm.mayUse(section("DEN", "ELP").trackType())).isTrue();
        assertThat(section("CAS", "SLC").spaces()).isGreaterThan(section("CAS", "SLC").startCompanies().size());
        assertThat(section("DEN", "ELP").spaces()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void startSectionsTouchTheHomeCity() {
        for (Company c : board.companies()) {
            for (Section s : board.startSections(c.index())) {
                assertThat(s.touches(c.homeCity())).as(c.abbreviation()).isTrue();
                assertThat(c.mayUse(s.trackType())).as(c.abbreviation()).isTrue();
            }
        }
    }

    @Test
    void everyCityIsConnected() {
        boolean[] seen = reachable(0, t -> true);
        for (City c : board.cities()) {
            assertThat(seen[c.index()]).as("%s reachable from %s", c.name(), board.city(0).name()).isTrue();
        }
    }

    /** Each company can, in principle, place all its trains: it reaches enough sections of its types. */
    @Test
    void everyCompanyCanGrowBeyondItsTrainCount() {
        for (Company c : board.companies()) {
            boolean[] cities = reachable(c.homeCity(), c::mayUse);
            long sections = board.sections().stream()
                    .filter(s -> c.mayUse(s.trackType()) && cities[s.cityA()] && cities[s.cityB()])
                    .count();
            assertThat(sections).as(c.abbreviation() + " reachable sections").isGreaterThan(2L * c.trains() - 1);
        }
        int spaces = board.sections().stream().mapToInt(Section::spaces).sum();
        assertThat(spaces).isGreaterThan(board.totalTrains() + 40);
    }

    @Test
    void confirmedFactsAreNotListedAsUncertain() {
        List<String> facts = board.provenance().stream().map(Provenance::fact).toList();
        assertThat(facts).doesNotContain(
                "section DEN-ELP", "section DEN-ELP spaces=3", "section DEN-ELP start=DM",
                "section BIL-CAS", "section CAS-SLC", "section DEN-CAS", "section DEN-SLC",
                "city DEN \"Denver\"", "city ELP \"El Paso\"", "city BIL \"Billings\"", "city CAS \"Casper\"",
                "city SLC \"Salt Lake City\"",
                "company DM shares=10", "company W&W shares=6", "company EP&RG trains=23",
                "company EP&RG tracks=plain,forest,mountain,desert", "company BNL home=BIL",
                "union-pacific shares=20", "dividend-cards 4", "total-shares 98", "total-trains 131",
                "total-track-cards 40");
        assertThat(board.provenance()).allSatisfy(p -> assertThat(p.certainty()).isNotEqualTo(Certainty.CONFIRMED));
    }

    /**
     * docs/board.md carries the generated list of every inferred or chosen value. To
     * regenerate it after editing the board file, run
     * {@code mvn -o -q test -Dtest=ShippedBoardTest -Droundhouse.writeDocs=true}.
     */
    @Test
    void docsListEveryProvenanceEntry() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        assertThat(begin).as("%s has a '%s' marker", DOC, BEGIN).isNotNegative();
        assertThat(end).as("%s has a '%s' marker", DOC, END).isGreaterThan(begin);
        String expected = provenanceBlock(board);
        String actual = doc.substring(begin, end + END.length());
        if (Boolean.getBoolean("roundhouse.writeDocs") && !actual.equals(expected)) {
            Files.writeString(DOC, doc.substring(0, begin) + expected + doc.substring(end + END.length()),
                    StandardCharsets.UTF_8);
            return;
        }
        for (Provenance p : board.provenance()) {
            assertThat(actual).as("docs/board.md lists %s (regenerate: mvn -o -q test -Dtest=ShippedBoardTest -Droundhouse.writeDocs=true)", p)
                    .contains(row(p));
        }
        assertThat(actual)
                .as("docs/board.md is out of date: run mvn -o -q test -Dtest=ShippedBoardTest -Droundhouse.writeDocs=true")
                .isEqualTo(expected);
    }

    // ----- helpers -------------------------------------------------------------------------

    static String row(Provenance p) {
        return "| " + p.line() + " | `" + p.fact() + "` |";
    }

    /** The generated part of docs/board.md. */
    static String provenanceBlock(Board board) {
        StringBuilder sb = new StringBuilder();
        sb.append(BEGIN).append(" (generated from union-pacific.board by ShippedBoardTest: do not edit by hand) -->\n");
        for (Certainty c : List.of(Certainty.INFERRED, Certainty.CHOSEN)) {
            List<Provenance> entries = board.provenance().stream().filter(p -> p.certainty() == c).toList();
            sb.append("\n### ").append(c == Certainty.INFERRED ? "Inferred" : "Chosen")
                    .append(" (").append(entries.size()).append(")\n\n");
            sb.append("| line | value |\n|---:|---|\n");
            for (Provenance p : entries) {
                sb.append(row(p)).append('\n');
            }
        }
        sb.append('\n').append(END);
        return sb.toString();
    }

    boolean[] reachable(int from, IntPredicate trackTypeAllowed) {
        boolean[] seen = new boolean[board.cities().size()];
        Deque<Integer> todo = new ArrayDeque<>();
        seen[from] = true;
        todo.add(from);
        while (!todo.isEmpty()) {
            int c = todo.poll();
            for (int si : board.sectionsAt(c)) {
                Section s = board.section(si);
                int other = s.otherEnd(c);
                if (trackTypeAllowed.test(s.trackType()) && !seen[other]) {
                    seen[other] = true;
                    todo.add(other);
                }
            }
        }
        return seen;
    }

    /** A rough name for a colour's hue, enough to check the confirmed company colours. */
    static String hue(int rgb) {
        int r = rgb >> 16 & 0xFF;
        int g = rgb >> 8 & 0xFF;
        int b = rgb & 0xFF;
        int max = Math.max(r, Math.max(g, b));
        int min = Math.min(r, Math.min(g, b));
        if (max < 0x40) return "black";
        if (max - min < 0x20) return max > 0xE0 ? "white" : "gray";
        if (r > 0xC0 && g > 0xA0 && b < 0x60) return "yellow";
        if (r == max && g < 0x60 && b < 0x60 && r > 0xA0) return "red";
        if (r == max && g > b && r < 0xB0) return "brown";
        if (r == max && g > 0x60 && b < 0x40) return "orange";
        if (g == max) return "green";
        if (b == max) return min > 0x50 ? "light blue" : "dark blue";
        return "other";
    }
}
