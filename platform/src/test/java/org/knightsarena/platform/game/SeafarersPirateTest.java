package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.SeaChains.any;
import static org.knightsarena.platform.game.SeaChains.chain;
import static org.knightsarena.platform.game.SeaChains.land;
import static org.knightsarena.platform.game.SeaChains.path;
import static org.knightsarena.platform.game.SeaChains.shipPath;
import static org.knightsarena.platform.game.SeafarersShipsTest.SHORES;
import static org.knightsarena.platform.game.SeafarersShipsTest.options;

import java.util.List;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.MovePirate;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.board.BoardView;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.DevelopmentCard;
import org.knightsarena.api.decision.ChooseVictim;
import org.knightsarena.api.decision.PlaceRobber;
import org.knightsarena.api.event.PirateMoved;
import org.knightsarena.platform.board.Topology;
import org.knightsarena.platform.game.rules.seafarers.Pirate;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.position.Positions;

/** The pirate of a Seafarers map (docs/rules/seafarers.md, R-23.6, R-23.2.5, R-23.3.5; ). */
class SeafarersPirateTest {

    private static List<MovePirate> pirateMoves(GameState s) {
        return options(s).stream()
                .filter(MovePirate.class::isInstance)
                .map(MovePirate.class::cast)
                .toList();
    }

    /** @return the six paths around a hex */
    private static int[] sides(GameState s, int hex) {
        Topology t = s.topology;
        int[] sides = new int[6];
        for (int c = 0; c < 6; c++) {
            sides[c] = t.pathBetween(t.corner(hex, c), t.corner(hex, (c + 1) % 6));
        }
        return sides;
    }

