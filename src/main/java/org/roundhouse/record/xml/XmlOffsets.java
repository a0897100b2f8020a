package org.roundhouse.record.xml;

import java.util.ArrayList;
import java.util.List;

/**
 * Where things stand in the text of an XML record that has already been parsed (so it is
 * well-formed): the start of every {@code <node>} (a version 0 {@code <move>}) in document
 * order, the end of {@code <setup>}, the start of {@code <evaluation>} and of an
 * {@code <unread>} element's text.
 * What could not be read is kept from these places on ({@link org.roundhouse.record.UnreadRest}).
 */
final class XmlOffsets {
    /** Offsets of the node start tags, in document order (the order the nodes are read in). */
    final List<Integer> nodes = new ArrayList<>();
    /** The offset just after the setup element, or -1. */
    int afterSetup = -1;
    /** The offset where the text of {@code <unread>} starts, or -1. */
    int unreadText = -1;
    /** The offset of the {@code <evaluation>} start tag, or -1. */
    int evaluation = -1;
    /** The offset of the {@code <review>} start tag, or -1. */
    int review = -1;

    private XmlOffsets() {
    }

    static XmlOffsets scan(String text) {
        XmlOffsets o = new XmlOffsets();
        int n = text.length();
        int i = 0;
        while (i < n) {
            int lt = text.indexOf('<', i);
            if (lt < 0) break;
            if (text.startsWith("<!--", lt)) {
                i = skipPast(text, lt + 4, "-->");
            } else if (text.startsWith("<![CDATA[", lt)) {
                i = skipPast(text, lt + 9, "]]>");
            } else if (text.startsWith("<?", lt)) {
                i = skipPast(text, lt + 2, "?>");
            } else if (text.startsWith("<!", lt)) {
                i = skipPast(text, lt + 2, ">");
            } else {
                boolean closing = text.startsWith("</", lt);
                int nameStart = lt + (closing ? 2 : 1);
                int nameEnd = nameStart;
                while (nameEnd < n && !Character.isWhitespace(text.charAt(nameEnd)) && text.charAt(nameEnd) != '>'
                        && text.charAt(nameEnd) != '/') {
                    nameEnd++;
                }
                String name = text.substring(nameStart, nameEnd);
                int colon = name.indexOf(':');
                if (colon >= 0) name = name.substring(colon + 1);
                int end = tagEnd(text, nameEnd);
                boolean empty = end > 1 && text.charAt(end - 2) == '/';
                if (closing) {
                    if (name.equals("setup") && o.afterSetup < 0) o.afterSetup = end;
                } else if (name.equals("node") || name.equals("move")) {
                    o.nodes.add(lt);
                } else if (name.equals("setup") && empty && o.afterSetup < 0) {
                    o.afterSetup = end;
                } else if (name.equals("unread") && o.unreadText < 0) {
                    o.unreadText = end;
                } else if (name.equals("evaluation") && o.evaluation < 0) {
                    o.evaluation = lt;
                } else if (name.equals("review") && o.review < 0) {
                    o.review = lt;
                }
                i = end;
            }
        }
        return o;
    }

    private static int skipPast(String text, int from, String end) {
        int at = text.indexOf(end, from);
        return at < 0 ? text.length() : at + end.length();
    }

    /** The offset after the '>' that ends the tag, quoted attribute values skipped. */
    private static int tagEnd(String text, int from) {
        char quote = 0;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                return i + 1;
            }
        }
        return text.length();
    }
}
