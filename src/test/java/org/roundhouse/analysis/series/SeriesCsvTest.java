package org.roundhouse.analysis.series;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;

class SeriesCsvTest {
    private static GameSeries series;

    @BeforeAll
    static void play() {
        Replay replay = Replay.of(SeriesTestGames.firstDividend());
        series = GameSeries.of(replay, replay.mainLine());
    }

    @Test
    @DisplayName("cash CSV: one row per move, the dividend numbers, each player's cash")
    void cash() {
        assertThat(SeriesCsv.toCsv(SeriesKind.CASH, series)).isEqualTo(String.join("\r\n",
                "move,mover,dividends,Anna,Ben,Cleo",
                "0,initial investments,,0,0,0",
                "1,Anna,,0,0,0",
                "2,Ben,,0,0,0",
                "3,Cleo,1,3,4,4",
                "4,Anna,,3,4,4", ""));
    }

    @Test
    @DisplayName("shares CSV: per move and company, the shares played, leader, lead, and the majorities at a dividend")
    void shares() {
        String csv = SeriesCsv.toCsv(SeriesKind.SHARES, series);
        String[] lines = csv.split("\r\n");
        assertThat(lines[0]).isEqualTo("move,company,Anna,Ben,Cleo,leader,lead,dividend,primary,secondary");
        assertThat(lines).hasSize(1 + 5 * 11);
        assertThat(lines).contains("0,DM,1,1,0,tie,0,,,", "1,DM,2,1,0,Anna,1,,,", "3,DM,2,1,0,Anna,1,1,Anna,Ben",
                "3,BNL,0,2,0,Ben,2,1,Ben,", "3,KCC,0,0,0,,0,1,,", "4,BNL,1,2,0,Ben,1,,,", "3,EP&RG,0,0,1,Cleo,1,1,Cleo,",
                "4,UP,0,0,0,,0,,,");
    }

    @Test
    @DisplayName("value CSV: values, the UP table of the last dividend, dividends paid so far by company")
    void value() {
        String[] lines = SeriesCsv.toCsv(SeriesKind.VALUE, series).split("\r\n");
        assertThat(lines[0]).isEqualTo("move,dividends_paid,value_EP&RG,value_BNL,value_DM,value_W&W,value_MS,value_SFRB,"
                + "value_ESL,value_KCC,value_MRR,value_UMR,up_table,paid_EP&RG,paid_BNL,paid_DM,paid_W&W,paid_MS,"
                + "paid_SFRB,paid_ESL,paid_KCC,paid_MRR,paid_UMR,paid_UP");
        assertThat(lines[1]).isEqualTo("0,0,3,2,2,2,2,2,2,2,2,2,,0,0,0,0,0,0,0,0,0,0,0");
        assertThat(lines[4]).isEqualTo("3,1,3,2,3,2,2,2,2,2,2,2,0/0/0/0/0,4,3,4,0,0,0,0,0,0,0,0");
    }

    @Test
    @DisplayName("fields with commas or quotes are quoted; formulas are defused")
    void quoting() {
        assertThat(SeriesCsv.quote("Anna, the First")).isEqualTo("\"Anna, the First\"");
        assertThat(SeriesCsv.quote("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(SeriesCsv.quote("=SUM(A1)")).isEqualTo("'=SUM(A1)");
        assertThat(SeriesCsv.quote("-3")).isEqualTo("-3");
        assertThat(SeriesCsv.quote("plain")).isEqualTo("plain");
    }

    @Test
    @DisplayName("a whole random game: row counts, and the house column under the two-player rules")
    void wholeGame() {
        Replay replay = Replay.of(RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", true, false, null), 3));
        GameSeries s = GameSeries.ofMainLine(replay).orElseThrow();
        String[] cash = SeriesCsv.toCsv(SeriesKind.CASH, s).split("\r\n");
        assertThat(cash[0]).isEqualTo("move,mover,dividends,Seat A,Seat B,House");
        assertThat(cash).hasSize(s.size() + 1);
        assertThat(SeriesCsv.toCsv(SeriesKind.VALUE, s).split("\r\n")).hasSize(s.size() + 1);
        assertThat(SeriesCsv.toCsv(SeriesKind.SHARES, s).split("\r\n")).hasSize(s.size() * s.companies() + 1);
    }
}
