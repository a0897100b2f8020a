package org.roundhouse.engine;

/**
 * One of a rule set's own facts about each seat, a number the learned evaluator may weigh beside
 * the facts every rule set shares (the nineteenth-century variant's worth of a seat at today's
 * share prices, say). A rule set names its facts once ({@link RuleSet#seatFactNames}) and gives
 * their values, in that order, in every {@link PositionFacts#seatFacts}. Each is what everyone at
 * the table may know, so a model of the public facts reads them too. Scaled to about -10 to 10:
 * the evaluator reads them as they are.
 *
 * @param name   a stable name, in lower case with underscores ({@code worth_lead}): a model file
 *               lists it, so a renamed fact asks for the model to be trained again
 * @param values one number per seat (not a house)
 */
public record SeatFact(String name, double[] values) {
    /** A fact's name; compiled once, as facts are made for every position a search judges. */
    private static final java.util.regex.Pattern NAME = java.util.regex.Pattern.compile("[a-z][a-z0-9_]*");

    public SeatFact {
        if (!NAME.matcher(name).matches()) throw new IllegalArgumentException("a seat fact's name in lower case and underscores, not '" + name + "'");
        values = values.clone();
    }

    /** The seat's value. */
    public double of(int seat) {
        return values[seat];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatFact f && f.name.equals(name) && java.util.Arrays.equals(f.values, values);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + java.util.Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return name + "=" + java.util.Arrays.toString(values);
    }
}
