package org.roundhouse.record.xml.model;

/** One step of a turn; the element name says which (draw, build, invest, ...). */
public abstract class XStep extends Located {
    /** {@code <initial seat="1" company="DM"/>}. */
    public static final class Initial extends XStep {
        public String seat;
        public String company;
    }

    /** {@code <draw card="mountain"/>}; {@code card="none"} when no card was left. */
    public static final class Draw extends XStep {
        public String card;
        /** The seed the card was sampled with (version 2); absent for a card seen. */
        public String seed;
    }

    /** {@code <replace-dead card="desert"/>}. */
    public static final class ReplaceDead extends XStep {
        public String card;
    }

    /** {@code <build card="mountain" company="DM" section="DEN-CAS"/>}. */
    public static final class Build extends XStep {
        public String card;
        public String company;
        public String section;
    }

    /** {@code <invest company="DM" count="2"/>} or {@code <invest company="DM" second="MS"/>}. */
    public static final class Invest extends XStep {
        public String company;
        public String count;
        public String second;
    }

    /** {@code <discard card="forest"/>}. */
    public static final class Discard extends XStep {
        public String card;
    }

    /** {@code <pass card="forest"/>}: neither build nor investment was possible. */
    public static final class Forgo extends XStep {
        public String card;
    }

    /** {@code <take from="display" company="MS"/>}, {@code from="deck"} or {@code from="union-pacific"}. */
    public static final class Take extends XStep {
        public String from;
        public String company;
    }

    /** {@code <reveal card="KCC"/>} or {@code <reveal card="dividend"/>}. */
    public static final class Reveal extends XStep {
        public String card;
        /** The seed the card was sampled with (version 2); absent for a card seen. */
        public String seed;
    }

    /** {@code <exchange company="BNL"/>}: a share given for a Union Pacific share. */
    public static final class Exchange extends XStep {
        public String company;
    }

    /** {@code <keep/>}: no exchange. */
    public static final class Keep extends XStep {
    }
}
