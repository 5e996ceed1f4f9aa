package org.knightsarena.platform.game.rules.progress;

import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.PlaceFreeKnight;
import org.knightsarena.api.action.PlayDeserter;
import org.knightsarena.api.action.PlayIntrigue;
import org.knightsarena.api.action.PlayWarlord;
import org.knightsarena.api.action.RemoveOwnKnight;
import org.knightsarena.api.action.SkipPlacement;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.decision.ChooseKnightToLose;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.decision.PlaceDeserterKnight;
import org.knightsarena.api.event.KnightChange;
import org.knightsarena.api.event.KnightChanged;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.rules.base.LongestRoad;
import org.knightsarena.platform.game.rules.fortwo.NeutralKnights;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.KnightBoard;
import org.knightsarena.platform.game.state.KnightFlags;
import org.knightsarena.platform.game.state.NodeSet;
import org.knightsarena.platform.game.state.OptionBuffer;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.SeatNodeSets;

/**
 * The politics progress cards that act on knights (RULES.md §13.7): Deserter takes an
 * opponent's knight and may give the player one, Intrigue displaces an opponent's
 * knight from the player's road, Warlord activates all the player's knights
 * . Their options, effects and decisions; {@link PoliticsCards} offers them in order
 * with the other politics cards. Option lists hold shared instances only.
 */
public final class KnightPoliticsCards {
    private static final int MAX_SEATS = 8;
    private static final int MAX_NODES = NodeSet.CAPACITY;
    private static final PlayDeserter[] DESERTERS = new PlayDeserter[MAX_SEATS];
    private static final PlayIntrigue[] INTRIGUES = new PlayIntrigue[MAX_NODES];
    private static final RemoveOwnKnight[] REMOVALS = new RemoveOwnKnight[MAX_NODES];
    private static final PlaceFreeKnight[] PLACEMENTS = new PlaceFreeKnight[MAX_NODES];

    static {
        for (int i = 0; i < MAX_SEATS; i++) {
            DESERTERS[i] = new PlayDeserter(i);
        }
        for (int i = 0; i < MAX_NODES; i++) {
            INTRIGUES[i] = new PlayIntrigue(i);
            REMOVALS[i] = new RemoveOwnKnight(i);
            PLACEMENTS[i] = new PlaceFreeKnight(i);
        }
    }

    private KnightPoliticsCards() {}

    // --- options

    /** Adds a Deserter play against each opponent with a knight, Catan for Two's neutral colours included. */
    static void addDeserters(GameState s, int seat, OptionBuffer options) {
        if (ProgressCards.holds(s, seat, ProgressCard.DESERTER)) {
            for (int p = 0; p < s.colours; p++) {
                if (p != seat && knightCount(s, p) > 0) {
                    options.add(DESERTERS[p]);
                }
            }
        }
    }

    /** Adds an Intrigue play for each opponent's knight on an intersection the seat's roads or ships reach. */
    static void addIntrigues(GameState s, int seat, OptionBuffer options) {
        if (ProgressCards.holds(s, seat, ProgressCard.INTRIGUE)) {
            NodeSet reached = Knights.reach(s, seat);
            for (int node = reached.next(0); node >= 0; node = reached.next(node + 1)) {
                if (Building.hasOpponentKnight(s, seat, node)) {
                    options.add(INTRIGUES[node]);
                }
            }
        }
    }

    /** Adds the Warlord play when the seat has a knight to activate. */
    static void addWarlord(GameState s, int seat, OptionBuffer options) {
        if (ProgressCards.holds(s, seat, ProgressCard.WARLORD) && anyInactiveKnight(s, seat)) {
            options.add(PlayWarlord.INSTANCE);
        }
    }

    // --- actions

    /** Applies a validated {@link PlayDeserter}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayDeserter action) {
        return playDeserter(s, c, seat, action);
    }

    /** Applies a validated {@link RemoveOwnKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, RemoveOwnKnight action) {
        desert(s, c, seat, action.intersection());
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link PlaceFreeKnight}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlaceFreeKnight action) {
        placeDeserter(s, c, seat, action.intersection());
        return Continuation.PROCEED;
    }

    /** Applies a validated {@link PlayIntrigue}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayIntrigue action) {
        return playIntrigue(s, c, seat, action);
    }

    /** Applies a validated {@link PlayWarlord}; called by {@link ActionDispatch} only. */
    public static Continuation apply(GameState s, Chronicle c, int seat, PlayWarlord action) {
        warlord(s, c, seat, action);
        return Continuation.NONE;
    }

    private static int knightCount(GameState s, int seat) {
        return s.knights.placed.size(seat);
    }

    private static boolean anyInactiveKnight(GameState s, int seat) {
        SeatNodeSets mine = s.knights.placed;
        for (int node = mine.next(seat, 0); node >= 0; node = mine.next(seat, node + 1)) {
            if (!s.knights.isActive(node)) {
                return true;
            }
        }
        return false;
    }

    private static Continuation playDeserter(GameState s, Chronicle c, int seat, PlayDeserter play) {
        ProgressCards.play(s, c, seat, ProgressCard.DESERTER, play);
        if (play.opponent() >= s.players) { // the player takes away the neutral's weakest knight
            desert(s, c, play.opponent(), NeutralKnights.weakest(s, play.opponent()));
            return Continuation.OWED_THEN_MAIN;
        }
        s.effects.cardOpponent = play.opponent();
        return PoliticsCards.queue(s, Phase.DESERTER_LOSE, play.opponent());
    }

