package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.CitiesKnightsBarbarianAttackTest.castlePath;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivatePathKnight;
import org.knightsarena.api.action.BuildNeutralRoad;
import org.knightsarena.api.action.DisplacePathKnight;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PromotePathKnight;
import org.knightsarena.api.decision.BuildNeutral;
import org.knightsarena.api.decision.MainTurn;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.decision.PlaceKnightOnPath;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.barbarianattack.Capture;
import org.knightsarena.platform.game.rules.barbarianattack.PathKnights;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.position.Positions;

/**
 * Barbarian Attack with Cities &amp; Knights pieces at the tables issue 17 adds: 5–6 players, whose
 * knights recruited in the special build phase move at once (docs/rules/variants.md#R-17.2.7), and
 * Catan for Two, with the Foreign Knight and neutral knights on the paths (R-17.3.1–,
 * rulings in docs/rulings.md). Each through the decisions the engine offers and the actions it applies.
 */
class CitiesKnightsBarbarianAttackTablesTest {

    /** A 5-player C&amp;K game in seat 1's special build phase after seat 0's turn. */
    private static Fixture specialBuild(String hand) {
        Fixture f = Fixture.barbarianAttack(Ruleset.CITIES_AND_KNIGHTS, 5, 7);
        GameState s = f.state();
        f.hand(1, hand);
        s.turn.active = 0;
        s.turn.specialBuilder = 1;
        s.turn.enter(Phase.SPECIAL_BUILD);
        return f;
    }

    /** A Catan for Two C&amp;K game in seat 0's main phase. */
    private static Fixture forTwo() {
        return Fixture.barbarianAttack(Ruleset.CITIES_AND_KNIGHTS, 2, 3).main(0);
    }

