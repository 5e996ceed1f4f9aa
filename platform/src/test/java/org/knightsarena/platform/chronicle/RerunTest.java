package org.knightsarena.platform.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameText;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.RandomPlay;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.SeatedAction;
import org.knightsarena.platform.maps.Scenarios;

/** through the stored form: a replay written to JSON and read back re-runs to the same game. */
class RerunTest {

    private static final int GAMES = 50;
    private static final List<String> NAMES3 = List.of("alpha", "beta", "gamma");
    private static final List<String> NAMES4 = List.of("alpha", "beta", "gamma", "delta");

    private static List<String> names(Game game) {
        return game.options().playerCount() == 3 ? NAMES3 : NAMES4;
    }

    private static GameOptions options(long seed) {
        // base and Cities & Knights games alternate; 3 and 4 players and the three maps vary across them
        Ruleset ruleset = seed % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
        GameOptions o = GameOptions.standard(ruleset, (seed / 2) % 2 == 0 ? 4 : 3);
        switch ((int) (seed % 3)) {
            case 0:
                return o;
            case 1:
                return o.withMap(GameOptions.MapChoice.BEGINNER);
            default:
                return o.withMap(GameOptions.MapChoice.RANDOM);
        }
    }

    private static Game play(long seed) {
        return RandomPlay.play(options(seed), seed, new Random(seed * 31 + 7));
    }

    /** Re-plays the first {@code count} actions of a replay on a fresh game. */
    private static Game prefix(Replay replay, int count) {
        Game game = Game.create(replay.header().options(), replay.header().seed());
        for (int i = 0; i < count; i++) {
            game.apply(replay.actions().get(i).action());
        }
        return game;
    }

    /** An action that is not legal where the game stands. */
    private static Action illegalAt(Game game) {
        List<Action> candidates =
                List.of(RollDice.INSTANCE, EndTurn.INSTANCE, AcceptOffer.INSTANCE, new BuildCity(0), new BuildRoad(0));
        for (Action a : candidates) {
            if (game.check(a).isPresent()) {
                return a;
            }
        }
        throw new AssertionError("no illegal candidate at " + game.decision());
    }

    private static Replay withAction(Replay replay, int index, SeatedAction action) {
        List<SeatedAction> actions = new ArrayList<>(replay.actions());
        actions.set(index, action);
        return new Replay(replay.header(), replay.events(), actions);
    }

    @Nested
    @DisplayName("R-22.2 stored replays re-run to the same game")
    class RoundTrip {

        @Test
        @DisplayName(
                "R-22.2 50 random base and Cities & Knights games: JSON written, read back and re-run give the same events and the same JSON byte for byte")
        void fiftyRandomGamesRerunIdentically() {
            for (long seed = 0; seed < GAMES; seed++) {
                Game game = play(seed);
                String json = ReplayJson.write(Replay.of(game, names(game), "test"));
                Replay readBack = ReplayJson.read(json);
                assertSameItems(game.events(), readBack.events(), "seed " + seed + ": events read back");
                assertSameItems(game.actions(), readBack.actions(), "seed " + seed + ": actions read back");

                Game rerun = Rerun.game(readBack);

                assertTrue(rerun.isOver(), "seed " + seed);
                assertSameItems(readBack.events(), rerun.events(), "seed " + seed + ": re-run events");
                assertSameItems(game.events(), rerun.events(), "seed " + seed);
                assertSameItems(game.actions(), rerun.actions(), "seed " + seed);
                assertEquals(game.winner(), rerun.winner(), "seed " + seed);
                assertEquals(game.result(), rerun.result(), "seed " + seed);
                assertSameText(
                        json, ReplayJson.write(Replay.of(rerun, names(game), "test")), "seed " + seed + ": JSON");
            }
        }

        @Test
        @DisplayName("R-22.2 a replay of an unfinished game re-runs to the same position")
        void unfinishedGameRerunsToTheSamePosition() {
            Game game = Game.create(options(4), 4);
            Random random = new Random(9);
            RandomPlay.steps(game, random, 400);
            assertFalse(game.isOver(), "400 actions must leave the game unfinished");
            String json = ReplayJson.write(Replay.of(game, NAMES4, "test"));
            Game rerun = Rerun.game(ReplayJson.read(json));
            assertEquals(game.isOver(), rerun.isOver());
            assertSameItems(game.events(), rerun.events(), "events");
            assertEquals(game.decision(), rerun.decision());
            assertSameText(json, ReplayJson.write(Replay.of(rerun, NAMES4, "test")), "replay JSON");
        }
    }

    @Nested
    @DisplayName("R-22.2, R-23.11 a Seafarers scenario game's replay re-runs from its seed")
    class ScenarioGames {

