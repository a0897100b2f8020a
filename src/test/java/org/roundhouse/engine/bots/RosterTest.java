package org.roundhouse.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseBots;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.board.Boards;

class RosterTest {
    private static final BaseGame GAME = new BaseGame(Boards.unionPacific(), BaseOptions.standard());

    @Test
    void makesEachRegisteredBotByNameWithItsBudget() {
        List<BotSpec> seen = new ArrayList<>();
        Roster<BaseState, BaseMove> roster = new Roster<>(GAME).random().plain("heuristic", () -> BaseBots.create(GAME, "heuristic"))
                .search("deep", b -> {
                    seen.add(b);
                    return BaseBots.create(GAME, "random");
                });
        assertThat(roster.create("random")).isInstanceOf(RandomBot.class);
        assertThat(roster.create("Heuristic").name()).isEqualTo("heuristic");
        roster.create("deep:30ms:2t");
        assertThat(seen).containsExactly(new BotSpec("deep", "deep:30ms:2t", 0, 30, 2));
        assertThat(roster.names()).isEqualTo("random, heuristic, deep:N (N trials a move), deep:Nms (N ms a move), deep:N:Tt (on T threads)");
        assertThatThrownBy(() -> roster.create("search")).hasMessage("no bot 'search'; known: " + roster.names());
    }

    @Test
    void refusesTwoBotsOfOneName() {
        Roster<BaseState, BaseMove> roster = new Roster<>(GAME).random();
        assertThatThrownBy(() -> roster.search("random", b -> null)).hasMessage("two bots named random");
    }
}
