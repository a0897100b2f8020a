package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** Without a display the command line says so and exits non-zero. */
class WorkbenchLaunchTest {
    @Test
    void headlessStartSaysWhyAndFails() throws Exception {
        String err = headless();
        assertThat(err).contains("needs a graphical display").contains("xvfb-run");
    }

    @Test
    void headlessStartSaysWhyInItalian() throws Exception {
        String err = headless("--lang", "it");
        assertThat(err).startsWith("roundhouse: il banco di lavoro ha bisogno di uno schermo grafico").contains("xvfb-run -a")
                .doesNotContain("needs", "display, and", "The commands", "server, use");
    }

    /** What the command line says on stderr with no display (it exits with 2). */
    private static String headless(String... args) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("java.class.path");
        List<String> command = new java.util.ArrayList<>(List.of(java, "-Djava.awt.headless=true", "-Duser.language=en", "-cp", cp,
                "org.roundhouse.cli.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().close();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).isEqualTo(2);
        return err;
    }
}
