package org.roundhouse.ui.designer;

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
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
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
import org.roundhouse.engine.RecipeFormatException;
import org.roundhouse.engine.RecipeParser;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.charts.ChartStyle;

/**
 * The recipe editor: a recipe's text, checked as it is typed (the line and the reason of the
 * first problem under it), and the exact chance of each dividend card lying at each place of
 * the share deck ({@link DividendOdds}, no simulation), with a second recipe drawn over it.
 */
final class RecipeEditor extends JPanel {
    static final String TEMPLATE = """
            # A deck recipe: stacks from the top of the share deck down (docs/deck-recipes.md).
            recipe my-spacing "My spacing: a dividend in each quarter"
              stack rest dividends 1
              stack rest dividends 1
              stack rest dividends 1
              stack rest dividends 1
            """;

    final JTextArea text = new JTextArea(TEMPLATE, 14, 48);
    final JLabel problem = new JLabel(" ");
    final JComboBox<String> shown = new JComboBox<>();
    final JComboBox<String> overlay = new JComboBox<>();
    final JSpinner players = new JSpinner(new SpinnerNumberModel(4, 2, 6, 1));
    final ChartPanel chart;
    final JButton use = new JButton("Use in Cells");
    private Map<String, DeckRecipe> parsed = Map.of();
    private Map<String, DeckRecipe> lastGood = Map.of();
    private final Consumer<DeckRecipe> addRecipe;
    private final Consumer<List<DeckRecipe>> onUse;
    private final Timer debounce;

