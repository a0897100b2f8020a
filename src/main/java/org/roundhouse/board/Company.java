package org.roundhouse.board;

/**
 * One of the ten railway companies that build track. {@code rgb} is the company colour
 * (0xRRGGBB); {@code trackTypeMask} has bit {@code t} set when the company may use
 * track type {@code t}.
 */
public record Company(int index, String abbreviation, String name, int rgb, int homeCity,
                      int shares, int trains, int trackTypeMask) {
    public boolean mayUse(int trackType) {
        return (trackTypeMask & (1 << trackType)) != 0;
    }
}
