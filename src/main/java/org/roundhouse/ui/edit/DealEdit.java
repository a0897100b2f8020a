package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.TurnRules;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Changes the deal of a record, typically to fill in hand cards that were left unknown
 * when the game was entered. Every move of the tree must stay legal with the new deal
 * ({@link #check}); the document's replay is made anew.
 */
public final class DealEdit implements Edit {
    private final GameSetup after;
    private GameSetup before;

    private DealEdit(GameSetup after) {
        this.after = after;
    }

    /**
     * The edit, after checking that the deal is possible and every move of the record stays legal with it.
     *
     * @throws IllegalArgumentException with the reason otherwise
     */
    public static DealEdit of(GameRecord record, GameSetup setup) {
        check(record, setup).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        return new DealEdit(setup);
    }

    /** Why the record cannot have this setup (an impossible deal, or a move it makes illegal), or empty. */
    public static Optional<String> check(GameRecord record, GameSetup setup) {
        Game game;
        GameState start;
        try {
            game = setup.game();
            start = game.newGame(setup.deal());
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        List<MoveNode> nodes = new ArrayList<>(record.root().children());
        List<GameState> before = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) before.add(start);
        while (!nodes.isEmpty()) {
            MoveNode n = nodes.remove(nodes.size() - 1);
            GameState s = before.remove(before.size() - 1);
            List<GameState> states;
            try {
                states = TurnRules.play(game, s, n.turn().steps());
            } catch (TurnRules.StepException e) {
                String who = n.turn().isInitial() ? "the initial investments" : setup.players().get(n.turn().player());
                return Optional.of("move " + n.moveNumber() + " (" + who + ") would be illegal: " + e.getMessage());
            }
            GameState after = states.get(states.size() - 1);
            for (MoveNode c : n.children()) {
                nodes.add(c);
                before.add(after);
            }
        }
        return Optional.empty();
    }

    @Override
    public String name() {
        return UI.text("edit.name.changeDeal");
    }

    @Override
    public void apply(GameDocument document) {
        before = document.record().setup();
        document.record().setSetup(after);
        document.renewReplay();
    }

    @Override
    public void revert(GameDocument document) {
        document.record().setSetup(before);
        document.renewReplay();
    }
}
