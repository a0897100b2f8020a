package org.roundhouse.record;

import org.roundhouse.text.SourceFormatException;

/** A record file that cannot be read: the message names the file and line (none when 0: the file as a whole). */
public final class RecordFormatException extends SourceFormatException {
    private static final long serialVersionUID = 1L;

    public RecordFormatException(String source, int line, String problem) {
        super(source, line, problem);
    }
}
