package org.roundhouse.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The one way Roundhouse runs work on several threads: a fixed pool of daemon threads named
 * after the job (so a stuck run shows what it is in a thread dump, and never keeps the JVM
 * alive), and the work handed out by index. Results stay deterministic because each index's
 * work depends only on its index (its seeds are derived from it), never on which thread ran it
 * or in what order.
 */
public final class Parallel {
    private Parallel() {
    }

    /** The work for one index, on a worker's own state (bots, buffers: whatever may not be shared). */
    @FunctionalInterface
    public interface Task<W> {
        void run(W worker, int index) throws Exception;
    }

    /** A fixed pool of {@code threads} daemon threads named {@code name}. */
    public static ExecutorService pool(String name, int threads) {
        return Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Runs {@code task} for every index from 0 to {@code count - 1} on {@code threads} threads,
     * each with its own state from {@code worker}, indexes taken in increasing order; returns
     * when all are done. The pool is shut down (its threads interrupted) however it ends.
     *
     * @throws ExecutionException wrapping the first failure a task threw
     * @throws InterruptedException when the calling thread is interrupted while it waits
     */
    public static <W> void forEachIndex(String name, int threads, int count, Supplier<W> worker, Task<W> task)
            throws InterruptedException, ExecutionException {
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = pool(name, threads);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                workers.add(pool.submit(() -> {
                    W mine = worker.get();
                    for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) task.run(mine, i);
                    return null;
                }));
            }
            for (Future<?> f : workers) f.get();
        } finally {
            pool.shutdownNow();
        }
    }
}
