package org.roundhouse.ui.map;

import java.awt.BorderLayout;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import javax.imageio.ImageIO;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

/**
 * Opens the map in a window with a made-up position (start trains plus a few rounds of
 * builds, the last one highlighted, the next company's options marked), for looking at it
 * and for screenshots.
 *
 * <pre>
 * MapPreview [--dark] [--sample] [--size WxH] [--zoom F]
 *            [--png FILE]      paint the map into FILE offscreen and exit (no display needed)
 *            [--cvd protanopia|deuteranopia]  with --png: the map as a colour-blind eye sees it
 *            [--capture FILE]  open the window, hover the last build, capture the screen, exit
 * </pre>
 * Shows {@link Boards#unionPacific()}, or with {@code --sample} a small made-up board.
 */
public final class MapPreview {
    private MapPreview() {
    }

    public static void main(String[] args) throws Exception {
        boolean dark = false;
        boolean sample = false;
        String png = null;
        String capture = null;
        int w = 1400;
        int h = 860;
        double zoom = 1;
        org.roundhouse.ui.theme.ColourVision.Deficiency cvd = org.roundhouse.ui.theme.ColourVision.Deficiency.NONE;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--dark" -> dark = true;
                case "--sample" -> sample = true;
                case "--png" -> png = args[++i];
                case "--capture" -> capture = args[++i];
                case "--zoom" -> zoom = Double.parseDouble(args[++i]);
                case "--cvd" -> cvd = org.roundhouse.ui.theme.ColourVision.Deficiency.valueOf(args[++i].toUpperCase(java.util.Locale.ROOT));
                case "--size" -> {
                    String[] wh = args[++i].split("x");
                    w = Integer.parseInt(wh[0]);
                    h = Integer.parseInt(wh[1]);
                }
                default -> {
                    System.err.println("usage: MapPreview [--dark] [--sample] [--size WxH] [--zoom F] "
                        + "[--png FILE [--cvd protanopia|deuteranopia] | --capture FILE]");
                    System.exit(2);
                }
            }
        }
        Board board = sample ? SampleBoard.create() : loadBoard();
        MapContent content = demoPosition(board);
        boolean darkTheme = dark;
        if (png != null) {
            String file = png;
            int width = w;
            int height = h;
            double z = zoom;
            org.roundhouse.ui.theme.ColourVision.Deficiency seen = cvd;
            SwingUtilities.invokeAndWait(() -> {
                setup(darkTheme);
                MapView view = new MapView(content);
                view.setSize(width, height);
                if (z != 1) view.zoomAt(new Point2D.Double(width / 2.0, height / 2.0), z);
                write(org.roundhouse.ui.theme.ColourVision.simulate(view.toImage(), seen), file);
            });
            return;
        }
        int width = w;
        int height = h;
        double z = zoom;
        MapView[] holder = new MapView[1];
        JFrame[] frame = new JFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            setup(darkTheme);
            holder[0] = new MapView(content);
            frame[0] = open(holder[0], board, width, height);
            if (z != 1) holder[0].zoomAt(new Point2D.Double(holder[0].getWidth() / 2.0,
                holder[0].getHeight() / 2.0), z);
        });
        if (capture != null) {
            capture(holder[0], frame[0], content, capture);
        }
    }

    /** The shipped board; the sample board if the shipped file can't be read. */
    static Board loadBoard() {
        try {
            return Boards.unionPacific();
        } catch (IllegalStateException e) {
            System.err.println("Boards.unionPacific() failed, using the sample board: " + e.getMessage());
            return SampleBoard.create();
        }
    }

    private static void setup(boolean dark) {
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
    }

    private static JFrame open(MapView view, Board board, int width, int height) {
        JFrame frame = new JFrame("Roundhouse · map preview · " + board.name());
        frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        JLabel status = new JLabel(" Hover a section for details; click it; wheel to zoom, drag to pan, +/-/0.");
        view.addSectionClickListener(s -> status.setText(" Clicked: " + view.describeSection(s)));

        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        JButton in = new JButton("Zoom in");
        in.addActionListener(e -> view.zoomIn());
        JButton out = new JButton("Zoom out");
        out.addActionListener(e -> view.zoomOut());
        JButton fit = new JButton("Fit");
        fit.addActionListener(e -> view.fitToWindow());
        JToggleButton legend = new JToggleButton("Legend", true);
        legend.addActionListener(e -> view.setLegendVisible(legend.isSelected()));
        JToggleButton darkToggle = new JToggleButton("Dark", FlatLaf.isLafDark());
        darkToggle.addActionListener(e -> {
            setup(darkToggle.isSelected());
            FlatLaf.updateUI();
        });
        bar.add(in);
        bar.add(out);
        bar.add(fit);
        bar.addSeparator();
        bar.add(legend);
        bar.add(darkToggle);

        frame.getContentPane().add(bar, BorderLayout.NORTH);
        frame.getContentPane().add(view, BorderLayout.CENTER);
        frame.getContentPane().add(status, BorderLayout.SOUTH);
        frame.setSize(width, height);
        frame.setLocation(0, 0);
        frame.setVisible(true);
        frame.validate();
        view.requestFocusInWindow();
        return frame;
    }

    private static void capture(MapView view, JFrame frame, MapContent content, String file) throws Exception {
        Robot robot = new Robot();
        robot.setAutoDelay(50);
        Thread.sleep(1500);
        int s = hoverTarget(content);
        if (s >= 0) {
            Point2D[] at = new Point2D[1];
            SwingUtilities.invokeAndWait(() -> {
                Point2D p = view.spaceCentre(s, 0);
                java.awt.Point screen = new java.awt.Point((int) p.getX(), (int) p.getY());
                SwingUtilities.convertPointToScreen(screen, view);
                at[0] = screen;
            });
            robot.mouseMove((int) at[0].getX() - 12, (int) at[0].getY() - 12);
            robot.mouseMove((int) at[0].getX(), (int) at[0].getY());
            Thread.sleep(2500);
        }
        Rectangle[] bounds = new Rectangle[1];
        SwingUtilities.invokeAndWait(() -> bounds[0] = frame.getBounds());
        write(robot.createScreenCapture(bounds[0]), file);
        SwingUtilities.invokeAndWait(frame::dispose);
        System.exit(0);
    }

    /** A section with trains on it, away from the highlighted one so the tooltip doesn't hide the glow. */
    private static int hoverTarget(MapContent content) {
        Board board = content.board();
        int lit = content.highlightedSection();
        double lx = 500;
        double ly = 300;
        if (lit >= 0) {
            Section h = board.section(lit);
            lx = (board.city(h.cityA()).x() + board.city(h.cityB()).x()) / 2;
            ly = (board.city(h.cityA()).y() + board.city(h.cityB()).y()) / 2;
        }
        int best = lit;
        double bestScore = -1;
        for (Section sec : board.sections()) {
            int trains = content.companiesOn(sec.index()).size();
            if (trains < 2 || sec.index() == lit) continue;
            double mx = (board.city(sec.cityA()).x() + board.city(sec.cityB()).x()) / 2;
            double my = (board.city(sec.cityA()).y() + board.city(sec.cityB()).y()) / 2;
            // not too near the highlight, not at the window's edge
            double d = Math.hypot(mx - lx, my - ly);
            double score = Math.min(d, 350) + trains * 40;
            if (score > bestScore) {
                bestScore = score;
                best = sec.index();
            }
        }
        return best;
    }

    private static void write(BufferedImage img, String file) {
        try {
            File f = new File(file);
            if (f.getAbsoluteFile().getParentFile() != null) f.getAbsoluteFile().getParentFile().mkdirs();
            ImageIO.write(img, "png", f);
            System.out.println("wrote " + f.getAbsolutePath());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Start trains plus three rounds in which each company builds next to its network
     * (a rough stand-in for the rules, for the picture only); the last build is highlighted
     * and the options of the next company are emphasised.
     */
    static MapContent demoPosition(Board board) {
        StaticMapContent c = StaticMapContent.atStart(board);
        int last = -1;
        int lastCompany = -1;
        int rounds = 3;
        for (int r = 0; r < rounds; r++) {
            for (int co = 0; co < board.companyCount(); co++) {
                List<Integer> options = options(board, c, co);
                if (options.isEmpty()) continue;
                // deterministic but varied choice
                int pick = options.get((co * 7 + r * 3) % options.size());
                c = c.withTrain(pick, co);
                last = pick;
                lastCompany = co;
            }
        }
        if (last >= 0) c = c.withHighlight(last, lastCompany);
        int next = board.companyCount() > 2 ? 2 : 0;
        return c.withEmphasis(options(board, c, next));
    }

    /** Sections touching the company's network with a free space and a track type it may use. */
    static List<Integer> options(Board board, MapContent c, int company) {
        Set<Integer> network = new HashSet<>();
        Company co = board.company(company);
        if (co.homeCity() >= 0) network.add(co.homeCity());
        boolean grown = true;
        while (grown) {
            grown = false;
            for (Section s : board.sections()) {
                if (c.companiesOn(s.index()).contains(company)) {
                    grown |= network.add(s.cityA());
                    grown |= network.add(s.cityB());
                }
            }
        }
        Set<Integer> result = new LinkedHashSet<>();
        for (Section s : board.sections()) {
            List<Integer> on = c.companiesOn(s.index());
            if ((network.contains(s.cityA()) || network.contains(s.cityB())) && on.size() < s.spaces()
                && !on.contains(company) && co.mayUse(s.trackType())) {
                result.add(s.index());
            }
        }
        return new ArrayList<>(result);
    }
}
