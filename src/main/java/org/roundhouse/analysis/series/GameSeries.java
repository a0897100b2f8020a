package org.roundhouse.analysis.series;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;

/**
 * The series behind the charts for one line of a game, computed once from the engine's
 * states and immutable afterwards (safe to hand from a worker thread to the EDT).
 *
 * <p>Position {@code i} is the state after the {@code i}-th node of the line; for a line
 * that starts at the initial investments that is the position after move {@code i}
 * ({@link #move(int)} gives the move number either way). Recipients are the seats
 * {@code 0..players-1}, plus the house at index {@code players} when the game is played
 * with the two-player rules ({@link #hasHouse()}). Companies are indexed as on the board,
 * Union Pacific last ({@link #unionPacific()}).
 *
 * <pre>{@code
 * Replay replay = Replay.of(record);
 * GameSeries main = GameSeries.of(replay, replay.mainLine());
 * GameSeries whatIf = GameSeries.of(replay, GameSeries.lineThrough(variationNode));
 * int annaAfterMove40 = main.cash(0, 40);
 * }</pre>
 */
public final class GameSeries {
    private final Board board;
    private final List<String> names;
    private final int players;
    private final boolean house;
    private final Game game;
    private final int companies;
    private final List<MoveNode> nodes;
    private final int[] moves;
    private final int[] movers;
    private final boolean finished;
    /** [recipient][position] */
    private final int[][] cash;
    /** [seat][company][position] */
    private final int[][][] played;
    /** [company][position], Union Pacific excluded */
    private final int[][] values;
    /** [position] */
    private final int[] dividendsPaid;
    /** [company][position], Union Pacific included: dividends paid out so far */
    private final int[][] paidSoFar;
    private final List<DividendEvent> dividends;
    /** [company][position]: the seat with the most shares, {@link #NOBODY} or {@link #TIED}. */
    private final int[][] leader;
    /** [company][position]: the most shares any seat has played. */
    private final int[][] topShares;
    /** [company][position]: lead over the runner-up (0 on a tie or when nobody holds). */
    private final int[][] margin;
    /** The rule set's words ({@link org.roundhouse.engine.PositionFacts}): a dividend, and how a company's value is counted. */
    private final String dividendName;
    private final String valueRule;
    /** The rule set's own series ({@link Game#extraSeries()}) and their values [series][company or seat][position]. */
    private final List<org.roundhouse.engine.SeriesSpec> extraSpecs;
    private final int[][][] extras;

    /** {@link #leader} when no seat has played a share of the company. */
    public static final int NOBODY = -1;
    /** {@link #leader} when two or more seats share the most shares. */
    public static final int TIED = -2;

