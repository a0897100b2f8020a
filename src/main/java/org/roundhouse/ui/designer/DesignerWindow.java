package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
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
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.roundhouse.ui.widgets.ItemRenderers;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.ResultsDirectory;
import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RecipeCheck;
import org.roundhouse.engine.RecipeFormatException;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.ui.charts.ChartStyle;

/**
 * The designer's simulator (issue #12): cells to compare are set up, bots play them off the
 * event thread with progress, ETA and Cancel ({@link SweepRunner}), and the results are compared
 * on charts and in a table of figures; a previous run's output directory (the {@code simulate}
 * command's) is compared the same way ({@link RunFiles}), and any game of a run opens in the
 * workbench as a record. The window lays these out and wires them together.
 */
public final class DesignerWindow extends JFrame {

    final JComboBox<RuleSet> ruleSet = new JComboBox<>(RuleSets.all().toArray(new RuleSet[0]));
    /** An option a row: the nineteenth century's eight in one row pushed the cell's buttons and the sweep's settings off the window. */
    final JPanel optionsPanel = new JPanel(new MigLayout("insets 0, wrap 2, gapy 2", "[][]"));
    final Map<String, JComboBox<String>> optionBoxes = new LinkedHashMap<>();
    final JComboBox<String> recipe = new JComboBox<>();
    final JSpinner players = new JSpinner(new SpinnerNumberModel(4, 2, 6, 1));
    final JPanel botsPanel = new JPanel(new MigLayout("insets 0"));
    final List<JComboBox<String>> bots = new ArrayList<>();
    final JTextField cellLabel = new JTextField(14);
    final JSpinner games = new JSpinner(new SpinnerNumberModel(1000, 1, 10_000_000, 100));
    final JTextField seed = new JTextField("1", 8);
    final JSpinner threads = new JSpinner(new SpinnerNumberModel(Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 64, 1));
    final JCheckBox duplicate = new JCheckBox(UI.text("designer.duplicate"));
    final CellsModel cells = new CellsModel();
    final JTable cellTable = new JTable(cells);
    final JButton run = new JButton(UI.text("designer.run"));
    final JButton cancel = new JButton(UI.text("designer.cancel"));
    final JProgressBar progress = new JProgressBar(0, 1000);
    final JLabel status = new JLabel(" ");
    final RecipeEditor recipeEditor;
    final JTabbedPane tabs = new JTabbedPane();
    final JTabbedPane chartTabs = new JTabbedPane();
    final ChartPanel dividendChart = chartPanel("chartDividends");
    /** Which dividend the timing chart shows (index 0: all of them). */
    final JComboBox<String> dividendShown = new JComboBox<>(new String[] {UI.text("designer.everyDividend")});
    final JCheckBox dividendCumulative = new JCheckBox(UI.text("designer.cumulative"), true);
    final ChartPanel lengthChart = chartPanel("chartLength");
    final ChartPanel seatChart = chartPanel("chartSeats");
    final ChartPanel marginChart = chartPanel("chartMargins");
    final DefaultTableModel figures = new DefaultTableModel();
    final JTable figureTable = new JTable(figures);
    final GamesModel gameRows = new GamesModel();
    final JTable gameTable = new JTable(gameRows);
    final JLabel runTitle = new JLabel(UI.text("designer.noRun"));
    final JButton saveRun = new JButton(UI.text("designer.saveRun"));
    final JButton openGame = new JButton(UI.text("designer.openGame"));
    final JComboBox<String> gameCell = new JComboBox<>();
    private final Consumer<GameRecord> openRecord;
    final RunFiles runFiles;
    final SweepRunner runner;
    /** The shipped recipes and those loaded or used from the recipe editor this session: the cells' recipes. */
    private RecipeBook recipes = RecipeBook.shipped();
    private SimRun shown;

