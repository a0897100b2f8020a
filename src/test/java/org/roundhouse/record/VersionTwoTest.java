package org.roundhouse.record;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;

/**
 * What version 2 of both formats added: hand cards left unknown in the deal, names of
 * lines, and the seeds of sampled cards. Records that use none of it are still written
 * as version 1.
 */
class VersionTwoTest {
    private static GameRecord game() {
        return RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("Anna", "Ben", "Carl")), 42);
    }

    /** The game with Anna's whole hand and Ben's first track card unknown, a named variation and a seed. */
    private static GameRecord withV2Features() {
        GameRecord g = game();
        BaseSetup d = TestSeam.deal(g.setup().deal());
        List<List<Integer>> tracks = new ArrayList<>(d.trackHands());
        List<List<Integer>> shares = new ArrayList<>(d.shareHands());
        tracks.set(0, List.of(BaseMove.UNKNOWN, BaseMove.UNKNOWN, BaseMove.UNKNOWN));
        shares.set(0, List.of(BaseMove.UNKNOWN, BaseMove.UNKNOWN, BaseMove.UNKNOWN, BaseMove.UNKNOWN));
        List<Integer> ben = new ArrayList<>(tracks.get(1));
        ben.set(0, BaseMove.UNKNOWN);
        tracks.set(1, ben);
        GameRecord r = new GameRecord(g.header(), g.setup().withDeal(new BaseSetup(3, tracks, shares, d.display(), List.of(), List.of())));
        Fixtures.copyTree(g.root(), r.root());
        Replay replay = Replay.of(r);
        MoveNode five = r.mainLine().get(5);
        MoveNode v = replay.addTurn(five.parent().orElseThrow(),
                Fixtures.randomTurn(replay.game(), replay.stateBefore(five), new java.util.SplittableRandom(3)));
        v.setName("Ben \"tries\" \\ something");
        v.setSampledSteps(Map.of(0, 8812L));
        return r;
    }

    @Test
    void recordsWithoutTheNewPartsStayVersion1() {
        GameRecord g = game();
        assertThat(RecordSaver.write(g, RecordFormat.NOTATION)).startsWith("[UPN \"1\"]");
        assertThat(RecordSaver.write(g, RecordFormat.XML)).contains("<roundhouse-record version=\"1\">");
    }

    @Test
    void notationWritesUnknownCardsNamesAndSeeds() throws Exception {
        GameRecord r = withV2Features();
        String text = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(text).startsWith("[UPN \"2\"]").contains("[DealA \"? ? ? | ? ? ? ?\"]").containsPattern("\\[DealB \"\\? [PFMDW] [PFMDW] \\|");
        assertThat(text).containsPattern("\\(\"Ben \\\\\"tries\\\\\" \\\\\\\\ something\" 5\\.B \\+[PFMDW] %8812 ");
        GameRecord back = RecordLoader.readNotation(text, "v2.upn").orThrow();
        assertThat(back.sameContent(r)).isTrue();
        MoveNode v = back.mainLine().get(4).variations().get(0);
        assertThat(v.name()).isEqualTo("Ben \"tries\" \\ something");
        assertThat(v.sampledSteps()).containsExactlyEntriesOf(Map.of(0, 8812L));
        assertThat(TestSeam.deal(back.setup().deal()).shareHands().get(0)).containsOnly(BaseMove.UNKNOWN);
    }

    @Test
    void xmlWritesUnknownCardsNamesAndSeeds() throws Exception {
        GameRecord r = withV2Features();
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains("<roundhouse-record version=\"2\">")
                .contains("<player name=\"Anna\" tracks=\"unknown unknown unknown\" shares=\"unknown unknown unknown unknown\"/>")
                .contains("name=\"Ben &quot;tries&quot; \\ something\"").containsPattern("<draw card=\"\\w+\" seed=\"8812\"/>");
        assertThat(RecordLoader.readXml(xml, "v2.xml").orThrow().sameContent(r)).isTrue();
    }

    @Test
    void aNamedMainLineMoveSurvivesBothFormats() throws Exception {
        GameRecord r = game();
        r.mainLine().get(7).setName("The turning point");
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn).contains("\n\"The turning point\" 7.A ");
        assertThat(RecordLoader.readNotation(upn, "n.upn").orThrow().sameContent(r)).isTrue();
        assertThat(RecordLoader.readXml(RecordSaver.write(r, RecordFormat.XML), "n.xml").orThrow().sameContent(r)).isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> r.root().setName("x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aVersion1XmlFileStillOpens() {
        GameRecord g = game();
        String v1 = RecordSaver.write(g, RecordFormat.XML);
        assertThat(v1).contains("version=\"1\"");
        LoadResult r = RecordLoader.readXml(v1, "old.xml");
        assertThat(r.error()).isEmpty();
        assertThat(r.record().orElseThrow().sameContent(g)).isTrue();
    }

    @Test
    void unknownCardsArePlayedAsTheMovesShow() {
        GameRecord r = withV2Features();
        Replay replay = Replay.of(r);
        assertThat(TestSeam.state(replay.initialState()).hiddenShares(0)).isEqualTo(4);
        assertThat(TestSeam.state(replay.initialState()).hiddenTrackCards(0)).isEqualTo(3);
        assertThat(TestSeam.state(replay.initialState()).hiddenTrackCards(1)).isEqualTo(1);
        for (MoveNode n : r.mainLine()) replay.stateAt(n);
    }

    @Test
    void badNamesAndSeedsAreRefusedWithReasons() {
        String text = RecordSaver.write(withV2Features(), RecordFormat.NOTATION);
        String h = text.substring(0, text.indexOf("\n0. ") + 1);
        String m = text.substring(text.indexOf("\n0. ") + 1);
        assertThat(reason(h + m.replace("\n3.C", "\n\"unclosed 3.C"))).contains("a name must end on the line it starts on");
        assertThat(reason(h + m.replace("\n*", "\n\"dangling\"\n*"))).contains("must stand before a move");
        assertThat(reason(h + m.replace("\n3.C", "\n\"\" 3.C"))).isEqualTo("an empty name");
        assertThat(reason(h + m.replace("\n3.C", "\n\"a\" \"b\" 3.C"))).isEqualTo("two names for one move");
        assertThat(reason(h + m.replaceFirst("\n3\\.C (\\S+) (\\S+)", "\n3.C $1 $2 %5"))).contains("must follow a card drawn");
        assertThat(reason(h + m.replaceFirst("\n3\\.C (\\S+)", "\n3.C $1 %x"))).contains("is not a seed");
        assertThat(reason(h + m.replaceFirst("\n3\\.C (\\S+)", "\n3.C $1 %1 %2"))).isEqualTo("the card already has a seed");
        assertThat(reason(text.replace("[DealA \"? ? ? | ? ? ? ?\"]", "[DealA \"? ? ? | ? ? ? ?\"]").replaceFirst("\\[Display \"", "[Display \"? ")))
                .contains("'?' is not a company");
    }

    private static String reason(String t) {
        return RecordLoader.readNotation(t, "t.upn").error().orElseThrow().reason();
    }
}
