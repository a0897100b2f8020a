package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code tournament}: a table per bot, the same for any thread count, clear refusals of a bad line-up. */
class TournamentCommandTest {
    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    /** The output without the time the run took. */
    private static String withoutTime(String out) {
        return out.replaceFirst(", [0-9.]+ s\\n", "\n");
    }

    @Test
    void aTinyTournamentPrintsEveryBotAndReplaysOnTwoThreads() {
        CliRun r = run("tournament", "--bots", "heuristic,search:4,random", "--games", "5", "--seed", "3");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).contains("5 games rounded up to 6").contains("played 6 of 6 games");
        assertThat(r.out()).startsWith("3 players, 6 games (2 deals, each played from every seat), seed 3");
        String[] lines = r.out().split("\n");
        assertThat(lines[2]).startsWith("heuristic ").contains(" 6 ");
        assertThat(lines[3]).startsWith("search:4 ").contains(" 6 ");
        assertThat(lines[4]).startsWith("random ").contains(" 6 ");
        assertThat(r.out()).contains("Bradley-Terry");
        CliRun again = run("tournament", "--bots", "heuristic,search:4,random", "--games", "6", "--seed", "3", "--threads", "2");
        assertThat(withoutTime(again.out())).isEqualTo(withoutTime(r.out()));
        CliRun other = run("tournament", "--bots", "heuristic,search:4,random", "--games", "6", "--seed", "4");
        assertThat(withoutTime(other.out())).isNotEqualTo(withoutTime(r.out()));
    }

    @Test
    void aShortLineUpIsFilledWithItsLastBot() {
        CliRun r = run("tournament", "--bots", "heuristic,random", "--players", "4", "--games", "4");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("heuristic +4 ").containsPattern("random +12 ");
    }

    @Test
    void aWrongLineUpIsRefusedWithTheReason() {
        CliRun unknown = run("tournament", "--bots", "heuristic,clever");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("no bot 'clever'").contains("search:Nms");
        CliRun tooMany = run("tournament", "--bots", "random,random,random", "--players", "2");
        assertThat(tooMany.status()).isEqualTo(2);
        assertThat(tooMany.err()).contains("3 bots listed for 2 players");
        CliRun players = run("tournament", "--bots", "random", "--players", "7");
        assertThat(players.status()).isEqualTo(2);
        assertThat(players.err()).contains("--players must be 2 to 6");
    }

    @Test
    void unionPacificForTwoHasItsOwnBots() {
        CliRun r = run("tournament", "--rules", "up-for-two", "--bots", "heuristic,random", "--games", "4", "--seed", "2");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Union Pacific for two, 2 players, 4 games (2 deals, each played from every seat), seed 2")
                .containsPattern("heuristic +4 ").containsPattern("random +4 ");
        CliRun four = run("tournament", "--rules", "up-for-two", "--bots", "heuristic,random", "--players", "4");
        assertThat(four.status()).isEqualTo(2);
        assertThat(four.err()).contains("--players must be 2 to 2, not 4");
        CliRun unknown = run("tournament", "--rules", "chess", "--bots", "random,random");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown rule set 'chess'").contains("up-for-two");
    }
}
