package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.board.Company;
import org.roundhouse.engine.BoardPicture;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.DividendPayment;

/**
 * The outcome of a record's main line: cash and ranking, every dividend with what each
 * player received, and the companies at the end. As text for people and as JSON for
 * scripts (fields in {@code docs/cli.md}).
 */
public final class GameSummary {
    private final Replay replay;
    private final GameState finalState;
    private final PublicView end;
    private final int moves;

    private GameSummary(Replay replay) {
        this.replay = replay;
        this.finalState = replay.finalState();
        this.end = replay.game().view(finalState);
        this.moves = Math.max(0, replay.record().mainLineEnd().moveNumber());
    }

    public static GameSummary of(Replay replay) {
        return new GameSummary(replay);
    }

    public GameState finalState() {
        return finalState;
    }

    /** 1-based rank of a recipient (a seat, or {@code players} for the house); ties share a rank. */
    public int rank(int recipient) {
        int better = 0;
        int[] order = end.ranking();
        for (int r : order) if (end.cashOf(r) > end.cashOf(recipient)) better++;
        return better + 1;
    }

    private String recipientName(int r) {
        return r < end.players() ? replay.playerName(r) : "house";
    }

    /** The recipient as the text shows it: the house in the language. */
    private String recipientShown(int r) {
        return r < end.players() ? replay.playerName(r) : WORDS.text("summary.house");
    }

    /** The outcome for people, in the language (the engine's option summary and value caption as the engine gives them). */
    public String toText() {
        GameSetup s = replay.record().setup();
        Board board = replay.board();
        PositionFacts facts = replay.game().facts(finalState, PositionFacts.ALL_SEEING);
        String dividend = facts.dividendName;
        StringBuilder b = new StringBuilder();
        b.append(WORDS.text("summary.players", s.playerCount(), replay.game().describeOptions(s.playerCount()))).append('\n');
        b.append(WORDS.text(finalState.isOver() ? "summary.finished" : "summary.notFinished", moves)).append(", ")
                .append(paid(dividend, end.dividendsPaid())).append("\n\n");
        b.append(WORDS.text("summary.ranking")).append('\n');
        for (int r : end.ranking()) {
            b.append(String.format("  %d. %-20s %4d%n", rank(r), recipientShown(r), end.cashOf(r)));
        }
        String capital = capital(term(dividend));
        for (DividendPayment p : end.payments()) {
            b.append('\n').append(WORDS.text("summary.payment", capital, p.number(), p.moveNumber(), replay.playerName(p.drawnBy())))
                    .append('\n');
            for (int r = 0; r < p.total().length; r++) {
                b.append(String.format("  %-20s +%d", recipientShown(r), p.total()[r]));
                List<String> parts = new ArrayList<>();
                for (int c = 0; c < p.payouts()[r].length; c++) {
                    if (p.payouts()[r][c] > 0) parts.add(board.companyAbbreviation(c) + " " + p.payouts()[r][c]);
                }
                if (!parts.isEmpty()) b.append("  (").append(String.join(", ", parts)).append(')');
                b.append('\n');
            }
        }
        String trains = WORDS.text(replay.game().boardPicture() == BoardPicture.MAP ? "summary.trains.board" : "summary.trains.row");
        String shares = switch (facts.playedName) {
            case "played" -> WORDS.text("summary.shares.played");
            case "owned" -> WORDS.text("summary.shares.owned");
            default -> "shares " + facts.playedName + " by players";
        };
        b.append('\n').append(WORDS.text("summary.companies", trains, facts.valueCaption, shares)).append('\n');
        String value = term(facts.valueName);
        for (Company c : board.companies()) {
            b.append(String.format(WORDS.text("summary.company"), c.abbreviation(), c.name(),
                    end.trainsPlaced(c.index()), value, end.companyValue(c.index()), end.totalPlayed(c.index())));
        }
        b.append(String.format(WORDS.text("summary.unionPacific"), "UP", "Union Pacific", "", "",
                end.totalPlayed(board.unionPacific())));
        return b.toString();
    }

    /** "4 dividends paid", "1 scoring paid" in the language; a rule set's word without a key as English writes it. */
    private static String paid(String dividendName, int n) {
        return switch (dividendName) {
            case "dividend" -> WORDS.text("summary.paid.dividend", n);
            case "scoring" -> WORDS.text("summary.paid.scoring", n);
            default -> n + " " + dividendName + (n == 1 ? "" : "s") + " paid";
        };
    }

