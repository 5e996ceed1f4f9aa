package org.knightsarena.platform.game.flow;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.TableComponents;

/**
 * The special build phase of 5 and 6 players: after each turn, before the next begins,
 * every other player in seat order from the next may build and buy, and passes with {@code EndTurn}.
 * No trade, no card play, no knight action; a card bought or a knight activated here serves in the
 * builder's next own turn. The builder is {@code TurnState.specialBuilder}; the active
 * player stays the one whose turn ended, and nobody wins here ({@link TurnFlow#afterAction}).
 */
public final class SpecialBuildPhase {

    /** What a builder may do: the base game's builds and purchase, and C&K's builds and knights. */
    private static final Set<Action.Kind> BUILDS = EnumSet.of(
            Action.Kind.BUILD_ROAD,
            Action.Kind.BUILD_SETTLEMENT,
            Action.Kind.BUILD_CITY,
            Action.Kind.BUY_DEVELOPMENT_CARD,
            Action.Kind.BUILD_CITY_WALL,
            Action.Kind.BUILD_IMPROVEMENT,
            Action.Kind.RECRUIT_KNIGHT,
            Action.Kind.ACTIVATE_KNIGHT,
            Action.Kind.PROMOTE_KNIGHT,
            Action.Kind.PLACE_PATH_KNIGHT, // Barbarian Attack with C&K pieces: recruit, activate, promote
            Action.Kind.ACTIVATE_PATH_KNIGHT,
            Action.Kind.PROMOTE_PATH_KNIGHT);

    private SpecialBuildPhase() {}

    /**
     * Starts the phase at the end of a turn of a 5 or 6 player game.
     *
     * @return false for 3 or 4 players, whose next turn starts at once
     */
    static boolean begin(GameState s) {
        if (!TableComponents.isExtension(s.players)) {
            return false;
        }
        s.turn.specialBuilder = s.next(s.turn.active);
        s.turn.enter(Phase.SPECIAL_BUILD);
        return true;
    }

    /** The builder's choice: a main-turn decision without trades or card plays, {@code EndTurn} to pass. */
    static MainTurn decision(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        LegalActions.addBuilds(s, seat, options);
        if (s.isCitiesAndKnights()) {
            CitiesAndKnights.addMainOptions(s, seat, options);
        }
        List<Action> all = options.toList();
        List<Action> builds = new ArrayList<>(all.size() + 1);
        for (Action action : all) {
            if (BUILDS.contains(action.kind())) {
                builds.add(action);
            }
        }
        builds.add(EndTurn.INSTANCE);
        return new MainTurn(seat, builds, s.cards.handOf(seat), 0, List.of());
    }

    /** The builder passes: the next player in seat order builds, or after the last the next turn starts. */
    static void pass(GameState s, Chronicle c) {
        int builder = s.turn.specialBuilder;
        // what the builder bought or activated here is theirs to use from their own next turn
        s.devHands.endTurn(builder);
        if (s.isCitiesAndKnights()) {
            s.knights.endTurn();
            s.castle.endSpecialBuild(builder);
        }
        int next = s.next(builder);
        if (next != s.turn.active) {
            s.turn.specialBuilder = next;
            return;
        }
        s.turn.specialBuilder = BoardView.NOBODY;
        TurnFlow.startTurn(s, c, s.next(s.turn.active));
    }
}
