package org.roundhouse.ui.map;

import static org.roundhouse.text.Messages.UI;

import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.ActionEvent;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntConsumer;

import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.AbstractAction;
import javax.swing.ActionMap;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;

import org.roundhouse.board.Board;
import org.roundhouse.board.City;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Phrases;
import org.roundhouse.text.Messages;

/**
 * The board drawn with Java2D: sections with their train spaces, trains in company colours,
 * cities with their names and home-station badges, a legend of the track types.
 *
 * <p>Interaction: hover a section for a tooltip; mouse wheel zooms about the pointer; drag
 * pans; {@code +}, {@code -} and {@code 0} zoom in, out and fit (arrow keys pan) when the
 * map has the keyboard focus; a click on a section calls the
 * {@linkplain #addSectionClickListener section click listeners}.
 *
 * <p>Until the user zooms or pans, the map refits itself whenever the component is resized;
 * {@link #fitToWindow()} returns to that mode. All methods are for the event dispatch thread.
 */
public class MapView extends JComponent {
    /** Zoom limits relative to the fitted scale. */
    public static final double MIN_ZOOM = 0.5;
    public static final double MAX_ZOOM = 12;
    /** Factor of one {@link #zoomIn()} step or one mouse wheel notch. */
    public static final double ZOOM_STEP = 1.25;

    private static final int DRAG_THRESHOLD = 4;

    private final MapGeometry geo = new MapGeometry();
    private final List<IntConsumer> clickListeners = new CopyOnWriteArrayList<>();
    private MapContent content;
    private boolean autoFit = true;
    private int fittedWidth = -1;
    private int fittedHeight = -1;
    private int plannedWidth = -1;
    private int plannedHeight = -1;
    private boolean plannedLegend;
    private int hoverSection = -1;
    private boolean legendVisible = true;
    private String emphasisLabel = UI.text("map.legend.mayBuild");
    private boolean layerCache = !Boolean.getBoolean("roundhouse.map.noLayerCache");
    private final Layer cachedBase = new Layer();
    private final Layer cachedTracks = new Layer();
    /** Two: the legend differs between positions with and without a last build. */
    private final Layer cachedTop = new Layer();
    private final Layer cachedTopOther = new Layer();

    public MapView() {
        this(null);
    }

    public MapView(MapContent content) {
        setOpaque(true);
        setFocusable(true);
        setPreferredSize(new Dimension(1000, 640));
        setMinimumSize(new Dimension(200, 150));
        getAccessibleContext().setAccessibleName(UI.text("map.accessible"));
        installMouse();
        installKeys();
        addFocusListener(new FocusAdapter() {
            @Override
            public void focusGained(FocusEvent e) {
                repaint();
            }

            @Override
            public void focusLost(FocusEvent e) {
                repaint();
            }
        });
        ToolTipManager.sharedInstance().registerComponent(this);
        setContent(content);
    }

