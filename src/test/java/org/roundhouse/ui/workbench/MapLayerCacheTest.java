package org.roundhouse.ui.workbench;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.map.MapView;
import org.roundhouse.ui.testing.TestGames;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/** The map's screen paint with cached layers looks like the plain vector paint, position after position. */
class MapLayerCacheTest {
    private static BufferedImage paint(MapView v) {
        BufferedImage img = new BufferedImage(v.getWidth(), v.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        v.paint(g);
        g.dispose();
        return img;
    }

    /** Share of pixels that differ by more than a little in any channel. */
    private static double difference(BufferedImage a, BufferedImage b) {
        long differ = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    if (Math.abs(((p >> shift) & 0xFF) - ((q >> shift) & 0xFF)) > 40) {
                        differ++;
                        break;
                    }
                }
            }
        }
        return differ / (double) (a.getWidth() * a.getHeight());
    }

    @Test
    void cachedLayersMatchTheVectorPaint() throws Exception {
        GameRecord record = TestGames.random(4, 12);
        Replay replay = Replay.of(record);
        double[] worst = {0};
        SwingUtilities.invokeAndWait(() -> {
            Themes.install(ThemeChoice.LIGHT);
            MapView cached = new MapView();
            MapView plain = new MapView();
            plain.setLayerCache(false);
            assertThat(cached.isLayerCache()).isTrue();
            for (MapView v : new MapView[] {cached, plain}) v.setSize(1000, 640);
            for (int move : new int[] {5, 6, 40, 41, 80, 7}) {
                var node = record.mainLine().get(move);
                int[] reach = move == 41 ? replay.game().facts(replay.stateAt(node), -1).reachable[2] : null;
                PositionMapContent c = new PositionMapContent(replay.game(), replay.stateAt(node), node, reach);
                cached.setContent(c);
                plain.setContent(c);
                worst[0] = Math.max(worst[0], difference(paint(cached), paint(plain)));
            }
        });
        assertThat(worst[0]).isLessThan(0.002);
    }
}
