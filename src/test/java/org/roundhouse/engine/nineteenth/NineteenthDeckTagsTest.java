package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;

/** The [TrackDecks] tag is checked card by card, and a problem is reported at the tag with what was found. */
class NineteenthDeckTagsTest {
    private static String refusal(String text, String tagValue, java.util.function.UnaryOperator<String> change) {
        LoadResult r = RecordLoader.readNotation(text.replace(tagValue, change.apply(tagValue)), "n.upn");
        assertThat(r.isOk()).isFalse();
        return r.error().orElseThrow().toString();
    }

    @Test
    void aDeckShortOfACardOrADividendIsRefusedAtTheTag() {
        String text = RecordSaver.write(RandomGames.play(RandomGames.template("nineteenth-century", Map.of(), 2, null), 3),
                RecordFormat.NOTATION);
        assertThat(RecordLoader.readNotation(text, "n.upn").isOk()).isTrue();
        Matcher m = Pattern.compile("\\[TrackDecks \"([^\"]*)\"\\]").matcher(text);
        assertThat(m.find()).isTrue();
        int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
        String decks = m.group(1);
        String lastDividendGone = refusal(text, decks, v -> {
            int i = v.lastIndexOf('$');
            return v.substring(0, i) + v.substring(i + 1);
        });
        assertThat(lastDividendGone).matches("n\\.upn:" + line + ": cycle 4 must have 1 dividend card in the decks, not 0");
        String twoCardsGone = refusal(text, decks, v -> v.replaceFirst("TT", ""));
        assertThat(twoCardsGone).startsWith("n.upn:" + line + ": cycle 1, ")
                .contains("it holds 9 track cards, 1 \"A\" card and at most one dividend card, not 7, 1 and ");
    }
}
