package org.roundhouse.engine.strippeddown;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;

/** A deck order given with the deal is the whole deck, its four scoring markers included, as for the other rule sets. */
class StrippedDownDeckTest {
    private static final StrippedDown GAME = StrippedDownRulesTest.GAME;

    private static StrippedDownSetup withDeck(StrippedDownSetup d, List<Integer> deck) {
        return new StrippedDownSetup(d.hands(), d.display(), deck, d.first());
    }

    @Test
    void aDeckShortOfACardOrAMarkerIsRefused() {
        StrippedDownSetup d = GAME.randomDeal(4, new SplittableRandom(1));
        assertThat(GAME.newGame(d).deckSize()).isEqualTo(d.deck().size());
        List<Integer> noLastMarker = new ArrayList<>(d.deck());
        noLastMarker.remove(noLastMarker.lastIndexOf(StrippedDownMove.MARKER));
        assertThatThrownBy(() -> GAME.newGame(withDeck(d, noLastMarker))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the deck lists 85 cards (82 shares and 3 scoring markers); after these hands and display it holds 86"
                        + " (82 shares and 4 scoring markers)");
        assertThatThrownBy(() -> GAME.newGame(withDeck(d, d.deck().subList(0, 50)))).hasMessageStartingWith("the deck lists 50 cards");
        List<Integer> lastShareForMarker = new ArrayList<>(d.deck());
        int last = lastShareForMarker.size() - 1;
        if (lastShareForMarker.get(last) == StrippedDownMove.MARKER) last--;
        lastShareForMarker.set(last, StrippedDownMove.MARKER);
        assertThatThrownBy(() -> GAME.newGame(withDeck(d, lastShareForMarker))).hasMessageContaining("5 scoring markers");
        // a game at the table leaves the order out altogether
        assertThat(GAME.newGame(d.withoutDeckOrders()).deckSize()).isEqualTo(86);
    }

    @Test
    void aRecordWithACutShareDeckTagIsRefusedAtTheTag() {
        String text = RecordSaver.write(RandomGames.play(RandomGames.template("stripped-down", java.util.Map.of(), 4, null), 1),
                RecordFormat.NOTATION);
        assertThat(RecordLoader.readNotation(text, "sd.upn").isOk()).isTrue();
        Matcher m = Pattern.compile("\\[ShareDeck \"([^\"]*)\"\\]").matcher(text);
        assertThat(m.find()).isTrue();
        int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
        String deck = m.group(1);
        int lastMarker = deck.lastIndexOf('$');
        String cut = (deck.substring(0, lastMarker) + deck.substring(lastMarker + 1)).replaceAll("\\s+", " ").strip();
        LoadResult r = RecordLoader.readNotation(text.replace(m.group(), "[ShareDeck \"" + cut + "\"]"), "sd.upn");
        assertThat(r.error().orElseThrow().toString()).isEqualTo("sd.upn:" + line + ": the deck lists 85 cards (82 shares and 3 scoring"
                + " markers); after these hands and display it holds 86 (82 shares and 4 scoring markers)");
    }
}
