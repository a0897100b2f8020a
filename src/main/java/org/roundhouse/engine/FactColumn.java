package org.roundhouse.engine;

import java.util.List;

/**
 * A column a rule set adds to the workbench's companies table (share price, treasury, …):
 * a head, its explanation, and one {@link FactTable.Cell} per company in the companies' index
 * space (Union Pacific last). Listed in {@link PositionFacts#companyColumns}.
 *
 * @param head  the column head, short ("Price")
 * @param tip   what the column means, for the head's tool tip
 * @param cells one cell per company; {@link FactTable.Cell#EMPTY} where it does not apply
 */
public record FactColumn(String head, String tip, List<FactTable.Cell> cells) {
    public FactColumn {
        cells = List.copyOf(cells);
    }
}
