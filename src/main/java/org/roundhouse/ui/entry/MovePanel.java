package org.roundhouse.ui.entry;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.board.Board;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.doc.DocumentListener;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.text.TurnDescriber;
import org.roundhouse.ui.widgets.WidthTrackingPanel;

/**
 * The move panel: at the document's cursor, the steps the rules allow now, one at a time.
 * A track draw or a card turned up offers the cards that can come (the one the deck holds
 * first, where the record knows it) and sampling; the action offers builds (pick a track
 * card and a company: the map shows where a train may go, a click there builds),
 * investments and, where nothing else is possible, the pass; then the share take, the
 * discard, and the exchange (a turn closes with "keep", which can be turned into an
 * exchange while nothing follows). Every step is an undoable edit of the document
 * ({@link MoveEntry}). "Why not?" lists what is not possible now with the engine's reason;
 * a click on a section where the train may not go says why too.
 *
 * <p>Moves are made in the all-seeing view only: every step needs the mover's hand or the
 * deck (the cards a build may use, the card that came off the deck), which a player's-eye
 * view hides. Through one player's eyes the panel says so and offers to show all cards.
 *
 * <p>For the event dispatch thread. The panel follows the document it is given.
 */
public final class MovePanel extends JPanel {
    private final JLabel title = new JLabel(" ");
    private final JLabel context = new JLabel(" ");
    /** Follows the width of the scroll pane, so rows wrap instead of scrolling sideways. */
    private final JPanel body = new WidthTrackingPanel();
    private final JTextArea message = new JTextArea(2, 30);
    private final JButton whyNot = new JButton("Why not…?");
    private final JButton undoStep = new JButton("Take Back");
    private final List<Runnable> targetListeners = new CopyOnWriteArrayList<>();
    private final SplittableRandom rng = new SplittableRandom();
    private final DocumentListener follow = new DocumentListener() {
        @Override
        public void cursorMoved(GameDocument d, MoveNode from, MoveNode to) {
            refresh();
        }

        @Override
        public void recordChanged(GameDocument d) {
            refresh();
        }
    };
    private GameDocument document;
    private MoveEntry entry;
    private Board board;
    // the build being chosen
    private List<BaseMove.Build> builds = List.of();
    private JComboBox<Integer> buildCard;
    private JComboBox<Integer> buildCompany;
    private JList<Integer> buildSections;
    private int[] targets;
    /** The seat whose eyes the workbench looks through, or {@link TurnDescriber#ALL_SEEING}. */
    private int viewer = TurnDescriber.ALL_SEEING;
    private Runnable showAll = () -> { };

