package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseMove.Take;

/**
 * The base game's steps in words, as the move tree and the status bar show them:
 * "Anna builds DM Denver–Casper (mountain), takes MS from the display". A seat that is not
 * the one moving sees only that the others took "a share from the deck" or "exchanged a share".
 */
final class BaseWords implements StepWords {
    private final BaseGame game;
    private final Board board;

    BaseWords(BaseGame game) {
        this.game = game;
        this.board = game.board();
    }

    @Override
    public String turn(List<Move> turn, int dividendsDrawnBefore, int viewer, IntFunction<String> names) {
        if (turn.get(0).isSimultaneous()) return describeInitial(turn, names);
        int p = turn.get(0).player();
        boolean sees = viewer == ALL_SEEING || viewer == p;
        List<String> parts = new ArrayList<>();
        List<BaseMove> steps = steps(turn);
        int dividends = dividendsDrawnBefore;
        List<String> dividendNotes = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            BaseMove m = steps.get(i);
            if (m instanceof Build b) {
                parts.add("builds " + build(b));
            } else if (m instanceof Invest inv) {
                parts.add("plays " + invest(inv));
            } else if (m instanceof Discard d) {
                parts.add(d.card() == BaseMove.NO_CARD ? "has no track card to discard" : "discards " + article(kind(d.card())) + " card");
            } else if (m instanceof Forgo f) {
                parts.add(f.card() == BaseMove.NO_CARD ? "holds neither a track card nor a share and passes"
                        : "cannot build or invest, discards " + article(kind(f.card())) + " card");
            } else if (m instanceof ReplaceDead r) {
                parts.add("replaces a dead " + kind(r.card()) + " card");
            } else if (m instanceof Take t) {
                parts.add(take(t, steps, i, sees));
            } else if (m instanceof Exchange x) {
                if (!x.keeps()) {
                    parts.add(sees ? "gives " + name(x.company()) + " for a UP share" : "exchanges a share for a UP share");
                }
            } else if (m instanceof Reveal r && r.isDividend()) {
                dividends++;
                dividendNotes.add("dividend " + dividends);
            }
            // track draws and display refills are left to the step list
        }
        StringBuilder b = new StringBuilder(names.apply(p)).append(' ');
        if (parts.isEmpty()) b.append("draws a track card");
        else b.append(String.join(", ", parts));
        if (!dividendNotes.isEmpty()) b.append(" — ").append(String.join(", ", dividendNotes)).append(" paid");
        return b.toString();
    }

    private static List<BaseMove> steps(List<Move> steps) {
        return steps.stream().map(BaseMove.class::cast).toList();
    }

    @Override
    public List<String> steps(List<Move> turn, int viewer, IntFunction<String> names) {
        List<String> out = new ArrayList<>();
        for (BaseMove m : steps(turn)) {
            int p = m.player();
            boolean sees = viewer == ALL_SEEING || viewer == p;
            String who = names.apply(p);
            String s;
            if (m instanceof Initial in) {
                s = who + " invests in " + name(in.company());
            } else if (m instanceof DrawTrack d) {
                s = who + (d.kind() == BaseMove.NO_CARD ? " draws no track card (none left)"
                        : sees ? " draws " + article(kind(d.kind())) + " card" : " draws a track card");
            } else if (m instanceof Build bu) {
                s = who + " builds " + build(bu);
            } else if (m instanceof Invest inv) {
                s = who + " plays " + invest(inv);
            } else if (m instanceof Discard d) {
                s = d.card() == BaseMove.NO_CARD ? who + " has no track card to discard" : who + " discards " + article(kind(d.card())) + " card";
            } else if (m instanceof Forgo f) {
                s = f.card() == BaseMove.NO_CARD ? who + " cannot move and passes" : who + " cannot move and discards " + article(kind(f.card())) + " card";
            } else if (m instanceof ReplaceDead r) {
                s = who + " removes a dead " + kind(r.card()) + " card";
            } else if (m instanceof Take t) {
                s = who + switch (t.source()) {
                    case DISPLAY -> " takes " + name(t.company()) + " from the display";
                    case DECK -> " takes the top card of the deck";
                    case UNION_PACIFIC -> " takes a UP share";
                };
            } else if (m instanceof Reveal r) {
                s = r.isDividend() ? "A dividend card is turned up" : "The deck turns up " + name(r.card());
            } else if (m instanceof Exchange x) {
                s = x.keeps() ? who + " keeps the hand"
                        : sees ? who + " gives " + name(x.company()) + " for a UP share" : who + " exchanges a share for a UP share";
            } else {
                s = who + " " + m;
            }
            out.add(s);
        }
        return out;
    }

    private String describeInitial(List<Move> turn, IntFunction<String> names) {
        List<String> parts = new ArrayList<>();
        for (BaseMove m : steps(turn)) {
            if (m instanceof Initial in) parts.add(names.apply(in.player()) + " " + name(in.company()));
        }
        return "Initial investments: " + String.join(", ", parts);
    }

    private String take(Take t, List<BaseMove> steps, int at, boolean sees) {
        return switch (t.source()) {
            case DISPLAY -> "takes " + name(t.company()) + " from the display";
            case UNION_PACIFIC -> "takes a UP share";
            case DECK -> {
                if (!sees) yield "takes a share from the deck";
                for (int j = at + 1; j < steps.size(); j++) {
                    if (steps.get(j) instanceof Reveal r && !r.isDividend()) yield "takes " + name(r.card()) + " from the deck";
                    if (!(steps.get(j) instanceof Reveal)) break;
                }
                yield "takes a share from the deck";
            }
        };
    }

    /** "DM Denver–Casper (mountain)", with ", wild card" when a wild card paid for it. */
    String build(Build b) {
        Section s = board.section(b.section());
        String type = s.trackType() >= 0 && s.trackType() < board.trackTypeCount()
                ? board.trackTypes().get(s.trackType()) : "track";
        return name(b.company()) + " " + board.sectionName(b.section()) + " (" + type
                + (b.card() == board.wildKind() ? ", wild card" : "") + ")";
    }

    private String invest(Invest inv) {
        if (inv.isPair()) return name(inv.company()) + " and " + name(inv.second());
        return inv.count() == 1 ? name(inv.company()) : inv.count() + " " + name(inv.company());
    }

    private String name(int company) {
        return game.name(company);
    }

    private String kind(int kind) {
        return game.trackKindName(kind);
    }

    static String article(String word) {
        if (word.isEmpty()) return word;
        return ("aeiou".indexOf(Character.toLowerCase(word.charAt(0))) >= 0 ? "an " : "a ") + word;
    }
}
