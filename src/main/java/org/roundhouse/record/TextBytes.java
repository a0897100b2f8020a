package org.roundhouse.record;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Where the bytes of a text file stop being UTF-8, for messages that name the line. */
public final class TextBytes {
    private static final Pattern XML_ENCODING = Pattern.compile("^<\\?xml[^>]*?encoding\\s*=\\s*[\"']([A-Za-z0-9._:-]+)[\"']");

    private TextBytes() {
    }

    /** The offset of the first byte that is not part of valid UTF-8, or -1 when all of it is. */
    public static int firstBadUtf8(byte[] bytes) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(8192);
        while (true) {
            CoderResult r = d.decode(in, out, true);
            if (r.isError()) return in.position();
            if (r.isOverflow()) {
                out.clear();
                continue;
            }
            r = d.flush(out);
            if (r.isOverflow()) {
                out.clear();
                continue;
            }
            return -1;
        }
    }

    /**
     * Refuses bytes that are not UTF-8, naming the line and offset of the first bad byte.
     *
     * @param advice what the message ends with, e.g. "save it as UTF-8"
     */
    public static void requireUtf8(byte[] bytes, String source, String advice) throws RecordFormatException {
        int bad = firstBadUtf8(bytes);
        if (bad >= 0) {
            throw new RecordFormatException(source, lineAt(bytes, bad), org.roundhouse.text.Messages.WORDS.text("record.notUtf8",
                    String.format("%02X", bytes[bad] & 0xFF), bad, advice));
        }
    }

    /**
     * The bytes as UTF-8 text, decoded once; bytes that are not UTF-8 are refused as by
     * {@link #requireUtf8}, which is only run to find where they go wrong.
     */
    public static String decodeUtf8(byte[] bytes, String source, String advice) throws RecordFormatException {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            requireUtf8(bytes, source, advice);
            throw new IllegalStateException("the decoder refused what it then accepted", e);
        }
    }

    /** The line (from 1) that holds the byte at the offset. */
    public static int lineAt(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < bytes.length; i++) if (bytes[i] == '\n') line++;
        return line;
    }

    /** True when the bytes start with a UTF-16 byte-order mark. */
    public static boolean isUtf16(byte[] bytes) {
        return bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE));
    }

    /**
     * XML bytes as UTF-8, whatever encoding they declare, so that every later reading (and
     * rewriting) of them can assume UTF-8. A UTF-16 byte-order mark, or an XML declaration
     * naming another encoding, is decoded with it and the declaration rewritten to say UTF-8;
     * UTF-8 bytes (no declaration, or one saying UTF-8) come back as they are.
     *
     * @throws RecordFormatException for bytes that are not the encoding they declare, naming
     *         the line of the first bad byte, or for an encoding Java does not know
     */
    public static byte[] xmlAsUtf8(byte[] bytes, String source) throws RecordFormatException {
        if (isUtf16(bytes)) return transcode(bytes, StandardCharsets.UTF_16, source);
        int start = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF ? 3 : 0;
        String head = new String(bytes, start, Math.min(bytes.length - start, 200), StandardCharsets.ISO_8859_1);
        Matcher m = XML_ENCODING.matcher(head);
        String name = m.find() ? m.group(1).toUpperCase(Locale.ROOT) : "UTF-8";
        if (name.equals("UTF-8") || name.equals("UTF8")) {
            requireUtf8(bytes, source, org.roundhouse.text.Messages.WORDS.text("record.xmlSaysUtf8"));
            return bytes;
        }
        Charset charset;
        try {
            charset = Charset.forName(name);
        } catch (IllegalArgumentException e) {
            throw new RecordFormatException(source, 1, org.roundhouse.text.Messages.WORDS.text("record.unknownEncoding", m.group(1)));
        }
        return transcode(bytes, charset, source);
    }

    private static byte[] transcode(byte[] bytes, Charset charset, String source) throws RecordFormatException {
        String text;
        try {
            text = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new RecordFormatException(source, 0, org.roundhouse.text.Messages.WORDS.text("record.notDeclared", charset.name()));
        }
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        Matcher m = XML_ENCODING.matcher(text);
        if (m.find()) text = text.substring(0, m.start(1)) + "UTF-8" + text.substring(m.end(1));
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * True for a character no record holds, in either format: a control character other than
     * tab, line feed and carriage return (U+0000 to U+001F), DEL (U+007F), the C1 controls
     * (U+0080 to U+009F), and the non-characters U+FFFE and U+FFFF. A record refuses them at
     * reading, with their line, rather than change what was written.
     */
    public static boolean isForbidden(char c) {
        return c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c >= 0x7F && c <= 0x9F || c == 0xFFFE || c == 0xFFFF;
    }

    /** The index of the first {@linkplain #isForbidden forbidden} character, or -1. */
    public static int firstForbidden(CharSequence s) {
        for (int i = 0; i < s.length(); i++) if (isForbidden(s.charAt(i))) return i;
        return -1;
    }

    /** Why a record refuses the character: "the control character U+0007 ...". */
    public static String forbidden(char c) {
        String code = String.format("U+%04X", (int) c);
        return c == 0xFFFE || c == 0xFFFF ? org.roundhouse.text.Messages.WORDS.text("record.forbidden.nonCharacter", code)
                : org.roundhouse.text.Messages.WORDS.text("record.forbidden.control", code);
    }

    /**
     * What keeps a value that holds one line of text (a header value, a player's name, a line's
     * name) from being one, or null: a tab or a line break would be turned into a space, so
     * both formats refuse it rather than change it.
     *
     * @param what names the value in the message: "[Event]", "the name of player 2"
     */
    public static String notOneLine(String value, String what) {
        if (value == null) return null;
        if (value.indexOf('\t') >= 0) return org.roundhouse.text.Messages.WORDS.text("record.tab", what);
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) return org.roundhouse.text.Messages.WORDS.text("record.lineBreak", what);
        return null;
    }
}
