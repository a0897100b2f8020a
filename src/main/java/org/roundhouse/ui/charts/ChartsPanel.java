package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Component;
import java.awt.FlowLayout;
import java.awt.event.ActionEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntConsumer;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JTabbedPane;
import javax.swing.KeyStroke;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.jfree.chart.ChartPanel;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.ui.doc.GameDocument;

/**
 * The charts of a line: Cash, Majorities and Company value, one tab each. Fed with the
 * series of the current line ({@link #setSeries}) and optionally of a line to compare
 * with ({@link #setOverlay}, drawn dashed); {@link #setCursorIndex} moves the vertical
 * marker; clicking or dragging on a chart (or the arrow keys on it) tells the
 * {@linkplain #addPositionListener position listeners} the position to jump to. Each
 * chart's context menu (and the Export button) saves it as PNG or SVG, or its series as CSV.
 *
 * <p>The panel does not need a document: the workbench may wire it by hand, or hand it a
 * {@link GameDocument} ({@link #setDocument}), which it then follows: the charts show the
 * line through the document's cursor, the main line dashed beside a variation, and a click
 * moves the cursor. Use from the event dispatch thread only.
 */
public final class ChartsPanel extends JPanel {
    private final JTabbedPane tabs = new JTabbedPane();
    /** The caption and the controls, at the head of whichever page is shown. */
    private final JPanel top = new JPanel(new BorderLayout());
    private final Map<SeriesKind, Tab> tabMap = new EnumMap<>(SeriesKind.class);
    /** A tab per series of the rule set's own (after the built-in ones), for the series shown. */
    private final List<Tab> extraTabs = new ArrayList<>();
    private List<org.roundhouse.engine.SeriesSpec> extraSpecs = List.of();
    private final List<IntConsumer> listeners = new CopyOnWriteArrayList<>();
    private final JComboBox<String> companyBox = new JComboBox<>();
    private final JCheckBox compareBox = new JCheckBox(UI.text("compare.compare"));
    /** The line charted and what the chart shows, wrapped at words to the width the controls leave. */
    private final WrappingCaption lineLabel = new WrappingCaption(5, 4, 3, 4);
    private final JLabel companyLabel;
    private GameSeries main;
    private GameSeries overlay;
    private String mainLabel = "";
    private String overlayLabel = "";
    private boolean overlayShown = true;
    private int cursor = -1;
    private int company = -1;
    private boolean updatingCompanies;
    private String exportBaseName = "roundhouse";
    private File exportDirectory;
    private DocumentFollower follower;
    private java.util.function.Supplier<org.roundhouse.ui.doc.Horizon> horizon = () -> org.roundhouse.ui.doc.Horizon.EVERYTHING;

    /** One chart tab. */
    private final class Tab {
        /** The built-in chart; null for a rule set's own series. */
        final SeriesKind kind;
        /** The rule set's series ({@link GameSeries#extraSpecs()} index), -1 for a built-in chart. */
        final int extra;
        final String id;
        final String title;
        final ChartPanel chartPanel;
        final JPanel cards = new JPanel(new CardLayout());
        PositionChart chart;
        /** The chart's subtitle, shown in the panel's header line instead of inside the chart. */
        String subtitle = "";
        boolean stale = true;
        int lastFired = -1;

        Tab(SeriesKind kind) {
            this(kind, -1, kind.id(), title(kind));
        }

        Tab(SeriesKind kind, int extra, String id, String title) {
            this.kind = kind;
            this.extra = extra;
            this.id = id;
            this.title = title;
            chartPanel = ChartPanels.unzoomable();
            chartPanel.setName("chart-" + id);
            chartPanel.setPopupMenu(exportMenu(this));
            chartPanel.setFocusable(true);
            chartPanel.getAccessibleContext().setAccessibleName(UI.text("charts.accessible", title));
            MouseAdapter mouse = new MouseAdapter() {
                @Override
                public void mousePressed(MouseEvent e) {
                    if (e.isPopupTrigger() || !SwingUtilities.isLeftMouseButton(e)) return;
                    chartPanel.requestFocusInWindow();
                    lastFired = -1;
                    jump(e, true);
                }

                @Override
                public void mouseDragged(MouseEvent e) {
                    if (SwingUtilities.isLeftMouseButton(e)) jump(e, false);
                }
            };
            chartPanel.addMouseListener(mouse);
            chartPanel.addMouseMotionListener(mouse);
            chartPanel.addComponentListener(new java.awt.event.ComponentAdapter() {
                @Override
                public void componentResized(java.awt.event.ComponentEvent e) {
                    if (chart != null) ChartKit.placeLegend(chart.chart(), chartPanel.getWidth());
                }
            });
            bindKey("LEFT", -1, false);
            bindKey("RIGHT", 1, false);
            bindKey("HOME", Integer.MIN_VALUE, true);
            bindKey("END", Integer.MAX_VALUE, true);
            JLabel empty = new JLabel(UI.text("charts.empty"), SwingConstants.CENTER);
            empty.setName("chart-empty-" + id);
            empty.setEnabled(false);
            cards.add(empty, "empty");
            cards.add(chartPanel, "chart");
        }

