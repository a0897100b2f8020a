package org.roundhouse.record;

import java.nio.charset.StandardCharsets;

/**
 * One record format's reader and writer, as {@link RecordLoader} and {@link RecordSaver} reach
 * them. The formats live in sub-packages ({@code record.notation}, {@code record.xml}) that build
 * on this package, so this package names none of them: each registers its codec as a service
 * ({@code META-INF/services/org.roundhouse.record.RecordCodec}) and {@link #of} finds it.
 */
public interface RecordCodec {
    RecordFormat format();

    /** The record's draft from a file's bytes (not yet checked by the rules); its deck recipe is a shipped one. */
    default Draft read(byte[] bytes, String source) throws RecordFormatException {
        return read(bytes, source, org.roundhouse.engine.RecipeBook.shipped());
    }

    /** The record's draft from a file's bytes, whose deck recipe may be one of the book's designed recipes. */
    Draft read(byte[] bytes, String source, org.roundhouse.engine.RecipeBook recipes) throws RecordFormatException;

    /** The record's draft from text already decoded. */
    default Draft read(String text, String source) throws RecordFormatException {
        return read(text.getBytes(StandardCharsets.UTF_8), source);
    }

    String write(GameRecord record);

    /**
     * The codec of the format.
     *
     * @throws IllegalStateException when none is registered (a build that lost its service files)
     */
    static RecordCodec of(RecordFormat format) {
        return Registered.BY_FORMAT.computeIfAbsent(format, f -> java.util.ServiceLoader.load(RecordCodec.class, RecordCodec.class.getClassLoader())
                .stream().map(java.util.ServiceLoader.Provider::get).filter(c -> c.format() == f).findFirst()
                .orElseThrow(() -> new IllegalStateException("no reader for " + f + " records is registered")));
    }

    /** The codecs found, by format. */
    final class Registered {
        private static final java.util.Map<RecordFormat, RecordCodec> BY_FORMAT = new java.util.concurrent.ConcurrentHashMap<>();

        private Registered() {
        }
    }
}
