package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.PositionsTest.assertMessage;
import static org.knightsarena.platform.game.PositionsTest.base;
import static org.knightsarena.platform.game.PositionsTest.ck;
import static org.knightsarena.platform.game.PositionsTest.edit;
import static org.knightsarena.platform.game.PositionsTest.seat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.position.Positions;

/**
 * The slices of {@link GameState} as a whole: a copy shares no array that play changes with its
 * original (a search plays on copies), and what each slice reads from a position is checked.
 */
class StateSlicesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String STATE_PACKAGE = GameState.class.getPackageName();
    /** Arrays derived from the map, never written after creation, so copies share them. */
    private static final Set<String> SHARED = Set.of("HexFigures.hexResource");

    @Test
    void aCopySharesNoChangingArrayWithItsOriginal() throws IllegalAccessException {
        for (Ruleset ruleset : Ruleset.values()) {
            Game game = Game.create(GameOptions.standard(ruleset, 4), 5);
            RandomPlay.steps(game, new Random(5), 120);
            GameState original = game.state();
            List<String> checked = new ArrayList<>();
            compare(original, original.copy(), "GameState", checked);
            assertTrue(checked.contains("PointsAndAwards.publicPoints"), checked.toString());
            assertTrue(checked.contains("DevelopmentHands.held"), checked.toString());
            assertTrue(checked.contains("HexFigures.hexResource"), checked.toString());
        }
    }

    /** Walks the state's own objects (those of the state package); every array must be its own. */
    private static void compare(Object original, Object copy, String where, List<String> checked)
            throws IllegalAccessException {
        for (Field f : original.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object a = f.get(original);
            Object b = f.get(copy);
            String name = original.getClass().getSimpleName() + "." + f.getName();
            if (a == null || name.equals("GameState.optionBuffer")) {
                continue; // scratch space, never copied
            }
            if (a.getClass().isArray()) {
                checked.add(name);
                if (SHARED.contains(name)) {
                    assertSame(a, b, where + ": " + name + " is derived and shared");
                } else {
                    assertNotSame(a, b, where + ": " + name + " is shared between a state and its copy");
                }
            } else if (a.getClass().getPackageName().equals(STATE_PACKAGE)
                    && !a.getClass().isEnum()
                    && !a.getClass().isRecord()) { // enums and records are values, safely shared
                assertNotSame(a, b, where + ": " + name + " is shared between a state and its copy");
                compare(a, b, where + "." + f.getName(), checked);
            }
        }
    }

    @Test
    void eachSliceRefusesWhatItCannotHold() {
        assertMessage(
                edit(base(), r -> {
                    int held =
                            seat(r, 0).with("developmentCards").path("KNIGHT").asInt(0);
                    seat(r, 0).with("boughtThisTurn").put("KNIGHT", held + 1);
                }),
                "seats[0].boughtThisTurn.KNIGHT: more bought this turn than held");
        assertMessage(edit(base(), r -> seat(r, 1).put("roadLength", 16)), "seats[1].roadLength: must be 0 to 15");
        assertMessage(edit(base(), r -> seat(r, 2).put("knightsPlayed", -1)), "seats[2].knightsPlayed: must be 0 to");
        assertMessage(edit(base(), r -> r.put("largestArmy", 4)), "largestArmy: must be -1 to 3, not 4");
        assertMessage(edit(base(), r -> r.put("robber", 19)), "robber: must be 0 to 18, not 19");
        assertMessage(
                edit(ck(), r -> r.with("citiesAndKnights").put("merchantOwner", 4)),
                "citiesAndKnights.merchantOwner: must be -1 to 3, not 4");
        assertMessage(
                edit(ck(), r -> r.with("citiesAndKnights").put("merchantHex", 19)),
                "citiesAndKnights.merchantHex: must be -1 to 18, not 19");
        assertMessage(edit(ck(), r -> seat(r, 3).put("defenderPoints", -2)), "seats[3].defenderPoints: must be 0 to");
    }

    @Test
    void whatTheSlicesReadIsWhatTheGameGets() {
        String edited = edit(ck(), r -> {
            r.with("citiesAndKnights").put("merchantHex", 4).put("merchantOwner", 2);
            seat(r, 2).put("progressPoints", 1);
        });
        GameState s = Positions.read(edited).state();
        assertEquals(4, s.figures.merchantHex);
        assertEquals(2, s.figures.merchantOwner);
        assertEquals(1, s.points.progressPoints[2]);
        ObjectNode again = (ObjectNode) tree(Positions.write(Positions.read(edited)));
        assertEquals(4, again.get("citiesAndKnights").get("merchantHex").asInt());
        assertEquals(2, again.get("citiesAndKnights").get("merchantOwner").asInt());
        assertEquals(1, seat(again, 2).get("progressPoints").asInt());
    }

    private static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
