package org.roundhouse.ui.rules.nineteenth;

import static org.roundhouse.text.Messages.UI;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.engine.nineteenth.NineteenthMove;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Begin;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Flip;
import org.roundhouse.engine.nineteenth.NineteenthMove.Invest;
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
import org.roundhouse.engine.nineteenth.NineteenthMove.Sell;
import org.roundhouse.engine.nineteenth.NineteenthState;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.DealForm;
import org.roundhouse.ui.rules.EntryForm;
import org.roundhouse.ui.rules.TableEntry;

/**
 * The nineteenth-century variant entered from the table. The trades of a turn go quickly: pick
 * the company and the count, then Buy (from the company's deck or the bank), Sell, or the same for
 * Union Pacific when the player controls it; each press is one step. The expansion is a company and
 * a click on the map (or a section from the list); an expansion that needs approval is answered by
 * each seat asked with Approve or Refuse. After the train, the track card to turn (the section's
 * deck, or an "A" card showing); the card the deck shows next as buttons with their chances. The
 * additional investment is a company and an amount. Done ends each phase.
 */
public final class NineteenthEntry implements TableEntry {
    private final SplittableRandom rng = new SplittableRandom();

    private enum Stage { OPENING, INVEST, EXPAND, APPROVAL, FLIP, REVEAL, ADDITIONAL, OVER }

    private static NineteenthState state(MoveEntry e) {
        return (NineteenthState) e.state();
    }

    private static Stage stage(MoveEntry e) {
        NineteenthState s = state(e);
        if (s.isOver()) return Stage.OVER;
        if (s.isChanceNode()) return Stage.REVEAL;
        if (s.answeringSeat() >= 0) return Stage.APPROVAL;
        Game g = e.game();
        int p = s.activePlayer();
        if (g.belongsHere(s, new Begin(p))) return Stage.OPENING;
        if (g.belongsHere(s, new Buy(p, 0, false, 1, false))) return Stage.INVEST;
        if (g.belongsHere(s, new Expand(p, 0, 0))) return Stage.EXPAND;
        if (g.belongsHere(s, new Flip(p, 0))) return Stage.FLIP;
        return Stage.ADDITIONAL;
    }

    @Override
    public String heading(MoveEntry entry, IntFunction<String> names) {
        NineteenthState s = state(entry);
        String who = s.isOver() ? "" : names.apply(s.activePlayer());
        return switch (stage(entry)) {
            case OPENING -> UI.text("nt.heading.opening");
            case INVEST -> UI.text("nt.heading.invest", who);
            case EXPAND -> UI.text("nt.heading.expand", who);
            case APPROVAL -> UI.text("nt.heading.approval", names.apply(s.answeringSeat()), who);
            case FLIP -> UI.text("nt.heading.flip", who);
            case REVEAL -> UI.text("nt.heading.reveal", deck(s.board(), revealDeck(entry)));
            case ADDITIONAL -> UI.text("nt.heading.additional", who);
            case OVER -> UI.text("base.heading.over");
        };
    }

    /** A track deck by its type, in the language: "plain", "pianura". */
    private static String deck(Board board, int deck) {
        return Phrases.trackType(board.trackTypes().get(deck));
    }

    private static int revealDeck(MoveEntry entry) {
        List<Outcome<Move>> o = entry.chanceOutcomes();
        return o.isEmpty() ? 0 : ((Reveal) o.get(0).move()).deck();
    }

