package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.awt.BasicStroke;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import javax.swing.Timer;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.DividendOdds;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RecipeCheck;
import org.roundhouse.engine.RecipeFormatException;
import org.roundhouse.engine.RecipeParser;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.charts.ChartStyle;

/**
 * The recipe editor: a recipe's text, checked as it is typed with the check a cell makes (the line
 * and the reason of the first problem under it, or a warning when stacks come up short), and the exact chance of each dividend card lying at each place of
 * the share deck ({@link DividendOdds}, no simulation), with a second recipe drawn over it.
 */
final class RecipeEditor extends JPanel {
    /** The text a new editor starts with: a recipe to change, its comment and title in the workbench's language. */
    static String template() {
        return "# " + UI.text("designer.recipe.template.comment") + "\n"
                + "recipe my-spacing \"" + UI.text("designer.recipe.template.title") + "\"\n"
                + "  stack rest dividends 1\n".repeat(4);
    }

    final JTextArea text = new JTextArea(template(), 14, 48);
    /** The overlay's "(none)", in the language the editor was made in. */
    private final String noOverlay = UI.text("designer.recipe.noOverlay");
    /** The first problem (or warning) with its line, wrapped: a whole message, not one cut at the column's edge. */
    final JTextArea problem = new JTextArea(" ", 2, 30);
    final JComboBox<String> shown = new JComboBox<>();
    final JComboBox<String> overlay = new JComboBox<>();
    final JSpinner players = new JSpinner(new SpinnerNumberModel(4, 2, 6, 1));
    final ChartPanel chart;
    final JButton use = new JButton(UI.text("designer.recipe.use"));
    private Map<String, DeckRecipe> parsed = Map.of();
    private Map<String, DeckRecipe> lastGood = Map.of();
    /** Whether a recipe of the text is one cells refuse (then Use in Cells is off). */
    private boolean refused;
    private final Function<DeckRecipe, Optional<String>> problemOf;
    private final Consumer<DeckRecipe> addRecipe;
    private final Consumer<List<DeckRecipe>> onUse;
    private final Supplier<Collection<DeckRecipe>> used;
    private final Timer debounce;

