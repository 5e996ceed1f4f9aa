package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivatePathKnight;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.DisplacePathKnight;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PromotePathKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Track;
import org.knightsarena.api.decision.MoveKnightsOnPaths;
import org.knightsarena.api.event.BarbarianLanded;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.BarbariansCaptured;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.flow.LegalActions;
import org.knightsarena.platform.game.rules.barbarianattack.PathKnights;
import org.knightsarena.platform.game.state.CastleAndBarbarians;
import org.knightsarena.platform.game.state.GameState;

/**
 * Barbarian Attack with Cities &amp; Knights pieces (docs/rules/variants.md#R-17.2,
 * docs/rules/traders-and-barbarians.md#R-24.1.12, R-24.1.13): one test per rule id, each through
 * the decisions the engine offers and the actions it applies.
 */
class CitiesKnightsBarbarianAttackTest {

    private static final int ACTIVE = CastleAndBarbarians.ACTIVE;

    private static Fixture game() {
        return Fixture.barbarianAttack(Ruleset.CITIES_AND_KNIGHTS, 3, 2);
    }

    /** The castle hex's path from its corner {@code k}; other tests of the variant share it. */
    static int castlePath(GameState s, int k) {
        Topology t = s.topology;
        int hex = s.castle.castleHex;
        return t.pathBetween(t.corner(hex, k), t.corner(hex, (k + 1) % 6));
    }

    /** A path at exactly {@code steps} from {@code from}, off the castle, other than {@code not}. */
    private static int pathAt(GameState s, int from, int steps, int not) {
        int[] d = PathKnights.distances(s, from, 7);
        for (int p = 0; p < d.length; p++) {
            if (d[p] == steps && p != not && !PathKnights.isCastlePath(s, p)) {
                return p;
            }
        }
        throw new AssertionError("no path at " + steps);
    }

    /** Puts a knight of a seat on a path with a strength and flags (out of the castle). */
    private static void knight(GameState s, int seat, int path, int strength, int flags) {
        s.castle.placeKnight(seat, path, CastleAndBarbarians.LEFT_CASTLE | flags);
        s.castle.knightStrength[path] = (byte) strength;
    }

    /** Ends seat 0's main phase: its movement phase follows while it has a knight on the board. */
    private static List<Action> movementOptions(Fixture f) {
        f.main(0).hand(0, "");
        f.game().applyChecked(EndTurn.INSTANCE);
        assertInstanceOf(MoveKnightsOnPaths.class, f.game().decision(), "R-24.1.6: the movement phase");
        return f.game().decision().options();
    }

    /** A knight of seat 0 two paths off the castle, so paths 1 to 6 away are all off it. */
    private static int start(GameState s) {
        return pathAt(s, castlePath(s, 0), 2, -1);
    }

    @Test
    @DisplayName("R-17.2.1 C&K knights are recruited at C&K's cost onto a free castle path, not tied to roads, never on"
            + " intersections; the view shows their strength and activity")
    void r17_2_1KnightsAreCitiesAndKnightsPiecesOnPaths() {
        Fixture f = game().main(0).hand(0, "1 wool, 1 ore");
        GameState s = f.state();
        int taken = castlePath(s, 1);
        knight(s, 1, taken, 1, 0);
        List<Action> options = f.game().decision().options();
        long recruits =
                options.stream().filter(a -> a instanceof PlacePathKnight).count();
        assertEquals(5, recruits, "the five free castle paths, with no road of the seat anywhere");
        assertFalse(options.contains(new PlacePathKnight(taken)), "one knight per path");
        assertTrue(options.stream().noneMatch(a -> a instanceof RecruitKnight), "no knight on an intersection");
        assertFalse(options.contains(BuyDevelopmentCard.INSTANCE), "R-17.2.8: no scenario card to buy");
        int path = castlePath(s, 0);
        f.game().applyChecked(new PlacePathKnight(path));
        assertEquals(0, s.cards.handSize(0), "1 wool and 1 ore paid");
        assertEquals(0, s.castle.knightOwner[path]);
        BoardView view = new SeatView(f.game(), s, 0).board();
        assertEquals(1, view.pathKnightStrength(path), "a basic knight");
        assertFalse(view.isPathKnightActive(path), "recruited inactive (R-9.1.2)");
        assertEquals(0, s.knights.onBoard(0), "no C&K knight on an intersection");
        f.hand(0, "1 grain, 1 wool, 1 ore");
        options = f.game().decision().options();
        assertTrue(options.contains(new ActivatePathKnight(path)), "activated for 1 grain");
        assertTrue(options.contains(new PromotePathKnight(path)), "promoted for 1 wool and 1 ore");
        f.game().applyChecked(new ActivatePathKnight(path));
        assertTrue(new SeatView(f.game(), s, 1).board().isPathKnightActive(path), "every seat sees it active");
        f.game().applyChecked(new PromotePathKnight(path));
        assertEquals(2, new SeatView(f.game(), s, 2).board().pathKnightStrength(path), "a strong knight");
        assertFalse(
                f.game().decision().options().contains(new PromotePathKnight(path)),
                "R-9.3.3: once a turn (and a Fortress for mighty)");
    }

