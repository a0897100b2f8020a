package org.roundhouse.ui.designer;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.roundhouse.analysis.sim.SimRun;

/**
 * What the Designer window shows of a run's directory, read through the loader it uses
 * ({@link SimRun#load}, in analysis.sim), for the Spark job's tests.
 */
public final class DesignerRuns {
    private DesignerRuns() {
    }

    /** The cells' labels and the number of game rows, as the Designer's Results show them. */
    public record Seen(List<String> cells, long games, int rowsListed, List<Map<String, Object>> paired) {
    }

    public static Seen open(Path dir) throws IOException {
        SimRun run = SimRun.load(dir);
        return new Seen(run.cells.stream().map(c -> (String) c.get("label")).toList(), run.totalRows, run.games.size(), run.paired);
    }
}
