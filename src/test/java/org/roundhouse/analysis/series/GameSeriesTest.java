package org.roundhouse.analysis.series;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.roundhouse.analysis.series.SeriesTestGames.company;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;

/** The series of {@link SeriesTestGames#firstDividend()}, checked by hand, and of random games, checked for consistency. */
class GameSeriesTest {
    private static GameRecord record;
    private static Replay replay;
    private static GameSeries main;
    private static final int ANNA = 0;
    private static final int BEN = 1;
    private static final int CLEO = 2;
    private static int dm;
    private static int bnl;
    private static int ep;
    private static int kcc;
    private static int up;

    @BeforeAll
    static void play() {
        record = SeriesTestGames.firstDividend();
        replay = Replay.of(record);
        main = GameSeries.of(replay, replay.mainLine());
        dm = company("DM");
        bnl = company("BNL");
        ep = company("EP&RG");
        kcc = company("KCC");
        up = SeriesTestGames.BOARD.unionPacific();
    }

    @Test
    @DisplayName("positions are the line's moves: 0 = initial investments, then one per turn")
    void positions() {
        assertThat(main.size()).isEqualTo(5);
        assertThat(main.players()).isEqualTo(3);
        assertThat(main.hasHouse()).isFalse();
        assertThat(main.recipients()).isEqualTo(3);
        assertThat(main.playerNames()).containsExactly("Anna", "Ben", "Cleo");
        assertThat(List.of(main.move(0), main.move(1), main.move(2), main.move(3), main.move(4))).containsExactly(0, 1, 2, 3, 4);
        assertThat(List.of(main.mover(0), main.mover(1), main.mover(2), main.mover(3), main.mover(4)))
                .containsExactly(-1, ANNA, BEN, CLEO, ANNA);
        assertThat(main.indexOfMove(3)).isEqualTo(3);
        assertThat(main.indexOfMove(9)).isEqualTo(-1);
        assertThat(main.node(3)).containsSame(record.mainLine().get(3));
        assertThat(main.finished()).isFalse();
        assertThat(main.companies()).isEqualTo(11);
        assertThat(main.companyName(up)).isEqualTo("UP");
        assertThat(main.companyRgb(up)).isEqualTo(-1);
        assertThat(main.companyRgb(dm)).isEqualTo(0x1A1A1A);
    }

    @Test
    @DisplayName("cash: nobody has any until dividend 1 at move 3 pays Anna 3, Ben 4 and Cleo 4")
    void cashByHand() {
        // Dividend 1 (move 3). Values: DM 1 start train + 1 built + 1 = 3; BNL 1 + 1 = 2; EP&RG 2 start trains + 1 = 3.
        // DM: Anna 2 shares (primary) gets 3, Ben 1 share (secondary) gets 3/2 = 1.
        // BNL: Ben alone (2 shares) takes both payments: 2 + 1 = 3.
        // EP&RG: Cleo alone: 3 + 1 = 4.  Union Pacific pays nothing at the first dividend.
        // Anna 3, Ben 1 + 3 = 4, Cleo 4.
        assertThat(main.cashSeries(ANNA)).containsExactly(0, 0, 0, 3, 3);
        assertThat(main.cashSeries(BEN)).containsExactly(0, 0, 0, 4, 4);
        assertThat(main.cashSeries(CLEO)).containsExactly(0, 0, 0, 4, 4);
        assertThat(main.cash(BEN, 3)).isEqualTo(4);
    }

