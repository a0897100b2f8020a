package org.roundhouse.engine.strippeddown;

import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.StepCodec;
import org.roundhouse.engine.StepCodec.DealForm;
import org.roundhouse.engine.StepCodec.Field;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Choose;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Invest;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakePile;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;

/**
 * The stripped-down variant's steps and deal in the notation ({@code docs/notation.md}
 * § The stripped-down variant) and in XML ({@code docs/record-xml.md}), each described once:
 * {@code =DM} / {@code <initial seat="1" company="DM"/>} (a first investment in move 0),
 * {@code +DM} / {@code <train company="DM"/>}, {@code >MS/2} / {@code <take from="display"
 * slot="2" company="MS"/>}, {@code >*} / {@code <take from="deck"/>}, {@code ^KCC} /
 * {@code <reveal card="KCC"/>}, {@code ^$1} / {@code <reveal card="dividend"/>} (a scoring
 * marker), {@code @3} / {@code <bribe slot="3"/>}, {@code =2DM} / {@code <invest
 * company="DM" count="2"/>}, {@code =DM,UP} / {@code <invest company="DM" second="UP"/>};
 * the deal as {@code DealA} / {@code shares}, {@code Display} / {@code <display>} and
 * {@code ShareDeck} / {@code <share-deck>}.
 */
final class StrippedDownCodec {
    /** The investing rule, for refusals of investments the notation cannot hold. */
    static final String INVEST_RULE = "an investing turn plays any two shares (=MS,EP&RG) or as many shares of a single"
            + " company as the player wishes (=3MS), never two of one company and one of another";

    private static final Field COMPANY = Field.company(false, " here (UP has no row and no face-up share)");
    private static final Field SHARE = Field.company(true, "");
    private static final Field PILE = Field.number(1, StrippedDown.PILES, true, false,
            s -> "the face-up piles are numbered 1 to " + StrippedDown.PILES + ", not " + s);
    private static final Field COUNT = Field.number(1, 999, false, true, s -> "'" + s + "' is not a number of shares");
    private static final Field MARKER_NUMBER = Field.number(1, StrippedDown.SCORINGS, false, false,
            s -> "a scoring marker is ^$ or ^$1 to ^$" + StrippedDown.SCORINGS);

    static final StepCodec CODEC = new StepCodec("the stripped-down variant",
            "+DM a train, =DM an investment, >MS/2 or >* a take, ^KCC a card, @3 a UP bribe");

    static {
        CODEC.opening(Choose.class, "a first investment (=)", "move 0 holds the first investments, =DM for each seat in order",
                "=", SHARE.at("company")).element("initial", "seat", "company");
        CODEC.step(Build.class, "a train (+)", "+", COMPANY.or(StrippedDownMove.NO_TRAIN, "-", "none").at("company"))
                .element("train", "company");
        CODEC.step(TakePile.class, "a take (>)", ">", COMPANY.at("company"), "/", PILE.at("slot"))
                .element("take", "from=display", "slot", "company");
        CODEC.step(TakeTop.class, "a take (>)", ">*").element("take", "from=deck");
        CODEC.step(Draw.class, "a card from the deck (^)", "^$", StepCodec.dividendNumber(MARKER_NUMBER))
                .fixed("card", StrippedDownMove.MARKER).element("reveal", "card=dividend").drawn();
        CODEC.step(Draw.class, "a card from the deck (^)", "^", COMPANY.at("card")).element("reveal", "card").drawn();
        CODEC.step(Bribe.class, "a UP bribe (@)", "@", PILE.at("slot")).element("bribe", "slot");
        CODEC.step(Invest.class, "an investment (=)", "=", COUNT.at("count").omittedWhen(1), SHARE.at("company"))
                .fixed("second", -1).element("invest", "company", "count");
        CODEC.step(Invest.class, "an investment (=)", "=", SHARE.at("company"), ",", SHARE.at("second"))
                .fixed("count", 1).element("invest", "company", "second");
        CODEC.turnsStartWith("+", "=");
        CODEC.whenMalformed("=", (board, token) -> "'" + token + "' is not an investment: " + INVEST_RULE);
        CODEC.whenMalformed(">", (board, token) -> {
            String pile = token.substring(1);
            if (BoardNames.of(board).companyByAbbreviation(pile) == board.unionPacific()) {
                return "'" + token + "': Union Pacific shares are not a pile of their own: they lie on the face-up piles as bribes"
                        + " and come with the pile's share (>MS/2); >* takes the deck's top card";
            }
            String notACompany = COMPANY.whyNot(board, pile);
            if (notACompany != null) return "'" + token + "': " + notACompany;
            return "'" + token + "': a face-up pile is taken with its number, >" + pile + "/1 to >" + pile + "/" + StrippedDown.PILES
                    + "; >* takes the deck's top card";
        });
        CODEC.deal(new DealForm("the stripped-down variant", StrippedDown.MIN_PLAYERS, StrippedDown.MAX_PLAYERS)
                .seat("Deal", "shares", SHARE, "the seat's four shares, one UP and three others",
                        (deal, seat) -> StrippedDownSetup.of(deal).hands().get(seat))
                .table("Display", "display", SHARE, "the four face-up shares", false, deal -> StrippedDownSetup.of(deal).display())
                .table("ShareDeck", "share-deck", SHARE.or(StrippedDownMove.MARKER, "$", "$"), "the deck's order", true,
                        deal -> StrippedDownSetup.of(deal).deck())
                .builds((seats, table) -> new StrippedDownSetup(seats.stream().map(lists -> lists.get(0)).toList(), table.get(0),
                        table.get(1))));
    }

    private StrippedDownCodec() {
    }
}
