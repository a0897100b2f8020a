package org.roundhouse.ui.workbench;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JPopupMenu;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.entry.MovePanel;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;

/**
 * Entering and editing games as a user would: a new game set up in the dialog and entered
 * move by move in the move panel (the map builds), a what-if line from move 5 that builds
 * another train, the variation in the tree and the charts, undo and redo, save and reopen;
 * then annotating: comments in place, marks, names, promoting, finding, "why not".
 */
class EditingGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(15);
    @TempDir
    Path dir;

    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;



    private WorkbenchOnScreen screen;

    @BeforeEach
    void setUp() {
        screen = WorkbenchOnScreen.open(gui, "editing", dir);
        robot = screen.robot;
        prefs = screen.prefs;
        frame = screen.frame;
        window = screen.window;
        GuiActionRunner.execute(() -> frame.panel().centreSplitForTests().setDividerLocation(470));
        robot.waitForIdle();
    }

    private void waitFor(String what, Supplier<Boolean> test) {
        screen.waitFor(what, test, 30_000);
    }

    private <T> T onEdt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    private GameDocument doc() {
        return onEdt(() -> frame.model().document());
    }

    private MovePanel moves() {
        return onEdt(() -> frame.panel().movePanel());
    }

    private MoveEntry entry() {
        return onEdt(() -> moves().entry());
    }

    /** The base game's phase at the move panel's position. */
    private Phase phase() {
        return onEdt(() -> TestSeam.state(moves().entry().state()).phase());
    }

    /** The showing buttons of the move panel whose names start with the prefix, left to right. */
    private List<JButton> buttons(String prefix) {
        List<JButton> found = new ArrayList<>(robot.finder().findAll(moves(), new GenericTypeMatcher<JButton>(JButton.class, true) {
            @Override
            protected boolean isMatching(JButton b) {
                return b.getName() != null && b.getName().startsWith(prefix) && b.isEnabled();
            }
        }));
        found.sort(Comparator.comparing(b -> onEdt(() -> b.getLocationOnScreen().y * 10000 + b.getLocationOnScreen().x)));
        return found;
    }

    private void selectDockTab(String title) {
        window.tabbedPane("dock").selectTab(title);
        waitFor("the " + title + " tab", () -> {
            var dock = frame.panel().dock();
            return dock.getSelectedIndex() == dock.indexOfTab(title) && dock.getSelectedComponent().isShowing();
        });
    }

    private void clickFirst(String prefix) {
        List<JButton> b = buttons(prefix);
        assertThat(b).as("buttons %s* in the move panel showing \"%s\" (phase %s, viewer %d)", prefix,
                onEdt(() -> window.label("move.title").target().getText()), phase(),
                onEdt(() -> frame.model().perspective())).isNotEmpty();
        robot.click(b.get(0));
        robot.waitForIdle();
    }

    /** Clicks the section on the map (at one of its train spaces). */
    private void clickSection(int section) {
        Point p = onEdt(() -> {
            var map = frame.panel().map();
            for (int space = 0; space < map.getContent().board().section(section).spaces(); space++) {
                Point2D c = map.spaceCentre(section, space);
                if (map.sectionAt(c) == section && map.getVisibleRect().contains(c)) return new Point((int) c.getX(), (int) c.getY());
            }
            throw new AssertionError("section " + section + " cannot be clicked");
        });
        robot.click(frame.panel().map(), p);
        robot.waitForIdle();
    }

    /**
     * Plays one step in the move panel as a user: a card at a draw (the first offered, or
     * the deck's known card when there is one), the first legal build (on the map) or else
     * the first investment, the first share take, the first discard.
     */
    private void step() {
        MoveEntry e = entry();
        switch (TestSeam.state(e.state()).phase()) {
            case INITIAL_INVESTMENT -> clickFirst("move.initial.");
            case DRAW_TRACK -> clickFirst("move.draw.");
            case REVEAL -> clickReveal();
            case ACTION -> {
                int[] targets = onEdt(() -> moves().buildTargets());
                if (targets != null && targets.length > 0) clickSection(targets[0]);
                else window.button("move.invest").click();
            }
            case TAKE_SHARE -> clickFirst("move.take.");
            case DISCARD -> clickFirst("move.discard.");
            case EXCHANGE -> clickFirst("move.keep");
            case GAME_OVER -> throw new AssertionError("the game is over");
        }
    }

    /**
     * Picks, in the move panel's card and company boxes, a build that differs from
     * {@code real} (the game is played with a sampled card, so the position varies from run to
     * run and the first offered build may be the real one) and returns its section.
     */
    @SuppressWarnings("unchecked")
    private int chooseBuildOtherThan(BaseMove real) {
        JComboBox<Integer> cards = (JComboBox<Integer>) window.comboBox("move.build.card").target();
        int cardCount = onEdt(cards::getItemCount);
        for (int ci = 0; ci < cardCount; ci++) {
            int cardIndex = ci;
            GuiActionRunner.execute(() -> cards.setSelectedIndex(cardIndex));
            JComboBox<Integer> companies = (JComboBox<Integer>) window.comboBox("move.build.company").target();
            int companyCount = onEdt(companies::getItemCount);
            for (int co = 0; co < companyCount; co++) {
                int companyIndex = co;
                GuiActionRunner.execute(() -> companies.setSelectedIndex(companyIndex));
                robot.waitForIdle();
                int card = onEdt(() -> (Integer) cards.getSelectedItem());
                int company = onEdt(() -> (Integer) companies.getSelectedItem());
                int[] targets = onEdt(() -> moves().buildTargets());
                for (int section : targets) {
                    if (!new BaseMove.Build(real.player(), card, company, section).equals(real)) return section;
                }
            }
        }
        throw new AssertionError("no build at move 5 other than the real one");
    }

    /**
     * Turns up the share that the display holds fewest of, never a dividend while a share can
     * come. Always taking the first card offered (a dividend, else the first company) can make
     * four of a kind whose replacements are again the first company, and so on through the
     * whole deck: the random deal then ends the game within a few moves.
     */
    private void clickReveal() {
        String id = onEdt(() -> {
            MoveEntry e = entry();
            int[] shown = TestSeam.state(e.state()).display();
            String best = null;
            int fewest = Integer.MAX_VALUE;
            for (var o : e.chanceOutcomes()) {
                int card = ((BaseMove.Reveal) o.move()).card();
                if (card == BaseMove.DIVIDEND) continue;
                int count = 0;
                for (int c : shown) if (c == card) count++;
                if (count < fewest) {
                    fewest = count;
                    best = e.game().board().companyAbbreviation(card);
                }
            }
            return best == null ? "dividend" : best;
        });
        robot.click(window.button("move.reveal." + id).target());
        robot.waitForIdle();
    }

    /** Steps until the cursor's move number is {@code move} and its turn is complete. */
    private void playUntil(int move) {
        for (int guard = 0; guard < 200; guard++) {
            boolean done = onEdt(() -> {
                MoveNode c = doc().cursor();
                return c.moveNumber() >= move && doc().replay().isComplete(c);
            });
            if (done) return;
            step();
        }
        throw new AssertionError("move " + move + " was not reached");
    }

    /** Presses the key with the menu shortcut modifier (Ctrl, or ⌘ on macOS) held, in the focused component. */
    private void shortcut(int key) {
        WorkbenchOnScreen.shortcut(robot, key, false);
    }

    private void newGame() {
        window.menuItemWithPath("File", "New Game…").click();
        DialogFixture d = window.dialog("newGameDialog");
        GuiTests.ready(robot, d.target());
        d.textBox("newGame.event").setText("Test night");
        d.textBox("newGame.name.A").setText("Anna");
        d.textBox("newGame.name.B").setText("Ben");
        d.textBox("newGame.name.C").setText("Carla");
        assertThat(d.button("newGame.ok").isEnabled()).as("no display chosen yet").isFalse();
        assertThat(d.label("newGame.error").text()).contains("display");
        // Carla's shares were not written down; Anna's first track card is a wild card. A deal at
        // random that already gave out all four wild cards elsewhere (about 1 in 1,300) cannot
        // take a fifth: deal again.
        for (int deal = 1; ; deal++) {
            dealAtRandom(d);
            for (int i = 0; i < 4; i++) d.comboBox("hands.share.C." + i).selectItem(0);
            d.comboBox("hands.track.A.0").selectItem(5);
            robot.waitForIdle();
            if (!GuiActionRunner.execute(() -> d.label("newGame.error").text()).contains("wild") || deal == 5) break;
        }
        Pause.pause(new Condition("a possible deal") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> d.button("newGame.ok").target().isEnabled());
            }
        }, timeout(5_000));
        GuiTests.press(robot, d.button("newGame.ok"), () -> !d.target().isShowing());
        waitFor("the new game", () -> frame.model().document().title().equals("Test night"));
    }

    /** Deals at random (see {@link GuiTests#press} for the robot's lost clicks). */
    private void dealAtRandom(DialogFixture d) {
        GuiTests.press(robot, d.button("newGame.random"),
                () -> d.comboBox("newGame.display.0").target().getSelectedItem() instanceof Integer c && c >= 0);
        if (!GuiActionRunner.execute(() -> d.comboBox("newGame.display.0").target().getSelectedItem() instanceof Integer c && c >= 0)) {
            throw new AssertionError("Deal at Random did not fill the display");
        }
    }

    @Test
    void enterAGameBranchBuildAnotherTrainUndoRedoSaveAndReopen() throws Exception {
        newGame();
        assertThat(onEdt(() -> frame.panel().isEntering())).isTrue();
        assertThat(onEdt(() -> TestSeam.deal(doc().record().setup().deal()).shareHands().get(2))).containsOnly(BaseMove.UNKNOWN);
        assertThat(phase()).isEqualTo(Phase.INITIAL_INVESTMENT);
        assertThat(onEdt(() -> window.label("moveCounter").target().getText())).isEqualTo("Start");
        // the first player's investment makes move 0: the counter names it (it read "0 / 0")
        step();
        assertThat(onEdt(() -> doc().cursor().moveNumber())).isZero();
        assertThat(onEdt(() -> window.label("moveCounter").target().getText())).isEqualTo("Investments");
        // the first investments and seven turns, move by move
        playUntil(2);
        assertThat(onEdt(() -> window.label("moveCounter").target().getText())).isEqualTo("2 / 2");
        // one card nobody saw is sampled
        assertThat(phase()).isEqualTo(Phase.DRAW_TRACK);
        window.button("move.sample").click();
        assertThat(onEdt(() -> doc().cursor().sampledSteps())).hasSize(1);
        // the step's button went with the old rows: the focus stays off the find box, so ← steps back
        java.awt.Component focus = onEdt(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        assertThat(focus).isNotNull().isNotInstanceOf(javax.swing.text.JTextComponent.class);
        playUntil(7);
        List<MoveNode> main = onEdt(() -> doc().record().mainLine());
        assertThat(main).hasSize(8);
        assertThat(onEdt(() -> window.label("moveCounter").target().getText())).isEqualTo("7 / 7");

        // branch at move 5: back to move 4 with the keyboard
        window.tree("moveTree").focus();
        window.pressAndReleaseKeys(KeyEvent.VK_HOME);
        for (int i = 0; i < 5; i++) window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        MoveNode four = main.get(4);
        MoveNode five = main.get(5);
        assertThat(onEdt(() -> doc().cursor())).isSameAs(four);
        int before = onEdt(() -> doc().version());
        // the deck's card of the real move 5 is offered first
        BaseMove realDraw = TestSeam.step(five.turn().first());
        assertThat(onEdt(() -> entry().knownCard())).contains(realDraw);
        assertThat(onEdt(() -> window.label("move.context").target().getText())).contains("opens variation 1");
        List<JButton> draws = buttons("move.draw.");
        assertThat(onEdt(() -> draws.get(0).getText())).endsWith("next in the deck");
        robot.click(draws.get(0));
        robot.waitForIdle();
        // the card just drawn is the one the build offers first
        int drawn = ((BaseMove.DrawTrack) realDraw).kind();
        if (onEdt(() -> entry().legalSteps().stream().anyMatch(b -> b instanceof BaseMove.Build x && x.card() == drawn))) {
            assertThat(onEdt(() -> window.comboBox("move.build.card").target().getItemAt(0))).isEqualTo(drawn);
        }
        // a different train than the real move 5
        BaseMove realAction = TestSeam.step(five.turn().steps().get(1));
        int chosen = chooseBuildOtherThan(realAction);
        clickSection(chosen);
        MoveNode variation = onEdt(() -> doc().cursor());
        assertThat(variation.isMainLine()).isFalse();
        BaseMove built = TestSeam.step(variation.turn().steps().get(1));
        assertThat(built).isInstanceOf(BaseMove.Build.class).isNotEqualTo(realAction);
        assertThat(((BaseMove.Build) built).section()).isEqualTo(chosen);
        while (!onEdt(() -> doc().replay().isComplete(doc().cursor()))) step();
        MoveNode head = onEdt(() -> four.children().get(1));
        assertThat(head.isMainLine()).isFalse();
        int edits = onEdt(() -> doc().version()) - before;
        // the tree shows it, the charts overlay the main line
        assertThat(onEdt(() -> frame.panel().treePanel().pathOf(head))).isNotNull();
        assertThat(onEdt(() -> frame.panel().treePanel().description(head))).contains(
                onEdt(() -> doc().replay().game().board().sectionName(chosen)));
        selectDockTab("Charts");
        var charts = onEdt(() -> ((ChartsDock) frame.panel().dock().getComponentAt(1)).charts());
        waitFor("the overlay", () -> charts.overlay().isPresent());
        assertThat(onEdt(() -> charts.series().orElseThrow().size())).isGreaterThan(0);

        // undo it all, redo it all
        window.tree("moveTree").focus();
        for (int i = 0; i < edits; i++) shortcut(KeyEvent.VK_Z);
        assertThat(onEdt(() -> four.children())).containsExactly(five);
        assertThat(onEdt(() -> doc().cursor())).isSameAs(four);
        waitFor("no overlay on the main line", () -> charts.overlay().isEmpty());
        for (int i = 0; i < edits; i++) shortcut(KeyEvent.VK_Y);
        assertThat(onEdt(() -> four.children())).hasSize(2);
        assertThat(onEdt(() -> four.children().get(1).turn().steps().get(1))).isEqualTo(built);
        waitFor("the overlay again", () -> charts.overlay().isPresent());

        // save (a new game asks where), then reopen and find it all again
        GameRecord expected = onEdt(() -> doc().record().copy());
        Path file = dir.resolve("test-night.upn");
        shortcut(KeyEvent.VK_S);
        JFileChooserFixture chooser = window.fileChooser("saveChooser");
        GuiTests.ready(robot, chooser.target());
        chooser.fileNameTextBox().setText(file.toString());
        GuiTests.approve(robot, chooser);
        waitFor("the save", () -> !frame.isSaving() && !frame.model().document().isModified());
        assertThat(Files.readString(file)).startsWith("[UPN \"2\"]").contains("[Event \"Test night\"]").contains("%");
        assertThat(onEdt(() -> frame.getTitle())).startsWith("test-night.upn — ");
        GuiActionRunner.execute(() -> frame.open(file));
        waitFor("the file to open", () -> frame.model().hasDocument() && !frame.isLoading()
                && frame.model().document().file().isPresent() && frame.model().document().record() != expected);
        GameRecord reopened = onEdt(() -> doc().record());
        assertThat(reopened.sameContent(expected)).isTrue();
        assertThat(onEdt(() -> doc().cursor())).as("an unfinished game opens where the entering goes on").isSameAs(reopened.mainLineEnd());
        assertThat(RecordLoader.load(file).orThrow().sameContent(expected)).isTrue();
        MoveNode again = reopened.mainLine().get(4).children().get(1);
        assertThat(again.turn().steps().get(1)).isEqualTo(built);
        assertThat(onEdt(() -> frame.panel().treePanel().pathOf(again))).isNotNull();
        assertThat(TestSeam.deal(reopened.setup().deal()).shareHands().get(2)).containsOnly(BaseMove.UNKNOWN);
    }

    @Test
    void savingKeepsACommentStillBeingTyped() throws Exception {
        Path file = dir.resolve("club.upn");
        Files.copy(Path.of("sample-games/3p-standard.upn"), file);
        GuiActionRunner.execute(() -> frame.open(file));
        waitFor("the file to open", () -> frame.model().hasDocument() && !frame.isLoading()
                && frame.model().document().file().isPresent());
        MoveNode four = onEdt(() -> doc().record().mainLine().get(4));
        GuiActionRunner.execute(() -> doc().setCursor(four));
        robot.waitForIdle();
        window.textBox("commentArea").deleteText();
        window.textBox("commentArea").enterText("Should have invested");
        assertThat(onEdt(() -> window.textBox("commentArea").target().hasFocus())).as("still typing").isTrue();
        GuiActionRunner.execute(() -> frame.save(false));
        waitFor("the save", () -> !frame.isSaving() && !frame.model().document().isModified());
        assertThat(onEdt(four::comment)).isEqualTo("Should have invested");
        assertThat(RecordLoader.load(file).orThrow().mainLine().get(4).comment()).isEqualTo("Should have invested");
    }

    @Test
    void annotateInPlaceMarkNamePromoteFindAndAskWhyNot() {
        GameDocument d = doc();
        MoveNode twelve = onEdt(() -> d.record().mainLine().get(12));
        GuiActionRunner.execute(() -> d.setCursor(twelve));
        robot.waitForIdle();
        // a multi-line comment typed in place, kept with Ctrl+Enter
        window.textBox("commentArea").deleteText();
        window.textBox("commentArea").enterText("Too early for this.");
        window.textBox("commentArea").pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_ENTER));
        window.textBox("commentArea").enterText("Second line.");
        assertThat(window.textBox("commentArea").text()).isEqualTo("Too early for this.\nSecond line.");
        robot.pressKey(KeyEvent.VK_CONTROL);
        robot.pressAndReleaseKey(KeyEvent.VK_ENTER);
        robot.releaseKey(KeyEvent.VK_CONTROL);
        robot.waitForIdle();
        assertThat(onEdt(twelve::comment)).isEqualTo("Too early for this.\nSecond line.");
        assertThat(onEdt(d::isModified)).isTrue();
        // a mark from the box beside the comment
        window.comboBox("markBox").selectItem(4); // ?? blunder
        assertThat(onEdt(twelve::mark)).contains(MoveMark.BLUNDER);
        // undo both, redo both
        window.menuItemWithPath("Edit", "Undo Mark ??").click();
        assertThat(onEdt(twelve::mark)).isEmpty();
        window.menuItemWithPath("Edit", "Undo Comment").click();
        assertThat(onEdt(twelve::comment)).isNotEqualTo("Too early for this.\nSecond line.");
        window.menuItemWithPath("Edit", "Redo Comment").click();
        window.menuItemWithPath("Edit", "Redo Mark ??").click();
        assertThat(onEdt(twelve::comment)).isEqualTo("Too early for this.\nSecond line.");
        assertThat(onEdt(twelve::mark)).contains(MoveMark.BLUNDER);

        // find it again: from the start, search the comment
        window.button("nav.First").click();
        window.textBox("moveSearch").enterText("too early");
        window.textBox("moveSearch").pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_ENTER));
        assertThat(onEdt(() -> d.cursor())).isSameAs(twelve);
        assertThat(window.label("moveSearchCount").text()).isEqualTo("1 of 1");
        // and the next comment or mark from the start
        window.button("nav.First").click();
        MoveNode firstNote = onEdt(() -> org.roundhouse.ui.doc.Navigator.nextNote(d.record().root()).orElseThrow());
        window.button("nav.Next Comment or Mark").click();
        assertThat(onEdt(() -> d.cursor())).isSameAs(firstNote);

        // a variation of the sample: name it, promote it, take it back
        MoveNode head = onEdt(() -> {
            for (MoveNode n : d.record().mainLine()) if (!n.variations().isEmpty()) return n.variations().get(0);
            throw new AssertionError("the sample has variations");
        });
        MoveNode oldMain = onEdt(() -> head.parent().orElseThrow().children().get(0));
        GuiActionRunner.execute(() -> d.setCursor(head));
        robot.waitForIdle();
        window.menuItemWithPath("Edit", "Rename Line…").click();
        JOptionPaneFixture ask = window.optionPane();
        GuiTests.ready(robot, ask.target());
        ask.textBox().setText("Quiet development");
        GuiTests.pressIn(robot, ask.target(), KeyEvent.VK_ENTER);
        waitFor("the line to be renamed", () -> head.name().equals("Quiet development"));
        // the context menu of the tree promotes it
        var path = onEdt(() -> frame.panel().treePanel().pathOf(head));
        var bounds = onEdt(() -> frame.panel().treePanel().tree().getPathBounds(path));
        robot.click(frame.panel().treePanel().tree(), new Point(bounds.x + 40, bounds.y + bounds.height / 2),
                org.assertj.swing.core.MouseButton.RIGHT_BUTTON, 1);
        JPopupMenu menu = robot.findActivePopupMenu();
        assertThat(menu).isNotNull();
        new org.assertj.swing.fixture.JPopupMenuFixture(robot, menu).menuItemWithPath("Promote to Main Line").click();
        assertThat(onEdt(head::isMainLine)).isTrue();
        assertThat(onEdt(() -> head.parent().orElseThrow().children().get(1))).isSameAs(oldMain);
        window.tree("moveTree").focus();
        shortcut(KeyEvent.VK_Z);
        assertThat(onEdt(head::isMainLine)).isFalse();

        // why not? at a build, the engine's reasons
        GuiActionRunner.execute(() -> d.setCursor(d.record().mainLine().get(9)));
        selectDockTab("Move");
        clickFirst("move.draw.");
        assertThat(phase()).isEqualTo(Phase.ACTION);
        window.button("move.whyNot").click();
        JPopupMenu why = robot.findActivePopupMenu();
        assertThat(why).isNotNull();
        var fixture = new org.assertj.swing.fixture.JPopupMenuFixture(robot, why);
        fixture.menuItemWithPath("Take", "Top of the deck").click();
        assertThat(onEdt(() -> moves().messageText())).isEqualTo("Top of the deck: now the player builds or invests.");
        // a click on a section where the train may not go says why
        int[] targets = onEdt(() -> moves().buildTargets());
        assertThat(targets).as("build targets after the take").isNotNull().isNotEmpty();
        int illegal = onEdt(() -> {
            var board = d.replay().board();
            for (int s = 0; s < board.sections().size(); s++) {
                int sec = s;
                if (java.util.Arrays.stream(targets).noneMatch(t -> t == sec) && frame.panel().map().getVisibleRect()
                        .contains(frame.panel().map().spaceCentre(sec, 0))) return s;
            }
            return -1;
        });
        assertThat(illegal).as("a visible section where no train may go").isNotNegative();
        MoveNode at = onEdt(d::cursor);
        clickSection(illegal);
        assertThat(onEdt(d::cursor)).isSameAs(at);
        assertThat(onEdt(() -> moves().messageText())).startsWith("Not there: ");
    }

    @Test
    void unknownHandsAreFilledInLater() {
        newGame();
        playUntil(3);
        GameDocument d = doc();
        int played = onEdt(() -> ((BaseMove.Initial) d.record().mainLine().get(0).turn().steps().get(2)).company());
        int up = onEdt(() -> d.replay().board().unionPacific());
        assertThat(played).as("a first investment is a company share").isNotEqualTo(up);

        // the share Carla played first was dealt to her: it starts filled in
        List<List<Integer>> expected = onEdt(() -> org.roundhouse.record.ShownCards.fill(TestSeam.deal(d.record().setup().deal()).shareHands(),
                org.roundhouse.record.ShownCards.of(d.replay()).shares()));
        assertThat(expected.get(2).get(0)).isEqualTo(played);
        window.menuItemWithPath("Edit", "Fill In Hands…").click();
        DialogFixture hands = window.dialog("handsDialog");
        GuiTests.ready(robot, hands.target());
        assertThat(hands.label("hands.hint").text()).contains("the moves have shown since");
        assertThat(onEdt(() -> hands.comboBox("hands.share.C.0").target().getSelectedItem())).isEqualTo(played);
        waitFor("the check", () -> hands.button("hands.ok").target().isEnabled());
        assertThat(hands.label("hands.error").text()).isEqualTo("Every move stays legal.");

        // a hand without that share is refused, with the engine's reason
        int slot = 0;
        for (int c = 0; slot < 4; c++) {
            if (c == played || c == up) continue;
            hands.comboBox("hands.share.C." + slot++).selectItem(c + 1);
        }
        waitFor("the check", () -> hands.label("hands.error").target().getText().contains("would be illegal"));
        assertThat(hands.label("hands.error").text()).contains("(the initial investments) would be illegal")
                .doesNotContain("Every move");
        assertThat(hands.button("hands.ok").isEnabled()).isFalse();
        GuiTests.pressIn(robot, hands.target(), KeyEvent.VK_ESCAPE);
        waitFor("the dialog to close", () -> !hands.target().isShowing());
        assertThat(onEdt(() -> TestSeam.deal(d.record().setup().deal()).shareHands().get(2))).containsOnly(BaseMove.UNKNOWN);

        // the cards shown, kept as they were filled in: applied as one undoable edit
        window.menuItemWithPath("Edit", "Fill In Hands…").click();
        DialogFixture again = window.dialog("handsDialog");
        GuiTests.ready(robot, again.target());
        var replay = onEdt(d::replay);
        waitFor("the check", () -> again.button("hands.ok").target().isEnabled());
        assertThat(onEdt(() -> ((JDialog) again.target()).getRootPane().getDefaultButton().getName())).isEqualTo("hands.ok");
        GuiTests.pressIn(robot, again.target(), KeyEvent.VK_ENTER);
        waitFor("the deal to change", () -> TestSeam.deal(d.record().setup().deal()).shareHands().get(2).get(0) == played);
        assertThat(onEdt(d::replay)).isNotSameAs(replay);
        assertThat(onEdt(() -> TestSeam.deal(d.record().setup().deal()).shareHands())).isEqualTo(expected);
        window.menuItemWithPath("Edit", "Undo Change Deal").click();
        assertThat(onEdt(() -> TestSeam.deal(d.record().setup().deal()).shareHands().get(2))).containsOnly(BaseMove.UNKNOWN);
    }

    @Test
    void aPlayersEyeViewHidesTheMovesUntilAllCardsAreShown() {
        GameDocument d = doc();
        GuiActionRunner.execute(() -> d.setCursor(d.record().mainLine().get(9)));
        selectDockTab("Move");
        clickFirst("move.draw.");
        assertThat(phase()).isEqualTo(Phase.ACTION);
        assertThat(onEdt(() -> moves().buildTargets())).isNotEmpty();
        int mover = onEdt(() -> entry().seat());
        int other = (mover + 1) % onEdt(() -> d.record().setup().playerCount());

        window.comboBox("viewer").selectItem(other + 1);
        assertThat(onEdt(() -> frame.model().perspective())).isEqualTo(other);
        assertThat(onEdt(() -> moves().isVeiled())).isTrue();
        assertThat(buttons("move.")).extracting(JButton::getName).containsOnly("move.showAll", "move.undo");
        assertThat(onEdt(() -> moves().buildTargets())).as("the map shows no builds, they would tell the hand").isNull();
        assertThat(window.textBox("move.veil").text()).contains(onEdt(() -> d.replay().playerName(other)) + "'s eyes");
        assertThat(window.button("move.whyNot").isEnabled()).isFalse();

        window.button("move.showAll").click();
        assertThat(onEdt(() -> frame.model().perspective())).isEqualTo(org.roundhouse.engine.PositionFacts.ALL_SEEING);
        assertThat(onEdt(() -> moves().isVeiled())).isFalse();
        assertThat(onEdt(() -> moves().buildTargets())).isNotEmpty();
        assertThat(window.button("move.whyNot").isEnabled()).isTrue();
    }
}