    /** @param openRecord opens a simulated game's record in a workbench window */
    public DesignerWindow(Consumer<GameRecord> openRecord) {
        super(UI.text("designer.title"));
        this.openRecord = openRecord;
        runFiles = new RunFiles(this, status, () -> shown, this::show, this::selectedChart);
        runner = new SweepRunner(run, cancel, progress, status, runFiles);
        setName("designerWindow");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        recipeEditor = new RecipeEditor(this::recipeProblem, this::useRecipe, this::recipesUsed, () -> recipes.designed().values());
        tabs.setName("designerTabs");
        tabs.addTab(UI.text("designer.tab.cells"), setup());
        tabs.addTab(UI.text("designer.tab.recipes"), recipeEditor);
        tabs.addTab(UI.text("designer.tab.results"), results());
        getContentPane().add(tabs, BorderLayout.CENTER);
        setMinimumSize(new Dimension(900, 620));
        setSize(1280, 860);
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosing(java.awt.event.WindowEvent e) {
                if (runFiles.mayReplaceShown(UI.text("designer.close"))) dispose();
            }

            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                runner.stop();
                runFiles.deleteTemp();
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
        ruleSet.setRenderer(ItemRenderers.words(RuleSet.class, RuleSet::title));
        fillRecipes(Recipes.STANDARD);
        ruleSet.addActionListener(e -> ruleSetChanged());
        players.addChangeListener(e -> fillBots());
        JButton recipeFile = new JButton(UI.text("designer.recipeFile"));
        recipeFile.setToolTipText(UI.text("designer.recipeFile.tip"));
        recipeFile.addActionListener(e -> loadRecipeFile());
        JButton add = new JButton(UI.text("designer.addCell"));
        add.setName("addCell");
        add.addActionListener(e -> addCell());
        JButton byStrength = new JButton(UI.text("designer.addByStrength"));
        byStrength.setName("addByStrength");
        byStrength.setToolTipText(UI.text("designer.addByStrength.tip", String.join(", ", STRENGTHS)));
        byStrength.addActionListener(e -> addCellsByStrength());
        JButton remove = new JButton(UI.text("designer.removeCell"));
        remove.setName("removeCell");
        remove.addActionListener(e -> {
            int[] rows = cellTable.getSelectedRows();
            for (int i = rows.length - 1; i >= 0; i--) cells.remove(cellTable.convertRowIndexToModel(rows[i]));
        });
        cancel.setEnabled(false);
        run.addActionListener(e -> runCells());
        cancel.addActionListener(e -> runner.cancel());
        progress.setStringPainted(true);
        progress.setString("");

        JPanel cell = new JPanel(new MigLayout("insets 8, wrap 2", "[right][grow, fill]"));
        cell.setBorder(javax.swing.BorderFactory.createTitledBorder(UI.text("designer.aCell")));
        cell.add(new JLabel(UI.text("designer.ruleSet")));
        cell.add(ruleSet);
        cell.add(new JLabel(UI.text("designer.deckRecipe")));
        cell.add(recipe, "split 2, growx");
        cell.add(recipeFile);
        cell.add(new JLabel(UI.text("designer.options")));
        cell.add(optionsPanel);
        cell.add(new JLabel(UI.text("designer.players")));
        cell.add(players, "growx 0");
        cell.add(new JLabel(UI.text("designer.bots")));
        cell.add(botsPanel);
        cell.add(new JLabel(UI.text("designer.label")));
        cell.add(cellLabel);
        cell.add(add, "skip, split 3, growx 0");
        cell.add(byStrength, "growx 0");
        cell.add(remove, "growx 0");

        JPanel sweep = new JPanel(new MigLayout("insets 8, wrap 2", "[right][grow]"));
        sweep.setBorder(javax.swing.BorderFactory.createTitledBorder(UI.text("designer.everyCell")));
        sweep.add(new JLabel(UI.text("designer.gamesPerCell")));
        sweep.add(games, "w 110!");
        sweep.add(new JLabel(UI.text("designer.seed")));
        sweep.add(seed);
        sweep.add(new JLabel(UI.text("designer.threads")));
        sweep.add(threads, "w 70!");
        sweep.add(duplicate, "skip");
        sweep.add(new JLabel(UI.text("designer.sameDeals")),
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
            org.roundhouse.ui.text.OptionValues.showLabels(box);
            box.setName("option" + o.tag());
            box.setSelectedItem(o.defaultValue());
            box.setToolTipText(o.label());
            optionBoxes.put(o.tag(), box);
            optionsPanel.add(new JLabel(o.label().isEmpty() ? o.tag() : o.label()));
            optionsPanel.add(box);
        }
        if (optionBoxes.isEmpty()) optionsPanel.add(new JLabel(UI.text("designer.noOptions")));
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

    /** The chosen rule set's bots, where it has an arena. */
    private Optional<Arena> arena() {
        return RuleSets.arena(rules().configure(Boards.unionPacific(), Map.of()));
    }

    /**
     * Whether the strength ladder of this rule set has the bot. The search's playouts are its heuristic's, so it
     * joins the ladder only where the rule set finds its heuristic cheap enough for playouts (its default playout
     * bot is not {@code random}): in the nineteenth century a game of four searching seats takes minutes.
     */
    private static boolean inStrengthLadder(Optional<Arena> arena, String bot) {
        if (arena.isEmpty()) return bot.equals("random");
        try {
            arena.get().checkBot(bot);
        } catch (IllegalArgumentException e) {
            return false;
        }
        return !bot.startsWith("ismcts") || !arena.get().defaultPlayoutBot().equals("random");
    }

    /** The bot names a seat may take: the rule set's arena's, search with a budget filled in. */
    private List<String> botChoices() {
        var arena = arena();
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
            b.setToolTipText(UI.text("designer.bot.tip", s + 1));
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
        status.setText(used.size() == 1 ? UI.text("designer.recipeUsable", used.get(0).id())
                : UI.text("designer.recipesUsable", used.size()));
        tabs.setSelectedIndex(0);
    }

    /**
     * Why a designer's recipe cannot be used in cells, or empty: what a cell refuses of it
     * ({@link RecipeCheck#refusal}, the check of the rule sets that take recipes), the id of a
     * shipped recipe, or an id whose other stacks cells in the table still use. The recipe editor
     * checks its text with this as it is typed.
     */
    Optional<String> recipeProblem(DeckRecipe r) {
        Optional<String> refusal = RecipeCheck.refusal(r, Boards.unionPacific());
        if (refusal.isPresent()) return refusal;
        Optional<DeckRecipe> shipped = Recipes.byId(r.id());
        if (shipped.isPresent() && !shipped.get().stacks().equals(r.stacks())) {
            return Optional.of(UI.text("designer.recipe.shipped", r.id(), shipped.get().shape(), r.shape()));
        }
        List<String> using = new ArrayList<>();
        for (Cell c : cells.cells) {
            DeckRecipe old = c.recipes().designed().get(r.id());
            if (old != null && !old.stacks().equals(r.stacks())) using.add(c.label());
        }
        if (!using.isEmpty()) {
            String as = recipes.byId(r.id()).map(DeckRecipe::shape).orElse(UI.text("designer.recipe.otherStacks"));
            return Optional.of(UI.text(using.size() == 1 ? "designer.recipe.usedByOne" : "designer.recipe.usedByMany",
                    String.join(", ", using), r.id(), as, r.shape()));
        }
        return Optional.empty();
    }

    /**
     * Makes a recipe choosable for cells; one of the same id from before (edited since) is replaced.
     *
     * @throws IllegalArgumentException saying why it cannot be used ({@link #recipeProblem})
     */
    void useRecipe(DeckRecipe r) {
        Optional<String> problem = recipeProblem(r);
        if (problem.isPresent()) throw new IllegalArgumentException(problem.get());
        recipes = recipes.replacing(r);
    }

    private void loadRecipeFile() {
        JFileChooser fc = Folders.chooser(UI.text("designer.loadRecipes"));
        if (fc.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Folders.remember(fc);
        Path f = fc.getSelectedFile().toPath();
        try {
            Map<String, Integer> lines = new LinkedHashMap<>();
            List<DeckRecipe> loaded = new ArrayList<>(Recipes.load(f, lines).values());
            for (DeckRecipe r : loaded) {
                Optional<String> problem = recipeProblem(r);
                if (problem.isPresent()) throw new IllegalArgumentException(f.getFileName() + ":" + lines.get(r.id()) + ": " + problem.get());
            }
            for (DeckRecipe r : loaded) useRecipe(r);
            recipesUsed(loaded);
        } catch (RecipeFormatException e) {
            JOptionPane.showMessageDialog(this, e.getMessage(), UI.text("designer.badRecipeFile"), JOptionPane.ERROR_MESSAGE);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, f + ": " + ResultsDirectory.describe(e), UI.text("designer.recipeFileNotLoaded"), JOptionPane.ERROR_MESSAGE);
        } catch (IllegalArgumentException e) {
            JOptionPane.showMessageDialog(this, e.getMessage(), UI.text("designer.recipeFileNotLoaded"), JOptionPane.ERROR_MESSAGE);
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
        Cell draft = new Cell("", r.id(), options, lineup, recipes);
        return new Cell(cells.labelIfAdded(draft, cellLabel.getText()), r.id(), options, lineup, recipes);
    }

    /**
     * The bots of a strength ladder, weakest first, each where the rule set has it: random play, the two
     * heuristics, and the strongest search at a budget in iterations (so its cells replay from the seed)
     * small enough for hundreds of games (a fraction of a second a base game here; docs/simulation.md).
     */
    static final List<String> STRENGTHS = List.of("random", "heuristic", "heuristic2", "ismcts-eval:32");

    /** Adds the form's cell once per bot of {@link #STRENGTHS} the rule set has, that bot in every seat; says what it did. */
    int addCellsByStrength() {
        Cell form;
        try {
            form = formCell();
        } catch (IllegalArgumentException e) {
            status.setText(UI.text("designer.notAdded", e.getMessage()));
            return 0;
        }
        String typed = cellLabel.getText();
        List<String> added = new ArrayList<>();
        Optional<Arena> arena = arena();
        for (String bot : STRENGTHS) {
            if (!inStrengthLadder(arena, bot)) continue;
            List<String> lineup = java.util.Collections.nCopies(form.players(), bot);
            Cell draft = new Cell("", form.ruleSet(), form.options(), lineup, recipes);
            String typedLabel = typed.isBlank() ? null : typed.trim() + "/" + bot;
            try {
                Cell c = new Cell(cells.labelIfAdded(draft, typedLabel), form.ruleSet(), form.options(), lineup, recipes);
                Simulator.check(new Sweep(List.of(c), 1, 0, 1, false));
                cells.add(c, typedLabel);
                added.add(bot);
            } catch (IllegalArgumentException e) {
                status.setText(UI.text("designer.notAddedBot", bot, e.getMessage()));
                return added.size();
            }
        }
        cellLabel.setText("");
        status.setText(UI.text("designer.cellsAdded", added.size(), String.join(", ", added)));
        status.setToolTipText(null);
        return added.size();
    }

    /** Adds the form's cell to the table, or says why it cannot be played. */
    boolean addCell() {
        try {
            Cell c = formCell();
            Simulator.check(new Sweep(List.of(c), 1, 0, 1, false));
            Optional<String> warning = c.recipeWarning();
            cells.add(c, cellLabel.getText());
            cellLabel.setText("");
            String label = cells.cells.get(cells.cells.size() - 1).label();
            status.setText(warning.isPresent() ? UI.text("designer.cellAddedNote", label, warning.get()) : UI.text("designer.cellAdded", label));
            status.setToolTipText(warning.orElse(null));
            return true;
        } catch (IllegalArgumentException e) {
            status.setText(UI.text("designer.notAdded", e.getMessage()));
            return false;
        }
    }

    // ------------------------------------------------------------------ running

    private Sweep sweep() {
        long s;
        try {
            s = Long.parseLong(seed.getText().trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(UI.text("designer.seedNotWhole", seed.getText().trim()));
        }
        int n = (Integer) games.getValue();
        boolean dup = duplicate.isSelected();
        int maxPlayers = cells.cells.stream().mapToInt(Cell::players).max().orElse(1);
        int deals = dup ? (n + maxPlayers - 1) / maxPlayers : n;
        return new Sweep(cells.cells, deals, s, (Integer) threads.getValue(), dup);
    }

    void runCells() {
        if (cells.cells.isEmpty() && !addCell()) return;
        if (!runFiles.mayReplaceShown(UI.text("designer.run"))) return;
        Sweep sweep;
        Simulator.Layout layout;
        try {
            sweep = sweep();
            layout = Simulator.check(sweep);
        } catch (IllegalArgumentException e) {
            status.setText(UI.text("designer.cannotRun", e.getMessage()));
            return;
        }
        runner.start(sweep, layout,
                r -> show(r, UI.text("designer.sessionRun", cells.cells.size(), sweep.seed())));
    }

    // ------------------------------------------------------------------ results

    private JPanel results() {
        chartTabs.setName("resultCharts");
        dividendShown.setName("dividendShown");
        dividendShown.setToolTipText(UI.text("designer.dividendShown.tip"));
        dividendCumulative.setName("dividendCumulative");
        dividendCumulative.setToolTipText(UI.text("designer.cumulative.tip"));
        dividendShown.addActionListener(e -> drawDividends());
        dividendCumulative.addActionListener(e -> drawDividends());
        JPanel timing = new JPanel(new BorderLayout());
        JPanel timingBar = new JPanel(new MigLayout("insets 2 6 0 6"));
        timingBar.add(new JLabel(UI.text("designer.show")));
        timingBar.add(dividendShown);
        timingBar.add(dividendCumulative, "gapleft 12");
        timing.add(timingBar, BorderLayout.NORTH);
        timing.add(dividendChart, BorderLayout.CENTER);
        chartTabs.addTab(UI.text("designer.chart.dividends"), timing);
        chartTabs.addTab(UI.text("designer.chart.length"), lengthChart);
        chartTabs.addTab(UI.text("designer.chart.seats"), seatChart);
        chartTabs.addTab(UI.text("designer.chart.margins"), marginChart);
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
        JButton open = new JButton(UI.text("designer.openRun"));
        open.setName("openRun");
        open.setToolTipText(UI.text("designer.openRun.tip"));
        open.addActionListener(e -> runFiles.chooseRun());
        saveRun.setName("saveRun");
        saveRun.setEnabled(false);
        saveRun.addActionListener(e -> runFiles.chooseSave());
        JButton export = new JButton(UI.text("designer.exportChart"));
        export.setName("exportChart");
        export.addActionListener(e -> runFiles.exportChart());
        JButton csv = new JButton(UI.text("designer.exportFigures"));
        csv.setName("exportFigures");
        csv.addActionListener(e -> runFiles.exportFigures());
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
        gameCell.setToolTipText(UI.text("designer.gameCell.tip"));
        gameCell.addActionListener(e -> filterGames());
        gb.add(new JLabel(UI.text("designer.cell")));
        gb.add(gameCell);
        gb.add(openGame);
        gb.add(new JLabel(UI.text("designer.doubleClick")));
        gamesPanel.add(gb, BorderLayout.SOUTH);
        JTabbedPane lower = new JTabbedPane();
        lower.setName("resultTables");
        lower.addTab(UI.text("designer.figures"), new JScrollPane(figureTable));
        lower.addTab(UI.text("designer.games"), gamesPanel);
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
        int dividends = 0;
        for (Map<String, Object> c : r.cells) dividends = Math.max(dividends, SimRun.maps(c.get("dividends")).size());
        int before = dividendShown.getSelectedIndex();
        DefaultComboBoxModel<String> which = new DefaultComboBoxModel<>();
        which.addElement(UI.text("designer.everyDividend"));
        for (int k = 1; k <= dividends; k++) which.addElement(UI.text("designer.dividendN", k));
        dividendShown.setModel(which);
        dividendShown.setSelectedIndex(before > 0 && before <= dividends ? before : 0);
        drawDividends();
        lengthChart.setChart(ResultCharts.gameLength(r, style));
        seatChart.setChart(ResultCharts.seatWins(r, style));
        marginChart.setChart(ResultCharts.margins(r, style));
        Figures f = Figures.of(r);
        Object[][] data = new Object[f.rows.size()][];
        for (int i = 0; i < data.length; i++) data[i] = f.rows.get(i).toArray();
        figures.setDataVector(data, f.columns.toArray());
        fitColumns(figureTable);
        gameRows.set(r.games);
        DefaultComboBoxModel<String> labels = new DefaultComboBoxModel<>();
        labels.addElement(UI.text("designer.allCells"));
        for (int c = 0; c < r.cells.size(); c++) labels.addElement(r.label(c));
        gameCell.setModel(labels);
        filterGames();
        tabs.setSelectedIndex(2);
    }

    SimRun shownRun() {
        return shown;
    }

    /** Each column as wide as its widest text (heading or cell), so no figure is cut off. */
    static void fitColumns(JTable table) {
        java.awt.FontMetrics cells = table.getFontMetrics(table.getFont());
        java.awt.FontMetrics heads = table.getFontMetrics(table.getTableHeader().getFont());
        for (int c = 0; c < table.getColumnCount(); c++) {
            int w = heads.stringWidth(table.getColumnName(c));
            for (int r = 0; r < table.getRowCount(); r++) w = Math.max(w, cells.stringWidth(String.valueOf(table.getValueAt(r, c))));
            table.getColumnModel().getColumn(c).setPreferredWidth(w + 24);
        }
    }

    /** Draws the dividend-timing chart of the shown run as its controls say. */
    private void drawDividends() {
        if (shown == null) return;
        dividendChart.setChart(ResultCharts.dividendTiming(shown, ChartStyle.current(), Math.max(0, dividendShown.getSelectedIndex()),
                dividendCumulative.isSelected()));
    }

    private JFreeChart selectedChart() {
        Component tab = chartTabs.getSelectedComponent();
        return (tab == dividendChart.getParent() ? dividendChart : (ChartPanel) tab).getChart();
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
        status.setText(UI.text("designer.playingAgain", g.deal(), g.label()));
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
                    status.setText(UI.text("designer.cannotOpenGame", e.getCause().getMessage()));
                }
            }
        }.execute();
    }
}