    @Test
    @DisplayName("the dividend event: position, number, drawer, what each received and from which company")
    void dividendEventByHand() {
        assertThat(main.dividends()).hasSize(1);
        DividendEvent d = main.dividends().get(0);
        assertThat(d.index()).isEqualTo(3);
        assertThat(d.move()).isEqualTo(3);
        assertThat(d.number()).isEqualTo(1);
        assertThat(d.drawnBy()).isEqualTo(CLEO);
        assertThat(d.received()).containsExactly(3, 4, 4);
        assertThat(d.total()).isEqualTo(11);
        assertThat(d.values()[dm]).isEqualTo(3);
        assertThat(d.values()[bnl]).isEqualTo(2);
        assertThat(d.values()[ep]).isEqualTo(3);
        assertThat(d.paidByCompany()[dm]).isEqualTo(4);
        assertThat(d.paidByCompany()[bnl]).isEqualTo(3);
        assertThat(d.paidByCompany()[ep]).isEqualTo(4);
        assertThat(d.paidByCompany()[up]).isZero();
        assertThat(d.upTable()).containsExactly(0, 0, 0, 0, 0);
        assertThat(main.dividendsAt(3)).containsExactly(d);
        assertThat(main.dividendsAt(2)).isEmpty();
        assertThat(main.dividendsPaid(2)).isZero();
        assertThat(main.dividendsPaid(3)).isEqualTo(1);
    }

    @Test
    @DisplayName("majorities at the dividend: DM Anna primary, Ben secondary; BNL Ben alone; nobody in KCC")
    void majoritiesByHand() {
        DividendEvent d = main.dividends().get(0);
        Majority dmMajority = d.majority(dm);
        assertThat(dmMajority.holdings()).containsExactly(2, 1, 0);
        assertThat(dmMajority.payouts()).containsExactly(3, 1, 0);
        assertThat(dmMajority.primary()).containsExactly(ANNA);
        assertThat(dmMajority.secondary()).containsExactly(BEN);
        assertThat(dmMajority.paid()).isEqualTo(4);

        Majority bnlMajority = d.majority(bnl);
        assertThat(bnlMajority.holdings()).containsExactly(0, 2, 0);
        assertThat(bnlMajority.payouts()).containsExactly(0, 3, 0);
        assertThat(bnlMajority.primary()).containsExactly(BEN);
        assertThat(bnlMajority.secondary()).as("a sole holder takes both payments").isEmpty();

        assertThat(d.majority(ep).primary()).containsExactly(CLEO);
        assertThat(d.majority(kcc).nobodyHolds()).isTrue();
        assertThat(d.majority(up).nobodyHolds()).as("the UP shares are still in hand").isTrue();
    }

    @Test
    @DisplayName("primary and secondary follow the rules on ties")
    void majorityTies() {
        Majority tiedFirst = Majority.of(0, new int[] {3, 3, 1}, new int[] {3, 3, 0}, false);
        assertThat(tiedFirst.primary()).containsExactly(0, 1);
        assertThat(tiedFirst.secondary()).as("tied first: nobody else is paid").isEmpty();
        Majority tiedSecond = Majority.of(0, new int[] {1, 4, 1}, new int[] {1, 5, 1}, false);
        assertThat(tiedSecond.primary()).containsExactly(1);
        assertThat(tiedSecond.secondary()).containsExactly(0, 2);
        Majority upTiedFirst = Majority.of(10, new int[] {2, 2, 1}, new int[] {9, 9, 6}, true);
        assertThat(upTiedFirst.primary()).containsExactly(0, 1);
        assertThat(upTiedFirst.secondary()).as("Union Pacific pays further places").containsExactly(2);
    }

    @Test
    @DisplayName("played shares and who leads each company, by how much")
    void sharesByHand() {
        assertThat(main.playedSeries(ANNA, dm)).containsExactly(1, 2, 2, 2, 2);
        assertThat(main.playedSeries(BEN, dm)).containsExactly(1, 1, 1, 1, 1);
        assertThat(main.playedSeries(BEN, bnl)).containsExactly(0, 0, 2, 2, 2);
        assertThat(main.playedSeries(ANNA, bnl)).containsExactly(0, 0, 0, 0, 1);
        assertThat(main.playedSeries(ANNA, kcc)).containsExactly(0, 0, 0, 0, 1);
        // DM: tied 1–1 after the initial investments, then Anna leads 2–1.
        assertThat(main.leader(dm, 0)).isEqualTo(GameSeries.TIED);
        assertThat(main.leadMargin(dm, 0)).isZero();
        assertThat(main.topShares(dm, 0)).isEqualTo(1);
        assertThat(main.leader(dm, 1)).isEqualTo(ANNA);
        assertThat(main.leadMargin(dm, 1)).isEqualTo(1);
        // BNL: nobody, then Ben 2–0, then Ben 2–1.
        assertThat(main.leader(bnl, 1)).isEqualTo(GameSeries.NOBODY);
        assertThat(main.leader(bnl, 2)).isEqualTo(BEN);
        assertThat(main.leadMargin(bnl, 2)).isEqualTo(2);
        assertThat(main.leadMargin(bnl, 4)).isEqualTo(1);
        assertThat(main.leader(ep, 0)).isEqualTo(CLEO);
    }

