package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.board.EventDie;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.decision.BeforeRoll;
import org.knightsarena.api.decision.Discard;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;
import org.knightsarena.platform.game.state.PositionFormatException;
import org.knightsarena.platform.position.Positions;

class PositionsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    // ---------------------------------------------------------------- completeness

    @Test
    void everyGameStateFieldIsSavedDerivedOrScratch() {
        Set<String> declared = new TreeSet<>();
        for (Field f : GameState.class.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                declared.add(f.getName());
            }
        }
        Set<String> handled = new TreeSet<>(PositionState.SAVED);
        handled.addAll(PositionState.DERIVED);
        handled.addAll(PositionState.SCRATCH);
        assertEquals(
                PositionState.SAVED.size() + PositionState.DERIVED.size() + PositionState.SCRATCH.size(),
                handled.size(),
                "a field is listed twice in PositionState");
        Set<String> forgotten = new TreeSet<>(declared);
        forgotten.removeAll(handled);
        assertEquals(
                Set.of(),
                forgotten,
                "GameState fields that PositionState neither saves nor derives: save them in"
                        + " PositionState (write, read, docs/position-format.md) and list them in PositionState.SAVED");
        Set<String> stale = new TreeSet<>(handled);
        stale.removeAll(declared);
        assertEquals(Set.of(), stale, "PositionState lists fields that GameState no longer has");
    }

    // ---------------------------------------------------------------- round trips

    @Test
    void baseGamesRoundTripAtEveryPhaseAndPlayOnIdentically() {
        Set<Phase> seen = EnumSet.noneOf(Phase.class);
        for (long seed = 1; seed <= 4; seed++) {
            walk(GameOptions.standard(Ruleset.BASE, seed % 2 == 0 ? 3 : 4).withTurnCap(60), seed, seen);
        }
        for (Phase p : List.of(
                Phase.SETUP_SETTLEMENT,
                Phase.SETUP_ROAD,
                Phase.BEFORE_ROLL,
                Phase.DISCARD,
                Phase.PLACE_ROBBER,
                Phase.MAIN,
                Phase.RESPOND_TO_OFFER,
                Phase.CHOOSE_PARTNER,
                Phase.OVER)) {
            assertTrue(seen.contains(p), "no base position was checked in " + p + "; seen " + seen);
        }
    }

    @Test
    void citiesAndKnightsGamesRoundTripAtEveryPhaseAndPlayOnIdentically() {
        Set<Phase> seen = EnumSet.noneOf(Phase.class);
        for (long seed = 1; seed <= 3; seed++) {
            walk(
                    GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, seed % 2 == 0 ? 3 : 4)
                            .withTurnCap(150),
                    seed,
                    seen);
        }
        for (Phase p : List.of(
                Phase.SETUP_SETTLEMENT,
                Phase.BEFORE_ROLL,
                Phase.DISCARD,
                Phase.MAIN,
                Phase.RESPOND_TO_OFFER,
                Phase.PROGRESS_DECK,
                Phase.OVER)) {
            assertTrue(seen.contains(p), "no Cities & Knights position was checked in " + p + "; seen " + seen);
        }
    }

    /**
     * Plays a random game; at every change of phase (and every 7th action), checks the text round trip and the loaded state,
     * and the first time each phase comes up (and every 150 actions), continues a copy and the
     * loaded game with the same choices and compares their events.
     */
    private static void walk(GameOptions options, long seed, Set<Phase> seen) {
        Game game = Game.create(options, seed);
        Random choices = new Random(seed * 7919);
        Set<Phase> continued = EnumSet.noneOf(Phase.class);
        Phase last = null;
        int step = 0;
        while (true) {
            Phase phase = game.state().turn.phase();
            seen.add(phase);
            if (phase == last && step % 7 != 0 && !game.isOver()) {
                RandomPlay.steps(game, choices, 1);
                step++;
                continue;
            }
            last = phase;
            String json = Positions.write(game);
            Game loaded = Positions.read(json);
            assertEquals(json, Positions.write(loaded), "re-written position, seed " + seed + " step " + step);
            assertSameState(game.state(), loaded.state(), "seed " + seed + " step " + step);
            assertEquals(game.seed(), loaded.seed());
            if (continued.add(phase) || step % 1000 == 0) {
                assertSameFuture(game.copy(), loaded, seed * 31 + step, "seed " + seed + " step " + step);
            }
            if (game.isOver()) {
                return;
            }
            RandomPlay.steps(game, choices, 1);
            step++;
        }
    }

    private static void assertSameFuture(Game original, Game loaded, long choiceSeed, String where) {
        int before = original.events().size();
        RandomPlay.steps(original, new Random(choiceSeed), 250);
        RandomPlay.steps(loaded, new Random(choiceSeed), 250);
        List<GameEvent> expected =
                original.events().subList(before, original.events().size());
        assertEquals(expected, loaded.events(), "events after loading, " + where);
        assertEquals(Positions.write(original), Positions.write(loaded), "position after playing on, " + where);
    }

    /** Compares every field of two states, as far as it can matter to play. */
    static void assertSameState(GameState a, GameState b, String where) {
        for (Field f : GameState.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            String name = f.getName();
            try {
                f.setAccessible(true);
                Object x = f.get(a);
                Object y = f.get(b);
                switch (name) {
                    // forced rolls (dice) are not part of a position, nor scratch space
                    case "optionBuffer", "owedScratch", "dice", "topology" -> {}
                    case "random" -> assertEquals(a.random.state(), b.random.state(), where + ": random");
                    case "pending" -> assertEquals(queue(a), queue(b), where + ": pending");
                    default -> assertTrue(Objects.deepEquals(x, y), where + ": field " + name + " differs");
                }
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
    }

    private static List<Integer> queue(GameState s) {
        List<Integer> q = new ArrayList<>();
        for (int i = 0; i < s.turn.pending.size(); i++) {
            q.add(s.turn.pending.peek(i));
        }
        return q;
    }

    // ---------------------------------------------------------------- building situations

    @Test
    void aHandEditedPositionSetsUpADiscardThatPlaysOnWithForcedDice() throws Exception {
        Game game = Fixture.base(3)
                .settlement(0, 10)
                .settlement(1, 30)
                .settlement(2, 40)
                .game();
        ObjectNode root = (ObjectNode) JSON.readTree(Positions.write(game));
        ObjectNode hand = (ObjectNode) root.get("seats").get(1).get("hand");
        hand.put("ore", 9);
        ObjectNode bank = (ObjectNode) root.get("bank");
        bank.put("ore", 10);
        Game loaded = Positions.read(JSON.writeValueAsString(root));
        loaded.forceDice(3, 4);

        assertTrue(loaded.decision() instanceof BeforeRoll);
        loaded.apply(RollDice.INSTANCE);

        assertEquals(new DiceRolled(0, 3, 4), loaded.events().get(0));
        Discard discard = (Discard) loaded.decision();
        assertEquals(1, discard.seat());
        assertEquals(4, discard.count());
        assertEquals(Cards.of(org.knightsarena.api.cards.Card.ORE, 9), discard.hand());
    }

    @Test
    void citiesAndKnightsPositionTakesAForcedEventDie() {
        Game game = Fixture.ck(4).settlement(0, 10).city(1, 30).game();
        Game loaded = Positions.read(Positions.write(game));
        loaded.forceDice(2, 3);
        loaded.forceEventDie(EventDie.SHIP);
        loaded.apply(RollDice.INSTANCE);

        assertTrue(
                loaded.events().contains(new DiceRolled(0, 2, 3)),
                loaded.events().toString());
        assertEquals(1, loaded.state().barbarians.position());
    }

    // ---------------------------------------------------------------- bad input

    @Test
    void malformedJsonIsRefused() {
        assertMessage("{\"format\": 1, ", "malformed JSON");
        assertMessage("[1, 2]", "a position is a JSON object");
        assertMessage("{\"format\": 1} 7", "malformed JSON");
    }

    @Test
    void otherFormatVersionsAreRefused() {
        assertMessage(edit(base(), r -> r.put("format", 2)), "format: position format 2 is not supported");
        assertMessage(edit(base(), r -> r.put("format", "1")), "format: must be a whole number");
        assertMessage(edit(base(), r -> r.remove("format")), "missing field 'format'");
    }

    @Test
    void inconsistentDataIsRefusedNamingThePath() {
        assertMessage(edit(base(), r -> building(r).put("owner", 4)), "buildings[0].owner: must be 0 to 3, not 4");
        assertMessage(
                edit(base(), r -> seat(r, 1).with("hand").put("brick", -1)),
                "seats[1].hand.brick: must be 0 to 2147483647, not -1");
        assertMessage(edit(base(), r -> ((ArrayNode) r.get("seats")).remove(3)), "seats: must have 4 entries, not 3");
        assertMessage(
                edit(base(), r -> ((ArrayNode) r.get("trade").get("accepted")).add(true)),
                "trade.accepted: must have 4 entries, not 5");
        assertMessage(edit(base(), r -> ((ArrayNode) r.get("map").get("tokens")).remove(0)), "map: ");
        assertMessage(edit(base(), r -> r.put("phase", "NAP")), "phase: unknown Phase 'NAP'");
        assertMessage(edit(base(), r -> r.put("active", 7)), "active: must be 0 to 3, not 7");
        assertMessage(edit(base(), r -> r.put("colour", "red")), "unknown field 'colour'");
        assertMessage(edit(base(), r -> seat(r, 2).remove("roadsLeft")), "seats[2]: missing field 'roadsLeft'");
        assertMessage(
                edit(base(), r -> ((ArrayNode) r.get("developmentDeck")).set(0, "JESTER")),
                "developmentDeck[0]: unknown DevelopmentCard 'JESTER'");
        assertMessage(
                edit(
                        base(),
                        r -> ((ArrayNode) r.get("buildings")).add(building(r).deepCopy())),
                "holds two buildings");
        assertMessage(edit(base(), r -> r.put("random", 1.5)), "random: must be a whole number");
        assertMessage(
                edit(
                        ck(),
                        r -> ((ArrayNode) r.with("citiesAndKnights")
                                        .with("progressDecks")
                                        .get("TRADE"))
                                .set(0, "ALCHEMIST")),
                "citiesAndKnights.progressDecks.TRADE[0]: ALCHEMIST belongs to the SCIENCE deck");
        assertMessage(
                edit(ck(), r -> seat(r, 0).with("levels").put("SCIENCE", 6)),
                "seats[0].levels.SCIENCE: must be 0 to 5, not 6");
        assertMessage(edit(base(), r -> building(r).put("wall", true)), "buildings[0]: unknown field 'wall'");
    }

    static String base() {
        Game game = Game.create(GameOptions.standard(Ruleset.BASE, 4), 3);
        RandomPlay.steps(game, new Random(3), 40);
        return Positions.write(game);
    }

    static String ck() {
        Game game = Game.create(GameOptions.standard(Ruleset.CITIES_AND_KNIGHTS, 4), 3);
        RandomPlay.steps(game, new Random(3), 40);
        return Positions.write(game);
    }

    private static ObjectNode building(ObjectNode root) {
        return (ObjectNode) root.get("buildings").get(0);
    }

    static ObjectNode seat(ObjectNode root, int p) {
        return (ObjectNode) root.get("seats").get(p);
    }

    static String edit(String json, Consumer<ObjectNode> change) {
        try {
            ObjectNode root = (ObjectNode) JSON.readTree(json);
            change.accept(root);
            return JSON.writeValueAsString(root);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static void assertMessage(String json, String expected) {
        PositionFormatException e = assertThrows(PositionFormatException.class, () -> Positions.read(json));
        assertTrue(e.getMessage().contains(expected), "expected '" + expected + "' in: " + e.getMessage());
    }
}