    @Override
    public MapClicks rows(MoveEntry entry, EntryForm form) {
        NineteenthState s = state(entry);
        Board board = s.board();
        int p = s.activePlayer();
        switch (stage(entry)) {
            case OPENING -> form.row(UI.text("nt.start"), form.stepButton("move.begin", UI.text("nt.begin"), null, new Begin(p),
                    UI.text("nt.begin.tip", NineteenthCentury.START_CASH, NineteenthCentury.START_TREASURY)));
            case INVEST -> invest(entry, form, s, board, p);
            case EXPAND -> {
                return expand(entry, form, s, board, p);
            }
            case APPROVAL -> {
                int c = s.proposedCompany();
                int seat = s.answeringSeat();
                form.wide(form.note(UI.text("nt.proposal", form.playerName(p), aTrain(Cards.abbr(board, c)), board.sectionName(s.proposedSection()),
                        form.playerName(seat), s.shares(seat, c), s.purchased(c)), "move.proposal"));
                JPanel row = form.flow();
                row.add(form.stepButton("move.approve", UI.text("nt.approve"), Cards.seat(seat), new Answer(p, seat, true),
                        UI.text("nt.approve.tip", form.playerName(seat))));
                row.add(form.stepButton("move.refuse", UI.text("nt.refuse"), null, new Answer(p, seat, false),
                        UI.text("nt.refuse.tip", form.playerName(seat))));
                form.row(form.playerName(seat), row);
            }
            case FLIP -> {
                JPanel row = form.flow();
                for (Move m : entry.legalSteps()) {
                    if (!(m instanceof Flip flip)) {
                        row.add(form.stepButton("move.noCard", UI.text("nt.noCard"), null, m, UI.text("nt.noCard.tip")));
                        continue;
                    }
                    int d = flip.deck();
                    String deck = deck(board, d);
                    String text = s.topCard(d) == NineteenthMove.ACE ? UI.text("nt.flip.ace", deck) : UI.text("nt.flip.track", deck);
                    row.add(form.stepButton("move.flip." + d, text, Cards.trackCard(board, d), m, UI.text("nt.flip.tip", deck)));
                }
                form.row(UI.text("rows.trackCard"), row);
            }
            case REVEAL -> reveal(entry, form, board);
            case ADDITIONAL -> additional(entry, form, s, board, p);
            case OVER -> form.wide(form.note(s.ending().isEmpty() ? UI.text("generic.over") : UI.text("nt.over", ending(s.ending())),
                    "move.result"));
        }
        return MapClicks.NONE;
    }

