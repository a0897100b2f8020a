package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.review.LineReview;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Review;
import org.roundhouse.record.ReviewedStep;
import org.roundhouse.ui.map.MapContent;
import org.roundhouse.ui.map.MapView;
import org.roundhouse.ui.testing.GuiSession;

/**
 * The move review's better build on the map: drawn, dashed and labelled, only while the Win
 * chances tab is in front and the move at the cursor has a reviewed decision whose best move is
 * another build; gone on the other tabs and at moves without one.
 */
class BetterBuildMapGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    Path dir;

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    /** A reviewed build of the sample game with another build found better by 30 points; where each lies. */
    record Fixture(Path file, int move, int playedSection, int betterSection, String betterWords) {
    }

    static Fixture reviewedGame(Path dir) throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        Replay replay = Replay.of(r);
        Game game = replay.game();
        List<MoveNode> nodes = new ArrayList<>(List.of(r.root()));
        nodes.addAll(r.mainLine());
        LineReview.Line line = LineReview.of(replay, nodes);
        for (int i = 0; i < line.steps().size(); i++) {
            MoveNode node = line.nodes().get(i);
            Move played = line.steps().get(i);
            var built = game.built(played);
            if (node.moveNumber() < 10 || built.isEmpty()) continue;
            Move other = null;
            for (Move m : game.legalMoves(line.positions().get(i))) {
                var b = game.built(m);
                if (b.isPresent() && b.get().section() != built.get().section()) {
                    other = m;
                    break;
                }
            }
            if (other == null) continue;
            int seat = played.player();
            r.setReview(new Review("random", 10, 20, 2, 0.05, 0.10, 0.20, 1, List.of(0.0, 0.0, 0.0)));
            node.setReviewedSteps(Map.of(line.stepOfTurn().get(i), new ReviewedStep(seat, 5, played, 0.2, 0.3,
                    List.of(new ReviewedStep.Alternative(other, 0.5), new ReviewedStep.Alternative(played, 0.2)))));
            Path file = dir.resolve("better-build.upn");
            Files.writeString(file, RecordSaver.write(r, RecordFormat.NOTATION));
            String words = game.words().steps(List.of(other), org.roundhouse.engine.StepWords.ALL_SEEING, replay::playerName).get(0);
            return new Fixture(file, node.moveNumber(), built.get().section(), game.built(other).get().section(), words);
        }
        throw new AssertionError("the sample game has a build with another build beside it");
    }

    /** Pixels of the better build's blue (MapTheme.better(), light or dark) inside the rectangle. */
    private static int bluePixels(BufferedImage img, Rectangle2D r) {
        int n = 0;
        for (Color blue : List.of(new Color(0x0050C8), new Color(0x6CB6FF))) n += bluePixels(img, r, blue);
        return n;
    }

    private static int bluePixels(BufferedImage img, Rectangle2D r, Color blue) {
        int n = 0;
        for (int y = (int) Math.max(0, r.getMinY()); y < Math.min(img.getHeight(), r.getMaxY()); y++) {
            for (int x = (int) Math.max(0, r.getMinX()); x < Math.min(img.getWidth(), r.getMaxX()); x++) {
                Color c = new Color(img.getRGB(x, y));
                if (Math.abs(c.getRed() - blue.getRed()) + Math.abs(c.getGreen() - blue.getGreen()) + Math.abs(c.getBlue() - blue.getBlue()) < 40) n++;
            }
        }
        return n;
    }

    @Test
    void theBetterBuildIsDrawnOnlyWhileTheWinChancesTabShowsTheReviewedMove() throws Exception {
        Fixture f = reviewedGame(dir);
        WorkbenchWindow frame = WorkbenchOnScreen.launch(gui, f.file(), WorkbenchOnScreen.prefs(gui, "betterBuild"), 1400, 960);
        FrameFixture window = gui.window();
        MapView map = onEdt(() -> frame.panel().map());
        MoveNode reviewed = onEdt(() -> frame.model().document().record().mainLine().stream()
                .filter(n -> n.moveNumber() == f.move()).findFirst().orElseThrow());
        GuiActionRunner.execute(() -> frame.model().document().setCursor(reviewed));
        // the Win chances tab makes the dock taller for the review's scorecard (the map shrinks): once, before the map is measured
        window.tabbedPane("dock").selectTab("Win chances");
        gui.robot().waitForIdle();
        window.tabbedPane("dock").selectTab("Companies");
        gui.robot().waitForIdle();
        assertThat(onEdt(() -> map.getContent().betterBuild())).as("not while the review is out of sight").isNull();
        assertThat(onEdt(() -> map.getContent().highlightedSection())).as("the build played glows").isEqualTo(f.playedSection());

        Rectangle2D around = onEdt(() -> {
            var a = map.viewPoint(frame.model().document().replay().game().board().sections().get(f.betterSection()).cityA());
            var b = map.viewPoint(frame.model().document().replay().game().board().sections().get(f.betterSection()).cityB());
            Rectangle2D r = new Rectangle2D.Double(Math.min(a.getX(), b.getX()), Math.min(a.getY(), b.getY()), 1, 1);
            r.add(Math.max(a.getX(), b.getX()), Math.max(a.getY(), b.getY()));
            double m = 30;
            return new Rectangle2D.Double(r.getX() - m, r.getY() - m, r.getWidth() + 2 * m, r.getHeight() + 2 * m);
        });
        int before = bluePixels(onEdt(map::toImage), around);

        window.tabbedPane("dock").selectTab("Win chances");
        gui.waitFor("the better build on the map", () -> onEdt(() -> map.getContent().betterBuild()) != null, 5_000);
        MapContent.BetterBuild better = onEdt(() -> map.getContent().betterBuild());
        assertThat(better.section()).isEqualTo(f.betterSection());
        assertThat(better.label()).isEqualTo("Better: " + f.betterWords() + " (+30.0 points)");
        assertThat(onEdt(() -> map.getContent().highlightedSection())).as("the build played still glows").isEqualTo(f.playedSection());
        int after = bluePixels(onEdt(map::toImage), around);
        assertThat(after).as("the dashed outline drawn around the better section").isGreaterThan(before + 30);

        // a move without a reviewed decision: nothing
        GuiActionRunner.execute(() -> frame.model().document().setCursor(reviewed.parent().orElseThrow()));
        gui.robot().waitForIdle();
        assertThat(onEdt(() -> map.getContent().betterBuild())).isNull();
        // back on it, then another tab: gone again
        GuiActionRunner.execute(() -> frame.model().document().setCursor(reviewed));
        gui.robot().waitForIdle();
        assertThat(onEdt(() -> map.getContent().betterBuild())).isNotNull();
        window.tabbedPane("dock").selectTab("Charts");
        gui.robot().waitForIdle();
        assertThat(onEdt(() -> map.getContent().betterBuild())).isNull();
    }
}
