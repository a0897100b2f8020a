package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Set;

import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.DefaultComboBoxModel;
import javax.swing.InputMap;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.board.Board;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.ui.map.MapView;
import org.roundhouse.ui.theme.Icons;

/**
 * Everything inside the workbench window but the menu bar: the tool bar, the move tree on
 * the left, the map with the timeline in the centre, the companies table and the charts
 * below it, the players and decks on the right, and the status bar. It needs no window,
 * so it can also be painted offscreen (benchmark, screenshots).
 */
public final class WorkbenchPanel extends JPanel implements WorkbenchModel.Listener {
    private final WorkbenchModel model;
    private final MapView map = new MapView();
    private final CompanyRowsView companyRows = new CompanyRowsView();
    private final FactTablesView rowTables = new FactTablesView("companyRows.tables");
    private final java.awt.CardLayout pictures = new java.awt.CardLayout();
    private final JPanel picture = new JPanel(pictures);
    /** The user asked for the company rows instead of the map (View › Company Rows). */
    private boolean rowsChosen;
    private final MoveTreePanel tree;
    private final Timeline timeline;
    private final PlayersPanel players;
    private final CompaniesPanel companies;
    private final DecksPanel decks;
    private final JScrollPane decksScroll;
    private final StatusBar status;
    private final ChartsDock charts;
    private final org.roundhouse.ui.entry.MovePanel moves = new org.roundhouse.ui.entry.MovePanel();
    private final ComparePanel compare;
    private final org.roundhouse.ui.charts.WinChancesPanel winChances = new org.roundhouse.ui.charts.WinChancesPanel();
    private final EditActions edits;
    private final JTabbedPane dock = new JTabbedPane();
    private final Navigation navigation;
    private final JToolBar toolbar = new JToolBar();
    private final JLabel counter = new JLabel();
    private final JComboBox<String> viewer = new JComboBox<>();
    private final JSplitPane outer;
    private final JSplitPane rest;
    private final JSplitPane centre;
    private final JSplitPane side;
    private boolean updatingViewer;

