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
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("java.class.path");
        Process p = new ProcessBuilder(List.of(java, "-Djava.awt.headless=true", "-cp", cp, "org.roundhouse.cli.Main"))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().close();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err).contains("needs a graphical display").contains("xvfb-run");
    }
}
