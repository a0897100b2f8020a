package org.roundhouse.engine.upfortwo;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.StepCodec;
import org.roundhouse.engine.StepCodec.DealForm;
import org.roundhouse.engine.StepCodec.Field;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/**
 * "Union Pacific for two" in the notation ({@code docs/notation.md}) and in XML
 * ({@code docs/record-xml.md}), each step described once, over the base game's: the steps the
 * games share are written by the base game's notation and XML, so they read the same in both
 * games. The variant adds {@code &P} / {@code <show-three card="plain"/>} (three plain cards
 * shown), {@code &-} / {@code <keep-three/>}, {@code >MS/2} / {@code <take from="display"
 * slot="2" company="MS"/>} (the face-up MS in slot 2 from the left), {@code >*} / {@code <take
 * from="deck"/>} (blind from the main deck), {@code >@} / {@code <take from="personal"/>}
 * (blind from one's personal deck) and, after it, {@code ^MS} / {@code <reveal-personal
 * card="MS"/>} (the card it gave); the personal decks' orders as {@code PersonalA},
 * {@code PersonalB} / each player's {@code personal}.
 */
final class UpForTwoCodec {
    private static final Field COMPANY = Field.company(false, "");
    private static final Field SLOT = Field.number(1, BaseGame.DISPLAY_SLOTS, true, true,
            s -> WORDS.text("codec.u42.slot", BaseGame.DISPLAY_SLOTS, s));
    private static final Field PERSONAL_CARD = COMPANY.saying(
            s -> WORDS.text("codec.u42.personalCard", s));

    static final StepCodec CODEC = new StepCodec("codec.u42.name", "codec.u42.steps");

    static {
        CODEC.step(ShowThree.class, "codec.u42.kind.show", "&", Field.kind().at("kind")).attribute("card", "kind")
                .element("show-three", "card")
                .turnGoesOnFor(2).whenUnreadable((board, token) -> WORDS.text("codec.u42.three", token));
        CODEC.step(KeepThree.class, "codec.u42.kind.keep", "&-").element("keep-three").turnGoesOnFor(1);
        CODEC.step(TakeFaceUp.class, "codec.u42.kind.take", ">", COMPANY.at("company"), "/", SLOT.at("slot"))
                .element("take", "from=display", "slot", "company");
        CODEC.step(TakeBlind.class, "codec.u42.kind.take", ">*").element("take", "from=deck");
        CODEC.step(TakePersonal.class, "codec.u42.kind.take", ">@").element("take", "from=personal");
        CODEC.step(RevealPersonal.class, "codec.u42.kind.personal", "^", COMPANY.at("company")).after(TakePersonal.class)
                .attribute("card", "company").element("reveal-personal", "card").drawn();
        CODEC.turnsStartWith("&");
        CODEC.whenMalformed("&", (board, token) -> WORDS.text("codec.u42.three", token));
        CODEC.whenMalformed("^", (board, token) -> "'" + token + "': " + (token.startsWith("^$") ? WORDS.text("codec.u42.noDividend")
                : COMPANY.whyNot(board, token.substring(1))));
        CODEC.whenMalformed(">", (board, token) -> {
            int slash = token.lastIndexOf('/');
            if (slash < 0 && token.substring(1).equalsIgnoreCase("UP")) return "'" + token + "': " + WORDS.text("codec.u42.upByTrading", "<MS");
            if (slash < 0) {
                return WORDS.text("codec.u42.takeSlot", token, BaseGame.DISPLAY_SLOTS);
            }
            String badSlot = SLOT.whyNot(board, token.substring(slash + 1));
            return "'" + token + "': " + (badSlot != null ? badSlot : COMPANY.whyNot(board, token.substring(1, slash)));
        });
        CODEC.whenUnreadable("take", (board, take) -> {
            if ("union-pacific".equals(take.attributes().get("from"))) return WORDS.text("codec.u42.upByTrading", "<exchange>");
            if (!"display".equals(take.attributes().get("from")) || take.attributes().containsKey("slot")) return null;
            return WORDS.text("codec.u42.takeSlotXml", BaseGame.DISPLAY_SLOTS);
        });
        CODEC.deal(new DealForm("codec.u42.name", UpForTwo.PLAYERS, UpForTwo.PLAYERS)
                .seatIfKnown("Personal", "personal", "codec.u42.personalDeck", PERSONAL_CARD, UpForTwoCodec::notOneOfEach,
                        (deal, seat) -> ((UpForTwoSetup) deal).personalDecks().get(seat))
                .over(deal -> ((UpForTwoSetup) deal).deal(), (base, seats, table) -> new UpForTwoSetup((BaseSetup) base,
                        seats.stream().map(lists -> lists.get(0)).toList())));
    }

    /** Why a personal deck read is not one share of each company, or null. */
    private static String notOneOfEach(String where, org.roundhouse.board.BoardNames names, List<Integer> deck) {
        Board board = names.board();
        boolean[] seen = new boolean[board.companyCount()];
        for (int c : deck) {
            if (seen[c]) return WORDS.text("codec.u42.twice", where, names.company(c));
            seen[c] = true;
        }
        if (deck.size() == board.companyCount()) return null;
        List<String> missing = new ArrayList<>();
        for (int c = 0; c < board.companyCount(); c++) if (!seen[c]) missing.add(names.company(c));
        return WORDS.text("codec.u42.count", where, deck.size(), board.companyCount(), String.join(" ", missing));
    }

    private UpForTwoCodec() {
    }
}
