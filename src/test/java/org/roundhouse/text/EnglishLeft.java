package org.roundhouse.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The Italian tests' search for English: every word of a test's own English pattern left in a text it has already filtered. */
public final class EnglishLeft {
    private EnglishLeft() {
    }

    /** Every match of {@code english} in {@code text}, in order. */
    public static List<String> in(Pattern english, String text) {
        List<String> found = new ArrayList<>();
        Matcher m = english.matcher(text);
        while (m.find()) found.add(m.group());
        return found;
    }
}
