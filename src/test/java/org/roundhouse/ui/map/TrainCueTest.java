package org.roundhouse.ui.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.ui.theme.ColourVision;
import org.roundhouse.ui.theme.ColourVision.Deficiency;

/**
 * The company palette checked for colour-blind eyes: every two companies are told apart by
 * colour, as simulated for protanopia and deuteranopia (Machado, Oliveira &amp; Fernandes 2009,
 * severity 1.0) and for normal vision, with a CIEDE2000 difference of at least
 * {@link TrainCue#CONFUSABLE_BELOW}, or else by their trains' cue (outline and mark).
 */
class TrainCueTest {

    @Test
    void ciede2000MatchesSharmaWuDalalTestData() {
        // pairs 1, 7, 17 and 25 of the supplementary test data of Sharma, Wu & Dalal (2005)
        assertThat(ColourVision.deltaE2000(new double[] {50, 2.6772, -79.7751}, new double[] {50, 0, -82.7485}))
            .isCloseTo(2.0425, within(1e-4));
        assertThat(ColourVision.deltaE2000(new double[] {50, 0, 0}, new double[] {50, -1, 2}))
            .isCloseTo(2.3669, within(1e-4));
        assertThat(ColourVision.deltaE2000(new double[] {50, 2.5, 0}, new double[] {73, 25, -18}))
            .isCloseTo(27.1492, within(1e-4));
        assertThat(ColourVision.deltaE2000(new double[] {60.2574, -34.0099, 36.2677},
            new double[] {60.4626, -34.1751, 39.4387})).isCloseTo(1.2644, within(1e-4));
    }

    @Test
    void theSimulationKeepsGreysAndMergesRedAndGreen() {
        for (int v : new int[] {0, 64, 128, 200, 255}) {
            Color grey = new Color(v, v, v);
            for (Deficiency d : Deficiency.values()) {
                Color s = ColourVision.simulate(grey, d);
                assertThat(Math.abs(s.getRed() - v) + Math.abs(s.getGreen() - v) + Math.abs(s.getBlue() - v))
                    .as("%s grey %d", d, v).isLessThanOrEqualTo(3);
            }
        }
        // a protanope sees pure red dark, and red and green come together for both
        Color red = new Color(0xD62728);
        Color green = new Color(0x2CA02C);
        assertThat(MapTheme.luminance(ColourVision.simulate(Color.RED, Deficiency.PROTANOPIA)))
            .isLessThan(MapTheme.luminance(Color.RED) * 0.6);
        double normal = ColourVision.deltaE2000(red, green);
        for (Deficiency d : List.of(Deficiency.PROTANOPIA, Deficiency.DEUTERANOPIA)) {
            double seen = ColourVision.deltaE2000(ColourVision.simulate(red, d), ColourVision.simulate(green, d));
            assertThat(seen).as("%s", d).isLessThan(normal / 2);
        }
    }

    @Test
    void everyTwoShippedCompaniesDifferInColourOrInTheirTrainsCue() {
        Board board = Boards.unionPacific();
        List<TrainCue> cues = TrainCue.of(board);
        List<Color> colours = colours(board);
        assertThat(clashes(board, colours, cues)).isEmpty();
        // ten companies, twelve cues: each company has its own
        assertThat(new HashSet<>(cues)).hasSize(board.companyCount());

        // the pairs the colours alone don't keep apart differ in outline, which shows at any size
        List<String> closeByColour = new ArrayList<>();
        for (int i = 0; i < colours.size(); i++) {
            for (int j = i + 1; j < colours.size(); j++) {
                if (ColourVision.worstDeltaE(colours.get(i), colours.get(j)) < TrainCue.CONFUSABLE_BELOW) {
                    String pair = board.companyAbbreviation(i) + "/" + board.companyAbbreviation(j);
                    closeByColour.add(pair);
                    assertThat(cues.get(i).outline()).as(pair).isNotEqualTo(cues.get(j).outline());
                }
            }
        }
        // the pairs named in the issue and the red-green ones, as the simulation measures them
        assertThat(closeByColour).contains("BNL/KCC", "EP&RG/BNL", "MS/ESL");
    }

    @Test
    void theCheckFindsTwoCompaniesAlikeInColourUnderDeuteranopiaAndInCue() {
        // a red and a green that differ plainly to normal eyes but not to a deuteranope
        Color red = new Color(0xC0392B);
        Color green = new Color(0x6E8B3D);
        assertThat(ColourVision.deltaE2000(red, green)).isGreaterThan(TrainCue.CONFUSABLE_BELOW);
        assertThat(ColourVision.deltaE2000(ColourVision.simulate(red, Deficiency.DEUTERANOPIA),
            ColourVision.simulate(green, Deficiency.DEUTERANOPIA))).isLessThan(TrainCue.CONFUSABLE_BELOW);
        TrainCue same = new TrainCue(TrainCue.Outline.ROUNDED, TrainCue.Mark.PLAIN);
        assertThat(clashes(List.of("Red", "Green"), List.of(red, green), List.of(same, same)))
            .singleElement().asString().startsWith("Red/Green under ");
        // and the assignment gives them different cues
        List<TrainCue> assigned = TrainCue.assign(List.of(red, green));
        assertThat(clashes(List.of("Red", "Green"), List.of(red, green), assigned)).isEmpty();
        assertThat(assigned.get(0).outline()).isNotEqualTo(assigned.get(1).outline());
    }

    @Test
    void withMoreCompaniesThanCuesTheSharedCuesGoToColoursFarApart() {
        List<Color> colours = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            colours.add(Color.getHSBColor(i / 14f, i % 2 == 0 ? 0.8f : 0.45f, i % 3 == 0 ? 0.55f : 0.9f));
        }
        List<TrainCue> cues = TrainCue.assign(colours);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < colours.size(); i++) names.add("c" + i);
        assertThat(clashes(names, colours, cues)).isEmpty();
    }

    private static List<Color> colours(Board board) {
        List<Color> colours = new ArrayList<>();
        for (int c = 0; c < board.companyCount(); c++) colours.add(new Color(board.company(c).rgb()));
        return colours;
    }

    private static List<String> clashes(Board board, List<Color> colours, List<TrainCue> cues) {
        List<String> names = new ArrayList<>();
        for (int c = 0; c < board.companyCount(); c++) names.add(board.companyAbbreviation(c));
        return clashes(names, colours, cues);
    }

    /** Pairs that look alike in colour to some eyes and have the same cue. */
    private static List<String> clashes(List<String> names, List<Color> colours, List<TrainCue> cues) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < colours.size(); i++) {
            for (int j = i + 1; j < colours.size(); j++) {
                if (!cues.get(i).equals(cues.get(j))) continue;
                for (Deficiency d : Deficiency.values()) {
                    double de = ColourVision.deltaE2000(ColourVision.simulate(colours.get(i), d),
                        ColourVision.simulate(colours.get(j), d));
                    if (de < TrainCue.CONFUSABLE_BELOW) {
                        out.add(names.get(i) + "/" + names.get(j) + " under " + d);
                        break;
                    }
                }
            }
        }
        return out;
    }
}
