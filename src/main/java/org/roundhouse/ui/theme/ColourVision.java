package org.roundhouse.ui.theme;

import java.awt.Color;
import java.awt.image.BufferedImage;

/**
 * Colours as a person with a colour-vision deficiency sees them, and how far apart two
 * colours look.
 *
 * <p>Simulation: Machado, Oliveira &amp; Fernandes, "A Physiologically-based Model for
 * Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, the matrices of their
 * table for severity 1.0 (dichromacy), applied to linear RGB (sRGB decoded, multiplied,
 * clamped, encoded again).
 *
 * <p>Difference: CIEDE2000 (CIE 142-2001; formulas as in Sharma, Wu &amp; Dalal, "The
 * CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data, and
 * Mathematical Observations", Color Res. Appl. 30(1), 2005) on CIELAB under D65.
 */
public final class ColourVision {
    private ColourVision() {
    }

    /** A way of seeing colour. */
    public enum Deficiency {
        NONE(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}),
        /** No working L (red) cones, about 1% of men. */
        PROTANOPIA(new double[] {
            0.152286, 1.052583, -0.204868,
            0.114503, 0.786281, 0.099216,
            -0.003882, -0.048116, 1.051998}),
        /** No working M (green) cones, about 1% of men; with the milder anomaly the most common. */
        DEUTERANOPIA(new double[] {
            0.367322, 0.860646, -0.227968,
            0.280085, 0.672501, 0.047413,
            -0.011820, 0.042940, 0.968881});

        private final double[] m;

        Deficiency(double[] m) {
            this.m = m;
        }
    }

    /** {@code c} as seen with deficiency {@code d} (alpha kept). */
    public static Color simulate(Color c, Deficiency d) {
        return new Color(simulate(c.getRGB(), d), true);
    }

    /** One ARGB pixel as seen with deficiency {@code d}. */
    public static int simulate(int argb, Deficiency d) {
        if (d == Deficiency.NONE) return argb;
        double r = toLinear((argb >> 16) & 0xFF);
        double g = toLinear((argb >> 8) & 0xFF);
        double b = toLinear(argb & 0xFF);
        double[] m = d.m;
        int r2 = toSrgb(m[0] * r + m[1] * g + m[2] * b);
        int g2 = toSrgb(m[3] * r + m[4] * g + m[5] * b);
        int b2 = toSrgb(m[6] * r + m[7] * g + m[8] * b);
        return (argb & 0xFF000000) | (r2 << 16) | (g2 << 8) | b2;
    }

    /** A copy of the image as seen with deficiency {@code d}. */
    public static BufferedImage simulate(BufferedImage image, Deficiency d) {
        BufferedImage out = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_INT_RGB);
        int[] row = new int[image.getWidth()];
        for (int y = 0; y < image.getHeight(); y++) {
            image.getRGB(0, y, row.length, 1, row, 0, row.length);
            for (int x = 0; x < row.length; x++) row[x] = simulate(row[x], d);
            out.setRGB(0, y, row.length, 1, row, 0, row.length);
        }
        return out;
    }

    /** CIELAB (D65) of an sRGB colour: {L*, a*, b*}. */
    public static double[] lab(Color c) {
        double r = toLinear(c.getRed());
        double g = toLinear(c.getGreen());
        double b = toLinear(c.getBlue());
        double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
        double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
        double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
        double fx = f(x);
        double fy = f(y);
        double fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double f(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }

    /** CIEDE2000 difference of two sRGB colours. */
    public static double deltaE2000(Color a, Color b) {
        return deltaE2000(lab(a), lab(b));
    }

    /** CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1). */
    public static double deltaE2000(double[] lab1, double[] lab2) {
        double l1 = lab1[0], a1 = lab1[1], b1 = lab1[2];
        double l2 = lab2[0], a2 = lab2[1], b2 = lab2[2];
        double c1 = Math.hypot(a1, b1);
        double c2 = Math.hypot(a2, b2);
        double cBar7 = Math.pow((c1 + c2) / 2, 7);
        double gFactor = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + Math.pow(25, 7))));
        double a1p = (1 + gFactor) * a1;
        double a2p = (1 + gFactor) * a2;
        double c1p = Math.hypot(a1p, b1);
        double c2p = Math.hypot(a2p, b2);
        double h1p = hue(a1p, b1);
        double h2p = hue(a2p, b2);

        double dLp = l2 - l1;
        double dCp = c2p - c1p;
        double dhp;
        if (c1p * c2p == 0) {
            dhp = 0;
        } else {
            dhp = h2p - h1p;
            if (dhp > 180) dhp -= 360;
            else if (dhp < -180) dhp += 360;
        }
        double dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin(Math.toRadians(dhp / 2));

        double lBarP = (l1 + l2) / 2;
        double cBarP = (c1p + c2p) / 2;
        double hBarP;
        if (c1p * c2p == 0) {
            hBarP = h1p + h2p;
        } else if (Math.abs(h1p - h2p) <= 180) {
            hBarP = (h1p + h2p) / 2;
        } else if (h1p + h2p < 360) {
            hBarP = (h1p + h2p + 360) / 2;
        } else {
            hBarP = (h1p + h2p - 360) / 2;
        }
        double t = 1 - 0.17 * Math.cos(Math.toRadians(hBarP - 30)) + 0.24 * Math.cos(Math.toRadians(2 * hBarP))
            + 0.32 * Math.cos(Math.toRadians(3 * hBarP + 6)) - 0.20 * Math.cos(Math.toRadians(4 * hBarP - 63));
        double dTheta = 30 * Math.exp(-Math.pow((hBarP - 275) / 25, 2));
        double cBarP7 = Math.pow(cBarP, 7);
        double rc = 2 * Math.sqrt(cBarP7 / (cBarP7 + Math.pow(25, 7)));
        double sl = 1 + 0.015 * Math.pow(lBarP - 50, 2) / Math.sqrt(20 + Math.pow(lBarP - 50, 2));
        double sc = 1 + 0.045 * cBarP;
        double sh = 1 + 0.015 * cBarP * t;
        double rt = -Math.sin(Math.toRadians(2 * dTheta)) * rc;
        double dl = dLp / sl;
        double dc = dCp / sc;
        double dh = dHp / sh;
        return Math.sqrt(dl * dl + dc * dc + dh * dh + rt * dc * dh);
    }

    /**
     * The smallest CIEDE2000 difference between {@code a} and {@code b} as seen with normal
     * vision, protanopia and deuteranopia.
     */
    public static double worstDeltaE(Color a, Color b) {
        double worst = Double.MAX_VALUE;
        for (Deficiency d : Deficiency.values()) {
            worst = Math.min(worst, deltaE2000(simulate(a, d), simulate(b, d)));
        }
        return worst;
    }

    /** Hue angle in degrees, 0 to 360; 0 for a grey. */
    private static double hue(double a, double b) {
        if (a == 0 && b == 0) return 0;
        double h = Math.toDegrees(Math.atan2(b, a));
        return h < 0 ? h + 360 : h;
    }

    private static double toLinear(int v) {
        double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    private static int toSrgb(double linear) {
        double l = Math.max(0, Math.min(1, linear));
        double s = l <= 0.0031308 ? l * 12.92 : 1.055 * Math.pow(l, 1 / 2.4) - 0.055;
        return (int) Math.round(s * 255);
    }
}
