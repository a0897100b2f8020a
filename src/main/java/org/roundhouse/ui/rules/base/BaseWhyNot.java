package org.roundhouse.ui.rules.base;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.TableEntry.Reason;

/**
 * What cannot be done at a position of the base game's steps, and the rules' reason for
 * each: the answers behind the move panel's "Why not?". Every reason is the rule set's own
 * {@link Refusal}; for a company that cannot build anywhere, the reasons for the sections
 * next to its network, chosen by the refusals' codes (never by their words).
 */
public final class BaseWhyNot {
    private final MoveEntry e;
    private final BaseState table;
    private final Board board;
    private final List<Reason> out = new ArrayList<>();

    /** @param table the base game's table of the entry's position */
    public BaseWhyNot(MoveEntry e, BaseState table) {
        this.e = e;
        this.table = table;
        this.board = table.board();
    }

    /** The reasons so far. */
    public List<Reason> reasons() {
        return out;
    }

    public void add(String group, String label, Move step) {
        e.refusal(step).ifPresent(r -> out.add(new Reason(group, label, r)));
    }

    /** Groups in the order of a base-game turn. */
    static List<Reason> of(MoveEntry e) {
        BaseState s = (BaseState) e.state();
        BaseWhyNot w = new BaseWhyNot(e, s);
        if (s.isOver()) return w.out;
        int p = s.currentPlayer();
        int k = w.board.companyCount() + 1;
        if (s.isSimultaneous()) {
            for (int c = 0; c < k; c++) w.add(UI.text("rows.firstInvestment"), Cards.abbr(w.board, c), new BaseMove.Initial(p, c));
            return w.out;
        }
        w.draws(s.phase() == org.roundhouse.engine.base.Phase.DRAW_TRACK, s.phase() == org.roundhouse.engine.base.Phase.REVEAL);
        w.actions();
        Set<Integer> shown = new LinkedHashSet<>();
        for (int c : s.display()) if (c >= 0) shown.add(c);
        for (int c = 0; c < w.board.companyCount(); c++) {
            if (s.phase() != org.roundhouse.engine.base.Phase.TAKE_SHARE || !shown.contains(c)) {
                w.add(UI.text("rows.take"), UI.text("rows.whyNot.faceUp", Cards.abbr(w.board, c)), BaseMove.Take.display(p, c));
            }
        }
        w.add(UI.text("rows.take"), UI.text("rows.whyNot.deck"), BaseMove.Take.deck(p));
        w.add(UI.text("rows.take"), "Union Pacific", BaseMove.Take.unionPacific(p));
        w.exchanges(UI.text("base.exchange"));
        w.discards();
        return w.out;
    }

    /** The track cards and share-deck cards that cannot come, at a draw. */
    public void draws(boolean track, boolean reveal) {
        int p = e.seat();
        if (track) {
            for (int kind = 0; kind < board.trackCardKinds(); kind++) add(UI.text("rows.trackCard"), Cards.kind(board, kind), new BaseMove.DrawTrack(p, kind));
        }
        if (reveal) {
            for (int c = 0; c < board.companyCount(); c++) add(UI.text("rows.card"), Cards.abbr(board, c), new BaseMove.Reveal(p, c));
            add(UI.text("rows.card"), Terms.capital(Terms.of("dividend")), new BaseMove.Reveal(p, BaseMove.DIVIDEND));
        }
    }

    /** Builds (per company), investments and the pass. */
    public void actions() {
        int p = e.seat();
        int k = board.companyCount() + 1;
        for (int c = 0; c < board.companyCount(); c++) {
            Optional<Refusal> why = buildReason(e, table, c);
            int company = c;
            why.ifPresent(r -> out.add(new Reason(UI.text("rows.build"), Cards.abbr(board, company), r)));
        }
        for (int c = 0; c < k; c++) add(UI.text("rows.invest"), Cards.abbr(board, c), BaseMove.Invest.of(p, c, 1));
        for (int kind = 0; kind < board.trackCardKinds(); kind++) {
            add(UI.text("rows.pass"), UI.text("rows.pass.discard", Cards.kind(board, kind).toLowerCase()), new BaseMove.Forgo(p, kind));
        }
    }

    public void exchanges(String group) {
        int p = e.seat();
        for (int c = 0; c < board.companyCount() + 1; c++) add(group, UI.text("rows.give", Cards.abbr(board, c)), new BaseMove.Exchange(p, c));
    }

    public void discards() {
        int p = e.seat();
        for (int kind = 0; kind < board.trackCardKinds(); kind++) add(UI.text("rows.discard"), Cards.kind(board, kind), new BaseMove.Discard(p, kind));
    }

    /**
     * Why the company cannot build now, or empty when it can: the rules' reasons for the
     * sections next to its network (at most three different ones, joined), under the code of
     * the first.
     */
    public static Optional<Refusal> buildReason(MoveEntry e, BaseState s, int company) {
        Board board = s.board();
        int p = e.seat();
        for (Move m : e.legalSteps()) if (m instanceof BaseMove.Build b && b.company() == company) return Optional.empty();
        Set<String> reasons = new LinkedHashSet<>();
        String code = null;
        int wild = board.wildKind();
        for (Section sec : board.sections()) {
            if (!s.reaches(company, sec.cityA()) && !s.reaches(company, sec.cityB())) continue;
            if (s.runsOn(company, sec.index())) continue;
            Optional<Refusal> plain = e.refusal(new BaseMove.Build(p, sec.trackType(), company, sec.index()));
            Optional<Refusal> wildCard = e.refusal(new BaseMove.Build(p, wild, company, sec.index()));
            // without the section's own card, the wild card's reason is the one that says something
            Optional<Refusal> why = plain.isEmpty() || wildCard.isEmpty() ? Optional.empty()
                    : plain.get().code().equals(BaseGame.NO_TRACK_CARD) ? wildCard : plain;
            if (why.isPresent()) {
                if (code == null) code = why.get().code();
                reasons.add(why.get().sentence());
            }
            if (reasons.size() >= 3) break;
        }
        if (reasons.isEmpty()) return e.refusal(new BaseMove.Build(p, wild, company, 0));
        return Optional.of(new Refusal(code, String.join("; ", reasons)));
    }
}
