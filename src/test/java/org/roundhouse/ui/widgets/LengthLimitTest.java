package org.roundhouse.ui.widgets;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JTextArea;

import org.junit.jupiter.api.Test;

class LengthLimitTest {
    @Test
    void keepsWhatFitsWhetherTypedPastedOrSet() throws Exception {
        JTextArea area = new JTextArea();
        LengthLimit.install(area, 10);
        area.setText("0123456789AB");
        assertThat(area.getText()).isEqualTo("0123456789");
        area.getDocument().insertString(3, "x", null);
        assertThat(area.getText()).as("full: nothing more goes in").isEqualTo("0123456789");
        area.select(0, 4);
        area.replaceSelection("abcdefg");
        assertThat(area.getText()).as("a replaced selection makes room").isEqualTo("abcd456789");
        area.getDocument().remove(0, 2);
        area.getDocument().insertString(0, "\uD83D\uDE82\uD83D\uDE82", null);
        assertThat(area.getText()).as("a surrogate pair is never split").isEqualTo("\uD83D\uDE82cd456789");
    }
}
