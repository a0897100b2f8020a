package org.roundhouse.engine.upfortwo;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseWords;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/**
 * "Union Pacific for two" in words, in the manner of the base game's: "Anna shows three
 * plain cards and draws two, builds DM Denver–Casper (mountain), takes a card from their
 * personal deck". What the viewer cannot see stays hidden: the other seat reads that a card
 * was taken blind, not which, and never learns that three of a kind were kept.
 */
final class UpForTwoWords implements StepWords {
    private final BaseGame game;
    /** The steps of the base game's table, in its words. */
    private final BaseWords table;

    UpForTwoWords(UpForTwo game) {
        this.game = game.base();
        this.table = new BaseWords(game.base());
    }

    @Override
    public String turn(List<Move> turn, int dividendsDrawnBefore, int viewer, IntFunction<String> names) {
        if (turn.get(0).isSimultaneous()) return table.initialInvestments(turn, names);
        int p = turn.get(0).player();
        boolean sees = viewer == ALL_SEEING || viewer == p;
        List<String> parts = new ArrayList<>();
        int dividends = dividendsDrawnBefore;
        List<String> dividendNotes = new ArrayList<>();
        for (int i = 0; i < turn.size(); i++) {
            Move m = turn.get(i);
            if (m instanceof ShowThree s) {
                parts.add(WORDS.text("u42.part.showsThree", kind(s.kind())));
            } else if (m instanceof BaseMove b && table.turnPart(b) != null) {
                parts.add(table.turnPart(b));
            } else if (m instanceof TakeFaceUp t) {
                parts.add(WORDS.text("base.part.takesDisplay", name(t.company())));
            } else if (m instanceof TakeBlind) {
                String card = sees ? cardToHand(turn, i) : null;
                parts.add(card != null ? WORDS.text("u42.part.takesBlindSeen", card) : WORDS.text("u42.part.takesBlind"));
            } else if (m instanceof TakePersonal) {
                String card = sees && i + 1 < turn.size() && turn.get(i + 1) instanceof RevealPersonal r ? name(r.company()) : null;
                parts.add(card != null ? WORDS.text("u42.part.takesPersonalSeen", card) : WORDS.text("u42.part.takesPersonal"));
            } else if (m instanceof Exchange x && !x.keeps()) {
                parts.add(sees ? WORDS.text("u42.part.trades", name(x.company())) : WORDS.text("u42.part.tradesHidden"));
            } else if (m instanceof Reveal r && r.isDividend()) {
                dividends++;
                dividendNotes.add(WORDS.text("words.dividend", dividends));
            }
            // track draws, kept three of a kind and cards turned up for the display are left to the step list
        }
        return Phrases.summary(names.apply(p), parts, dividendNotes);
    }

    /** The card a blind take from the main deck put in the hand: the first share turned up after it. */
    private String cardToHand(List<Move> turn, int take) {
        for (int j = take + 1; j < turn.size(); j++) {
            if (turn.get(j) instanceof Reveal r) {
                if (!r.isDividend()) return name(r.card());
            } else {
                return null;
            }
        }
        return null;
    }

    @Override
    public List<String> steps(List<Move> turn, int viewer, IntFunction<String> names) {
        List<String> out = new ArrayList<>();
        // a blind take from the main deck: the next share turned up goes to the hand, unseen by the others
        boolean toHand = false;
        for (Move m : turn) {
            int p = m.player();
            boolean sees = viewer == ALL_SEEING || viewer == p;
            String who = names.apply(p);
            String s = m instanceof BaseMove b ? table.step(b, who, sees) : null;
            if (s != null) {
                // a step of the base game's table
            } else if (m instanceof ShowThree t) {
                s = WORDS.text("u42.step.showsThree", who, kind(t.kind()));
            } else if (m instanceof KeepThree) {
                s = sees ? WORDS.text("u42.step.keepsThree", who) : WORDS.text("u42.step.startsTurn", who);
            } else if (m instanceof TakeFaceUp t) {
                s = WORDS.text("u42.step.takesFaceUp", who, name(t.company()), t.slot() + 1);
            } else if (m instanceof TakeBlind) {
                s = who + " " + WORDS.text("u42.part.takesBlind");
                toHand = true;
            } else if (m instanceof TakePersonal) {
                s = who + " " + WORDS.text("u42.part.takesPersonal");
            } else if (m instanceof RevealPersonal r) {
                s = sees ? WORDS.text("u42.step.personalGives", who, name(r.company())) : WORDS.text("u42.step.personalHidden", who);
            } else if (m instanceof Reveal r) {
                if (r.isDividend()) {
                    s = WORDS.text("base.step.dividendUp");
                } else if (toHand) {
                    s = sees ? WORDS.text("u42.step.drawsMain", who, name(r.card())) : WORDS.text("u42.step.drawsMainHidden", who);
                    toHand = false;
                } else {
                    s = WORDS.text("u42.step.mainTurnsUp", name(r.card()));
                }
            } else if (m instanceof Exchange x) {
                s = x.keeps() ? WORDS.text("base.step.keeps", who)
                        : who + " " + (sees ? WORDS.text("u42.part.trades", name(x.company())) : WORDS.text("u42.part.tradesHidden"));
            } else {
                s = who + " " + m;
            }
            out.add(s);
        }
        return out;
    }

    private String name(int company) {
        return game.name(company);
    }

    private String kind(int kind) {
        return game.trackKindName(kind);
    }
}
