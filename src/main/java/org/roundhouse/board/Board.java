package org.roundhouse.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * One edition of the game: its map (cities and the sections between them, with their track
 * types, spaces and start spaces) and its {@link Components} (companies, shares, track and
 * dividend cards). The component accessors here answer for {@link #components()}, so code
 * written for the base game reads them from the board; a rule set played without a map has a
 * board with no cities and no sections ({@link #withoutMap}, {@link #hasMap()}). Immutable.
 *
 * <p>Track types are numbered {@code 0 .. trackTypeCount()-1}; a track card kind is a
 * track type or {@link #wildKind()}. Companies are numbered {@code 0..9} in the order
 * the board file lists them; {@link #unionPacific()} is the index after the last one.
 */
public final class Board {
    private final String id;
    private final String name;
    private final Components components;
    private final List<City> cities;
    private final List<Section> sections;
    private final List<Provenance> provenance;
    private final int[][] sectionsAtCity;

    public Board(String id, String name, List<String> trackTypes, List<City> cities, List<Section> sections,
                 List<Company> companies, int unionPacificShares, int[] trackCards, int dividendCards,
                 List<Provenance> provenance) {
        this(id, name, new Components(trackTypes, companies, unionPacificShares, trackCards, dividendCards), cities, sections,
                provenance);
    }

    /** The map's cities and sections with the edition's components. */
    public Board(String id, String name, Components components, List<City> cities, List<Section> sections, List<Provenance> provenance) {
        this.id = id;
        this.name = name;
        this.components = components;
        this.cities = List.copyOf(cities);
        this.sections = List.copyOf(sections);
        this.provenance = List.copyOf(provenance);
        List<List<Integer>> at = new ArrayList<>();
        for (int i = 0; i < cities.size(); i++) {
            at.add(new ArrayList<>());
        }
        for (Section s : sections) {
            at.get(s.cityA()).add(s.index());
            at.get(s.cityB()).add(s.index());
        }
        sectionsAtCity = new int[cities.size()][];
        for (int i = 0; i < cities.size(); i++) {
            sectionsAtCity[i] = at.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** A board with no map: the components alone, for a rule set played without one. */
    public static Board withoutMap(String id, String name, Components components) {
        return new Board(id, name, components, List.of(), List.of(), List.of());
    }

    public String id() { return id; }
    public String name() { return name; }
    /** The cards and pieces, apart from the map. */
    public Components components() { return components; }
    /** False for a board made {@link #withoutMap without a map}. */
    public boolean hasMap() { return !sections.isEmpty(); }
    public List<String> trackTypes() { return components.trackTypes(); }
    public int trackTypeCount() { return components.trackTypeCount(); }
    /** The track card kind that may be played on any track type. */
    public int wildKind() { return components.wildKind(); }
    public int trackCardKinds() { return components.trackCardKinds(); }
    public List<City> cities() { return cities; }
    public List<Section> sections() { return sections; }
    public List<Company> companies() { return components.companies(); }
    public int companyCount() { return components.companyCount(); }
    /** Index used for Union Pacific wherever companies are indexed (one past the building companies). */
    public int unionPacific() { return components.unionPacific(); }
    public int unionPacificShares() { return components.unionPacificShares(); }
    /** Number of track cards of each kind, indexed by kind. */
    public int trackCards(int kind) { return components.trackCards(kind); }
    public int totalTrackCards() { return components.totalTrackCards(); }
    public int dividendCards() { return components.dividendCards(); }
    /** Facts of this board that are inferred or chosen rather than confirmed. */
    public List<Provenance> provenance() { return provenance; }

    public City city(int index) { return cities.get(index); }
    public Section section(int index) { return sections.get(index); }
    public Company company(int index) { return components.company(index); }

    /** Indices of the sections that end at the city. */
    public int[] sectionsAt(int city) { return sectionsAtCity[city]; }

    public int totalCompanyShares() { return components.totalCompanyShares(); }

    public int totalTrains() { return components.totalTrains(); }

    /** Names for the company index space including Union Pacific. */
    public String companyAbbreviation(int index) { return components.companyAbbreviation(index); }

    public Optional<City> cityByCode(String code) {
        return cities.stream().filter(c -> c.code().equalsIgnoreCase(code)).findFirst();
    }

    public Optional<Company> companyByAbbreviation(String abbreviation) { return components.companyByAbbreviation(abbreviation); }

    /** Company index for an abbreviation, accepting "UP" for Union Pacific; -1 if unknown. */
    public int companyIndex(String abbreviation) { return components.companyIndex(abbreviation); }

    public Optional<Section> sectionBetween(int cityA, int cityB) {
        for (int s : sectionsAtCity[cityA]) {
            if (sections.get(s).touches(cityB)) return Optional.of(sections.get(s));
        }
        return Optional.empty();
    }

    public int trackTypeIndex(String typeName) { return components.trackTypeIndex(typeName); }

    /** Sections where the company has a coloured start space. */
    public List<Section> startSections(int company) {
        List<Section> result = new ArrayList<>();
        for (Section s : sections) {
            if (s.startCompanies().contains(company)) result.add(s);
        }
        return Collections.unmodifiableList(result);
    }

    /** "DEN-CAS" style label used in notation and messages. */
    public String sectionCode(int section) {
        Section s = sections.get(section);
        return cities.get(s.cityA()).code() + "-" + cities.get(s.cityB()).code();
    }

    public String sectionName(int section) {
        Section s = sections.get(section);
        return cities.get(s.cityA()).name() + "–" + cities.get(s.cityB()).name();
    }

    @Override
    public String toString() {
        return name;
    }
}
