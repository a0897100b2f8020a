package org.roundhouse.ui.workbench;

import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * Takes the README screenshots from the real application window (run under Xvfb):
 * <pre>
 * xvfb-run -a -s "-screen 0 1600x1000x24" java -cp ... org.roundhouse.ui.workbench.WorkbenchScreenshots \
 *     [--dark] [--move N] [--company ABBR] [--seat N] [--hide-future] [--tab TITLE] [--compare-ends] [--file F]
 *     [--random RULES:SEED] [--size WxH] [--wait MS] [--chart KIND] [--marks] [--lang it|en] OUT.png
 * </pre>
 * Opens the file (or the bundled sample), steps to move N, optionally selects a company
 * (its reach shows on the map), a player's eyes (with the future hidden) and a tab of the
 * dock (Compare at the lines' ends), with {@code --marks} the review's marks in the move tree, waits for painting, and captures the window with {@link Robot}. {@code --random}
 * shows instead a game of the rule set played by its random players from the seed (for
 * rule sets whose records cannot be read yet). {@code --lang} shows the workbench in that language
 * (a tab is then named by its title in the language: {@code --lang it --tab Grafici}).
 */
public final class WorkbenchScreenshots {
    private WorkbenchScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        boolean dark = false;
        int move = 60;
        String company = null;
        int seat = -1;
        Path file = null;
        String out = null;
        boolean hideFuture = false;
        boolean compareEnds = false;
        String tab = null;
        String chart = null;
        String random = null;
        String estimate = null;
        boolean rows = false;
        boolean marks = false;
        java.util.Locale lang = null;
        int width = 1400;
        int height = 900;
        int waitMillis = 1500;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--dark" -> dark = true;
                case "--move" -> move = Integer.parseInt(args[++i]);
                case "--company" -> company = args[++i];
                case "--seat" -> seat = Integer.parseInt(args[++i]);
                case "--file" -> file = Path.of(args[++i]);
                case "--hide-future" -> hideFuture = true;
                case "--compare-ends" -> compareEnds = true;
                case "--rows" -> rows = true;
                case "--marks" -> marks = true;
                case "--lang" -> lang = org.roundhouse.text.Messages.parseLanguage(args[++i]);
                case "--wait" -> waitMillis = Integer.parseInt(args[++i]);
                case "--tab" -> tab = args[++i];
                case "--chart" -> chart = args[++i];
                case "--random" -> random = args[++i];
                case "--estimate" -> estimate = args[++i];
                case "--size" -> {
                    String[] wh = args[++i].split("x");
                    width = Integer.parseInt(wh[0]);
                    height = Integer.parseInt(wh[1]);
                }
                default -> out = args[i];
            }
        }
        System.setProperty("roundhouse.noAnimation", "true");
        WorkbenchPrefs prefs = WorkbenchPrefs.inMemoryFor("screenshots");
        prefs.setTheme(dark ? ThemeChoice.DARK : ThemeChoice.LIGHT);
        if (lang != null) prefs.setLanguage(lang);
        CountDownLatch opened = new CountDownLatch(1);
        WorkbenchWindow[] w = new WorkbenchWindow[1];
        Path f = file;
        int wide = width;
        int high = height;
        SwingUtilities.invokeAndWait(() -> {
            w[0] = WorkbenchApp.launch(f, prefs);
            w[0].setBounds(0, 0, wide, high);
            w[0].addOpenListener(o -> opened.countDown());
        });
        if (!opened.await(60, TimeUnit.SECONDS)) throw new IllegalStateException("the record did not open");
        if (random != null) {
            String[] rs = random.split(":");
            org.roundhouse.record.GameRecord r = org.roundhouse.record.RandomGames.play(org.roundhouse.record.RandomGames.template(
                    rs[0], java.util.Map.of(), 2, java.util.List.of("Winton", "Dave")), Long.parseLong(rs[1]));
            SwingUtilities.invokeAndWait(() -> w[0].model().setDocument(
                    org.roundhouse.ui.doc.GameDocument.of(r, null, r.header().event())));
        }
        int m = move;
        String co = company;
        int s = seat;
        boolean hide = hideFuture;
        boolean companyRows = rows;
        String tabTitle = tab;
        String chartKind = chart;
        String estimateWith = estimate;
        boolean ends = compareEnds;
        boolean reviewMarks = marks;
        SwingUtilities.invokeAndWait(() -> {
            WorkbenchModel model = w[0].model();
            for (MoveNode n : model.line()) {
                if (n.moveNumber() == m) model.document().setCursor(n);
            }
            if (co != null) model.setSelectedCompany(model.document().replay().board().companyIndex(co));
            if (s >= 0) model.setPerspective(s);
            model.setHideFuture(hide);
            if (companyRows) w[0].panel().setCompanyRows(true);
            if (tabTitle != null) w[0].panel().dock().setSelectedIndex(w[0].panel().dock().indexOfTab(tabTitle));
            if (chartKind != null) {
                var kind = org.roundhouse.analysis.series.SeriesKind.byId(chartKind);
                var charts = w[0].panel().chartsPanel();
                if (kind.isPresent()) charts.setKind(kind.get());
                else charts.setExtra(Integer.parseInt(chartKind.substring("extra".length())));
            }
            if (ends) {
                var finder = org.assertj.swing.core.BasicComponentFinder.finderWithCurrentAwtHierarchy();
                finder.findByName(w[0], "compare.ends", javax.swing.JRadioButton.class, false).doClick();
            }
            if (reviewMarks) w[0].panel().winChances().review().setShowMarks(true);
            w[0].panel().moveTree().requestFocusInWindow();
        });
        if (estimateWith != null) {
            // the swings of the kept chances are split first (opening starts that), then the estimate under way is captured
            for (int waited = 0; waited < 120_000 && isRunning(w[0]); waited += 200) Thread.sleep(200);
            SwingUtilities.invokeAndWait(() -> {
                // PLAYOUTS:SEED[:BOT] (random by default) on one thread
                String[] ps = estimateWith.split(":");
                w[0].panel().winChances().run(new org.roundhouse.analysis.winprob.Settings(Integer.parseInt(ps[0]), 0,
                        ps.length > 2 ? ps[2] : "random", Long.parseLong(ps[1]), 1, org.roundhouse.engine.StepWords.ALL_SEEING));
            });
        }
        Thread.sleep(waitMillis);
        Rectangle[] bounds = new Rectangle[1];
        SwingUtilities.invokeAndWait(() -> bounds[0] = w[0].getBounds());
        BufferedImage img = new Robot().createScreenCapture(bounds[0]);
        File target = new File(out == null ? "workbench.png" : out);
        if (target.getAbsoluteFile().getParentFile() != null) target.getAbsoluteFile().getParentFile().mkdirs();
        ImageIO.write(img, "png", target);
        System.out.println("wrote " + target.getAbsolutePath());
        SwingUtilities.invokeAndWait(() -> w[0].dispose());
        prefs.discard();
        System.exit(0);
    }

    private static boolean isRunning(WorkbenchWindow w) throws Exception {
        boolean[] running = new boolean[1];
        SwingUtilities.invokeAndWait(() -> running[0] = w.panel().winChances().isRunning());
        return running[0];
    }
}
