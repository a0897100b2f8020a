package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import static org.roundhouse.text.Messages.WORDS;

import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Phrases;
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
import org.roundhouse.engine.base.BaseMove.Source;
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
        if (turn.get(0).isSimultaneous()) return initialInvestments(turn, names);
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
                    parts.add(sees ? WORDS.text("base.part.gives", name(x.company())) : WORDS.text("base.part.exchanges"));
                }
            } else if (m instanceof Reveal r && r.isDividend()) {
                dividends++;
                dividendNotes.add(WORDS.text("words.dividend", dividends));
            }
            // track draws and display refills are left to the step list
        }
        return Phrases.summary(names.apply(p), parts, dividendNotes);
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
                s = who + " " + (t.source() == Source.DECK ? WORDS.text("base.part.takesTop") : take(t, List.of(), 0, true));
            } else if (m instanceof Reveal r) {
                s = r.isDividend() ? WORDS.text("base.step.dividendUp") : WORDS.text("base.step.deckTurnsUp", name(r.card()));
            } else if (m instanceof Exchange x) {
                s = x.keeps() ? WORDS.text("base.step.keeps", who)
                        : who + " " + (sees ? WORDS.text("base.part.gives", name(x.company())) : WORDS.text("base.part.exchanges"));
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
        if (m instanceof Build b) return WORDS.text("base.part.builds", build(b));
        if (m instanceof Invest inv) return WORDS.text("base.part.plays", invest(inv));
        if (m instanceof Discard d) {
            return d.card() == BaseMove.NO_CARD ? WORDS.text("base.part.noTrackToDiscard") : WORDS.text("base.part.discards", aCard(d.card()));
        }
        if (m instanceof Forgo f) {
            return f.card() == BaseMove.NO_CARD ? WORDS.text("base.part.passes") : WORDS.text("base.part.forgoDiscards", aCard(f.card()));
        }
        if (m instanceof ReplaceDead r) return WORDS.text("base.part.replacesDead", kind(r.card()));
        return null;
    }

    /**
     * One step of the table's own as a sentence for a viewer who {@code sees} the mover's
     * cards or not (a first investment, a track draw, a build, an investment, a discard or
     * pass, a dead card removed); null for the other steps.
     */
    public String step(BaseMove m, String who, boolean sees) {
        if (m instanceof Initial in) return WORDS.text("base.step.initial", who, name(in.company()));
        if (m instanceof DrawTrack d) {
            return d.kind() == BaseMove.NO_CARD ? WORDS.text("base.step.drawsNone", who)
                    : sees ? WORDS.text("base.step.draws", who, aCard(d.kind())) : WORDS.text("base.step.drawsHidden", who);
        }
        if (m instanceof Build || m instanceof Invest || m instanceof Discard) return who + " " + turnPart(m);
        if (m instanceof Forgo f) {
            return f.card() == BaseMove.NO_CARD ? WORDS.text("base.step.passes", who) : WORDS.text("base.step.forgoDiscards", who, aCard(f.card()));
        }
        if (m instanceof ReplaceDead r) return WORDS.text("base.step.removesDead", who, kind(r.card()));
        return null;
    }

    /** The first investments, chosen together: "Initial investments: Anna DM, Ben MS"; other steps are left out. */
    public String initialInvestments(List<Move> turn, IntFunction<String> names) {
        List<String> parts = new ArrayList<>();
        for (Move m : turn) {
            if (m instanceof Initial in) parts.add(names.apply(in.player()) + " " + name(in.company()));
        }
        return Phrases.initialInvestments(parts);
    }

    private String take(Take t, List<BaseMove> steps, int at, boolean sees) {
        return switch (t.source()) {
            case DISPLAY -> WORDS.text("base.part.takesDisplay", name(t.company()));
            case UNION_PACIFIC -> WORDS.text("base.part.takesUp");
            case DECK -> {
                if (!sees) yield WORDS.text("base.part.takesFromDeckHidden");
                for (int j = at + 1; j < steps.size(); j++) {
                    if (steps.get(j) instanceof Reveal r && !r.isDividend()) yield WORDS.text("base.part.takesFromDeck", name(r.card()));
                    if (!(steps.get(j) instanceof Reveal)) break;
                }
                yield WORDS.text("base.part.takesFromDeckHidden");
            }
        };
    }

    /** "DM Denver–Casper (mountain)", with ", wild card" when a wild card paid for it. */
    String build(Build b) {
        Section s = board.section(b.section());
        String type = s.trackType() >= 0 && s.trackType() < board.trackTypeCount()
                ? Phrases.trackType(board.trackTypes().get(s.trackType())) : WORDS.text("track.unknown");
        return WORDS.text(b.card() == board.wildKind() ? "base.build.wild" : "base.build", name(b.company()), board.sectionName(b.section()), type);
    }

    private String invest(Invest inv) {
        if (inv.isPair()) return Phrases.pair(name(inv.company()), name(inv.second()));
        return inv.count() == 1 ? name(inv.company()) : inv.count() + " " + name(inv.company());
    }

    private String name(int company) {
        return game.name(company);
    }

    private String kind(int kind) {
        return game.trackKindName(kind);
    }

    private String aCard(int kind) {
        return Phrases.aCard(kind(kind));
    }
}
