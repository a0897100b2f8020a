package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

/** The error a record's text gets when read, for tests of what bad input is told. */
final class RecordErrors {
    private RecordErrors() {
    }

    /** The error of reading {@code text} as notation (there must be one). */
    static String upnError(String text) {
        LoadResult r = RecordLoader.readNotation(text, "g.upn");
        assertThat(r.error()).as("no error for:\n%s", text).isPresent();
        return r.error().get().toString();
    }

    /** The error of reading {@code text} as XML (there must be one). */
    static String xmlError(String text) {
        LoadResult r = RecordLoader.readXml(text, "g.xml");
        assertThat(r.error()).as("no error for:\n%s", text).isPresent();
        return r.error().get().toString();
    }
}
