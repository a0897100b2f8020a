package org.roundhouse.board;

import java.util.List;

/**
 * A track section between two cities. It has {@code spaces} train spaces (1 to 4), all
 * of one track type. Some spaces are coloured at the start: {@code startCompanies}
 * lists the company index that starts with a train on each coloured space.
 */
public record Section(int index, int cityA, int cityB, int spaces, int trackType, List<Integer> startCompanies) {
    public Section {
        startCompanies = List.copyOf(startCompanies);
    }

    public boolean touches(int city) {
        return cityA == city || cityB == city;
    }

    public int otherEnd(int city) {
        return city == cityA ? cityB : cityA;
    }
}
