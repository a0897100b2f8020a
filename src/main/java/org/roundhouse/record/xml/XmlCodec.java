package org.roundhouse.record.xml;

import org.roundhouse.record.Draft;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RecordCodec;
import org.roundhouse.record.RecordFormat;

/** The XML format as a {@link RecordCodec}, registered in {@code META-INF/services}. */
public final class XmlCodec implements RecordCodec {
    @Override
    public RecordFormat format() {
        return RecordFormat.XML;
    }

    @Override
    public Draft read(byte[] bytes, String source, org.roundhouse.engine.RecipeBook recipes) {
        return XmlRecordCodec.read(bytes, source, recipes);
    }

    @Override
    public String write(GameRecord record) {
        return XmlRecordCodec.write(record);
    }
}
