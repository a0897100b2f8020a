package org.roundhouse.ui.map;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

import org.roundhouse.board.Board;
import org.roundhouse.board.Section;

/**
 * An immutable {@link MapContent} for tests, previews and exports. Every {@code with...}
 * method returns a new instance.
 *
 * <pre>{@code
 * MapContent c = StaticMapContent.atStart(board)
 *         .withBuild(board.sectionBetween(den, cas).orElseThrow().index(), dm);
 * }</pre>
 */
public final class StaticMapContent implements MapContent {
    private final Board board;
    private final List<List<Integer>> trains;
    private final int highlightedSection;
    private final int highlightedCompany;
    private final Set<Integer> emphasised;

    private StaticMapContent(Board board, List<List<Integer>> trains, int highlightedSection,
                             int highlightedCompany, Set<Integer> emphasised) {
        this.board = board;
        this.trains = trains;
        this.highlightedSection = highlightedSection;
        this.highlightedCompany = highlightedCompany;
        this.emphasised = emphasised;
    }

    /** The board with no trains at all. */
    public static StaticMapContent empty(Board board) {
        Objects.requireNonNull(board, "board");
        List<List<Integer>> trains = new ArrayList<>();
        for (int i = 0; i < board.sections().size(); i++) {
            trains.add(List.of());
        }
        return new StaticMapContent(board, List.copyOf(trains), -1, -1, Set.of());
    }

    /** The board with the start trains on their coloured spaces. */
    public static StaticMapContent atStart(Board board) {
        Objects.requireNonNull(board, "board");
        List<List<Integer>> trains = new ArrayList<>();
        for (Section s : board.sections()) {
            trains.add(List.copyOf(s.startCompanies()));
        }
        return new StaticMapContent(board, List.copyOf(trains), -1, -1, Set.of());
    }

    /**
     * Adds a train of {@code company} on the section's next free space.
     *
     * @throws IllegalArgumentException if the section is full or already has that company
     */
    public StaticMapContent withTrain(int section, int company) {
        Section s = board.section(section);
        List<Integer> on = trains.get(section);
        if (on.size() >= s.spaces()) {
            throw new IllegalArgumentException(board.sectionName(section) + " is full");
        }
        if (on.contains(company)) {
            throw new IllegalArgumentException(board.companyAbbreviation(company) + " already runs on "
                + board.sectionName(section));
        }
        List<Integer> placed = new ArrayList<>(on);
        placed.add(company);
        List<List<Integer>> copy = new ArrayList<>(trains);
        copy.set(section, List.copyOf(placed));
        return new StaticMapContent(board, List.copyOf(copy), highlightedSection, highlightedCompany, emphasised);
    }

    /** Adds a train and highlights it as the last build. */
    public StaticMapContent withBuild(int section, int company) {
        return withTrain(section, company).withHighlight(section, company);
    }

    /** Highlights a section (and the company's train on it); -1 for none. */
    public StaticMapContent withHighlight(int section, int company) {
        if (section < -1 || section >= board.sections().size()) {
            throw new IllegalArgumentException("no section " + section);
        }
        return new StaticMapContent(board, trains, section, company, emphasised);
    }

    /** Marks these sections (replacing any marked before); empty for none. */
    public StaticMapContent withEmphasis(Collection<Integer> sections) {
        for (int s : sections) {
            if (s < 0 || s >= board.sections().size()) {
                throw new IllegalArgumentException("no section " + s);
            }
        }
        return new StaticMapContent(board, trains, highlightedSection, highlightedCompany,
            Set.copyOf(new TreeSet<>(sections)));
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public List<Integer> companiesOn(int section) {
        return trains.get(section);
    }

    @Override
    public int highlightedSection() {
        return highlightedSection;
    }

    @Override
    public int highlightedCompany() {
        return highlightedCompany;
    }

    @Override
    public Set<Integer> emphasisedSections() {
        return emphasised;
    }
}
