package org.roundhouse.ui.designer;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.WindowConstants;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.ResultsDirectory;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RecipeFormatException;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.ui.charts.ChartExport;
import org.roundhouse.ui.charts.ChartStyle;

/**
 * The designer's simulator (issue #12): cells to compare are set up, bots play them off the
 * event thread with progress, ETA and Cancel, and the results are compared on charts and in a
 * table of figures; a previous run's output directory (the {@code simulate} command's) is
 * compared the same way, and any game of a run opens in the workbench as a record.
 */
public final class DesignerWindow extends JFrame {

    final JComboBox<RuleSet> ruleSet = new JComboBox<>(RuleSets.all().toArray(new RuleSet[0]));
    final JPanel optionsPanel = new JPanel(new MigLayout("insets 0"));
    final Map<String, JComboBox<String>> optionBoxes = new LinkedHashMap<>();
    final JComboBox<String> recipe = new JComboBox<>();
    final JSpinner players = new JSpinner(new SpinnerNumberModel(4, 2, 6, 1));
    final JPanel botsPanel = new JPanel(new MigLayout("insets 0"));
    final List<JComboBox<String>> bots = new ArrayList<>();
    final JTextField cellLabel = new JTextField(14);
    final JSpinner games = new JSpinner(new SpinnerNumberModel(1000, 1, 10_000_000, 100));
    final JTextField seed = new JTextField("1", 8);
    final JSpinner threads = new JSpinner(new SpinnerNumberModel(Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 64, 1));
    final JCheckBox duplicate = new JCheckBox("Duplicate seating (every deal from every seat)");
    final CellsModel cells = new CellsModel();
    final JTable cellTable = new JTable(cells);
    final JButton run = new JButton("Run");
    final JButton cancel = new JButton("Cancel");
    final JProgressBar progress = new JProgressBar(0, 1000);
    final JLabel status = new JLabel(" ");
    final RecipeEditor recipeEditor;
    final JTabbedPane tabs = new JTabbedPane();
    final JTabbedPane chartTabs = new JTabbedPane();
    final ChartPanel dividendChart = chartPanel("chartDividends");
    final ChartPanel lengthChart = chartPanel("chartLength");
    final ChartPanel seatChart = chartPanel("chartSeats");
    final ChartPanel marginChart = chartPanel("chartMargins");
    final DefaultTableModel figures = new DefaultTableModel();
    final JTable figureTable = new JTable(figures);
    final GamesModel gameRows = new GamesModel();
    final JTable gameTable = new JTable(gameRows);
    final JLabel runTitle = new JLabel("No run yet: set up cells and press Run, or open a run's directory.");
    final JButton saveRun = new JButton("Save Run…");
    final JButton openGame = new JButton("Open Game in Workbench");
    final JComboBox<String> gameCell = new JComboBox<>();
    private final Consumer<GameRecord> openRecord;
    /** The shipped recipes and those loaded or used from the recipe editor this session: the cells' recipes. */
    private RecipeBook recipes = RecipeBook.shipped();
    private SimRun shown;
    private Path tempRun;
    private SimulationWorker worker;