    @Test
    @DisplayName("R-17.2.1 a knight on a path does not interrupt anyone's Longest Road")
    void r17_2_1KnightsNeverInterruptLongestRoad() {
        Fixture f = game();
        GameState s = f.state();
        Topology t = s.topology;
        int[] chain = new int[6];
        int node = t.corner(9, 0);
        int[] path = new int[5];
        chain[0] = node;
        for (int i = 0; i < 5; i++) {
            int next = -1;
            for (int k = 0; k < t.pathCountAt(node) && next < 0; k++) {
                int candidate = t.neighbour(node, k);
                boolean seen = false;
                for (int j = 0; j <= i; j++) {
                    seen |= chain[j] == candidate;
                }
                if (!seen) {
                    next = candidate;
                    path[i] = t.pathAt(node, k);
                }
            }
            chain[i + 1] = next;
            node = next;
        }
        f.roads(0, chain);
        int before = org.knightsarena.platform.game.rules.base.LongestRoad.length(s, 0);
        assertEquals(5, before, "a road of five");
        knight(s, 1, path[2], 3, ACTIVE);
        assertEquals(before, org.knightsarena.platform.game.rules.base.LongestRoad.length(s, 0), "not cut");
    }

    @Test
    @DisplayName("R-17.2.3 strength does not change how far a knight moves")
    void r17_2_3StrengthDoesNotChangeMovement() {
        for (int strength = 1; strength <= 3; strength++) {
            Fixture f = game();
            GameState s = f.state();
            int from = start(s);
            knight(s, 0, from, strength, 0);
            List<Action> options = movementOptions(f);
            assertTrue(
                    options.contains(new MovePathKnight(from, pathAt(s, from, 3, -1))),
                    "3 paths, strength " + strength);
            assertFalse(
                    options.contains(new MovePathKnight(from, pathAt(s, from, 4, -1))), "not 4, strength " + strength);
        }
    }

    @Test
    @DisplayName(
            "R-17.2.4 accepted: an inactive knight moves 3, an active one 5 and a move past 3 deactivates it, no grain")
    void r17_2_4Accepted() {
        Fixture f = game();
        GameState s = f.state();
        int from = start(s);
        knight(s, 0, from, 1, ACTIVE);
        List<Action> options = movementOptions(f);
        int five = pathAt(s, from, 5, -1);
        assertTrue(options.contains(new MovePathKnight(from, five)), "an active knight moves 5");
        f.game().applyChecked(new MovePathKnight(from, pathAt(s, from, 4, -1)));
        int to = pathAt(s, from, 4, -1);
        assertFalse(s.castle.isActive(to), "past 3 it is inactive");
        assertEquals(0, s.cards.handSize(0), "no grain paid or needed");

        f = game();
        s = f.state();
        from = start(s);
        knight(s, 0, from, 1, ACTIVE);
        movementOptions(f);
        int three = pathAt(s, from, 3, -1);
        f.game().applyChecked(new MovePathKnight(from, three));
        assertTrue(s.castle.isActive(three), "3 paths keep it active");
    }

