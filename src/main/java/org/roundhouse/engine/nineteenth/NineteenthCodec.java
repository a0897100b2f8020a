package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.StepCodec;
import org.roundhouse.engine.StepCodec.DealForm;
import org.roundhouse.engine.StepCodec.Field;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Begin;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Flip;
import org.roundhouse.engine.nineteenth.NineteenthMove.Invest;
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
import org.roundhouse.engine.nineteenth.NineteenthMove.Sell;
import org.roundhouse.engine.nineteenth.NineteenthMove.TakeNoCard;

/**
 * The nineteenth-century variant's steps and deal in the notation ({@code docs/notation.md}
 * § The nineteenth-century variant) and in XML ({@code docs/record-xml.md}), each described once:
 * {@code begin} / {@code <begin/>} (move 0), {@code $2DM} {@code $DM*} {@code U$MS} / {@code <buy
 * company="DM" count="2" from="bank" for="up"/>}, {@code -2DM} {@code U-MS} / {@code <sell company="DM"
 * count="2" by="up"/>}, {@code /} / {@code <done/>}, {@code DM@DEN-CAS} / {@code <expand company="DM"
 * section="DEN-CAS"/>}, {@code okB} {@code noB} / {@code <answer seat="2" approve="yes"/>}, {@code ~M} /
 * {@code <flip deck="mountain"/>}, {@code ~-} / {@code <take-no-card/>} (the "A" card left showing),
 * {@code ^M/T} {@code ^M/A} {@code ^M/$3} {@code ^M/-} / {@code <reveal deck="mountain" card="A"/>},
 * {@code >3DM} / {@code <invest company="DM" amount="3"/>} (cash into a treasury); the deal as
 * {@code TrackTops} / {@code <track-tops>} and {@code TrackDecks} / {@code <track-decks>}.
 */
final class NineteenthCodec {
    static final String TOPS = "TrackTops";

    private static final Field COMPANY = Field.company(true, "");
    private static final Field COUNT = Field.number(1, 999, false, true, s -> WORDS.text("codec.notShareCount", s));
    private static final Field AMOUNT = Field.number(1, 9999, false, true, s -> WORDS.text("codec.nt.notAmount", s));
    private static final Field FOR_UP = Field.choice(List.of("", "U"), Arrays.asList(null, "up"));
    private static final Field DECK = Field.trackDeck();
    private static final List<String> CARDS = List.of("T", "A", "$", "-");

    static final StepCodec CODEC = new StepCodec("codec.nt.name", "codec.nt.steps");