    @Test
    @DisplayName("company values and each company's share of the dividends paid")
    void valuesByHand() {
        assertThat(main.valueSeries(dm)).containsExactly(2, 2, 2, 3, 3);
        assertThat(main.valueSeries(ep)).containsExactly(3, 3, 3, 3, 3);
        assertThat(main.valueSeries(bnl)).containsExactly(2, 2, 2, 2, 2);
        assertThatThrownBy(() -> main.value(up, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(main.paidSoFar(dm, 2)).isZero();
        assertThat(main.paidSoFar(dm, 3)).isEqualTo(4);
        assertThat(main.totalDividends()).isEqualTo(11);
        // DM 4 of 11, BNL 3 of 11, EP&RG 4 of 11.
        assertThat(main.shareOfDividends(dm)).isEqualTo(4 / 11.0);
        assertThat(main.shareOfDividends(bnl)).isEqualTo(3 / 11.0);
        assertThat(main.shareOfDividends(ep)).isEqualTo(4 / 11.0);
        assertThat(main.shareOfDividends(up)).isZero();
    }

    @Test
    @DisplayName("a variation: the line through it, no dividend, and the moves it shares with the main line")
    void variation() {
        MoveNode alt = SeriesTestGames.variation(record);
        List<MoveNode> line = GameSeries.lineThrough(alt);
        assertThat(line).hasSize(4);
        assertThat(line.get(3)).isSameAs(alt);
        GameSeries whatIf = GameSeries.of(replay, line);
        assertThat(whatIf.cashSeries(CLEO)).containsExactly(0, 0, 0, 0);
        assertThat(whatIf.playedSeries(CLEO, ep)).containsExactly(1, 1, 1, 2);
        assertThat(whatIf.dividends()).isEmpty();
        assertThat(whatIf.commonPrefix(main)).isEqualTo(3);
        assertThat(main.commonPrefix(main)).isEqualTo(5);
        assertThat(GameSeries.lineThrough(record.root())).isEqualTo(record.mainLine());
        assertThat(GameSeries.lineThrough(record.mainLine().get(1))).isEqualTo(record.mainLine());
    }

    @Test
    @DisplayName("from plain states: the same numbers, moves by index, content-compared prefixes")
    void fromStates() {
        List<BaseState> states = new ArrayList<>();
        for (MoveNode n : record.mainLine()) states.add(TestSeam.state(replay.stateAt(n)));
        GameSeries plain = GameSeries.ofStates(replay.game(), states, SeriesTestGames.NAMES);
        assertThat(plain.cashSeries(BEN)).containsExactly(main.cashSeries(BEN));
        assertThat(plain.mover(3)).isEqualTo(CLEO);
        assertThat(plain.nodes()).isEmpty();
        assertThat(plain.commonPrefix(main)).isEqualTo(5);
        assertThat(plain.dividends()).isEqualTo(main.dividends());
        assertThatThrownBy(() -> GameSeries.ofStates(replay.game(), states, List.of("A"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> GameSeries.of(replay, List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4, 5, 6})
    @DisplayName("random games: cash is the sum of the dividends, the UP table matches the engine's payments")
    void randomGamesAreConsistent(int players) {
        for (long seed = 1; seed <= 4; seed++) {
            GameRecord r = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(players, "standard", false, false, null), seed * 31 + players);
            Replay rp = Replay.of(r);
            GameSeries s = GameSeries.ofMainLine(rp).orElseThrow();
            BaseState end = TestSeam.state(rp.finalState());
            assertThat(s.finished()).isTrue();
            assertThat(s.dividends()).hasSize(4);
            assertThat(s.dividends()).extracting(DividendEvent::number).containsExactly(1, 2, 3, 4);
            for (int p = 0; p < players; p++) {
                assertThat(s.cash(p, s.size() - 1)).isEqualTo(end.cash(p));
                int sum = 0;
                for (DividendEvent d : s.dividends()) sum += d.received(p);
                assertThat(sum).isEqualTo(end.cash(p));
            }
            int all = 0;
            for (DividendEvent d : s.dividends()) {
                all += d.total();
                assertThat(s.cash(0, d.index())).isGreaterThanOrEqualTo(d.received(0));
                if (d.index() > 0) {
                    int before = s.cash(0, d.index() - 1);
                    int paidHere = s.dividendsAt(d.index()).stream().mapToInt(e -> e.received(0)).sum();
                    assertThat(s.cash(0, d.index())).isEqualTo(before + paidHere);
                }
                for (int c = 0; c < s.companies(); c++) {
                    Majority m = d.majority(c);
                    for (int rcp = 0; rcp < d.recipients(); rcp++) {
                        if (!m.primary().contains(rcp) && !m.secondary().contains(rcp) && c != s.unionPacific()) {
                            assertThat(m.payout(rcp)).as("only primary and secondary holders are paid").isZero();
                        }
                    }
                    if (c == s.unionPacific() && m.primary().size() == 1) {
                        assertThat(m.payout(m.primary().get(0))).as("UP first place = the table's first entry")
                                .isEqualTo(d.upTable()[0]);
                        if (m.secondary().size() == 1) {
                            assertThat(m.payout(m.secondary().get(0))).isEqualTo(d.upTable()[1]);
                        }
                    }
                }
            }
            assertThat(s.totalDividends()).isEqualTo(all);
            double shares = 0;
            for (int c = 0; c < s.companies(); c++) shares += s.shareOfDividends(c);
            assertThat(shares).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        }
    }

    @Test
    @DisplayName("two-player rules: the house is a recipient, paid only at the last dividend")
    void houseInTwoPlayerGames() {
        GameRecord r = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", true, false, null), 7);
        Replay rp = Replay.of(r);
        GameSeries s = GameSeries.ofMainLine(rp).orElseThrow();
        assertThat(s.hasHouse()).isTrue();
        assertThat(s.recipients()).isEqualTo(3);
        assertThat(s.recipientName(2)).isEqualTo("House");
        assertThat(s.cash(2, s.size() - 1)).isEqualTo(TestSeam.state(rp.finalState()).houseCash());
        DividendEvent last = s.dividends().get(s.dividends().size() - 1);
        assertThat(last.recipients()).isEqualTo(3);
        assertThat(s.dividends().get(0).recipients()).isEqualTo(2);
        assertThat(s.cash(2, last.index() - 1)).isZero();
    }

    @Test
    void upTable() {
        assertThat(UpTable.row(1)).containsExactly(0, 0, 0, 0, 0);
        assertThat(UpTable.row(2)).containsExactly(10, 8, 6, 4, 2);
        assertThat(UpTable.first(4)).isEqualTo(20);
        assertThat(UpTable.format(UpTable.row(3))).isEqualTo("15/12/9/6/3");
        assertThatThrownBy(() -> UpTable.row(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void kinds() {
        assertThat(SeriesKind.byId("Cash")).contains(SeriesKind.CASH);
        assertThat(SeriesKind.byId("majorities")).contains(SeriesKind.SHARES);
        assertThat(SeriesKind.byId("value")).contains(SeriesKind.VALUE);
        assertThat(SeriesKind.byId("pie")).isEmpty();
    }
}
