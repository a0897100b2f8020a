package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** The checks of the file a command writes with {@code --out}, shared by the commands that write one. */
final class OutFile {
    private OutFile() {
    }

    /** The format of {@code out}: its extension in lower case, or null when it is none of {@code formats}. */
    static String format(Path out, List<String> formats) {
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        String format = name.substring(name.lastIndexOf('.') + 1);
        return name.contains(".") && formats.contains(format) ? format : null;
    }

    /** Why {@code out} is none of {@code formats}, e.g. {@code x.txt: the output must end in .csv or .json}. */
    static String formatRefusal(Path out, List<String> formats) {
        StringBuilder ends = new StringBuilder();
        for (int i = 0; i < formats.size(); i++) {
            if (i > 0) ends.append(i == formats.size() - 1 ? CLI.text("out.or") : ", ");
            ends.append('.').append(formats.get(i));
        }
        return CLI.text("out.mustEnd", out, ends);
    }

    /** Why {@code out} cannot be written where it is (its folder is missing), or null when it can. */
    static String folderRefusal(Path out) {
        Path folder = out.toAbsolutePath().getParent();
        return folder != null && !Files.isDirectory(folder) ? CLI.text("out.noFolder", out, folder) : null;
    }
}
