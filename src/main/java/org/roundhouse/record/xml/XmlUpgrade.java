package org.roundhouse.record.xml;

import static org.roundhouse.text.Messages.WORDS;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import javax.xml.stream.XMLEventFactory;
import javax.xml.stream.XMLEventReader;
import javax.xml.stream.XMLEventWriter;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.events.Attribute;
import javax.xml.stream.events.EndElement;
import javax.xml.stream.events.StartElement;
import javax.xml.stream.events.XMLEvent;
import org.roundhouse.record.RecordFormatException;

/**
 * Brings older XML records up to the current format before they are read. Each step
 * rewrites the document one version up as a stream of XML events; the steps chain, so
 * a file of any older version opens.
 *
 * <p>Version 0 (the pre-release format) differs from version 1 in three ways:
 * the header's {@code <site>} is now {@code <place>}; a turn was a {@code <move>} element,
 * now {@code <node>}; and its seat was a 0-based {@code player} attribute, now a 1-based
 * {@code seat}.
 */
final class XmlUpgrade {
    private XmlUpgrade() {
    }

    static byte[] upgrade(byte[] bytes, int from, String source) throws RecordFormatException {
        byte[] current = bytes;
        for (int v = from; v < XmlRecordCodec.VERSION; v++) {
            current = switch (v) {
                case 0 -> from0(current, source);
                case 1, 2 -> renumber(current, v);
                default -> throw new RecordFormatException(source, 0, WORDS.text("xml.noUpgrade", v));
            };
        }
        return current;
    }

    /**
     * Version 2 only added to version 1 (unknown hand cards, line names, sampled cards), and
     * version 3 to version 2 (a discard or pass without a track card, {@code card="none"}), so
     * a document of the version before is one of the next once its root says so. The root's
     * {@code version} is rewritten in place, keeping every byte and line of the rest.
     */
    private static byte[] renumber(byte[] bytes, int from) {
        String text = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(<" + XmlRecordCodec.ROOT + "\\b[^>]*?\\bversion\\s*=\\s*)([\"'])\\s*"
                + from + "\\s*\\2").matcher(text);
        if (!m.find()) return bytes;
        return (text.substring(0, m.start()) + m.group(1) + m.group(2) + (from + 1) + m.group(2) + text.substring(m.end()))
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    private static byte[] from0(byte[] bytes, String source) throws RecordFormatException {
        XMLEventFactory events = XMLEventFactory.newFactory();
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + 1024);
        try {
            XMLEventReader in = XmlRecordCodec.safeInputFactory().createXMLEventReader(new ByteArrayInputStream(bytes));
            XMLEventWriter w = XMLOutputFactory.newFactory().createXMLEventWriter(out, "UTF-8");
            int depth = 0;
            while (in.hasNext()) {
                XMLEvent e = in.nextEvent();
                if (e.isStartDocument()) {
                    w.add(events.createStartDocument("UTF-8", "1.0"));
                } else if (e.isStartElement()) {
                    StartElement s = e.asStartElement();
                    depth++;
                    if (depth == 1) {
                        // keep line numbers: pad the prolog to the line the root element stood on
                        w.flush();
                        int written = 1;
                        for (byte b : out.toByteArray()) if (b == '\n') written++;
                        int want = s.getLocation() != null ? s.getLocation().getLineNumber() : written;
                        if (want > written) w.add(events.createSpace("\n".repeat(want - written)));
                    }
                    String name = s.getName().getLocalPart();
                    List<Attribute> attributes = new ArrayList<>();
                    for (Iterator<Attribute> it = s.getAttributes(); it.hasNext(); ) {
                        Attribute a = it.next();
                        String an = a.getName().getLocalPart();
                        if (depth == 1 && an.equals("version")) {
                            attributes.add(events.createAttribute("version", "1"));
                        } else if (name.equals("move") && an.equals("player")) {
                            attributes.add(events.createAttribute("seat", seatFrom0(a.getValue(), source, s)));
                        } else {
                            attributes.add(a);
                        }
                    }
                    w.add(events.createStartElement("", "", rename(name), attributes.iterator(), null));
                } else if (e.isEndElement()) {
                    EndElement end = e.asEndElement();
                    depth--;
                    w.add(events.createEndElement("", "", rename(end.getName().getLocalPart())));
                } else {
                    w.add(e);
                }
            }
            w.close();
        } catch (XMLStreamException e) {
            throw new RecordFormatException(source, e.getLocation() != null ? Math.max(0, e.getLocation().getLineNumber()) : 0,
                    WORDS.text("xml.upgradeFailed", XmlPrescan.cleanStaxMessage(e.getMessage())));
        }
        return out.toByteArray();
    }

    private static String rename(String name) {
        return switch (name) {
            case "site" -> "place";
            case "move" -> "node";
            default -> name;
        };
    }

    private static String seatFrom0(String player, String source, StartElement at) throws XMLStreamException {
        try {
            return Integer.toString(Math.addExact(Integer.parseInt(player.trim()), 1));
        } catch (NumberFormatException | ArithmeticException e) {
            throw new XMLStreamException(WORDS.text("xml.notSeatNumber", player), at.getLocation());
        }
    }
}
