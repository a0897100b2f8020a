package org.roundhouse.analysis.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How summary.json writes each kind of value, pinned byte for byte (golden/json/summary-values.json). */
class SummaryJsonTest {
    static final Path EXPECTED = Path.of("src/test/resources/org/roundhouse/golden/json/summary-values.json");

    @Test
    void everyKindOfValueIsWrittenAsBefore() throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("string", "a\"b\\c\n\t\b\f\u0001\u007f é \uD83D\uDE00");
        m.put("true", true);
        m.put("null", null);
        m.put("int", 42);
        m.put("long", -9_000_000_000L);
        m.put("whole double", 3.0);
        m.put("big whole double", 1e15);
        m.put("huge double", 1.5e20);
        m.put("negative zero", -0.0);
        m.put("six digits", 2.0 / 3);
        m.put("small", 0.000123456789);
        m.put("tiny", 1.234567e-190);
        m.put("float", 0.1f);
        m.put("big decimal", new BigDecimal("12.5"));
        m.put("nan", Double.NaN);
        m.put("infinity", Double.NEGATIVE_INFINITY);
        m.put("empty map", Map.of());
        m.put("empty list", List.of());
        m.put("numbers", Arrays.asList(1, 2.5, null, Double.NaN, 7L));
        m.put("only null", Arrays.asList((Object) null));
        m.put("strings", List.of("x", "y"));
        m.put("mixed", Arrays.asList(1, "two", null));
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("k", List.of(Map.of("deep", List.of(List.of(1, 2), List.of()))));
        inner.put("e", new LinkedHashMap<>());
        List<Object> maps = new ArrayList<>();
        maps.add(inner);
        maps.add(Map.of());
        m.put("maps", maps);
        String written = SummaryJson.write(m);
        if ("write".equals(System.getProperty("roundhouse.golden"))) Files.writeString(EXPECTED, written, StandardCharsets.UTF_8);
        assertThat(written).isEqualTo(Files.readString(EXPECTED, StandardCharsets.UTF_8));
        assertThat(SummaryJson.write(List.of())).isEqualTo("[]\n");
        assertThat(SummaryJson.write("s")).isEqualTo("\"s\"\n");
    }
}
