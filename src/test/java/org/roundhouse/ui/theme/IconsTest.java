package org.roundhouse.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** Every SVG source in icons/ is on the class path and loads as a 16×16 icon. */
class IconsTest {
    @Test
    void everyIconInTheIconsFolderLoads() throws IOException {
        Path dir = Path.of("icons");
        List<Path> svgs;
        try (Stream<Path> s = Files.list(dir)) {
            svgs = s.filter(p -> p.toString().endsWith(".svg")).sorted().toList();
        }
        assertThat(svgs).hasSizeGreaterThanOrEqualTo(15);
        for (Path svg : svgs) {
            try (InputStream in = Icons.class.getClassLoader().getResourceAsStream(Icons.PATH + svg.getFileName())) {
                assertThat(in).as("resource copy of %s", svg).isNotNull();
                assertThat(new String(in.readAllBytes())).as("copy of %s", svg).isEqualTo(Files.readString(svg));
            }
            String name = svg.getFileName().toString().replace(".svg", "");
            assertThat(Icons.get(name).getIconWidth()).isEqualTo(16);
        }
    }
}
