package org.roundhouse.engine.upfortwo;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.SetupException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.TypedGame;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.BaseTable;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/**
 * "Union Pacific for two" by Winton Lemoine and David Arnott
 * ({@code shared/rules/variant-up-for-two.txt}): personal decks, markers on the face-up
 * shares, Union Pacific shares only by trading, monopolies paid first place only, and a
 * house that holds what nobody has in the last scoring round.
 *
 * <p>The map, track cards, building, investing and the main deck are the base game's: the
 * state keeps a base table and the steps the games share are checked and applied by a
 * {@link BaseGame}. Steps are {@link BaseMove}s for the shared part and
 * {@link UpForTwoMove}s for the rest, so the move type is {@link Move}. Its records write the
 * steps the games share as the base game does ({@link UpForTwoCodec} falls back on the base
 * game's notation and XML for them), so a track draw or a build reads the same in
 * both games.
 */
public final class UpForTwo implements TypedGame<UpForTwoState, Move, UpForTwoSetup> {
    public static final String ID = "up-for-two";
    public static final int PLAYERS = 2;
    private static final int HOUSE = PLAYERS;

    private final Board board;
    private final UpForTwoOptions options;
    private final BaseGame base;
    private final BaseTable table;
    /** Companies without Union Pacific. */
    private final int companies;
    private final int up;
    /** Per company, the cards taken out for the personal decks: one for each seat. */
    private final int[] setAside;
    private final StepNotation notation;
    private final StepXml xml;
    private final StepWords words;

