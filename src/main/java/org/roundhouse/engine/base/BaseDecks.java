package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.roundhouse.engine.Game.Drawn;
import org.roundhouse.engine.Game.HandCard;

/**
 * The base game's two decks as records follow them: the share deck ({@value #SHARES}) and the
 * track deck ({@value #TRACKS}), which card a step drew, and which cards of a hand the deal
 * left unknown a step shows.
 */
final class BaseDecks {
    static final String SHARES = "shares";
    static final String TRACKS = "tracks";

    private BaseDecks() {
    }

    static Optional<Drawn> drawn(BaseMove step) {
        if (step instanceof BaseMove.Reveal r) return Optional.of(new Drawn(SHARES, r.card()));
        if (step instanceof BaseMove.DrawTrack d && d.kind() != BaseMove.NO_CARD) return Optional.of(new Drawn(TRACKS, d.kind()));
        return Optional.empty();
    }

    static int size(BaseState s, String deck) {
        return deck.equals(SHARES) ? s.deckSize() : s.trackDeckSize();
    }

    static boolean knowsOrder(BaseState s, String deck) {
        return deck.equals(SHARES) ? s.knowsDeckOrder() : s.knowsTrackDeckOrder();
    }

    static BaseState withOrder(BaseGame game, BaseState s, String deck, List<Integer> upcoming) {
        return deck.equals(SHARES) ? game.withShareDeckOrder(s, upcoming) : game.withTrackDeckOrder(s, upcoming);
    }

    static List<HandCard> shownHandCards(BaseState s, BaseMove step) {
        List<HandCard> out = new ArrayList<>();
        int p = step.player();
        if (step instanceof BaseMove.Initial x) {
            share(s, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Invest x) {
            share(s, p, x.company(), x.isPair() ? 1 : x.count(), out);
            if (x.isPair()) share(s, p, x.second(), 1, out);
        } else if (step instanceof BaseMove.Exchange x && !x.keeps()) {
            share(s, p, x.company(), 1, out);
        } else if (step instanceof BaseMove.Build x) {
            track(s, p, x.card(), out);
        } else if (step instanceof BaseMove.Discard x) {
            track(s, p, x.card(), out);
        } else if (step instanceof BaseMove.Forgo x) {
            track(s, p, x.card(), out);
        } else if (step instanceof BaseMove.ReplaceDead x) {
            track(s, p, x.card(), out);
        }
        return out;
    }

    /** The engine plays known cards first: only what the known ones cannot cover came from the unknown ones. */
    private static void share(BaseState s, int p, int company, int count, List<HandCard> out) {
        int fromUnknown = count - Math.min(count, s.handShares(p, company));
        for (int i = 0; i < Math.min(fromUnknown, s.hiddenShares(p)); i++) out.add(new HandCard(SHARES, company));
    }

    private static void track(BaseState s, int p, int kind, List<HandCard> out) {
        if (kind >= 0 && s.trackCards(p, kind) == 0 && s.hiddenTrackCards(p) > 0) out.add(new HandCard(TRACKS, kind));
    }
}
