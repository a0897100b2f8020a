package org.roundhouse.board;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a board file: the line-oriented text format described in {@code docs/board-format.md}.
 *
 * <p>In short: UTF-8 text, one statement per line, {@code #} starts a comment, a value may end
 * in a certainty marker ({@code !} confirmed, {@code ~} inferred, {@code ?} chosen) and
 * {@code default-certainty} sets the certainty of unmarked values on the lines that follow.
 * Every value that ends up inferred or chosen becomes a {@link Provenance} entry of the board,
 * in file order. Statements may come in any order after the {@code roundhouse-board 1} header;
 * cities, sections and companies are numbered in the order they are listed.
 *
 * <p>Every problem names its line. The loader reads the whole file, collects the problems and
 * throws the one on the earliest line, with the others attached as suppressed exceptions.
 */
public final class BoardLoader {
    /** The first statement of every board file: {@code roundhouse-board 1}. */
    public static final String HEADER = "roundhouse-board";
    /** The format version this loader reads. */
    public static final int VERSION = 1;
    public static final int MIN_SPACES = 1;
    public static final int MAX_SPACES = 4;
    /** Map coordinates run from 0 to this value (board units; x east, y south from the north edge). */
    public static final double MAX_COORDINATE = 1000;
    /** The name of the track card kind that may be played on any track type. */
    public static final String WILD = "wild";

    private BoardLoader() {
    }

    /** Loads a board file; the source name in messages is the file's name. */
    public static Board load(Path file) throws BoardFormatException, IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(in, file.getFileName().toString());
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * Parses board text. {@code sourceName} prefixes every error message. An I/O error of the
     * reader is rethrown as an {@link UncheckedIOException}.
     */
    public static Board parse(Reader in, String sourceName) throws BoardFormatException {
        List<String> lines = new ArrayList<>();
        try {
            BufferedReader reader = in instanceof BufferedReader b ? b : new BufferedReader(in);
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!lines.isEmpty() && lines.get(0).startsWith("\uFEFF")) {
            lines.set(0, lines.get(0).substring(1));
        }
        return new Parser(sourceName, lines).run();
    }

    // ---------------------------------------------------------------------------------------

    private static final Pattern BOARD_ID = Pattern.compile("[a-z0-9][a-z0-9-]*");
    private static final Pattern TYPE_NAME = Pattern.compile("[a-z][a-z0-9-]*");
    private static final Pattern CITY_CODE = Pattern.compile("[A-Z0-9]{2,6}");
    private static final Pattern ABBREVIATION = Pattern.compile("[A-Za-z0-9&]{1,8}");
    private static final Pattern WHOLE = Pattern.compile("[0-9]{1,6}");
    private static final Pattern COLOUR = Pattern.compile("#[0-9A-Fa-f]{6}");
    private static final Pattern AT = Pattern.compile("([0-9]{1,4}(?:\\.[0-9]+)?),([0-9]{1,4}(?:\\.[0-9]+)?)");

    /** A token of a line: its text without quotes and marker, and its marker (null if none). */
    private record Tok(String text, boolean quoted, Certainty mark) {
    }

    /** Stops the processing of one line. */
    private static final class LineProblem extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int line;

        LineProblem(int line, String message) {
            super(message, null, false, false);
            this.line = line;
        }
    }

    private record RawCity(int line, String code, String name, double x, double y) {
    }

    private record RawSection(int line, String a, String b, int spaces, String track, List<String> starts) {
        String code() {
            return a + "-" + b;
        }
    }

    private record RawCompany(int line, String abbreviation, String name, int rgb, String home, int shares,
                              int trains, List<String> tracks) {
    }

    /** A single-valued statement such as {@code dividend-cards 4}. */
    private record Single(int line, int value) {
    }

    private static final class Parser {
        private final String source;
        private final List<String> lines;
        private final List<BoardFormatException> problems = new ArrayList<>();
        private final List<Provenance> provenance = new ArrayList<>();
        private Certainty defaultCertainty = Certainty.CONFIRMED;

        private int boardLine;
        private String boardId;
        private String boardName;
        private final List<String> trackTypes = new ArrayList<>();
        private final Map<String, Integer> trackTypeLines = new HashMap<>();
        private final List<RawCity> cities = new ArrayList<>();
        private final List<RawSection> sections = new ArrayList<>();
        private final List<RawCompany> companies = new ArrayList<>();
        private final Map<String, Single> trackCards = new LinkedHashMap<>();
        private final Map<String, Single> singles = new HashMap<>();

        Parser(String source, List<String> lines) {
            this.source = source;
            this.lines = lines;
        }

        Board run() throws BoardFormatException {
            boolean header = false;
            for (int i = 0; i < lines.size(); i++) {
                int lineNo = i + 1;
                try {
                    List<Tok> toks = tokenize(lines.get(i), lineNo);
                    if (toks.isEmpty()) continue;
                    if (!header) {
                        header(toks, lineNo);
                        header = true;
                        continue;
                    }
                    statement(toks, lineNo);
                } catch (LineProblem p) {
                    if (!header) {
                        throw new BoardFormatException(source, p.line, p.getMessage());
                    }
                    problem(p.line, p.getMessage());
                }
            }
            if (!header) {
                throw new BoardFormatException(source, Math.max(1, lines.size()),
                        "empty board file: it must start with '" + HEADER + " " + VERSION + "'");
            }
            throwIfProblems();
            Board board = build();
            throwIfProblems();
            return board;
        }

        // ----- phase 1: lines -----------------------------------------------------------------

        private void header(List<Tok> toks, int line) {
            if (!toks.get(0).text().equals(HEADER) || toks.get(0).quoted()) {
                throw new LineProblem(line, "a board file must start with '" + HEADER + " " + VERSION
                        + "', found '" + toks.get(0).text() + "'");
            }
            if (toks.size() != 2 || toks.get(1).mark() != null || toks.get(1).quoted()) {
                throw new LineProblem(line, "expected '" + HEADER + " " + VERSION + "'");
            }
            if (!toks.get(1).text().equals(String.valueOf(VERSION))) {
                throw new LineProblem(line, "unsupported board format version '" + toks.get(1).text()
                        + "' (this program reads version " + VERSION + ")");
            }
        }

        private void statement(List<Tok> toks, int line) {
            Tok first = toks.get(0);
            if (first.quoted()) {
                throw new LineProblem(line, "a line must start with a keyword, found \"" + first.text() + "\"");
            }
            if (first.mark() != null) {
                throw new LineProblem(line, "a keyword takes no certainty marker: '" + first.text() + "'");
            }
            String keyword = first.text();
            List<Tok> args = toks.subList(1, toks.size());
            switch (keyword) {
                case HEADER -> throw new LineProblem(line, "'" + HEADER + "' may only be the first line");
                case "default-certainty" -> defaultCertainty(args, line);
                case "board" -> board(args, line);
                case "track-type" -> trackType(args, line);
                case "city" -> city(args, line);
                case "section" -> section(args, line);
                case "company" -> company(args, line);
                case "union-pacific" -> unionPacific(args, line);
                case "track-cards" -> trackCards(args, line);
                case "dividend-cards", "total-shares", "total-trains", "total-track-cards" ->
                        single(keyword, args, line);
                default -> throw new LineProblem(line, "unknown keyword '" + keyword + "'");
            }
        }

        private void defaultCertainty(List<Tok> args, int line) {
            if (args.size() != 1 || args.get(0).mark() != null || args.get(0).quoted()) {
                throw new LineProblem(line, "expected 'default-certainty confirmed|inferred|chosen'");
            }
            defaultCertainty = switch (args.get(0).text()) {
                case "confirmed" -> Certainty.CONFIRMED;
                case "inferred" -> Certainty.INFERRED;
                case "chosen" -> Certainty.CHOSEN;
                default -> throw new LineProblem(line, "default-certainty: unknown certainty '"
                        + args.get(0).text() + "' (expected confirmed, inferred or chosen)");
            };
        }

        private void board(List<Tok> args, int line) {
            if (boardId != null) {
                throw new LineProblem(line, "'board' given twice (first on line " + boardLine + ")");
            }
            if (args.size() != 2) {
                throw new LineProblem(line, "expected 'board ID \"Name\"'");
            }
            for (Tok t : args) {
                if (t.mark() != null) {
                    throw new LineProblem(line, "board: the id and name are labels and take no certainty marker");
                }
            }
            String id = args.get(0).text();
            if (args.get(0).quoted() || !BOARD_ID.matcher(id).matches()) {
                throw new LineProblem(line, "board: id '" + id
                        + "' must be lower-case letters, digits and '-'");
            }
            if (args.get(1).text().isBlank()) {
                throw new LineProblem(line, "board: the name is empty");
            }
            boardLine = line;
            boardId = id;
            boardName = args.get(1).text().strip();
        }

        private void trackType(List<Tok> args, int line) {
            if (args.size() != 1 || args.get(0).quoted()) {
                throw new LineProblem(line, "expected 'track-type NAME'");
            }
            Tok t = args.get(0);
            String name = t.text();
            if (!TYPE_NAME.matcher(name).matches()) {
                throw new LineProblem(line, "track-type: name '" + name
                        + "' must be lower-case letters, digits and '-', starting with a letter");
            }
            if (name.equals(WILD)) {
                throw new LineProblem(line, "track-type: '" + WILD + "' is reserved for wild track cards");
            }
            if (trackTypeLines.containsKey(name)) {
                throw new LineProblem(line, "track-type " + name + ": duplicate track type (first on line "
                        + trackTypeLines.get(name) + ")");
            }
            if (trackTypes.size() == 31) {
                throw new LineProblem(line, "track-type " + name + ": at most 31 track types");
            }
            trackTypes.add(name);
            trackTypeLines.put(name, line);
            note(line, "track-type " + name, certainty(t));
        }

        private void city(List<Tok> args, int line) {
            int positional = positionalCount(args);
            if (positional != 2) {
                throw new LineProblem(line, "expected 'city CODE \"Name\" at=X,Y'");
            }
            Tok codeTok = args.get(0);
            String code = codeTok.text();
            if (codeTok.quoted() || !CITY_CODE.matcher(code).matches()) {
                throw new LineProblem(line, "city: code '" + code + "' must be 2 to 6 capital letters or digits");
            }
            String subject = "city " + code;
            Tok nameTok = args.get(1);
            if (nameTok.mark() != null) {
                throw new LineProblem(line, subject + ": put the certainty marker on the city code, not the name");
            }
            if (nameTok.text().isBlank()) {
                throw new LineProblem(line, subject + ": the name is empty");
            }
            Map<String, Tok> keys = keys(args.subList(2, args.size()), Set.of("at"), Set.of("at"), line, subject);
            Tok at = keys.get("at");
            Matcher m = AT.matcher(at.text());
            if (!m.matches()) {
                throw new LineProblem(line, subject + ": at= needs X,Y (two numbers from 0 to "
                        + (int) MAX_COORDINATE + "), found '" + at.text() + "'");
            }
            double x = Double.parseDouble(m.group(1));
            double y = Double.parseDouble(m.group(2));
            if (x > MAX_COORDINATE || y > MAX_COORDINATE) {
                throw new LineProblem(line, subject + ": at=" + at.text() + " is off the map (0 to "
                        + (int) MAX_COORDINATE + ")");
            }
            String name = nameTok.text().strip();
            cities.add(new RawCity(line, code, name, x, y));
            note(line, subject + " \"" + name + "\"", certainty(codeTok));
            note(line, subject + " at=" + at.text(), certainty(at));
        }

        private void section(List<Tok> args, int line) {
            int positional = positionalCount(args);
            if (positional != 1) {
                throw new LineProblem(line, "expected 'section AAA-BBB spaces=N track=TYPE [start=ABBR,...]'");
            }
            Tok pair = args.get(0);
            String[] ends = pair.text().split("-", -1);
            if (pair.quoted() || ends.length != 2 || !CITY_CODE.matcher(ends[0]).matches()
                    || !CITY_CODE.matcher(ends[1]).matches()) {
                throw new LineProblem(line, "section: '" + pair.text()
                        + "' must be two city codes joined by '-', like DEN-CAS");
            }
            String subject = "section " + pair.text();
            Map<String, Tok> keys = keys(args.subList(1, args.size()), Set.of("spaces", "track", "start"),
                    Set.of("spaces", "track"), line, subject);
            Tok spacesTok = keys.get("spaces");
            int spaces = whole(spacesTok, line, subject + ": spaces");
            if (spaces < MIN_SPACES || spaces > MAX_SPACES) {
                throw new LineProblem(line, subject + ": spaces must be " + MIN_SPACES + " to " + MAX_SPACES
                        + ", not " + spaces);
            }
            Tok trackTok = keys.get("track");
            List<String> starts = List.of();
            Tok startTok = keys.get("start");
            if (startTok != null) {
                starts = list(startTok, line, subject + ": start");
            }
            sections.add(new RawSection(line, ends[0], ends[1], spaces, trackTok.text(), starts));
            note(line, subject, certainty(pair));
            note(line, subject + " spaces=" + spaces, certainty(spacesTok));
            note(line, subject + " track=" + trackTok.text(), certainty(trackTok));
            if (startTok != null) {
                note(line, subject + " start=" + startTok.text(), certainty(startTok));
            }
        }

        private void company(List<Tok> args, int line) {
            int positional = positionalCount(args);
            if (positional != 2) {
                throw new LineProblem(line, "expected 'company ABBR \"Name\" colour=#RRGGBB home=CODE shares=N"
                        + " trains=N tracks=TYPE,...'");
            }
            Tok abbrTok = args.get(0);
            String abbr = abbrTok.text();
            if (abbrTok.quoted() || !ABBREVIATION.matcher(abbr).matches()) {
                throw new LineProblem(line, "company: abbreviation '" + abbr
                        + "' must be 1 to 8 letters, digits or '&'");
            }
            String subject = "company " + abbr;
            if (abbr.equalsIgnoreCase("UP")) {
                throw new LineProblem(line, subject + ": 'UP' is reserved for Union Pacific");
            }
            Tok nameTok = args.get(1);
            if (nameTok.text().isBlank()) {
                throw new LineProblem(line, subject + ": the name is empty");
            }
            Set<String> all = Set.of("colour", "home", "shares", "trains", "tracks");
            Map<String, Tok> keys = keys(args.subList(2, args.size()), all, all, line, subject);
            Tok colourTok = keys.get("colour");
            if (!COLOUR.matcher(colourTok.text()).matches()) {
                throw new LineProblem(line, subject + ": colour must be #RRGGBB, found '" + colourTok.text() + "'");
            }
            int rgb = Integer.parseInt(colourTok.text().substring(1), 16);
            Tok homeTok = keys.get("home");
            Tok sharesTok = keys.get("shares");
            int shares = whole(sharesTok, line, subject + ": shares");
            if (shares < 1) {
                throw new LineProblem(line, subject + ": shares must be at least 1");
            }
            Tok trainsTok = keys.get("trains");
            int trains = whole(trainsTok, line, subject + ": trains");
            if (trains < 1) {
                throw new LineProblem(line, subject + ": trains must be at least 1");
            }
            Tok tracksTok = keys.get("tracks");
            List<String> tracks = list(tracksTok, line, subject + ": tracks");
            String name = nameTok.text().strip();
            companies.add(new RawCompany(line, abbr, name, rgb, homeTok.text(), shares, trains, tracks));
            note(line, subject, certainty(abbrTok));
            note(line, subject + " \"" + name + "\"", certainty(nameTok));
            note(line, subject + " colour=" + colourTok.text(), certainty(colourTok));
            note(line, subject + " home=" + homeTok.text(), certainty(homeTok));
            note(line, subject + " shares=" + shares, certainty(sharesTok));
            note(line, subject + " trains=" + trains, certainty(trainsTok));
            note(line, subject + " tracks=" + tracksTok.text(), certainty(tracksTok));
        }

        private void unionPacific(List<Tok> args, int line) {
            if (singles.containsKey("union-pacific")) {
                throw new LineProblem(line, "'union-pacific' given twice (first on line "
                        + singles.get("union-pacific").line() + ")");
            }
            if (positionalCount(args) != 0) {
                throw new LineProblem(line, "expected 'union-pacific shares=N'");
            }
            Map<String, Tok> keys = keys(args, Set.of("shares"), Set.of("shares"), line, "union-pacific");
            Tok t = keys.get("shares");
            int shares = whole(t, line, "union-pacific: shares");
            if (shares < 1) {
                throw new LineProblem(line, "union-pacific: shares must be at least 1");
            }
            singles.put("union-pacific", new Single(line, shares));
            note(line, "union-pacific shares=" + shares, certainty(t));
        }

        private void trackCards(List<Tok> args, int line) {
            if (args.size() != 2 || args.get(0).quoted() || args.get(0).mark() != null) {
                throw new LineProblem(line, "expected 'track-cards KIND N' (KIND is a track type or "
                        + WILD + ")");
            }
            String kind = args.get(0).text();
            if (trackCards.containsKey(kind)) {
                throw new LineProblem(line, "track-cards " + kind + ": given twice (first on line "
                        + trackCards.get(kind).line() + ")");
            }
            int n = whole(args.get(1), line, "track-cards " + kind);
            trackCards.put(kind, new Single(line, n));
            note(line, "track-cards " + kind + " " + n, certainty(args.get(1)));
        }

        private void single(String keyword, List<Tok> args, int line) {
            if (singles.containsKey(keyword)) {
                throw new LineProblem(line, "'" + keyword + "' given twice (first on line "
                        + singles.get(keyword).line() + ")");
            }
            if (args.size() != 1) {
                throw new LineProblem(line, "expected '" + keyword + " N'");
            }
            int n = whole(args.get(0), line, keyword);
            if (keyword.equals("dividend-cards") && n < 1) {
                throw new LineProblem(line, "dividend-cards must be at least 1");
            }
            singles.put(keyword, new Single(line, n));
            note(line, keyword + " " + n, certainty(args.get(0)));
        }

        // ----- phase 2: cross-references ------------------------------------------------------

        private Board build() {
            int end = Math.max(1, lines.size());
            if (boardId == null) problem(end, "no 'board ID \"Name\"' line");
            if (trackTypes.isEmpty()) problem(end, "no 'track-type' lines");
            if (cities.isEmpty()) problem(end, "no 'city' lines");
            if (companies.isEmpty()) problem(end, "no 'company' lines");

            // cities
            Map<String, Integer> cityIndex = new HashMap<>();
            Map<String, Integer> cityLine = new HashMap<>();
            List<City> cityList = new ArrayList<>();
            for (RawCity c : cities) {
                String key = c.code().toUpperCase(Locale.ROOT);
                if (cityIndex.containsKey(key)) {
                    problem(c.line(), "city " + c.code() + ": duplicate city code (first on line "
                            + cityLine.get(key) + ")");
                    continue;
                }
                cityIndex.put(key, cityList.size());
                cityLine.put(key, c.line());
                cityList.add(new City(cityList.size(), c.code(), c.name(), c.x(), c.y()));
            }

            // companies, first pass: abbreviations, homes, track types
            Map<String, Integer> companyIndex = new HashMap<>();
            Map<String, Integer> companyLine = new HashMap<>();
            List<RawCompany> validCompanies = new ArrayList<>();
            int[] homes = new int[companies.size()];
            int[] masks = new int[companies.size()];
            for (RawCompany c : companies) {
                String subject = "company " + c.abbreviation();
                String key = c.abbreviation().toUpperCase(Locale.ROOT);
                if (companyIndex.containsKey(key)) {
                    problem(c.line(), subject + ": duplicate company abbreviation (first on line "
                            + companyLine.get(key) + ")");
                    continue;
                }
                int index = validCompanies.size();
                companyIndex.put(key, index);
                companyLine.put(key, c.line());
                validCompanies.add(c);
                Integer home = cityIndex.get(c.home().toUpperCase(Locale.ROOT));
                homes[index] = home == null ? -1 : home;
                if (home == null) {
                    problem(c.line(), subject + ": unknown home city '" + c.home() + "'");
                }
                int mask = 0;
                for (String t : c.tracks()) {
                    int type = trackTypes.indexOf(t);
                    if (type < 0) {
                        problem(c.line(), subject + ": unknown track type '" + t + "' (known: "
                                + String.join(", ", trackTypes) + ")");
                    } else if ((mask & (1 << type)) != 0) {
                        problem(c.line(), subject + ": track type '" + t + "' listed twice");
                    } else {
                        mask |= 1 << type;
                    }
                }
                masks[index] = mask;
            }

            // sections
            List<Section> sectionList = new ArrayList<>();
            Map<Long, RawSection> pairs = new HashMap<>();
            int[] startCount = new int[validCompanies.size()];
            for (RawSection s : sections) {
                String subject = "section " + s.code();
                Integer a = cityIndex.get(s.a());
                Integer b = cityIndex.get(s.b());
                boolean ok = true;
                if (a == null) {
                    problem(s.line(), subject + ": unknown city '" + s.a() + "'");
                    ok = false;
                }
                if (b == null) {
                    problem(s.line(), subject + ": unknown city '" + s.b() + "'");
                    ok = false;
                }
                if (ok && a.equals(b)) {
                    problem(s.line(), subject + ": a section must join two different cities");
                    ok = false;
                }
                if (ok) {
                    long pairKey = (long) Math.min(a, b) << 32 | Math.max(a, b);
                    RawSection before = pairs.putIfAbsent(pairKey, s);
                    if (before != null) {
                        problem(s.line(), subject + ": duplicate section (" + before.code() + " on line "
                                + before.line() + ")");
                        ok = false;
                    }
                }
                int type = trackTypes.indexOf(s.track());
                if (type < 0) {
                    problem(s.line(), subject + ": unknown track type '" + s.track() + "' (known: "
                            + String.join(", ", trackTypes) + ")");
                    ok = false;
                }
                if (s.starts().size() > s.spaces()) {
                    problem(s.line(), subject + ": " + s.starts().size() + " start spaces but only "
                            + s.spaces() + (s.spaces() == 1 ? " space" : " spaces"));
                    ok = false;
                }
                List<Integer> starts = new ArrayList<>();
                for (String abbr : s.starts()) {
                    Integer company = companyIndex.get(abbr.toUpperCase(Locale.ROOT));
                    if (company == null) {
                        problem(s.line(), subject + ": unknown company '" + abbr + "' in start list");
                        ok = false;
                        continue;
                    }
                    if (starts.contains(company)) {
                        problem(s.line(), subject + ": company " + abbr
                                + " listed twice in start list (a company has at most one train on a section)");
                        ok = false;
                        continue;
                    }
                    starts.add(company);
                    startCount[company]++;
                    RawCompany c = validCompanies.get(company);
                    if (type >= 0 && (masks[company] & (1 << type)) == 0) {
                        problem(s.line(), subject + ": start company " + c.abbreviation()
                                + " may not use track type '" + s.track() + "'");
                        ok = false;
                    }
                    int home = homes[company];
                    if (a != null && b != null && home >= 0 && home != a && home != b) {
                        problem(s.line(), subject + ": start space of " + c.abbreviation()
                                + " does not touch its home city " + c.home());
                        ok = false;
                    }
                }
                if (ok) {
                    sectionList.add(new Section(sectionList.size(), a, b, s.spaces(), type, starts));
                }
            }

            // companies, second pass: start spaces against trains
            List<Company> companyList = new ArrayList<>();
            for (int i = 0; i < validCompanies.size(); i++) {
                RawCompany c = validCompanies.get(i);
                String subject = "company " + c.abbreviation();
                if (startCount[i] == 0) {
                    problem(c.line(), subject + ": no start space (list " + c.abbreviation()
                            + " in start= of a section that touches " + c.home() + ")");
                } else if (startCount[i] > c.trains()) {
                    problem(c.line(), subject + ": " + startCount[i] + " start spaces but only "
                            + c.trains() + (c.trains() == 1 ? " train" : " trains"));
                }
                companyList.add(new Company(i, c.abbreviation(), c.name(), c.rgb(), homes[i], c.shares(),
                        c.trains(), masks[i]));
            }

            // components
            Single up = singles.get("union-pacific");
            if (up == null) {
                problem(end, "no 'union-pacific shares=N' line: the Union Pacific share count is missing");
            }
            Single dividends = singles.get("dividend-cards");
            if (dividends == null) {
                problem(end, "no 'dividend-cards N' line");
            }
            int[] cards = new int[trackTypes.size() + 1];
            for (Map.Entry<String, Single> e : trackCards.entrySet()) {
                String kind = e.getKey();
                int k = kind.equals(WILD) ? trackTypes.size() : trackTypes.indexOf(kind);
                if (k < 0) {
                    problem(e.getValue().line(), "track-cards " + kind + ": unknown kind (known: "
                            + String.join(", ", trackTypes) + ", " + WILD + ")");
                } else {
                    cards[k] = e.getValue().value();
                }
            }
            int firstCardLine = trackCards.values().stream().mapToInt(Single::line).min().orElse(end);
            List<String> kinds = new ArrayList<>(trackTypes);
            kinds.add(WILD);
            for (String kind : kinds) {
                if (!trackCards.containsKey(kind)) {
                    problem(firstCardLine, "track-cards: no count for kind '" + kind
                            + "' (every track type and " + WILD + " need a 'track-cards KIND N' line)");
                }
            }

            // totals
            total("total-shares", companyList.stream().mapToInt(Company::shares).sum(), "company shares");
            total("total-trains", companyList.stream().mapToInt(Company::trains).sum(), "company trains");
            total("total-track-cards", trackCards.values().stream().mapToInt(Single::value).sum(), "track cards");

            if (!problems.isEmpty()) return null;
            provenance.sort(Comparator.comparingInt(Provenance::line));
            return new Board(boardId, boardName, trackTypes, cityList, sectionList, companyList, up.value(),
                    cards, dividends.value(), provenance);
        }

        private void total(String keyword, int actual, String what) {
            Single t = singles.get(keyword);
            if (t != null && t.value() != actual) {
                problem(t.line(), keyword + " " + t.value() + ": the file lists " + actual + " " + what);
            }
        }

        // ----- helpers ------------------------------------------------------------------------

        private List<Tok> tokenize(String s, int line) {
            List<Tok> toks = new ArrayList<>();
            int n = s.length();
            int i = 0;
            while (i < n) {
                char c = s.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '#') {
                    break;
                } else if (c == '"') {
                    int close = s.indexOf('"', i + 1);
                    if (close < 0) {
                        throw new LineProblem(line, "unterminated quoted name (missing closing \")");
                    }
                    String text = s.substring(i + 1, close);
                    i = close + 1;
                    Certainty mark = null;
                    if (i < n && markOf(s.charAt(i)) != null) {
                        mark = markOf(s.charAt(i));
                        i++;
                    }
                    if (i < n && !Character.isWhitespace(s.charAt(i))) {
                        throw new LineProblem(line, "unexpected '" + s.charAt(i) + "' after quoted name \""
                                + text + "\"");
                    }
                    toks.add(new Tok(text, true, mark));
                } else {
                    int j = i;
                    while (j < n && !Character.isWhitespace(s.charAt(j))) {
                        if (s.charAt(j) == '"') {
                            throw new LineProblem(line, "a quote may only start a name: '" + s.substring(i) + "'");
                        }
                        j++;
                    }
                    String text = s.substring(i, j);
                    Certainty mark = null;
                    if (text.length() > 1 && markOf(text.charAt(text.length() - 1)) != null) {
                        mark = markOf(text.charAt(text.length() - 1));
                        text = text.substring(0, text.length() - 1);
                    }
                    toks.add(new Tok(text, false, mark));
                    i = j;
                }
            }
            return toks;
        }

        private static Certainty markOf(char c) {
            return switch (c) {
                case '!' -> Certainty.CONFIRMED;
                case '~' -> Certainty.INFERRED;
                case '?' -> Certainty.CHOSEN;
                default -> null;
            };
        }

        /** Number of leading tokens that are not key=value pairs. */
        private static int positionalCount(List<Tok> args) {
            int n = 0;
            while (n < args.size() && (args.get(n).quoted() || !args.get(n).text().contains("="))) {
                n++;
            }
            return n;
        }

        /** Parses key=value tokens; the value token keeps the marker of the pair. */
        private Map<String, Tok> keys(List<Tok> args, Set<String> allowed, Set<String> required, int line,
                                      String subject) {
            Map<String, Tok> result = new LinkedHashMap<>();
            for (Tok t : args) {
                int eq = t.text().indexOf('=');
                if (t.quoted() || eq < 0) {
                    throw new LineProblem(line, subject + ": expected key=value, found '" + t.text() + "'");
                }
                String key = t.text().substring(0, eq);
                String value = t.text().substring(eq + 1);
                if (!allowed.contains(key)) {
                    throw new LineProblem(line, subject + ": unknown key '" + key + "' (expected "
                            + String.join(", ", allowed.stream().sorted().toList()) + ")");
                }
                if (result.containsKey(key)) {
                    throw new LineProblem(line, subject + ": key '" + key + "' given twice");
                }
                if (value.isEmpty()) {
                    throw new LineProblem(line, subject + ": '" + key + "=' needs a value");
                }
                result.put(key, new Tok(value, false, t.mark()));
            }
            for (String key : required.stream().sorted().toList()) {
                if (!result.containsKey(key)) {
                    throw new LineProblem(line, subject + ": missing '" + key + "='");
                }
            }
            return result;
        }

        private static int whole(Tok t, int line, String what) {
            if (t.quoted() || !WHOLE.matcher(t.text()).matches()) {
                throw new LineProblem(line, what + ": '" + t.text() + "' is not a whole number");
            }
            return Integer.parseInt(t.text());
        }

        private static List<String> list(Tok t, int line, String what) {
            List<String> items = List.of(t.text().split(",", -1));
            for (String item : items) {
                if (item.isEmpty()) {
                    throw new LineProblem(line, what + ": empty item in '" + t.text() + "'");
                }
            }
            return items;
        }

        private Certainty certainty(Tok t) {
            return t.mark() != null ? t.mark() : defaultCertainty;
        }

        private void note(int line, String fact, Certainty certainty) {
            if (certainty != Certainty.CONFIRMED) {
                provenance.add(new Provenance(line, fact, certainty));
            }
        }

        private void problem(int line, String message) {
            problems.add(new BoardFormatException(source, line, message));
        }

        private void throwIfProblems() throws BoardFormatException {
            if (problems.isEmpty()) return;
            List<BoardFormatException> sorted = new ArrayList<>(problems);
            sorted.sort(Comparator.comparingInt(BoardFormatException::line));
            BoardFormatException first = sorted.get(0);
            for (int i = 1; i < sorted.size(); i++) {
                first.addSuppressed(sorted.get(i));
            }
            throw first;
        }
    }
}
