package org.roundhouse.ui.workbench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import javax.swing.SwingUtilities;

import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.TestGames;

/**
 * How long a step takes in the workbench, not a unit test. Builds a game of 200+ moves
 * with variations (a 130-move main line plus side lines), opens it as the application does
 * (reading the file and computing every position), then on the event thread moves the
 * cursor to random nodes of the tree; each step is timed from the cursor move through the
 * views' updates and a layout to a full paint of the whole workbench (map, move tree,
 * panels, status bar) into a 1400×900 image. Runs headless.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat cp.txt) org.roundhouse.ui.workbench.WorkbenchBench [steps] [--dark]
 * </pre>
 */
public final class WorkbenchBench {
    private WorkbenchBench() {
    }

    public static void main(String[] args) throws Exception {
        int steps = 2000;
        boolean dark = false;
        for (String a : args) {
            if (a.equals("--dark")) dark = true;
            else steps = Integer.parseInt(a);
        }
        System.setProperty("java.awt.headless", System.getProperty("java.awt.headless", "true"));
        GameRecord record = TestGames.withVariations(3, 17, 6, 15);
        Path file = Files.createTempFile("bench-", ".upn");
        RecordSaver.save(record, file);
        List<MoveNode> mainLine = record.mainLine();
        System.out.printf(Locale.ROOT, "game: %d moves in all, main line %d, %d variations; %s%n",
                record.nodeCount(), mainLine.size(), 6, System.getProperty("java.vm.name") + " " + Runtime.version());

        long t0 = System.nanoTime();
        RecordOpener.Opened opened = RecordOpener.open(file, false, p -> { });
        long openNanos = System.nanoTime() - t0;
        Files.deleteIfExists(file);
        GameDocument doc = opened.document().orElseThrow();
        System.out.printf(Locale.ROOT, "open (read, check every move, compute every position): %.1f ms%n", openNanos / 1e6);

        // the cold cost of one position: a fresh replay, the deepest node
        MoveNode deepest = deepest(doc.record().root());
        double[] cold = new double[20];
        for (int i = 0; i < cold.length; i++) {
            Replay fresh = Replay.of(doc.record());
            long s = System.nanoTime();
            fresh.stateAt(deepest);
            cold[i] = (System.nanoTime() - s) / 1e6;
        }
        Arrays.sort(cold);
        System.out.printf(Locale.ROOT, "position from scratch (deepest node, move %d, no cache): median %.2f ms%n",
                deepest.moveNumber(), cold[cold.length / 2]);

        List<MoveNode> nodes = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(doc.record().root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            nodes.add(n);
            stack.addAll(n.children());
        }
        int n = steps;
        boolean d = dark;
        double[][] result = new double[3][];
        SwingUtilities.invokeAndWait(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, d);
            SplittableRandom rng = new SplittableRandom(42);
            for (int i = 0; i < 1500; i++) step(o, doc, nodes.get(rng.nextInt(nodes.size()))); // warm-up (JIT)
            CPU.clear();
            double[] jumps = new double[n];
            List<MoveNode> slow = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                MoveNode target = nodes.get(rng.nextInt(nodes.size()));
                jumps[i] = step(o, doc, target);
                if (jumps[i] > 16) slow.add(target);
            }
            result[2] = CPU.stream().mapToDouble(Double::doubleValue).toArray();
            // is a slow step the position's fault? step to each slow position again (from elsewhere)
            int again = 0;
            for (MoveNode m : slow) {
                step(o, doc, doc.record().root());
                if (step(o, doc, m) > 16) again++;
            }
            System.out.printf(Locale.ROOT, "slow random jumps stepped to again: %d of %d over 16 ms the second time%n",
                    again, slow.size());
            double[] next = new double[mainLine.size()];
            doc.setCursor(doc.record().root());
            int i = 0;
            for (MoveNode m = doc.record().root(); m.hasChildren() && i < next.length; i++) {
                m = m.children().get(0);
                next[i] = step(o, doc, m);
            }
            result[0] = jumps;
            result[1] = Arrays.copyOf(next, i);
            if (Boolean.getBoolean("bench.breakdown")) breakdown(o, doc, nodes, rng);
        });
        report("random jumps (" + n + ")", result[0]);
        report("  the same, CPU time of the event thread", result[2]);
        report("next, next, ... along the main line (" + result[1].length + ")", result[1]);
        System.exit(0);
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    private static final List<Double> CPU = new ArrayList<>();

    /** One step: move the cursor (views update), lay out, paint everything. Wall milliseconds (CPU time kept aside). */
    private static double step(Offscreen o, GameDocument doc, MoveNode target) {
        long c = THREADS.getCurrentThreadCpuTime();
        long s = System.nanoTime();
        doc.setCursor(target);
        Offscreen.layout(o.panel);
        o.paint();
        double wall = (System.nanoTime() - s) / 1e6;
        CPU.add((THREADS.getCurrentThreadCpuTime() - c) / 1e6);
        return wall;
    }

    /** Where the time goes: the cursor move, the layout, and painting each part. */
    private static void breakdown(Offscreen o, GameDocument doc, List<MoveNode> nodes, SplittableRandom rng) {
        java.util.Map<String, double[]> parts = new java.util.LinkedHashMap<>();
        int n = 300;
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(1400, 900, java.awt.image.BufferedImage.TYPE_INT_RGB);
        List<javax.swing.JComponent> comps = List.of(o.panel.map(), o.panel.moveTree(), find(o.panel, "playersPanel"),
                find(o.panel, "companiesTable"), find(o.panel, "decksPanel"), find(o.panel, "timeline"), find(o.panel, "statusBar"));
        for (int i = 0; i < n; i++) {
            long a = System.nanoTime();
            doc.setCursor(nodes.get(rng.nextInt(nodes.size())));
            long b = System.nanoTime();
            Offscreen.layout(o.panel);
            long c = System.nanoTime();
            add(parts, "setCursor (views update)", i, n, (b - a) / 1e6);
            add(parts, "layout", i, n, (c - b) / 1e6);
            for (javax.swing.JComponent comp : comps) {
                java.awt.Graphics2D g = img.createGraphics();
                long x = System.nanoTime();
                comp.paint(g);
                add(parts, "paint " + comp.getName(), i, n, (System.nanoTime() - x) / 1e6);
                g.dispose();
            }
        }
        parts.forEach((k, v) -> {
            double[] s = v.clone();
            Arrays.sort(s);
            System.out.printf(Locale.ROOT, "  %-28s median %.2f ms, p95 %.2f ms%n", k, s[s.length / 2], s[(int) (s.length * 0.95)]);
        });
    }

    private static void add(java.util.Map<String, double[]> parts, String k, int i, int n, double v) {
        parts.computeIfAbsent(k, x -> new double[n])[i] = v;
    }

    private static javax.swing.JComponent find(java.awt.Container c, String name) {
        for (java.awt.Component child : c.getComponents()) {
            if (name.equals(child.getName()) && child instanceof javax.swing.JComponent j) return j;
            if (child instanceof java.awt.Container k) {
                javax.swing.JComponent f = find(k, name);
                if (f != null) return f;
            }
        }
        return null;
    }

    private static MoveNode deepest(MoveNode root) {
        MoveNode best = root;
        List<MoveNode> stack = new ArrayList<>(List.of(root));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            if (n.depth() > best.depth()) best = n;
            stack.addAll(n.children());
        }
        return best;
    }

    private static void report(String what, double[] ms) {
        double[] s = ms.clone();
        Arrays.sort(s);
        double mean = Arrays.stream(s).average().orElse(0);
        long over = Arrays.stream(s).filter(v -> v > 16.0).count();
        System.out.printf(Locale.ROOT, "%s: median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms, mean %.2f ms; over 16 ms: %d%n",
                what, s[s.length / 2], s[(int) Math.min(s.length - 1, Math.round(s.length * 0.95))],
                s[(int) Math.min(s.length - 1, Math.round(s.length * 0.99))], s[s.length - 1], mean, over);
    }
}
