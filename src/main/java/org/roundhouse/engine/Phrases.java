package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;


/**
 * Pieces of the rule sets' words that every rule set shares, in the current language
 * ({@link org.roundhouse.text.Messages}): a board's track types, "a mountain card", "an MS share",
 * "DM and MS". The board files name track types in English; a type the bundles know
 * ({@link #TRACK_TYPES}) is translated, any other (a board of one's own) is shown as the board writes it.
 */
public final class Phrases {
    /** The track types of the bundled board and the wild card, each with a key {@code track.<type>}. */
    public static final List<String> TRACK_TYPES = List.of("plain", "forest", "mountain", "desert", "wild");

    private Phrases() {
    }

    /** A track type in the current language: "mountain", "montagna". */
    public static String trackType(String boardWord) {
        return TRACK_TYPES.contains(boardWord) ? WORDS.text("track." + boardWord) : boardWord;
    }

    /** A track card with its article: "a mountain card", "an unknown card"; {@code kind} in the current language. */
    public static String aCard(String kind) {
        return WORDS.text(startsWithVowel(kind) ? "card.a.an" : "card.a.a", kind);
    }

    /**
     * A share of the company with its article: "an MS share", "a DM share" (the abbreviation read
     * letter by letter: an EP&amp;RG, an MS, a UP).
     */
    public static String aShare(String abbreviation) {
        return WORDS.text(takesAn(abbreviation) ? "share.a.an" : "share.a.a", abbreviation);
    }

    /** Whether a company's abbreviation, read letter by letter, takes "an" in English: an EP&amp;RG, an MS, a UP. */
    public static boolean takesAn(String abbreviation) {
        return !abbreviation.isEmpty() && "AEFHILMNORSX".indexOf(abbreviation.charAt(0)) >= 0;
    }

    /**
     * The key of a text that puts "a" before a company's abbreviation, or its twin {@code key + ".an"}
     * where the abbreviation takes "an" ({@link #takesAn}); a language whose article does not change
     * gives both keys the same text.
     */
    public static String articleKey(String key, String abbreviation) {
        return takesAn(abbreviation) ? key + ".an" : key;
    }

    /** Two companies of a pair investment: "DM and MS". */
    public static String pair(String first, String second) {
        return WORDS.text("words.pair", first, second);
    }

    /** "Initial investments: Anna DM, Ben MS". */
    public static String initialInvestments(List<String> parts) {
        return WORDS.text("words.initial", String.join(", ", parts));
    }

    /**
     * A turn's summary: "Anna builds …, takes … — dividend 2 paid", or "Anna draws a track card"
     * when nothing else happened.
     */
    public static String summary(String who, List<String> parts, List<String> dividendNotes) {
        String s = who + " " + (parts.isEmpty() ? WORDS.text("words.drawsTrack") : String.join(", ", parts));
        return dividendNotes.isEmpty() ? s : WORDS.text("words.paid", s, String.join(", ", dividendNotes));
    }

    private static boolean startsWithVowel(String word) {
        return !word.isEmpty() && "aeiou".indexOf(Character.toLowerCase(word.charAt(0))) >= 0;
    }
}