    /** @param openRecord opens a simulated game's record in a workbench window */
    public DesignerWindow(Consumer<GameRecord> openRecord) {
        super("Roundhouse Designer");
        this.openRecord = openRecord;
        setName("designerWindow");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        recipeEditor = new RecipeEditor(r -> recipes = recipes.with(r), this::recipesUsed);
        tabs.setName("designerTabs");
        tabs.addTab("Cells", setup());
        tabs.addTab("Recipe Editor", recipeEditor);
        tabs.addTab("Results", results());
        getContentPane().add(tabs, BorderLayout.CENTER);
        setMinimumSize(new Dimension(900, 620));
        setSize(1280, 860);
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                if (worker != null) worker.stop.set(true);
                deleteTemp();
            }
        });
    }

    private static ChartPanel chartPanel(String name) {
        ChartPanel p = new ChartPanel(null, false, false, false, false, true);
        p.setName(name);
        p.setMouseWheelEnabled(false);
        p.setMinimumDrawWidth(200);
        p.setMinimumDrawHeight(150);
        p.setMaximumDrawWidth(4000);
        p.setMaximumDrawHeight(3000);
        return p;
    }

    // ------------------------------------------------------------------ setting up cells

    private JPanel setup() {
        ruleSet.setName("ruleSet");
        recipe.setName("recipe");
        players.setName("players");
        cellLabel.setName("cellLabel");
        games.setName("games");
        seed.setName("seed");
        threads.setName("threads");
        duplicate.setName("duplicate");
        cellTable.setName("cells");
        run.setName("run");
        cancel.setName("cancel");
        progress.setName("progress");
        status.setName("status");
        ruleSet.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                return super.getListCellRendererComponent(list, value instanceof RuleSet r ? r.title() : value, index, sel, focus);
            }
        });
        fillRecipes(Recipes.STANDARD);
        ruleSet.addActionListener(e -> ruleSetChanged());
        players.addChangeListener(e -> fillBots());
        JButton recipeFile = new JButton("Recipe File…");
        recipeFile.setToolTipText("Load deck recipes from a file (docs/deck-recipes.md) for the cells");
        recipeFile.addActionListener(e -> loadRecipeFile());
        JButton add = new JButton("Add Cell");
        add.setName("addCell");
        add.addActionListener(e -> addCell());
        JButton remove = new JButton("Remove Cell");
        remove.setName("removeCell");
        remove.addActionListener(e -> {
            int[] rows = cellTable.getSelectedRows();
            for (int i = rows.length - 1; i >= 0; i--) cells.remove(cellTable.convertRowIndexToModel(rows[i]));
        });
        cancel.setEnabled(false);
        run.addActionListener(e -> runCells());
        cancel.addActionListener(e -> cancelRun());
        progress.setStringPainted(true);
        progress.setString("");

        JPanel cell = new JPanel(new MigLayout("insets 8, wrap 2", "[right][grow, fill]"));
        cell.setBorder(javax.swing.BorderFactory.createTitledBorder("A cell"));
        cell.add(new JLabel("Rule set"));
        cell.add(ruleSet);
        cell.add(new JLabel("Deck recipe"));
        cell.add(recipe, "split 2, growx");
        cell.add(recipeFile);
        cell.add(new JLabel("Options"));
        cell.add(optionsPanel);
        cell.add(new JLabel("Players"));
        cell.add(players, "growx 0");
        cell.add(new JLabel("Bots"));
        cell.add(botsPanel);
        cell.add(new JLabel("Label"));
        cell.add(cellLabel);
        cell.add(add, "skip, split 2, growx 0");
        cell.add(remove, "growx 0");

        JPanel sweep = new JPanel(new MigLayout("insets 8, wrap 2", "[right][grow]"));
        sweep.setBorder(javax.swing.BorderFactory.createTitledBorder("Every cell"));
        sweep.add(new JLabel("Games per cell"));
        sweep.add(games, "w 110!");
        sweep.add(new JLabel("Seed"));
        sweep.add(seed);
        sweep.add(new JLabel("Threads"));
        sweep.add(threads, "w 70!");
        sweep.add(duplicate, "skip");
        sweep.add(new JLabel("<html>Every cell plays the same deals (common random numbers): differences are measured deal by deal.</html>"),
                "skip, w 300!");

        JPanel top = new JPanel(new MigLayout("insets 0", "[grow, fill][fill]"));
        top.add(cell);
        top.add(sweep, "aligny top");
        JPanel bottom = new JPanel(new MigLayout("insets 8", "[grow, fill]", "[grow, fill][]"));
        cellTable.setFillsViewportHeight(true);
        cellTable.setPreferredScrollableViewportSize(new Dimension(800, 160));
        cellTable.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        bottom.add(new JScrollPane(cellTable), "wrap");
        bottom.add(run, "split 4, growx 0");
        bottom.add(cancel, "growx 0");
        bottom.add(progress, "w 260!");
        bottom.add(status, "growx");
        JPanel p = new JPanel(new BorderLayout());
        p.add(top, BorderLayout.NORTH);
        p.add(bottom, BorderLayout.CENTER);
        ruleSetChanged();
        return p;
    }

    private RuleSet rules() {
        return (RuleSet) ruleSet.getSelectedItem();
    }

    private void ruleSetChanged() {
        RuleSet r = rules();
        optionsPanel.removeAll();
        optionBoxes.clear();
        boolean hasRecipe = false;
        for (RuleOption o : r.options()) {
            if (o.isDeckRecipe()) {
                hasRecipe = true;
                continue;
            }
            if (o.values().isEmpty()) continue;
            JComboBox<String> box = new JComboBox<>(o.values().toArray(new String[0]));
            box.setName("option" + o.tag());
            box.setSelectedItem(o.defaultValue());
            box.setToolTipText(o.label());
            optionBoxes.put(o.tag(), box);
            optionsPanel.add(new JLabel(o.label().isEmpty() ? o.tag() : o.label()));
            optionsPanel.add(box, "gapright 12");
        }
        if (optionBoxes.isEmpty()) optionsPanel.add(new JLabel("none"));
        recipe.setEnabled(hasRecipe);
        Game g = r.configure(Boards.unionPacific(), Map.of());
        SpinnerNumberModel m = (SpinnerNumberModel) players.getModel();
        int n = Math.max(g.minPlayers(), Math.min(g.maxPlayers(), (Integer) players.getValue()));
        m.setMinimum(g.minPlayers());
        m.setMaximum(g.maxPlayers());
        players.setValue(n);
        players.setEnabled(g.minPlayers() != g.maxPlayers());
        fillBots();
        optionsPanel.revalidate();
        optionsPanel.repaint();
    }

    /** The bot names a seat may take: the rule set's arena's, search with a budget filled in. */
    private List<String> botChoices() {
        Game g = rules().configure(Boards.unionPacific(), Map.of());
        var arena = RuleSets.arena(g);
        if (arena.isEmpty()) return List.of("random");
        List<String> out = new ArrayList<>();
        for (String part : arena.get().botNames().split(",")) {
            String name = part.trim();
            int space = name.indexOf(' ');
            if (space > 0) name = name.substring(0, space);
            if (name.contains(":T")) continue; // a bot's own threads: the sweep's threads already keep the cores busy
            name = name.replace("Nms", "200ms").replace("N", "100");
            if (!name.isEmpty() && !out.contains(name)) out.add(name);
        }
        return out;
    }

    private void fillBots() {
        int n = (Integer) players.getValue();
        List<String> choices = botChoices();
        List<String> before = new ArrayList<>();
        for (JComboBox<String> b : bots) before.add((String) b.getSelectedItem());
        botsPanel.removeAll();
        bots.clear();
        for (int s = 0; s < n; s++) {
            JComboBox<String> b = new JComboBox<>(choices.toArray(new String[0]));
            b.setEditable(true);
            b.setName("bot" + (s + 1));
            b.setToolTipText("The bot of seat " + (s + 1) + "; search:N tries N playouts a move");
            b.setSelectedItem(s < before.size() && before.get(s) != null ? before.get(s) : choices.get(0));
            bots.add(b);
            botsPanel.add(b, "w 110!");
        }
        botsPanel.revalidate();
        botsPanel.repaint();
    }

    private void fillRecipes(String select) {
        DefaultComboBoxModel<String> m = new DefaultComboBoxModel<>();
        for (DeckRecipe r : Recipes.all()) m.addElement(r.id());
        for (int i = 0; i < recipe.getItemCount(); i++) {
            String id = recipe.getItemAt(i);
            if (m.getIndexOf(id) < 0) m.addElement(id);
        }
        if (select != null && m.getIndexOf(select) < 0) m.addElement(select);
        recipe.setModel(m);
        if (select != null) recipe.setSelectedItem(select);
    }

    private void recipesUsed(List<DeckRecipe> used) {
        for (DeckRecipe r : used) fillRecipes(r.id());
        status.setText(used.size() == 1 ? "Recipe " + used.get(0).id() + " can now be chosen for a cell"
                : used.size() + " recipes can now be chosen for cells");
        tabs.setSelectedIndex(0);
    }

    private void loadRecipeFile() {
        JFileChooser fc = new JFileChooser();
        fc.setDialogTitle("Load Deck Recipes");
        if (fc.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Path f = fc.getSelectedFile().toPath();
        try {
            List<DeckRecipe> loaded = new ArrayList<>(Recipes.load(f).values());
            for (DeckRecipe r : loaded) recipes = recipes.with(r);
            recipesUsed(loaded);
        } catch (RecipeFormatException e) {
            JOptionPane.showMessageDialog(this, e.getMessage(), "Bad recipe file", JOptionPane.ERROR_MESSAGE);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, f + ": " + ResultsDirectory.describe(e), "Recipe file not loaded", JOptionPane.ERROR_MESSAGE);
        } catch (IllegalArgumentException e) {
            JOptionPane.showMessageDialog(this, f + ": " + e.getMessage(), "Recipe file not loaded", JOptionPane.ERROR_MESSAGE);
        }
    }

    /** The cell the form describes. */
    Cell formCell() {
        RuleSet r = rules();
        Map<String, String> options = new LinkedHashMap<>();
        Optional<String> recipeTag = r.deckRecipeOption().map(RuleOption::tag);
        boolean hasRecipe = recipeTag.isPresent();
        if (hasRecipe && recipe.getSelectedItem() != null) options.put(recipeTag.get(), (String) recipe.getSelectedItem());
        optionBoxes.forEach((tag, box) -> options.put(tag, (String) box.getSelectedItem()));
        List<String> lineup = new ArrayList<>();
        for (JComboBox<String> b : bots) lineup.add(String.valueOf(b.getEditor().getItem()).trim().toLowerCase(Locale.ROOT));
        String label = cellLabel.getText().trim();
        if (label.isEmpty()) {
            List<String> parts = new ArrayList<>();
            if (!r.id().equals(RuleSets.base().id()) || !hasRecipe) parts.add(r.id());
            if (hasRecipe) parts.add(options.get(recipeTag.get()));
            parts.add(lineup.size() + "p");
            if (lineup.stream().distinct().count() > 1 || !lineup.get(0).equals("random")) parts.add(String.join("+", lineup));
            label = String.join("/", parts);
        }
        String unique = label;
        for (int k = 2; cells.labels().contains(unique); k++) unique = label + " (" + k + ")";
        return new Cell(unique, r.id(), options, lineup, recipes);
    }

    /** Adds the form's cell to the table, or says why it cannot be played. */
    boolean addCell() {
        try {
            Cell c = formCell();
            Simulator.check(new Sweep(List.of(c), 1, 0, 1, false));
            cells.add(c);
            cellLabel.setText("");
            status.setText("Cell " + c.label() + " added");
            return true;
        } catch (IllegalArgumentException e) {
            status.setText("Not added: " + e.getMessage());
            return false;
        }
    }

    // ------------------------------------------------------------------ running

    private Sweep sweep() {
        long s;
        try {
            s = Long.parseLong(seed.getText().trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the seed must be a whole number, not '" + seed.getText().trim() + "'");
        }
        int n = (Integer) games.getValue();
        boolean dup = duplicate.isSelected();
        int maxPlayers = cells.cells.stream().mapToInt(Cell::players).max().orElse(1);
        int deals = dup ? (n + maxPlayers - 1) / maxPlayers : n;
        return new Sweep(cells.cells, deals, s, (Integer) threads.getValue(), dup);
    }

    void runCells() {
        if (cells.cells.isEmpty() && !addCell()) return;
        Sweep sweep;
        Simulator.Layout layout;
        try {
            sweep = sweep();
            layout = Simulator.check(sweep);
        } catch (IllegalArgumentException e) {
            status.setText("Cannot run: " + e.getMessage());
            return;
        }
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setValue(0);
        progress.setString("starting…");
        status.setText("Playing " + String.format(Locale.ROOT, "%,d", sweep.totalGames()) + " games…");
        worker = new SimulationWorker(sweep, layout);
        worker.execute();
    }

    void cancelRun() {
        if (worker != null) {
            worker.stop.set(true);
            cancel.setEnabled(false);
            status.setText("Stopping…");
        }
    }

    /** True while a simulation runs. */
    boolean isRunning() {
        return worker != null;
    }

    /** Plays a sweep into a temporary directory with {@link SimulationFiles}, then reads it back as the Results show it. */
    final class SimulationWorker extends SwingWorker<SimRun, long[]> {
        final AtomicBoolean stop = new AtomicBoolean();
        private final Sweep sweep;
        private final Simulator.Layout layout;
        private final long start = System.nanoTime();

        SimulationWorker(Sweep sweep, Simulator.Layout layout) {
            this.sweep = sweep;
            this.layout = layout;
        }

        @Override
        protected SimRun doInBackground() throws Exception {
            Path dir = Files.createTempDirectory("roundhouse-designer");
            long[] last = {0};
            try (SimulationFiles files = new SimulationFiles(dir, sweep, layout)) {
                Simulator.Result result = Simulator.run(sweep, files::rowOf, (game, row) -> files.addRow(row), (done, all) -> {
                    long now = System.nanoTime();
                    if (done < all && now - last[0] < 100_000_000L) return;
                    last[0] = now;
                    publish(new long[] {done, all});
                }, stop::get);
                files.commit(result);
                return SimRun.load(dir);
            } catch (Exception | Error e) {
                deleteTree(dir);
                throw e;
            }
        }

        @Override
        protected void process(List<long[]> chunks) {
            long[] p = chunks.get(chunks.size() - 1);
            double secs = (System.nanoTime() - start) / 1e9;
            progress.setValue((int) (1000 * p[0] / Math.max(1, p[1])));
            progress.setString(String.format(Locale.ROOT, "%,d of %,d games", p[0], p[1]));
            if (!stop.get()) {
                status.setText(String.format(Locale.ROOT, "%.0f games/s, about %s left", p[0] / Math.max(secs, 1e-9),
                        eta(secs / Math.max(1, p[0]) * (p[1] - p[0]))));
            }
        }

        @Override
        protected void done() {
            worker = null;
            run.setEnabled(true);
            cancel.setEnabled(false);
            try {
                SimRun r = get();
                deleteTemp();
                tempRun = r.dir;
                double secs = (System.nanoTime() - start) / 1e9;
                progress.setValue(1000);
                progress.setString("done");
                status.setText(String.format(Locale.ROOT, "%,d games in %.1f s; the results are on the Results tab", r.totalRows, secs));
                show(r, "This session's run: " + cells.cells.size() + " cells, seed " + sweep.seed() + " (not saved yet)");
            } catch (CancellationException e) {
                stopped();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopped();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof CancellationException) {
                    stopped();
                } else {
                    progress.setString("failed");
                    status.setText("The run failed: " + e.getCause().getMessage());
                }
            }
        }

        private void stopped() {
            progress.setValue(0);
            progress.setString("cancelled");
            status.setText("Cancelled: no results kept from the stopped run");
        }
    }

    static String eta(double seconds) {
        if (!Double.isFinite(seconds)) return "?";
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d h %02d min", s / 3600, s / 60 % 60)
                : s >= 60 ? String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60) : s + " s";
    }

    private void deleteTemp() {
        if (tempRun != null) {
            deleteTree(tempRun);
            tempRun = null;
        }
    }

    private static void deleteTree(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        } catch (IOException ignored) {
            // a temporary directory left behind is the system's to clear
        }
    }

    // ------------------------------------------------------------------ results

    private JPanel results() {
        chartTabs.setName("resultCharts");
        chartTabs.addTab("Dividend Timing", dividendChart);
        chartTabs.addTab("Game Length", lengthChart);
        chartTabs.addTab("Seat Win Rates", seatChart);
        chartTabs.addTab("Margins", marginChart);
        figureTable.setName("figures");
        figureTable.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
        figureTable.setPreferredScrollableViewportSize(new Dimension(800, 200));
        gameTable.setPreferredScrollableViewportSize(new Dimension(800, 200));
        gameTable.setName("gameRows");
        gameTable.setAutoCreateRowSorter(true);
        gameTable.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        gameTable.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) openSelectedGame();
            }
        });
        runTitle.setName("runTitle");
        JButton open = new JButton("Open Run…");
        open.setName("openRun");
        open.setToolTipText("Open a run's directory (games.csv.gz and summary.json, as the simulate command writes them)");
        open.addActionListener(e -> chooseRun());
        saveRun.setName("saveRun");
        saveRun.setEnabled(false);
        saveRun.addActionListener(e -> chooseSave());
        JButton export = new JButton("Export Chart…");
        export.setName("exportChart");
        export.addActionListener(e -> exportChart());
        JButton csv = new JButton("Export Figures…");
        csv.setName("exportFigures");
        csv.addActionListener(e -> exportFigures());
        openGame.setName("openGame");
        openGame.setEnabled(false);
        openGame.addActionListener(e -> openSelectedGame());
        gameTable.getSelectionModel().addListSelectionListener(e -> openGame.setEnabled(gameTable.getSelectedRow() >= 0));

        JPanel bar = new JPanel(new MigLayout("insets 6", "[][][][]push[]"));
        bar.add(open);
        bar.add(saveRun);
        bar.add(export);
        bar.add(csv);
        bar.add(runTitle);
        JPanel gamesPanel = new JPanel(new BorderLayout());
        gamesPanel.add(new JScrollPane(gameTable), BorderLayout.CENTER);
        JPanel gb = new JPanel(new MigLayout("insets 4"));
        gameCell.setName("gameCell");
        gameCell.setToolTipText("Show the games of one cell");
        gameCell.addActionListener(e -> filterGames());
        gb.add(new JLabel("Cell"));
        gb.add(gameCell);
        gb.add(openGame);
        gb.add(new JLabel("or double-click a game: it is played again from its seed and opened as a record"));
        gamesPanel.add(gb, BorderLayout.SOUTH);
        JTabbedPane lower = new JTabbedPane();
        lower.setName("resultTables");
        lower.addTab("Figures", new JScrollPane(figureTable));
        lower.addTab("Games", gamesPanel);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, chartTabs, lower);
        split.setResizeWeight(0.6);
        JPanel p = new JPanel(new BorderLayout());
        p.add(bar, BorderLayout.NORTH);
        p.add(split, BorderLayout.CENTER);
        return p;
    }

    /** Shows a run on the Results tab. */
    void show(SimRun r, String title) {
        shown = r;
        runTitle.setText(title);
        saveRun.setEnabled(true);
        ChartStyle style = ChartStyle.current();
        dividendChart.setChart(ResultCharts.dividendTiming(r, style));
        lengthChart.setChart(ResultCharts.gameLength(r, style));
        seatChart.setChart(ResultCharts.seatWins(r, style));
        marginChart.setChart(ResultCharts.margins(r, style));
        Figures f = Figures.of(r);
        Object[][] data = new Object[f.rows.size()][];
        for (int i = 0; i < data.length; i++) data[i] = f.rows.get(i).toArray();
        figures.setDataVector(data, f.columns.toArray());
        figureTable.getColumnModel().getColumn(0).setPreferredWidth(320);
        for (int c = 1; c < figureTable.getColumnCount(); c++) figureTable.getColumnModel().getColumn(c).setPreferredWidth(200);
        gameRows.set(r.games);
        DefaultComboBoxModel<String> labels = new DefaultComboBoxModel<>();
        labels.addElement("all cells");
        for (int c = 0; c < r.cells.size(); c++) labels.addElement(r.label(c));
        gameCell.setModel(labels);
        filterGames();
        tabs.setSelectedIndex(2);
    }

    SimRun shownRun() {
        return shown;
    }

    private void chooseRun() {
        JFileChooser fc = new JFileChooser();
        fc.setDialogTitle("Open a Simulation's Directory");
        fc.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (fc.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) return;
        openRun(fc.getSelectedFile().toPath());
    }

    /** Reads a run's directory in the background and shows it. */
    void openRun(Path dir) {
        status.setText("Reading " + dir + "…");
        new SwingWorker<SimRun, Void>() {
            @Override
            protected SimRun doInBackground() throws IOException {
                return SimRun.load(dir);
            }

            @Override
            protected void done() {
                try {
                    SimRun r = get();
                    status.setText(" ");
                    show(r, dir.toString());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    JOptionPane.showMessageDialog(DesignerWindow.this, e.getCause().getMessage(), "Cannot open the run",
                            JOptionPane.ERROR_MESSAGE);
                }
            }
        }.execute();
    }

    private void chooseSave() {
        JFileChooser fc = new JFileChooser();
        fc.setDialogTitle("Save the Run's Files into a Directory");
        fc.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (fc.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return;
        try {
            saveRun(fc.getSelectedFile().toPath());
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, "Cannot save into " + fc.getSelectedFile() + ": " + ResultsDirectory.describe(e), "Save Run",
                    JOptionPane.ERROR_MESSAGE);
        }
    }

    /**
     * Copies the shown run's games.csv.gz and summary.json into {@code dir}, published together as
     * simulate publishes them ({@link ResultsDirectory}): the old pair or the new pair, never a mix.
     */
    void saveRun(Path dir) throws IOException {
        if (shown == null) return;
        Path from = shown.dir.toAbsolutePath().normalize();
        if (from.equals(dir.toAbsolutePath().normalize())) return;
        List<String> names = new ArrayList<>();
        for (String name : List.of(SimulationFiles.GAMES, SimulationFiles.SUMMARY)) {
            if (Files.isRegularFile(ResultsDirectory.resolve(from, name))) names.add(name);
        }
        ResultsDirectory to = ResultsDirectory.open(dir, names);
        try {
            for (String name : names) Files.copy(ResultsDirectory.resolve(from, name), to.staged(name));
            to.publish();
        } finally {
            to.abort();
        }
        status.setText("Saved " + dir.resolve(SimulationFiles.GAMES) + " and " + SimulationFiles.SUMMARY);
    }

    private JFreeChart selectedChart() {
        return ((ChartPanel) chartTabs.getSelectedComponent()).getChart();
    }

    private void exportChart() {
        JFreeChart chart = selectedChart();
        if (chart == null) return;
        JFileChooser fc = new JFileChooser();
        fc.setDialogTitle("Export the Chart (.png or .svg; .csv for its points)");
        fc.setSelectedFile(new java.io.File("chart.png"));
        if (fc.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Path file = fc.getSelectedFile().toPath();
        try {
            exportChart(chart, file);
        } catch (IOException | IllegalArgumentException e) {
            JOptionPane.showMessageDialog(this, "Cannot export to " + file + ": " + e.getMessage(), "Export Chart", JOptionPane.ERROR_MESSAGE);
        }
    }

    /** Writes a chart as PNG or SVG, or its points as CSV, as the file's extension says. */
    static void exportChart(JFreeChart chart, Path file) throws IOException {
        var format = ChartExport.Format.of(file)
                .orElseThrow(() -> new IllegalArgumentException("name the file .png or .svg (the chart) or .csv (its points)"));
        switch (format) {
            case SVG -> ChartExport.writeSvg(chart, 1200, 700, file);
            case PNG -> ChartExport.writePng(chart, 1200, 700, 2, file);
            default -> {
                Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".partial");
                Files.writeString(temp, points(chart.getXYPlot().getDataset()), StandardCharsets.UTF_8);
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
        }
    }

    /** A chart's points as CSV: series, x, y, and the interval where the series has one. */
    static String points(org.jfree.data.xy.XYDataset d) {
        boolean interval = d instanceof org.jfree.data.xy.YIntervalSeriesCollection; // an XYSeriesCollection is an IntervalXYDataset too, without intervals
        StringBuilder b = new StringBuilder(interval ? "series,x,y,low,high\n" : "series,x,y\n");
        for (int s = 0; s < d.getSeriesCount(); s++) {
            String key = String.valueOf(d.getSeriesKey(s));
            String k = key.indexOf(',') < 0 && key.indexOf('"') < 0 ? key : '"' + key.replace("\"", "\"\"") + '"';
            for (int i = 0; i < d.getItemCount(s); i++) {
                b.append(k).append(',').append(d.getXValue(s, i)).append(',').append(d.getYValue(s, i));
                if (interval) {
                    var iv = (org.jfree.data.xy.IntervalXYDataset) d;
                    b.append(',').append(iv.getStartYValue(s, i)).append(',').append(iv.getEndYValue(s, i));
                }
                b.append('\n');
            }
        }
        return b.toString();
    }

    private void exportFigures() {
        if (shown == null) return;
        JFileChooser fc = new JFileChooser();
        fc.setDialogTitle("Export the Figures as CSV");
        fc.setSelectedFile(new java.io.File("figures.csv"));
        if (fc.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Path file = fc.getSelectedFile().toPath();
        try {
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".partial");
            Files.writeString(temp, Figures.of(shown).csv(), StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, "Cannot write " + file + ": " + e.getMessage(), "Export Figures", JOptionPane.ERROR_MESSAGE);
        }
    }

    private void filterGames() {
        if (!(gameTable.getRowSorter() instanceof javax.swing.table.TableRowSorter<?> sorter)) return;
        int cell = gameCell.getSelectedIndex() - 1;
        sorter.setRowFilter(cell < 0 ? null : new javax.swing.RowFilter<Object, Object>() {
            @Override
            public boolean include(Entry<?, ?> entry) {
                return gameRows.rows.get((Integer) entry.getIdentifier()).cell() == cell;
            }
        });
    }

    private void openSelectedGame() {
        int row = gameTable.getSelectedRow();
        if (row < 0 || shown == null) return;
        openGame(shown, gameRows.rows.get(gameTable.convertRowIndexToModel(row)));
    }

    /** Plays a game of the run again (off the event thread) and opens it as a record. */
    void openGame(SimRun run, SimRun.GameRow g) {
        status.setText("Playing game " + g.deal() + " of " + g.label() + " again…");
        // a run read back from its directory names its recipes by id: the session's recipes resolve them, as when it was run
        Cell cell = run.cell(g.cell()).withRecipes(recipes);
        new SwingWorker<GameRecord, Void>() {
            @Override
            protected GameRecord doInBackground() {
                return SimulatedGames.record(cell, g.deal(), g.seed(), g.rotation());
            }

            @Override
            protected void done() {
                try {
                    openRecord.accept(get());
                    status.setText(" ");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    status.setText("Cannot open that game: " + e.getCause().getMessage());
                }
            }
        }.execute();
    }

    // ------------------------------------------------------------------ table models

    /** The cells to run. */
    static final class CellsModel extends AbstractTableModel {
        final List<Cell> cells = new ArrayList<>();
        private static final String[] COLUMNS = {"Label", "Rule set", "Recipe", "Players", "Bots", "Options"};

        void add(Cell c) {
            cells.add(c);
            fireTableRowsInserted(cells.size() - 1, cells.size() - 1);
        }

        void remove(int row) {
            cells.remove(row);
            fireTableRowsDeleted(row, row);
        }

        List<String> labels() {
            return cells.stream().map(Cell::label).toList();
        }

        @Override
        public int getRowCount() {
            return cells.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int c) {
            return COLUMNS[c];
        }

        @Override
        public Object getValueAt(int row, int col) {
            Cell c = cells.get(row);
            RuleSet rules = RuleSets.require(c.ruleSet());
            String recipeTag = rules.deckRecipeOption().map(RuleOption::tag).orElse(null);
            return switch (col) {
                case 0 -> c.label();
                case 1 -> c.ruleSet();
                case 2 -> recipeTag == null ? "" : c.options().getOrDefault(recipeTag, "");
                case 3 -> c.players();
                case 4 -> String.join(" ", c.bots());
                default -> {
                    List<String> o = new ArrayList<>();
                    Map<String, String> defaults = rules.defaults();
                    c.options().forEach((k, v) -> {
                        if (!k.equals(recipeTag) && !v.equals(defaults.get(k))) o.add(k + "=" + v);
                    });
                    if (o.isEmpty()) o.add("defaults");
                    yield String.join(" ", o);
                }
            };
        }
    }

    /** The games of the shown run (the first {@value SimRun#MAX_ROWS}). */
    static final class GamesModel extends AbstractTableModel {
        List<SimRun.GameRow> rows = List.of();
        private static final String[] COLUMNS = {"Cell", "Deal", "Seed", "Rotation", "Length", "Winner", "Margin"};

        void set(List<SimRun.GameRow> r) {
            rows = r;
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int c) {
            return COLUMNS[c];
        }

        @Override
        public Class<?> getColumnClass(int c) {
            return switch (c) {
                case 1, 2 -> Long.class;
                case 3, 4, 6 -> Integer.class;
                default -> String.class;
            };
        }

        @Override
        public Object getValueAt(int row, int col) {
            SimRun.GameRow g = rows.get(row);
            return switch (col) {
                case 0 -> g.label();
                case 1 -> g.deal();
                case 2 -> g.seed();
                case 3 -> g.rotation();
                case 4 -> g.length();
                case 5 -> "seat " + g.winners();
                default -> g.margin();
            };
        }
    }
}
