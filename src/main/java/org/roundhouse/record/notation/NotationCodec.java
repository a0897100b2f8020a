package org.roundhouse.record.notation;

import org.roundhouse.record.Draft;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RecordCodec;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordFormatException;
import org.roundhouse.record.RecordLoader;

/** The notation format as a {@link RecordCodec}, registered in {@code META-INF/services}. */
public final class NotationCodec implements RecordCodec {
    @Override
    public RecordFormat format() {
        return RecordFormat.NOTATION;
    }

    @Override
    public Draft read(byte[] bytes, String source, org.roundhouse.engine.RecipeBook recipes) throws RecordFormatException {
        return NotationReader.read(RecordLoader.decode(bytes, source), source, recipes);
    }

    @Override
    public Draft read(String text, String source) {
        return NotationReader.read(text, source);
    }

    @Override
    public String write(GameRecord record) {
        return NotationWriter.write(record);
    }
}