    /** @return the first sea hex other than the pirate's */
    private static int otherSea(GameState s) {
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            if (!s.sea.landHex(hex) && hex != s.figures.pirate) {
                return hex;
            }
        }
        throw new AssertionError("one sea hex only");
    }

    @Test
    @DisplayName("R-23.6.1: the pirate starts on the scenario's sea hex; a seven moves the robber or the pirate")
    void sevenMovesTheRobberOrThePirate() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        assertEquals(s.sea.map().pirateHex(), s.figures.pirate, "where the scenario file puts it");
        assertFalse(s.sea.landHex(s.figures.pirate), "on a sea hex");
        assertEquals(s.figures.pirate, f.game().view(0).board().pirate(), "the agent API's BoardView shows it");
        f.beforeRoll(0).dice(3, 4);
        f.game().apply(RollDice.INSTANCE);
        assertEquals(Phase.PLACE_ROBBER_OR_PIRATE, s.turn.phase());
        PlaceRobber d = assertInstanceOf(PlaceRobber.class, f.game().decision());
        assertTrue(d.options().stream().anyMatch(MoveRobber.class::isInstance), "the robber may move");
        assertFalse(pirateMoves(s).isEmpty(), "or the pirate");
        int start = s.figures.robber;
        f.game().apply(pirateMoves(s).get(0));
        assertEquals(start, s.figures.robber, "moving the pirate leaves the robber");
        assertEquals(Phase.MAIN, s.turn.phase(), "nobody to rob: the turn goes on");
    }

    @Test
    @DisplayName("R-23.6.1: in the base ruleset a Knight card moves the robber or the pirate too")
    void knightCardMovesThePirate() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        f.developmentCard(0, DevelopmentCard.KNIGHT).main(0);
        f.game().apply(PlayDevelopmentCard.knight());
        assertEquals(Phase.PLACE_ROBBER_OR_PIRATE, s.turn.phase());
        MovePirate move = pirateMoves(s).get(0);
        f.game().apply(move);
        assertEquals(move.hex(), s.figures.pirate);
        assertTrue(f.game().events().contains(new PirateMoved(0, move.hex())));
        assertEquals(1, s.points.knightsPlayed[0], "the knight counts for the Largest Army all the same");
    }

    @Test
    @DisplayName("R-23.6.2: the pirate goes to another sea hex, and its mover robs an owner of a ship beside it")
    void pirateRobsAShipOwner() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int target = otherSea(s);
        int[] sides = sides(s, target);
        f.ship(1, sides[0]).ship(2, sides[3]).ship(0, sides[1]).hand(1, "2 ore").hand(2, "1 grain");
        f.hand(3, "1 wool"); // no ship there: never robbed
        s.turn.interrupt(Phase.PLACE_ROBBER_OR_PIRATE, Phase.MAIN);
        List<MovePirate> moves = pirateMoves(s);
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            boolean allowed = !s.sea.landHex(hex) && hex != s.figures.pirate;
            assertEquals(allowed, moves.contains(new MovePirate(hex)), "hex " + hex);
        }
        f.game().apply(new MovePirate(target));
        assertEquals(Phase.CHOOSE_PIRATE_VICTIM, s.turn.phase(), "two owners of ships beside it");
        ChooseVictim d = assertInstanceOf(ChooseVictim.class, f.game().decision());
        assertEquals(List.of(new StealFrom(1), new StealFrom(2)), d.options(), "not the mover, not seat 3");
        String position = Positions.write(f.game());
        assertEquals(position, Positions.write(Positions.read(position)), "the pirate and its phase read back");
        f.game().apply(new StealFrom(1));
        assertEquals(1, s.cards.handOf(0).count(Card.ORE));
        assertEquals(1, s.cards.handOf(1).count(Card.ORE));
        assertEquals(Phase.MAIN, s.turn.phase());
    }

    @Test
    @DisplayName("R-23.2.5: no ship is built on a side of the pirate's hex")
    void noShipBuiltBesideThePirate() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] coast = chain(s, besideSea(s), land(s), any());
        int path = path(s, coast[0], coast[1]);
        f.settlement(0, coast[0])
                .hand(0, "1 lumber, 1 wool")
                .pirateAwayFrom(coast)
                .main(0);
        assertTrue(options(s).contains(new BuildShip(path)), "buildable while the pirate is away");
        int beside = hexBeside(s, path);
        f.pirate(beside);
        assertTrue(Pirate.blocks(s, path));
        assertFalse(options(s).contains(new BuildShip(path)), "the pirate's side");
        assertTrue(f.game().decision().validate(new BuildShip(path)).isPresent(), "refused with a reason");
    }

    @Test
    @DisplayName("R-23.3.5: a ship beside the pirate does not move, and none moves next to it")
    void noShipMovesFromOrToThePirate() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] walk = chain(s, besideSea(s), land(s), SeaChains.sea(s), any(), any());
        int[] p = SeaChains.paths(s, walk);
        f.settlement(0, walk[0]).ship(0, p[0]).ship(0, p[1]).pirateAwayFrom(walk);
        s.turn.number = 2;
        f.main(0);
        List<MoveShip> moves = shipMoves(s);
        assertFalse(moves.isEmpty(), "the open-end ship moves while the pirate is away");
        MoveShip some = moves.stream()
                .filter(m -> besideSea(s).test(m.to()))
                .findFirst()
                .orElseThrow();
        f.pirate(hexBeside(s, some.to()));
        assertFalse(shipMoves(s).contains(some), "not onto a side of the pirate's hex");
        f.pirate(hexBeside(s, p[1]));
        assertTrue(shipMoves(s).isEmpty(), "the open-end ship lies beside the pirate");
    }

    @Test
    @DisplayName("R-23.6.3: the pirate stops no production and no road: only ships")
    void pirateStopsShipsOnly() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, SHORES, 1);
        GameState s = f.state();
        int[] coast = chain(s, besideSea(s), land(s), any());
        int path = path(s, coast[0], coast[1]);
        f.pirate(hexBeside(s, path));
        assertTrue(Pirate.blocks(s, path));
        for (int road = 0; road < s.topology.pathCount(); road++) {
            if (!s.sea.shipPath(road)) {
                assertFalse(Pirate.blocks(s, road), "a land path is never a side of a sea hex");
            }
        }
        assertFalse(s.sea.landHex(s.figures.pirate), "a sea hex produces nothing to stop");
    }

    @Test
    @DisplayName(
            "R-23.6.4, R-17.1.4: pirate frozen before the first attack; then a seven moves it, a chase the robber only")
    void pirateFrozenBeforeTheFirstAttack() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, 4, SHORES, 1);
        GameState s = f.state();
        int start = s.figures.pirate;
        f.beforeRoll(0).dice(3, 4);
        f.game().apply(RollDice.INSTANCE);
        assertFalse(s.barbarians.hasAttacked());
        assertNotEquals(Phase.PLACE_ROBBER_OR_PIRATE, s.turn.phase(), "a seven moves nothing before the attack");
        assertTrue(pirateMoves(s).isEmpty());
        assertEquals(start, s.figures.pirate);

        s.barbarians.setAttacked(true);
        s.turn.number = 2;
        f.beforeRoll(0).dice(3, 4);
        f.game().apply(RollDice.INSTANCE);
        assertEquals(Phase.PLACE_ROBBER_OR_PIRATE, s.turn.phase(), "after the attack, the robber or the pirate");
        assertFalse(pirateMoves(s).isEmpty());

        s.turn.enter(Phase.MAIN);
        s.turn.interrupt(Phase.PLACE_ROBBER, Phase.MAIN); // as a knight's chase and Bishop do
        assertTrue(pirateMoves(s).isEmpty(), "a chase moves the robber only");
        assertFalse(options(s).isEmpty());
    }

    @Test
    @DisplayName("R-23.6.1: on a map without sea (the standard scenario) there is no pirate to move")
    void noSeaNoPirate() {
        Fixture f = Fixture.scenario(Ruleset.BASE, 4, "standard", 1);
        GameState s = f.state();
        assertEquals(BoardView.NOBODY, s.figures.pirate);
        f.beforeRoll(0).dice(3, 4);
        f.game().apply(RollDice.INSTANCE);
        assertEquals(Phase.PLACE_ROBBER, s.turn.phase());
        for (Action option : options(s)) {
            assertInstanceOf(MoveRobber.class, option);
        }
    }

    private static List<MoveShip> shipMoves(GameState s) {
        return options(s).stream()
                .filter(MoveShip.class::isInstance)
                .map(MoveShip.class::cast)
                .toList();
    }

    /** @return ship paths with a sea hex beside (not a coast on the frame's edge, which no pirate can close) */
    private static IntPredicate besideSea(GameState s) {
        return path -> shipPath(s).test(path) && seaHexBeside(s, path) >= 0;
    }

    /** @return a sea hex with the path as one of its sides */
    private static int hexBeside(GameState s, int path) {
        int hex = seaHexBeside(s, path);
        if (hex < 0) {
            throw new AssertionError("no sea hex beside path " + path);
        }
        return hex;
    }

    private static int seaHexBeside(GameState s, int path) {
        for (int hex = 0; hex < s.topology.hexCount(); hex++) {
            if (!s.sea.landHex(hex)) {
                for (int side : sides(s, hex)) {
                    if (side == path) {
                        return hex;
                    }
                }
            }
        }
        return -1;
    }
}
