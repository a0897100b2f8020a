package org.roundhouse.ui.charts;

import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import javax.imageio.ImageIO;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.engine.RandomPlay;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/**
 * Opens the charts of a record (or of a generated game) in a window, for looking at them
 * and for screenshots.
 *
 * <pre>
 * ChartsPreview [FILE] [--players N] [--seed S] [--dark] [--size WxH] [--move N]
 *               [--variation MOVE] [--line MOVE:N] [--kind cash|shares|value] [--company ABBR] [--shots DIR]
 *               [--rules ID]
 * </pre>
 * Without a file a random game is played (4 players, seed 5; {@code --rules ID} another rule
 * set's, with its default options). {@code --variation MOVE}
 * adds a random variation after that move and puts the cursor on it, so the main line is
 * drawn dashed beside it; {@code --line MOVE:N} puts the cursor at the end of the record's own
 * N-th variation of main-line move MOVE. {@code --shots DIR} paints each tab into DIR/charts-KIND.png
 * (and charts-KIND-dark.png with --dark) and exits.
 */
public final class ChartsPreview {
    private ChartsPreview() {
    }

    public static void main(String[] args) throws Exception {
        Path file = null;
        int players = 4;
        long seed = 5;
        boolean dark = false;
        int width = 1100;
        int height = 700;
        int move = -1;
        int variation = -1;
        String kind = null;
        String company = null;
        String lineSpec = null;
        Path shots = null;
        String rules = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--players" -> players = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--dark" -> dark = true;
                case "--size" -> {
                    String[] wh = args[++i].split("x");
                    width = Integer.parseInt(wh[0]);
                    height = Integer.parseInt(wh[1]);
                }
                case "--move" -> move = Integer.parseInt(args[++i]);
                case "--variation" -> variation = Integer.parseInt(args[++i]);
                case "--line" -> lineSpec = args[++i];
                case "--kind" -> kind = args[++i];
                case "--company" -> company = args[++i];
                case "--shots" -> shots = Path.of(args[++i]);
                case "--rules" -> rules = args[++i];
                default -> file = Path.of(args[i]);
            }
        }
        GameRecord record;
        String title;
        if (file != null) {
            LoadResult r = RecordLoader.load(file);
            record = r.record().orElseThrow(() -> new IllegalArgumentException(r.error().map(Object::toString).orElse("unreadable")));
            title = file.getFileName().toString();
        } else {
            List<String> names = List.of("Anna", "Ben", "Cleo", "Dirk", "Eva", "Finn").subList(0, players);
            record = RandomGames.play(rules == null ? RandomGames.template(org.roundhouse.engine.registry.RuleSets.base().id(), java.util.Map.of(), players, names)
                    : RandomGames.template(rules, java.util.Map.of(), players, names), seed);
            title = "random-" + (rules == null ? "" : rules + "-") + players + "p-" + seed;
        }
        GameDocument doc = GameDocument.of(record, file, title);
        MoveNode cursor = null;
        if (variation >= 0) cursor = addVariation(doc.replay(), record, variation, seed);
        if (lineSpec != null) {
            String[] mv = lineSpec.split(":");
            MoveNode replaced = record.mainLine().get(Integer.parseInt(mv[0]));
            MoveNode v = replaced.parent().orElseThrow().variations().get(mv.length > 1 ? Integer.parseInt(mv[1]) - 1 : 0);
            List<MoveNode> l = org.roundhouse.analysis.series.GameSeries.lineThrough(v);
            cursor = l.get(l.size() - 1);
        }
        List<MoveNode> mainLine = record.mainLine();
        if (cursor == null && !mainLine.isEmpty()) {
            cursor = mainLine.get(move < 0 ? mainLine.size() * 2 / 3 : Math.min(move, mainLine.size() - 1));
        } else if (cursor != null && move >= 0) {
            List<MoveNode> line = org.roundhouse.analysis.series.GameSeries.lineThrough(cursor);
            cursor = line.get(Math.min(move, line.size() - 1));
        }
        final MoveNode start = cursor;
        final boolean darkTheme = dark;
        final int w = width;
        final int h = height;
        final String kindName = kind;
        final String companyName = company;
        final Path shotDir = shots;
        SwingUtilities.invokeAndWait(() -> {
            System.setProperty("roundhouse.noAnimation", "true");
            Themes.install(darkTheme ? ThemeChoice.DARK : ThemeChoice.LIGHT);
            ChartsPanel panel = new ChartsPanel();
            panel.setPreferredSize(new Dimension(w, h));
            panel.setDocument(doc);
            if (start != null) doc.setCursor(start);
            if (kindName != null) panel.setKind(SeriesKind.byId(kindName).orElseThrow());
            if (companyName != null) panel.setCompany(record.setup().board().companyIndex(companyName));
            JFrame frame = new JFrame("Roundhouse charts — " + doc.title());
            frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            frame.setContentPane(panel);
            frame.pack();
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
            if (shotDir != null) {
                try {
                    for (SeriesKind k : SeriesKind.values()) {
                        if (kindName != null && SeriesKind.byId(kindName).orElseThrow() != k) continue;
                        panel.setKind(k);
                        panel.validate();
                        String name = "charts-" + (k == SeriesKind.SHARES ? "majorities" : k.id()) + (darkTheme ? "-dark" : "") + ".png";
                        ImageIO.write(paint(panel), "png", new File(shotDir.toFile(), name));
                        System.out.println("wrote " + shotDir.resolve(name));
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                } finally {
                    frame.dispose();
                }
            }
        });
    }

    private static BufferedImage paint(javax.swing.JComponent c) {
        // twice: the wrapping caption's height follows the width the first layout gives it
        for (int pass = 0; pass < 2; pass++) {
            invalidateAll(c);
            c.validate();
        }
        BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        c.printAll(g);
        g.dispose();
        return img;
    }

    private static void invalidateAll(java.awt.Component c) {
        c.invalidate();
        if (c instanceof java.awt.Container k) {
            for (java.awt.Component child : k.getComponents()) invalidateAll(child);
        }
    }

    /** Plays a random variation after the main line's move, with the seeded random player; returns its last node. */
    static MoveNode addVariation(Replay replay, GameRecord record, int move, long seed) {
        List<MoveNode> main = record.mainLine();
        MoveNode parent = main.get(Math.max(0, Math.min(move, main.size() - 2)));
        Game game = replay.game();
        SplittableRandom rng = new SplittableRandom(new SplittableRandom(seed * 7919 + move).nextLong());
        GameState s = replay.stateAt(parent);
        MoveNode node = parent;
        List<Move> turn = new ArrayList<>();
        GameState turnStart = s;
        while (!s.isOver()) {
            // uniform over the steps open, as the rule sets' random players choose
            Move m;
            if (s.isChanceNode()) {
                m = game.sampleChance(s, rng);
            } else {
                m = RandomPlay.uniform(game.legalMoves(s), rng);
            }
            s = game.applyLegal(s, m);
            turn.add(m);
            if (game.turnEnded(turnStart, s)) {
                node = replay.addTurn(node, Turn.of(turn.get(0).player(), turn));
                turn = new ArrayList<>();
                turnStart = s;
            }
        }
        return node;
    }
}