    /**
     * @param problemOf why cells would refuse a recipe, or empty: the Designer's own check, so the text is checked as a cell is
     * @param addRecipe adds a recipe to the Designer's recipes (one of the same id edited since is replaced), refusing
     *     (IllegalArgumentException) what {@code problemOf} names
     * @param onUse told of the recipes added by Use in Cells
     * @param used the designer's recipes already used in cells, offered for the overlay beside the shipped ones and the text's
     */
    RecipeEditor(Function<DeckRecipe, Optional<String>> problemOf, Consumer<DeckRecipe> addRecipe, Consumer<List<DeckRecipe>> onUse,
                 Supplier<Collection<DeckRecipe>> used) {
        super(new BorderLayout());
        this.problemOf = problemOf;
        this.addRecipe = addRecipe;
        this.onUse = onUse;
        this.used = used;
        setName("recipeEditor");
        text.setName("recipeText");
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, text.getFont().getSize()));
        problem.setName("recipeProblem");
        problem.setEditable(false);
        problem.setFocusable(false);
        problem.setLineWrap(true);
        problem.setWrapStyleWord(true);
        problem.setOpaque(false);
        problem.setBorder(javax.swing.BorderFactory.createEmptyBorder());
        problem.setFont(javax.swing.UIManager.getFont("Label.font"));
        shown.setName("recipeShown");
        overlay.setName("recipeOverlay");
        use.setName("useRecipe");
        use.setToolTipText(UI.text("designer.recipe.use.tip"));
        chart = new ChartPanel(null, false, false, false, false, true);
        chart.setName("recipeChart");
        chart.setMouseWheelEnabled(false);
        fillOverlay(Recipes.STANDARD);

        JPanel left = new JPanel(new MigLayout("fill, insets 6", "[grow]", "[][grow][][]"));
        left.add(new JLabel(UI.text("designer.recipe.text")), "wrap");
        left.add(new JScrollPane(text), "grow, wrap");
        left.add(problem, "growx, wmin 0, wrap");
        JButton open = new JButton(UI.text("designer.recipe.open"));
        open.addActionListener(e -> openFile());
        JButton save = new JButton(UI.text("designer.recipe.save"));
        save.addActionListener(e -> saveFile());
        use.addActionListener(e -> useRecipes());
        left.add(open, "split 3");
        left.add(save);
        left.add(use);

        JPanel right = new JPanel(new BorderLayout());
        JPanel controls = new JPanel(new MigLayout("insets 6"));
        controls.add(new JLabel(UI.text("designer.show")));
        controls.add(shown);
        controls.add(new JLabel(UI.text("designer.recipe.over")));
        controls.add(overlay);
        controls.add(new JLabel(UI.text("designer.players")));
        controls.add(players);
        right.add(controls, BorderLayout.NORTH);
        right.add(chart, BorderLayout.CENTER);

        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, right);
        split.setResizeWeight(0.35);
        add(split, BorderLayout.CENTER);

        debounce = new Timer(250, e -> check());
        debounce.setRepeats(false);
        text.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                debounce.restart();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                debounce.restart();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
            }
        });
        shown.addActionListener(e -> redraw());
        overlay.addActionListener(e -> redraw());
        players.addChangeListener(e -> redraw());
        check();
    }

    /** Parses and checks the text now: the problem line, the list of recipes to show, the overlay's choices, the chart. */
    void check() {
        Object before = shown.getSelectedItem();
        Color red = new Color(0xC62828);
        refused = false;
        try {
            Map<String, Integer> lines = new LinkedHashMap<>();
            parsed = RecipeParser.parse(new StringReader(text.getText()), "recipe text", lines);
            lastGood = Map.of();
            String refusal = null;
            String warning = null;
            for (DeckRecipe r : parsed.values()) {
                Optional<String> p = problemOf.apply(r);
                if (p.isPresent() && refusal == null) refusal = UI.text("designer.recipe.line", lines.get(r.id()), p.get());
                Optional<String> w = shortfall(r);
                if (w.isPresent() && warning == null) warning = UI.text("designer.recipe.lineWarning", lines.get(r.id()), r.id(), w.get());
            }
            refused = refusal != null;
            if (refusal != null) {
                problem.setForeground(red);
                problem.setText(refusal);
            } else if (warning != null) {
                problem.setForeground(new Color(0xB26A00));
                problem.setText(warning);
            } else {
                problem.setForeground(javax.swing.UIManager.getColor("Label.disabledForeground"));
                problem.setText(parsed.isEmpty() ? UI.text("designer.recipe.none") : UI.text("designer.recipe.fine", parsed.size()));
            }
        } catch (RecipeFormatException e) {
            // the chart keeps the last recipes that were read, so a typo half-way does not blank it
            if (!parsed.isEmpty()) lastGood = parsed;
            parsed = Map.of();
            problem.setForeground(red);
            problem.setText(UI.text("designer.recipe.line", e.line(), reason(e)) + (lastGood.isEmpty() ? "" : "  " + UI.text("designer.recipe.lastRead")));
        }
        problem.setToolTipText(problem.getText());
        use.setEnabled(!parsed.isEmpty() && !refused);
        DefaultComboBoxModel<String> m = new DefaultComboBoxModel<>();
        for (String id : drawn().keySet()) m.addElement(id);
        shown.setModel(m);
        if (before != null && drawn().containsKey(before)) shown.setSelectedItem(before);
        fillOverlay((String) overlay.getSelectedItem());
        redraw();
    }

    /**
     * What the recipe does to the decks of some player counts that its writer may not mean
     * ({@link RecipeCheck#shortfall}), with the player counts: "for 5 to 6 players: …".
     */
    static Optional<String> shortfall(DeckRecipe r) {
        Game g = RuleSets.base().configure(Boards.unionPacific(), Map.of());
        List<Integer> counts = new ArrayList<>();
        String first = null;
        for (int n = g.minPlayers(); n <= g.maxPlayers(); n++) {
            Optional<String> w = RecipeCheck.shortfall(r, shareCards(n));
            if (w.isPresent()) {
                counts.add(n);
                if (first == null) first = w.get();
            }
        }
        if (counts.isEmpty()) return Optional.empty();
        int lo = counts.get(0);
        int hi = counts.get(counts.size() - 1);
        return Optional.of(lo == hi ? UI.text("designer.recipe.forPlayers", lo, first) : UI.text("designer.recipe.forPlayersRange", lo, hi, first));
    }

    /** The overlay's choices: none, the shipped recipes, the text's, and those used in cells before; {@code select} chosen if still there. */
    private void fillOverlay(String select) {
        java.util.Set<String> ids = new java.util.LinkedHashSet<>();
        ids.add(noOverlay);
        for (DeckRecipe r : Recipes.all()) ids.add(r.id());
        ids.addAll(drawn().keySet());
        for (DeckRecipe r : used.get()) ids.add(r.id());
        boolean same = overlay.getItemCount() == ids.size();
        if (same) {
            int i = 0;
            for (String id : ids) same &= id.equals(overlay.getItemAt(i++));
        }
        if (same) return;
        DefaultComboBoxModel<String> m = new DefaultComboBoxModel<>(ids.toArray(new String[0]));
        overlay.setModel(m);
        overlay.setSelectedItem(select != null && ids.contains(select) ? select : Recipes.STANDARD);
    }

    /** A recipe the overlay names: the text's first (as it is being edited), then one used in cells, then a shipped one. */
    private DeckRecipe overlayRecipe(String id) {
        if (id == null || id.equals(noOverlay)) return null;
        DeckRecipe r = drawn().get(id);
        if (r == null) r = used.get().stream().filter(d -> d.id().equals(id)).findFirst().orElse(null);
        return r != null ? r : Recipes.builtIn().get(id);
    }

    private static String reason(RecipeFormatException e) {
        String prefix = e.source() + ":" + e.line() + ": ";
        String msg = e.getMessage();
        return msg.startsWith(prefix) ? msg.substring(prefix.length()) : msg;
    }

    /** The recipes the chart draws: the text's, or while the text has a problem the last ones read. */
    private Map<String, DeckRecipe> drawn() {
        return parsed.isEmpty() ? lastGood : parsed;
    }

    private void redraw() {
        String id = (String) shown.getSelectedItem();
        DeckRecipe main = id == null ? null : drawn().get(id);
        DeckRecipe other = overlayRecipe((String) overlay.getSelectedItem());
        chart.setChart(chart(main, other, (Integer) players.getValue(), ChartStyle.current()));
    }

    /** Share cards in the deck of a base game for this many players, the cards a recipe stacks. */
    static int shareCards(int players) {
        Game g = RuleSets.base().configure(Boards.unionPacific(), Map.of());
        return RecipeCheck.shareCards(g, Math.max(g.minPlayers(), Math.min(g.maxPlayers(), players)));
    }

    /** The chart of the dividend cards' places: one line per dividend card; the overlay dashed. */
    static JFreeChart chart(DeckRecipe main, DeckRecipe overlay, int players, ChartStyle style) {
        int shares = shareCards(players);
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
        LegendItemCollection legend = new LegendItemCollection();
        List<DeckRecipe> both = new ArrayList<>();
        if (main != null) both.add(main);
        if (overlay != null && (main == null || !overlay.id().equals(main.id()))) both.add(overlay);
        for (int which = 0; which < both.size(); which++) {
            DeckRecipe recipe = both.get(which);
            double[][] p;
            try {
                p = DividendOdds.positions(recipe, shares);
            } catch (IllegalArgumentException e) {
                continue; // a recipe whose fixed stacks need more cards than the deck has
            }
            BasicStroke stroke = which == 0 ? new BasicStroke(2.2f)
                    : new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, new float[] {7f, 4f}, 0f);
            for (int i = 0; i < p.length; i++) {
                XYSeries s = new XYSeries(UI.text("designer.charts.dividendSeries", recipe.id(), i + 1), true, false);
                for (int k = 0; k < p[i].length; k++) s.add(k + 1, p[i][k]);
                r.setSeriesPaint(data.getSeriesCount(), ResultCharts.colour(i));
                r.setSeriesStroke(data.getSeriesCount(), stroke);
                data.addSeries(s);
                if (which == 0) {
                    legend.add(new LegendItem(UI.text("designer.dividendN", i + 1), null, null, null,
                            new java.awt.geom.Line2D.Double(-9, 0, 9, 0), new BasicStroke(2.2f), ResultCharts.colour(i)));
                }
            }
            legend.add(new LegendItem(UI.text(which == 0 ? "designer.recipe.solid" : "designer.recipe.dashed", recipe.id()), null, null, null,
                    new java.awt.geom.Line2D.Double(-9, 0, 9, 0), stroke, style.text()));
        }
        NumberAxis x = new NumberAxis(UI.text("designer.recipe.axis.place"));
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        NumberAxis y = new NumberAxis(UI.text("designer.recipe.axis.probability"));
        XYPlot plot = new XYPlot(data, x, y, r);
        for (NumberAxis a : List.of(x, y)) {
            a.setLabelPaint(style.text());
            a.setTickLabelPaint(style.text());
            a.setLabelFont(style.font(12f, false));
            a.setTickLabelFont(style.font(11f, false));
        }
        plot.setBackgroundPaint(style.plotBackground());
        plot.setDomainGridlinePaint(style.grid());
        plot.setRangeGridlinePaint(style.grid());
        plot.setOutlineVisible(false);
        for (int i = 0; i < legend.getItemCount(); i++) legend.get(i).setLabelPaint(style.text());
        plot.setFixedLegendItems(legend);
        String title = main == null ? UI.text("designer.recipe.noChart") : both.size() > 1
                ? UI.text("designer.recipe.chartTitleAgainst", main.id(), both.get(1).id()) : UI.text("designer.recipe.chartTitle", main.id());
        JFreeChart c = new JFreeChart(title, style.font(14f, true), plot, true);
        c.getTitle().setPaint(style.text());
        c.setBackgroundPaint(style.background());
        c.getLegend().setBackgroundPaint(style.background());
        c.getLegend().setItemPaint(style.text());
        c.addSubtitle(new org.jfree.chart.title.TextTitle(UI.text("designer.recipe.subtitle", shares, players),
                style.font(11f, false), style.muted(), org.jfree.chart.ui.RectangleEdge.TOP,
                org.jfree.chart.ui.HorizontalAlignment.CENTER, org.jfree.chart.ui.VerticalAlignment.CENTER,
                org.jfree.chart.ui.RectangleInsets.ZERO_INSETS));
        return c;
    }

    private void useRecipes() {
        check();
        if (refused) return;
        List<DeckRecipe> ok = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (DeckRecipe r : parsed.values()) {
            try {
                addRecipe.accept(r);
                ok.add(r);
            } catch (IllegalArgumentException e) {
                refused.add(e.getMessage());
            }
        }
        if (!refused.isEmpty()) {
            JOptionPane.showMessageDialog(this, String.join("\n", refused), UI.text("designer.recipe.notUsed"), JOptionPane.WARNING_MESSAGE);
        }
        if (!ok.isEmpty()) onUse.accept(ok);
    }

    private void openFile() {
        JFileChooser fc = Folders.chooser(UI.text("designer.recipe.openFile.title"));
        if (fc.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Folders.remember(fc);
        try {
            text.setText(Files.readString(fc.getSelectedFile().toPath(), StandardCharsets.UTF_8));
            text.setCaretPosition(0);
            check();
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, UI.text("designer.recipe.cannotRead", fc.getSelectedFile(), org.roundhouse.text.FileReasons.message(e)),
                    UI.text("designer.recipe.openFile"),
                    JOptionPane.ERROR_MESSAGE);
        }
    }

    private void saveFile() {
        JFileChooser fc = Folders.chooser(UI.text("designer.recipe.saveFile.title"));
        if (fc.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Folders.remember(fc);
        Path file = fc.getSelectedFile().toPath();
        try {
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".partial");
            Files.writeString(temp, text.getText(), StandardCharsets.UTF_8);
            Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, UI.text("designer.recipe.cannotSave", file, org.roundhouse.text.FileReasons.message(e)), UI.text("designer.recipe.saveFile"),
                    JOptionPane.ERROR_MESSAGE);
        }
    }
}
