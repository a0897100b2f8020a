package org.roundhouse.ui.rules.base;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
import java.awt.Font;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;

import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.EntryForm;
import org.roundhouse.ui.rules.TableEntry;
import org.roundhouse.ui.widgets.ItemRenderers;

/**
 * The rows of the base game's steps for one position: the first investment, a card drawn,
 * the action (builds, investments, the pass, a dead card replaced), the share take, the
 * exchange, the discard, the result. Public so that a rule set built on the base game's
 * steps ("Union Pacific for two") lays its shared steps out the same way.
 */
public final class BaseRows {
    private static final SplittableRandom RNG = new SplittableRandom();
    private final MoveEntry entry;
    private final EntryForm form;
    /** The base game's table of the position (the map, hands, spaces). */
    private final BaseState table;
    private final Board board;
    private final Function<Move, String> describe;
    // the build being chosen
    private List<BaseMove.Build> builds = List.of();
    private JComboBox<Integer> buildCard;
    private JComboBox<Integer> buildCompany;
    private JList<Integer> buildSections;

    /**
     * @param table the base game's table of the entry's position
     * @param describe a card drawn in a few words, for "Sampled: …"
     */
    public BaseRows(MoveEntry entry, EntryForm form, BaseState table, Function<Move, String> describe) {
        this.entry = entry;
        this.form = form;
        this.table = table;
        this.board = table.board();
        this.describe = describe;
    }

    /** What a click on the map does: builds there while a build is chosen, or says why not. */
    public TableEntry.MapClicks clicks() {
        return section -> {
            if (buildCard == null) return Optional.empty();
            Integer card = (Integer) buildCard.getSelectedItem();
            Integer company = (Integer) buildCompany.getSelectedItem();
            if (card == null || company == null) return Optional.empty();
            BaseMove.Build b = new BaseMove.Build(entry.seat(), card, company, section);
            Optional<String> why = entry.whyNot(b);
            if (why.isPresent()) {
                String text = UI.text("rows.notThere", why.get());
                form.say(text, true);
                return Optional.of(text);
            }
            form.play(b);
            return Optional.of(UI.text("rows.built", Cards.abbr(board, company), board.sectionName(section)));
        };
    }

    /** "Ben kept the shares. Exchange instead: [DM] [Exchange for UP]", while the cursor's move may be amended. */
    public void amendRow(String verb, String button) {
        List<Integer> choices = new ArrayList<>();
        for (Move m : entry.closeAlternatives()) {
            if (m instanceof BaseMove.Exchange x && !x.keeps()) choices.add(x.company());
        }
        if (choices.isEmpty()) return;
        int mover = entry.document().cursor().turn().player();
        JLabel l = new JLabel(UI.text("rows.keptShares", form.playerName(mover), verb));
        JComboBox<Integer> box = companyBox(choices);
        box.setName("move.amend.company");
        JButton go = new JButton(button);
        go.setName("move.amend");
        go.addActionListener(e -> form.run(() -> entry.closeInstead(new BaseMove.Exchange(mover, (Integer) box.getSelectedItem()))));
        JPanel row = new JPanel(new MigLayout("insets 0", "[][][]"));
        row.add(l);
        row.add(box);
        row.add(go);
        form.wide(row);
    }

    public void initial() {
        JPanel row = form.flow();
        for (Move m : entry.legalSteps()) {
            int c = ((BaseMove.Initial) m).company();
            row.add(form.stepButton("move.initial." + Cards.abbr(board, c), Cards.abbr(board, c), Cards.swatch(board, c), m, null));
        }
        form.row(UI.text("rows.invest"), row);
    }

