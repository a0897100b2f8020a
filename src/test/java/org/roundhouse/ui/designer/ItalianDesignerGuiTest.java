package org.roundhouse.ui.designer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.border.TitledBorder;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/**
 * The Designer in Italian (issue #23): a small sweep of two recipes run, then every tab, table,
 * chart (titles, axes, legends), button, list and the status line hold no English word beyond the
 * recipes', rule sets' and bots' names; the paired differences name their measures in Italian.
 */
class ItalianDesignerGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    /** Words only the English Designer shows. */
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|of|and|games?|Games|turns?|Turns|Share|share|Seat|seat|wins?|Win"
            + "|rates?|Rate|length|Length|Margin|margin|Measure|Players|Bots|Dividends?|dividends?|every|Every|cumulative|Cumulative"
            + "|Cell|Cells|cell|Add|Remove|Run|Cancel|Save|Open|Export|Figures|Results|Recipe|Timing|Ties|Comebacks|Drama"
            + "|Security|Decisiveness|double|lead_changes|comeback|security|drama|decisiveness|Seed|Threads|Duplicate|seating|fair"
            + "|first|second|Lead|changes|played|left|Finished|finished|options?|Options|Rules|rules|Label|bots|by|Strength"
            + "|run|Game|Workbench)\\b");

    private Robot robot;
    private FrameFixture window;
    private DesignerWindow designer;

    @BeforeEach
    void open() {
        Messages.setLocale(Locale.ITALIAN);
        robot = gui.robot();
        designer = GuiActionRunner.execute(() -> {
            Themes.install(ThemeChoice.LIGHT);
            DesignerWindow d = new DesignerWindow(r -> { });
            d.setSize(1400, 900);
            return d;
        });
        window = gui.fixture(designer);
        window.show();
        GuiActionRunner.execute(() -> designer.setBounds(20, 20, 1400, 920));
        robot.waitForIdle();
    }

    @AfterEach
    void backToEnglish() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** What a user reads in the showing components under {@code root}, charts included. */
    private static List<String> shownText(Component root) {
        List<String> out = new ArrayList<>();
        ArrayDeque<Component> todo = new ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            Component c = todo.pop();
            if (!c.isShowing()) continue;
            if (c instanceof JLabel l && l.getText() != null) out.add(l.getText());
            if (c instanceof AbstractButton b && b.getText() != null) out.add(b.getText());
            if (c instanceof JComponent j && j.getToolTipText() != null) out.add(j.getToolTipText());
            if (c instanceof JTabbedPane t) for (int i = 0; i < t.getTabCount(); i++) out.add(t.getTitleAt(i));
            if (c instanceof JComboBox<?> b) for (int i = 0; i < b.getItemCount(); i++) out.add(String.valueOf(b.getItemAt(i)));
            if (c instanceof JTable t) {
                for (int i = 0; i < t.getColumnCount(); i++) out.add(t.getColumnName(i));
                for (int r = 0; r < t.getRowCount(); r++) out.add(String.valueOf(t.getValueAt(r, 0)));
            }
            if (c instanceof JComponent j && j.getBorder() instanceof TitledBorder b) out.add(b.getTitle());
            if (c instanceof ChartPanel p && p.getChart() != null) out.addAll(chartText(p.getChart()));
            if (c instanceof javax.swing.JProgressBar p && p.isStringPainted()) out.add(p.getString());
            if (c instanceof java.awt.Container k) todo.addAll(List.of(k.getComponents()));
        }
        return out;
    }

    private static List<String> chartText(JFreeChart chart) {
        List<String> out = new ArrayList<>();
        if (chart.getTitle() != null) out.add(chart.getTitle().getText());
        for (Object t : chart.getSubtitles()) if (t instanceof TextTitle tt) out.add(tt.getText());
        if (chart.getPlot() instanceof XYPlot xy) {
            if (xy.getDomainAxis() != null) out.add(xy.getDomainAxis().getLabel());
            if (xy.getRangeAxis() != null) out.add(xy.getRangeAxis().getLabel());
            LegendItemCollection legend = xy.getLegendItems();
            for (int i = 0; i < legend.getItemCount(); i++) out.add(legend.get(i).getLabel());
        } else if (chart.getPlot() instanceof org.jfree.chart.plot.CategoryPlot cp) {
            if (cp.getDomainAxis() != null) out.add(cp.getDomainAxis().getLabel());
            if (cp.getRangeAxis() != null) out.add(cp.getRangeAxis().getLabel());
            LegendItemCollection legend = cp.getLegendItems();
            for (int i = 0; i < legend.getItemCount(); i++) out.add(legend.get(i).getLabel());
        }
        return out;
    }

    /**
     * The English words left, each with the text it is in; names (recipes, bots, rule sets) and the rule
     * sets' option labels (the engine's) taken out first.
     */
    private List<String> english() {
        List<String> names = GuiActionRunner.execute(() -> {
            List<String> n = new ArrayList<>();
            for (int i = 0; i < designer.recipe.getItemCount(); i++) n.add(designer.recipe.getItemAt(i));
            for (int i = 0; i < designer.ruleSet.getItemCount(); i++) n.add(String.valueOf(designer.ruleSet.getItemAt(i)));
            for (JComboBox<String> b : designer.bots) for (int i = 0; i < b.getItemCount(); i++) n.add(b.getItemAt(i));
            n.add("Union Pacific");
            // the rule sets' option labels are the engine's (RuleOption, translated elsewhere in #23)
            for (var rules : org.roundhouse.engine.registry.RuleSets.all()) for (var o : rules.options()) n.add(o.label());
            n.sort((a, b) -> b.length() - a.length());
            return n;
        });
        List<String> found = new ArrayList<>();
        for (String text : GuiActionRunner.execute(() -> shownText(designer))) {
            if (text == null) continue;
            String plain = text.replaceAll("<[^>]*>", " ").replaceAll("\\S+\\.(csv\\.gz|csv|json|png|svg)\\b", " ");
            for (String name : names) if (!name.isBlank()) plain = plain.replace(name, " ");
            Matcher m = ENGLISH.matcher(plain);
            if (m.find()) found.add(m.group() + " in \"" + text + "\"");
        }
        return found;
    }

    private void addCell(String recipe) {
        window.comboBox("recipe").selectItem(recipe);
        window.button("addCell").click();
    }

    private void selectTab(JTabbedPane pane, int index) {
        GuiActionRunner.execute(() -> pane.setSelectedIndex(index));
        robot.waitForIdle();
    }

    @Test
    void aSmallSweepInItalianLeavesNoEnglish() throws Exception {
        assertThat(english()).as("before any run").isEmpty();
        window.spinner("games").enterTextAndCommit("60");
        window.spinner("threads").enterTextAndCommit("1");
        addCell("standard");
        addCell("even-spacing");
        window.table("cells").requireRowCount(2);
        window.button("run").click();
        gui.waitFor("the run to finish", () -> designer.shownRun() != null, 120_000);
        robot.waitForIdle();

        List<String> rows = GuiActionRunner.execute(() -> {
            List<String> r = new ArrayList<>();
            for (int i = 0; i < designer.figures.getRowCount(); i++) r.add(String.valueOf(designer.figures.getValueAt(i, 0)));
            return r;
        });
        assertThat(rows).contains("Δ durata − standard", "Δ turno del dividendo 1 − standard", "Δ vittoria del posto 1 − standard")
                .doesNotContain("Δ length − standard");

        List<String> left = new ArrayList<>();
        for (int t = 0; t < GuiActionRunner.execute(() -> designer.tabs.getTabCount()); t++) {
            selectTab(designer.tabs, t);
            for (int c = 0; c < GuiActionRunner.execute(() -> designer.chartTabs.getTabCount()); c++) {
                selectTab(designer.chartTabs, c);
                int tab = t;
                int chart = c;
                english().forEach(e -> left.add("tab " + tab + ", chart " + chart + ": " + e));
            }
        }
        assertThat(left).as("English left in the Designer").isEmpty();

        selectTab(designer.tabs, 2); // Results, as designer.png shows it
        selectTab(designer.chartTabs, 0);
        Path file = Path.of("target", "screenshots", "designer-it.png");
        Files.createDirectories(file.getParent());
        Rectangle r = GuiActionRunner.execute(() -> designer.getBounds());
        BufferedImage img = new java.awt.Robot().createScreenCapture(r);
        ImageIO.write(img, "png", file.toFile());
    }
}
