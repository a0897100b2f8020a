package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.swing.BorderFactory;
import javax.swing.Icon;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.JTree;
import javax.swing.ToolTipManager;
import javax.swing.UIManager;
import javax.swing.event.TreeSelectionEvent;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreeCellRenderer;
import javax.swing.tree.TreeNode;
import javax.swing.tree.TreePath;
import javax.swing.tree.TreeSelectionModel;

import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.doc.Horizon;
import org.roundhouse.ui.text.TurnDescriber;
import org.roundhouse.ui.theme.Icons;
import org.roundhouse.ui.theme.SeatColours;

/**
 * The move tree: every turn numbered and described in words, comments and marks shown,
 * variations indented under the move they replace and foldable. Selecting a row moves the
 * cursor; moving the cursor selects its row. The tree shows what the workbench's
 * {@link Horizon} lets it: while the future is hidden no move later than the cursor's, in any
 * line, and no comment or mark while comments are hidden. Below the tree, the comment of the
 * current move in full.
 */
final class MoveTreePanel extends JPanel implements WorkbenchModel.Listener {
    /** What a row of the tree stands for: a move, or the head of a variation. */
    /** A row of the tree: a move, or the head of a variation ({@code variation} its place, "2" or "1.2"). */
    record Row(MoveNode node, String variation, int length) {
        boolean isVariationHead() {
            return !variation.isEmpty();
        }
    }