    @Test
    @DisplayName("R-17.2.4 refused: an inactive knight does not move 4, even holding grain; an active one not 6")
    void r17_2_4Refused() {
        Fixture f = game();
        GameState s = f.state();
        int from = start(s);
        knight(s, 0, from, 1, 0);
        f.main(0).hand(0, "3 grain");
        f.game().applyChecked(EndTurn.INSTANCE);
        List<Action> options = f.game().decision().options();
        assertFalse(options.contains(new MovePathKnight(from, pathAt(s, from, 4, -1))), "no paid movement any more");

        f = game();
        s = f.state();
        from = start(s);
        knight(s, 0, from, 1, ACTIVE);
        options = movementOptions(f);
        assertFalse(options.contains(new MovePathKnight(from, pathAt(s, from, 6, -1))), "an active knight not 6");
    }

    @Test
    @DisplayName("R-17.2.5 extra movement is not a knight action: a knight activated this turn moves 5, though it may"
            + " not act (displace) this turn")
    void r17_2_5ExtraMovementIsNotAKnightAction() {
        Fixture f = game();
        GameState s = f.state();
        int from = start(s);
        knight(s, 0, from, 2, 0);
        int victim = pathAt(s, from, 2, -1);
        knight(s, 1, victim, 1, 0);
        f.main(0).hand(0, "1 grain");
        f.game().applyChecked(new ActivatePathKnight(from));
        f.game().applyChecked(EndTurn.INSTANCE);
        List<Action> options = f.game().decision().options();
        assertTrue(options.contains(new MovePathKnight(from, pathAt(s, from, 5, victim))), "moves 5 in the same turn");
        assertFalse(options.contains(new DisplacePathKnight(from, victim)), "R-9.2.2: no knight action this turn");
    }

    @Test
    @DisplayName("R-17.2.6 accepted: an active knight moves up to 3 and displaces a weaker opponent's knight, both"
            + " end inactive, the displaced one on the nearest free path (R-24.1.13)")
    void r17_2_6Accepted() {
        Fixture f = game();
        GameState s = f.state();
        int from = start(s);
        knight(s, 0, from, 2, ACTIVE);
        int victim = pathAt(s, from, 3, -1);
        knight(s, 1, victim, 1, ACTIVE);
        List<Action> options = movementOptions(f);
        assertTrue(options.contains(new DisplacePathKnight(from, victim)));
        int before = f.game().events().size();
        f.game().applyChecked(new DisplacePathKnight(from, victim));
        assertEquals(0, s.castle.knightOwner[victim], "the mover stands there");
        assertEquals(2, s.castle.knightStrength[victim]);
        assertFalse(s.castle.isActive(victim), "its knight action made it inactive");
        int found = -1;
        for (int p = 0; p < s.castle.knightOwner.length; p++) {
            found = s.castle.knightOwner[p] == 1 ? p : found;
        }
        int refuge = found;
        assertTrue(refuge >= 0, "the displaced knight stays on the board");
        assertEquals(1, PathKnights.distances(s, victim, 3)[refuge], "on the nearest free path");
        assertFalse(s.castle.isActive(refuge), "a displaced active knight becomes inactive");
        assertEquals(1, s.castle.knightStrength[refuge], "with its strength");
        assertTrue(f.game().events().subList(before, f.game().events().size()).stream()
                .anyMatch(e -> e instanceof org.knightsarena.api.event.PathKnightChanged c
                        && c.change() == org.knightsarena.api.event.KnightChange.DISPLACED
                        && c.to() == refuge));
    }