    public UpForTwo(Board board, UpForTwoOptions options) {
        this.board = board;
        this.options = options;
        this.base = new BaseGame(board, new BaseOptions(options.recipe(), false, options.deadTrackRule()));
        this.table = new BaseTable(base);
        this.companies = board.companyCount();
        this.up = board.unionPacific();
        this.setAside = new int[companies];
        Arrays.fill(setAside, PLAYERS);
        this.notation = UpForTwoCodec.CODEC.notation(board, base.notation());
        this.xml = UpForTwoCodec.CODEC.xml(board, base.xml());
        this.words = new UpForTwoWords(this);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Class<UpForTwoState> stateType() {
        return UpForTwoState.class;
    }

    /** Its own steps and the base game's it shares, so any step: one of another kind is refused as out of place. */
    @Override
    public Class<Move> moveType() {
        return Move.class;
    }

    @Override
    public Class<UpForTwoSetup> dealType() {
        return UpForTwoSetup.class;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public int minPlayers() {
        return PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return PLAYERS;
    }

    public UpForTwoOptions options() {
        return options;
    }

    /** The base game whose rules the shared steps follow (names of companies and track cards, builds). */
    public BaseGame base() {
        return base;
    }

    BaseTable table() {
        return table;
    }

    // ------------------------------------------------------------------ setup

    /** A random deal with every deck order known: personal decks first, then the base game's deal from the rest. */
    public UpForTwoSetup randomSetup(RandomGenerator rng) {
        BaseSetup deal = table.randomSetup(PLAYERS, rng, setAside);
        List<List<Integer>> decks = new ArrayList<>();
        for (int p = 0; p < PLAYERS; p++) {
            List<Integer> deck = new ArrayList<>();
            for (int c = 0; c < companies; c++) deck.add(c);
            for (int i = deck.size() - 1; i > 0; i--) Collections.swap(deck, i, rng.nextInt(i + 1));
            decks.add(deck);
        }
        return new UpForTwoSetup(deal, decks);
    }

    @Override
    public UpForTwoSetup randomDeal(int players, RandomGenerator rng) {
        if (players != PLAYERS) throw new IllegalArgumentException(WORDS.text("u42.deal.players", PLAYERS, players));
        return randomSetup(rng);
    }

    /**
     * The state before the first investments.
     *
     * @throws IllegalArgumentException with a reason when the deal is impossible
     */
    @Override
    public UpForTwoState newGame(UpForTwoSetup setup) {
        if (setup.deal().players() != PLAYERS) {
            throw new IllegalArgumentException(WORDS.text("u42.deal.players", PLAYERS, setup.deal().players()));
        }
        if (setup.personalDecks().size() != PLAYERS) {
            throw new IllegalArgumentException(WORDS.text("u42.deal.personalDecks", setup.personalDecks().size(), PLAYERS));
        }
        UpForTwoState s = new UpForTwoState(this);
        s.personalScript = new int[PLAYERS][];
        for (int p = 0; p < PLAYERS; p++) {
            List<Integer> deck = setup.personalDecks().get(p);
            if (deck.isEmpty()) continue;
            int[] seen = new int[companies];
            for (int c : deck) {
                if (c < 0 || c >= companies || seen[c]++ > 0 || deck.size() != companies) {
                    throw SetupException.seat(p, WORDS.text("u42.deal.personalDeck", p + 1, companies, deck));
                }
            }
            s.personalScript[p] = deck.stream().mapToInt(Integer::intValue).toArray();
        }
        s.table = table.newGame(setup.deal(), setAside);
        s.phase = UpForTwoPhase.INITIAL_INVESTMENT;
        s.personal = new int[PLAYERS * companies];
        Arrays.fill(s.personal, 1);
        s.personalPos = new int[PLAYERS];
        s.removed = new int[companies];
        s.traded = new int[0];
        return s;
    }

    /**
     * The same position with the next cards of the main deck known to be {@code upcoming}
     * (top first, {@link BaseMove#DIVIDEND} for dividend cards), as
     * {@link BaseGame#withShareDeckOrder} does for the base game's deck; for what-if lines.
     *
     * @throws IllegalArgumentException when the cards cannot be the top of this deck
     */
    public UpForTwoState withMainDeckOrder(UpForTwoState state, List<Integer> upcoming) {
        UpForTwoState s = state.copy();
        s.table = base.withShareDeckOrder(state.table, upcoming);
        return s;
    }

    /** The same position with the track deck known to hold {@code upcoming} next (top first), as {@link BaseGame#withTrackDeckOrder}. */
    public UpForTwoState withTrackDeckOrder(UpForTwoState state, List<Integer> upcoming) {
        UpForTwoState s = state.copy();
        s.table = base.withTrackDeckOrder(state.table, upcoming);
        return s;
    }

    /**
     * The same position with the seat's personal deck known to hold {@code upcoming} next
     * (top first); past the list's end any card left in it may come.
     *
     * @throws IllegalArgumentException when a card is not (or not that often) left in the personal deck
     */
    public UpForTwoState withPersonalDeckOrder(UpForTwoState state, int seat, List<Integer> upcoming) {
        int[] left = Arrays.copyOfRange(state.personal, seat * companies, (seat + 1) * companies);
        for (int i = 0; i < upcoming.size(); i++) {
            int c = upcoming.get(i);
            if (c < 0 || c >= companies || left[c]-- == 0) {
                throw new IllegalArgumentException(WORDS.text("u42.order.personal", i + 1,
                        c >= 0 && c < companies ? base.cardName(c) : WORDS.text("u42.order.company", c), seat + 1));
            }
        }
        UpForTwoState s = state.copy();
        s.personalScript = s.personalScript.clone();
        s.personalScript[seat] = upcoming.isEmpty() ? null : upcoming.stream().mapToInt(Integer::intValue).toArray();
        s.personalPos[seat] = 0;
        return s;
    }

    // ------------------------------------------------------------------ moves

    @Override
    public List<Move> legalMoves(UpForTwoState s) {
        List<Move> moves = new ArrayList<>();
        int p = s.currentPlayer();
        switch (s.phase) {
            case INITIAL_INVESTMENT, ACTION, DISCARD -> moves.addAll(base.legalMoves(s.table));
            case THREE_OF_A_KIND -> {
                for (int kind = 0; kind < board.trackCardKinds(); kind++) {
                    if (s.table.trackCards(p, kind) >= 3) moves.add(new ShowThree(p, kind));
                }
                moves.add(new KeepThree(p));
            }
            case DRAW_TRACK, REVEAL, PERSONAL_REVEAL -> {
                for (Outcome<Move> o : chanceOutcomes(s)) moves.add(o.move());
            }
            case TAKE_SHARE -> {
                int[] display = s.table.display();
                for (int slot = 0; slot < display.length; slot++) {
                    if (display[slot] >= 0) moves.add(new TakeFaceUp(p, slot, display[slot]));
                }
                if (s.mainDeckSize() > 0) moves.add(new TakeBlind(p));
                if (s.personalDeckSize(p) > 0) moves.add(new TakePersonal(p));
            }
            case EXCHANGE -> {
                moves.add(Exchange.keep(p));
                for (int c = 0; c < companies; c++) {
                    if (table.available(s.table, p, c) > 0) moves.add(new Exchange(p, c));
                }
            }
            case GAME_OVER -> {
            }
        }
        return moves;
    }

    @Override
    public List<Outcome<Move>> chanceOutcomes(UpForTwoState s) {
        List<Outcome<Move>> out = new ArrayList<>();
        int p = s.currentPlayer();
        if (s.phase == UpForTwoPhase.DRAW_TRACK || s.phase == UpForTwoPhase.REVEAL && s.table.deckSize() > 0) {
            for (Outcome<BaseMove> o : base.chanceOutcomes(s.table)) out.add(new Outcome<>(o.move(), o.weight()));
        } else if (s.phase == UpForTwoPhase.REVEAL && s.traded.length > 0) {
            out.add(new Outcome<>(new Reveal(p, s.traded[0] & 15), 1));
        } else if (s.phase == UpForTwoPhase.PERSONAL_REVEAL) {
            if (s.knowsPersonalDeckOrder(p)) {
                out.add(new Outcome<>(new RevealPersonal(p, s.personalScript[p][s.personalPos[p]]), 1));
            } else {
                for (int c = 0; c < companies; c++) {
                    int left = s.personalShares(p, c);
                    if (left > 0) out.add(new Outcome<>(new RevealPersonal(p, c), left));
                }
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ refusals

    /**
     * Refusal codes of its own steps, besides the common ones of {@link Refusal} and the base
     * game's for the steps the two share.
     */
    public static final String NO_THREE_OF_A_KIND = "no-three-of-a-kind";
    /** A face-up take of an empty slot, or naming another company than the slot shows. */
    public static final String NOT_IN_SLOT = "not-in-slot";
    public static final String MAIN_DECK_EMPTY = "main-deck-empty";
    public static final String PERSONAL_DECK_EMPTY = "personal-deck-empty";
    /** A card named as coming from the personal deck that is not (or not next) in it. */
    public static final String NOT_IN_PERSONAL_DECK = "not-in-personal-deck";
    /** A base-game share take: here a share is drawn face up by slot, or blind; Union Pacific only by trading. */
    public static final String TAKE_BY_SOURCE = "take-by-source";
    /** Trading a Union Pacific share away, or a company without a share in hand. */
    public static final String ILLEGAL_TRADE = "illegal-trade";
    /** The traded card named as turned up from under the main deck is not the one that lies there. */
    public static final String NOT_THE_TRADED_CARD = "illegal-card-turned-up";

    @Override
    public Optional<Refusal> refusal(UpForTwoState s, Move move) {
        return Optional.ofNullable(why(s, move));
    }

    private Refusal why(UpForTwoState s, Move move) {
        if (s.phase == UpForTwoPhase.GAME_OVER) return new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver"));
        int p = move.player();
        if (p != s.currentPlayer()) {
            return new Refusal(Refusal.NOT_YOUR_TURN, WORDS.text("refusal.notYourTurn", s.currentPlayer() + 1, p + 1),
                    List.of(s.currentPlayer(), p));
        }
        if (move instanceof BaseMove.Take) {
            return new Refusal(TAKE_BY_SOURCE, s.phase != UpForTwoPhase.TAKE_SHARE ? s.phase.happening()
                    : WORDS.text("u42.refusal.takeBySource"));
        }
        if (!s.phase.admits(move)) return new Refusal(Refusal.OUT_OF_PLACE, s.phase.happening());
        if (move instanceof KeepThree) return null;
        if (move instanceof ShowThree m) {
            return m.kind() >= 0 && m.kind() < board.trackCardKinds() && s.table.trackCards(p, m.kind()) >= 3 ? null
                    : new Refusal(NO_THREE_OF_A_KIND, WORDS.text("u42.refusal.noThree", base.trackKindName(m.kind())));
        }
        if (move instanceof TakeFaceUp m) {
            int[] display = s.table.display();
            // slots are counted for people from 1, the oldest (leftmost) card, as records write them
            if (m.slot() < 0 || m.slot() >= display.length || display[m.slot()] < 0) {
                return new Refusal(NOT_IN_SLOT, WORDS.text("u42.refusal.emptySlot", m.slot() + 1));
            }
            return display[m.slot()] == m.company() ? null
                    : new Refusal(NOT_IN_SLOT, WORDS.text("u42.refusal.slotHolds", m.slot() + 1, base.cardName(display[m.slot()]),
                    base.cardName(m.company())));
        }
        if (move instanceof TakeBlind) return s.mainDeckSize() > 0 ? null : new Refusal(MAIN_DECK_EMPTY, WORDS.text("u42.refusal.mainDeckEmpty"));
        if (move instanceof TakePersonal) {
            return s.personalDeckSize(p) > 0 ? null : new Refusal(PERSONAL_DECK_EMPTY, WORDS.text("u42.refusal.personalDeckEmpty"));
        }
        if (move instanceof Reveal m && s.table.deckSize() == 0) {
            return m.card() == (s.traded[0] & 15) ? null : new Refusal(NOT_THE_TRADED_CARD,
                    WORDS.text("u42.refusal.tradedNext", base.cardName(s.traded[0] & 15), base.cardName(m.card())));
        }
        if (move instanceof RevealPersonal m) {
            if (m.company() < 0 || m.company() >= companies || s.personalShares(p, m.company()) == 0) {
                return new Refusal(NOT_IN_PERSONAL_DECK, m.company() >= 0 && m.company() < companies
                        ? WORDS.text("u42.refusal.notInPersonal", base.name(m.company())) : WORDS.text("u42.refusal.noSuchInPersonal"));
            }
            if (s.knowsPersonalDeckOrder(p) && s.personalScript[p][s.personalPos[p]] != m.company()) {
                return new Refusal(NOT_IN_PERSONAL_DECK, WORDS.text("u42.refusal.personalNext",
                        base.cardName(s.personalScript[p][s.personalPos[p]]), base.cardName(m.company())));
            }
            return null;
        }
        if (move instanceof Exchange m) {
            if (m.keeps()) return null;
            // with no Union Pacific share left no trade can be made, whatever else is wrong with it
            String code = s.table.unionPacificLeft() == 0 ? BaseGame.NO_UNION_PACIFIC_LEFT : ILLEGAL_TRADE;
            if (m.company() == up) return new Refusal(code, WORDS.text("u42.refusal.tradeUp"));
            if (m.company() < 0 || m.company() >= companies) return new Refusal(code, WORDS.text("refusal.noCompany", m.company()));
            return table.available(s.table, p, m.company()) == 0 ? new Refusal(code, WORDS.text("u42.refusal.noShareToTrade", base.name(m.company())))
                    : s.table.unionPacificLeft() == 0 ? new Refusal(code, WORDS.text("refusal.noUnionPacificLeft"))
                    : null;
        }
        // the steps the games share are the base game's, checked on its table
        BaseMove shared = (BaseMove) move;
        return base.refusal(s.table, shared).orElse(null);
    }

    // ------------------------------------------------------------------ applying

    @Override
    public UpForTwoState apply(UpForTwoState state, Move move) throws IllegalMoveException {
        Refusal refused = why(state, move);
        if (refused != null) throw new IllegalMoveException(move, refused.sentence());
        UpForTwoState s = state.copy();
        applyInPlace(s, move);
        return s;
    }

    /**
     * The step's effect, unchecked, on a position the caller owns and has not handed out (a
     * search's determinization). {@link #apply} checks the step, copies the position and then does
     * exactly this, so both paths share one copy of the rules' effects.
     */
    void applyInPlace(UpForTwoState s, Move move) {
        // the steps the games share are the base game's, on the table
        boolean shared = move instanceof Initial || move instanceof DrawTrack || move instanceof ReplaceDead
                || move instanceof Invest || move instanceof Discard;
        if (shared) table.applyShared(s.table, (BaseMove) move);
        int p = move.player();
        if (move instanceof Initial) {
            if (s.table.phase() == Phase.DRAW_TRACK) startTurn(s);
        } else if (move instanceof ShowThree m) {
            table.discardTrack(s.table, p, m.kind());
            drawTrack(s, 2);
        } else if (move instanceof KeepThree) {
            drawTrack(s, 1);
        } else if (move instanceof DrawTrack) {
            if (--s.trackDraws > 0) {
                drawTrack(s, s.trackDraws);
            } else {
                s.phase = UpForTwoPhase.ACTION;
            }
        } else if (move instanceof Build m) {
            table.build(s.table, m);
            toTakeShare(s);
        } else if (move instanceof Forgo m) {
            table.discardTrack(s.table, p, m.card());
            toTakeShare(s);
        } else if (move instanceof ReplaceDead) {
            drawTrack(s, 1);
        } else if (move instanceof Invest) {
            s.phase = UpForTwoPhase.DISCARD;
        } else if (move instanceof Discard) {
            startTurn(s);
        } else if (move instanceof TakeFaceUp m) {
            table.takeFromDisplay(s.table, m.slot());
            table.addToHand(s.table, p, m.company());
            s.marked = 0;
            continueDraw(s);
        } else if (move instanceof TakeBlind) {
            s.toHand = true;
            s.markPending = true;
            continueDraw(s);
        } else if (move instanceof TakePersonal) {
            s.phase = UpForTwoPhase.PERSONAL_REVEAL;
        } else if (move instanceof RevealPersonal m) {
            s.personal[p * companies + m.company()]--;
            s.personalPos[p]++;
            table.addToHand(s.table, p, m.company());
            s.markPending = true;
            continueDraw(s);
        } else if (move instanceof Reveal m) {
            reveal(s, p, m.card());
            continueDraw(s);
        } else if (move instanceof Exchange m) {
            if (!m.keeps()) {
                table.exchange(s.table, p, m.company());
                s.traded = Arrays.copyOf(s.traded, s.traded.length + 1);
                s.traded[s.traded.length - 1] = p << 4 | m.company();
            }
            endTurn(s);
        } else {
            throw new IllegalArgumentException("unknown move " + move);
        }
    }

    private void startTurn(UpForTwoState s) {
        int p = s.currentPlayer();
        if (options.threeOfAKind()) {
            for (int kind = 0; kind < board.trackCardKinds(); kind++) {
                if (s.table.trackCards(p, kind) >= 3) {
                    s.phase = UpForTwoPhase.THREE_OF_A_KIND;
                    return;
                }
            }
        }
        drawTrack(s, 1);
    }

    private void drawTrack(UpForTwoState s, int cards) {
        s.trackDraws = cards;
        s.phase = UpForTwoPhase.DRAW_TRACK;
        table.setPhase(s.table, Phase.DRAW_TRACK);
    }

    private void toTakeShare(UpForTwoState s) {
        if (s.displaySize() > 0 || s.mainDeckSize() > 0 || s.personalDeckSize(s.currentPlayer()) > 0) {
            s.phase = UpForTwoPhase.TAKE_SHARE;
            table.setPhase(s.table, Phase.TAKE_SHARE);
        } else {
            endTurn(s);
        }
    }

    private void reveal(UpForTwoState s, int p, int card) {
        if (s.table.deckSize() > 0) {
            table.drawFromDeck(s.table, card);
        } else {
            table.returnExchanged(s.table, s.traded[0] >> 4, card);
            s.traded = Arrays.copyOfRange(s.traded, 1, s.traded.length);
        }
        if (card == BaseMove.DIVIDEND) {
            s.pendingDividends++;
            s.pendingDrawnBy = p;
        } else if (s.toHand) {
            table.addToHand(s.table, p, card);
            s.toHand = false;
        } else if (table.fillDisplay(s.table, card)) {
            // four of a kind were removed, the replacement among them: the new display starts unmarked
            s.marked = 0;
            s.markReplacement = false;
        } else if (s.markReplacement) {
            s.marked++;
            s.markReplacement = false;
        }
    }

    /**
     * Goes on with the draw after a step: the card owed to the hand, then the marker of a
     * blind draw, then refilling the display; when nothing more is owed (or the main deck
     * is empty), the dividends turned up are paid and the turn moves on.
     */
    private void continueDraw(UpForTwoState s) {
        if (s.toHand && s.mainDeckSize() > 0) {
            toReveal(s);
            return;
        }
        s.toHand = false;
        if (s.markPending) {
            s.markPending = false;
            placeMarker(s);
        }
        if (s.displaySize() < BaseGame.DISPLAY_SLOTS && s.mainDeckSize() > 0) {
            toReveal(s);
            return;
        }
        s.markReplacement = false;
        afterDraw(s);
    }

    private void toReveal(UpForTwoState s) {
        s.phase = UpForTwoPhase.REVEAL;
        table.setPhase(s.table, Phase.REVEAL);
    }

    /**
     * A blind draw marks the oldest unmarked face-up card. When all four are marked already,
     * the oldest leaves the game and the card dealt to the right in its place is marked.
     */
    private void placeMarker(UpForTwoState s) {
        int shown = s.displaySize();
        if (s.marked < shown) {
            s.marked++;
        } else if (shown == BaseGame.DISPLAY_SLOTS) {
            s.removed[table.takeFromDisplay(s.table, 0)]++;
            s.marked = shown - 1;
            s.markReplacement = true;
        }
    }

    private void afterDraw(UpForTwoState s) {
        while (s.pendingDividends > 0 && s.phase != UpForTwoPhase.GAME_OVER) {
            s.pendingDividends--;
            payDividend(s);
        }
        s.pendingDividends = 0;
        if (s.phase == UpForTwoPhase.GAME_OVER) return;
        int p = s.currentPlayer();
        boolean tradeable = false;
        for (int c = 0; c < companies && !tradeable; c++) tradeable = table.available(s.table, p, c) > 0;
        if (tradeable && s.table.unionPacificLeft() > 0) {
            s.phase = UpForTwoPhase.EXCHANGE;
            table.setPhase(s.table, Phase.EXCHANGE);
        } else {
            endTurn(s);
        }
    }

    private void endTurn(UpForTwoState s) {
        table.endTurn(s.table);
        startTurn(s);
    }

    // ------------------------------------------------------------------ turns and records

    @Override
    public Refusal afterTurnEnd(UpForTwoState now, Move step) {
        if (now.isOver()) return new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver"));
        if (step instanceof Exchange x && !x.keeps() && now.table.unionPacificLeft() == 0) {
            // with the stack empty the turn ends before the trade: say why there was none to make
            return new Refusal(BaseGame.NO_UNION_PACIFIC_LEFT, WORDS.text("u42.refusal.noTradeLeft"));
        }
        return new Refusal(Refusal.TURN_OVER, WORDS.text("refusal.turnOverTrackDraw"));
    }

    /** A record may leave out a turn's closing decision not to trade. */
    @Override
    public List<Move> closeTurn(UpForTwoState after, List<Move> steps) {
        if (after.phase() != UpForTwoPhase.EXCHANGE || steps.isEmpty()) return steps;
        List<Move> all = new ArrayList<>(steps);
        all.add(Exchange.keep(after.currentPlayer()));
        return all;
    }

    @Override
    public boolean belongsHere(UpForTwoState state, Move step) {
        return state.phase().admits(step);
    }

    @Override
    public String expected(UpForTwoState state) {
        return state.phase().expected(state.currentPlayer());
    }

    @Override
    public Optional<Game.Drawn> drawn(Move step) {
        return UpForTwoDecks.drawn(step);
    }

    @Override
    public int deckSize(UpForTwoState state, String deck) {
        return UpForTwoDecks.size(state, deck);
    }

    @Override
    public boolean knowsDeckOrder(UpForTwoState state, String deck) {
        return UpForTwoDecks.knowsOrder(state, deck);
    }

    @Override
    public UpForTwoState withDeckOrder(UpForTwoState state, String deck, List<Integer> upcoming) {
        return UpForTwoDecks.withOrder(this, state, deck, upcoming);
    }

    @Override
    public List<Game.HandCard> shownHandCards(UpForTwoState before, Move step) {
        return UpForTwoDecks.shownHandCards(before, step);
    }

    @Override
    public Game.Playout randomPlay(UpForTwoSetup deal, long seed) {
        UpForTwoRandomPlayer.Playout p = UpForTwoRandomPlayer.playFrom(this, deal, new SplittableRandom(seed));
        return new Game.Playout(p.moves(), p.end());
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        return Dividends.unionPacificTable(dividend);
    }

    @Override
    public PublicView view(UpForTwoState state) {
        return new UpForTwoPublicView(state);
    }

    @Override
    public PositionFacts facts(UpForTwoState state, int viewer) {
        return UpForTwoFacts.of(state, viewer);
    }

    @Override
    public Optional<Game.Built> built(Move step) {
        return step instanceof Build b ? Optional.of(new Game.Built(b.section(), b.company())) : Optional.empty();
    }

    @Override
    public String describeOptions(int players) {
        return options.described();
    }

    @Override
    public String rulesInBrief(int players) {
        return options.inBrief();
    }

    @Override
    public StepWords words() {
        return words;
    }

    @Override
    public StepNotation notation() {
        return notation;
    }

    @Override
    public StepXml xml() {
        return xml;
    }

    // ------------------------------------------------------------------ scoring

    /** The last scoring round: the one with the house holding every share nobody has. */
    public int lastDividend() {
        return board.dividendCards();
    }

    /**
     * The shares of a company the house would hold in the last scoring round now: the
     * face-up cards, the main deck (with the traded cards under it) and both personal decks;
     * for Union Pacific, the shares left. Not the hands, nor cards removed by markers or by
     * four of a kind. With hands of the deal unknown, their unknown cards count as in the deck.
     */
    public int houseShares(UpForTwoState s, int company) {
        if (company == up) return s.table.unionPacificLeft();
        int h = s.table.deckShares(company) + s.personalShares(0, company) + s.personalShares(1, company);
        for (int p = 0; p < PLAYERS; p++) h += s.table.exchangedShares(p, company);
        for (int c : s.table.display()) if (c == company) h++;
        return h;
    }

    private void payDividend(UpForTwoState s) {
        int number = s.table.dividendsPaid() + 1;
        boolean last = number >= lastDividend();
        // The house holds the Union Pacific shares left from the second round on, and every
        // share nobody holds in the last; in the first round Union Pacific pays nothing anyway.
        int recipients = number >= 2 ? PLAYERS + 1 : PLAYERS;
        int k = companies + 1;
        int[] values = new int[companies];
        int[][] holdings = new int[recipients][k];
        for (int r = 0; r < PLAYERS; r++) {
            for (int c = 0; c < k; c++) holdings[r][c] = s.table.playedShares(r, c);
        }
        if (recipients > PLAYERS) {
            holdings[HOUSE][up] = houseShares(s, up);
            if (last) {
                for (int c = 0; c < companies; c++) holdings[HOUSE][c] = houseShares(s, c);
            }
        }
        for (int c = 0; c < companies; c++) values[c] = s.table.companyValue(c);
        int[][] payouts = payouts(number, last, values, holdings, options.relativePayments());
        int[] total = new int[recipients];
        for (int r = 0; r < recipients; r++) {
            for (int c = 0; c < k; c++) total[r] += payouts[r][c];
        }
        table.pay(s.table, new DividendPayment(number, s.pendingDrawnBy, s.table.turn(), values, holdings, payouts, total), last);
        if (last) s.phase = UpForTwoPhase.GAME_OVER;
    }

    /**
     * What each recipient (the two seats, then the house if it takes part) receives per
     * company at dividend {@code number}, Union Pacific last: companies as in the base game
     * except that in rounds before the last a sole holder (a monopoly) is paid first place
     * only; Union Pacific by its table. With {@code relative}, when both seats hold a
     * company each is paid only what it gets beyond the other.
     *
     * @param values each company's value (trains + 1), Union Pacific excluded
     * @param holdings shares played per recipient and company, Union Pacific last
     */
    static int[][] payouts(int number, boolean last, int[] values, int[][] holdings, boolean relative) {
        int recipients = holdings.length;
        int k = values.length + 1;
        int up = values.length;
        int[][] payouts = new int[recipients][k];
        int[] column = new int[recipients];
        for (int c = 0; c < k; c++) {
            int holders = 0;
            for (int r = 0; r < recipients; r++) {
                column[r] = holdings[r][c];
                if (column[r] > 0) holders++;
            }
            int[] pay;
            if (c == up) {
                pay = Dividends.tablePayout(BaseGame.unionPacificTable(number), column);
            } else {
                pay = Dividends.companyPayout(values[c], column);
                if (!last && holders == 1) {
                    for (int r = 0; r < recipients; r++) if (column[r] > 0) pay[r] = values[c];
                }
            }
            if (relative && column[0] > 0 && column[1] > 0) {
                int both = Math.min(pay[0], pay[1]);
                pay[0] -= both;
                pay[1] -= both;
            }
            for (int r = 0; r < recipients; r++) payouts[r][c] = pay[r];
        }
        return payouts;
    }
}