    /** The cards a track draw or a card turned up from the share deck can bring, the known one first, and sampling. */
    public void draw(boolean track) {
        List<Outcome<Move>> outcomes = entry.chanceOutcomes();
        Optional<Move> known = entry.knownCard();
        long total = 0;
        for (Outcome<Move> o : outcomes) total += o.weight();
        JPanel row = form.flow();
        List<Outcome<Move>> ordered = new ArrayList<>(outcomes);
        known.ifPresent(k -> ordered.sort((a, b) -> Boolean.compare(!a.move().equals(k), !b.move().equals(k))));
        for (Outcome<Move> o : ordered) {
            Move m = o.move();
            String name;
            String id;
            Icon icon;
            if (m instanceof BaseMove.DrawTrack d) {
                name = d.kind() == BaseMove.NO_CARD ? UI.text("rows.noCardLeft") : Cards.kind(board, d.kind());
                id = d.kind() == BaseMove.NO_CARD ? "none" : String.valueOf(Cards.letter(board, d.kind()));
                icon = d.kind() == BaseMove.NO_CARD ? null : Cards.trackCard(board, d.kind());
            } else if (m instanceof BaseMove.Reveal r) {
                int card = r.card();
                name = card(card);
                id = card == BaseMove.DIVIDEND ? "dividend" : Cards.abbr(board, card);
                icon = card == BaseMove.DIVIDEND ? Cards.dividend() : Cards.swatch(board, card);
            } else {
                name = describe.apply(m);
                id = name;
                icon = null;
            }
            boolean isKnown = known.filter(m::equals).isPresent();
            String pct = total > 0 && outcomes.size() > 1 ? " " + org.roundhouse.ui.text.Percent.of(100.0 * o.weight() / total, 0) : "";
            JButton b = form.stepButton((track ? "move.draw." : "move.reveal.") + id, isKnown ? UI.text("rows.nextInDeck", name) : name + pct,
                    icon, m, null);
            if (isKnown) {
                b.setFont(b.getFont().deriveFont(Font.BOLD));
                b.putClientProperty("JButton.buttonType", null);
                b.setToolTipText(UI.text("rows.known.tip"));
            } else {
                b.setToolTipText(pct.isEmpty() ? null : UI.text("rows.chance.tip", pct));
            }
            row.add(b);
        }
        form.row(track ? UI.text("rows.trackCard") : UI.text("rows.card"), row);
        sampleRow(known, outcomes.size());
    }

    /** "Sample a Card" and the note on where the card comes from, under a draw's row. */
    public void sampleRow(Optional<Move> known, int outcomes) {
        JButton sample = new JButton(UI.text("rows.sample"));
        sample.setName("move.sample");
        sample.setIcon(org.roundhouse.ui.theme.Icons.get("dice"));
        sample.setEnabled(known.isEmpty() && outcomes > 1);
        sample.setToolTipText(known.isPresent() ? UI.text("rows.sample.known.tip") : UI.text("rows.sample.tip"));
        sample.addActionListener(e -> form.run(() -> {
            Move card = entry.sample(RNG);
            form.say(UI.text("rows.sampled", describe.apply(card)), false);
        }));
        form.under(sample);
        String why = known.isPresent()
                ? (form.onMainLine() && entry.beginsTurn() && !entry.opensVariation() ? UI.text("rows.recordShows") : UI.text("rows.recordShows.whatIf"))
                : UI.text("rows.nobodySaw");
        form.under(form.note(why, "move.drawHint"));
    }

    /** "DM", or "Dividend" for a dividend card. */
    String card(int card) {
        return card == BaseMove.DIVIDEND ? Terms.capital(Terms.of("dividend")) : Cards.abbr(board, card);
    }

