package org.roundhouse.ui.entry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseRules;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.ui.edit.MoveEntry;

/**
 * What cannot be done at a position, and the rules' reason for each: the answers behind
 * the move panel's "Why not?". Every reason is the engine's own
 * ({@link BaseGame#explainIllegal}); for a company that cannot build anywhere, the reasons
 * for the sections next to its network.
 */
final class WhyNot {
    private WhyNot() {
    }

    /** Groups ("Build", "Invest", ...) of {label, reason}, in the order of a turn. */
    static Map<String, List<String[]>> of(MoveEntry e) {
        Map<String, List<String[]>> out = new LinkedHashMap<>();
        BaseState s = e.state();
        BaseGame game = e.game();
        Board board = game.board();
        int p = s.currentPlayer();
        int k = board.companyCount() + 1;
        Phase phase = s.phase();
        if (phase == Phase.GAME_OVER) return out;
        if (phase == Phase.INITIAL_INVESTMENT) {
            for (int c = 0; c < k; c++) add(out, "First investment", Cards.abbr(board, c), e.whyNot(new BaseMove.Initial(p, c)));
            return out;
        }
        if (phase == Phase.DRAW_TRACK) {
            for (int kind = 0; kind < board.trackCardKinds(); kind++) {
                add(out, "Track card", Cards.kind(board, kind), e.whyNot(new BaseMove.DrawTrack(p, kind)));
            }
        }
        if (phase == Phase.REVEAL) {
            for (int c = 0; c < board.companyCount(); c++) add(out, "Card", Cards.abbr(board, c), e.whyNot(new BaseMove.Reveal(p, c)));
            add(out, "Card", "Dividend", e.whyNot(new BaseMove.Reveal(p, BaseMove.DIVIDEND)));
        }
        // builds: per company, why it cannot build anywhere
        for (int c = 0; c < board.companyCount(); c++) {
            String why = buildReason(e, s, c);
            if (why != null) add(out, "Build", Cards.abbr(board, c), Optional.of(why));
        }
        for (int c = 0; c < k; c++) {
            add(out, "Invest", Cards.abbr(board, c), e.whyNot(BaseMove.Invest.of(p, c, 1)));
        }
        for (int kind = 0; kind < board.trackCardKinds(); kind++) {
            add(out, "Pass", "Discard " + Cards.kind(board, kind).toLowerCase() + " and take a share",
                    e.whyNot(new BaseMove.Forgo(p, kind)));
        }
        Set<Integer> shown = new LinkedHashSet<>();
        for (int c : s.display()) if (c >= 0) shown.add(c);
        for (int c = 0; c < board.companyCount(); c++) {
            if (phase != Phase.TAKE_SHARE || !shown.contains(c)) {
                add(out, "Take", Cards.abbr(board, c) + " face up", e.whyNot(BaseMove.Take.display(p, c)));
            }
        }
        add(out, "Take", "Top of the deck", e.whyNot(BaseMove.Take.deck(p)));
        add(out, "Take", "Union Pacific", e.whyNot(BaseMove.Take.unionPacific(p)));
        for (int c = 0; c < k; c++) add(out, "Exchange", "Give " + Cards.abbr(board, c), e.whyNot(new BaseMove.Exchange(p, c)));
        for (int kind = 0; kind < board.trackCardKinds(); kind++) {
            add(out, "Discard", Cards.kind(board, kind), e.whyNot(new BaseMove.Discard(p, kind)));
        }
        return out;
    }

    private static void add(Map<String, List<String[]>> out, String group, String label, Optional<String> why) {
        why.ifPresent(w -> out.computeIfAbsent(group, g -> new ArrayList<>()).add(new String[] {label, w}));
    }

    /**
     * Why the company cannot build now, or null when it can: the engine's reasons for the
     * sections next to its network (at most three different ones).
     */
    static String buildReason(MoveEntry e, BaseState s, int company) {
        BaseGame game = e.game();
        Board board = game.board();
        int p = s.currentPlayer();
        if (s.phase() == Phase.ACTION) {
            for (BaseMove.Build b : game.legalBuilds(s)) if (b.company() == company) return null;
        }
        Set<String> reasons = new LinkedHashSet<>();
        int wild = board.wildKind();
        for (Section sec : board.sections()) {
            if (!s.reaches(company, sec.cityA()) && !s.reaches(company, sec.cityB())) continue;
            if (s.runsOn(company, sec.index())) continue;
            Optional<Refusal> plain = e.refusal(new BaseMove.Build(p, sec.trackType(), company, sec.index()));
            Optional<Refusal> wildCard = e.refusal(new BaseMove.Build(p, wild, company, sec.index()));
            // without the section's own card, the wild card's reason is the one that says something
            Optional<Refusal> why = plain.isEmpty() || wildCard.isEmpty() ? Optional.empty()
                    : plain.get().code().equals(BaseRules.NO_TRACK_CARD) ? wildCard : plain;
            why.map(Refusal::sentence).ifPresent(reasons::add);
            if (reasons.size() >= 3) break;
        }
        if (reasons.isEmpty()) {
            Optional<String> any = e.whyNot(new BaseMove.Build(p, wild, company, 0));
            return any.orElse(null);
        }
        return String.join("; ", reasons);
    }
}