    /** The opponent's knight goes back to its supply; the player then may place one. */
    private static void desert(GameState s, Chronicle c, int owner, int node) {
        int strength = s.knights.strength[node];
        boolean active = s.knights.isActive(node);
        s.knights.lift(node);
        s.knights.left[KnightBoard.supplyIndex(owner, strength)]++;
        c.add(new KnightChanged(owner, KnightChange.REMOVED, node, node, strength, false));
        LongestRoad.updateAt(s, c, node, BoardView.NOBODY);
        s.effects.cardOpponent = BoardView.NOBODY;
        s.effects.deserterStrength = strength;
        s.effects.deserterActive = active;
        if (deserterStrength(s, s.turn.active) > 0
                && !deserterSpots(s, s.turn.active).isEmpty()) {
            s.turn.oweFirst(Phase.DESERTER_PLACE, s.turn.active);
        } else {
            s.effects.deserterStrength = 0;
            s.effects.deserterActive = false;
        }
    }

    /** @return the removed knight's strength, or the next lower one the seat has in supply; 0 if none */
    private static int deserterStrength(GameState s, int seat) {
        for (int strength = s.effects.deserterStrength; strength >= Knights.BASIC; strength--) {
            if (s.knights.left[KnightBoard.supplyIndex(seat, strength)] > 0) {
                return strength;
            }
        }
        return 0;
    }

    /** the empty intersections touched by the seat's roads or ships. */
    private static NodeSet deserterSpots(GameState s, int seat) {
        NodeSet spots = new NodeSet();
        NodeSet reached = Knights.reach(s, seat);
        for (int node = reached.next(0); node >= 0; node = reached.next(node + 1)) {
            if (Knights.isEmpty(s, node)) {
                spots.add(node);
            }
        }
        return spots;
    }

    /** No Fortress needed; an active knight counts as activated this turn (R-13.7.3 ruling, R-9.2.2). */
    private static void placeDeserter(GameState s, Chronicle c, int seat, int node) {
        int strength = deserterStrength(s, seat);
        boolean active = s.effects.deserterActive;
        s.knights.left[KnightBoard.supplyIndex(seat, strength)]--;
        s.knights.put(seat, node, strength, KnightFlags.of(active, active, false));
        c.add(new KnightChanged(seat, KnightChange.PLACED, node, node, strength, active));
        LongestRoad.updateAt(s, c, node, BoardView.NOBODY);
        s.effects.deserterStrength = 0;
        s.effects.deserterActive = false;
    }

    /**
     * Intrigue is played in the MainTurn and play resumes there: after the displaced knight's
     * relocation when one is owed, at once when the knight goes back to its supply.
     */
    private static Continuation playIntrigue(GameState s, Chronicle c, int seat, PlayIntrigue play) {
        ProgressCards.play(s, c, seat, ProgressCard.INTRIGUE, play);
        int node = play.intersection();
        int owner = s.knights.owner[node];
        int strength = s.knights.strength[node];
        boolean active = s.knights.isActive(node);
        s.knights.lift(node);
        Knights.relocateOrRemove(s, c, owner, node, strength, active);
        return Continuation.OWED_THEN_MAIN;
    }

    private static void warlord(GameState s, Chronicle c, int seat, Action play) {
        ProgressCards.play(s, c, seat, ProgressCard.WARLORD, play);
        SeatNodeSets mine = s.knights.placed;
        for (int node = mine.next(seat, 0); node >= 0; node = mine.next(seat, node + 1)) {
            if (!s.knights.isActive(node)) {
                s.knights.flags[node] = KnightFlags.activated(s.knights.flags[node]);
                c.add(new KnightChanged(seat, KnightChange.ACTIVATED, node, node, s.knights.strength[node], true));
            }
        }
    }

    private static List<Action> ownKnights(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        SeatNodeSets mine = s.knights.placed;
        for (int node = mine.next(seat, 0); node >= 0; node = mine.next(seat, node + 1)) {
            options.add(REMOVALS[node]);
        }
        return options.toList();
    }

    private static List<Action> deserterOptions(GameState s, int seat) {
        OptionBuffer options = s.optionBuffer.start();
        NodeSet spots = deserterSpots(s, seat);
        for (int node = spots.next(0); node >= 0; node = spots.next(node + 1)) {
            options.add(PLACEMENTS[node]);
        }
        options.add(SkipPlacement.INSTANCE);
        return options.toList();
    }

    /** The player passed on placing the knight Deserter gave, or had none to place. */
    static void noDeserterToPlace(GameState s) {
        s.effects.deserterStrength = 0;
        s.effects.deserterActive = false;
    }

    // --- decisions

    /** @return the decision of a Deserter phase for the seat that owes it */
    static Decision decision(GameState s, int seat) {
        if (s.turn.phase() == Phase.DESERTER_LOSE) {
            return new ChooseKnightToLose(seat, ownKnights(s, seat));
        }
        return new PlaceDeserterKnight(seat, deserterStrength(s, seat), deserterOptions(s, seat));
    }
}
