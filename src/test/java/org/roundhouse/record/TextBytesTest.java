package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class TextBytesTest {
    @Test
    void theFirstBadByteIsFoundExactlyAcrossBufferBoundaries() {
        assertThat(TextBytes.firstBadUtf8("plain ascii".getBytes(StandardCharsets.UTF_8))).isEqualTo(-1);
        assertThat(TextBytes.firstBadUtf8("Zoë Kö €".getBytes(StandardCharsets.UTF_8))).isEqualTo(-1);
        assertThat(TextBytes.firstBadUtf8(new byte[0])).isEqualTo(-1);
        byte[] latin1 = "ab\ncdé".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(TextBytes.firstBadUtf8(latin1)).isEqualTo(5);
        assertThat(TextBytes.lineAt(latin1, 5)).isEqualTo(2);
        // far past the decoder's 8 KiB buffer, after many two-byte characters
        String prefix = "é".repeat(10_000) + "\n".repeat(3);
        byte[] good = prefix.getBytes(StandardCharsets.UTF_8);
        byte[] bad = new byte[good.length + 2];
        System.arraycopy(good, 0, bad, 0, good.length);
        bad[good.length] = 'x';
        bad[good.length + 1] = (byte) 0xC3; // a lead byte cut off by the end of the file
        assertThat(TextBytes.firstBadUtf8(bad)).isEqualTo(good.length + 1);
        assertThat(TextBytes.lineAt(bad, good.length + 1)).isEqualTo(4);
    }

    @Test
    void xmlInAnotherEncodingIsTurnedIntoUtf8WithItsDeclaration() throws RecordFormatException {
        byte[] utf8 = "<?xml version=\"1.0\"?><r>Kö</r>".getBytes(StandardCharsets.UTF_8);
        assertThat(TextBytes.xmlAsUtf8(utf8, "u.xml")).isSameAs(utf8);
        byte[] latin1 = "<?xml version='1.0' encoding='ISO-8859-1'?><r>Kö</r>".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(new String(TextBytes.xmlAsUtf8(latin1, "l.xml"), StandardCharsets.UTF_8))
                .isEqualTo("<?xml version='1.0' encoding='UTF-8'?><r>Kö</r>");
        byte[] utf16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><r>Kö</r>".getBytes(StandardCharsets.UTF_16);
        assertThat(new String(TextBytes.xmlAsUtf8(utf16, "w.xml"), StandardCharsets.UTF_8))
                .isEqualTo("<?xml version=\"1.0\" encoding=\"UTF-8\"?><r>Kö</r>");
        byte[] undeclared = "<r>Kö</r>".getBytes(StandardCharsets.ISO_8859_1);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> TextBytes.xmlAsUtf8(undeclared, "x.xml"))
                .hasMessageContaining("not UTF-8 text (bad byte 0xF6 at offset 4)");
        byte[] unknown = "<?xml version=\"1.0\" encoding=\"EBCDIC-42\"?><r/>".getBytes(StandardCharsets.UTF_8);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> TextBytes.xmlAsUtf8(unknown, "x.xml"))
                .hasMessageContaining("encoding 'EBCDIC-42' that is not known");
    }
}
