package org.roundhouse.ui.charts;

import org.jfree.chart.annotations.AbstractXYAnnotation;

/**
 * An annotation that paints itself. Equal only to itself: JFreeChart's own equality looks
 * at tooltips and links alone, so two different painted annotations would count as equal
 * and removing one could remove the other.
 */
abstract class DrawnAnnotation extends AbstractXYAnnotation {
    @Override
    public final boolean equals(Object o) {
        return o == this;
    }

    @Override
    public final int hashCode() {
        return System.identityHashCode(this);
    }
}
