package org.roundhouse.ui.text;

import static org.roundhouse.text.Messages.UI;

/**
 * The rule sets' own words that the engine hands the panels and charts in English
 * ({@code PositionFacts.dividendName}, {@code valueName}, {@code playedName}: "dividend" or "scoring",
 * "value" or "price", "played" or "owned") in the current language. The keys are {@code term.<word>}
 * and {@code term.<word>.plural}; a word without a key (a rule set's new one) stays as the engine gives it.
 */
public final class Terms {
    /** The engine's words that have keys (BundlesTest checks them). */
    public static final java.util.List<String> WORDS = java.util.List.of("dividend", "scoring", "value", "price", "played", "owned");

    private Terms() {
    }

    /** The word in the current language. */
    public static String of(String engineWord) {
        return UI.has("term." + engineWord) ? UI.text("term." + engineWord) : engineWord;
    }

    /** The word's plural in the current language ("dividends", "dividendi"); English adds an s to a word without a key. */
    public static String plural(String engineWord) {
        return UI.has("term." + engineWord + ".plural") ? UI.text("term." + engineWord + ".plural") : engineWord + "s";
    }

    /**
     * The engine's names of a dividend card ({@code PositionFacts.dividendCardName}, which the
     * engine gives in the current language, from these keys of its {@code words} bundle), each with
     * the key of the name with its article here (BundlesTest checks them).
     */
    public static final java.util.Map<String, String> CARD_KEYS = java.util.Map.of(
            "facts.dividendCardName", "term.a.dividend-card",
            "sd.facts.dividendCardName", "term.a.scoring-marker");

    /**
     * A dividend card's name with its article in the current language ("a dividend card", "una
     * carta dividendo"); a name without a key is given the language's article for an unknown word.
     */
    public static String aCard(String name) {
        for (var card : CARD_KEYS.entrySet()) {
            if (org.roundhouse.text.Messages.WORDS.text(card.getKey()).equals(name)) return UI.text(card.getValue());
        }
        return UI.text("term.a", name);
    }

    /** The word with a capital first letter. */
    public static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