    public MovePanel() {
        super(new BorderLayout());
        setName("movePanel");
        JPanel head = new JPanel(new MigLayout("insets 6 8 2 8, fillx", "[][grow, fill][][]", "[]0[]"));
        title.setName("move.title");
        title.putClientProperty("FlatLaf.styleClass", "h4");
        context.setName("move.context");
        context.putClientProperty("FlatLaf.styleClass", "small");
        whyNot.setName("move.whyNot");
        whyNot.setIcon(org.roundhouse.ui.theme.Icons.get("why-not"));
        whyNot.setToolTipText("What is not possible now, and the rules' reason");
        whyNot.addActionListener(e -> showWhyNot());
        undoStep.setName("move.undo");
        undoStep.setIcon(org.roundhouse.ui.theme.Icons.get("undo"));
        undoStep.setToolTipText("Take back the last edit (Ctrl+Z)");
        undoStep.addActionListener(e -> {
            if (document != null && document.canUndo()) document.undo();
        });
        head.add(title, "spanx 2");
        head.add(undoStep, "sg hb");
        head.add(whyNot, "sg hb, wrap");
        head.add(context, "spanx 4, wmin 0");
        body.setName("move.body");
        message.setName("move.message");
        message.setEditable(false);
        message.setFocusable(false);
        message.setLineWrap(true);
        message.setWrapStyleWord(true);
        message.setOpaque(false);
        message.setBorder(BorderFactory.createEmptyBorder(2, 8, 6, 8));
        JScrollPane scroll = new JScrollPane(body);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        add(head, BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
        add(message, BorderLayout.SOUTH);
        refresh();
    }

    /** Follows this document (null: none). */
    public void setDocument(GameDocument doc) {
        if (doc == document) return;
        if (document != null) document.removeListener(follow);
        document = doc;
        if (doc != null) doc.addListener(follow);
        refresh();
    }

    /**
     * Whose eyes the workbench looks through: {@link TurnDescriber#ALL_SEEING}, or a seat,
     * which hides the moves (they would show the hands and the deck).
     */
    public void setViewer(int seat) {
        if (seat == viewer) return;
        viewer = seat;
        refresh();
    }

    /** What "Show All Cards" does in a player's-eye view (the workbench switches to the all-seeing view). */
    public void setShowAllAction(Runnable r) {
        showAll = r;
    }

    /** True while a player's-eye view hides the moves. */
    public boolean isVeiled() {
        return document != null && viewer != TurnDescriber.ALL_SEEING && entry != null && entry.phase() != Phase.GAME_OVER;
    }

    /** The position being entered, or null without a document. */
    public MoveEntry entry() {
        return entry;
    }

    // ---- the map

    /** The sections where the chosen build may go (to emphasise on the map), or null when no build is being chosen. */
    public int[] buildTargets() {
        return targets;
    }

    /** Called when {@link #buildTargets()} changed. */
    public void addTargetsListener(Runnable r) {
        targetListeners.add(r);
    }

    /**
     * A click on a section of the map: builds there when a build is being chosen and the
     * train may go there; otherwise says why not. Returns what happened in words, or empty
     * when no build is being chosen.
     */
    public Optional<String> sectionClicked(int section) {
        if (targets == null || entry == null || buildCard == null) return Optional.empty();
        Integer card = (Integer) buildCard.getSelectedItem();
        Integer company = (Integer) buildCompany.getSelectedItem();
        if (card == null || company == null) return Optional.empty();
        BaseMove.Build b = new BaseMove.Build(entry.seat(), card, company, section);
        Optional<String> why = entry.whyNot(b);
        if (why.isPresent()) {
            String text = "Not there: " + why.get() + ".";
            say(text, true);
            return Optional.of(text);
        }
        play(b);
        return Optional.of("Built " + Cards.abbr(board, company) + " on " + board.sectionName(section));
    }

    // ---- building the panel

    private void refresh() {
        body.removeAll();
        body.setLayout(new MigLayout("insets 4 8 4 8, fillx, hidemode 3", "[][grow, fill]"));
        buildCard = null;
        buildCompany = null;
        buildSections = null;
        int[] oldTargets = targets;
        targets = null;
        message.setText("");
        if (document == null) {
            entry = null;
            title.setText("No game open");
            context.setText(" ");
            whyNot.setEnabled(false);
            undoStep.setEnabled(false);
        } else {
            entry = MoveEntry.at(document);
            board = entry.game().board();
            whyNot.setEnabled(entry.phase() != Phase.GAME_OVER);
            undoStep.setEnabled(document.canUndo());
            undoStep.setToolTipText(document.undoable().map(e -> "Undo " + e.name()).orElse("Nothing to take back") + " (Ctrl+Z)");
            header();
            if (isVeiled()) {
                veil();
            } else {
                amendRow();
                phaseRows();
            }
        }
        body.revalidate();
        body.repaint();
        if (!java.util.Arrays.equals(oldTargets, targets)) fireTargets();
    }

    private void phaseRows() {
        switch (entry.phase()) {
            case INITIAL_INVESTMENT -> initial();
            case DRAW_TRACK, REVEAL -> draw();
            case ACTION -> action();
            case TAKE_SHARE -> take();
            case EXCHANGE -> exchange();
            case DISCARD -> discard();
            case GAME_OVER -> over();
        }
    }

    /** A player's-eye view: what the moves would show is hidden, and how to see it. */
    private void veil() {
        whyNot.setEnabled(false);
        String name = document.replay().playerName(viewer);
        body.add(note("You are looking through " + name + "'s eyes: the other hands and the deck are hidden, and so are the moves, "
                + "which show the cards they use. Moves are made in the all-seeing view.", "move.veil"),
                "spanx 2, wmin 0, w 100:300:, growx, wrap");
        JButton all = new JButton("Show All Cards");
        all.setName("move.showAll");
        all.setIcon(org.roundhouse.ui.theme.Icons.get("eye"));
        all.setToolTipText("Switch to the all-seeing view (Ctrl+`)");
        all.addActionListener(e -> showAll.run());
        body.add(all, "spanx 2, growx 0, wrap");
    }

    private void header() {
        BaseState s = entry.state();
        MoveNode cursor = document.cursor();
        int number = entry.beginsTurn() ? cursor.moveNumber() + 1 : cursor.moveNumber();
        String who = s.phase() == Phase.GAME_OVER ? "" : document.replay().playerName(entry.seat());
        String what = switch (s.phase()) {
            case INITIAL_INVESTMENT -> who + "'s first investment (face down)";
            case DRAW_TRACK -> who + " draws a track card";
            case ACTION -> who + " builds or invests";
            case TAKE_SHARE -> who + " takes a share";
            case REVEAL -> "A card is turned up from the share deck";
            case EXCHANGE -> who + " may exchange a share for Union Pacific";
            case DISCARD -> who + " discards a track card";
            case GAME_OVER -> "The game is over";
        };
        title.setText(s.phase() == Phase.GAME_OVER ? what : "Move " + Math.max(0, number) + " · " + what);
        title.setIcon(s.phase() == Phase.GAME_OVER || s.phase() == Phase.INITIAL_INVESTMENT ? null : Cards.seat(entry.seat()));
        StringBuilder c = new StringBuilder();
        if (!entry.beginsTurn()) {
            TurnDescriber d = new TurnDescriber(document.replay().game(), document.replay()::playerName);
            List<BaseMove> so = entry.stepsSoFar();
            Turn partial = cursor.turn();
            List<String> done = d.steps(partial, viewer);
            c.append("So far: ").append(String.join(", ", done.subList(0, Math.min(done.size(), so.size()))));
        } else if (entry.opensVariation()) {
            c.append("The record goes on from here: a move made now opens variation ").append(document.cursor().children().size())
                    .append(".");
        } else if (s.phase() != Phase.GAME_OVER) {
            c.append(cursor.isMainLine() ? "Entering the game: the next move continues the main line."
                    : "The next move continues this variation.");
        }
        if (s.phase() != Phase.GAME_OVER && s.hiddenShares(entry.seat()) + s.hiddenTrackCards(entry.seat()) > 0) {
            c.append("  ").append(document.replay().playerName(entry.seat())).append(" holds ")
                    .append(s.hiddenTrackCards(entry.seat())).append(" unknown track and ").append(s.hiddenShares(entry.seat()))
                    .append(" unknown share cards: any card still unseen may be played from them.");
        }
        context.setText(c.length() == 0 ? " " : c.toString());
        context.setToolTipText(c.length() == 0 ? null : c.toString());
    }

    /** "Ben kept his shares — exchange instead: [DM] [Exchange]". */
    private void amendRow() {
        if (!entry.canExchangeInstead()) return;
        List<Integer> choices = entry.exchangeChoices();
        if (choices.isEmpty()) return;
        MoveNode n = document.cursor();
        JLabel l = new JLabel(document.replay().playerName(n.turn().player()) + " kept the shares. Exchange instead:");
        JComboBox<Integer> box = companyBox(choices);
        box.setName("move.amend.company");
        JButton go = new JButton("Exchange for UP");
        go.setName("move.amend");
        go.addActionListener(e -> run(() -> entry.exchangeInstead((Integer) box.getSelectedItem())));
        JPanel row = new JPanel(new MigLayout("insets 0", "[][][]"));
        row.add(l);
        row.add(box);
        row.add(go);
        body.add(row, "spanx 2, wrap, gapbottom 4");
    }

    private void initial() {
        JPanel row = flow();
        for (BaseMove m : entry.legalSteps()) {
            int c = ((BaseMove.Initial) m).company();
            row.add(button("move.initial." + Cards.abbr(board, c), Cards.abbr(board, c), Cards.swatch(board, c), m, null));
        }
        label("Invest");
        body.add(row, "growx, wmin 0, w 100:300:, wrap");
    }

    private void draw() {
        boolean track = entry.phase() == Phase.DRAW_TRACK;
        List<Outcome<BaseMove>> outcomes = entry.chanceOutcomes();
        Optional<BaseMove> known = entry.knownCard();
        long total = 0;
        for (Outcome<BaseMove> o : outcomes) total += o.weight();
        JPanel row = flow();
        List<Outcome<BaseMove>> ordered = new ArrayList<>(outcomes);
        known.ifPresent(k -> ordered.sort((a, b) -> Boolean.compare(!a.move().equals(k), !b.move().equals(k))));
        for (Outcome<BaseMove> o : ordered) {
            BaseMove m = o.move();
            String name;
            String id;
            javax.swing.Icon icon;
            if (m instanceof BaseMove.DrawTrack d) {
                name = d.kind() == BaseMove.NO_CARD ? "No card left" : Cards.kind(board, d.kind());
                id = d.kind() == BaseMove.NO_CARD ? "none" : String.valueOf(Cards.letter(board, d.kind()));
                icon = d.kind() == BaseMove.NO_CARD ? null : Cards.trackCard(board, d.kind());
            } else {
                int card = ((BaseMove.Reveal) m).card();
                name = Cards.card(board, card);
                id = card == BaseMove.DIVIDEND ? "dividend" : Cards.abbr(board, card);
                icon = card == BaseMove.DIVIDEND ? Cards.dividend() : Cards.swatch(board, card);
            }
            boolean isKnown = known.filter(m::equals).isPresent();
            String pct = total > 0 && outcomes.size() > 1 ? String.format(" %d%%", Math.round(100.0 * o.weight() / total)) : "";
            JButton b = button((track ? "move.draw." : "move.reveal.") + id, isKnown ? name + " — next in the deck" : name + pct,
                    icon, m, null);
            if (isKnown) {
                b.setFont(b.getFont().deriveFont(Font.BOLD));
                b.putClientProperty("JButton.buttonType", null);
                b.setToolTipText("The card the deck held here, as the record shows it");
            } else {
                b.setToolTipText(pct.isEmpty() ? null : "Chance" + pct + " of the cards that can still come");
            }
            row.add(b);
        }
        label(track ? "Track card" : "Card");
        body.add(row, "growx, wmin 0, w 100:300:, wrap");
        JButton sample = new JButton("Sample a Card");
        sample.setName("move.sample");
        sample.setIcon(org.roundhouse.ui.theme.Icons.get("dice"));
        sample.setEnabled(known.isEmpty() && outcomes.size() > 1);
        sample.setToolTipText(known.isPresent() ? "The card is known: the deck held it"
                : "Draw one of the cards that can still come, at random; the seed is kept in the record so the line replays identically");
        sample.addActionListener(e -> run(() -> {
            BaseMove card = entry.sample(rng);
            say("Sampled: " + describe(card) + ".", false);
        }));
        body.add(new JLabel(), "");
        body.add(sample, "growx 0, wrap");
        String why = known.isPresent()
                ? "The record shows which card came here" + (document.cursor().isMainLine() && entry.beginsTurn() && !entry.opensVariation()
                        ? "." : " (the main line drew it next): a what-if line draws the cards the deck really held.")
                : "Nobody saw which card comes here. Pick the card that was drawn (only cards that can still be in the deck are offered), or sample one.";
        body.add(new JLabel(), "");
        body.add(note(why, "move.drawHint"), "wmin 0, w 100:300:, growx, wrap");
    }

    private void action() {
        BaseGame game = entry.game();
        BaseState s = entry.state();
        builds = game.legalBuilds(s);
        if (!builds.isEmpty()) {
            // the card just drawn first, then the other cards known to be in hand, then those an unknown hand may hold
            List<Integer> cards = new ArrayList<>();
            List<BaseMove> soFar = entry.stepsSoFar();
            for (int i = soFar.size() - 1; i >= 0; i--) {
                if (soFar.get(i) instanceof BaseMove.DrawTrack d) {
                    if (d.kind() != BaseMove.NO_CARD) cards.add(d.kind());
                    break;
                }
            }
            for (BaseMove.Build b : builds) {
                if (s.trackCards(entry.seat(), b.card()) > 0 && !cards.contains(b.card())) cards.add(b.card());
            }
            for (BaseMove.Build b : builds) if (!cards.contains(b.card())) cards.add(b.card());
            cards.retainAll(builds.stream().map(BaseMove.Build::card).toList());
            buildCard = new JComboBox<>(cards.toArray(new Integer[0]));
            buildCard.setName("move.build.card");
            buildCard.setRenderer(this.<Integer>renderer(k -> Cards.kind(board, k) + " card", k -> Cards.trackCard(board, k)));
            buildCompany = new JComboBox<>();
            buildCompany.setName("move.build.company");
            buildCompany.setRenderer(this.<Integer>renderer(c -> Cards.abbr(board, c) + "  " + board.company(c).name(), c -> Cards.swatch(board, c)));
            buildSections = new JList<>();
            buildSections.setName("move.build.sections");
            buildSections.setVisibleRowCount(4);
            buildSections.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
            buildSections.setCellRenderer(this.<Integer>renderer(sec -> sectionText(s, sec), sec -> null));
            JButton build = new JButton("Build");
            build.setName("move.build");
            build.addActionListener(e -> {
                Integer sec = buildSections.getSelectedValue();
                if (sec == null) {
                    say("Pick a section in the list or click one on the map.", true);
                } else {
                    play(new BaseMove.Build(entry.seat(), (Integer) buildCard.getSelectedItem(), (Integer) buildCompany.getSelectedItem(), sec));
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
            label("Build");
            body.add(row, "growx, wmin 0, w 100:300:, wrap");
            body.add(new JLabel(), "");
            body.add(note("Click a highlighted section on the map to build there.", "move.buildHint"), "wmin 0, w 100:300:, growx, wrap");
        }
        List<BaseMove> invest = new ArrayList<>();
        List<BaseMove> pass = new ArrayList<>();
        List<BaseMove> dead = new ArrayList<>();
        for (BaseMove m : entry.legalSteps()) {
            if (m instanceof BaseMove.Invest) invest.add(m);
            else if (m instanceof BaseMove.Forgo) pass.add(m);
            else if (m instanceof BaseMove.ReplaceDead) dead.add(m);
        }
        if (!invest.isEmpty()) {
            JComboBox<BaseMove> box = new JComboBox<>(invest.toArray(new BaseMove[0]));
            box.setName("move.invest.choice");
            box.setMaximumRowCount(16);
            box.setRenderer(this.<BaseMove>renderer(this::describeInvest, m -> Cards.swatch(board, ((BaseMove.Invest) m).company())));
            JButton go = new JButton("Invest");
            go.setName("move.invest");
            go.addActionListener(e -> play((BaseMove) box.getSelectedItem()));
            JPanel row = new JPanel(new MigLayout("insets 0", "[][]"));
            row.add(box);
            row.add(go);
            label("Invest");
            body.add(row, "wrap");
        }
        if (!pass.isEmpty()) {
            JPanel row = flow();
            for (BaseMove m : pass) {
                int k = ((BaseMove.Forgo) m).card();
                if (k == BaseMove.NO_CARD) {
                    row.add(button("move.pass.none", "Take a share", null, m, "No track card and no share in hand: the turn passes"));
                } else {
                    row.add(button("move.pass." + Cards.letter(board, k), "Discard " + Cards.kind(board, k) + " and take a share",
                            Cards.trackCard(board, k), m, "Neither a build nor an investment is possible"));
                }
            }
            label("Pass");
            body.add(row, "growx, wmin 0, w 100:300:, wrap");
        }
        if (!dead.isEmpty()) {
            JPanel row = flow();
            for (BaseMove m : dead) {
                int k = ((BaseMove.ReplaceDead) m).card();
                row.add(button("move.replace." + Cards.letter(board, k), "Replace the unplayable " + Cards.kind(board, k).toLowerCase()
                        + " card", Cards.trackCard(board, k), m, "Every space of this track type is full"));
            }
            label("Replace");
            body.add(row, "growx, wmin 0, w 100:300:, wrap");
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
        int[] old = targets;
        targets = secs.stream().mapToInt(Integer::intValue).toArray();
        if (!java.util.Arrays.equals(old, targets)) fireTargets();
    }

    private String sectionText(BaseState s, int sec) {
        Section section = board.section(sec);
        return board.sectionName(sec) + "  (" + board.trackTypes().get(section.trackType()) + ", " + s.freeSpaces(sec) + " free)";
    }

    private void take() {
        JPanel row = flow();
        BaseState s = entry.state();
        for (BaseMove m : entry.legalSteps()) {
            BaseMove.Take t = (BaseMove.Take) m;
            switch (t.source()) {
                case DISPLAY -> row.add(button("move.take." + Cards.abbr(board, t.company()), Cards.abbr(board, t.company()) + " (face up)",
                        Cards.swatch(board, t.company()), m, board.company(t.company()).name() + " from the display"));
                case DECK -> row.add(button("move.take.deck", "Top of the deck (" + s.deckSize() + ")", null, m,
                        "Take the top card of the share deck; the card turned up is entered next"));
                case UNION_PACIFIC -> row.add(button("move.take.up", "Union Pacific (" + s.unionPacificLeft() + " left)",
                        Cards.swatch(board, board.unionPacific()), m, "Take a Union Pacific share"));
            }
        }
        label("Take");
        body.add(row, "growx, wmin 0, w 100:300:, wrap");
    }

    private void exchange() {
        JPanel row = flow();
        for (BaseMove m : entry.legalSteps()) {
            BaseMove.Exchange x = (BaseMove.Exchange) m;
            if (x.keeps()) row.add(button("move.keep", "Keep", null, m, "No exchange"));
            else row.add(button("move.exchange." + Cards.abbr(board, x.company()), "Give " + Cards.abbr(board, x.company()),
                    Cards.swatch(board, x.company()), m, "Give a share for a Union Pacific share"));
        }
        label("Exchange");
        body.add(row, "growx, wmin 0, w 100:300:, wrap");
    }

    private void discard() {
        JPanel row = flow();
        for (BaseMove m : entry.legalSteps()) {
            int k = ((BaseMove.Discard) m).card();
            if (k == BaseMove.NO_CARD) {
                row.add(button("move.discard.none", "No track card to discard", null, m, "The hand holds no track card: the turn ends"));
            } else {
                row.add(button("move.discard." + Cards.letter(board, k), Cards.kind(board, k), Cards.trackCard(board, k), m, null));
            }
        }
        label("Discard");
        body.add(row, "growx, wmin 0, w 100:300:, wrap");
    }

    private void over() {
        BaseState s = entry.state();
        StringBuilder b = new StringBuilder("<html>");
        int[] winners = s.winners();
        for (int i = 0; i < winners.length; i++) {
            if (i > 0) b.append(" and ");
            b.append(winners[i] < s.players() ? document.replay().playerName(winners[i]) : "the house");
        }
        b.append(winners.length == 1 ? " wins" : " win").append(" with $").append(s.cashOf(winners[0])).append("M.</html>");
        JLabel l = new JLabel(b.toString());
        l.setName("move.result");
        body.add(l, "spanx 2, wrap");
    }

    // ---- pieces

    private void label(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty("FlatLaf.styleClass", "semibold");
        // labels go in the first column; the row added next goes in the second
        body.add(l, "top, gaptop 4");
    }

    private static JPanel flow() {
        return new JPanel(new WrapLayout(java.awt.FlowLayout.LEFT, 4, 2));
    }

    /** A small note that wraps to the panel's width. */
    private static JTextArea note(String text, String name) {
        JTextArea t = new JTextArea(text);
        t.setName(name);
        t.setEditable(false);
        t.setFocusable(false);
        t.setLineWrap(true);
        t.setWrapStyleWord(true);
        t.setOpaque(false);
        t.setBorder(BorderFactory.createEmptyBorder());
        t.putClientProperty("FlatLaf.styleClass", "small");
        Color fg = UIManager.getColor("Label.disabledForeground");
        if (fg != null) t.setForeground(fg);
        return t;
    }

    private JButton button(String name, String text, javax.swing.Icon icon, BaseMove step, String tip) {
        JButton b = new JButton(text, icon);
        b.setName(name);
        if (tip != null) b.setToolTipText(tip);
        b.addActionListener(e -> play(step));
        return b;
    }

    private JComboBox<Integer> companyBox(List<Integer> companies) {
        JComboBox<Integer> box = new JComboBox<>(companies.toArray(new Integer[0]));
        box.setRenderer(this.<Integer>renderer(c -> Cards.abbr(board, c), c -> Cards.swatch(board, c)));
        return box;
    }

    private <T> DefaultListCellRenderer renderer(java.util.function.Function<T, String> text,
                                                 java.util.function.Function<T, javax.swing.Icon> icon) {
        return new DefaultListCellRenderer() {
            @Override
            @SuppressWarnings("unchecked")
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                super.getListCellRendererComponent(list, value == null ? "" : text.apply((T) value), index, sel, focus);
                setIcon(value == null ? null : icon.apply((T) value));
                return this;
            }
        };
    }

    private String describeInvest(BaseMove m) {
        BaseMove.Invest v = (BaseMove.Invest) m;
        if (v.isPair()) return "1 " + Cards.abbr(board, v.company()) + " + 1 " + Cards.abbr(board, v.second());
        return v.count() + " " + Cards.abbr(board, v.company()) + (v.count() == 1 ? " share" : " shares");
    }

    private String describe(BaseMove m) {
        if (m instanceof BaseMove.DrawTrack d) return d.kind() == BaseMove.NO_CARD ? "no card" : "a " + Cards.kind(board, d.kind()).toLowerCase() + " card";
        if (m instanceof BaseMove.Reveal r) return r.isDividend() ? "a dividend card" : "a " + Cards.abbr(board, r.card()) + " share";
        return m.toString();
    }

    private void play(BaseMove step) {
        run(() -> entry.play(step));
    }

    private void run(Runnable r) {
        try {
            r.run();
        } catch (IllegalArgumentException | IllegalStateException e) {
            say("Not possible: " + e.getMessage() + ".", true);
        }
    }

    private void say(String text, boolean problem) {
        message.setText(text);
        Color c = problem ? UIManager.getColor("Component.error.focusedBorderColor") : UIManager.getColor("Label.foreground");
        message.setForeground(c == null ? (problem ? new Color(0xB3261E) : Color.DARK_GRAY) : problem ? c.darker() : c);
    }

    /** The current message (reasons, what was sampled). */
    public String messageText() {
        return message.getText();
    }

    private void fireTargets() {
        for (Runnable r : targetListeners) r.run();
    }

    // ---- why not

    private void showWhyNot() {
        if (entry == null) return;
        Map<String, List<String[]>> groups = WhyNot.of(entry);
        JPopupMenu menu = new JPopupMenu();
        menu.setName("move.whyNot.menu");
        if (groups.isEmpty()) {
            JMenuItem none = new JMenuItem("Everything is possible here");
            none.setEnabled(false);
            menu.add(none);
        }
        for (Map.Entry<String, List<String[]>> g : groups.entrySet()) {
            JMenu sub = new JMenu(g.getKey());
            sub.setName("move.whyNot." + g.getKey());
            for (String[] item : g.getValue()) {
                JMenuItem mi = new JMenuItem(item[0]);
                mi.setName("move.whyNot.item." + item[0]);
                mi.setToolTipText(item[1]);
                mi.addActionListener(e -> say(item[0] + ": " + item[1] + ".", true));
                sub.add(mi);
            }
            menu.add(sub);
        }
        menu.show(whyNot, 0, whyNot.getHeight());
    }

    JComponent bodyForTests() {
        return body;
    }
}
