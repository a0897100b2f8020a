package org.roundhouse.ui.designer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the reader of summary.json takes beyond strict JSON, and where it says a file stops being JSON. */
class SummaryReadingTest {
    private static final String HEAD = "{\"schema\": \"roundhouse-simulation/1\",\n";

    @TempDir
    Path dir;

    private Map<String, Object> read(String text) throws IOException {
        Files.writeString(dir.resolve("summary.json"), text, StandardCharsets.UTF_8);
        return SimRun.load(dir).summary;
    }

    @Test
    void takesWhatEarlierSummariesMayHold() throws IOException {
        Map<String, Object> m = read(HEAD + "\"nan\": NaN, \"numbers\": [+1, .5, 1., 01, -0, 1E+2, 1e-2, 7, 1e400],\n"
                + "\"escapes\": \"\\x\\/\\b\\f\\u00e9\", \"raw\": \"a\tb\nc\u0001\", \"twice\": 1, \"twice\": 2, \"empty\": {}, \"none\": [], \"t\": [true, false, null]}");
        assertThat((Double) m.get("nan")).isNaN();
        assertThat(m.get("numbers")).isEqualTo(List.of(1.0, 0.5, 1.0, 1.0, -0.0, 100.0, 0.01, 7.0, Double.POSITIVE_INFINITY));
        assertThat(m.get("escapes")).isEqualTo("x/\b\fé");
        assertThat(m.get("raw")).isEqualTo("a\tb\nc\u0001");
        assertThat(m.get("twice")).isEqualTo(2.0);
        assertThat(m.get("empty")).isEqualTo(Map.of());
        assertThat(m.get("none")).isEqualTo(List.of());
        assertThat(m.get("t")).isEqualTo(Arrays.asList(true, false, null));
        assertThat(List.copyOf(m.keySet())).containsExactly("schema", "nan", "numbers", "escapes", "raw", "twice", "empty", "none", "t");
    }

    @Test
    void refusesWhatIsNotJsonSayingTheFileAndLine() {
        refused("", 1);
        refused("   \n", 2);
        refused(HEAD + "\"cells\": [1,\n", 3);
        refused(HEAD + "\n\"a\": [1 2]}", 3);
        refused(HEAD + "\"a\" 1}", 2);
        refused(HEAD + "\"a\": 1,\n}", 3);
        refused(HEAD + "\"a\": 1}\n\nx", 4);
        refused(HEAD + "\"a\": \"open\n", 3);
        refused(HEAD + "\"a\": 1.2.3}", 2);
        refused(HEAD + "\"a\": tru}", 2);
        refused(HEAD + "\"a\": Infinity}", 2);
        refused(HEAD + "\"a\": -Infinity}", 2);
        refused(HEAD + "\"a\": " + "[".repeat(70) + "]".repeat(70) + "}", 2);
        refused(HEAD + "\"a\": [1,]}", 2);
    }

    private void refused(String text, int line) {
        assertThatThrownBy(() -> read(text)).as(text).isInstanceOf(IOException.class)
                .hasMessageStartingWith(dir.resolve("summary.json") + ": line " + line + ": ");
    }
}