    /** One of the engine's words for a rule set's things ("dividend", "price") in the language. */
    private static String term(String engineWord) {
        return switch (engineWord) {
            case "dividend" -> WORDS.text("summary.term.dividend");
            case "scoring" -> WORDS.text("summary.term.scoring");
            case "value" -> WORDS.text("summary.term.value");
            case "price" -> WORDS.text("summary.term.price");
            default -> engineWord;
        };
    }

    private static String capital(String word) {
        return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    public String toJson(String file) {
        GameSetup s = replay.record().setup();
        Board board = replay.board();
        int n = end.players();
        return Json.write(j -> {
            j.writeStartObject();
            j.writeStringProperty("format", "roundhouse-summary/1");
            j.writeStringProperty("file", file);
            j.writeStringProperty("board", s.boardId());
            j.writeStringProperty("rules", s.rulesetId());
            for (RuleOption o : s.ruleSet().options()) {
                if (!o.summarised(s.option(o.tag()))) continue;
                // a tag is written with a small first letter (ThreeOfAKind as threeOfAKind), a switch as true or false
                String name = Character.toLowerCase(o.tag().charAt(0)) + o.tag().substring(1);
                if (o.isYesNo()) {
                    j.writeBooleanProperty(name, s.isOn(o.tag()));
                } else {
                    j.writeStringProperty(name, s.option(o.tag()));
                }
            }
            j.writeBooleanProperty("finished", finalState.isOver());
            j.writeNumberProperty("moves", moves);
            j.writeArrayPropertyStart("players");
            for (int p = 0; p < n; p++) {
                j.writeStartObject();
                j.writeStringProperty("seat", String.valueOf(GameSetup.seatLetter(p)));
                j.writeStringProperty("name", replay.playerName(p));
                j.writeNumberProperty("cash", end.cash(p));
                j.writeNumberProperty("rank", rank(p));
                j.writeObjectPropertyStart("sharesPlayed");
                for (int c = 0; c <= board.companyCount(); c++) {
                    if (end.playedShares(p, c) > 0) j.writeNumberProperty(board.companyAbbreviation(c), end.playedShares(p, c));
                }
                j.writeEndObject();
                j.writeEndObject();
            }
            j.writeEndArray();
            if (end.hasHouse()) {
                j.writeObjectPropertyStart("house");
                j.writeNumberProperty("cash", end.houseCash());
                j.writeNumberProperty("rank", rank(n));
                j.writeEndObject();
            } else {
                j.writeNullProperty("house");
            }
            j.writeArrayPropertyStart("winners");
            for (int w : end.winners()) j.writeString(recipientName(w));
            j.writeEndArray();
            j.writeArrayPropertyStart("dividends");
            for (DividendPayment p : end.payments()) {
                j.writeStartObject();
                j.writeNumberProperty("number", p.number());
                j.writeNumberProperty("move", p.moveNumber());
                j.writeStringProperty("drawnBy", replay.playerName(p.drawnBy()));
                j.writeArrayPropertyStart("received");
                for (int r = 0; r < n; r++) j.writeNumber(p.total()[r]);
                j.writeEndArray();
                if (p.includesHouse(n)) {
                    j.writeNumberProperty("houseReceived", p.total()[n]);
                } else {
                    j.writeNullProperty("houseReceived");
                }
                j.writeArrayPropertyStart("companies");
                for (int c = 0; c <= board.companyCount(); c++) {
                    j.writeStartObject();
                    j.writeStringProperty("company", board.companyAbbreviation(c));
                    if (c < board.companyCount()) j.writeNumberProperty("value", p.values()[c]);
                    j.writeArrayPropertyStart("paid");
                    for (int r = 0; r < p.payouts().length; r++) j.writeNumber(p.payouts()[r][c]);
                    j.writeEndArray();
                    j.writeEndObject();
                }
                j.writeEndArray();
                j.writeEndObject();
            }
            j.writeEndArray();
            j.writeArrayPropertyStart("companies");
            for (Company c : board.companies()) {
                j.writeStartObject();
                j.writeStringProperty("company", c.abbreviation());
                j.writeStringProperty("name", c.name());
                j.writeNumberProperty("trains", end.trainsPlaced(c.index()));
                j.writeNumberProperty("value", end.companyValue(c.index()));
                j.writeNumberProperty("sharesPlayed", end.totalPlayed(c.index()));
                j.writeEndObject();
            }
            j.writeStartObject();
            j.writeStringProperty("company", "UP");
            j.writeStringProperty("name", "Union Pacific");
            j.writeNumberProperty("sharesPlayed", end.totalPlayed(board.unionPacific()));
            j.writeEndObject();
            j.writeEndArray();
            j.writeEndObject();
        });
    }
}