    private GameSeries(Game game, List<? extends GameState> states, List<MoveNode> nodes, int[] moves, int[] movers,
                       List<String> names) {
        if (states.isEmpty()) throw new IllegalArgumentException("a series needs at least one position");
        GameState first = states.get(0);
        this.board = game.board();
        this.players = first.players();
        if (names.size() != players) {
            throw new IllegalArgumentException(names.size() + " names for " + players + " players");
        }
        this.names = List.copyOf(names);
        this.game = game;
        this.house = game.housePlays(players);
        org.roundhouse.engine.PositionFacts words = game.facts(first, org.roundhouse.engine.PositionFacts.ALL_SEEING);
        this.dividendName = words.dividendName;
        this.valueRule = words.valueRule;
        this.companies = board.companyCount() + 1;
        this.nodes = List.copyOf(nodes);
        this.moves = moves.clone();
        this.movers = movers.clone();
        int size = states.size();
        int recipients = players + (house ? 1 : 0);
        int up = board.unionPacific();
        cash = new int[recipients][size];
        played = new int[players][companies][size];
        values = new int[board.companyCount()][size];
        dividendsPaid = new int[size];
        paidSoFar = new int[companies][size];
        leader = new int[companies][size];
        topShares = new int[companies][size];
        margin = new int[companies][size];
        extraSpecs = List.copyOf(game.extraSeries());
        extras = new int[extraSpecs.size()][][];
        for (int k = 0; k < extras.length; k++) {
            extras[k] = new int[extraSpecs.get(k).per() == org.roundhouse.engine.SeriesSpec.Per.SEAT ? players : companies][size];
        }
        List<DividendEvent> events = new ArrayList<>();
        int paymentsSeen = 0;
        int[] paid = new int[companies];
        for (int i = 0; i < size; i++) {
            PublicView s;
            try {
                s = game.view(states.get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("position " + i + " is of another game", e);
            }
            if (s.players() != players) throw new IllegalArgumentException("position " + i + " is of another game");
            for (int r = 0; r < recipients; r++) cash[r][i] = s.cashOf(r);
            for (int p = 0; p < players; p++) {
                for (int c = 0; c < companies; c++) played[p][c][i] = s.playedShares(p, c);
            }
            for (int c = 0; c < board.companyCount(); c++) values[c][i] = s.companyValue(c);
            for (int k = 0; k < extras.length; k++) {
                int[] at = s.extra(extraSpecs.get(k).key());
                if (at.length != extras[k].length) {
                    throw new IllegalArgumentException(extraSpecs.get(k).key() + ": " + at.length + " values at position " + i
                            + ", not " + extras[k].length);
                }
                for (int e = 0; e < at.length; e++) extras[k][e][i] = at[e];
            }
            List<DividendPayment> payments = s.payments();
            for (int j = paymentsSeen; j < payments.size(); j++) {
                DividendPayment pay = payments.get(j);
                events.add(event(i, pay, up));
                for (int[] row : pay.payouts()) {
                    for (int c = 0; c < companies; c++) paid[c] += row[c];
                }
            }
            paymentsSeen = Math.max(paymentsSeen, payments.size());
            dividendsPaid[i] = s.dividendsPaid();
            for (int c = 0; c < companies; c++) {
                paidSoFar[c][i] = paid[c];
                int top = 0;
                int second = 0;
                int at = NOBODY;
                for (int p = 0; p < players; p++) {
                    int h = played[p][c][i];
                    if (h > top) {
                        second = top;
                        top = h;
                        at = p;
                    } else if (h == top && h > 0) {
                        second = h;
                        at = TIED;
                    } else if (h > second) {
                        second = h;
                    }
                }
                leader[c][i] = at;
                topShares[c][i] = top;
                margin[c][i] = at >= 0 ? top - second : 0;
            }
        }
        this.dividends = List.copyOf(events);
        this.finished = states.get(size - 1).isOver();
    }

    private DividendEvent event(int index, DividendPayment pay, int up) {
        int[][] holdings = pay.holdings();
        int[][] payouts = pay.payouts();
        int recipients = pay.total().length;
        int[] paidBy = new int[companies];
        List<Majority> majorities = new ArrayList<>(companies);
        for (int c = 0; c < companies; c++) {
            int[] h = new int[recipients];
            int[] p = new int[recipients];
            for (int r = 0; r < recipients; r++) {
                h[r] = holdings[r][c];
                p[r] = payouts[r][c];
                paidBy[c] += p[r];
            }
            majorities.add(Majority.of(c, h, p, c == up));
        }
        return new DividendEvent(index, moves[index], pay.number(), pay.drawnBy(), pay.total(), pay.values(), paidBy,
                upTable(pay.number()), majorities);
    }

    /**
     * What Union Pacific pays by place at the dividend {@code number} of this game: the row of
     * its number, except the two-player rules' last payment, which follows the game's option.
     */
    public int[] upTable(int number) {
        if (number < 1) throw new IllegalArgumentException("dividends are numbered from 1: " + number);
        return game.unionPacificRow(number, players);
    }

    // ------------------------------------------------------------------ building

    /**
     * The series of a line of the record (as {@link Replay#line} or {@link Replay#mainLine}
     * give it: the initial investments first). Replays every position of the line, using
     * the replay's cache.
     *
     * @throws IllegalArgumentException when the line is empty
     * @throws org.roundhouse.record.ReplayException when a move of the line is refused by the rules
     */
    public static GameSeries of(Replay replay, List<MoveNode> line) {
        Objects.requireNonNull(replay, "replay");
        if (line.isEmpty()) throw new IllegalArgumentException("the line has no moves");
        List<GameState> states = new ArrayList<>(line.size());
        int[] moves = new int[line.size()];
        int[] movers = new int[line.size()];
        for (int i = 0; i < line.size(); i++) {
            MoveNode n = line.get(i);
            states.add(replay.stateAt(n));
            moves[i] = n.moveNumber();
            movers[i] = n.turn().isInitial() ? -1 : n.turn().player();
        }
        return new GameSeries(replay.game(), states, line, moves, movers, replay.playerNames());
    }

    /** The series of the record's main line, or empty when the record has no moves. */
    public static Optional<GameSeries> ofMainLine(Replay replay) {
        List<MoveNode> line = replay.mainLine();
        return line.isEmpty() ? Optional.empty() : Optional.of(of(replay, line));
    }

    /**
     * The series of consecutive positions of one game, without a record: position
     * {@code i} is taken as move {@code i}, played by the seat to move in position
     * {@code i - 1} (position 0 by nobody: the initial investments).
     */
    public static GameSeries ofStates(Game game, List<? extends GameState> states, List<String> names) {
        int[] moves = new int[states.size()];
        int[] movers = new int[states.size()];
        for (int i = 0; i < states.size(); i++) {
            moves[i] = i;
            movers[i] = i == 0 ? -1 : states.get(i - 1).currentPlayer();
        }
        return new GameSeries(game, states, List.of(), moves, movers, names);
    }

    /**
     * The whole line a node stands on: from the initial investments down to the node, then
     * on along the main continuations to the end. This is the line the charts show while
     * the cursor is on the node (the root gives the main line).
     */
    public static List<MoveNode> lineThrough(MoveNode node) {
        List<MoveNode> path = new ArrayList<>();
        for (MoveNode n = node; !n.isRoot(); n = n.parent().orElseThrow()) path.add(n);
        java.util.Collections.reverse(path);
        MoveNode n = node;
        while (n.hasChildren()) {
            n = n.children().get(0);
            path.add(n);
        }
        return path;
    }

    // ------------------------------------------------------------------ reading

    public Board board() {
        return board;
    }

    /** The rule set's own series, in the order it lists them (empty for most rule sets). */
    public List<org.roundhouse.engine.SeriesSpec> extraSpecs() {
        return extraSpecs;
    }

    /** The value of the rule set's series {@code k} for a company or seat at a position. */
    public int extra(int k, int entity, int index) {
        return extras[k][entity][index];
    }

    /** How many lines series {@code k} has: the companies (Union Pacific included) or the seats. */
    public int extraEntities(int k) {
        return extras[k].length;
    }

    /** What the rule set calls a dividend, lower case: "dividend", or "scoring" in the stripped-down variant. */
    public String dividendName() {
        return dividendName;
    }

    /** How a company's value is counted, for people: "trains on the board + 1 (the main station)". */
    public String valueRule() {
        return valueRule;
    }

    /**
     * True when no seat's cash changes but at a dividend along the line (the base game); false where
     * trades move it too (the nineteenth-century variant's stock market).
     */
    public boolean cashOnlyAtDividends() {
        for (int i = 1; i < size(); i++) {
            if (!dividendsAt(i).isEmpty()) continue;
            for (int r = 0; r < recipients(); r++) if (cash[r][i] != cash[r][i - 1]) return false;
        }
        return true;
    }

    /** Number of positions. */
    public int size() {
        return moves.length;
    }

    public int players() {
        return players;
    }

    /** True when the two-player rules bring in the house (recipient index {@code players}). */
    public boolean hasHouse() {
        return house;
    }

    /** The seats, plus one for the house when {@link #hasHouse()}. */
    public int recipients() {
        return players + (house ? 1 : 0);
    }

    public List<String> playerNames() {
        return names;
    }

    /**
     * A seat's name, or "House" for the house: a dividend may pay a house that is not ranked
     * ({@link #hasHouse()} false), as Union Pacific for two's does, so its majorities may name it.
     */
    public String recipientName(int recipient) {
        return recipient == players ? "House" : names.get(recipient);
    }

    /** Companies including Union Pacific. */
    public int companies() {
        return companies;
    }

    public int unionPacific() {
        return companies - 1;
    }

    /** "EP&RG", or "UP" for Union Pacific. */
    public String companyName(int company) {
        return board.companyAbbreviation(company);
    }

    /** The company colour from the board (0xRRGGBB); -1 for Union Pacific, which has none. */
    public int companyRgb(int company) {
        return company == unionPacific() ? -1 : board.company(company).rgb();
    }

    /** The move number of the position (0 = the initial investments). */
    public int move(int index) {
        return moves[index];
    }

    /** The seat that played the position's move, or -1 for the initial investments. */
    public int mover(int index) {
        return movers[index];
    }

    /** The index of the position after the move, or -1 when the line does not hold it. */
    public int indexOfMove(int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) return i;
        }
        return -1;
    }

    /** The line's nodes, when the series was made from a record (empty otherwise). */
    public List<MoveNode> nodes() {
        return nodes;
    }

    /** The node of the position, when the series was made from a record. */
    public Optional<MoveNode> node(int index) {
        return nodes.isEmpty() ? Optional.empty() : Optional.of(nodes.get(index));
    }

    /** True when the line ends with the game over. */
    public boolean finished() {
        return finished;
    }

    /** Cash of a recipient (a seat, or {@code players} for the house) after the position's move. */
    public int cash(int recipient, int index) {
        return cash[recipient][index];
    }

    /** A recipient's cash over the whole line. */
    public int[] cashSeries(int recipient) {
        return cash[recipient].clone();
    }

    /** Shares of the company the seat has played face up. */
    public int played(int seat, int company, int index) {
        return played[seat][company][index];
    }

    public int[] playedSeries(int seat, int company) {
        return played[seat][company].clone();
    }

    /** The seat with the most shares of the company played, {@link #NOBODY} or {@link #TIED}. */
    public int leader(int company, int index) {
        return leader[company][index];
    }

    /** The most shares of the company any seat has played. */
    public int topShares(int company, int index) {
        return topShares[company][index];
    }

    /** The leader's lead over the runner-up in shares (0 when tied or nobody holds any). */
    public int leadMargin(int company, int index) {
        return margin[company][index];
    }

    /** The company's dividend value (trains + 1); not defined for Union Pacific. */
    public int value(int company, int index) {
        if (company == unionPacific()) throw new IllegalArgumentException("Union Pacific's value is its table: see UpTable");
        return values[company][index];
    }

    public int[] valueSeries(int company) {
        if (company == unionPacific()) throw new IllegalArgumentException("Union Pacific's value is its table: see UpTable");
        return values[company].clone();
    }

    /** Dividends paid up to and including the position's move. */
    public int dividendsPaid(int index) {
        return dividendsPaid[index];
    }

    /** What the company (Union Pacific included) has paid out in dividends up to the position. */
    public int paidSoFar(int company, int index) {
        return paidSoFar[company][index];
    }

    /** What the company (Union Pacific included) paid in dividends along the whole line. */
    public int totalPaid(int company) {
        return paidSoFar[company][size() - 1];
    }

    /** Every dividend paid along the line, in order. */
    public int totalDividends() {
        int s = 0;
        for (int c = 0; c < companies; c++) s += totalPaid(c);
        return s;
    }

    /** The company's share (0..1) of all dividends paid along the line; 0 when none were paid. */
    public double shareOfDividends(int company) {
        int all = totalDividends();
        return all == 0 ? 0 : (double) totalPaid(company) / all;
    }

    /** The dividends paid along the line, in order (a double dividend gives two events at one index). */
    public List<DividendEvent> dividends() {
        return dividends;
    }

    /** The dividends paid by the position's move (usually none; two on a double dividend). */
    public List<DividendEvent> dividendsAt(int index) {
        return dividends.stream().filter(d -> d.index() == index).toList();
    }

    /**
     * The number of leading positions this series shares with the other: by node when both
     * come from a record, otherwise by the charted numbers. An overlay is drawn from the
     * last shared position on.
     */
    public int commonPrefix(GameSeries other) {
        int n = Math.min(size(), other.size());
        int i = 0;
        if (!nodes.isEmpty() && !other.nodes.isEmpty()) {
            while (i < n && nodes.get(i) == other.nodes.get(i)) i++;
            return i;
        }
        while (i < n && samePosition(other, i)) i++;
        return i;
    }

    private boolean samePosition(GameSeries o, int i) {
        if (o.players != players || o.companies != companies || moves[i] != o.moves[i]) return false;
        for (int r = 0; r < recipients(); r++) {
            if (cash[r][i] != o.cash[r][i]) return false;
        }
        for (int p = 0; p < players; p++) {
            for (int c = 0; c < companies; c++) {
                if (played[p][c][i] != o.played[p][c][i]) return false;
            }
        }
        for (int c = 0; c < values.length; c++) {
            if (values[c][i] != o.values[c][i]) return false;
        }
        return true;
    }

    @Override
    public String toString() {
        return "GameSeries[" + size() + " positions, moves " + moves[0] + ".." + moves[moves.length - 1] + ", "
                + dividends.size() + " dividends, cash at the end " + Arrays.toString(
                        java.util.stream.IntStream.range(0, recipients()).map(r -> cash[r][size() - 1]).toArray()) + "]";
    }
}
