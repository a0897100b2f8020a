package org.roundhouse.engine.base;

import org.roundhouse.engine.DividendPayment;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.base.BaseMove.Build;

/**
 * The base game's table as a part that variants build on: a variant's state holds a
 * {@link BaseState} for the map, the track cards, the hands, the played shares, the share
 * deck and the display, and changes it only through these operations, each the base
 * game's own code. Legality of the steps the two games share (first investments, track
 * draws, builds, investments, discards) is still {@link BaseGame#explainIllegal}'s, and
 * their effects {@link BaseGame#apply}'s; what is here are the pieces a variant puts
 * together differently.
 *
 * <p>Every method that changes a state takes one the caller copied with {@link #copy} and
 * has not handed out yet, so positions stay immutable values.
 */
public final class BaseTable {
    private final BaseGame game;

    public BaseTable(BaseGame game) {
        this.game = game;
    }

    public BaseGame game() {
        return game;
    }

    /** A random deal, both deck orders known, from the share cards left after {@code setAside[c]} of each company were taken out. */
    public BaseSetup randomSetup(int players, RandomGenerator rng, int[] setAside) {
        return game.randomSetup(players, rng, setAside.clone());
    }

    /** The table before the first investments, dealt from the share cards left after {@code setAside} was taken out. */
    public BaseState newGame(BaseSetup setup, int[] setAside) {
        return game.newGame(setup, setAside.clone());
    }

    public BaseState copy(BaseState s) {
        return s.copy();
    }

    /** A step the two games share, known to be legal here, applied as {@link BaseGame#apply} applies it (no check, no copy). */
    public void applyShared(BaseState s, BaseMove move) {
        game.applyInPlace(s, move);
    }

    /** Puts the table in the phase whose base steps come next (so {@link BaseGame} checks and applies them). */
    public void setPhase(BaseState s, Phase phase) {
        s.phase = phase;
    }

    /** The next seat's turn begins with a track draw. */
    public void endTurn(BaseState s) {
        game.endTurn(s);
    }

    /** A build's effect without what follows it in the base game: the card to the discards, the train on the board. */
    public void build(BaseState s, Build m) {
        game.build(s, m);
    }

    /** A track card from the seat's hand to the discards ({@link BaseMove#NO_CARD}: none). */
    public void discardTrack(BaseState s, int player, int kind) {
        BaseGame.discardTrack(s, player, kind);
    }

    /** A card comes off the share deck: a company's share or a {@link BaseMove#DIVIDEND} card (counted as drawn). */
    public void drawFromDeck(BaseState s, int card) {
        game.reveal(s, card);
        if (card == BaseMove.DIVIDEND) s.dividendsDrawn++;
    }

    /** Shares of the company the seat can give from its hand: its known cards, and unknown ones that may be that company. */
    public int available(BaseState s, int player, int company) {
        return game.available(s, player, company);
    }

    public void addToHand(BaseState s, int player, int company) {
        s.hand[player * s.k + company]++;
    }

    /**
     * Takes the card in the slot out of the display and slides the cards right of it one
     * slot to the left, so the display keeps its cards in the order they were laid and its
     * empty slots on the right. Returns the card's company.
     */
    public int takeFromDisplay(BaseState s, int slot) {
        int card = s.display[slot];
        System.arraycopy(s.display, slot + 1, s.display, slot, s.display.length - slot - 1);
        s.display[s.display.length - 1] = -1;
        return card;
    }

    /** Lays a card in the first empty slot; returns true when that made four of a kind, which were removed. */
    public boolean fillDisplay(BaseState s, int card) {
        game.fillDisplay(s, card);
        return s.display[0] < 0;
    }

    /** The seat gives a share from its hand for a Union Pacific share; the share counts as exchanged. */
    public void exchange(BaseState s, int player, int company) {
        BaseGame.takeFromHand(s, player, company, 1);
        s.exchanged[player * s.k + company]++;
        s.upLeft--;
        s.hand[player * s.k + game.board().unionPacific()]++;
    }

    /** A share the seat exchanged comes back into play (it was under the deck and has been drawn). */
    public void returnExchanged(BaseState s, int player, int company) {
        s.exchanged[player * s.k + company]--;
    }

    /**
     * Pays a dividend worked out by the variant: the seats' totals to their cash, a total
     * beyond the seats to the house, and the payment to the list. With {@code ends} the game
     * is over.
     */
    public void pay(BaseState s, DividendPayment payment, boolean ends) {
        game.pay(s, payment, ends);
    }

    // ---- for a variant's redaction (what a seat cannot see) and its determinizations

    /** Forgets both deck orders: draws then come out of the pools in proportion to what is left. */
    public static void forgetDeckOrders(BaseState s) {
        s.script = null;
        s.scriptPos = 0;
        s.trackScript = null;
        s.trackScriptPos = 0;
    }

    public void setHandShares(BaseState s, int player, int company, int count) {
        s.hand[player * s.k + company] = count;
    }

    public void setTrackCards(BaseState s, int player, int kind, int count) {
        s.track[player * s.t + kind] = count;
    }

    /** The share cards of the company in the deck's pool (the deck's size and stacks stay). */
    public void setDeckShares(BaseState s, int company, int count) {
        s.pool[company] = count;
    }

    /** The track cards of the kind in the track deck's pool (the deck's size stays). */
    public void setTrackDeckCards(BaseState s, int kind, int count) {
        s.trackDeck[kind] = count;
    }

    public void setExchanged(BaseState s, int player, int company, int count) {
        s.exchanged[player * s.k + company] = count;
    }

    /** The seat's face-down first investment (-1: none chosen). */
    public void setPendingInitial(BaseState s, int player, int company) {
        s.pendingInitial[player] = company;
    }

    /**
     * The chance that a dividend card is among the next {@code draws} cards of the share deck,
     * from the stack sizes and the dividend cards each still holds (public knowledge).
     */
    public static double dividendWithin(BaseState s, int draws) {
        double none = 1;
        int stack = s.stack;
        if (stack >= s.stackShares.length) return 0;
        int shares = s.stackShares[stack];
        int divs = s.stackDividends[stack];
        for (int i = 0; i < draws; i++) {
            while (shares + divs == 0) {
                if (++stack >= s.stackShares.length) return 1 - none;
                shares = s.stackShares[stack];
                divs = s.stackDividends[stack];
            }
            if (shares == 0) return 1;
            none *= (double) shares / (shares + divs);
            shares--;
        }
        return 1 - none;
    }
}
