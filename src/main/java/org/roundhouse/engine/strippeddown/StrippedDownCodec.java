package org.roundhouse.engine.strippeddown;

import static org.roundhouse.text.Messages.WORDS;

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

    private static final Field COMPANY = Field.company(false, "codec.sd.notUp");
    private static final Field SHARE = Field.company(true, "");
    private static final Field PILE = Field.number(1, StrippedDown.PILES, true, false,
            s -> WORDS.text("codec.sd.pile", StrippedDown.PILES, s));
    private static final Field COUNT = Field.number(1, 999, false, true, s -> WORDS.text("codec.notShareCount", s));
    private static final Field MARKER_NUMBER = Field.number(1, StrippedDown.SCORINGS, false, false,
            s -> WORDS.text("codec.sd.marker", StrippedDown.SCORINGS));

    static final StepCodec CODEC = new StepCodec("codec.sd.name", "codec.sd.steps");

    static {
        CODEC.opening(Choose.class, "codec.sd.kind.first", "codec.sd.opening",
                "=", SHARE.at("company")).element("initial", "seat", "company");
        CODEC.step(Build.class, "codec.sd.kind.train", "+", COMPANY.or(StrippedDownMove.NO_TRAIN, "-", "none").at("company"))
                .element("train", "company");
        CODEC.step(TakePile.class, "codec.sd.kind.take", ">", COMPANY.at("company"), "/", PILE.at("slot"))
                .element("take", "from=display", "slot", "company");
        CODEC.step(TakeTop.class, "codec.sd.kind.take", ">*").element("take", "from=deck");
        CODEC.step(Draw.class, "codec.sd.kind.card", "^$", StepCodec.dividendNumber(MARKER_NUMBER))
                .fixed("card", StrippedDownMove.MARKER).element("reveal", "card=dividend").drawn();
        CODEC.step(Draw.class, "codec.sd.kind.card", "^", COMPANY.at("card")).element("reveal", "card").drawn();
        CODEC.step(Bribe.class, "codec.sd.kind.bribe", "@", PILE.at("slot")).element("bribe", "slot");
        CODEC.step(Invest.class, "codec.sd.kind.invest", "=", COUNT.at("count").omittedWhen(1), SHARE.at("company"))
                .fixed("second", -1).element("invest", "company", "count");
        CODEC.step(Invest.class, "codec.sd.kind.invest", "=", SHARE.at("company"), ",", SHARE.at("second"))
                .fixed("count", 1).element("invest", "company", "second");
        CODEC.turnsStartWith("+", "=");
        CODEC.whenMalformed("=", (board, token) -> WORDS.text("codec.sd.notInvestment", token));
        CODEC.whenMalformed(">", (board, token) -> {
            String pile = token.substring(1);
            if (BoardNames.of(board).companyByAbbreviation(pile) == board.unionPacific()) {
                return WORDS.text("codec.sd.upNoPile", token);
            }
            String notACompany = COMPANY.whyNot(board, pile);
            if (notACompany != null) return "'" + token + "': " + notACompany;
            return WORDS.text("codec.sd.pileNumber", token, pile, StrippedDown.PILES);
        });
        CODEC.deal(new DealForm("codec.sd.name", StrippedDown.MIN_PLAYERS, StrippedDown.MAX_PLAYERS)
                .seat("Deal", "shares", SHARE, "codec.sd.what.deal",
                        (deal, seat) -> StrippedDownSetup.of(deal).hands().get(seat))
                .table("Display", "display", SHARE, "codec.sd.what.display", false, deal -> StrippedDownSetup.of(deal).display())
                .table("ShareDeck", "share-deck", SHARE.or(StrippedDownMove.MARKER, "$", "$"), "codec.sd.what.deck", true,
                        deal -> StrippedDownSetup.of(deal).deck())
                .builds((seats, table) -> new StrippedDownSetup(seats.stream().map(lists -> lists.get(0)).toList(), table.get(0),
                        table.get(1))));
    }

    private StrippedDownCodec() {
    }
}
