package org.roundhouse.board;

/**
 * A city on the map. {@code x} and {@code y} are map coordinates in board units
 * (0..1000 wide, north up), used only for drawing.
 */
public record City(int index, String code, String name, double x, double y) {
    @Override
    public String toString() {
        return name;
    }
}