        @Test
        @DisplayName(
                "R-22.2, R-23.11 every scenario, both formats: the board is dealt again from the seed, the events and JSON are the same")
        void scenarioGamesRerunIdentically() {
            long seed = 0;
            int shipActions = 0;
            for (String scenario : Scenarios.names()) {
                seed++;
                GameOptions options = GameOptions.standard(seed % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS, 4)
                        .withScenario(scenario);
                Game game = Game.create(options, seed, Scenarios::deal);
                RandomPlay.toTheEnd(game, new Random(seed));
                Replay replay = Replay.of(game, NAMES4, "test");
                String json = ReplayJson.write(replay);
                assertTrue(json.contains("\"scenario\": \"" + scenario + "\""), json.substring(0, 400));
                assertTrue(json.contains("\"map\": null"), scenario + ": the scenario's board is not written");

                Game rerun = Rerun.game(ReplayJson.read(json));
                assertSameItems(game.events(), rerun.events(), scenario + ": re-run events");
                assertEquals(game.result(), rerun.result(), scenario);
                assertSameText(json, ReplayJson.write(Replay.of(rerun, NAMES4, "test")), scenario + ": JSON");
                Replay compact = ReplayJson.read(ReplayJson.writeCompact(replay));
                assertSameItems(game.events(), compact.events(), scenario + ": compact replay's events");
                shipActions += count(json, "\"type\": \"BuildShip\"") + count(json, "\"type\": \"MoveShip\"");
            }
            assertTrue(shipActions > 0, "R-23.2, R-23.3: the scenario games built and moved ships");
        }

        private static int count(String text, String part) {
            return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
        }

        @Test
        @DisplayName("R-23.11 a header with a scenario and a map, or with neither, is refused when read")
        void mapAndScenarioAreExclusive() {
            Game game = play(2);
            String json = ReplayJson.write(Replay.of(game, names(game), "test"));
            String both =
                    json.replace("\"start\": \"STANDARD\"", "\"start\": \"STANDARD\", \"scenario\": \"four-islands\"");
            ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(both));
            assertTrue(e.getMessage().contains("has no standard-island map"), e.getMessage());
            String neither = json.replaceFirst("\"map\": \\{[^}]*\\}", "\"map\": null");
            e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(neither));
            assertTrue(e.getMessage().contains("needs its map"), e.getMessage());
        }

        @Test
        @DisplayName("R-23.10 a replay naming an unknown scenario is refused with the known names")
        void unknownScenarioIsRefused() {
            GameOptions options = GameOptions.standard(Ruleset.BASE, 4).withScenario("four-islands");
            Game game = Game.create(options, 3, Scenarios::deal);
            String json = ReplayJson.write(Replay.of(game, NAMES4, "test")).replace("four-islands", "atlantis");
            ReplayFormatException e =
                    assertThrows(ReplayFormatException.class, () -> Rerun.game(ReplayJson.read(json)));
            assertTrue(e.getMessage().contains("no scenario atlantis; the scenarios are"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("R-22.2 an altered replay is refused with the index of the bad action")
    class Altered {

        @Test
        @DisplayName("R-22.2 an action altered to an illegal one throws ReplayFormatException naming its index")
        void illegalActionIsNamedByIndex() {
            Game game = play(11);
            Replay original = Replay.of(game, names(game), "test");
            int n = original.actions().size();
            for (int index : new int[] {0, 2 * game.options().playerCount(), n / 2, n - 1}) {
                SeatedAction kept = original.actions().get(index);
                Action bad = illegalAt(prefix(original, index));
                Replay altered = ReplayJson.read(
                        ReplayJson.write(withAction(original, index, new SeatedAction(kept.seat(), bad))));
                ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> Rerun.game(altered));
                assertTrue(
                        e.getMessage().startsWith("action " + index + " (" + bad + ") is not legal"),
                        "index " + index + ": " + e.getMessage());
            }
        }

        @Test
        @DisplayName("R-22.2 an action moved to the wrong seat throws ReplayFormatException naming its index")
        void wrongSeatIsNamedByIndex() {
            Game game = play(12);
            Replay original = Replay.of(game, names(game), "test");
            int index = original.actions().size() / 3;
            SeatedAction kept = original.actions().get(index);
            int other = (kept.seat() + 1) % game.options().playerCount();
            Replay altered = withAction(original, index, new SeatedAction(other, kept.action()));
            ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> Rerun.game(altered));
            assertEquals(
                    "action " + index + " is by seat " + other + " but seat " + kept.seat() + " must decide",
                    e.getMessage());
        }

        @Test
        @DisplayName("R-22.2 a header whose map does not come out of its seed is refused")
        void mapNotFromTheSeedIsRefused() {
            Game game = play(14); // seed 14: a random map (options(14) is RANDOM)
            Replay original = Replay.of(game, names(game), "test");
            Replay.Header h = original.header();
            Replay altered = new Replay(
                    new Replay.Header(
                            h.formatVersion(),
                            h.engineVersion(),
                            h.options(),
                            Optional.of(StandardMap.beginner().spec()),
                            h.seed(),
                            h.agents()),
                    original.events(),
                    original.actions());
            ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> Rerun.game(altered));
            assertTrue(e.getMessage().contains("map does not match"), e.getMessage());
        }
    }
}
