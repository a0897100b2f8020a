package org.roundhouse.ui.map;

import java.util.List;

import org.roundhouse.board.Board;
import org.roundhouse.board.City;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;

/** Small boards with known coordinates for the map tests. */
final class MapTestBoards {
    private MapTestBoards() {
    }

    static final int RED = 0xD7263D;
    static final int BLACK = 0x1C1C1C;
    static final int YELLOW = 0xFFD21F;

    /**
     * Four cities in a zig-zag, long sections (so train spaces sit far from names):
     * <pre>
     *  Alpha(100,100) --0 plain, 2-- Bravo(600,100)
     *                                   |  1 forest, 3
     *  Delta(100,500) --3 desert, 4-- Charlie(600,500) --2 mountain, 1-- Echo(950,500)
     * </pre>
     * Companies: 0 RD red (home Alpha), 1 BK black (home Bravo, start train on section 1),
     * 2 YL yellow (home Echo).
     */
    static Board tiny() {
        List<City> cities = List.of(
            new City(0, "ALP", "Alpha", 100, 100),
            new City(1, "BRA", "Bravo", 600, 100),
            new City(2, "CHA", "Charlie", 600, 500),
            new City(3, "DEL", "Delta", 100, 500),
            new City(4, "ECH", "Echo", 950, 500));
        List<Section> sections = List.of(
            new Section(0, 0, 1, 2, 0, List.of()),
            new Section(1, 1, 2, 3, 1, List.of(1)),
            new Section(2, 2, 4, 1, 2, List.of()),
            new Section(3, 3, 2, 4, 3, List.of()));
        List<Company> companies = List.of(
            new Company(0, "RD", "Red Line", RED, 0, 6, 8, 0b1111),
            new Company(1, "BK", "Black Line", BLACK, 1, 6, 8, 0b0011),
            new Company(2, "YL", "Yellow Line", YELLOW, 4, 6, 8, 0b0101));
        return new Board("tiny", "Tiny test board", List.of("plain", "forest", "mountain", "desert"), cities,
            sections, companies, 20, new int[] {1, 1, 1, 1, 1}, 4, List.of());
    }
}