    private static JComboBox<Integer> companies(Board board, List<Integer> which, String name) {
        JComboBox<Integer> box = new JComboBox<>(which.toArray(new Integer[0]));
        box.setName(name);
        box.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
                super.getListCellRendererComponent(list, value, index, selected, focus);
                if (value instanceof Integer c) {
                    setText(Cards.abbr(board, c));
                    setIcon(Cards.swatch(board, c));
                }
                return this;
            }
        });
        return box;
    }

    private static List<Integer> all(Board board) {
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c <= board.unionPacific(); c++) out.add(c);
        return out;
    }

    private void invest(MoveEntry entry, EntryForm form, NineteenthState s, Board board, int p) {
        JComboBox<Integer> company = companies(board, all(board), "move.company");
        JSpinner count = new JSpinner(new SpinnerNumberModel(1, 1, 99, 1));
        count.setName("move.count");
        JPanel pick = form.flow();
        pick.add(company);
        pick.add(count);
        form.row(UI.text("nt.shares"), pick);
        JPanel trade = form.flow();
        boolean upControl = s.unionPacificController() == p;
        trade.add(button("move.buy", UI.text("nt.buy"), UI.text("nt.buy.tip"), form,
                () -> new Buy(p, sel(company), false, num(count), false)));
        trade.add(button("move.buyBank", UI.text("nt.buyBank"), UI.text("nt.buyBank.tip"), form,
                () -> new Buy(p, sel(company), true, num(count), false)));
        trade.add(button("move.sell", UI.text("nt.sell"), UI.text("nt.sell.tip"), form, () -> new Sell(p, sel(company), num(count), false)));
        form.row(UI.text("nt.trade"), trade);
        if (upControl) {
            JPanel up = form.flow();
            up.add(button("move.upBuy", UI.text("nt.upBuy"), UI.text("nt.upBuy.tip"), form,
                    () -> new Buy(p, sel(company), false, num(count), true)));
            up.add(button("move.upBuyBank", UI.text("nt.upBuyBank"), UI.text("nt.upBuyBank.tip"), form,
                    () -> new Buy(p, sel(company), true, num(count), true)));
            up.add(button("move.upSell", UI.text("nt.upSell"), UI.text("nt.upSell.tip"), form,
                    () -> new Sell(p, sel(company), num(count), true)));
            form.row(UI.text("nt.forUp"), up);
        }
        Runnable price = () -> {
            int c = sel(company);
            String line = UI.text("nt.price", Cards.abbr(board, c), s.price(c), s.sharesInCompany(c), s.sharesInBank(c), form.playerName(p),
                    s.cash(p), s.shares(p, c));
            form.say(upControl ? UI.text("nt.price.up", line, s.treasury(board.unionPacific())) : line, false);
        };
        company.addActionListener(e -> price.run());
        price.run();
        form.under(form.stepButton("move.done", UI.text("nt.doneInvesting"), null, new Done(p), UI.text("nt.doneInvesting.tip")));
    }

    private static JButton button(String name, String text, String tip, EntryForm form, java.util.function.Supplier<Move> step) {
        JButton b = new JButton(text);
        b.setName(name);
        b.setToolTipText(tip);
        b.addActionListener(e -> form.play(step.get()));
        return b;
    }

    private static int sel(JComboBox<Integer> box) {
        Integer c = (Integer) box.getSelectedItem();
        return c == null ? 0 : c;
    }

    private static int num(JSpinner s) {
        return ((Number) s.getValue()).intValue();
    }

    private MapClicks expand(MoveEntry entry, EntryForm form, NineteenthState s, Board board, int p) {
        List<Integer> expandable = new ArrayList<>();
        for (Move m : entry.legalSteps()) if (m instanceof Expand e && !expandable.contains(e.company())) expandable.add(e.company());
        if (expandable.isEmpty()) {
            form.wide(form.note(UI.text("nt.noExpansion"), "move.noExpansion"));
        } else {
            JComboBox<Integer> company = companies(board, expandable, "move.expandCompany");
            JComboBox<Integer> section = new JComboBox<>();
            section.setName("move.section");
            section.setRenderer(new DefaultListCellRenderer() {
                @Override
                public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
                    super.getListCellRendererComponent(list, value, index, selected, focus);
                    if (value instanceof Integer sec) {
                        setText(board.sectionName(sec) + "  (" + deck(board, board.section(sec).trackType()) + ")");
                    }
                    return this;
                }
            });
            Runnable fill = () -> {
                int c = sel(company);
                section.removeAllItems();
                List<Integer> secs = new ArrayList<>();
                for (Move m : entry.legalSteps()) if (m instanceof Expand e && e.company() == c) secs.add(e.section());
                for (int sec : secs) section.addItem(sec);
                form.setTargets(secs.stream().mapToInt(Integer::intValue).toArray());
                form.say(s.game().controls(s, p, c) ? UI.text("nt.expand.controls", Cards.abbr(board, c), s.treasury(c), form.playerName(p))
                        : UI.text("nt.expand.approval", Cards.abbr(board, c), s.treasury(c)), false);
            };
            company.addActionListener(e -> fill.run());
            form.row(UI.text("nt.company"), company);
            JPanel where = form.flow();
            where.add(section);
            where.add(button("move.expand", UI.text("nt.expand"), UI.text("nt.expand.tip"), form, () -> {
                Integer sec = (Integer) section.getSelectedItem();
                return new Expand(p, sel(company), sec == null ? -1 : sec);
            }));
            form.row(UI.text("nt.section"), where);
            fill.run();
            form.under(form.stepButton("move.done", UI.text("nt.noExpansion.button"), null, new Done(p), UI.text("nt.noExpansion.tip")));
            return sec -> {
                Expand e = new Expand(p, sel(company), sec);
                Optional<String> why = entry.whyNot(e);
                if (why.isPresent()) {
                    String text = UI.text("rows.notThere", why.get());
                    form.say(text, true);
                    return Optional.of(text);
                }
                boolean alone = s.game().controls(s, p, e.company());
                form.play(e);
                return Optional.of(alone ? UI.text("nt.expanded") : UI.text("nt.proposed"));
            };
        }
        form.under(form.stepButton("move.done", UI.text("nt.noExpansion.button"), null, new Done(p), UI.text("nt.noExpansion.tip")));
        return MapClicks.NONE;
    }

    private void reveal(MoveEntry entry, EntryForm form, Board board) {
        List<Outcome<Move>> outcomes = entry.chanceOutcomes();
        long total = outcomes.stream().mapToLong(Outcome::weight).sum();
        Optional<Move> known = entry.knownCard();
        JPanel row = form.flow();
        for (Outcome<Move> o : outcomes) {
            Reveal r = (Reveal) o.move();
            String card = switch (r.card()) {
                case NineteenthMove.TRACK -> UI.text("nt.reveal.track");
                case NineteenthMove.ACE -> UI.text("nt.reveal.ace");
                case NineteenthMove.DIVIDEND -> UI.text("nt.reveal.dividend");
                default -> UI.text("nt.reveal.nothing");
            };
            String text = known.filter(r::equals).isPresent() ? UI.text("nt.reveal.next", card) : outcomes.size() > 1 && total > 0
                    ? card + " (" + org.roundhouse.ui.text.Percent.of(100.0 * o.weight() / total, 0) + ")" : card;
            row.add(form.stepButton("move.reveal." + r.card(), text, r.card() == NineteenthMove.DIVIDEND ? Cards.dividend() : null,
                    r, UI.text("nt.reveal.tip", card)));
        }
        form.row(UI.text("rows.card"), row);
        JButton sample = new JButton(UI.text("rows.sample"));
        sample.setName("move.sample");
        sample.setEnabled(known.isEmpty() && outcomes.size() > 1);
        sample.addActionListener(e -> form.run(() -> entry.sample(rng)));
        form.under(sample);
    }

    private void additional(MoveEntry entry, EntryForm form, NineteenthState s, Board board, int p) {
        JComboBox<Integer> company = companies(board, all(board), "move.investCompany");
        JSpinner amount = new JSpinner(new SpinnerNumberModel(1, 1, Math.max(1, s.cash(p)), 1));
        amount.setName("move.amount");
        JPanel row = form.flow();
        row.add(company);
        row.add(amount);
        row.add(button("move.invest", UI.text("nt.invest"), UI.text("nt.invest.tip"), form,
                () -> new Invest(p, sel(company), num(amount))));
        form.row(UI.text("nt.treasury"), row);
        form.say(UI.text("nt.cash", form.playerName(p), s.cash(p)), false);
        form.under(form.stepButton("move.done", UI.text("nt.endTurn"), null, new Done(p), UI.text("nt.endTurn.tip")));
    }

    @Override
    public List<Reason> whyNot(MoveEntry entry) {
        NineteenthState s = state(entry);
        Board board = s.board();
        int p = s.activePlayer();
        List<Reason> out = new ArrayList<>();
        switch (stage(entry)) {
            case INVEST -> {
                for (int c = 0; c <= board.unionPacific(); c++) {
                    String abbr = Cards.abbr(board, c);
                    int company = c;
                    entry.refusal(new Buy(p, c, false, 1, false)).ifPresent(r -> out.add(new Reason(UI.text("nt.buy"), abbr, r)));
                    entry.refusal(new Sell(p, company, 1, false)).ifPresent(r -> out.add(new Reason(UI.text("nt.sell"), abbr, r)));
                }
            }
            case EXPAND -> {
                for (int c = 0; c < board.unionPacific(); c++) {
                    int c2 = c;
                    boolean any = entry.legalSteps().stream().anyMatch(m -> m instanceof Expand e && e.company() == c2);
                    if (any) continue;
                    int[] secs = s.game().buildableSections(s, c);
                    entry.refusal(new Expand(p, c, secs.length > 0 ? secs[0] : 0))
                            .ifPresent(r -> out.add(new Reason(UI.text("nt.expand"), Cards.abbr(board, c2), r)));
                }
            }
            default -> {
            }
        }
        return out;
    }

    @Override
    public String stepName(Move step) {
        if (step instanceof Buy) return UI.text("nt.step.buy");
        if (step instanceof Sell) return UI.text("nt.step.sell");
        if (step instanceof Expand) return UI.text("nt.step.expand");
        if (step instanceof Answer) return UI.text("nt.step.answer");
        if (step instanceof Flip) return UI.text("nt.step.flip");
        if (step instanceof NineteenthMove.TakeNoCard) return UI.text("nt.step.noCard");
        if (step instanceof Reveal) return UI.text("nt.step.reveal");
        if (step instanceof Invest) return UI.text("sd.step.invest");
        if (step instanceof Begin) return UI.text("nt.start");
        return UI.text("nt.step.done");
    }

    @Override
    public String describe(Move step) {
        if (step instanceof Reveal r) {
            return switch (r.card()) {
                case NineteenthMove.TRACK -> UI.text("nt.describe.track");
                case NineteenthMove.ACE -> UI.text("nt.describe.ace");
                case NineteenthMove.DIVIDEND -> UI.text("nt.describe.dividend");
                default -> UI.text("nt.describe.nothing");
            };
        }
        return step.toString();
    }

    @Override
    public DealForm dealForm(Game game) {
        return new NineteenthDealForm(game.board());
    }

    /** The step in the rule set's words, for messages. */
    static String words(Game game, Move m, IntFunction<String> names) {
        List<String> lines = game.words().steps(List.of(m), StepWords.ALL_SEEING, names);
        return lines.isEmpty() ? m.toString() : lines.get(0);
    }

    /** "an MS train", "a DM train": the abbreviation is read letter by letter, as Phrases.aShare reads it. */
    private static String aTrain(String abbreviation) {
        return UI.text(Phrases.articleKey("nt.train.a", abbreviation), abbreviation);
    }

    /** How the game ended, from the engine's word for it ("last-dividend"): "last dividend", in the language. */
    private static String ending(String word) {
        return switch (word) {
            case "last-dividend" -> UI.text("nt.ending.lastDividend");
            case "idle-round" -> UI.text("nt.ending.idleRound");
            case "idle-rounds" -> UI.text("nt.ending.idleRounds");
            case "no-expansion" -> UI.text("nt.ending.noExpansion");

            default -> word.replace('-', ' ');
        };
    }

}