    public void action() {
        List<Move> legal = entry.legalSteps();
        List<BaseMove.Build> all = new ArrayList<>();
        for (Move m : legal) if (m instanceof BaseMove.Build b) all.add(b);
        builds = all;
        if (!builds.isEmpty()) {
            // the card just drawn first, then the other cards known to be in hand, then those an unknown hand may hold
            List<Integer> cards = new ArrayList<>();
            List<Move> soFar = entry.stepsSoFar();
            for (int i = soFar.size() - 1; i >= 0; i--) {
                if (soFar.get(i) instanceof BaseMove.DrawTrack d) {
                    if (d.kind() != BaseMove.NO_CARD) cards.add(d.kind());
                    break;
                }
            }
            for (BaseMove.Build b : builds) {
                if (table.trackCards(entry.seat(), b.card()) > 0 && !cards.contains(b.card())) cards.add(b.card());
            }
            for (BaseMove.Build b : builds) if (!cards.contains(b.card())) cards.add(b.card());
            cards.retainAll(builds.stream().map(BaseMove.Build::card).toList());
            buildCard = new JComboBox<>(cards.toArray(new Integer[0]));
            buildCard.setName("move.build.card");
            buildCard.setRenderer(ItemRenderers.<Integer>of(k -> UI.text("rows.kindCard", Cards.kind(board, k)), k -> Cards.trackCard(board, k)));
            buildCompany = new JComboBox<>();
            buildCompany.setName("move.build.company");
            buildCompany.setRenderer(ItemRenderers.<Integer>of(c -> Cards.abbr(board, c) + "  " + board.company(c).name(), c -> Cards.swatch(board, c)));
            buildSections = new JList<>();
            buildSections.setName("move.build.sections");
            buildSections.setVisibleRowCount(4);
            buildSections.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
            buildSections.setCellRenderer(ItemRenderers.<Integer>of(this::sectionText, sec -> null));
            JButton build = new JButton(UI.text("rows.build"));
            build.setName("move.build");
            build.addActionListener(e -> {
                Integer sec = buildSections.getSelectedValue();
                if (sec == null) {
                    form.say(UI.text("rows.pickSection"), true);
                } else {
                    form.play(new BaseMove.Build(entry.seat(), (Integer) buildCard.getSelectedItem(), (Integer) buildCompany.getSelectedItem(), sec));
                }
            });
            buildSections.addMouseListener(new java.awt.event.MouseAdapter() {
                @Override
                public void mouseClicked(java.awt.event.MouseEvent e) {
                    if (e.getClickCount() == 2) build.doClick();
                }
            });
            buildCard.addActionListener(e -> fillCompanies());
            buildCompany.addActionListener(e -> fillSections());
            fillCompanies();
            JPanel row = new JPanel(new MigLayout("insets 0, fillx", "[][grow, fill][]", "[][top]"));
            row.add(buildCard);
            row.add(buildCompany, "growx 0, wrap");
            JScrollPane list = new JScrollPane(buildSections);
            row.add(list, "spanx 2, growx, hmin 48, wmin 160");
            row.add(build, "top");
            form.row(UI.text("rows.build"), row);
            form.under(form.note(UI.text("rows.buildHint"), "move.buildHint"));
        }
        List<Move> invest = new ArrayList<>();
        List<Move> pass = new ArrayList<>();
        List<Move> dead = new ArrayList<>();
        for (Move m : legal) {
            if (m instanceof BaseMove.Invest) invest.add(m);
            else if (m instanceof BaseMove.Forgo) pass.add(m);
            else if (m instanceof BaseMove.ReplaceDead) dead.add(m);
        }
        if (!invest.isEmpty()) {
            JComboBox<Move> box = new JComboBox<>(invest.toArray(new Move[0]));
            box.setName("move.invest.choice");
            box.setMaximumRowCount(16);
            box.setRenderer(ItemRenderers.<Move>of(this::describeInvest, m -> Cards.swatch(board, ((BaseMove.Invest) m).company())));
            JButton go = new JButton(UI.text("rows.invest"));
            go.setName("move.invest");
            go.addActionListener(e -> form.play((Move) box.getSelectedItem()));
            JPanel row = new JPanel(new MigLayout("insets 0", "[][]"));
            row.add(box);
            row.add(go);
            form.row(UI.text("rows.invest"), row);
        }
        if (!pass.isEmpty()) {
            JPanel row = form.flow();
            for (Move m : pass) {
                int k = ((BaseMove.Forgo) m).card();
                if (k == BaseMove.NO_CARD) {
                    row.add(form.stepButton("move.pass.none", UI.text("rows.pass.take"), null, m, UI.text("rows.pass.take.tip")));
                } else {
                    row.add(form.stepButton("move.pass." + Cards.letter(board, k), UI.text("rows.pass.discard", Cards.kind(board, k)),
                            Cards.trackCard(board, k), m, UI.text("rows.pass.discard.tip")));
                }
            }
            form.row(UI.text("rows.pass"), row);
        }
        if (!dead.isEmpty()) {
            JPanel row = form.flow();
            for (Move m : dead) {
                int k = ((BaseMove.ReplaceDead) m).card();
                row.add(form.stepButton("move.replace." + Cards.letter(board, k), UI.text("rows.replace.button", Cards.kind(board, k).toLowerCase()),
                        Cards.trackCard(board, k), m, UI.text("rows.replace.tip")));
            }
            form.row(UI.text("rows.replace"), row);
        }
    }

    private void fillCompanies() {
        Integer card = (Integer) buildCard.getSelectedItem();
        Set<Integer> companies = new LinkedHashSet<>();
        for (BaseMove.Build b : builds) if (card != null && b.card() == card) companies.add(b.company());
        Object was = buildCompany.getSelectedItem();
        buildCompany.removeAllItems();
        for (int c : companies) buildCompany.addItem(c);
        if (was != null && companies.contains(was)) buildCompany.setSelectedItem(was);
        fillSections();
    }

