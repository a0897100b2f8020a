package org.roundhouse.ui.charts;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesCsv;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.record.AtomicFiles;

/**
 * Writes charts as PNG and SVG and the series behind them as CSV. Headless-safe: charts
 * are drawn with {@link JFreeChart#draw} into an image or an SVG document, no window.
 * Files are written whole after drawing and replaced in one step ({@link AtomicFiles}),
 * so a drawing that fails leaves an existing file as it was.
 */
public final class ChartExport {
    /** The most pixels a PNG may have (width × height × scale²): about 160 MB while drawn. */
    public static final long MAX_PIXELS = 40_000_000L;

    /** The export formats, by file extension. */
    public enum Format {
        PNG("png"), SVG("svg"), CSV("csv");

        private final String extension;

        Format(String extension) {
            this.extension = extension;
        }

        public String extension() {
            return extension;
        }

        /** The format of a file name's extension (case-insensitive), if known. */
        public static Optional<Format> of(Path file) {
            String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
            for (Format f : values()) {
                if (name.endsWith("." + f.extension)) return Optional.of(f);
            }
            return Optional.empty();
        }
    }

    private ChartExport() {
    }

    /** Draws the chart into an image of {@code width × height} logical pixels at the scale (2 = HiDPI). */
    public static BufferedImage image(JFreeChart chart, int width, int height, double scale, ChartRenderingInfo info) {
        checkSize(width, height);
        if (!(scale > 0 && scale <= 4)) throw new IllegalArgumentException("scale must be in (0, 4]: " + scale);
        if (pixels(width, height, scale) > MAX_PIXELS) {
            throw new IllegalArgumentException("chart image too large: " + width + "x" + height + " at scale " + scale
                    + " is " + pixels(width, height, scale) / 1_000_000 + " million pixels, at most "
                    + MAX_PIXELS / 1_000_000 + " million");
        }
        BufferedImage img = new BufferedImage((int) Math.ceil(width * scale), (int) Math.ceil(height * scale),
                BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.scale(scale, scale);
            chart.draw(g, new Rectangle2D.Double(0, 0, width, height), info);
        } finally {
            g.dispose();
        }
        return img;
    }

    public static void writePng(JFreeChart chart, int width, int height, double scale, OutputStream out) throws IOException {
        ImageIO.write(image(chart, width, height, scale, null), "png", out);
    }

    /** The pixels of a PNG of {@code width × height} logical pixels at the scale. */
    public static long pixels(int width, int height, double scale) {
        return (long) Math.ceil(width * scale) * (long) Math.ceil(height * scale);
    }

    /** The chart as PNG bytes. */
    public static byte[] png(JFreeChart chart, int width, int height, double scale) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writePng(chart, width, height, scale, out);
        return out.toByteArray();
    }

    public static void writePng(JFreeChart chart, int width, int height, double scale, Path file) throws IOException {
        AtomicFiles.write(file, png(chart, width, height, scale));
    }

    /** The chart as a standalone SVG document. */
    public static String svg(JFreeChart chart, int width, int height) {
        checkSize(width, height);
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        chart.draw(g, new Rectangle2D.Double(0, 0, width, height));
        return g.getSVGDocument();
    }

    public static void writeSvg(JFreeChart chart, int width, int height, Path file) throws IOException {
        AtomicFiles.writeString(file, svg(chart, width, height));
    }

    /** The series behind the chart of the kind, as CSV (columns in {@link SeriesCsv}). */
    public static void writeCsv(SeriesKind kind, GameSeries series, Path file) throws IOException {
        AtomicFiles.writeString(file, SeriesCsv.toCsv(kind, series));
    }

    /** Writes the chart (PNG or SVG) or its series (CSV), by the format. */
    public static void write(PositionChart chart, Format format, int width, int height, double scale, Path file)
            throws IOException {
        switch (format) {
            case PNG -> writePng(chart.chart(), width, height, scale, file);
            case SVG -> writeSvg(chart.chart(), width, height, file);
            case CSV -> {
                if (chart.kind() == null) AtomicFiles.writeString(file, ExtraChart.csv(chart.input().main(), chart.extraIndex()));
                else writeCsv(chart.kind(), chart.input().main(), file);
            }
        }
    }

    private static void checkSize(int width, int height) {
        if (width < 100 || height < 100 || width > 10000 || height > 10000) {
            throw new IllegalArgumentException("chart size must be 100 to 10000 pixels each way: " + width + "x" + height);
        }
    }
}
