package org.roundhouse.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.roundhouse.analysis.sim.SimGame;

/**
 * A simulated game as a row of the Parquet table (docs/simulation.md § On a Spark cluster) and
 * back. The columns say what {@code games.csv.gz} says, with lists where the CSV has numbered
 * columns; seats are numbered from 1 as there, the house being seat {@code players + 1}.
 */
final class GameRows {
    private GameRows() {
    }

    private static final DataType INTS = DataTypes.createArrayType(DataTypes.IntegerType, false);

    static final StructType SCHEMA = new StructType(new StructField[] {
        field("cell", DataTypes.IntegerType, false),
        field("label", DataTypes.StringType, false),
        field("deal", DataTypes.LongType, false),
        field("seed", DataTypes.LongType, false),
        field("rotation", DataTypes.IntegerType, false),
        field("bots", DataTypes.createArrayType(DataTypes.StringType, false), false),
        field("players", DataTypes.IntegerType, false),
        field("deck", DataTypes.IntegerType, false),
        field("length", DataTypes.IntegerType, false),
        field("dividends", DataTypes.IntegerType, false),
        field("dividend_turn", INTS, false),
        field("dividend_draw", INTS, false),
        field("dividend_by", INTS, false),
        field("double_dividends", DataTypes.IntegerType, false),
        field("cash", INTS, false),
        field("cash_house", DataTypes.IntegerType, true),
        field("winners", INTS, false),
        field("tie", DataTypes.BooleanType, false),
        field("margin", DataTypes.IntegerType, false),
        field("lead_changes", DataTypes.IntegerType, false),
        field("winner_led", DataTypes.createArrayType(DataTypes.BooleanType, false), false),
        field("comeback", DataTypes.BooleanType, false),
        field("company_paid", INTS, false),
        field("drama", DataTypes.DoubleType, false),
        field("security", DataTypes.DoubleType, false),
        field("decisiveness", DataTypes.DoubleType, false),
        field("lead_change_rate", DataTypes.DoubleType, false),
    });

    private static StructField field(String name, DataType type, boolean nullable) {
        return DataTypes.createStructField(name, type, nullable);
    }

    /** The row of a game; lists go in as Java arrays, which Spark's row encoder takes as they are. */
    static Row row(SimGame g, String label) {
        int n = g.players();
        int[] by = g.drawnBy().clone();
        for (int i = 0; i < by.length; i++) by[i]++;
        int[] winners = g.winners().clone();
        for (int i = 0; i < winners.length; i++) winners[i]++;
        return RowFactory.create(g.cell(), label, g.deal(), g.seed(), g.rotation(), g.seats().toArray(String[]::new), n, g.deck(),
                g.length(), g.dividends(), g.dividendTurn().clone(), g.dividendDraw().clone(), by, g.doubleDividends(),
                Arrays.copyOf(g.cash(), n), g.house() ? g.cash()[n] : null, winners, g.winners().length > 1, g.margin(), g.leadChanges(),
                g.winnerLed().clone(), g.comeback(), g.companyPaid().clone(), g.drama(), g.security(), g.decisiveness(), g.leadChangeRate());
    }

    /** The game of a row read back by column name (Parquet's partition column comes last). */
    static SimGame game(Row r) {
        int n = r.getInt(r.fieldIndex("players"));
        boolean house = !r.isNullAt(r.fieldIndex("cash_house"));
        int[] cash = new int[n + (house ? 1 : 0)];
        List<Integer> seatCash = r.getList(r.fieldIndex("cash"));
        for (int s = 0; s < n; s++) cash[s] = seatCash.get(s);
        if (house) cash[n] = r.getInt(r.fieldIndex("cash_house"));
        int[] by = ints(r.getList(r.fieldIndex("dividend_by")));
        for (int i = 0; i < by.length; i++) by[i]--;
        int[] winners = ints(r.getList(r.fieldIndex("winners")));
        for (int i = 0; i < winners.length; i++) winners[i]--;
        List<Boolean> ledList = r.getList(r.fieldIndex("winner_led"));
        boolean[] led = new boolean[ledList.size()];
        for (int i = 0; i < led.length; i++) led[i] = ledList.get(i);
        List<String> bots = r.getList(r.fieldIndex("bots"));
        return new SimGame(r.getInt(r.fieldIndex("cell")), r.getLong(r.fieldIndex("deal")), r.getLong(r.fieldIndex("seed")),
                r.getInt(r.fieldIndex("rotation")), List.copyOf(bots), r.getInt(r.fieldIndex("deck")), r.getInt(r.fieldIndex("length")),
                ints(r.getList(r.fieldIndex("dividend_turn"))), ints(r.getList(r.fieldIndex("dividend_draw"))), by, cash, house, winners,
                r.getInt(r.fieldIndex("margin")), r.getInt(r.fieldIndex("lead_changes")), led, ints(r.getList(r.fieldIndex("company_paid"))),
                r.getDouble(r.fieldIndex("drama")), r.getDouble(r.fieldIndex("security")), r.getDouble(r.fieldIndex("decisiveness")),
                r.getDouble(r.fieldIndex("lead_change_rate")));
    }

    private static int[] ints(List<Integer> l) {
        int[] a = new int[l.size()];
        for (int i = 0; i < a.length; i++) a[i] = l.get(i);
        return a;
    }
}
