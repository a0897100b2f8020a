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
public final class BaseWords implements StepWords {
    private final BaseGame game;
    private final Board board;

    public BaseWords(BaseGame game) {
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
            String shared = turnPart(m);
            if (shared != null) {
                parts.add(shared);
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
            String s = step(m, who, sees);
            if (s != null) {
                // a step every game on this table shares
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

    /**
     * What a step of the table's own (a build, an investment, a discard or pass, a dead card
     * replaced) adds to a turn's summary: "builds DM Denver–Casper (mountain)"; null for the
     * other steps. Variants on the base game's table describe these steps with it.
     */
    public String turnPart(BaseMove m) {
        if (m instanceof Build b) return "builds " + build(b);
        if (m instanceof Invest inv) return "plays " + invest(inv);
        if (m instanceof Discard d) {
            return d.card() == BaseMove.NO_CARD ? "has no track card to discard" : "discards " + article(kind(d.card())) + " card";
        }
        if (m instanceof Forgo f) {
            return f.card() == BaseMove.NO_CARD ? "holds neither a track card nor a share and passes"
                    : "cannot build or invest, discards " + article(kind(f.card())) + " card";
        }
        if (m instanceof ReplaceDead r) return "replaces a dead " + kind(r.card()) + " card";
        return null;
    }

    /**
     * One step of the table's own as a sentence for a viewer who {@code sees} the mover's
     * cards or not (a first investment, a track draw, a build, an investment, a discard or
     * pass, a dead card removed); null for the other steps.
     */
    public String step(BaseMove m, String who, boolean sees) {
        if (m instanceof Initial in) return who + " invests in " + name(in.company());
        if (m instanceof DrawTrack d) {
            return who + (d.kind() == BaseMove.NO_CARD ? " draws no track card (none left)"
                    : sees ? " draws " + article(kind(d.kind())) + " card" : " draws a track card");
        }
        if (m instanceof Build bu) return who + " builds " + build(bu);
        if (m instanceof Invest inv) return who + " plays " + invest(inv);
        if (m instanceof Discard d) {
            return d.card() == BaseMove.NO_CARD ? who + " has no track card to discard" : who + " discards " + article(kind(d.card())) + " card";
        }
        if (m instanceof Forgo f) {
            return f.card() == BaseMove.NO_CARD ? who + " cannot move and passes" : who + " cannot move and discards " + article(kind(f.card())) + " card";
        }
        if (m instanceof ReplaceDead r) return who + " removes a dead " + kind(r.card()) + " card";
        return null;
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
