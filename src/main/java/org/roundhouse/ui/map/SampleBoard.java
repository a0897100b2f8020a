package org.roundhouse.ui.map;

import java.util.ArrayList;
import java.util.List;

import org.roundhouse.board.Board;
import org.roundhouse.board.City;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;

/**
 * A small made-up board (24 cities) for previews and tests while the shipped board is not
 * available. Not the game's map: positions are rough geography, sections are invented
 * around the few confirmed ones (Billings–Casper, Casper–Salt Lake City, Denver–Casper,
 * Denver–Salt Lake City, Denver–El Paso with three spaces and a black start train).
 */
final class SampleBoard {
    private SampleBoard() {
    }

    static final int PLAIN = 0;
    static final int FOREST = 1;
    static final int MOUNTAIN = 2;
    static final int DESERT = 3;

    private static final String[][] CITIES = {
        // code, name, longitude, latitude
        {"SEA", "Seattle", "-122.3", "47.6"},
        {"POR", "Portland", "-122.7", "45.5"},
        {"SFO", "San Francisco", "-122.4", "37.8"},
        {"LAX", "Los Angeles", "-118.2", "34.0"},
        {"SLC", "Salt Lake City", "-111.9", "40.8"},
        {"BIL", "Billings", "-108.5", "45.8"},
        {"CAS", "Casper", "-106.3", "42.9"},
        {"DEN", "Denver", "-105.0", "39.7"},
        {"ELP", "El Paso", "-106.5", "31.8"},
        {"PHX", "Phoenix", "-112.1", "33.4"},
        {"SFA", "Sioux Falls", "-96.7", "43.5"},
        {"KCY", "Kansas City", "-94.6", "39.1"},
        {"DAL", "Dallas", "-96.8", "32.8"},
        {"CHI", "Chicago", "-87.6", "41.9"},
        {"MQT", "Marquette", "-87.4", "46.5"},
        {"NYC", "New York", "-74.0", "40.7"},
        {"ATL", "Atlanta", "-84.4", "33.7"},
        {"MIA", "Miami", "-80.2", "25.8"},
        {"WIN", "Winnipeg", "-97.1", "49.9"},
        {"MTY", "Monterrey", "-100.3", "25.7"},
        {"STL", "St. Louis", "-90.2", "38.6"},
        {"NOL", "New Orleans", "-90.1", "29.95"},
        {"MSP", "Minneapolis", "-93.3", "44.98"},
        {"MTL", "Montreal", "-73.6", "45.5"},
    };

    private static final Object[][] SECTIONS = {
        // a, b, spaces, type
        {"SEA", "POR", 2, FOREST}, {"SEA", "BIL", 2, MOUNTAIN}, {"POR", "SFO", 2, FOREST},
        {"POR", "SLC", 2, DESERT}, {"SFO", "LAX", 3, PLAIN}, {"SFO", "SLC", 2, MOUNTAIN},
        {"LAX", "PHX", 2, DESERT}, {"LAX", "SLC", 2, DESERT}, {"SLC", "CAS", 2, MOUNTAIN},
        {"SLC", "DEN", 2, MOUNTAIN}, {"SLC", "PHX", 1, DESERT}, {"BIL", "CAS", 2, PLAIN},
        {"BIL", "SFA", 2, PLAIN}, {"CAS", "DEN", 3, PLAIN}, {"DEN", "ELP", 3, MOUNTAIN},
        {"DEN", "KCY", 3, PLAIN}, {"DEN", "SFA", 2, PLAIN}, {"ELP", "PHX", 2, DESERT},
        {"ELP", "DAL", 3, DESERT}, {"ELP", "MTY", 2, DESERT}, {"DAL", "MTY", 2, DESERT},
        {"DAL", "KCY", 3, PLAIN}, {"DAL", "NOL", 2, FOREST}, {"SFA", "MSP", 2, PLAIN},
        {"SFA", "KCY", 2, PLAIN}, {"WIN", "MSP", 2, FOREST}, {"MSP", "MQT", 2, FOREST},
        {"MSP", "CHI", 3, PLAIN}, {"MQT", "CHI", 1, FOREST}, {"KCY", "STL", 3, PLAIN},
        {"STL", "CHI", 4, PLAIN}, {"STL", "NOL", 2, FOREST}, {"STL", "ATL", 2, FOREST},
        {"CHI", "NYC", 4, PLAIN}, {"MQT", "MTL", 2, FOREST}, {"MTL", "NYC", 3, FOREST},
        {"NYC", "ATL", 3, MOUNTAIN}, {"ATL", "NOL", 2, FOREST}, {"ATL", "MIA", 2, PLAIN},
        {"BIL", "WIN", 1, PLAIN},
    };

