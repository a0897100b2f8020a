package org.roundhouse.ui.workbench;

import java.util.List;
import java.util.Map;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.ui.doc.GameDocument;

class UpForTwoProbeTest {
    @Test
    void probe() throws Exception {
        GameRecord r = RandomGames.play(RandomGames.template("up-for-two", Map.of(), 2, List.of("Anna", "Ben")), 3);
        GameDocument doc = GameDocument.of(r, null, "t");
        SwingUtilities.invokeAndWait(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            for (MoveNode n : r.mainLine()) { doc.setCursor(n); }
            o.paint();
        });
    }
}