        private void bindKey(String key, int delta, boolean absolute) {
            String name = "chart-" + key;
            chartPanel.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key), name);
            chartPanel.getActionMap().put(name, new AbstractAction() {
                @Override
                public void actionPerformed(ActionEvent e) {
                    if (main == null) return;
                    int target = absolute ? (delta < 0 ? 0 : main.size() - 1)
                            : Math.max(0, Math.min(main.size() - 1, (cursor < 0 ? -1 : cursor) + delta));
                    fire(target);
                }
            });
        }

        private void jump(MouseEvent e, boolean click) {
            if (chart == null) return;
            Point2D p = chartPanel.translateScreenToJava2D(e.getPoint());
            OptionalInt index = chart.indexAt(chartPanel.getChartRenderingInfo(), p);
            if (click) {
                OptionalInt row = chart.companyAt(chartPanel.getChartRenderingInfo(), p);
                if (row.isPresent() && row.getAsInt() != company) setCompany(row.getAsInt());
            }
            if (index.isPresent() && index.getAsInt() != lastFired) {
                lastFired = index.getAsInt();
                fire(lastFired);
            }
        }

        void show(boolean hasChart) {
            ((CardLayout) cards.getLayout()).show(cards, hasChart ? "chart" : "empty");
        }
    }

    public ChartsPanel() {
        super(new BorderLayout());
        setName("chartsPanel");
        for (SeriesKind kind : SeriesKind.values()) {
            Tab tab = new Tab(kind);
            tabMap.put(kind, tab);
            JPanel page = new JPanel(new BorderLayout());
            page.add(tab.cards, BorderLayout.CENTER);
            tabs.addTab(title(kind), page);
        }
        tabs.setName("chartTabs");
        tabs.addChangeListener(e -> {
            headOnSelectedPage();
            refreshVisible();
            updateControls();
        });

        companyBox.setName("chartCompany");
        companyBox.setToolTipText(UI.text("charts.company.tip"));
        companyBox.addActionListener(e -> {
            if (!updatingCompanies && companyBox.getSelectedIndex() >= 0) setCompany(companyBox.getSelectedIndex());
        });
        compareBox.setName("chartCompare");
        compareBox.setSelected(true);
        compareBox.setVisible(false);
        compareBox.addActionListener(e -> setOverlayVisible(compareBox.isSelected()));
        JButton export = new JButton(UI.text("charts.export"));
        export.setName("chartExport");
        export.setToolTipText(UI.text("charts.export.tip"));
        export.addActionListener(e -> exportMenu(currentTab()).show(export, 0, export.getHeight()));
        lineLabel.setName("chartLine");

        JPanel bar = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 2));
        bar.add(compareBox);
        companyLabel = new JLabel(UI.text("charts.company"));
        companyLabel.setLabelFor(companyBox);
        bar.add(companyLabel);
        bar.add(companyBox);
        bar.add(export);
        // the caption takes the width the controls leave and wraps in it rather than being cut off; it sits under
        // the tab row, on the page shown, so that a longer caption never moves the tabs away from the pointer
        top.setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
        top.add(lineLabel, BorderLayout.CENTER);
        top.add(bar, BorderLayout.EAST);
        add(tabs, BorderLayout.CENTER);
        headOnSelectedPage();
        updateControls();
        for (Tab t : tabMap.values()) t.show(false);
    }

    // ------------------------------------------------------------------ feeding

    /** Shows the series of the current line (null clears the charts). Keeps the cursor index. */
    public void setSeries(GameSeries series, String label) {
        this.main = series;
        this.mainLabel = label == null ? "" : label;
        if (series == null) overlay = null;
        updateExtraTabs();
        updateControls();
        invalidateCharts();
    }

    /** Shows the current line and a line to compare with (null for none) at once. */
    public void setSeries(GameSeries series, String label, GameSeries compareWith, String compareLabel) {
        this.main = series;
        this.mainLabel = label == null ? "" : label;
        this.overlay = series == null ? null : compareWith;
        this.overlayLabel = compareLabel == null ? "" : compareLabel;
        updateExtraTabs();
        updateControls();
        invalidateCharts();
    }

    /** Shows the series of the current line. */
    public void setSeries(GameSeries series) {
        setSeries(series, "");
    }

    /** A line to compare with, drawn dashed from where it parts from the current one; null removes it. */
    public void setOverlay(GameSeries series, String label) {
        this.overlay = series;
        this.overlayLabel = label == null ? "" : label;
        updateControls();
        invalidateCharts();
    }

    /** Shows or hides the overlay (the Compare check box) without forgetting it. */
    public void setOverlayVisible(boolean shown) {
        if (shown == overlayShown) return;
        overlayShown = shown;
        compareBox.setSelected(shown);
        invalidateCharts();
    }

    public Optional<GameSeries> series() {
        return Optional.ofNullable(main);
    }

    public Optional<GameSeries> overlay() {
        return Optional.ofNullable(overlay);
    }

    /** Moves the vertical marker to the position (index in the current series); negative hides it. */
    public void setCursorIndex(int index) {
        cursor = index < 0 ? -1 : index;
        for (Tab t : allTabs()) {
            if (t.chart != null) t.chart.setCursorIndex(cursor);
        }
    }

    public int cursorIndex() {
        return cursor;
    }

    /** Called with the position (index in the current series) when the user clicks, drags or presses an arrow key on a chart. */
    public void addPositionListener(IntConsumer listener) {
        listeners.add(listener);
    }

    public void removePositionListener(IntConsumer listener) {
        listeners.remove(listener);
    }

    /** The company of the majorities detail (Union Pacific = board.unionPacific()). */
    public void setCompany(int company) {
        if (company == this.company) return;
        this.company = company;
        if (company >= 0 && company < companyBox.getItemCount() && companyBox.getSelectedIndex() != company) {
            updatingCompanies = true;
            companyBox.setSelectedIndex(company);
            updatingCompanies = false;
        }
        Tab t = tabMap.get(SeriesKind.SHARES);
        t.stale = true;
        refreshVisible();
    }

    public int company() {
        return company;
    }

    public void setKind(SeriesKind kind) {
        tabs.setSelectedIndex(kind.ordinal());
    }

    /** The built-in chart shown; null while a chart of the rule set's own series is shown ({@link #extraShown()}). */
    public SeriesKind kind() {
        return currentTab().kind;
    }

    /** Shows the chart of the rule set's own series {@code k} ({@link GameSeries#extraSpecs()}). */
    public void setExtra(int k) {
        tabs.setSelectedIndex(SeriesKind.values().length + k);
    }

    /** The rule set's own series shown, its index in {@link GameSeries#extraSpecs()}, or -1 for a built-in chart. */
    public int extraShown() {
        return currentTab().extra;
    }

    /** The chart of the rule set's series {@code k} as last built (built on demand), if the series shown has it. */
    public Optional<PositionChart> extraChart(int k) {
        if (k < 0 || k >= extraTabs.size()) return Optional.empty();
        Tab t = extraTabs.get(k);
        if (t.stale && main != null) build(t);
        return Optional.ofNullable(t.chart);
    }

    /** The Swing component of a chart (for tests and for embedding). */
    public ChartPanel chartPanel(SeriesKind kind) {
        return tabMap.get(kind).chartPanel;
    }

    /** The chart of the kind as last built (built on demand when its tab is shown), if any. */
    public Optional<PositionChart> chart(SeriesKind kind) {
        Tab t = tabMap.get(kind);
        if (t.stale && main != null) build(t);
        return Optional.ofNullable(t.chart);
    }

    /** What exported files are called by default: BASE-cash.png and so on. */
    public void setExportBaseName(String base) {
        exportBaseName = base == null || base.isBlank() ? "roundhouse" : base.replaceAll("[\\\\/:*?\"<>|]", "_");
    }

    // ------------------------------------------------------------------ document

    /**
     * Follows a document (null stops): the charts show the line through its cursor (with
     * the main line dashed when the cursor is on a variation), the marker follows the
     * cursor, and a click on a chart moves the cursor.
     */
    public void setDocument(GameDocument document) {
        if (follower != null) follower.detach();
        follower = null;
        if (document == null) {
            setSeries(null, null);
            return;
        }
        follower = new DocumentFollower(this, document);
        String title = document.title();
        int dot = title.lastIndexOf('.');
        setExportBaseName(dot > 0 ? title.substring(0, dot) : title);
    }

    /**
     * With a document followed: where the panel learns how much of the record it may chart. While
     * the horizon hides the future the lines end at the cursor, so the charts hold nothing of the
     * moves after it ("what did I know then"). Call {@link #horizonChanged()} when the answer
     * changes other than by the cursor.
     */
    public void setHorizon(java.util.function.Supplier<org.roundhouse.ui.doc.Horizon> source) {
        horizon = java.util.Objects.requireNonNull(source);
        horizonChanged();
    }

    /** The horizon changed (an option or the viewer): the lines are drawn again as far as it lets them. */
    public void horizonChanged() {
        if (follower != null) follower.refresh();
    }

    /** How much of the record the panel may chart now. */
    public org.roundhouse.ui.doc.Horizon horizon() {
        return horizon.get();
    }

    // ------------------------------------------------------------------ internals

    private void fire(int index) {
        for (IntConsumer l : listeners) l.accept(index);
    }

    private Tab currentTab() {
        int i = Math.max(0, tabs.getSelectedIndex());
        int fixed = SeriesKind.values().length;
        return i < fixed ? tabMap.get(SeriesKind.values()[i]) : extraTabs.get(i - fixed);
    }

    private List<Tab> allTabs() {
        List<Tab> all = new ArrayList<>(tabMap.values());
        all.addAll(extraTabs);
        return all;
    }

    /** A tab per series the rule set of the shown line follows beside the built-in ones; rebuilt when they change. */
    private void updateExtraTabs() {
        List<org.roundhouse.engine.SeriesSpec> specs = main == null ? List.of() : main.extraSpecs();
        if (specs.equals(extraSpecs)) return;
        boolean wasExtra = tabs.getSelectedIndex() >= SeriesKind.values().length;
        if (wasExtra) tabs.setSelectedIndex(0);
        for (Tab t : extraTabs) tabs.remove(t.cards.getParent());
        extraTabs.clear();
        extraSpecs = List.copyOf(specs);
        for (int k = 0; k < specs.size(); k++) {
            org.roundhouse.engine.SeriesSpec spec = specs.get(k);
            Tab tab = new Tab(null, k, spec.key(), spec.title());
            extraTabs.add(tab);
            JPanel page = new JPanel(new BorderLayout());
            page.add(tab.cards, BorderLayout.CENTER);
            tabs.addTab(spec.title(), null, page, spec.description());
            tab.show(false);
        }
    }

    private void invalidateCharts() {
        for (Tab t : allTabs()) {
            t.stale = true;
            if (main == null) {
                t.chart = null;
                t.chartPanel.setChart(null);
                t.show(false);
            }
        }
        refreshVisible();
    }

    private void refreshVisible() {
        Tab t = currentTab();
        if (t.stale && main != null) build(t);
        updateLineLabel();
    }

    private void build(Tab t) {
        GameSeries o = overlayShown ? overlay : null;
        ChartInput in = new ChartInput(main, o, mainLabel, overlayLabel, ChartStyle.current(), company);
        PositionChart chart = t.kind == null ? PositionChart.ofExtra(t.extra, in) : PositionChart.of(t.kind, in);
        chart.setCursorIndex(cursor);
        t.chart = chart;
        t.subtitle = ChartKit.layOutForScreen(chart.chart());
        ChartKit.placeLegend(chart.chart(), t.chartPanel.getWidth());
        t.chartPanel.setChart(chart.chart());
        updateLineLabel();
        t.stale = false;
        t.show(true);
    }

    private void updateControls() {
        updatingCompanies = true;
        companyBox.removeAllItems();
        if (main != null) {
            for (int c = 0; c < main.companies(); c++) companyBox.addItem(main.companyName(c));
            if (company < 0 || company >= main.companies()) company = ChartInput.of(main).detailCompany();
            companyBox.setSelectedIndex(company);
        }
        updatingCompanies = false;
        companyBox.setEnabled(main != null);
        boolean shares = kind() == SeriesKind.SHARES;
        companyBox.setVisible(shares);
        companyLabel.setVisible(shares);
        compareBox.setVisible(overlay != null);
        compareBox.setText(overlay == null ? UI.text("compare.compare") : UI.text("charts.compareWith", overlayLabel));
        updateLineLabel();
    }

    /** The header line: the line charted, or the shown chart's subtitle (which names it). */
    private void updateLineLabel() {
        Tab t = tabMap.isEmpty() ? null : currentTab();
        String text = t != null && !t.stale && !t.subtitle.isBlank() ? t.subtitle : mainLabel;
        lineLabel.setText(text);
        lineLabel.setToolTipText(text.isBlank() ? null : text);
        lineLabel.setVisible(!text.isBlank());
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (tabMap != null && !tabMap.isEmpty()) {
            for (Tab t : allTabs()) {
                t.stale = true;
                SwingUtilities.updateComponentTreeUI(t.chartPanel.getPopupMenu());
            }
            refreshVisible();
        }
    }

    private JPopupMenu exportMenu(Tab tab) {
        JPopupMenu menu = new JPopupMenu();
        for (ChartExport.Format f : ChartExport.Format.values()) {
            JMenuItem item = new JMenuItem(UI.text("charts.export.format", f.name()));
            item.setName("export-" + f.extension());
            item.addActionListener(e -> export(tab, f));
            menu.add(item);
        }
        return menu;
    }

    private void export(Tab tab, ChartExport.Format format) {
        if (main == null) return;
        if (tab.stale) build(tab);
        JFileChooser chooser = new JFileChooser(exportDirectory);
        chooser.setDialogTitle(UI.text("charts.export.title", tab.title.toLowerCase(java.util.Locale.ROOT), format.name()));
        chooser.setFileFilter(new FileNameExtensionFilter(UI.text("charts.export.files", format.name()), format.extension()));
        chooser.setSelectedFile(new File(exportDirectory, exportBaseName + "-" + tab.id + "." + format.extension()));
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Path file = chooser.getSelectedFile().toPath();
        if (!file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith("." + format.extension())) {
            file = file.resolveSibling(file.getFileName() + "." + format.extension());
        }
        exportDirectory = file.toAbsolutePath().getParent() == null ? null : file.toAbsolutePath().getParent().toFile();
        if (Files.exists(file) && JOptionPane.showConfirmDialog(this, UI.text("charts.export.exists", file.getFileName().toString()),
                UI.text("charts.export"), JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE) != JOptionPane.OK_OPTION) {
            return;
        }
        int w = Math.max(900, tab.chartPanel.getWidth());
        int h = Math.max(520, tab.chartPanel.getHeight());
        // a chart of its own for the file, laid out as the command line draws it (the one on screen stays as it is)
        PositionChart forFile = tab.kind == null ? PositionChart.ofExtra(tab.extra, tab.chart.input()) : PositionChart.of(tab.kind, tab.chart.input());
        forFile.setCursorIndex(cursor);
        Path written = file;
        exportProblem(forFile, format, w, h, 2, file).ifPresent(problem -> JOptionPane.showMessageDialog(this,
                UI.text("charts.export.failed", written.toString(), problem), UI.text("charts.export"), JOptionPane.ERROR_MESSAGE));
    }

    /** Writes the export; if it could not, why (an existing file is then as it was). */
    static Optional<String> exportProblem(PositionChart chart, ChartExport.Format format, int width, int height, double scale,
            Path file) {
        try {
            ChartExport.write(chart, format, width, height, scale, file);
            return Optional.empty();
        } catch (IOException | RuntimeException ex) {
            return Optional.of(ex instanceof IOException io ? org.roundhouse.text.FileReasons.message(io) : String.valueOf(ex.getMessage()));
        } catch (OutOfMemoryError ex) {
            // the image is the one big allocation; once it is dropped the application can go on
            return Optional.of(UI.text("charts.export.memory"));
        }
    }

    /** A built-in chart's tab title in the current language. */
    static String title(SeriesKind kind) {
        return switch (kind) {
            case CASH -> UI.text("charts.cash");
            case SHARES -> UI.text("charts.shares");
            case VALUE -> UI.text("charts.value");
        };
    }

    /** For tests: the x on screen (in the chart panel) of a position, from the last drawing. */
    OptionalInt screenXOf(SeriesKind kind, int index) {
        Tab t = tabMap.get(kind);
        if (t.chart == null || t.chartPanel.getChartRenderingInfo().getPlotInfo().getDataArea().isEmpty()) {
            return OptionalInt.empty();
        }
        double x = t.chart.xOf(t.chartPanel.getChartRenderingInfo(), index);
        return OptionalInt.of(t.chartPanel.translateJava2DToScreen(new Point2D.Double(x, 0)).x);
    }

    /** Puts the caption and the controls at the head of the page shown. */
    private void headOnSelectedPage() {
        if (tabs.getSelectedComponent() instanceof JPanel page && top.getParent() != page) {
            page.add(top, BorderLayout.NORTH);
            page.revalidate();
            page.repaint();
        }
    }

    /** The header line's caption, for tests. */
    javax.swing.JTextArea caption() {
        return lineLabel;
    }

    /** The components of the tool bar, for tests. */
    List<Component> controls() {
        return new ArrayList<>(List.of(companyBox, compareBox, lineLabel));
    }
}