    /**
     * @param addRecipe adds a recipe to the Designer's recipes, refusing (IllegalArgumentException) one whose id names other stacks
     * @param onUse told of the recipes added by Use in Cells
     */
    RecipeEditor(Consumer<DeckRecipe> addRecipe, Consumer<List<DeckRecipe>> onUse) {
        super(new BorderLayout());
        this.addRecipe = addRecipe;
        this.onUse = onUse;
        setName("recipeEditor");
        text.setName("recipeText");
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, text.getFont().getSize()));
        problem.setName("recipeProblem");
        shown.setName("recipeShown");
        overlay.setName("recipeOverlay");
        use.setName("useRecipe");
        use.setToolTipText("Make the recipes of this text known to the cells' recipe list (for this session)");
        chart = new ChartPanel(null, false, false, false, false, true);
        chart.setName("recipeChart");
        chart.setMouseWheelEnabled(false);
        DefaultComboBoxModel<String> others = new DefaultComboBoxModel<>();
        others.addElement("(none)");
        for (DeckRecipe r : Recipes.all()) others.addElement(r.id());
        overlay.setModel(others);
        overlay.setSelectedItem(Recipes.STANDARD);

        JPanel left = new JPanel(new MigLayout("fill, insets 6", "[grow]", "[][grow][][]"));
        left.add(new JLabel("Recipe text"), "wrap");
        left.add(new JScrollPane(text), "grow, wrap");
        left.add(problem, "growx, wrap");
        JButton open = new JButton("Open…");
        open.addActionListener(e -> openFile());
        JButton save = new JButton("Save…");
        save.addActionListener(e -> saveFile());
        use.addActionListener(e -> useRecipes());
        left.add(open, "split 3");
        left.add(save);
        left.add(use);

        JPanel right = new JPanel(new BorderLayout());
        JPanel controls = new JPanel(new MigLayout("insets 6"));
        controls.add(new JLabel("Show"));
        controls.add(shown);
        controls.add(new JLabel("over"));
        controls.add(overlay);
        controls.add(new JLabel("Players"));
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

    /** Parses the text now: the problem line, the list of recipes to show, the chart. */
    void check() {
        Object before = shown.getSelectedItem();
        try {
            parsed = RecipeParser.parse(new StringReader(text.getText()), "recipe text");
            lastGood = Map.of();
            problem.setForeground(javax.swing.UIManager.getColor("Label.disabledForeground"));
            problem.setText(parsed.isEmpty() ? "No recipe yet: start one with  recipe ID \"Title\""
                    : parsed.size() + (parsed.size() == 1 ? " recipe" : " recipes") + ", no problem found");
        } catch (RecipeFormatException e) {
            // the chart keeps the last recipes that were read, so a typo half-way does not blank it
            if (!parsed.isEmpty()) lastGood = parsed;
            parsed = Map.of();
            problem.setForeground(new Color(0xC62828));
            problem.setText("Line " + e.line() + ": " + reason(e) + (lastGood.isEmpty() ? "" : "  (the chart shows the text as last read)"));
        }
        use.setEnabled(!parsed.isEmpty());
        DefaultComboBoxModel<String> m = new DefaultComboBoxModel<>();
        for (String id : drawn().keySet()) m.addElement(id);
        shown.setModel(m);
        if (before != null && drawn().containsKey(before)) shown.setSelectedItem(before);
        redraw();
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
        String o = (String) overlay.getSelectedItem();
        DeckRecipe other = o == null || o.equals("(none)") ? null : Recipes.builtIn().getOrDefault(o, drawn().get(o));
        chart.setChart(chart(main, other, (Integer) players.getValue(), ChartStyle.current()));
    }

    /** Share cards in the deck of a base game for this many players, the cards a recipe stacks. */
    static int shareCards(int players) {
        Game g = RuleSets.base().configure(Boards.unionPacific(), Map.of());
        int n = Math.max(g.minPlayers(), Math.min(g.maxPlayers(), players));
        return g.view(g.newGame(g.pairedDeal(n, 0))).deckSize() - Recipes.standard().dividendCards();
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
                XYSeries s = new XYSeries(recipe.id() + " · dividend " + (i + 1), true, false);
                for (int k = 0; k < p[i].length; k++) s.add(k + 1, p[i][k]);
                r.setSeriesPaint(data.getSeriesCount(), ResultCharts.colour(i));
                r.setSeriesStroke(data.getSeriesCount(), stroke);
                data.addSeries(s);
                if (which == 0) {
                    legend.add(new LegendItem("dividend " + (i + 1), null, null, null,
                            new java.awt.geom.Line2D.Double(-9, 0, 9, 0), new BasicStroke(2.2f), ResultCharts.colour(i)));
                }
            }
            legend.add(new LegendItem(recipe.id() + (which == 0 ? " (solid)" : " (dashed)"), null, null, null,
                    new java.awt.geom.Line2D.Double(-9, 0, 9, 0), stroke, style.text()));
        }
        NumberAxis x = new NumberAxis("Place in the share deck (1 = top)");
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        NumberAxis y = new NumberAxis("Probability");
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
        String title = main == null ? "No recipe to show" : "Where the dividend cards lie: " + main.id()
                + (both.size() > 1 ? " against " + both.get(1).id() : "");
        JFreeChart c = new JFreeChart(title, style.font(14f, true), plot, true);
        c.getTitle().setPaint(style.text());
        c.setBackgroundPaint(style.background());
        c.getLegend().setBackgroundPaint(style.background());
        c.getLegend().setItemPaint(style.text());
        c.addSubtitle(new org.jfree.chart.title.TextTitle(shares + " share cards (" + players + " players), exact odds from the recipe",
                style.font(11f, false), style.muted(), org.jfree.chart.ui.RectangleEdge.TOP,
                org.jfree.chart.ui.HorizontalAlignment.CENTER, org.jfree.chart.ui.VerticalAlignment.CENTER,
                org.jfree.chart.ui.RectangleInsets.ZERO_INSETS));
        return c;
    }

    private void useRecipes() {
        check();
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
            JOptionPane.showMessageDialog(this, String.join("\n", refused), "Recipes not used", JOptionPane.WARNING_MESSAGE);
        }
        if (!ok.isEmpty()) onUse.accept(ok);
    }

    private void openFile() {
        JFileChooser fc = new JFileChooser();
        fc.setDialogTitle("Open a Recipe File");
        if (fc.showOpenDialog(this) != JFileChooser.APPROVE_OPTION) return;
        try {
            text.setText(Files.readString(fc.getSelectedFile().toPath(), StandardCharsets.UTF_8));
            text.setCaretPosition(0);
            check();
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, "Cannot read " + fc.getSelectedFile() + ": " + e.getMessage(), "Open Recipe File",
                    JOptionPane.ERROR_MESSAGE);
        }
    }

    private void saveFile() {
        JFileChooser fc = new JFileChooser();
        fc.setDialogTitle("Save the Recipe Text");
        if (fc.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Path file = fc.getSelectedFile().toPath();
        try {
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".partial");
            Files.writeString(temp, text.getText(), StandardCharsets.UTF_8);
            Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(this, "Cannot save " + file + ": " + e.getMessage(), "Save Recipe File", JOptionPane.ERROR_MESSAGE);
        }
    }
}
