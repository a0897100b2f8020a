package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PublicView;

/**
 * Issue #22 changed five defaults of the nineteenth-century variant: a record that names none of
 * those options was written before and keeps meaning the old defaults, in both formats, and is
 * written back byte for byte; a record of a game at today's defaults names them.
 */
class NineteenthOldRecordsTest {
    private static final Path SAMPLE = Path.of("sample-games/4p-nineteenth-century.upn");
    private static final Map<String, String> BEFORE_22 = Map.of("IdleRoundEnds", "yes", "UpMajority", "purchased", "IdleRoundLimit", "none",
            "AceWhenDeckOut", "forced", "RefusalBlocks", "turn");
    private static final List<String> CHANGED = List.of("IdleRoundEnds", "UpMajority", "IdleRoundLimit", "AceWhenDeckOut", "RefusalBlocks");

    private static String cash(GameRecord r) {
        Replay replay = Replay.of(r);
        GameState s = replay.finalState();
        PublicView v = replay.game().view(s);
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < s.players(); p++) b.append(r.setup().players().get(p)).append(' ').append(v.cash(p)).append(';');
        return b.toString();
    }

    @Test
    void aRecordWithoutTheChangedOptionsPlaysUnderTheOldDefaultsAndIsWrittenBackUnchanged() throws Exception {
        String text = Files.readString(SAMPLE);
        assertThat(text).doesNotContain("IdleRoundEnds").doesNotContain("UpMajority");
        GameRecord old = RecordLoader.readNotation(text, SAMPLE.toString()).orThrow();
        for (Map.Entry<String, String> e : BEFORE_22.entrySet()) assertThat(old.setup().option(e.getKey())).as(e.getKey()).isEqualTo(e.getValue());
        // the result the record states when it was written
        assertThat(text).contains("[Result \"Anna 452, Cleo 140, Dan 83, Ben 82\"]");
        assertThat(cash(old)).isEqualTo("Anna 452;Ben 82;Cleo 140;Dan 83;");
        assertThat(RecordSaver.write(old, RecordFormat.NOTATION)).isEqualTo(text);
        String xml = RecordSaver.write(old, RecordFormat.XML);
        assertThat(xml).doesNotContain("idle-round").doesNotContain("up-majority").doesNotContain("ace-when").doesNotContain("refusal-blocks");
        GameRecord fromXml = RecordLoader.readXml(xml, "old.xml").orThrow();
        assertThat(fromXml.setup()).isEqualTo(old.setup());
        assertThat(cash(fromXml)).isEqualTo(cash(old));
    }

    @Test
    void aGameAtTodaysDefaultsNamesTheChangedOptionsAndReadsBackAtThem() throws Exception {
        GameRecord today = RandomGames.play(RandomGames.template("nineteenth-century", Map.of(), 3, List.of("Anna", "Ben", "Cleo")), 22);
        assertThat(today.setup().option("IdleRoundEnds")).isEqualTo("no");
        assertThat(today.setup().option("UpMajority")).isEqualTo("all");
        String upn = RecordSaver.write(today, RecordFormat.NOTATION);
        assertThat(upn).contains("[IdleRoundEnds \"no\"]\n[UpMajority \"all\"]\n[IdleRoundLimit \"10\"]\n[AceWhenDeckOut \"optional\"]\n"
                + "[RefusalBlocks \"placement\"]\n");
        GameRecord back = RecordLoader.readNotation(upn, "today.upn").orThrow();
        assertThat(back.setup()).isEqualTo(today.setup());
        String xml = RecordSaver.write(today, RecordFormat.XML);
        assertThat(xml).contains("idle-round-ends=\"false\"").contains("up-majority=\"all\"").contains("idle-round-limit=\"10\"")
                .contains("ace-when-deck-out=\"optional\"").contains("refusal-blocks=\"placement\"");
        assertThat(RecordLoader.readXml(xml, "today.xml").orThrow().setup()).isEqualTo(today.setup());
        // the old value of one option is written by leaving it out, and reads back
        GameRecord oldMajority = RandomGames.play(RandomGames.template("nineteenth-century", Map.of("UpMajority", "purchased"), 3,
                List.of("Anna", "Ben", "Cleo")), 22);
        String written = RecordSaver.write(oldMajority, RecordFormat.NOTATION);
        assertThat(written).doesNotContain("UpMajority").contains("[IdleRoundEnds \"no\"]");
        assertThat(RecordLoader.readNotation(written, "m.upn").orThrow().setup().option("UpMajority")).isEqualTo("purchased");
    }

    @Test
    void aTrainThatLeavesTheACardShowingSurvivesBothFormats() throws Exception {
        // random games at today's defaults until one leaves an "A" card showing ("~-")
        for (long seed = 1; seed < 400; seed++) {
            GameRecord r = RandomGames.play(RandomGames.template("nineteenth-century", Map.of(), 2 + (int) (seed % 3),
                    List.of("Anna", "Ben", "Cleo", "Dan").subList(0, 2 + (int) (seed % 3))), seed);
            String upn = RecordSaver.write(r, RecordFormat.NOTATION);
            if (!upn.contains(" ~- ")) continue;
            List<Move> steps = steps(r);
            assertThat(steps(RecordLoader.readNotation(upn, "a.upn").orThrow())).isEqualTo(steps);
            String xml = RecordSaver.write(r, RecordFormat.XML);
            assertThat(xml).contains("<take-no-card/>");
            assertThat(steps(RecordLoader.readXml(xml, "a.xml").orThrow())).isEqualTo(steps);
            assertThat(cash(RecordLoader.readXml(xml, "a.xml").orThrow())).isEqualTo(cash(r));
            // the same record under the old rule is refused at that move, with the rule
            String forced = upn.replace("[AceWhenDeckOut \"optional\"]\n", "");
            LoadError e = RecordLoader.readNotation(forced, "forced.upn").error().orElseThrow();
            assertThat(e.toString()).contains("AceWhenDeckOut \"forced\"").contains("has run out");
            return;
        }
        throw new AssertionError("no random game of 400 left an \"A\" card showing");
    }

    private static List<Move> steps(GameRecord r) {
        List<Move> all = new ArrayList<>();
        for (MoveNode n : r.mainLine()) all.addAll(n.turn().steps());
        return all;
    }
}