    @Test
    @DisplayName("R-17.2.6 refused: not past 3 paths, not an equal or stronger knight, not an own knight, not by an"
            + " inactive knight")
    void r17_2_6Refused() {
        Fixture f = game();
        GameState s = f.state();
        int from = start(s);
        knight(s, 0, from, 2, ACTIVE);
        int far = pathAt(s, from, 4, -1);
        knight(s, 1, far, 1, 0);
        int equal = pathAt(s, from, 2, far);
        knight(s, 2, equal, 2, 0);
        int own = pathAt(s, from, 1, -1);
        knight(s, 0, own, 1, 0);
        List<Action> options = movementOptions(f);
        assertFalse(options.contains(new DisplacePathKnight(from, far)), "a move past 3 may not displace");
        assertFalse(options.contains(new DisplacePathKnight(from, equal)), "only a weaker knight");
        assertFalse(options.contains(new DisplacePathKnight(from, own)), "only an opponent's knight");
        assertTrue(options.contains(new MovePathKnight(from, pathAt(s, from, 5, far))), "still moves 5 freely");

        f = game();
        s = f.state();
        from = start(s);
        knight(s, 0, from, 3, 0);
        int weak = pathAt(s, from, 1, -1);
        knight(s, 1, weak, 1, 0);
        options = movementOptions(f);
        assertFalse(options.contains(new DisplacePathKnight(from, weak)), "an inactive knight may not act");
    }

    @Test
    @DisplayName("R-17.2.8 C&K's barbarians still attack: active path knights defend with their strength and are"
            + " deactivated after; a city brings barbarians to the coast (R-24.1.3); progress cards, no scenario deck")
    void r17_2_8CitiesAndKnightsBarbariansStillCome() {
        Fixture f = game();
        GameState s = f.state();
        int node = s.topology.corner(9, 0);
        f.city(0, node);
        int path = start(s);
        knight(s, 0, path, 3, ACTIVE);
        knight(s, 1, castlePath(s, 2), 2, 0);
        assertTrue(s.castle.deckEmpty(), "no scenario deck");
        assertTrue(s.progress.decks[0].length > 0, "the progress decks");
        List<GameEvent> events = CkRollTest.roll(f.barbarians(6), 2, 3, EventDie.SHIP);
        BarbariansAttacked attack = events.stream()
                .filter(e -> e instanceof BarbariansAttacked)
                .map(BarbariansAttacked.class::cast)
                .findFirst()
                .orElseThrow();
        assertEquals(3, attack.defence(), "the active mighty knight defends, the inactive strong one does not");
        assertFalse(s.castle.isActive(path), "deactivated after the attack (R-10.5)");

        f = game().main(0).hand(0, "2 grain, 3 ore");
        s = f.state();
        int settlement = s.topology.corner(9, 0);
        f.settlement(0, settlement);
        int before = f.game().events().size();
        f.game().applyChecked(new BuildCity(settlement));
        long landed = f.game().events().subList(before, f.game().events().size()).stream()
                .filter(e -> e instanceof BarbarianLanded)
                .count();
        assertEquals(3, landed, "a city brings three barbarians");
    }

    @Test
    @DisplayName("R-24.1.12 a capture counts knights' strength: a mighty knight alone frees a hex of 2 barbarians")
    void r24_1_12CaptureCountsStrength() {
        Fixture f = game();
        GameState s = f.state();
        int hex = s.castle.landingHex(6);
        s.castle.barbarians[hex] = 2;
        Topology t = s.topology;
        int side = t.pathBetween(t.corner(hex, 0), t.corner(hex, 1));
        knight(s, 0, side, 3, 0);
        f.main(0).hand(0, "");
        f.game().applyChecked(EndTurn.INSTANCE);
        if (f.game().decision() instanceof MoveKnightsOnPaths) {
            f.game().applyChecked(EndTurn.INSTANCE);
        }
        assertEquals(0, s.castle.barbarians[hex], "freed");
        assertTrue(f.game().events().stream().anyMatch(e -> e instanceof BarbariansCaptured));
        assertTrue(s.castle.prisoners[0] == 2, "both prisoners to the mighty knight's owner");
    }