    private final WorkbenchModel model;
    private final DefaultMutableTreeNode treeRoot = new DefaultMutableTreeNode("game");
    private final DefaultTreeModel treeModel = new DefaultTreeModel(treeRoot);
    private final JTree tree = new JTree(treeModel) {
        @Override
        public String getToolTipText(MouseEvent e) {
            TreePath p = getPathForLocation(e.getX(), e.getY());
            if (p == null || !model.hasDocument()) return null;
            Object o = ((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject();
            return o instanceof Row row ? tooltip(row) : null;
        }
    };
    private final Map<MoveNode, DefaultMutableTreeNode> rows = new IdentityHashMap<>();
    private final Map<MoveNode, String> descriptions = new HashMap<>();
    private final JLabel header = new JLabel();
    private final JTextArea comment = new JTextArea(3, 20);
    private final JLabel commentTitle = new JLabel(" ");
    private final javax.swing.JComboBox<Object> markBox = new javax.swing.JComboBox<>();
    /** The mark box's first item. */
    private static final String NO_MARK = UI.text("tree.noMark");
    private final javax.swing.JTextField search = new javax.swing.JTextField();
    private final JLabel searchCount = new JLabel();
    /** The node whose comment the comment area shows (and edits). */
    private MoveNode commentNode;
    private boolean updatingMark;
    private EditActions actions;
    private final RowRenderer renderer = new RowRenderer();
    private TurnDescriber describer;
    private boolean syncing;
    /** What the tree may show (the model's horizon when the rows were last built or shown). */
    private Horizon shown = Horizon.EVERYTHING;

    MoveTreePanel(WorkbenchModel model) {
        super(new BorderLayout());
        this.model = model;
        setName("moveTreePanel");
        tree.setName("moveTree");
        tree.setRootVisible(false);
        tree.setShowsRootHandles(true);
        tree.setRowHeight(0);
        tree.setCellRenderer(renderer);
        tree.setToggleClickCount(0);
        tree.getSelectionModel().setSelectionMode(TreeSelectionModel.SINGLE_TREE_SELECTION);
        tree.putClientProperty("JTree.lineStyle", "None");
        tree.getAccessibleContext().setAccessibleName(UI.text("tree.moves"));
        ToolTipManager.sharedInstance().registerComponent(tree);
        tree.addTreeSelectionListener(this::selected);

        header.setName("gameHeader");
        header.setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
        header.putClientProperty("FlatLaf.styleClass", "h4");

        comment.setName("commentArea");
        org.roundhouse.ui.widgets.LengthLimit.install(comment, org.roundhouse.record.RecordLimits.MAX_COMMENT_CHARS);
        comment.setEditable(true);
        comment.setLineWrap(true);
        comment.setWrapStyleWord(true);
        comment.setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
        comment.getAccessibleContext().setAccessibleName(UI.text("tree.comment"));
        comment.putClientProperty("JTextField.placeholderText", UI.text("tree.comment.placeholder"));
        comment.setToolTipText(UI.text("tree.comment.tip"));
        comment.addFocusListener(new java.awt.event.FocusAdapter() {
            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                commitComment();
            }
        });
        comment.getInputMap().put(javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ENTER, java.awt.event.InputEvent.CTRL_DOWN_MASK), "roundhouse.commitComment");
        comment.getActionMap().put("roundhouse.commitComment", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                commitComment();
                tree.requestFocusInWindow();
            }
        });
        comment.getInputMap().put(javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ESCAPE, 0), "roundhouse.revertComment");
        comment.getActionMap().put("roundhouse.revertComment", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                if (commentNode != null) comment.setText(commentNode.comment());
                tree.requestFocusInWindow();
            }
        });
        // Ctrl+Z while typing takes the typing back first; then it undoes edits as everywhere
        comment.getInputMap().put(javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_Z, Navigation.menuMask()), "roundhouse.undoTyping");
        comment.getActionMap().put("roundhouse.undoTyping", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                if (commentNode != null && !MoveNode.normalizeComment(comment.getText()).equals(commentNode.comment())) {
                    comment.setText(commentNode.comment());
                } else if (model.hasDocument() && model.document().canUndo()) {
                    model.document().undo();
                }
            }
        });
        commentTitle.setName("commentTitle");
        commentTitle.putClientProperty("FlatLaf.styleClass", "small");
        markBox.setName("markBox");
        markBox.setToolTipText(UI.text("tree.mark.tip"));
        markBox.addItem(NO_MARK);
        for (org.roundhouse.record.MoveMark mk : org.roundhouse.record.MoveMark.values()) markBox.addItem(mk);
        markBox.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index, boolean sel, boolean focus) {
                Object text = value instanceof org.roundhouse.record.MoveMark mk ? mk.symbol() + "  " + EditActions.word(mk) : value;
                return super.getListCellRendererComponent(list, text, index, sel, focus);
            }
        });
        markBox.addActionListener(e -> markChosen());
        search.setName("moveSearch");
        search.putClientProperty("JTextField.placeholderText", UI.text("tree.find.placeholder"));
        search.putClientProperty("JTextField.leadingIcon", Icons.get("search"));
        search.putClientProperty("JTextField.showClearButton", true);
        search.addActionListener(e -> find(1));
        search.getInputMap().put(javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ENTER, java.awt.event.InputEvent.SHIFT_DOWN_MASK), "roundhouse.findPrevious");
        search.getActionMap().put("roundhouse.findPrevious", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                find(-1);
            }
        });
        search.getInputMap().put(javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ESCAPE, 0), "roundhouse.endSearch");
        search.getActionMap().put("roundhouse.endSearch", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                search.setText("");
                tree.requestFocusInWindow();
            }
        });
        // an emptied field (Escape, its clear button, or deleting the text) forgets the last count
        search.getDocument().addDocumentListener(new javax.swing.event.DocumentListener() {
            @Override
            public void insertUpdate(javax.swing.event.DocumentEvent e) {
            }

            @Override
            public void removeUpdate(javax.swing.event.DocumentEvent e) {
                if (search.getText().isEmpty()) forgetSearchCount();
            }

            @Override
            public void changedUpdate(javax.swing.event.DocumentEvent e) {
            }
        });
        searchCount.setName("moveSearchCount");
        searchCount.putClientProperty("FlatLaf.styleClass", "small");
        tree.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mousePressed(java.awt.event.MouseEvent e) {
                popup(e);
            }

            @Override
            public void mouseReleased(java.awt.event.MouseEvent e) {
                popup(e);
            }
        });

        JScrollPane treeScroll = new JScrollPane(tree);
        treeScroll.setBorder(BorderFactory.createEmptyBorder());
        treeScroll.getViewport().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                invalidateRowSizes();
            }
        });
        JScrollPane commentScroll = new JScrollPane(comment);
        commentScroll.setBorder(BorderFactory.createEmptyBorder());
        JPanel commentPanel = new JPanel(new BorderLayout());
        JPanel commentHead = new JPanel(new net.miginfocom.swing.MigLayout("insets 4 8 0 8, fillx", "[grow, fill][]"));
        commentHead.add(commentTitle, "wmin 0");
        commentHead.add(markBox);
        commentPanel.add(commentHead, BorderLayout.NORTH);
        commentPanel.add(commentScroll, BorderLayout.CENTER);
        commentPanel.setBorder(org.roundhouse.ui.theme.Borders.line(true, false, false, false));
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, treeScroll, commentPanel);
        split.setName("treeCommentSplit");
        split.setResizeWeight(1);
        split.setBorder(BorderFactory.createEmptyBorder());
        split.setDividerLocation(0.8);
        JPanel north = new JPanel(new net.miginfocom.swing.MigLayout("insets 0 0 4 0, fillx", "[grow, fill]", "[]0[]"));
        north.add(header, "wrap");
        north.add(search, "split 2, growx, gapleft 6, wmin 80");
        north.add(searchCount, "gapright 8");
        add(north, BorderLayout.NORTH);
        add(split, BorderLayout.CENTER);
        model.addListener(this);
    }

    /** The Edit actions, for the context menu. */
    private boolean reviewMarks;

    /** Shows (or hides) the review's marks {@code ?!}, {@code ?}, {@code ??} on the moves the annotator left unmarked. */
    void setReviewMarks(boolean show) {
        if (show == reviewMarks) return;
        reviewMarks = show;
        tree.repaint();
    }

    boolean showsReviewMarks() {
        return reviewMarks;
    }

    /** The review's mark a row shows: that of the costliest decision of the move, "" when none or while hidden. */
    String reviewMark(MoveNode n) {
        if (!reviewMarks || !model.hasDocument() || n.reviewedSteps().isEmpty()) return "";
        org.roundhouse.record.Review review = model.document().record().review().orElse(null);
        if (review == null) return "";
        double worst = 0;
        for (org.roundhouse.record.ReviewedStep d : n.reviewedSteps().values()) worst = Math.max(worst, d.loss());
        return review.mark(worst);
    }

    void setEditActions(EditActions actions) {
        this.actions = actions;
    }

    JTextArea commentArea() {
        return comment;
    }

    // ---- editing in place

    /** Puts the caret in the comment area (unless comments are hidden). */
    void editComment() {
        if (shown.hidesComments()) return;
        comment.requestFocusInWindow();
        comment.setCaretPosition(comment.getDocument().getLength());
    }

    /** What is typed in the comment area and not yet kept as its move's comment, for the autosave. */
    java.util.Optional<org.roundhouse.ui.edit.Autosave.Typing> typing() {
        MoveNode n = commentNode;
        if (n == null || !model.hasDocument() || !n.isAttached()) return java.util.Optional.empty();
        String text = MoveNode.normalizeComment(comment.getText());
        return text.equals(n.comment()) ? java.util.Optional.empty()
                : java.util.Optional.of(new org.roundhouse.ui.edit.Autosave.Typing(n, text));
    }

    /** Keeps what was typed in the comment area as the comment of its move (an undoable edit). */
    void commitComment() {
        typing().ifPresent(t -> model.document().execute(new org.roundhouse.ui.doc.CommentEdit(t.node(), t.text())));
    }

    private void markChosen() {
        if (updatingMark || !model.hasDocument() || model.cursor().isRoot() || shown.hidesComments()) return;
        Object o = markBox.getSelectedItem();
        org.roundhouse.record.MoveMark mk = o instanceof org.roundhouse.record.MoveMark m ? m : null;
        MoveNode n = model.cursor();
        if (n.mark().orElse(null) != mk) model.document().execute(new org.roundhouse.ui.edit.MarkEdit(n, mk));
    }

    private void popup(java.awt.event.MouseEvent e) {
        if (!e.isPopupTrigger() || actions == null || !model.hasDocument()) return;
        TreePath p = tree.getPathForLocation(e.getX(), e.getY());
        if (p == null) return;
        tree.setSelectionPath(p);
        actions.refresh();
        javax.swing.JPopupMenu menu = new javax.swing.JPopupMenu();
        menu.setName("moveTreeMenu");
        menu.add(new javax.swing.JMenuItem(actions.promote));
        menu.add(new javax.swing.JMenuItem(actions.rename));
        menu.add(new javax.swing.JMenuItem(actions.delete));
        menu.addSeparator();
        menu.add(actions.markMenu());
        menu.add(new javax.swing.JMenuItem(actions.comment));
        menu.addSeparator();
        menu.add(new javax.swing.JMenuItem(actions.finishByBots));
        menu.show(tree, e.getX(), e.getY());
    }

    // ---- finding

    private void forgetSearchCount() {
        searchCount.setText("");
        search.putClientProperty("JComponent.outline", null);
    }

    /** Puts the caret in the search field. */
    void focusSearch() {
        search.requestFocusInWindow();
        search.selectAll();
    }

    /** The search field, for tests. */
    javax.swing.JTextField searchField() {
        return search;
    }

    /**
     * Goes to the next (1) or previous (-1) move, in the order of the tree, whose
     * description, comment or line name contains the search text; wraps around.
     */
    void find(int direction) {
        String q = search.getText().trim().toLowerCase(java.util.Locale.ROOT);
        if (q.isEmpty() || !model.hasDocument()) {
            searchCount.setText("");
            return;
        }
        List<MoveNode> order = treeOrder();
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            MoveNode n = order.get(i);
            String text = (description(n) + "\n" + shown.comment(n) + "\n" + n.name()).toLowerCase(java.util.Locale.ROOT);
            if (text.contains(q)) hits.add(i);
        }
        if (hits.isEmpty()) {
            searchCount.setText(UI.text("tree.find.noMatch"));
            search.putClientProperty("JComponent.outline", "error");
            return;
        }
        search.putClientProperty("JComponent.outline", null);
        int at = order.indexOf(model.cursor());
        int pick = -1;
        if (direction > 0) {
            for (int h = 0; h < hits.size() && pick < 0; h++) if (hits.get(h) > at) pick = h;
            if (pick < 0) pick = 0;
        } else {
            for (int h = hits.size() - 1; h >= 0 && pick < 0; h--) if (hits.get(h) < at) pick = h;
            if (pick < 0) pick = hits.size() - 1;
        }
        searchCount.setText(UI.text("tree.find.count", pick + 1, hits.size()));
        model.document().setCursor(order.get(hits.get(pick)));
    }

    /** The moves in the order the tree shows them (variations right after the move they replace). */
    private List<MoveNode> treeOrder() {
        List<MoveNode> out = new ArrayList<>();
        Enumeration<TreeNode> e = treeRoot.preorderEnumeration();
        while (e.hasMoreElements()) {
            Object o = ((DefaultMutableTreeNode) e.nextElement()).getUserObject();
            if (o instanceof Row row && !row.isVariationHead()) out.add(row.node());
        }
        return out;
    }

    JTree tree() {
        return tree;
    }

    JSplitPane split() {
        return (JSplitPane) getComponent(1);
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (!m.hasDocument()) return;
        // a search belongs to the game it was made in: another record or a new game starts without one
        if (changes.contains(WorkbenchModel.Change.DOCUMENT)) search.setText("");
        boolean content = changes.contains(WorkbenchModel.Change.DOCUMENT) || changes.contains(WorkbenchModel.Change.RECORD);
        Horizon wanted = m.horizon();
        boolean rebuilt = content || wanted.lastMove() != shown.lastMove();
        boolean notes = wanted.hidesComments() != shown.hidesComments();
        shown = wanted;
        if (content) {
            GameDocument doc = m.document();
            Replay replay = doc.replay();
            describer = new TurnDescriber(replay.game(), replay::playerName);
            descriptions.clear();
            header.setText(headerText(doc));
            header.setToolTipText(headerTip(doc));
        } else if (changes.contains(WorkbenchModel.Change.PERSPECTIVE)) {
            descriptions.clear();
            if (!rebuilt) invalidateRowSizes();
        }
        if (rebuilt) {
            rebuild(m.document().record());
        } else if (notes) {
            invalidateRowSizes();
        }
        if (changes.contains(WorkbenchModel.Change.CURSOR) || rebuilt || notes) {
            selectCursor();
            showComment();
        }
    }

    /** The file, then the rules the game is played by. */
    static String headerTip(GameDocument doc) {
        org.roundhouse.record.GameSetup s = doc.record().setup();
        String rules = UI.text("tree.header.players", s.playerCount(), s.game().rulesInBrief(s.playerCount()));
        String file = doc.file().map(Object::toString).orElse(doc.title());
        return "<html>" + escape(file) + "<br>" + escape(rules) + "</html>";
    }

    private static String headerText(GameDocument doc) {
        Header h = doc.record().header();
        String title = !h.event().isEmpty() ? h.event() : doc.title();
        StringBuilder b = new StringBuilder(title);
        if (!h.date().isEmpty()) b.append(" · ").append(h.date());
        return b.toString();
    }

    // ---- building

    private void rebuild(GameRecord record) {
        rows.clear();
        treeRoot.removeAllChildren();
        MoveNode root = record.root();
        DefaultMutableTreeNode start = new DefaultMutableTreeNode(new Row(root, "", 0));
        treeRoot.add(start);
        rows.put(root, start);
        addLine(treeRoot, root);
        treeModel.reload();
        expandAll();
    }

    /** Adds the rows of the line that continues after {@code from} (its first children) under {@code parent}. */
    private void addLine(DefaultMutableTreeNode parent, MoveNode from) {
        MoveNode n = from;
        // all children of a node are the same move number: past the horizon, none is shown
        while (n.hasChildren() && shown.shows(n.children().get(0))) {
            MoveNode main = n.children().get(0);
            DefaultMutableTreeNode row = new DefaultMutableTreeNode(new Row(main, "", 0));
            parent.add(row);
            rows.put(main, row);
            List<MoveNode> variations = n.variations();
            for (int i = 0; i < variations.size(); i++) {
                MoveNode v = variations.get(i);
                int length = shown.end(v).moveNumber() - v.moveNumber() + 1;
                DefaultMutableTreeNode head = new DefaultMutableTreeNode(new Row(v, variationPath(v), length));
                row.add(head);
                DefaultMutableTreeNode first = new DefaultMutableTreeNode(new Row(v, "", 0));
                head.add(first);
                rows.put(v, first);
                addLine(head, v);
            }
            n = main;
        }
    }

    private void expandAll() {
        List<DefaultMutableTreeNode> heads = new ArrayList<>();
        Enumeration<TreeNode> e = treeRoot.depthFirstEnumeration();
        while (e.hasMoreElements()) {
            DefaultMutableTreeNode n = (DefaultMutableTreeNode) e.nextElement();
            if (!n.isLeaf()) heads.add(n);
        }
        for (int i = heads.size() - 1; i >= 0; i--) tree.expandPath(new TreePath(heads.get(i).getPath()));
    }

    /** Row widths follow the viewport: re-measure every row. */
    private void invalidateRowSizes() {
        int n = treeRoot.getChildCount();
        if (n == 0) return;
        Enumeration<TreeNode> e = treeRoot.depthFirstEnumeration();
        while (e.hasMoreElements()) {
            DefaultMutableTreeNode node = (DefaultMutableTreeNode) e.nextElement();
            if (node != treeRoot) treeModel.nodeChanged(node);
        }
    }

    // ---- selection

    private void selectCursor() {
        DefaultMutableTreeNode row = rows.get(model.cursor());
        if (row == null) return;
        TreePath path = new TreePath(row.getPath());
        syncing = true;
        try {
            tree.setSelectionPath(path);
            Rectangle r = tree.getPathBounds(path);
            if (r != null) {
                r.x = 0;
                r.y -= r.height;
                r.height *= 3;
                tree.scrollRectToVisible(r);
            }
        } finally {
            syncing = false;
        }
    }

    private void selected(TreeSelectionEvent e) {
        if (syncing || !model.hasDocument()) return;
        TreePath p = e.getNewLeadSelectionPath();
        if (p == null) return;
        Object o = ((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject();
        if (o instanceof Row row) model.document().setCursor(row.node());
    }

    /** The tree path of a node's row, for tests and the timeline. */
    TreePath pathOf(MoveNode node) {
        DefaultMutableTreeNode row = rows.get(node);
        return row == null ? null : new TreePath(row.getPath());
    }

    // ---- text

    String description(MoveNode node) {
        if (node.isRoot()) return UI.text("tree.start");
        return descriptions.computeIfAbsent(node, n -> {
            Replay replay = model.document().replay();
            int before = replay.stateBefore(n).dividendsDrawn();
            return describer.describe(n.turn(), before, model.perspective(), replay.stateAt(n));
        });
    }

    private String tooltip(Row row) {
        MoveNode n = row.node();
        StringBuilder b = new StringBuilder("<html><div style='width:320px'>");
        if (row.isVariationHead()) {
            b.append(UI.text("tree.variation.tip", row.variation() + (n.name().isEmpty() ? "" : " · " + escape(n.name())),
                    row.length(), n.moveNumber()));
        } else if (n.isRoot()) {
            b.append(UI.text("tree.deal.tip"));
        } else {
            b.append("<b>").append(escape(label(n))).append("</b>");
            List<String> stepTexts = describer.steps(n.turn(), model.perspective(), model.document().replay().stateAt(n));
            for (String s : stepTexts) b.append("<br>• ").append(escape(s));
            if (!n.sampledSteps().isEmpty()) {
                b.append("<br><br>").append(UI.text("tree.sampled", n.sampledSteps().size(),
                        n.sampledSteps().values().iterator().next() + (n.sampledSteps().size() > 1 ? ", …" : "")));
            }
            if (!n.name().isEmpty()) b.append("<br>").append(UI.text("tree.line.tip", escape(n.name())));
            String note = shown.comment(n);
            if (!note.isEmpty()) b.append("<br><br><i>").append(escape(note)).append("</i>");
        }
        return b.append("</div></html>").toString();
    }

    /** "move 12 (Anna)", "the start": a move as the comment's title and the tool tip name it. */
    private String label(MoveNode node) {
        if (node.isRoot()) return UI.text("tree.label.start");
        Turn t = node.turn();
        return UI.text("tree.label.move", node.moveNumber(), t.isInitial() ? UI.text("tree.label.initial") : model.document().replay().playerName(t.player()));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>");
    }

    void showComment() {
        MoveNode n = model.cursor();
        if (commentNode != null && commentNode != n && commentNode.isAttached()) {
            String typed = MoveNode.normalizeComment(comment.getText());
            MoveNode was = commentNode;
            if (!typed.equals(was.comment())) {
                // the cursor moved while the comment was being typed: keep it, after this event
                javax.swing.SwingUtilities.invokeLater(() -> {
                    if (was.isAttached() && model.hasDocument() && !typed.equals(was.comment())) {
                        model.document().execute(new org.roundhouse.ui.doc.CommentEdit(was, typed));
                    }
                });
            }
        }
        if (commentNode == n && comment.isFocusOwner() && !MoveNode.normalizeComment(comment.getText()).equals(n.comment())) {
            return; // being typed: leave it
        }
        if (shown.hidesComments()) {
            // nothing to read and nothing to edit: an empty box kept as the comment would delete it
            commentNode = null;
            comment.setText("");
            comment.setEditable(false);
            comment.putClientProperty("JTextField.placeholderText", UI.text("tree.comments.hidden.placeholder"));
            commentTitle.setText(UI.text("tree.comments.hidden"));
            updatingMark = true;
            try {
                markBox.setSelectedItem(NO_MARK);
                markBox.setEnabled(false);
            } finally {
                updatingMark = false;
            }
            return;
        }
        comment.setEditable(true);
        comment.putClientProperty("JTextField.placeholderText", UI.text("tree.comment.placeholder"));
        commentNode = n;
        String text = n.comment();
        comment.setText(text.isEmpty() ? "" : text);
        comment.setCaretPosition(0);
        commentTitle.setText(n.isRoot() ? UI.text("tree.comment.game") : UI.text("tree.comment.on", label(n)));
        updatingMark = true;
        try {
            markBox.setEnabled(!n.isRoot());
            markBox.setSelectedItem(n.mark().isPresent() ? n.mark().get() : NO_MARK);
        } finally {
            updatingMark = false;
        }
    }

    // ---- rendering

    /** Paints a row: seat chip, number, description, marks; the comment as a second line. */
    private final class RowRenderer extends JComponent implements TreeCellRenderer {
        private Row row;
        private boolean selected;
        private boolean focused;
        private int width = 200;
        private String text = "";
        private String note = "";
        private String number = "";
        private String markSymbol = "";
        private boolean dividend;
        private int seat = -2;

        RowRenderer() {
            setOpaque(false);
        }

        @Override
        public Component getTreeCellRendererComponent(JTree t, Object value, boolean sel, boolean expanded, boolean leaf,
                                                      int r, boolean hasFocus) {
            Object o = ((DefaultMutableTreeNode) value).getUserObject();
            this.selected = sel;
            this.focused = hasFocus && t.hasFocus();
            setFont(t.getFont());
            if (!(o instanceof Row rw) || !model.hasDocument()) {
                row = null;
                text = String.valueOf(o);
                return this;
            }
            row = rw;
            MoveNode n = rw.node();
            note = "";
            markSymbol = "";
            dividend = false;
            if (rw.isVariationHead()) {
                number = "";
                seat = -2;
                text = UI.text("tree.variation", rw.variation() + (n.name().isEmpty() ? "" : " · " + n.name()), rw.length());
            } else if (n.isRoot()) {
                number = "";
                seat = -2;
                text = UI.text("tree.start");
            } else {
                Turn turn = n.turn();
                number = n.moveNumber() + ".";
                seat = turn.player();
                text = description(n);
                note = shown.comment(n).replace('\n', ' ');
                // a named line that is (or became, by a promotion) the main line: its name shows at its first move
                if (!n.name().isEmpty() && n.parent().map(up -> up.indexOf(n) == 0).orElse(false)) note = UI.text("tree.line", n.name()) + (note.isEmpty() ? "" : " · " + note);
                markSymbol = shown.mark(n).map(mk -> mk.symbol()).orElse("");
                if (markSymbol.isEmpty()) markSymbol = reviewMark(n);
                dividend = turn.drewDividend();
            }
            int depth = ((DefaultMutableTreeNode) value).getLevel();
            Insets in = t.getInsets();
            int indent = UIManager.getInt("Tree.leftChildIndent") + UIManager.getInt("Tree.rightChildIndent");
            Rectangle vis = t.getVisibleRect();
            width = Math.max(120, vis.width - in.left - in.right - depth * Math.max(indent, 8) - 4);
            return this;
        }

        @Override
        public Dimension getPreferredSize() {
            FontMetrics fm = getFontMetrics(getFont());
            int line = fm.getHeight() + 4;
            return new Dimension(width, note.isEmpty() ? line + 2 : line * 2);
        }

        @Override
        protected void paintComponent(Graphics g) {
            Graphics2D g2 = (Graphics2D) g.create();
            try {
                g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                paintRow(g2);
            } finally {
                g2.dispose();
            }
        }

        private void paintRow(Graphics2D g) {
            boolean dark = SeatColours.isDarkTheme();
            Color fg = UIManager.getColor(selected ? "Tree.selectionForeground" : "Tree.foreground");
            Color secondary = UIManager.getColor("Label.disabledForeground");
            if (selected) {
                Color bg = UIManager.getColor(tree.hasFocus() ? "Tree.selectionBackground" : "Tree.selectionInactiveBackground");
                if (bg != null) {
                    g.setColor(bg);
                    g.fillRoundRect(0, 0, getWidth(), getHeight(), 6, 6);
                }
                if (!tree.hasFocus()) fg = UIManager.getColor("Tree.selectionInactiveForeground");
                secondary = fg;
            }
            if (fg == null) fg = Color.BLACK;
            if (secondary == null) secondary = Color.GRAY;
            Font font = getFont();
            FontMetrics fm = g.getFontMetrics(font);
            int lineH = fm.getHeight() + 4;
            int base = (lineH - fm.getHeight()) / 2 + fm.getAscent() + 1;
            int x = 4;
            if (row == null) {
                g.setColor(fg);
                g.setFont(font);
                g.drawString(text, x, base);
                return;
            }
            if (row.isVariationHead()) {
                g.setColor(secondary);
                g.setFont(Fonts.derive(font, Font.ITALIC));
                g.drawString(text, x, base);
                return;
            }
            // seat chip
            int d = fm.getAscent() + 2;
            int cy = (lineH - d) / 2 + 1;
            if (seat >= 0) {
                Color c = SeatColours.seat(seat, dark);
                g.setColor(c);
                g.fillOval(x, cy, d, d);
                g.setFont(Fonts.derive(font, Font.BOLD, font.getSize2D() * 0.78f));
                FontMetrics sm = g.getFontMetrics();
                String letter = String.valueOf((char) ('A' + seat));
                g.setColor(textOn(c));
                g.drawString(letter, x + (d - sm.stringWidth(letter)) / 2f, cy + (d + sm.getAscent() - sm.getDescent()) / 2f);
            } else if (!row.node().isRoot()) {
                paintAllSeats(g, x, cy, d, dark);
            }
            x += d + 6;
            // number
            g.setFont(font);
            g.setColor(secondary);
            int numberWidth = fm.stringWidth("000.");
            if (!number.isEmpty()) g.drawString(number, x + numberWidth - fm.stringWidth(number), base);
            x += numberWidth + 6;
            // badges on the right
            int right = getWidth() - 4;
            if (!note.isEmpty()) {
                Icon icon = Icons.get("comment", 14);
                right -= icon.getIconWidth();
                icon.paintIcon(this, g, right, (lineH - icon.getIconHeight()) / 2);
                right -= 4;
            }
            if (dividend) {
                int s = fm.getAscent() - 2;
                right -= s;
                paintDiamond(g, right, (lineH - s) / 2, s, fg);
                right -= 4;
            }
            if (!markSymbol.isEmpty()) {
                g.setFont(Fonts.derive(font, Font.BOLD));
                FontMetrics bm = g.getFontMetrics();
                right -= bm.stringWidth(markSymbol);
                g.setColor(markColour(markSymbol, dark, fg));
                g.drawString(markSymbol, right, base);
                right -= 6;
                g.setFont(font);
            }
            g.setColor(fg);
            g.setFont(font);
            g.drawString(ellipsize(text, fm, right - x), x, base);
            if (!note.isEmpty()) {
                g.setFont(Fonts.derive(font, Font.ITALIC));
                FontMetrics im = g.getFontMetrics();
                g.setColor(secondary);
                g.drawString(ellipsize(note, im, getWidth() - 4 - x), x, lineH + base - 3);
            }
        }

        private void paintAllSeats(Graphics2D g, int x, int y, int d, boolean dark) {
            int players = model.document().record().setup().playerCount();
            for (int p = 0; p < players; p++) {
                g.setColor(SeatColours.seat(p, dark));
                g.fillArc(x, y, d, d, 90 + p * 360 / players, 360 / players + 1);
            }
        }

    }

    static void paintDiamond(Graphics2D g, int x, int y, int s, Color outline) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(x + s / 2.0, y);
        p.lineTo(x + s, y + s / 2.0);
        p.lineTo(x + s / 2.0, y + s);
        p.lineTo(x, y + s / 2.0);
        p.closePath();
        g.setColor(new Color(0xEDA200));
        g.fill(p);
        g.setColor(outline);
        g.draw(p);
    }

    static Color markColour(String symbol, boolean dark, Color fallback) {
        if (symbol.startsWith("!")) return dark ? new Color(0x6CCB7A) : new Color(0x1E7B34);
        if (symbol.startsWith("?")) return dark ? new Color(0xFF7B72) : new Color(0xB3261E);
        return fallback;
    }

    static Color textOn(Color c) {
        double l = (0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue()) / 255;
        return l > 0.55 ? new Color(0x111111) : Color.WHITE;
    }

    private static final Map<List<Object>, String> ELLIPSIZED = new HashMap<>();

    /** The text cut to the width with "…" (remembered: rows are painted again and again). Event thread only. */
    static String ellipsize(String s, FontMetrics fm, int width) {
        List<Object> key = List.of(s, fm.getFont(), width);
        String cut = ELLIPSIZED.get(key);
        if (cut == null) {
            if (ELLIPSIZED.size() > 4000) ELLIPSIZED.clear();
            cut = cut(s, fm, width);
            ELLIPSIZED.put(key, cut);
        }
        return cut;
    }

    private static String cut(String s, FontMetrics fm, int width) {
        if (fm.stringWidth(s) <= width) return s;
        String dots = "…";
        int w = width - fm.stringWidth(dots);
        int lo = 0;
        int hi = s.length();
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (fm.stringWidth(s.substring(0, mid)) <= w) lo = mid;
            else hi = mid - 1;
        }
        return lo <= 0 ? dots : s.substring(0, lo).stripTrailing() + dots;
    }

    /** "2", or "1.2" for the second variation inside the first: where the line sits in the tree. */
    static String variationPath(MoveNode head) {
        StringBuilder b = new StringBuilder();
        for (MoveNode m = head; !m.isRoot(); m = m.parent().orElseThrow()) {
            int i = m.parent().orElseThrow().indexOf(m);
            if (i > 0) b.insert(0, b.length() == 0 ? String.valueOf(i) : i + ".");
        }
        return b.toString();
    }
}
