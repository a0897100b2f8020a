package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.LoadError;

/** Opening a file hands the workbench what the file holds that saving will not keep. */
class RecordOpenerWarningsTest {
    @TempDir
    Path dir;

    @Test
    void anXmlCommentReachesTheWorkbenchWithItsLine() throws Exception {
        Path file = dir.resolve("noted.xml");
        Files.writeString(file, Files.readString(Path.of("sample-games/4p-standard.xml"))
                .replace("  <moves>\n", "  <?editor x?>\n  <moves>\n"));
        RecordOpener.Opened o = RecordOpener.open(file, false, p -> { });
        assertThat(o.document()).isPresent();
        assertThat(o.error()).isEmpty();
        assertThat(o.warnings()).extracting(LoadError::line).containsExactly(16);
        assertThat(RecordOpener.open(Path.of("sample-games/4p-standard.xml"), false, p -> { }).warnings()).isEmpty();
    }
}
