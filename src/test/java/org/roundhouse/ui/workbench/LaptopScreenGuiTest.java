package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JTabbedPane;
import javax.swing.JViewport;
import org.assertj.swing.edt.GuiActionRunner;
import org.jfree.chart.ChartPanel;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.roundhouse.ui.testing.GuiSession;

/**
 * The workbench in a laptop's window (1366×768, 1024×768) and at 1400 pixels: the Win chances tab
 * shows a plot in the short dock below the map, with the dock's tabs on one row, and the Decks
 * panel of Union Pacific for two shows its texts whole, without scrolling sideways.
 */
class LaptopScreenGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);

    private static final Path UP_FOR_TWO = Path.of("sample-games/2p-up-for-two.upn");

    @ParameterizedTest(name = "{0}\u00d7{1}")
    @CsvSource({"1024, 768", "1366, 768", "1600, 1000"})
    void winChancesShowsAPlotInTheDock(int width, int height) {
        WorkbenchWindow frame = WorkbenchOnScreen.launch(gui, null, firstRun("laptop", width, height), width, height);
        GuiActionRunner.execute(() -> frame.panel().dock().setSelectedComponent(frame.panel().winChances()));
        ChartPanel chart = GuiActionRunner.execute(() -> find(frame, ChartPanel.class, "winChart"));
        gui.waitFor("the graph to be drawn", () -> GuiActionRunner.execute(() -> chart.getChart() != null
                && chart.getChartRenderingInfo().getPlotInfo().getDataArea().getHeight() > 0), 30_000);
        gui.robot().waitForIdle();
        Rectangle2D plot = GuiActionRunner.execute(() -> {
            // the drawing is scaled where the panel is smaller than the chart's least drawing size
            double scale = chart.getScaleY();
            Rectangle2D a = chart.getChartRenderingInfo().getPlotInfo().getDataArea();
            return new Rectangle2D.Double(a.getX(), a.getY(), a.getWidth() * chart.getScaleX(), a.getHeight() * scale);
        });
        assertThat(plot.getHeight()).as("the plot's height at %d\u00d7%d", width, height).isGreaterThanOrEqualTo(120);
        assertThat(plot.getWidth()).as("the plot's width at %d\u00d7%d", width, height).isGreaterThanOrEqualTo(150);
        JTabbedPane dock = GuiActionRunner.execute(() -> frame.panel().dock());
        assertThat(GuiActionRunner.execute(dock::getTabRunCount)).as("rows of the dock's tabs").isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}\u00d7{1}")
    @CsvSource({"1024, 768", "1366, 768", "1400, 900"})
    void upForTwoDecksAreWhole(int width, int height) {
        WorkbenchWindow frame = WorkbenchOnScreen.launch(gui, UP_FOR_TWO, firstRun("laptop-u42", width, height), width, height);
        gui.robot().waitForIdle();
        Container decks = GuiActionRunner.execute(() -> find(frame, DecksPanel.class, "decksPanel"));
        gui.waitFor("the decks to be laid out", () -> GuiActionRunner.execute(() -> decks.getWidth() > 0
                && decks.getParent() instanceof JViewport v && decks.getWidth() <= v.getWidth()), 10_000);
        List<String> cut = GuiActionRunner.execute(() -> {
            List<String> found = new ArrayList<>();
            for (JLabel l : labels(decks)) {
                // a table's note is cut on purpose (whole in its tool tip): it does not widen the panel
                if (!l.isShowing() || l.getText() == null || l.getText().isBlank() || (l.getName() != null && l.getName().endsWith(".note"))) continue;
                if (l.getWidth() < l.getPreferredSize().width) found.add(l.getText() + " (" + l.getWidth() + " of " + l.getPreferredSize().width + ")");
            }
            return found;
        });
        assertThat(cut).as("texts of the Decks panel cut at %d\u00d7%d", width, height).isEmpty();
    }

    /** Preferences of a first run on a screen of this size: the window fills it, the dividers take their defaults for it. */
    private static WorkbenchPrefs firstRun(String name, int width, int height) {
        WorkbenchPrefs prefs = WorkbenchOnScreen.prefs(gui, name);
        prefs.setWindowBounds(new java.awt.Rectangle(0, 0, width, height));
        return prefs;
    }

    private static List<JLabel> labels(Container c) {
        List<JLabel> all = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof JLabel l) all.add(l);
            if (k instanceof Container inner) all.addAll(labels(inner));
        }
        return all;
    }

    private static <T extends Component> T find(Container c, Class<T> type, String name) {
        for (Component k : c.getComponents()) {
            if (type.isInstance(k) && name.equals(k.getName())) return type.cast(k);
            if (k instanceof Container inner) {
                T t = find(inner, type, name);
                if (t != null) return t;
            }
        }
        return null;
    }
}