    @Test
    @DisplayName("R-24.1.12 a mighty knight needs a Fortress; two pieces of each strength")
    void r24_1_12PromotionNeedsAFortressAndAPiece() {
        Fixture f = game().main(0).hand(0, "1 wool, 1 ore");
        GameState s = f.state();
        int strong = start(s);
        knight(s, 0, strong, 2, 0);
        assertFalse(LegalActions.decision(s).options().contains(new PromotePathKnight(strong)), "no Fortress");
        f.level(0, Track.POLITICS, 3);
        assertTrue(LegalActions.decision(s).options().contains(new PromotePathKnight(strong)), "with a Fortress");
        knight(s, 0, pathAt(s, strong, 1, -1), 3, 0);
        knight(s, 0, pathAt(s, strong, 2, -1), 3, 0);
        assertFalse(LegalActions.decision(s).options().contains(new PromotePathKnight(strong)), "no mighty piece left");
        assertEquals(1, s.cards.count(0, Card.WOOL));
    }

    @Test
    @DisplayName("R-17.2.1 positions keep the path knights' strength and activity, load back byte for byte and play"
            + " on as the saved game; replays re-run")
    void positionsRoundTripWithStrengthsAndActivity() {
        int ranked = 0;
        for (long seed = 0; seed < 6; seed++) {
            Game game = Game.create(
                    org.knightsarena.platform.game.state.GameOptions.standard(
                                    Ruleset.CITIES_AND_KNIGHTS, 3 + (int) seed % 2)
                            .withBarbarianAttack(),
                    seed);
            RandomPlay.steps(game, new java.util.Random(seed), 400 + 200 * (int) seed);
            String position = org.knightsarena.platform.position.Positions.write(game);
            ranked += position.contains("\"strength\"") ? 1 : 0;
            Game loaded = org.knightsarena.platform.position.Positions.read(position);
            assertEquals(position, org.knightsarena.platform.position.Positions.write(loaded), "seed " + seed);
            assertEquals(game.state().castle, loaded.state().castle, "knights, strengths, flags, seed " + seed);
            List<String> agents = java.util.Collections.nCopies(game.state().players, "uniform");
            String replay = org.knightsarena.platform.chronicle.ReplayJson.write(
                    org.knightsarena.platform.chronicle.Replay.of(game, agents, "test"));
            Game rerun = org.knightsarena.platform.chronicle.Rerun.game(
                    org.knightsarena.platform.chronicle.ReplayJson.read(replay));
            assertEquals(position, org.knightsarena.platform.position.Positions.write(rerun), "re-run, seed " + seed);
            RandomPlay.toTheEnd(loaded, new java.util.Random(seed + 100));
            RandomPlay.toTheEnd(game, new java.util.Random(seed + 100));
            assertEquals(
                    org.knightsarena.platform.position.Positions.write(game),
                    org.knightsarena.platform.position.Positions.write(loaded),
                    "a loaded game plays on as the saved one");
        }
        assertTrue(ranked > 0, "some position holds a knight with its strength");
    }

    @Test
    @DisplayName("R-24.1.11 with Cities & Knights the target is 15")
    void r24_1_11TargetWithCitiesAndKnights() {
        Game game = Game.create(
                org.knightsarena.platform.game.state.GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4)
                        .withBarbarianAttack(),
                1);
        assertEquals(15, game.options().pointsToWin());
    }

    @Test
    @DisplayName("R-24.1.12 Inventor leaves the coast's landing numbers where they are, and swaps the others")
    void r24_1_12InventorKeepsTheLandingNumbers() {
        Fixture f = game().main(0).progress(0, org.knightsarena.api.cards.ProgressCard.INVENTOR);
        GameState s = f.state();
        List<org.knightsarena.api.action.PlayInventor> swaps = LegalActions.decision(s).options().stream()
                .filter(a -> a instanceof org.knightsarena.api.action.PlayInventor)
                .map(org.knightsarena.api.action.PlayInventor.class::cast)
                .toList();
        assertFalse(swaps.isEmpty(), "inner hexes still swap");
        for (org.knightsarena.api.action.PlayInventor swap : swaps) {
            for (int hex : new int[] {swap.hexA(), swap.hexB()}) {
                assertTrue(s.castle.landingHex(s.board.token(hex)) != hex, "hex " + hex + " is a landing hex");
            }
        }
    }
}
