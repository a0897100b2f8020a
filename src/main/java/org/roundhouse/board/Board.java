package org.roundhouse.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The map and the components of one edition of the game: cities, sections, the ten
 * building companies, Union Pacific's shares and the track cards. Immutable.
 *
 * <p>Track types are numbered {@code 0 .. trackTypeCount()-1}; a track card kind is a
 * track type or {@link #wildKind()}. Companies are numbered {@code 0..9} in the order
 * the board file lists them; {@link #unionPacific()} is the index after the last one.
 */
public final class Board {
    private final String id;
    private final String name;
    private final List<String> trackTypes;
    private final List<City> cities;
    private final List<Section> sections;
    private final List<Company> companies;
    private final int unionPacificShares;
    private final int[] trackCards;
    private final int dividendCards;
    private final List<Provenance> provenance;
    private final int[][] sectionsAtCity;

    public Board(String id, String name, List<String> trackTypes, List<City> cities, List<Section> sections,
                 List<Company> companies, int unionPacificShares, int[] trackCards, int dividendCards,
                 List<Provenance> provenance) {
        this.id = id;
        this.name = name;
        this.trackTypes = List.copyOf(trackTypes);
        this.cities = List.copyOf(cities);
        this.sections = List.copyOf(sections);
        this.companies = List.copyOf(companies);
        this.unionPacificShares = unionPacificShares;
        if (trackCards.length != trackTypes.size() + 1) {
            throw new IllegalArgumentException("track cards need one count per type and one for wild");
        }
        this.trackCards = trackCards.clone();
        this.dividendCards = dividendCards;
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

    public String id() { return id; }
    public String name() { return name; }
    public List<String> trackTypes() { return trackTypes; }
    public int trackTypeCount() { return trackTypes.size(); }
    /** The track card kind that may be played on any track type. */
    public int wildKind() { return trackTypes.size(); }
    public int trackCardKinds() { return trackTypes.size() + 1; }
    public List<City> cities() { return cities; }
    public List<Section> sections() { return sections; }
    public List<Company> companies() { return companies; }
    public int companyCount() { return companies.size(); }
    /** Index used for Union Pacific wherever companies are indexed (one past the building companies). */
    public int unionPacific() { return companies.size(); }
    public int unionPacificShares() { return unionPacificShares; }
    /** Number of track cards of each kind, indexed by kind. */
    public int trackCards(int kind) { return trackCards[kind]; }
    public int totalTrackCards() {
        int n = 0;
        for (int c : trackCards) n += c;
        return n;
    }
    public int dividendCards() { return dividendCards; }
    /** Facts of this board that are inferred or chosen rather than confirmed. */
    public List<Provenance> provenance() { return provenance; }

    public City city(int index) { return cities.get(index); }
    public Section section(int index) { return sections.get(index); }
    public Company company(int index) { return companies.get(index); }

    /** Indices of the sections that end at the city. */
    public int[] sectionsAt(int city) { return sectionsAtCity[city]; }

    public int totalCompanyShares() {
        return companies.stream().mapToInt(Company::shares).sum();
    }

    public int totalTrains() {
        return companies.stream().mapToInt(Company::trains).sum();
    }

    /** Names for the company index space including Union Pacific. */
    public String companyAbbreviation(int index) {
        return index == unionPacific() ? "UP" : companies.get(index).abbreviation();
    }

    public Optional<City> cityByCode(String code) {
        return cities.stream().filter(c -> c.code().equalsIgnoreCase(code)).findFirst();
    }

    public Optional<Company> companyByAbbreviation(String abbreviation) {
        return companies.stream().filter(c -> c.abbreviation().equalsIgnoreCase(abbreviation)).findFirst();
    }

    /** Company index for an abbreviation, accepting "UP" for Union Pacific; -1 if unknown. */
    public int companyIndex(String abbreviation) {
        if ("UP".equalsIgnoreCase(abbreviation)) return unionPacific();
        return companyByAbbreviation(abbreviation).map(Company::index).orElse(-1);
    }

    public Optional<Section> sectionBetween(int cityA, int cityB) {
        for (int s : sectionsAtCity[cityA]) {
            if (sections.get(s).touches(cityB)) return Optional.of(sections.get(s));
        }
        return Optional.empty();
    }

    public int trackTypeIndex(String typeName) {
        return trackTypes.indexOf(typeName);
    }

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