    @Override
    public AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public AccessibleRole getAccessibleRole() {
                    return AccessibleRole.PANEL;
                }
            };
            accessibleContext.setAccessibleDescription(UI.text("map.accessible.description"));
        }
        return accessibleContext;
    }

    // ---- content ----

    public MapContent getContent() {
        return content;
    }

    /** Shows another position; keeps the zoom unless the board changed. */
    public void setContent(MapContent content) {
        Board old = this.content == null ? null : this.content.board();
        this.content = content;
        Board board = content == null ? null : content.board();
        if (board != old) {
            geo.setBoard(board);
            autoFit = true;
            fittedWidth = -1;
            plannedWidth = -1;
            hoverSection = -1;
        }
        repaint();
    }

    public boolean isLegendVisible() {
        return legendVisible;
    }

    public void setLegendVisible(boolean visible) {
        legendVisible = visible;
        ensureFitted();
        repaint();
    }

    /** The legend's words for emphasised sections; "May build" unless changed. */
    public void setEmphasisLabel(String label) {
        emphasisLabel = Objects.requireNonNull(label);
        repaint();
    }

    // ---- zoom and pan ----

    /** Scales and centres the board so that every city fits, and keeps it fitted on resize. */
    public void fitToWindow() {
        autoFit = true;
        fittedWidth = -1;
        ensureFitted();
        repaint();
    }

    public void zoomIn() {
        zoomAt(new Point2D.Double(getWidth() / 2.0, getHeight() / 2.0), ZOOM_STEP);
    }

    public void zoomOut() {
        zoomAt(new Point2D.Double(getWidth() / 2.0, getHeight() / 2.0), 1 / ZOOM_STEP);
    }

    /**
     * Multiplies the scale by {@code factor} (within {@link #MIN_ZOOM}..{@link #MAX_ZOOM} of
     * the fitted scale), keeping the board point under {@code viewPoint} in place.
     */
    public void zoomAt(Point2D viewPoint, double factor) {
        ensureFitted();
        autoFit = false;
        double fit = geo.fitScale();
        geo.zoomAt(viewPoint.getX(), viewPoint.getY(), factor, fit * MIN_ZOOM, fit * MAX_ZOOM);
        repaint();
    }

    /** Moves the map by (dx, dy) pixels; at least a corner of it stays in view. */
    public void panBy(double dx, double dy) {
        ensureFitted();
        autoFit = false;
        geo.panBy(dx, dy);
        geo.keepVisible(getWidth(), getHeight(), 60);
        repaint();
    }

    /** Current scale relative to the fitted one (1 = fitted). */
    public double getZoom() {
        ensureFitted();
        return geo.scale() / geo.fitScale();
    }

    /** Pixels per board unit. */
    public double getScale() {
        ensureFitted();
        return geo.scale();
    }

    private void ensureFitted() {
        if (getWidth() != plannedWidth || getHeight() != plannedHeight || legendVisible != plannedLegend) {
            plannedWidth = getWidth();
            plannedHeight = getHeight();
            plannedLegend = legendVisible;
            geo.setLegendPlan(legendVisible && content != null
                ? MapPainter.planLegend(content.board(), geo, MapTheme.current(), plannedWidth, plannedHeight) : null);
            fittedWidth = -1;
        }
        if (autoFit && (getWidth() != fittedWidth || getHeight() != fittedHeight)) {
            fittedWidth = getWidth();
            fittedHeight = getHeight();
            if (fittedWidth > 0 && fittedHeight > 0) {
                // the board beside the legend's strip, so that the legend covers none of it
                MapPainter.LegendPlan plan = geo.legendPlan();
                if (plan != null) geo.fit(plan.boardArea());
                else geo.fit(fittedWidth, fittedHeight);
            }
        }
    }

    // ---- coordinates and hit testing ----

    /** Where a city is drawn, in component pixels. */
    public Point2D viewPoint(int city) {
        ensureFitted();
        return geo.toView(content.board().city(city));
    }

    /** Board coordinates of a component point. */
    public Point2D boardPoint(Point2D viewPoint) {
        ensureFitted();
        return geo.toBoard(viewPoint.getX(), viewPoint.getY());
    }

    /** Centre of train space {@code space} (0-based, in placing order) of a section, in component pixels. */
    public Point2D spaceCentre(int section, int space) {
        ensureFitted();
        MapGeometry.SectionShape sh = geo.shape(section);
        return new Point2D.Double(sh.slotX()[space], sh.slotY()[space]);
    }

    /** Section whose line is under the component point, nearest first; -1 if none (or on a city). */
    public int sectionAt(Point2D p) {
        if (content == null) return -1;
        ensureFitted();
        return geo.sectionAt(p.getX(), p.getY());
    }

    public int sectionAt(Point p) {
        return sectionAt((Point2D) p);
    }

    /** City whose dot is under the component point; -1 if none. */
    public int cityAt(Point2D p) {
        if (content == null) return -1;
        ensureFitted();
        return geo.cityAt(p.getX(), p.getY());
    }

    // ---- listeners ----

    /** Called with the section index when the user clicks a section (not after a drag). */
    public void addSectionClickListener(IntConsumer listener) {
        clickListeners.add(Objects.requireNonNull(listener));
    }

    public void removeSectionClickListener(IntConsumer listener) {
        clickListeners.remove(listener);
    }

    private void fireSectionClicked(int section) {
        for (IntConsumer l : clickListeners) {
            l.accept(section);
        }
    }

    // ---- tooltip ----

    @Override
    public String getToolTipText(MouseEvent e) {
        if (content == null) return null;
        int s = sectionAt(e.getPoint());
        if (s >= 0) {
            int space = trainAt(s, e.getPoint());
            return space >= 0 ? describeTrain(s, space) + " · " + describeSection(s) : describeSection(s);
        }
        int c = cityAt(e.getPoint());
        if (c >= 0) return describeCity(c);
        return null;
    }

    /** "Denver–El Paso · mountain · 3 spaces · DM, EP&RG · 1 free" (plus marks for highlight/emphasis). */
    public String describeSection(int section) {
        Board board = content.board();
        Section s = board.section(section);
        List<Integer> on = content.companiesOn(section);
        StringBuilder b = new StringBuilder(board.sectionName(section));
        String type = s.trackType() >= 0 && s.trackType() < board.trackTypeCount()
            ? Phrases.trackType(board.trackTypes().get(s.trackType())) : UI.text("map.tip.trackNumber", s.trackType());
        b.append(" · ").append(type);
        b.append(" · ").append(UI.text("map.tip.spaces", s.spaces()));
        if (on.isEmpty()) {
            b.append(" · ").append(UI.text("map.tip.noTrains"));
        } else {
            List<String> names = new ArrayList<>();
            for (int c : on) names.add(board.companyAbbreviation(c));
            b.append(" · ").append(String.join(", ", names));
        }
        int free = Math.max(0, s.spaces() - on.size());
        b.append(" · ").append(free == 0 ? UI.text("map.tip.full") : UI.text("map.tip.free", free));
        if (section == content.highlightedSection()) b.append(" · ").append(UI.text("map.tip.lastBuild"));
        if (content.emphasisedSections().contains(section)) {
            b.append(" · ").append(emphasisLabel.toLowerCase(Messages.locale()));
        }
        return b.toString();
    }

    /** The train (space index) of the section under the component point; -1 if none. */
    int trainAt(int section, Point2D p) {
        ensureFitted();
        MapGeometry.SectionShape sh = geo.shape(section);
        int n = Math.min(content.companiesOn(section).size(), sh.slotX().length);
        for (int i = 0; i < n; i++) {
            double dx = p.getX() - sh.slotX()[i];
            double dy = p.getY() - sh.slotY()[i];
            double along = Math.abs(dx * sh.ux() + dy * sh.uy());
            double across = Math.abs(-dx * sh.uy() + dy * sh.ux());
            if (along <= sh.slotLength() / 2 + 1 && across <= Math.max(sh.slotWidth() / 2, geo.hitTolerance())) return i;
        }
        return -1;
    }

    /** "KCC train, Kansas City Central (pointed ends)": the company of a train, in words, with its shape. */
    public String describeTrain(int section, int space) {
        Board board = content.board();
        int company = content.companiesOn(section).get(space);
        if (company < 0 || company >= board.companyCount()) return UI.text("map.tip.train");
        Company co = board.company(company);
        return UI.text("map.tip.trainOf", co.abbreviation(), co.name(), TrainCue.of(board).get(company).describe());
    }

    /** "Denver · home of DM · 5 sections". */
    public String describeCity(int city) {
        Board board = content.board();
        City c = board.city(city);
        StringBuilder b = new StringBuilder(c.name());
        List<String> homes = new ArrayList<>();
        for (Company co : board.companies()) {
            if (co.homeCity() == city) homes.add(co.abbreviation());
        }
        if (!homes.isEmpty()) b.append(" · ").append(UI.text("map.tip.homeOf", String.join(", ", homes)));
        int n = board.sectionsAt(city).length;
        b.append(" · ").append(UI.text("map.tip.sections", n));
        return b.toString();
    }

    // ---- painting ----

    @Override
    protected void paintComponent(Graphics g) {
        ensureFitted();
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            if (layerCache && content != null) {
                paintCached(g2, getWidth(), getHeight(), hasFocus());
            } else {
                paintMap(g2, getWidth(), getHeight(), hasFocus());
            }
        } finally {
            g2.dispose();
        }
    }

    /**
     * Whether the screen paint keeps the parts of the map that do not change between
     * positions (land, track lines, cities, names, legend) as images, so that stepping
     * through a game redraws only the trains and marks. On by default (off with the system
     * property {@code roundhouse.map.noLayerCache}); {@link #paintMap(Graphics2D)} and
     * {@link #toImage()} always draw vectors.
     */
    public boolean isLayerCache() {
        return layerCache;
    }

    public void setLayerCache(boolean on) {
        layerCache = on;
        if (!on) {
            cachedBase.clear();
            cachedTracks.clear();
            cachedTop.clear();
            cachedTopOther.clear();
        }
        repaint();
    }

    /** One cached layer: the image and what it was drawn for. */
    private static final class Layer {
        private Object key;
        private BufferedImage image;

        void clear() {
            key = null;
            image = null;
        }
    }

    private void paintCached(Graphics2D g, int w, int h, boolean focused) {
        AffineTransform t = g.getTransform();
        int kind = t.getType() & ~(AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE);
        MapTheme theme = MapTheme.current();
        MapPainter painter = new MapPainter(geo, theme, content, w, h);
        MapPainter.Options options = new MapPainter.Options(hoverSection, legendVisible, focused, emphasisLabel);
        if (kind != 0 || t.getScaleX() <= 0 || w <= 0 || h <= 0) {
            painter.paint(g, options);
            return;
        }
        double scale = t.getScaleX();
        List<Object> view = List.of(w, h, scale, geo.scale(), geo.tx(), geo.ty(), theme.window, theme.text,
            theme.accent, theme.font, content.board());
        drawLayer(g, t, cachedBase, view, painter, options, MapPainter.Layer.BASE, true);
        painter.paint(g, options, MapPainter.Layer.MARKS);
        drawLayer(g, t, cachedTracks, List.of(view, content.emphasisedSections()), painter, options,
            MapPainter.Layer.TRACKS, false);
        painter.paint(g, options, MapPainter.Layer.SLOTS);
        Object topKey = List.of(view, legendVisible, emphasisLabel, content.highlightedSection() >= 0,
            !content.emphasisedSections().isEmpty(), focused);
        if (!topKey.equals(cachedTop.key) && topKey.equals(cachedTopOther.key)) {
            Object k = cachedTop.key;
            BufferedImage i = cachedTop.image;
            cachedTop.key = cachedTopOther.key;
            cachedTop.image = cachedTopOther.image;
            cachedTopOther.key = k;
            cachedTopOther.image = i;
        } else if (!topKey.equals(cachedTop.key) && cachedTop.image != null) {
            // keep the one being replaced: stepping alternates between the two legends
            BufferedImage spare = cachedTopOther.image;
            cachedTopOther.key = cachedTop.key;
            cachedTopOther.image = cachedTop.image;
            cachedTop.key = null;
            cachedTop.image = spare;
        }
        drawLayer(g, t, cachedTop, topKey, painter, options, MapPainter.Layer.TOP, false);
        painter.paint(g, options, MapPainter.Layer.HOVER);
    }

    private static void drawLayer(Graphics2D g, AffineTransform t, Layer cache, Object key, MapPainter painter,
                                  MapPainter.Options options, MapPainter.Layer layer, boolean opaque) {
        double scale = t.getScaleX();
        if (cache.image == null || !key.equals(cache.key)) {
            int iw = (int) Math.ceil(painter.width() * scale);
            int ih = (int) Math.ceil(painter.height() * scale);
            BufferedImage img = cache.image != null && cache.image.getWidth() == iw && cache.image.getHeight() == ih
                && (cache.image.getType() == BufferedImage.TYPE_INT_RGB) == opaque
                ? cache.image
                : new BufferedImage(iw, ih, opaque ? BufferedImage.TYPE_INT_RGB : BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D ig = img.createGraphics();
            try {
                if (!opaque) {
                    ig.setComposite(java.awt.AlphaComposite.Clear);
                    ig.fillRect(0, 0, iw, ih);
                    ig.setComposite(java.awt.AlphaComposite.SrcOver);
                }
                ig.scale(scale, scale);
                painter.paint(ig, options, layer);
            } finally {
                ig.dispose();
            }
            cache.image = img;
            cache.key = key;
        }
        g.setTransform(AffineTransform.getTranslateInstance(t.getTranslateX(), t.getTranslateY()));
        g.drawImage(cache.image, 0, 0, null);
        g.setTransform(t);
    }

    private void paintMap(Graphics2D g, int w, int h, boolean focused) {
        new MapPainter(geo, MapTheme.current(), content, w, h)
            .paint(g, new MapPainter.Options(hoverSection, legendVisible, focused, emphasisLabel));
    }

    /**
     * Paints the map as it is now (size, zoom, theme) into any graphics, e.g. an SVG or
     * print graphics, without hover or focus marks.
     */
    public void paintMap(Graphics2D g) {
        ensureFitted();
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            int saved = hoverSection;
            hoverSection = -1;
            paintMap(g2, getWidth(), getHeight(), false);
            hoverSection = saved;
        } finally {
            g2.dispose();
        }
    }

    /** The painter of the map as it is now (tests look at its label places and layers). */
    MapPainter painter() {
        ensureFitted();
        return new MapPainter(geo, MapTheme.current(), content, getWidth(), getHeight());
    }

    MapPainter.Options options() {
        return new MapPainter.Options(-1, legendVisible, false, emphasisLabel);
    }

    /** The map as it is now, as an image of the component's size (for export and tests). */
    public BufferedImage toImage() {
        BufferedImage img = new BufferedImage(Math.max(1, getWidth()), Math.max(1, getHeight()),
            BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            paintMap(g);
        } finally {
            g.dispose();
        }
        return img;
    }

    // ---- input ----

    private void installMouse() {
        MouseAdapter mouse = new MouseAdapter() {
            private Point pressed;
            private Point last;
            private boolean dragging;

            @Override
            public void mousePressed(MouseEvent e) {
                if (!hasFocus()) requestFocusInWindow();
                if (SwingUtilities.isLeftMouseButton(e) || SwingUtilities.isMiddleMouseButton(e)) {
                    pressed = e.getPoint();
                    last = e.getPoint();
                    dragging = false;
                }
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (pressed == null) return;
                if (!dragging && pressed.distance(e.getPoint()) >= DRAG_THRESHOLD) {
                    dragging = true;
                    setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
                }
                if (dragging) {
                    panBy(e.getX() - last.x, e.getY() - last.y);
                    last = e.getPoint();
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                if (pressed != null && !dragging && SwingUtilities.isLeftMouseButton(e)) {
                    int s = sectionAt(e.getPoint());
                    if (s >= 0) fireSectionClicked(s);
                }
                pressed = null;
                dragging = false;
                updateHover(e.getPoint());
            }

            @Override
            public void mouseMoved(MouseEvent e) {
                updateHover(e.getPoint());
            }

            @Override
            public void mouseExited(MouseEvent e) {
                setHover(-1);
            }

            @Override
            public void mouseWheelMoved(MouseWheelEvent e) {
                double notches = e.getPreciseWheelRotation();
                if (notches != 0) {
                    zoomAt(e.getPoint(), Math.pow(ZOOM_STEP, -notches));
                    updateHover(e.getPoint());
                }
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addMouseWheelListener(mouse);
    }

    private void updateHover(Point p) {
        setHover(sectionAt(p));
    }

    private void setHover(int section) {
        if (section != hoverSection) {
            hoverSection = section;
            setCursor(section >= 0 && !clickListeners.isEmpty()
                ? Cursor.getPredefinedCursor(Cursor.HAND_CURSOR) : Cursor.getDefaultCursor());
            repaint();
        }
    }

    private void installKeys() {
        InputMap in = getInputMap(WHEN_FOCUSED);
        ActionMap act = getActionMap();
        bind(in, act, "zoomIn", this::zoomIn, KeyStroke.getKeyStroke('+'), KeyStroke.getKeyStroke('='),
            KeyStroke.getKeyStroke(KeyEvent.VK_ADD, 0), KeyStroke.getKeyStroke(KeyEvent.VK_PLUS, 0));
        bind(in, act, "zoomOut", this::zoomOut, KeyStroke.getKeyStroke('-'),
            KeyStroke.getKeyStroke(KeyEvent.VK_SUBTRACT, 0));
        bind(in, act, "fit", this::fitToWindow, KeyStroke.getKeyStroke('0'),
            KeyStroke.getKeyStroke(KeyEvent.VK_NUMPAD0, 0));
        double step = 60;
        bind(in, act, "panLeft", () -> panBy(step, 0), KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, 0));
        bind(in, act, "panRight", () -> panBy(-step, 0), KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, 0));
        bind(in, act, "panUp", () -> panBy(0, step), KeyStroke.getKeyStroke(KeyEvent.VK_UP, 0));
        bind(in, act, "panDown", () -> panBy(0, -step), KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, 0));
    }

    private static void bind(InputMap in, ActionMap act, String name, Runnable r, KeyStroke... keys) {
        for (KeyStroke k : keys) {
            in.put(k, name);
        }
        act.put(name, new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        });
    }
}