    @Test
    @DisplayName("R-17.2.7, R-24.4.5: a C&K knight recruited in the special build phase must move at once, up to 3"
            + " paths, and only it; no other knight moves there")
    void r17_2_7ARecruitInTheSpecialBuildPhaseMovesAtOnce() {
        Fixture f = specialBuild("1 wool, 1 ore");
        GameState s = f.state();
        int older = castlePath(s, 3);
        s.castle.placeKnight(1, older, 0);
        MainTurn build = assertInstanceOf(MainTurn.class, f.game().decision());
        assertEquals(1, build.seat());
        assertTrue(build.options().contains(new PlacePathKnight(castlePath(s, 0))), "recruiting is a build");
        assertFalse(build.options().stream().anyMatch(a -> a instanceof MovePathKnight), "no movement otherwise");
        int entry = castlePath(s, 0);
        f.game().applyChecked(new PlacePathKnight(entry));
        assertEquals(0, s.cards.handSize(1), "1 wool and 1 ore paid");
        MoveKnightsOnPaths move =
                assertInstanceOf(MoveKnightsOnPaths.class, f.game().decision());
        assertEquals(Phase.MOVE_NEW_KNIGHT, s.turn.phase());
        assertEquals(1, move.seat());
        assertEquals(1, LegalActions.decider(s));
        assertFalse(move.options().contains(EndTurn.INSTANCE), "it must move: no passing");
        int[] d = PathKnights.distances(s, entry, 5);
        for (Action option : move.options()) {
            MovePathKnight m = (MovePathKnight) option;
            assertEquals(entry, m.from(), "only the new knight moves");
            assertTrue(d[m.to()] >= 1 && d[m.to()] <= PathKnights.MOVE, "an inactive recruit moves up to 3 paths");
        }
        int far = -1;
        for (int p = 0; p < d.length; p++) {
            far = d[p] == 4 && s.castle.knightOwner[p] < 0 ? p : far;
        }
        MovePathKnight tooFar = new MovePathKnight(entry, far);
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(tooFar), "refused: 4 paths");
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(EndTurn.INSTANCE), "refused: not moving");
        int near = -1;
        int[] fromOlder = PathKnights.distances(s, older, 1);
        for (int p = 0; p < fromOlder.length; p++) {
            near = fromOlder[p] == 1 && s.castle.knightOwner[p] < 0 ? p : near;
        }
        MovePathKnight wrongKnight = new MovePathKnight(older, near);
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(wrongKnight), "refused: another knight");

        String position = Positions.write(f.game());
        assertEquals(position, Positions.write(Positions.read(position)), "the move owed round-trips");
        MovePathKnight chosen = (MovePathKnight) move.options().get(0);
        f.game().applyChecked(chosen);
        assertEquals(1, s.castle.knightOwner[chosen.to()]);
        assertEquals(Phase.SPECIAL_BUILD, s.turn.phase(), "back to the builder's special build phase");
        assertEquals(-1, s.castle.mustMovePath);
        assertEquals(0, s.castle.knightFlags[chosen.to()] & CastleAndBarbarians.MOVED, "not a movement phase's move");
    }

    @Test
    @DisplayName("R-24.4.4, R-17.2.7: a path knight activated or promoted in the special build phase serves from its"
            + " owner's next turn")
    void r24_4_4ActivationsAndPromotionsInTheSpecialBuildPhase() {
        Fixture f = specialBuild("1 grain, 1 wool, 1 ore");
        GameState s = f.state();
        int path = castlePath(s, 2);
        s.castle.placeKnight(1, path, 0);
        List<Action> options = f.game().decision().options();
        assertTrue(options.contains(new ActivatePathKnight(path)), "activating is a build there");
        assertTrue(options.contains(new PromotePathKnight(path)), "promoting is a build there");
        f.game().applyChecked(new ActivatePathKnight(path));
        f.game().applyChecked(new PromotePathKnight(path));
        assertEquals(2, s.castle.knightStrength[path]);
        f.game().applyChecked(EndTurn.INSTANCE); // seat 1 passes
        assertEquals(
                CastleAndBarbarians.ACTIVE,
                s.castle.knightFlags[path] & ~CastleAndBarbarians.LEFT_CASTLE,
                "active, and no longer activated or promoted 'this turn'");
    }

    @Test
    @DisplayName(
            "R-17.3.7, R-17.3.1: the first recruit brings the Foreign Knight in, then the neutral knight it forces;"
                    + " the Foreign Knight, basic, is never offered activation or promotion")
    void r17_3_7TheForeignKnightIsBasicAndNeverActivatedOrPromoted() {
        Fixture f = forTwo().hand(0, "1 wool, 1 ore");
        GameState s = f.state();
        int own = castlePath(s, 0);
        f.game().applyChecked(new PlacePathKnight(own));
        assertInstanceOf(PlaceKnightOnPath.class, f.game().decision(), "R-24.3.1: the Foreign Knight enters");
        int foreign = castlePath(s, 1);
        f.game().applyChecked(new PlacePathKnight(foreign));
        assertEquals(s.castle.foreignColour, s.castle.knightOwner[foreign]);
        BuildNeutral neutral = assertInstanceOf(BuildNeutral.class, f.game().decision(), "R-17.3.1");
        assertEquals(4, neutral.options().size(), "the four free castle paths");
        int placed = castlePath(s, 2);
        f.game().applyChecked(new PlacePathKnight(placed));
        assertEquals(s.castle.neutralColour, s.castle.knightOwner[placed], "the second neutral colour's (a ruling)");
        assertEquals(s.castle.foreignColour + 1, s.castle.neutralColour);
        assertEquals(Phase.MAIN, s.turn.phase());

        f.hand(0, "2 grain, 2 wool, 2 ore");
        List<Action> options = f.game().decision().options();
        assertTrue(options.contains(new ActivatePathKnight(own)) && options.contains(new PromotePathKnight(own)));
        for (int path : new int[] {foreign, placed}) {
            assertFalse(options.contains(new ActivatePathKnight(path)), "R-17.3.7, R-17.3.2: never activated");
            assertFalse(options.contains(new PromotePathKnight(path)), "R-17.3.7: only by the neutral promotion");
        }
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(new ActivatePathKnight(foreign)));
        assertThrows(IllegalArgumentException.class, () -> f.game().apply(new PromotePathKnight(foreign)));
        assertEquals(1, s.castle.knightStrength[foreign]);
    }

    @Test
    @DisplayName("R-17.3.1: with no free castle path or no basic neutral piece, the recruit forces a neutral road")
    void r17_3_1ANeutralRoadWhenNoNeutralKnightCanBePlaced() {
        Fixture f = forTwo();
        GameState s = f.state();
        s.castle.placeKnight(s.castle.foreignColour, castlePath(s, 5), 0);
        for (int k = 0; k < 4; k++) {
            s.castle.placeKnight(1, castlePath(s, k), 0);
        }
        f.hand(0, "1 wool, 1 ore");
        f.game().applyChecked(new PlacePathKnight(castlePath(s, 4))); // the last free castle path
        BuildNeutral road = assertInstanceOf(BuildNeutral.class, f.game().decision());
        assertFalse(road.options().isEmpty());
        assertTrue(road.options().stream().allMatch(a -> a instanceof BuildNeutralRoad), "a road, never a settlement");
        f.game().applyChecked(road.options().get(0));
        assertEquals(Phase.MAIN, s.turn.phase());

        Fixture g = forTwo();
        GameState t = g.state();
        t.castle.placeKnight(t.castle.foreignColour, castlePath(t, 5), 0);
        t.castle.placeKnight(t.castle.neutralColour, castlePath(t, 4), 0);
        t.castle.placeKnight(t.castle.neutralColour, castlePath(t, 3), 0);
        g.hand(0, "1 wool, 1 ore");
        g.game().applyChecked(new PlacePathKnight(castlePath(t, 0)));
        BuildNeutral noPiece = assertInstanceOf(BuildNeutral.class, g.game().decision());
        assertTrue(
                noPiece.options().stream().allMatch(a -> a instanceof BuildNeutralRoad),
                "two basic neutral knights stand: a road instead");
    }

    @Test
    @DisplayName("R-17.3.3: a promotion promotes a basic neutral path knight to strong, no higher; with none, nothing")
    void r17_3_3NeutralPathKnightsGoNoHigherThanStrong() {
        Fixture f = forTwo();
        GameState s = f.state();
        int own = castlePath(s, 0);
        int neutral = castlePath(s, 1);
        s.castle.placeKnight(s.castle.foreignColour, castlePath(s, 5), 0);
        s.castle.placeKnight(0, own, 0);
        s.castle.placeKnight(s.castle.neutralColour, neutral, 0);
        f.hand(0, "1 wool, 1 ore");
        f.game().applyChecked(new PromotePathKnight(own));
        BuildNeutral promotion = assertInstanceOf(BuildNeutral.class, f.game().decision());
        assertEquals(List.of(new PromotePathKnight(neutral)), promotion.options());
        f.game().applyChecked(new PromotePathKnight(neutral));
        assertEquals(2, s.castle.knightStrength[neutral], "strong");
        assertFalse(s.castle.isActive(neutral), "R-17.3.2: never active");
        assertEquals(Phase.MAIN, s.turn.phase());

        s.castle.endTurn(); // the next turn: the own knight may be promoted again (strong to mighty needs a Fortress)
        s.improvements.levels[org.knightsarena.api.cards.Track.POLITICS.ordinal()] = Knights.FORTRESS_LEVEL;
        f.hand(0, "1 wool, 1 ore");
        f.game().applyChecked(new PromotePathKnight(own));
        assertEquals(3, s.castle.knightStrength[own]);
        assertEquals(Phase.MAIN, s.turn.phase(), "no basic neutral knight left: nothing happens");
        assertEquals(2, s.castle.knightStrength[neutral], "neutral knights go no higher than strong");
    }

    @Test
    @DisplayName("R-17.3.2: neutral path knights only block: no part in captures, never casualties, never defending;"
            + " they may be displaced, the Foreign Knight may not (a ruling)")
    void r17_3_2NeutralPathKnightsOnlyBlock() {
        Fixture f = forTwo();
        GameState s = f.state();
        int neutral = s.castle.neutralColour;
        int hex = coastalHex(s);
        s.castle.barbarians[hex] = 1;
        Topology t = s.topology;
        int[] around = new int[6];
        for (int k = 0; k < 6; k++) {
            around[k] = t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
        }
        s.castle.placeKnight(neutral, around[0], CastleAndBarbarians.LEFT_CASTLE);
        s.castle.placeKnight(neutral, around[1], CastleAndBarbarians.LEFT_CASTLE);
        s.castle.knightStrength[around[1]] = 2;
        Capture.afterMovement(s, org.knightsarena.platform.game.state.Chronicle.discarding(), 0);
        assertEquals(1, s.castle.barbarians[hex], "neutral knights capture nobody");
        assertEquals(0, s.castle.activeStrength(neutral), "and add nothing against C&K's barbarians");
        s.castle.placeKnight(0, around[2], CastleAndBarbarians.LEFT_CASTLE);
        s.castle.placeKnight(0, around[3], CastleAndBarbarians.LEFT_CASTLE);
        Capture.afterMovement(s, org.knightsarena.platform.game.state.Chronicle.discarding(), 0);
        assertEquals(0, s.castle.barbarians[hex], "the player's two knights beat one barbarian");
        assertEquals(1, s.castle.prisoners[0]);
        assertEquals(neutral, s.castle.knightOwner[around[0]], "never a casualty");
        assertEquals(neutral, s.castle.knightOwner[around[1]], "never a casualty");

        Fixture g = forTwo();
        GameState u = g.state();
        int from = castlePath(u, 0);
        int foreign = castlePath(u, 1);
        int basic = castlePath(u, 2);
        u.castle.placeKnight(0, from, CastleAndBarbarians.ACTIVE);
        u.castle.knightStrength[from] = 2;
        u.castle.placeKnight(u.castle.foreignColour, foreign, 0);
        u.castle.placeKnight(neutral, basic, 0);
        g.hand(0, "");
        g.game().applyChecked(EndTurn.INSTANCE);
        List<Action> moves = g.game().decision().options();
        assertTrue(moves.contains(new DisplacePathKnight(from, basic)), "a weaker neutral knight is displaced");
        assertFalse(moves.contains(new DisplacePathKnight(from, foreign)), "the Foreign Knight is both players'");
    }

    private static int coastalHex(GameState s) {
        for (int hex = 0; hex < s.castle.barbarians.length; hex++) {
            if (s.castle.landsOn(hex, s.board.token(hex))) {
                return hex;
            }
        }
        throw new AssertionError("no coastal hex");
    }

    @Test
    @DisplayName("R-17.3.1: a position with neutral path knights round-trips; a fifth neutral knight is refused")
    void positionsCarryTheNeutralPathKnights() {
        Fixture f = forTwo();
        GameState s = f.state();
        s.castle.placeKnight(s.castle.foreignColour, castlePath(s, 5), 0);
        s.castle.placeKnight(s.castle.neutralColour, castlePath(s, 4), 0);
        s.castle.placeKnight(s.castle.neutralColour, castlePath(s, 3), 0);
        s.castle.knightStrength[castlePath(s, 3)] = 2;
        String position = Positions.write(f.game());
        Game loaded = Positions.read(position);
        assertEquals(position, Positions.write(loaded));
        assertEquals(s.castle, loaded.state().castle);
    }
}
