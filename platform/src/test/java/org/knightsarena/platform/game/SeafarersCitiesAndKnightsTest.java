package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.PlayMerchant;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.board.Terrain;
import org.knightsarena.api.cards.ProgressCard;
import org.knightsarena.api.event.BarbariansAttacked;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.MapAreas;
import org.knightsarena.platform.board.MapFile;
import org.knightsarena.platform.game.rules.base.Building;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.maps.Scenarios;

/** Cities &amp; Knights with Seafarers (docs/rules/variants.md#R-17.1), the rules that need no ships. */
class SeafarersCitiesAndKnightsTest {

    @Test
    @DisplayName(
            "R-17.1.1 the target is the scenario's own plus 2: Heading for New Shores 14 -> 16, every file likewise")
    void targetPlusTwo() {
        for (MapFile file : Scenarios.files()) {
            for (int players : file.players()) {
                String scenario = file.id();
                int own = file.targetVictoryPoints();
                assertEquals(
                        own, create(Ruleset.BASE, scenario, players).options().pointsToWin(), scenario);
                assertEquals(
                        own + 2,
                        create(Ruleset.CITIES_AND_KNIGHTS, scenario, players)
                                .options()
                                .pointsToWin(),
                        scenario);
            }
        }
        assertEquals(
                14, create(Ruleset.BASE, "heading-for-new-shores", 4).options().pointsToWin());
        assertEquals(
                16,
                create(Ruleset.CITIES_AND_KNIGHTS, "heading-for-new-shores", 4)
                        .options()
                        .pointsToWin());
        assertEquals(
                14, create(Ruleset.CITIES_AND_KNIGHTS, "new-world", 4).options().pointsToWin(), "12 + 2");
    }

    private static Game create(Ruleset ruleset, String scenario, int players) {
        return Game.create(GameOptions.standard(ruleset, players).withScenario(scenario), 1, Scenarios::deal);
    }

    @Test
    @DisplayName("R-17.1.3 the merchant is refused on a gold field and on sea, offered on the land that produces")
    void merchantNeverOnGoldOrSea() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, "heading-for-new-shores", 4, 1);
        GameState s = f.state();
        int node = goldCoast(s);
        SeafarersGoldTest.spur(f.settlement(0, node), 0, node)
                .progress(0, ProgressCard.MERCHANT)
                .main(0);
        List<PlayMerchant> offered = TradeCardsTest.options(f.game(), PlayMerchant.class);
        List<PlayMerchant> producing = new ArrayList<>();
        for (int k = 0; k < s.topology.hexCountAt(node); k++) {
            int hex = s.topology.hexAt(node, k);
            Terrain terrain = s.board.terrain(hex);
            if (terrain == Terrain.GOLD || terrain == Terrain.SEA) {
                assertFalse(
                        f.game().decision().validate(new PlayMerchant(hex)).isEmpty(),
                        terrain + " hex " + hex + " refused");
            } else if (terrain.produces()) {
                producing.add(new PlayMerchant(hex));
            }
        }
        assertEquals(
                producing.stream()
                        .sorted(java.util.Comparator.comparingInt(PlayMerchant::hex))
                        .toList(),
                offered.stream()
                        .sorted(java.util.Comparator.comparingInt(PlayMerchant::hex))
                        .toList());
    }

    /** @return a free intersection where a gold field, a sea hex and (if any) producing land meet */
    private static int goldCoast(GameState s) {
        for (int node = 0; node < s.topology.intersectionCount(); node++) {
            boolean gold = false;
            boolean sea = false;
            for (int k = 0; k < s.topology.hexCountAt(node); k++) {
                Terrain t = s.board.terrain(s.topology.hexAt(node, k));
                gold |= t == Terrain.GOLD;
                sea |= t == Terrain.SEA;
            }
            if (gold && sea && Building.isFreeSpot(s, node)) {
                return node;
            }
        }
        throw new AssertionError("no gold field on the coast");
    }

    @Test
    @DisplayName("R-17.1.6 the barbarians count the cities of every island")
    void barbariansCountEveryIsland() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, "four-islands", 4, 2);
        GameState s = f.state();
        MapAreas areas = s.sea.areas();
        List<Integer> islands = new ArrayList<>();
        for (int node = 0; node < s.topology.intersectionCount() && islands.size() < 3; node++) {
            int mask = areas.areaMaskAt(node);
            if (Integer.bitCount(mask) != 1 || !Building.isFreeSpot(s, node)) {
                continue;
            }
            int island = areas.island(Integer.numberOfTrailingZeros(mask));
            if (!islands.contains(island)) {
                int seat = islands.size();
                islands.add(island);
                SeafarersGoldTest.spur(f.city(seat, node), seat, node);
            }
        }
        assertEquals(3, islands.size(), "cities on three islands");
        f.barbarians(6).beforeRoll(0);
        List<GameEvent> events = CkRollTest.roll(f, 1, 1, EventDie.SHIP);
        BarbariansAttacked attack = (BarbariansAttacked) events.stream()
                .filter(e -> e instanceof BarbariansAttacked)
                .findFirst()
                .orElseThrow();
        assertEquals(3, attack.strength(), "one city on each of three islands");
        assertTrue(s.barbarians.hasAttacked());
    }

    @Test
    @DisplayName("R-9.4.3, R-23.10.2 with the robber off the board (no desert) an active knight has no robber to chase")
    void noChaseWithTheRobberOffTheBoard() {
        Fixture f = Fixture.scenario(Ruleset.CITIES_AND_KNIGHTS, "four-islands", 4, 3);
        GameState s = f.state();
        assertEquals(org.knightsarena.api.board.BoardView.NOBODY, s.figures.robber);
        int node = -1;
        for (int n = 0; n < s.topology.intersectionCount() && node < 0; n++) {
            node = Building.isFreeSpot(s, n) && s.sea.areas().areaMaskAt(n) != 0 ? n : -1;
        }
        SeafarersGoldTest.spur(f.settlement(0, node), 0, node);
        org.knightsarena.platform.game.state.NodeSet reach = s.pieces.roadReach.get(0);
        int knightAt = reach.next(0) == node ? reach.next(node + 1) : reach.next(0);
        f.knight(0, knightAt, 1, true).afterFirstAttack().main(0);
        assertTrue(TradeCardsTest.options(f.game(), org.knightsarena.api.action.ChaseRobber.class)
                .isEmpty());
    }
}
