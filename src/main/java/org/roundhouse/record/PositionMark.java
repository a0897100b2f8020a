package org.roundhouse.record;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A highlight an annotator puts on the board at a position: a city ({@code "DEN"}) or a
 * section ({@code "DEN-CAS"}, in the board's own order of the two cities) in one of four
 * colours. The workbench draws them on the map; the formats keep them with the node.
 *
 * @param target a city code or a section code of the record's board
 * @param colour the colour of the highlight
 */
public record PositionMark(String target, Colour colour) {
    /** The colours of position marks, with the letter the notation uses. */
    public enum Colour {
        RED('R'), GREEN('G'), BLUE('B'), YELLOW('Y');

        private final char letter;

        Colour(char letter) {
            this.letter = letter;
        }

        public char letter() {
            return letter;
        }

        /** Lower-case name, as the XML writes it. */
        public String xmlName() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<Colour> byLetter(char c) {
            for (Colour colour : values()) {
                if (colour.letter == Character.toUpperCase(c)) return Optional.of(colour);
            }
            return Optional.empty();
        }

        public static Optional<Colour> byName(String name) {
            for (Colour colour : values()) {
                if (colour.xmlName().equalsIgnoreCase(name)) return Optional.of(colour);
            }
            return Optional.empty();
        }
    }

    public PositionMark {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(colour, "colour");
    }

    /** True for a section mark ({@code "DEN-CAS"}), false for a city mark. */
    public boolean isSection() {
        return target.indexOf('-') > 0;
    }
}
