package org.roundhouse.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/**
 * {@link Messages#text} joins a pattern of plain parameters without MessageFormat: for every key of
 * every bundle in every language, and arguments of each kind a caller passes (words, whole numbers,
 * null, too few), the text is what MessageFormat writes.
 */
class MessagesJoinTest {
    @Test
    void everyTextIsWhatMessageFormatWrites() {
        int checked = 0;
        for (Messages m : new Messages[] {Messages.WORDS, Messages.CLI, Messages.UI}) {
            for (Locale l : Messages.LANGUAGES) {
                ResourceBundle b = m.bundle(l);
                for (String key : b.keySet()) {
                    String pattern = b.getString(key);
                    int parameters = new MessageFormat(pattern, l).getFormatsByArgumentIndex().length;
                    for (Object[] args : arguments(parameters)) {
                        String expected;
                        try {
                            expected = byMessageFormat(pattern, l, args);
                        } catch (IllegalArgumentException refused) { // a word where the pattern formats a number
                            org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> m.text(l, key, args));
                            continue;
                        }
                        assertThat(m.text(l, key, args)).as("%s %s %s", l, key, java.util.Arrays.toString(args)).isEqualTo(expected);
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }

    private static Object[][] arguments(int n) {
        Object[] words = new Object[n];
        Object[] numbers = new Object[n];
        Object[] mixed = new Object[n];
        for (int i = 0; i < n; i++) {
            words[i] = "w'o{r}d" + i;
            numbers[i] = i % 3 == 0 ? (Object) (12345 + i) : i % 3 == 1 ? (Object) (long) (1 - i) : (Object) (999 - i);
            mixed[i] = i % 3 == 0 ? null : i % 3 == 1 ? (Object) 2.5 : java.util.List.of(i);
        }
        Object[] tooFew = new Object[Math.max(0, n - 1)];
        java.util.Arrays.fill(tooFew, "x");
        Object[] small = new Object[n];
        for (int i = 0; i < n; i++) small[i] = i % 2 == 0 ? (Object) 1 : (Object) ("w" + i);
        Object[] none = new Object[n];
        for (int i = 0; i < n; i++) none[i] = i % 2 == 0 ? (Object) 0 : (Object) (short) 2;
        return new Object[][] {words, numbers, mixed, tooFew, small, none};
    }

    /** As Messages wrote every text before the join: whole numbers as plain digits unless the pattern formats them. */
    private static String byMessageFormat(String pattern, Locale l, Object[] args) {
        MessageFormat f = new MessageFormat(pattern, l);
        Object[] out = args.clone();
        java.text.Format[] formats = f.getFormatsByArgumentIndex();
        for (int i = 0; i < out.length; i++) {
            if (i < formats.length && formats[i] != null) continue;
            if (out[i] instanceof Integer || out[i] instanceof Long) out[i] = out[i].toString();
        }
        return f.format(out);
    }
}
