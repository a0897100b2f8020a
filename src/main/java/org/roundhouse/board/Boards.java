package org.roundhouse.board;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** The boards that ship with Roundhouse, and loading of user board files. */
public final class Boards {
    /** Name of the shipped Union Pacific board, a resource beside this class. */
    public static final String UNION_PACIFIC_RESOURCE = "union-pacific.board";

    private static Board unionPacific;

    private Boards() {
    }

    /**
     * The shipped Union Pacific board (a reconstruction: see {@code docs/board.md}), loaded once.
     *
     * @throws IllegalStateException with the loader's message if the shipped file is broken
     */
    public static synchronized Board unionPacific() {
        if (unionPacific == null) {
            unionPacific = fromResource(UNION_PACIFIC_RESOURCE);
        }
        return unionPacific;
    }

    /** Loads a user's board file: see {@link BoardLoader#load(Path)}. */
    public static Board load(Path file) throws BoardFormatException, IOException {
        return BoardLoader.load(file);
    }

    /** Loads a board resource beside this class; any failure becomes an IllegalStateException. */
    static Board fromResource(String name) {
        InputStream stream = Boards.class.getResourceAsStream(name);
        if (stream == null) {
            throw new IllegalStateException("board resource " + name + " is missing from the class path");
        }
        try (Reader in = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
            return BoardLoader.parse(in, name);
        } catch (BoardFormatException e) {
            throw new IllegalStateException("shipped board is broken: " + e.getMessage(), e);
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("cannot read shipped board " + name + ": " + e.getMessage(), e);
        }
    }
}
