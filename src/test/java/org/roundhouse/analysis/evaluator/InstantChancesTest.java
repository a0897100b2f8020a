package org.roundhouse.analysis.evaluator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;

/**
 * Every rule set ships an evaluator that reads this version's features (its own facts too where it has some), and it
 * draws the first graph of a sample game without a playout.
 */
class InstantChancesTest {
    @Test
    void everyRuleSetShipsAModelOfItsOwnThatReadsThisVersionsFeatures() {
        for (var rules : RuleSets.all()) {
            EvaluatorModel model = EvaluatorModel.shipped(rules.id()).orElseThrow(() -> new AssertionError("no model for " + rules.id()));
            assertThat(model.rules()).isEqualTo(rules.id());
            assertThat(model.features()).isEqualTo(SeatFeatures.allSeeing(rules));
        }
        // the nineteenth-century model reads the variant's own facts, the others exactly the shared features
        EvaluatorModel nineteenth = EvaluatorModel.shipped("nineteenth-century").orElseThrow();
        assertThat(nineteenth.features()).contains("worth_lead", "market_lead", "scoring_pay_lead", "scorings_lead", "worth_lead@3")
                .hasSize(SeatFeatures.ALL_SEEING.size() + 12 * (SeatFeatures.STAGES + 1));
        for (String id : List.of("base", "up-for-two", "stripped-down")) {
            assertThat(EvaluatorModel.shipped(id).orElseThrow().features()).as(id).isEqualTo(SeatFeatures.ALL_SEEING);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"4p-german.upn", "3p-stripped-down-table.xml", "3p-nineteenth-century-table.xml", "2p-up-for-two.upn"})
    void aChanceAtTheStartAndAfterEveryTurnSummingToOneAndTheWinnerKnownAtTheEnd(String sample) {
        Replay replay = Replay.of(RecordLoader.load(Path.of("sample-games", sample)).record().orElseThrow());
        List<double[]> chances = InstantChances.of(replay, replay.mainLine()).orElseThrow();
        assertThat(chances).hasSize(replay.mainLine().size() + 1);
        int players = replay.playerNames().size();
        for (double[] p : chances) {
            assertThat(p).hasSize(players);
            assertThat(Arrays.stream(p).sum()).isCloseTo(1, within(1e-9));
        }
        var end = replay.stateAt(replay.record().mainLineEnd());
        if (end.isOver()) assertThat(chances.get(chances.size() - 1)).containsExactly(SelfPlay.outcome(replay.game(), end));
    }
}
