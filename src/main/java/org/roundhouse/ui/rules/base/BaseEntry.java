package org.roundhouse.ui.rules.base;

import static org.roundhouse.text.Messages.UI;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.DealForm;
import org.roundhouse.ui.rules.EntryForm;
import org.roundhouse.ui.rules.HandsForm;
import org.roundhouse.ui.rules.OptionsForm;
import org.roundhouse.ui.rules.TableEntry;

/** The base game entered from the table: its steps' rows, "Why not?", its options, its deal and hands. */
public final class BaseEntry implements TableEntry {
    private static BaseState state(MoveEntry e) {
        return (BaseState) e.state();
    }

    @Override
    public String heading(MoveEntry entry, IntFunction<String> names) {
        BaseState s = state(entry);
        String who = s.isOver() ? "" : names.apply(entry.seat());
        return switch (s.phase()) {
            case INITIAL_INVESTMENT -> UI.text("base.heading.initial", who);
            case DRAW_TRACK -> UI.text("base.heading.draw", who);
            case ACTION -> UI.text("base.heading.action", who);
            case TAKE_SHARE -> UI.text("base.heading.take", who);
            case REVEAL -> UI.text("base.heading.reveal");
            case EXCHANGE -> UI.text("base.heading.exchange", who);
            case DISCARD -> UI.text("base.heading.discard", who);
            case GAME_OVER -> UI.text("base.heading.over");
        };
    }

    @Override
    public Optional<String> aside(MoveEntry entry, IntFunction<String> names) {
        return unknownCards(state(entry), entry.seat(), names);
    }

    /** "Anna holds 1 unknown track and 2 unknown share cards: …", when the deal left some of the seat's cards unknown. */
    public static Optional<String> unknownCards(BaseState s, int seat, IntFunction<String> names) {
        if (s.hiddenShares(seat) + s.hiddenTrackCards(seat) == 0) return Optional.empty();
        return Optional.of(UI.text("base.unknownCards", names.apply(seat), s.hiddenTrackCards(seat), s.hiddenShares(seat)));
    }

    @Override
    public MapClicks rows(MoveEntry entry, EntryForm form) {
        BaseState s = state(entry);
        BaseRows rows = new BaseRows(entry, form, s, m -> describe(m, s.board()));
        rows.amendRow(UI.text("base.exchange"), UI.text("base.exchangeForUp"));
        switch (s.phase()) {
            case INITIAL_INVESTMENT -> rows.initial();
            case DRAW_TRACK -> rows.draw(true);
            case REVEAL -> rows.draw(false);
            case ACTION -> rows.action();
            case TAKE_SHARE -> rows.take();
            case EXCHANGE -> rows.exchange(UI.text("base.exchange"), UI.text("base.exchange.tip"));
            case DISCARD -> rows.discard();
            case GAME_OVER -> rows.over(s.winners(), s.players(), s::cashOf);
        }
        return rows.clicks();
    }

    @Override
    public List<Reason> whyNot(MoveEntry entry) {
        return BaseWhyNot.of(entry);
    }

    @Override
    public String stepName(Move step) {
        return ((BaseMove) step).stepName();
    }

    @Override
    public String describe(Move m) {
        return describe(m, null);
    }

    /** A card drawn in a few words: "a plain card", "a dividend card", "a DM share". */
    public static String describe(Move m, Board board) {
        Board b = board != null ? board : org.roundhouse.board.Boards.unionPacific();
        if (m instanceof BaseMove.DrawTrack d) {
            return d.kind() == BaseMove.NO_CARD ? UI.text("base.describe.noCard") : UI.text("base.describe.card", Cards.kind(b, d.kind()).toLowerCase());
        }
        if (m instanceof BaseMove.Reveal r) {
            return r.isDividend() ? UI.text("base.describe.dividend") : UI.text(Phrases.articleKey("base.describe.share", Cards.abbr(b, r.card())), Cards.abbr(b, r.card()));
        }
        if (m instanceof BaseMove.Initial x) return UI.text("base.describe.initial", Cards.abbr(b, x.company()));
        if (m instanceof BaseMove.Build x) {
            return UI.text("base.describe.build", Cards.abbr(b, x.company()), b.sectionName(x.section()), Cards.kind(b, x.card()).toLowerCase());
        }
        if (m instanceof BaseMove.Invest x) {
            return UI.text("base.describe.invest", x.isPair() ? "1 " + Cards.abbr(b, x.company()) + " + 1 " + Cards.abbr(b, x.second())
                    : x.count() + " " + Cards.abbr(b, x.company()));
        }
        if (m instanceof BaseMove.Discard x) {
            return x.card() == BaseMove.NO_CARD ? UI.text("base.describe.discardsNothing")
                    : UI.text("base.describe.discards", Cards.kind(b, x.card()).toLowerCase());
        }
        if (m instanceof BaseMove.Forgo x) {
            return x.card() == BaseMove.NO_CARD ? UI.text("base.describe.passes") : UI.text("base.describe.passesDiscarding", Cards.kind(b, x.card()).toLowerCase());
        }
        if (m instanceof BaseMove.ReplaceDead x) return UI.text("base.describe.replaces", Cards.kind(b, x.card()).toLowerCase());
        if (m instanceof BaseMove.Take x) {
            return switch (x.source()) {
                case DISPLAY -> UI.text("base.describe.takesFaceUp", Cards.abbr(b, x.company()));
                case DECK -> UI.text("base.describe.takesTop");
                case UNION_PACIFIC -> UI.text("base.describe.takesUp");
            };
        }
        if (m instanceof BaseMove.Exchange x) return x.keeps() ? UI.text("base.describe.keeps") : UI.text("base.describe.gives", Cards.abbr(b, x.company()));

        return m.toString();
    }

    @Override
    public OptionsForm optionsForm(RuleSet ruleSet) {
        return new BaseOptionsForm();
    }

    @Override
    public DealForm dealForm(Game game) {
        return new BaseDealForm(game.board());
    }

    @Override
    public Optional<HandsForm> handsForm(GameDocument document) {
        return Optional.of(new BaseHandsForm(document, d -> (org.roundhouse.engine.base.BaseSetup) d, (d, inner) -> inner));
    }
}
