package org.roundhouse.ui.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.board.City;
import org.roundhouse.board.Company;
import org.roundhouse.text.InItalian;

/** The map in Italian: the legend, the tool tips of sections, trains and cities, the map's accessible name; names stay as on the board. */
@ExtendWith(InItalian.class)
class ItalianMapTest {
    /** Words only the English map would show. */
    private static final Pattern ENGLISH = Pattern.compile("(?i)\\b(free|space|spaces|train|trains|last|build|may|full|home|of|section|sections"
            + "|plain|forest|mountain|desert|wild|track|round|square|pointed|ends|bar|across|stripe|along|hollow|map|railway|hover|here|click)\\b");

    private static List<String> englishIn(List<String> texts, Board board) {
        List<String> found = new ArrayList<>();
        for (String text : texts) {
            String plain = text;
            for (City c : board.cities()) plain = plain.replace(c.name(), " ");
            for (Company c : board.companies()) plain = plain.replace(c.name(), " ").replace(c.abbreviation(), " ");
            Matcher m = ENGLISH.matcher(plain);
            if (m.find()) found.add(m.group() + " in \"" + text + "\"");
        }
        return found;
    }

    @Test
    void theLegendIsInItalian() {
        Board board = Boards.unionPacific();
        MapContent content = ((StaticMapContent) LabelPlacementTest.full(board)).withHighlight(0, 0)
            .withEmphasis(IntStream.range(0, board.sections().size()).boxed().toList());
        MapView view = new MapView(content);
        view.setSize(690, 480);
        BufferedImage img = new BufferedImage(690, 480, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        List<String> words;
        try {
            words = view.painter().legendWords(g, view.options());
        } finally {
            g.dispose();
        }
        assertThat(words).containsExactly("Pianura", "Foresta", "Montagna", "Deserto", "Spazio libero", "Treno", "Ultima costruzione",
                "Puoi costruire");
        assertThat(englishIn(words, board)).isEmpty();
        assertThat(MapPainter.widestEmphasis()).isEqualTo("Puoi costruire qui: fai clic per costruire");
    }

    @Test
    void theToolTipsAreInItalian() {
        Board board = MapTestBoards.tiny();
        MapView view = new MapView(StaticMapContent.atStart(board).withTrain(1, 0));
        view.setSize(800, 600);
        assertThat(view.describeSection(1)).isEqualTo("Bravo–Charlie · foresta · 3 spazi · BK, RD · 1 libero");
        assertThat(view.describeSection(2)).isEqualTo("Charlie–Echo · montagna · 1 spazio · nessun treno · 1 libero");
        assertThat(view.describeCity(1)).isEqualTo("Bravo · città di origine di BK · 2 sezioni");
        assertThat(view.describeTrain(1, 1)).startsWith("treno RD, Red Line (estremità ");
        assertThat(view.getAccessibleContext().getAccessibleName()).isEqualTo("Mappa");

        Board up = Boards.unionPacific();
        StaticMapContent full = ((StaticMapContent) LabelPlacementTest.full(up)).withHighlight(0, 0);
        MapView map = new MapView(full.withEmphasis(List.of(0, 1)));
        map.setSize(690, 480);
        List<String> tips = new ArrayList<>();
        for (int s = 0; s < up.sections().size(); s++) {
            tips.add(map.describeSection(s));
            for (int t = 0; t < full.companiesOn(s).size(); t++) tips.add(map.describeTrain(s, t));
        }
        for (int c = 0; c < up.cities().size(); c++) tips.add(map.describeCity(c));
        tips.add(map.getAccessibleContext().getAccessibleDescription());
        assertThat(tips).anySatisfy(t -> assertThat(t).endsWith(" · piena · ultima costruzione · puoi costruire"));
        assertThat(englishIn(tips, up)).isEmpty();
    }
}
