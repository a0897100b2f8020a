package org.roundhouse.board;

import java.util.List;
import java.util.Optional;

/**
 * The cards and pieces of one edition, apart from its map: the building companies (their
 * shares and trains), Union Pacific's shares, the track cards by kind and the dividend
 * cards. A rule set played without a map needs only these ({@link Board#withoutMap}); one
 * with other components (the 19th-century variant's four track decks) reads its own from
 * them. Immutable.
 *
 * <p>A track card kind is a track type ({@code 0 .. trackTypeCount()-1}) or
 * {@link #wildKind()}. Companies are numbered in the order the board file lists them;
 * {@link #unionPacific()} is the index after the last one.
 */
public final class Components {
    private final List<String> trackTypes;
    private final List<Company> companies;
    private final int unionPacificShares;
    private final int[] trackCards;
    private final int dividendCards;

    public Components(List<String> trackTypes, List<Company> companies, int unionPacificShares, int[] trackCards, int dividendCards) {
        if (trackCards.length != trackTypes.size() + 1) {
            throw new IllegalArgumentException("track cards need one count per type and one for wild");
        }
        this.trackTypes = List.copyOf(trackTypes);
        this.companies = List.copyOf(companies);
        this.unionPacificShares = unionPacificShares;
        this.trackCards = trackCards.clone();
        this.dividendCards = dividendCards;
    }

    public List<String> trackTypes() { return trackTypes; }
    public int trackTypeCount() { return trackTypes.size(); }
    /** The track card kind that may be played on any track type. */
    public int wildKind() { return trackTypes.size(); }
    public int trackCardKinds() { return trackTypes.size() + 1; }
    public int trackTypeIndex(String typeName) { return trackTypes.indexOf(typeName); }
    public List<Company> companies() { return companies; }
    public int companyCount() { return companies.size(); }
    public Company company(int index) { return companies.get(index); }
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

    public Optional<Company> companyByAbbreviation(String abbreviation) {
        return companies.stream().filter(c -> c.abbreviation().equalsIgnoreCase(abbreviation)).findFirst();
    }

    /** Company index for an abbreviation, accepting "UP" for Union Pacific; -1 if unknown. */
    public int companyIndex(String abbreviation) {
        if ("UP".equalsIgnoreCase(abbreviation)) return unionPacific();
        return companyByAbbreviation(abbreviation).map(Company::index).orElse(-1);
    }
}