    private static final Object[][] COMPANIES = {
        // abbreviation, name, rgb, home, shares, trains, mask, start sections
        {"EP&RG", "El Paso & Rio Grande", 0x2E9E4F, "ELP", 18, 23, 0b1111, new String[] {"ELP-PHX", "ELP-MTY"}},
        {"BNL", "Billings Northern Lights", 0xD7263D, "BIL", 15, 15, 0b0101, new String[] {"BIL-CAS"}},
        {"DM", "Denver Midland", 0x1C1C1C, "DEN", 10, 12, 0b0101, new String[] {"DEN-ELP"}},
        {"W&W", "Western & Wyoming", 0x9A9A9A, "CAS", 6, 8, 0b0100, new String[] {"SLC-CAS"}},
        {"MS", "Miami Southern", 0xFFD21F, "MIA", 13, 14, 0b0011, new String[] {"ATL-MIA"}},
        {"SFRB", "Sioux Falls Royal Blue", 0x2F3FA8, "SFA", 9, 12, 0b0001, new String[] {"SFA-MSP"}},
        {"ESL", "Empire State Lines", 0xF28C18, "NYC", 7, 10, 0b0011, new String[] {"CHI-NYC"}},
        {"KCC", "Kansas City Central", 0x7A4A26, "KCY", 7, 11, 0b1001, new String[] {"KCY-STL"}},
        {"MRR", "Marquette Railroad", 0x5CC8F2, "MQT", 6, 12, 0b0010, new String[] {"MQT-CHI"}},
        {"UMR", "Upper Missouri Railway", 0xF7F7F2, "LAX", 7, 14, 0b1001, new String[] {"SFO-LAX"}},
    };

    static Board create() {
        List<City> cities = new ArrayList<>();
        for (int i = 0; i < CITIES.length; i++) {
            double lon = Double.parseDouble(CITIES[i][2]);
            double lat = Double.parseDouble(CITIES[i][3]);
            double x = (lon + 125) * 1000 / 56;
            double y = (51 - lat) * 1000 / 56 * 1.25;
            cities.add(new City(i, CITIES[i][0], CITIES[i][1], Math.round(x), Math.round(y)));
        }
        List<String> codes = new ArrayList<>();
        for (String[] c : CITIES) codes.add(c[0]);

        List<List<Integer>> starts = new ArrayList<>();
        for (int i = 0; i < SECTIONS.length; i++) starts.add(new ArrayList<>());
        List<Company> companies = new ArrayList<>();
        for (int i = 0; i < COMPANIES.length; i++) {
            Object[] c = COMPANIES[i];
            companies.add(new Company(i, (String) c[0], (String) c[1], (Integer) c[2], codes.indexOf(c[3]),
                (Integer) c[4], (Integer) c[5], (Integer) c[6]));
            for (String code : (String[]) c[7]) {
                String[] ab = code.split("-");
                starts.get(sectionIndex(ab[0], ab[1])).add(i);
            }
        }
        List<Section> sections = new ArrayList<>();
        for (int i = 0; i < SECTIONS.length; i++) {
            Object[] s = SECTIONS[i];
            sections.add(new Section(i, codes.indexOf(s[0]), codes.indexOf(s[1]), (Integer) s[2], (Integer) s[3],
                starts.get(i)));
        }
        return new Board("sample", "Sample board (not the game's map)",
            List.of("plain", "forest", "mountain", "desert"), cities, sections, companies, 20,
            new int[] {9, 9, 9, 9, 4}, 4, List.of());
    }

    private static int sectionIndex(String a, String b) {
        for (int i = 0; i < SECTIONS.length; i++) {
            if ((SECTIONS[i][0].equals(a) && SECTIONS[i][1].equals(b))
                || (SECTIONS[i][0].equals(b) && SECTIONS[i][1].equals(a))) {
                return i;
            }
        }
        throw new IllegalArgumentException("no sample section " + a + "-" + b);
    }
}
