package org.roundhouse.text;

import java.util.Locale;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/** Runs each test of a class with the messages in Italian, and puts English back after it: {@code @ExtendWith(InItalian.class)}. */
public final class InItalian implements BeforeEachCallback, AfterEachCallback {
    @Override
    public void beforeEach(ExtensionContext context) {
        Messages.setLocale(Locale.ITALIAN);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Messages.setLocale(Locale.ENGLISH);
    }
}