    private void fillSections() {
        Integer card = (Integer) buildCard.getSelectedItem();
        Integer company = (Integer) buildCompany.getSelectedItem();
        List<Integer> secs = new ArrayList<>();
        for (BaseMove.Build b : builds) {
            if (card != null && company != null && b.card() == card && b.company() == company) secs.add(b.section());
        }
        buildSections.setListData(secs.toArray(new Integer[0]));
        form.setTargets(secs.stream().mapToInt(Integer::intValue).toArray());
    }

    private String sectionText(int sec) {
        Section section = board.section(sec);
        return UI.text("rows.section", board.sectionName(sec), org.roundhouse.engine.Phrases.trackType(board.trackTypes().get(section.trackType())), table.freeSpaces(sec));
    }

    /** The base game's share take: face up, the top of the deck, Union Pacific. */
    public void take() {
        JPanel row = form.flow();
        for (Move m : entry.legalSteps()) {
            BaseMove.Take t = (BaseMove.Take) m;
            switch (t.source()) {
                case DISPLAY -> row.add(form.stepButton("move.take." + Cards.abbr(board, t.company()), UI.text("rows.take.faceUp", Cards.abbr(board, t.company())),
                        Cards.swatch(board, t.company()), m, UI.text("rows.take.faceUp.tip", board.company(t.company()).name())));
                case DECK -> row.add(form.stepButton("move.take.deck", UI.text("rows.take.deck", table.deckSize()), null, m,
                        UI.text("rows.take.deck.tip")));
                case UNION_PACIFIC -> row.add(form.stepButton("move.take.up", UI.text("rows.take.up", table.unionPacificLeft()),
                        Cards.swatch(board, board.unionPacific()), m, UI.text("rows.take.up.tip")));
            }
        }
        form.row(UI.text("rows.take"), row);
    }

    /** Keep, or give a share for a Union Pacific share. */
    public void exchange(String label, String give) {
        JPanel row = form.flow();
        for (Move m : entry.legalSteps()) {
            BaseMove.Exchange x = (BaseMove.Exchange) m;
            if (x.keeps()) row.add(form.stepButton("move.keep", UI.text("rows.keep"), null, m, UI.text("rows.keep.tip")));
            else row.add(form.stepButton("move.exchange." + Cards.abbr(board, x.company()), UI.text("rows.give", Cards.abbr(board, x.company())),
                    Cards.swatch(board, x.company()), m, give));
        }
        form.row(label, row);
    }

    public void discard() {
        JPanel row = form.flow();
        for (Move m : entry.legalSteps()) {
            int k = ((BaseMove.Discard) m).card();
            if (k == BaseMove.NO_CARD) {
                row.add(form.stepButton("move.discard.none", UI.text("rows.discard.none"), null, m, UI.text("rows.discard.none.tip")));
            } else {
                row.add(form.stepButton("move.discard." + Cards.letter(board, k), Cards.kind(board, k), Cards.trackCard(board, k), m, null));
            }
        }
        form.row(UI.text("rows.discard"), row);
    }

    /** "Anna wins with $120M." */
    public void over(int[] winners, int players, java.util.function.IntUnaryOperator cash) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < winners.length; i++) {
            if (i > 0) b.append(UI.text("rows.and"));
            b.append(winners[i] < players ? form.playerName(winners[i]) : UI.text("rows.theHouse"));
        }
        JLabel l = new JLabel(UI.text(winners.length == 1 ? "rows.wins" : "rows.win", b.toString(), cash.applyAsInt(winners[0])));
        l.setName("move.result");
        form.wide(l);
    }

    private JComboBox<Integer> companyBox(List<Integer> companies) {
        JComboBox<Integer> box = new JComboBox<>(companies.toArray(new Integer[0]));
        box.setRenderer(ItemRenderers.<Integer>of(c -> Cards.abbr(board, c), c -> Cards.swatch(board, c)));
        return box;
    }

    private String describeInvest(Move m) {
        BaseMove.Invest v = (BaseMove.Invest) m;
        if (v.isPair()) return "1 " + Cards.abbr(board, v.company()) + " + 1 " + Cards.abbr(board, v.second());
        return UI.text("rows.investCount", v.count(), Cards.abbr(board, v.company()));
    }
}
