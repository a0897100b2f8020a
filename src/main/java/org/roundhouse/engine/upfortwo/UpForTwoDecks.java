package org.roundhouse.engine.upfortwo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.roundhouse.engine.Game.Drawn;
import org.roundhouse.engine.Game.HandCard;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;

/**
 * The decks of "Union Pacific for two" as records follow them: the main deck, the track deck
 * and each seat's personal deck ("personal-1", "personal-2"); and the hand cards a step shows
 * that the deal did not name.
 */
public final class UpForTwoDecks {
    public static final String MAIN = "main";
    public static final String TRACKS = "tracks";
    public static final String PERSONAL = "personal-";
    /** The hand names of {@link HandCard}, as the base game's: a seat's track cards and shares. */
    static final String HAND_TRACKS = "tracks";
    static final String HAND_SHARES = "shares";

    private UpForTwoDecks() {
    }

    static Optional<Drawn> drawn(Move step) {
        if (step instanceof BaseMove.Reveal r) return Optional.of(new Drawn(MAIN, r.card()));
        if (step instanceof UpForTwoMove.RevealPersonal r) return Optional.of(new Drawn(PERSONAL + (r.player() + 1), r.company()));
        if (step instanceof BaseMove.DrawTrack d && d.kind() != BaseMove.NO_CARD) return Optional.of(new Drawn(TRACKS, d.kind()));
        return Optional.empty();
    }

    static int size(UpForTwoState s, String deck) {
        return deck.equals(MAIN) ? s.mainDeckSize() : deck.startsWith(PERSONAL) ? s.personalDeckSize(seat(deck))
                : deck.equals(TRACKS) ? s.table().trackDeckSize() : 0;
    }

    private static int seat(String deck) {
        return Integer.parseInt(deck.substring(PERSONAL.length())) - 1;
    }

    static boolean knowsOrder(UpForTwoState s, String deck) {
        if (deck.startsWith(PERSONAL)) return s.knowsPersonalDeckOrder(seat(deck));
        return deck.equals(TRACKS) ? s.table().knowsTrackDeckOrder() : !deck.equals(MAIN) || s.table().knowsDeckOrder();
    }

    static UpForTwoState withOrder(UpForTwo game, UpForTwoState s, String deck, List<Integer> upcoming) {
        if (deck.equals(MAIN)) return game.withMainDeckOrder(s, upcoming);
        if (deck.startsWith(PERSONAL)) return game.withPersonalDeckOrder(s, seat(deck), upcoming);
        if (deck.equals(TRACKS)) return game.withTrackDeckOrder(s, upcoming);
        return s;
    }

    /** The hands are the base table's, so the base game's reading applies: known cards are played first. */
    static List<HandCard> shownHandCards(UpForTwoState before, Move step) {
        BaseState t = before.table();
        List<HandCard> out = new ArrayList<>();
        int p = step.player();
        if (step instanceof BaseMove.Initial x) {
            share(t, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Invest x) {
            share(t, p, x.company(), x.isPair() ? 1 : x.count(), out);
            if (x.isPair()) share(t, p, x.second(), 1, out);
        } else if (step instanceof BaseMove.Exchange x && !x.keeps()) {
            share(t, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Build x) {
            track(t, p, x.card(), out);
        } else if (step instanceof BaseMove.Discard x) {
            track(t, p, x.card(), out);
        } else if (step instanceof BaseMove.Forgo x) {
            track(t, p, x.card(), out);
        } else if (step instanceof BaseMove.ReplaceDead x) {
            track(t, p, x.card(), out);
        }
        return out;
    }

    private static void share(BaseState t, int p, int company, int count, List<HandCard> out) {
        int fromUnknown = count - Math.min(count, t.handShares(p, company));
        for (int i = 0; i < Math.min(fromUnknown, t.hiddenShares(p)); i++) out.add(new HandCard(HAND_SHARES, company));
    }

    private static void track(BaseState t, int p, int kind, List<HandCard> out) {
        if (kind >= 0 && t.trackCards(p, kind) == 0 && t.hiddenTrackCards(p) > 0) out.add(new HandCard(HAND_TRACKS, kind));
    }
}
