package org.roundhouse.record;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.record.notation.NotationReader;
import org.roundhouse.record.notation.NotationWriter;
import org.roundhouse.record.xml.XmlRecordCodec;

/**
 * The discard and the pass of a hand without track cards (only reachable with the rule for
 * unplayable cards, so no recorded game has them yet) are written "--" in the notation and
 * card="none" in XML, and read back as the same steps. The engine's side is in RuleExamplesTest.
 */
class NoTrackCardStepsTest {
    @Test
    void bothFormatsWriteAndReadTheStepsOfAHandWithoutTrackCards() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, true, List.of("Anna", "Ben", "Carl")), 3);
        MoveNode from = record.mainLine().get(4);
        int p = from.children().get(0).turn().player();
        List<BaseMove> invest = List.of(new BaseMove.DrawTrack(p, BaseMove.NO_CARD), BaseMove.Invest.of(p, 0, 1),
                new BaseMove.Discard(p, BaseMove.NO_CARD));
        List<BaseMove> pass = List.of(new BaseMove.DrawTrack(p, BaseMove.NO_CARD), new BaseMove.Forgo(p, BaseMove.NO_CARD),
                BaseMove.Take.deck(p));
        from.addChild(Turn.of(p, invest));
        from.addChild(Turn.of(p, pass));

        String notation = NotationWriter.write(record);
        assertThat(notation).as("the steps came with version 3").startsWith("[UPN \"3\"]").contains("+- =").contains(" -- ");
        List<List<BaseMove>> fromNotation = variations(NotationReader.read(notation, "t.upn"));
        String xml = XmlRecordCodec.write(record);
        assertThat(xml).contains("<roundhouse-record version=\"3\">");
        assertThat(xml).contains("<discard card=\"none\"/>").contains("<pass card=\"none\"/>");
        List<List<BaseMove>> fromXml = variations(XmlRecordCodec.read(xml.getBytes(StandardCharsets.UTF_8), "t.xml"));
        for (List<List<BaseMove>> read : List.of(fromNotation, fromXml)) {
            assertThat(read).contains(invest);
            assertThat(read).anySatisfy(steps -> assertThat(steps).startsWith(pass.toArray(new BaseMove[0])));
        }
    }

    @Test
    void aVersionTwoRecordIsReadAsVersionThreeAndOlderOnesStayAsTheyWere() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, true, List.of("Anna", "Ben", "Carl")), 3);
        assertThat(NotationWriter.versionNeeded(record)).isEqualTo(1);
        String xml = XmlRecordCodec.write(record).replace("<roundhouse-record version=\"1\">", "<roundhouse-record version=\"2\">");
        Draft read = XmlRecordCodec.read(xml.getBytes(StandardCharsets.UTF_8), "v2.xml");
        assertThat(read.stoppedBy).isNull();
        assertThat(read.root.children.get(0).steps).hasSameSizeAs(record.mainLine().get(0).turn().steps());
    }

    /** The steps of the variations after the fifth node of the main line. */
    private static List<List<BaseMove>> variations(Draft draft) {
        Draft.Node n = draft.root;
        for (int i = 0; i < 5; i++) n = n.children.get(0);
        return n.children.subList(1, n.children.size()).stream().map(c -> TestSeam.steps(Draft.moves(c))).toList();
    }
}
