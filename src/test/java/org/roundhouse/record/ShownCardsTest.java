package org.roundhouse.record;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;

class ShownCardsTest {
    private static final int U = BaseMove.UNKNOWN;

    private static GameRecord withDeal(GameRecord played, BaseSetup deal) {
        GameRecord r = new GameRecord(played.header(), played.setup().withDeal(deal));
        MoveNode at = r.root();
        for (MoveNode n : played.mainLine()) at = at.addChild(n.turn());
        return r;
    }

    private static boolean within(List<Integer> part, List<Integer> whole) {
        List<Integer> left = new ArrayList<>(whole);
        for (Integer c : part) if (!left.remove(c)) return false;
        return true;
    }

    @Test
    void theCardsAGameShowsFromAnUnknownHandWereDealtThereAndFillItIn() {
        int shownTracks = 0;
        int shownShares = 0;
        for (long seed = 1; seed <= 20; seed++) {
            GameRecord played = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("Anna", "Ben", "Carl")), seed);
            BaseSetup real = TestSeam.deal(played.setup().deal().withoutDeckOrders());
            List<List<Integer>> tracks = new ArrayList<>(real.trackHands());
            List<List<Integer>> shares = new ArrayList<>(real.shareHands());
            tracks.set(1, List.of(U, U, U));
            shares.set(1, List.of(U, U, U, U));
            BaseSetup unknown = new BaseSetup(3, tracks, shares, real.display(), List.of(), List.of());
            ShownCards shown = ShownCards.of(Replay.of(withDeal(played, unknown)));

            assertThat(shown.shares().get(0)).as("known hands show nothing").isEmpty();
            assertThat(shown.tracks().get(2)).isEmpty();
            assertThat(within(shown.shares().get(1), real.shareHands().get(1))).as("seed %d: shares %s were dealt in %s", seed,
                    shown.shares().get(1), real.shareHands().get(1)).isTrue();
            assertThat(within(shown.tracks().get(1), real.trackHands().get(1))).as("seed %d: tracks", seed).isTrue();
            shownTracks += shown.tracks().get(1).size();
            shownShares += shown.shares().get(1).size();

            List<List<Integer>> filledShares = ShownCards.fill(unknown.shareHands(), shown.shares());
            List<List<Integer>> filledTracks = ShownCards.fill(unknown.trackHands(), shown.tracks());
            GameRecord filled = withDeal(played, new BaseSetup(3, filledTracks, filledShares, real.display(), List.of(), List.of()));
            assertThat(Replay.of(filled).finalState().cash(1)).as("seed %d: the filled-in deal replays the game", seed)
                    .isEqualTo(Replay.of(played).finalState().cash(1));
        }
        assertThat(shownTracks).as("20 games show most of the 60 dealt track cards").isGreaterThan(30);
        assertThat(shownShares).as("and of the 80 dealt shares").isGreaterThan(40);
    }

    @Test
    void fillPutsTheShownCardsIntoTheUnknownSlotsInOrder() {
        assertThat(ShownCards.fill(List.of(List.of(3, U, 5, U)), List.of(List.of(7, 8, 9))))
                .containsExactly(List.of(3, 7, 5, 8));
        assertThat(ShownCards.fill(List.of(List.of(U, U)), List.of(List.of()))).containsExactly(List.of(U, U));
    }
}
