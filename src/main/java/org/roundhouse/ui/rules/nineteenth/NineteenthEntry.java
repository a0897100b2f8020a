package org.roundhouse.ui.rules.nineteenth;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
            case OPENING -> "The table is laid out";
            case INVEST -> who + " buys and sells shares";
            case EXPAND -> who + " may expand a company";
            case APPROVAL -> names.apply(s.answeringSeat()) + " answers " + who + "'s proposal";
            case FLIP -> who + " turns a track card";
            case REVEAL -> "The " + s.board().trackTypes().get(revealDeck(entry)) + " deck shows its next card";
            case ADDITIONAL -> who + " may invest in a treasury";
            case OVER -> "The game is over";
        };
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
            case OPENING -> form.row("Start", form.stepButton("move.begin", "Begin the game", null, new Begin(p),
                    "Everyone has $" + NineteenthCentury.START_CASH + "M, every company $" + NineteenthCentury.START_TREASURY + "M"));
            case INVEST -> invest(entry, form, s, board, p);
            case EXPAND -> {
                return expand(entry, form, s, board, p);
            }
            case APPROVAL -> {
                int c = s.proposedCompany();
                int seat = s.answeringSeat();
                form.wide(form.note(form.playerName(p) + " proposes " + aTrain(Cards.abbr(board, c)) + " on "
                        + board.sectionName(s.proposedSection()) + "; " + form.playerName(seat) + " holds "
                        + s.shares(seat, c) + " of the " + s.purchased(c) + " purchased shares.", "move.proposal"));
                JPanel row = form.flow();
                row.add(form.stepButton("move.approve", "Approve", Cards.seat(seat), new Answer(p, seat, true),
                        form.playerName(seat) + " approves the expansion"));
                row.add(form.stepButton("move.refuse", "Refuse", null, new Answer(p, seat, false),
                        form.playerName(seat) + " refuses the expansion"));
                form.row(form.playerName(seat), row);
            }
            case FLIP -> {
                JPanel row = form.flow();
                for (Move m : entry.legalSteps()) {
                    if (!(m instanceof Flip flip)) {
                        row.add(form.stepButton("move.noCard", "Take no card", null, m,
                                "The section's deck has run out: leave the \"A\" card showing"));
                        continue;
                    }
                    int d = flip.deck();
                    String deck = board.trackTypes().get(d);
                    String text = s.topCard(d) == NineteenthMove.ACE ? "Discard the \"A\" on " + deck : "Turn the " + deck + " card";
                    row.add(form.stepButton("move.flip." + d, text, Cards.trackCard(board, d), m,
                            "Take the top card of the " + deck + " deck off; the card under it is entered next"));
                }
                form.row("Track card", row);
            }
            case REVEAL -> reveal(entry, form, board);
            case ADDITIONAL -> additional(entry, form, s, board, p);
            case OVER -> form.wide(form.note("The game is over" + (s.ending().isEmpty() ? "" : " (" + s.ending().replace('-', ' ') + ")") + ".",
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
        form.row("Shares", pick);
        JPanel trade = form.flow();
        boolean upControl = s.unionPacificController() == p;
        trade.add(button("move.buy", "Buy", "Buy from the company's own deck (half the price to its treasury)", form,
                () -> new Buy(p, sel(company), false, num(count), false)));
        trade.add(button("move.buyBank", "Buy from bank", "Buy shares the bank holds", form,
                () -> new Buy(p, sel(company), true, num(count), false)));
        trade.add(button("move.sell", "Sell", "Sell to the bank", form, () -> new Sell(p, sel(company), num(count), false)));
        form.row("Trade", trade);
        if (upControl) {
            JPanel up = form.flow();
            up.add(button("move.upBuy", "UP buys", "Union Pacific buys from the company's deck", form,
                    () -> new Buy(p, sel(company), false, num(count), true)));
            up.add(button("move.upBuyBank", "UP buys from bank", "Union Pacific buys shares the bank holds", form,
                    () -> new Buy(p, sel(company), true, num(count), true)));
            up.add(button("move.upSell", "UP sells", "Union Pacific sells to the bank", form,
                    () -> new Sell(p, sel(company), num(count), true)));
            form.row("For UP", up);
        }
        Runnable price = () -> {
            int c = sel(company);
            form.say(Cards.abbr(board, c) + ": $" + s.price(c) + "M a share · " + s.sharesInCompany(c) + " in its deck, "
                    + s.sharesInBank(c) + " at the bank · " + form.playerName(p) + " has $" + s.cash(p) + "M and "
                    + s.shares(p, c) + (upControl ? " · UP's treasury $" + s.treasury(board.unionPacific()) + "M" : ""), false);
        };
        company.addActionListener(e -> price.run());
        price.run();
        form.under(form.stepButton("move.done", "Done investing", null, new Done(p), "On to the expansion"));
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
            form.wide(form.note("No company can be expanded now.", "move.noExpansion"));
        } else {
            JComboBox<Integer> company = companies(board, expandable, "move.expandCompany");
            JComboBox<Integer> section = new JComboBox<>();
            section.setName("move.section");
            section.setRenderer(new DefaultListCellRenderer() {
                @Override
                public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
                    super.getListCellRendererComponent(list, value, index, selected, focus);
                    if (value instanceof Integer sec) {
                        setText(board.sectionName(sec) + "  (" + board.trackTypes().get(board.section(sec).trackType()) + ")");
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
                form.say(Cards.abbr(board, c) + "'s treasury: $" + s.treasury(c) + "M · " + (s.game().controls(s, p, c)
                        ? form.playerName(p) + " controls it" : "needs the others' approval") + " · click a highlighted section", false);
            };
            company.addActionListener(e -> fill.run());
            form.row("Company", company);
            JPanel where = form.flow();
            where.add(section);
            where.add(button("move.expand", "Expand", "Place the train (paid $1M by the company)", form, () -> {
                Integer sec = (Integer) section.getSelectedItem();
                return new Expand(p, sel(company), sec == null ? -1 : sec);
            }));
            form.row("Section", where);
            fill.run();
            form.under(form.stepButton("move.done", "No expansion", null, new Done(p), "On to the additional investment"));
            return sec -> {
                Expand e = new Expand(p, sel(company), sec);
                Optional<String> why = entry.whyNot(e);
                if (why.isPresent()) {
                    String text = "Not there: " + why.get() + ".";
                    form.say(text, true);
                    return Optional.of(text);
                }
                boolean alone = s.game().controls(s, p, e.company());
                form.play(e);
                return Optional.of(alone ? "Expanded" : "Proposed: the others answer before the train is placed");
            };
        }
        form.under(form.stepButton("move.done", "No expansion", null, new Done(p), "On to the additional investment"));
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
                case NineteenthMove.TRACK -> "Track card";
                case NineteenthMove.ACE -> "\"A\" card";
                case NineteenthMove.DIVIDEND -> "Dividend card";
                default -> "Nothing (ran out)";
            };
            String chance = known.filter(r::equals).isPresent() ? " — next" : outcomes.size() > 1 && total > 0
                    ? String.format(Locale.ROOT, " (%d%%)", Math.round(100.0 * o.weight() / total)) : "";
            row.add(form.stepButton("move.reveal." + r.card(), card + chance, r.card() == NineteenthMove.DIVIDEND ? Cards.dividend() : null,
                    r, card + " turned up"));
        }
        form.row("Card", row);
        JButton sample = new JButton("Sample a Card");
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
        row.add(button("move.invest", "Invest $M", "Move the player's cash into the company's treasury", form,
                () -> new Invest(p, sel(company), num(amount))));
        form.row("Treasury", row);
        form.say(form.playerName(p) + " has $" + s.cash(p) + "M", false);
        form.under(form.stepButton("move.done", "End the turn", null, new Done(p), "The next player's turn"));
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
                    entry.refusal(new Buy(p, c, false, 1, false)).ifPresent(r -> out.add(new Reason("Buy", abbr, r)));
                    entry.refusal(new Sell(p, company, 1, false)).ifPresent(r -> out.add(new Reason("Sell", abbr, r)));
                }
            }
            case EXPAND -> {
                for (int c = 0; c < board.unionPacific(); c++) {
                    int c2 = c;
                    boolean any = entry.legalSteps().stream().anyMatch(m -> m instanceof Expand e && e.company() == c2);
                    if (any) continue;
                    int[] secs = s.game().buildableSections(s, c);
                    entry.refusal(new Expand(p, c, secs.length > 0 ? secs[0] : 0))
                            .ifPresent(r -> out.add(new Reason("Expand", Cards.abbr(board, c2), r)));
                }
            }
            default -> {
            }
        }
        return out;
    }

    @Override
    public String stepName(Move step) {
        if (step instanceof Buy) return "Share Purchase";
        if (step instanceof Sell) return "Share Sale";
        if (step instanceof Expand) return "Expansion";
        if (step instanceof Answer) return "Answer";
        if (step instanceof Flip) return "Track Card Turned";
        if (step instanceof NineteenthMove.TakeNoCard) return "No Track Card Taken";
        if (step instanceof Reveal) return "Card Shown";
        if (step instanceof Invest) return "Investment";
        if (step instanceof Begin) return "Start";
        return "Done";
    }

    @Override
    public String describe(Move step) {
        if (step instanceof Reveal r) {
            return switch (r.card()) {
                case NineteenthMove.TRACK -> "a track card";
                case NineteenthMove.ACE -> "an \"A\" card";
                case NineteenthMove.DIVIDEND -> "a dividend card";
                default -> "nothing";
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
        boolean an = !abbreviation.isEmpty() && "AEFHILMNORSX".indexOf(abbreviation.charAt(0)) >= 0;
        return (an ? "an " : "a ") + abbreviation + " train";
    }
}