    static {
        CODEC.opening(Begin.class, "codec.nt.kind.begin", "codec.nt.opening", "begin")
                .fixed("player", 0).element("begin");
        CODEC.step(Buy.class, "codec.nt.kind.buy", FOR_UP.at("forUp").omittedWhen(0), "$", COUNT.at("count").omittedWhen(1),
                COMPANY.at("company"), Field.choice(List.of("", "*"), List.of("company", "bank")).at("fromBank").omittedWhen(0))
                .attribute("from", "fromBank").attribute("for", "forUp").element("buy", "company", "count", "from", "for");
        CODEC.step(Sell.class, "codec.nt.kind.sell", FOR_UP.at("byUp").omittedWhen(0), "-", COUNT.at("count").omittedWhen(1),
                COMPANY.at("company")).attribute("by", "byUp").element("sell", "company", "count", "by");
        CODEC.step(Done.class, "codec.nt.kind.done", "/").element("done");
        CODEC.step(Expand.class, "codec.nt.kind.expand", COMPANY.at("company"), "@", Field.section().at("section"))
                .element("expand", "company", "section");
        CODEC.step(Answer.class, "codec.nt.kind.answer", Field.choice(List.of("no", "ok"), List.of("no", "yes")).at("yes"),
                Field.seat().at("seat")).attribute("approve", "yes").element("answer", "seat", "approve");
        CODEC.step(TakeNoCard.class, "codec.nt.kind.noCard", "~-").element("take-no-card");
        CODEC.step(Flip.class, "codec.nt.kind.flip", "~", DECK.at("deck")).element("flip", "deck");
        CODEC.step(Reveal.class, "codec.nt.kind.reveal", "^", DECK.at("deck"), "/$", StepCodec.dividendNumber(
                Field.number(1, 99, false, false, s -> WORDS.text("codec.nt.dividend")))).fixed("card", NineteenthMove.DIVIDEND)
                .element("reveal", "deck", "card=dividend").drawn();
        CODEC.step(Reveal.class, "codec.nt.kind.reveal", "^", DECK.at("deck"), "/",
                Field.choice(CARDS, List.of("track", "A", "dividend", "none")).at("card")).element("reveal", "deck", "card").drawn();
        CODEC.step(Invest.class, "codec.nt.kind.invest", ">", AMOUNT.at("amount"), COMPANY.at("company"))
                .element("invest", "company", "amount");
        // turns end with the "/" that closes the additional investment; the move number starts the next
        CODEC.turnsStartWhen((token, stepsSoFar) -> !stepsSoFar.isEmpty() && stepsSoFar.get(0).isSimultaneous());
        CODEC.whenMalformed("begin", (board, token) -> WORDS.text("codec.nt.beginOnly", token));
        CODEC.whenMalformed("^", (board, token) -> WORDS.text("codec.nt.reveal", token));
        CODEC.whenMalformed(">", (board, token) -> WORDS.text("codec.nt.invest", token));
        CODEC.deal(new DealForm("codec.nt.name", NineteenthCentury.MIN_PLAYERS, NineteenthCentury.MAX_PLAYERS)
                .tableText(TOPS, "track-tops", "codec.nt.what.tops", new DealForm.Text<List<Integer>>() {
                    @Override
                    public String write(BoardNames names, List<Integer> tops) {
                        return decks(names, tops.stream().map(List::of).toList());
                    }

                    @Override
                    public List<Integer> read(BoardNames names, String text, String where) throws NotationException {
                        List<Integer> tops = new ArrayList<>();
                        for (List<Integer> deck : decks(names, text, where)) {
                            if (deck.size() != 1 || deck.get(0) == NineteenthMove.DIVIDEND) {
                                throw new NotationException(TOPS, WORDS.text("codec.nt.oneCard", where));
                            }
                            tops.add(deck.get(0));
                        }
                        return tops;
                    }
                }, deal -> NineteenthSetup.of(deal).tops())
                .tableText("TrackDecks", "track-decks", null, new DealForm.Text<List<List<List<Integer>>>>() {
                    @Override
                    public String write(BoardNames names, List<List<List<Integer>>> orders) {
                        return String.join(" | ", orders.stream().map(cycle -> decks(names, cycle)).toList());
                    }

                    @Override
                    public List<List<List<Integer>>> read(BoardNames names, String text, String where) throws NotationException {
                        List<List<List<Integer>>> orders = new ArrayList<>();
                        for (String cycle : text.split("\\|")) orders.add(decks(names, cycle, where));
                        return orders;
                    }
                }, deal -> NineteenthSetup.of(deal).knowsDeckOrders() ? NineteenthSetup.of(deal).orders() : null)
                .buildsFromTexts((players, texts) -> new NineteenthSetup(players, (List<Integer>) texts.get(0),
                        texts.get(1) == null ? List.of() : (List<List<List<Integer>>>) texts.get(1))));
    }

    /** The decks separated by spaces, each as its letter, ':' and its cards from the top: "P:TTA$T F:...". */
    private static String decks(BoardNames names, List<List<Integer>> decks) {
        StringBuilder b = new StringBuilder();
        for (int d = 0; d < decks.size(); d++) {
            b.append(d == 0 ? "" : " ").append(names.kindLetter(d)).append(':');
            for (int card : decks.get(d)) b.append(CARDS.get(card));
        }
        return b.toString();
    }

    private static List<List<Integer>> decks(BoardNames names, String text, String where) throws NotationException {
        int count = names.board().trackTypeCount();
        List<List<Integer>> out = new ArrayList<>(java.util.Collections.nCopies(count, null));
        for (String part : text.trim().split("\\s+")) {
            if (part.isEmpty()) continue;
            if (part.length() < 2 || part.charAt(1) != ':') throw new NotationException(WORDS.text("codec.nt.notDeck", where, part));
            String whyNot = DECK.whyNot(names.board(), part.substring(0, 1));
            if (whyNot != null) throw new NotationException(where + ": " + whyNot);
            int d = names.kindByLetter(part.charAt(0));
            if (out.get(d) != null) throw new NotationException(WORDS.text("codec.nt.deckTwice", where, org.roundhouse.engine.Phrases.trackType(names.kindName(d))));
            List<Integer> cards = new ArrayList<>();
            for (char ch : part.substring(2).toCharArray()) {
                int card = CARDS.indexOf(String.valueOf(ch));
                if (card < 0 || card == NineteenthMove.EMPTY) {
                    throw new NotationException(WORDS.text("codec.nt.notCard", where, String.valueOf(ch)));
                }
                cards.add(card);
            }
            out.set(d, cards);
        }
        for (int d = 0; d < count; d++) {
            if (out.get(d) == null) throw new NotationException(WORDS.text("codec.nt.deckMissing", where, org.roundhouse.engine.Phrases.trackType(names.kindName(d)), String.valueOf(names.kindLetter(d))));
        }
        return out;
    }

    private NineteenthCodec() {
    }
}
