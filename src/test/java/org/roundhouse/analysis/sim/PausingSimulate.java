package org.roundhouse.analysis.sim;

import java.util.Arrays;

/**
 * The command line in a process of its own that stops for a while at one step of publishing its
 * results ({@link ResultsDirectory}), telling "PAUSED step" on stderr, so a test can kill it there.
 * Arguments: the step, then the command line.
 */
public final class PausingSimulate {
    private PausingSimulate() {
    }

    public static void main(String[] args) {
        String at = args[0];
        ResultsDirectory.steps = step -> {
            if (!step.equals(at)) return;
            System.err.println("PAUSED " + step);
            System.err.flush();
            try {
                Thread.sleep(4000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        org.roundhouse.cli.Main.main(Arrays.copyOfRange(args, 1, args.length));
    }
}