    public WorkbenchPanel(WorkbenchModel model) {
        super(new BorderLayout());
        this.model = model;
        setName("workbench");
        navigation = new Navigation(model);
        tree = new MoveTreePanel(model);
        timeline = new Timeline(model);
        players = new PlayersPanel(model);
        companies = new CompaniesPanel(model);
        decks = new DecksPanel(model);
        status = new StatusBar(model, tree);
        charts = new ChartsDock(model);
        compare = new ComparePanel(model);
        winChances.setHorizon(model::horizon);
        moves.setHorizon(model::horizon);
        model.addListener((m, changes) -> {
            if (changes.contains(WorkbenchModel.Change.HORIZON)) {
                winChances.horizonChanged();
                moves.horizonChanged();
            }
            if (changes.contains(WorkbenchModel.Change.DOCUMENT)) winChances.setDocument(m.document());
        });
        edits = new EditActions(model, tree, this);
        tree.setEditActions(edits);
        winChances.review().addPropertyChangeListener(org.roundhouse.ui.charts.ReviewPanel.SHOW_MARKS,
                e -> tree.setReviewMarks(Boolean.TRUE.equals(e.getNewValue())));
        // a review kept (or one under way) needs the room for its scorecard below the graph
        winChances.review().addPropertyChangeListener(org.roundhouse.ui.charts.ReviewPanel.ROOM, e -> {
            if (dock.getSelectedComponent() == winChances) javax.swing.SwingUtilities.invokeLater(this::growDock);
        });

        map.setName("map");
        map.addSectionClickListener(s -> {
            java.util.Optional<String> built = isEntering() ? moves.sectionClicked(s) : java.util.Optional.empty();
            status.showMessage(built.orElse(map.describeSection(s)));
        });
        moves.setShowAllAction(() -> model.setPerspective(PositionFacts.ALL_SEEING));
        moves.addTargetsListener(() -> {
            if (model.hasDocument()) updateMap();
        });

        JPanel mapArea = new JPanel(new BorderLayout());
        picture.add(map, "map");
        // a rule set's own tables (the stripped-down variant's face-up piles and bribes) beside the rows
        JPanel rowsAndTables = new RowsAndTables();
        rowsAndTables.add(companyRows, BorderLayout.CENTER);
        rowTables.setBorder(BorderFactory.createEmptyBorder(8, 12, 8, 12));
        rowTables.setOpaque(true);
        rowsAndTables.add(rowTables, BorderLayout.EAST);
        picture.add(new javax.swing.JScrollPane(rowsAndTables) {
            @Override
            public Dimension getPreferredSize() {
                // the rows alone ask for the width, so the tables beside them take none from the players and decks
                Dimension rows = companyRows.getPreferredSize();
                Dimension all = super.getPreferredSize();
                return new Dimension(Math.min(all.width, rows.width + 4), all.height);
            }
        }, "rows");
        mapArea.add(picture, BorderLayout.CENTER);
        JPanel timeBar = new JPanel(new MigLayout("insets 2 8 2 8, fillx", "[][][grow, fill][][]"));
        timeBar.add(button(navigation.first));
        timeBar.add(button(navigation.previous));
        timeBar.add(timeline, "growx, wmin 100");
        timeBar.add(button(navigation.next));
        timeBar.add(button(navigation.last));
        counter.setName("moveCounter");
        timeBar.add(counter, "wmin 90, gapleft 6");
        timeBar.setBorder(org.roundhouse.ui.theme.Borders.line(true, false, false, false));
        mapArea.add(timeBar, BorderLayout.SOUTH);

        dock.setName("dock");
        dock.addTab(UI.text("tab.companies"), companies);
        dock.addTab(UI.text("tab.charts"), charts);
        dock.addTab(UI.text("tab.winChances"), null, winChances, UI.text("tab.winChances.tip"));
        dock.addTab(UI.text("tab.move"), moves);
        dock.setToolTipTextAt(dock.indexOfComponent(moves), UI.text("tab.move.tip"));
        dock.addTab(UI.text("tab.compare"), Icons.get("compare"), compare, UI.text("tab.compare.tip"));
        dock.putClientProperty("JTabbedPane.tabType", "card");
        // one row of tabs at any width: at 1024 pixels they wrapped to two rows, taking a short dock's height from the charts
        dock.setTabLayoutPolicy(JTabbedPane.SCROLL_TAB_LAYOUT);
        dock.addChangeListener(e -> {
            if (dock.getSelectedComponent() == charts || dock.getSelectedComponent() == compare
                    || dock.getSelectedComponent() == winChances) growDock();
            if (model.hasDocument()) updateMap();
        });

        JScrollPane playersScroll = new JScrollPane(players);
        playersScroll.setBorder(BorderFactory.createEmptyBorder());
        playersScroll.getVerticalScrollBar().setUnitIncrement(16);
        decksScroll = new JScrollPane(decks);
        decksScroll.setBorder(org.roundhouse.ui.theme.Borders.line(true, false, false, false));

        side = split("side", JSplitPane.VERTICAL_SPLIT, playersScroll, decksScroll, 1.0);
        centre = split("centre", JSplitPane.VERTICAL_SPLIT, mapArea, dock, 1.0);
        rest = split("rest", JSplitPane.HORIZONTAL_SPLIT, centre, side, 1.0);
        outer = split("outer", JSplitPane.HORIZONTAL_SPLIT, tree, rest, 0.0);
        // a narrower window takes its width from the map, not from the players and decks
        rest.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                keepSideWidth();
            }
        });
        // the decks' tables (Union Pacific for two's display) are shown whole: the side panel widens for them
        model.addListener((m, changes) -> javax.swing.SwingUtilities.invokeLater(this::keepSideWidth));
        tree.setMinimumSize(new Dimension(200, 100));
        side.setMinimumSize(new Dimension(SIDE_MIN_WIDTH, 100));
        dock.setMinimumSize(new Dimension(100, 80));
        // a dock dragged taller stops where the map would get too small for its city names
        mapArea.setMinimumSize(new Dimension(MAP_MIN_WIDTH, MAP_MIN_HEIGHT + timeBar.getPreferredSize().height));
        centre.addPropertyChangeListener(JSplitPane.DIVIDER_LOCATION_PROPERTY, e -> {
            int least = mapArea.getMinimumSize().height;
            int room = centre.getHeight() - centre.getDividerSize() - dock.getMinimumSize().height;
            if (centre.getDividerLocation() < least && room >= least) centre.setDividerLocation(least);
        });

        buildToolbar();
        add(toolbar, BorderLayout.NORTH);
        add(outer, BorderLayout.CENTER);
        add(status, BorderLayout.SOUTH);

        installKeys();
        model.addListener(this);
    }

    /**
     * The company rows with the rule set's tables on their right. As wide as the view while the
     * tables and a few trains per row fit (the rows then draw as many trains as fit, the rest as
     * "+n"), so the tables are not scrolled out of sight; narrower views scroll.
     */
    private final class RowsAndTables extends JPanel implements javax.swing.Scrollable {
        RowsAndTables() {
            super(new BorderLayout());
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
            return CompanyRowsView.ROW;
        }

        @Override
        public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
            return orientation == javax.swing.SwingConstants.VERTICAL ? visible.height : visible.width;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            int least = CompanyRowsView.LABEL_W + 4 * (CompanyRowsView.TRAIN_W + 3) + CompanyRowsView.RIGHT_W + 24
                    + (rowTables.isVisible() ? rowTables.getPreferredSize().width : 0);
            return getParent() instanceof javax.swing.JViewport v && v.getWidth() >= least;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return getParent() instanceof javax.swing.JViewport v && v.getHeight() >= getPreferredSize().height;
        }
    }

    private static JSplitPane split(String name, int orientation, JComponent a, JComponent b, double weight) {
        JSplitPane s = new JSplitPane(orientation, true, a, b);
        s.setName("split." + name);
        s.setResizeWeight(weight);
        s.setBorder(BorderFactory.createEmptyBorder());
        s.setContinuousLayout(true);
        return s;
    }

    private static JButton button(Action a) {
        return button(a, "nav.");
    }

    private static JButton button(Action a, String prefix) {
        JButton b = new JButton(a);
        b.setHideActionText(true);
        b.setFocusable(false);
        b.setName(prefix + a.getValue(Action.ACTION_COMMAND_KEY));
        b.putClientProperty("JButton.buttonType", "toolBarButton");
        return b;
    }

    private void buildToolbar() {
        toolbar.setName("toolbar");
        toolbar.setFloatable(false);
        toolbar.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
        for (Action a : List.of(navigation.first, navigation.previous, navigation.next, navigation.last)) {
            toolbar.add(button(a, "toolbar."));
        }
        toolbar.addSeparator();
        toolbar.add(button(navigation.previousDividend));
        toolbar.add(button(navigation.nextDividend));
        toolbar.addSeparator();
        toolbar.add(button(navigation.previousNote));
        toolbar.add(button(navigation.nextNote));
        toolbar.addSeparator();
        JLabel eye = new JLabel(Icons.get("eye"));
        eye.setToolTipText(UI.text("eyes.tip"));
        toolbar.add(eye);
        viewer.setName("viewer");
        viewer.setFocusable(false);
        viewer.setToolTipText(eye.getToolTipText());
        viewer.setMaximumSize(new Dimension(180, 30));
        viewer.addActionListener(e -> {
            if (updatingViewer || !model.hasDocument()) return;
            model.setPerspective(viewer.getSelectedIndex() <= 0 ? PositionFacts.ALL_SEEING : viewer.getSelectedIndex() - 1);
        });
        toolbar.add(viewer);
        toolbar.addSeparator();
        toolbar.add(button(zoomIn));
        toolbar.add(button(zoomOut));
        toolbar.add(button(fit));
    }

    final Action zoomIn = mapAction(UI.text("map.zoomIn"), "zoom-in", UI.text("map.zoomIn.tip"), () -> map.zoomIn());
    final Action zoomOut = mapAction(UI.text("map.zoomOut"), "zoom-out", UI.text("map.zoomOut.tip"), () -> map.zoomOut());
    final Action fit = mapAction(UI.text("map.fit"), "zoom-fit", UI.text("map.fit.tip"), () -> map.fitToWindow());

    private static Action mapAction(String name, String icon, String tip, Runnable r) {
        AbstractAction a = new AbstractAction(name, Icons.get(icon)) {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        };
        a.putValue(Action.SHORT_DESCRIPTION, tip);
        a.putValue(Action.ACTION_COMMAND_KEY, name);
        return a;
    }

    private void installKeys() {
        navigation.bind(this, WHEN_IN_FOCUSED_WINDOW, true);
        // the tree and the map would use these keys for themselves: stepping wins
        navigation.bind(tree.tree(), WHEN_FOCUSED, false);
        navigation.bind(companies.table(), WHEN_ANCESTOR_OF_FOCUSED_COMPONENT, false);
        navigation.bind(map, WHEN_FOCUSED, true);
        // whose eyes: Ctrl+` all-seeing, Ctrl+1..6 a seat
        InputMap window = getInputMap(WHEN_IN_FOCUSED_WINDOW);
        for (int seat = -1; seat < 6; seat++) {
            int s = seat;
            String id = "roundhouse.eyes" + seat;
            window.put(KeyStroke.getKeyStroke(seat < 0 ? KeyEvent.VK_BACK_QUOTE : KeyEvent.VK_1 + seat, Navigation.menuMask()), id);
            getActionMap().put(id, new AbstractAction() {
                @Override
                public void actionPerformed(ActionEvent e) {
                    if (model.hasDocument() && s < model.document().record().setup().playerCount()) model.setPerspective(s);
                }
            });
        }
        // the map pans with Shift+arrows instead
        InputMap in = map.getInputMap(WHEN_FOCUSED);
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, KeyEvent.SHIFT_DOWN_MASK), "panLeft");
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, KeyEvent.SHIFT_DOWN_MASK), "panRight");
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_UP, KeyEvent.SHIFT_DOWN_MASK), "panUp");
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, KeyEvent.SHIFT_DOWN_MASK), "panDown");
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (!m.hasDocument()) return;
        if (changes.contains(WorkbenchModel.Change.DOCUMENT)) {
            moves.setDocument(m.document());
            updatingViewer = true;
            try {
                DefaultComboBoxModel<String> items = new DefaultComboBoxModel<>();
                items.addElement(UI.text("eyes.all"));
                for (String name : m.document().record().setup().players()) items.addElement(UI.text("eyes.seat", name));
                viewer.setModel(items);
            } finally {
                updatingViewer = false;
            }
        }
        if (changes.contains(WorkbenchModel.Change.PERSPECTIVE) || changes.contains(WorkbenchModel.Change.DOCUMENT)) {
            moves.setViewer(m.perspective());
            updatingViewer = true;
            try {
                viewer.setSelectedIndex(m.perspective() + 1);
            } finally {
                updatingViewer = false;
            }
        }
        if (changes.contains(WorkbenchModel.Change.PERSPECTIVE) && changes.size() == 1) return;
        updateMap();
        counter.setText(counterText(m.cursor().moveNumber(), m.line().size() - 2, m.horizon().hidesFuture()));
        counter.setToolTipText(m.horizon().hidesFuture() ? UI.text("counter.hidden.tip") : UI.text("counter.tip"));
    }

    /**
     * The move counter: where the cursor is ("Start" before any move, "Investments" at move 0,
     * else the move number) and the line's last move, once there is a move after the
     * investments; no last move while the future is hidden.
     */
    static String counterText(int at, int last, boolean futureHidden) {
        String where = at < 0 ? UI.text("counter.start") : at == 0 ? UI.text("counter.investments") : String.valueOf(at);
        return futureHidden || last < 1 ? where : where + " / " + last;
    }

    /** True while the Move tab is showing: map clicks then build. */
    boolean isEntering() {
        return dock.getSelectedComponent() == moves;
    }

    /** Shows the Move tab. */
    void showMovePanel() {
        dock.setSelectedComponent(moves);
    }

    org.roundhouse.ui.entry.MovePanel movePanel() {
        return moves;
    }

    EditActions edits() {
        return edits;
    }

    /**
     * The least the map is given (the timeline below it comes on top): at this size every city name
     * still fits on the map beside its dot (LabelPlacementTest's smallest map), with the legend or
     * without it.
     */
    static final int MAP_MIN_HEIGHT = 340;
    static final int MAP_MIN_WIDTH = 320;

    /** The least width of the players and decks, unless the decks' tables need more. */
    static final int SIDE_MIN_WIDTH = 240;

    /** Gives the players and decks at least their least width (the decks' tables whole), as far as the map keeps its least width. */
    private void keepSideWidth() {
        int keep = Math.max(SIDE_MIN_WIDTH, decks.widthNeeded() + decksScroll.getVerticalScrollBar().getPreferredSize().width + 2);
        if (side.getMinimumSize().width != keep) side.setMinimumSize(new Dimension(keep, 100));
        int sideWidth = rest.getWidth() - rest.getDividerLocation() - rest.getDividerSize();
        // as near as the map's least width allows
        int at = Math.max(MAP_MIN_WIDTH, rest.getWidth() - keep - rest.getDividerSize());
        if (sideWidth < keep && at < rest.getDividerLocation()) rest.setDividerLocation(at);
    }

    /** Charts and the comparison need more height than the table: the dock takes at least this much, map allowing. */
    static final int TALL_DOCK = 380;

    /**
     * The Win chances tab with a move review below the graph: the graph, the decisions and a scorecard
     * row per player need this much.
     */
    static final int TALLER_DOCK = 480;

    /** Gives the dock the height charts need when it has less (the map keeps at least 45%). */
    private void growDock() {
        int total = centre.getHeight() - centre.getDividerSize();
        if (total <= 0) return;
        int dockHeight = total - centre.getDividerLocation();
        boolean review = dock.getSelectedComponent() == winChances && model.hasDocument()
                && model.document().record().review().isPresent();
        int wanted = Math.min(review ? TALLER_DOCK : TALL_DOCK, (int) (total * 0.55));
        if (dockHeight < wanted) centre.setDividerLocation(total - wanted);
    }

    JSplitPane centreSplitForTests() {
        return centre;
    }

    /**
     * Shows each company as a row of trains instead of the map, for a game that has a map;
     * a rule set played without a map always shows the rows.
     */
    void setCompanyRows(boolean rows) {
        rowsChosen = rows;
        if (model.hasDocument()) updateMap();
    }

    /** True when the middle of the window shows the company rows, not the map. */
    boolean showsCompanyRows() {
        return rowsChosen || model.hasDocument()
                && model.document().replay().game().boardPicture() == org.roundhouse.engine.BoardPicture.COMPANY_ROWS;
    }

    /** True when the game has a map to show (the company rows may still be chosen instead). */
    boolean hasMap() {
        return model.hasDocument() && model.document().replay().game().boardPicture() == org.roundhouse.engine.BoardPicture.MAP;
    }

    CompanyRowsView companyRows() {
        return companyRows;
    }

    private void updateMap() {
        int company = model.selectedCompany();
        PositionFacts f = model.facts();
        boolean rows = showsCompanyRows();
        for (Action a : List.of(zoomIn, zoomOut, fit)) a.setEnabled(!rows);
        if (rows) {
            companyRows.setPosition(f, model.document().record().setup().players());
            rowTables.setTables(f.tables, f.board, model.document().record().setup().players(), List.of());
            pictures.show(picture, "rows");
            return;
        }
        pictures.show(picture, "map");
        Board board = f.board;
        int[] emphasis = company >= 0 && company < f.unionPacific && f.buildsOnMap() ? f.reachable[company] : null;
        int[] targets = isEntering() ? moves.buildTargets() : null;
        if (targets != null) {
            emphasis = targets;
            map.setEmphasisLabel(UI.text("map.emphasis.build"));
        } else if (emphasis != null) {
            map.setEmphasisLabel(UI.text("map.emphasis.company", board.companyAbbreviation(company)));
        } else {
            // sections the annotator marked at this position
            int[] marked = model.horizon().positionMarks(model.cursor()).stream().filter(org.roundhouse.record.PositionMark::isSection)
                    .mapToInt(pm -> sectionByCode(board, pm.target())).filter(s -> s >= 0).toArray();
            if (marked.length > 0) {
                emphasis = marked;
                map.setEmphasisLabel(UI.text("map.emphasis.marked"));
            }
        }
        // the review's better build only while the Win chances tab, where the review is read, is in front
        org.roundhouse.ui.map.MapContent.BetterBuild better = dock.getSelectedComponent() == winChances
                && model.document().record().review().isPresent()
                ? BetterBuilds.at(model.document().replay().game(), model.cursor(), model.document().replay().playerNames()).orElse(null)
                : null;
        map.setContent(new PositionMapContent(model.document().replay().game(), model.state(), model.cursor(), emphasis, better));
    }

    /** The section of a "DEN-CAS" code (either order), or -1. */
    static int sectionByCode(Board board, String code) {
        String[] ends = code.split("-");
        if (ends.length != 2) return -1;
        var a = board.cityByCode(ends[0]);
        var b = board.cityByCode(ends[1]);
        if (a.isEmpty() || b.isEmpty()) return -1;
        return board.sectionBetween(a.get().index(), b.get().index()).map(org.roundhouse.board.Section::index).orElse(-1);
    }

    // ---- parts, for the window, tests and the benchmark

    public WorkbenchModel model() {
        return model;
    }

    public MapView map() {
        return map;
    }

    JComponent moveTree() {
        return tree.tree();
    }

    MoveTreePanel treePanel() {
        return tree;
    }

    Navigation navigation() {
        return navigation;
    }

    StatusBar status() {
        return status;
    }

    /** The win-chances graph (its own tab of the dock). */
    org.roundhouse.ui.charts.WinChancesPanel winChances() {
        return winChances;
    }

    /** Shows the win-chances tab and asks how to estimate the chances of the current line. */
    void estimateWinChances() {
        dock.setSelectedComponent(winChances);
        winChances.askAndRun();
    }

    /** The charts of the dock (for screenshots and tests). */
    org.roundhouse.ui.charts.ChartsPanel chartsPanel() {
        return charts.charts();
    }

    JTabbedPane dock() {
        return dock;
    }

    /** The split panes by name, for remembering their dividers. */
    List<JSplitPane> splits() {
        return List.of(outer, rest, centre, side, tree.split());
    }

    /** Divider positions to use when none are remembered, for a window of this size. */
    void defaultDividers(int width, int height) {
        outer.setDividerLocation(Math.max(260, Math.min(380, width / 4)));
        rest.setDividerLocation(Math.max(400, width - Math.max(260, Math.min(380, width / 4)) - 350));
        centre.setDividerLocation(Math.max((int) (height * 0.55), height - 100 - 250));
        side.setDividerLocation(Math.max(300, height - 100 - 300));
    }
}
