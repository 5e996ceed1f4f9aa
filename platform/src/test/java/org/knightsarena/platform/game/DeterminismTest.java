package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameText;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.event.DiceRolled;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.SeatedAction;

/** one seeded generator, so a seed and the list of actions reproduce the game exactly. */
class DeterminismTest {

    private static final List<String> NAMES3 = List.of("north", "east", "south");
    private static final List<String> NAMES4 = List.of("north", "east", "south", "west");

    private static List<String> names(Game game) {
        return game.options().playerCount() == 3 ? NAMES3 : NAMES4;
    }

    private static String json(Game game) {
        return ReplayJson.write(Replay.of(game, names(game), "test"));
    }

    /**
     * Plays a whole game with uniform choices drawn from {@code new Random(choices)}: a base game
     * for even seeds, a Cities &amp; Knights game for odd ones.
     */
    private static Game play(long seed, long choices, int players) {
        Ruleset ruleset = seed % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
        return RandomPlay.play(GameOptions.standard(ruleset, players), seed, new Random(choices));
    }

    /** Asserts that two games differ in their events and in their replay JSON. */
    private static void assertDifferentChronicles(Game a, Game b) {
        assertNotEquals(a.events(), b.events());
        assertNotEquals(json(a), json(b));
    }

    private static List<DiceRolled> rolls(Game game) {
        return game.events().stream()
                .filter(e -> e instanceof DiceRolled)
                .map(e -> (DiceRolled) e)
                .toList();
    }

    @Nested
    @DisplayName("R-22.2 the same seed and the same choices give the same chronicle")
    class SameSeed {

        @Test
        @DisplayName("R-22.2 two games with the same seed and the same choice generator have identical events, "
                + "actions and byte-identical replay JSON")
        void sameSeedAndChoicesGiveIdenticalChronicles() {
            for (long seed = 0; seed < 12; seed++) {
                int players = (seed / 2) % 2 == 0 ? 4 : 3;
                Game a = play(seed, seed * 7 + 1, players);
                Game b = play(seed, seed * 7 + 1, players);
                assertTrue(a.isOver(), "seed " + seed);
                assertSameItems(a.events(), b.events(), "seed " + seed);
                assertSameItems(a.actions(), b.actions(), "seed " + seed);
                assertEquals(a.winner(), b.winner(), "seed " + seed);
                assertEquals(a.board(), b.board(), "seed " + seed);
                assertEquals(a.initialBoard(), b.initialBoard(), "seed " + seed);
                String ja = json(a);
                String jb = json(b);
                assertSameText(ja, jb, "seed " + seed);
                assertArrayEquals(ja.getBytes(StandardCharsets.UTF_8), jb.getBytes(StandardCharsets.UTF_8));
            }
        }

        @Test
        @DisplayName(
                "R-22.2 re-applying a game's recorded actions to a new game of the same seed reproduces its chronicle")
        void sameSeedAndActionsReproduceTheChronicle() {
            for (long seed = 100; seed < 110; seed++) {
                Game original = play(seed, seed ^ 0x5DEECE66DL, (seed / 2) % 2 == 0 ? 3 : 4);
                Game again = Game.create(original.options(), seed);
                int index = 0;
                for (SeatedAction a : original.actions()) {
                    assertEquals(a.seat(), again.decider(), "seed " + seed + " action " + index);
                    again.apply(a.action());
                    index++;
                }
                assertTrue(again.isOver());
                assertSameItems(original.events(), again.events(), "seed " + seed);
                assertSameText(json(original), json(again), "seed " + seed);
            }
        }

        @Test
        @DisplayName("R-22.2 the board and the development deck order come from the seed")
        void boardAndDeckComeFromTheSeed() {
            GameOptions options = GameOptions.standard(Ruleset.BASE, 4);
            for (long seed = 0; seed < 20; seed++) {
                Game a = Game.create(options, seed);
                Game b = Game.create(options, seed);
                assertEquals(a.board(), b.board());
                assertEquals(a.board().spec(), b.board().spec());
                assertEquals(a.state().devDeck, b.state().devDeck);
            }
        }

        @Test
        @DisplayName("R-22.2 a copy taken mid-game continues exactly like the original given the same choices")
        void copyContinuesLikeTheOriginal() {
            Game original = Game.create(GameOptions.standard(Ruleset.BASE, 4), 4242);
            RandomPlay.steps(original, new Random(1), 300);
            assertFalse(original.isOver());
            Game copy = original.copy();
            assertSameItems(original.events(), copy.events(), "events");
            RandomPlay.toTheEnd(original, new Random(2));
            assertNotEquals(original.events().size(), copy.events().size());
            RandomPlay.toTheEnd(copy, new Random(2));
            assertSameItems(original.events(), copy.events(), "events");
            assertSameText(json(original), json(copy), "replay JSON");
        }

        @Test
        @DisplayName("R-22.2 playing out search copies never changes the game's own future")
        void searchCopiesDoNotChangeTheGame() {
            Game watched = Game.create(GameOptions.standard(Ruleset.BASE, 4), 77);
            Game plain = Game.create(GameOptions.standard(Ruleset.BASE, 4), 77);
            Random choicesW = new Random(5);
            Random choicesP = new Random(5);
            Random searchChoices = new Random(6);
            int steps = 0;
            while (!watched.isOver()) {
                if (steps % 50 == 0) {
                    Game probe = watched.forSearch(steps);
                    RandomPlay.steps(probe, searchChoices, 200);
                }
                RandomPlay.steps(watched, choicesW, 1);
                RandomPlay.steps(plain, choicesP, 1);
                steps++;
            }
            assertTrue(plain.isOver());
            assertSameItems(plain.events(), watched.events(), "events");
            assertSameText(json(plain), json(watched), "replay JSON");
        }
    }

    @Nested
    @DisplayName("R-22.2 a different seed gives a different game")
    class DifferentSeed {

        @Test
        @DisplayName("R-22.2 a different seed with the same choice generator gives a different chronicle and JSON")
        void differentSeedGivesADifferentChronicle() {
            Game a = play(1, 99, 4);
            Game b = play(2, 99, 4);
            assertNotEquals(a.board(), b.board());
            assertDifferentChronicles(a, b);
        }

        @Test
        @DisplayName("R-22.2 on the same fixed board a different seed still gives different dice and a different deck")
        void differentSeedOnTheSameBoardGivesDifferentDice() {
            GameOptions options = GameOptions.standard(Ruleset.BASE, 4);
            Game a = Game.create(options, StandardMap.beginner(), 1);
            Game b = Game.create(options, StandardMap.beginner(), 2);
            assertEquals(a.board(), b.board());
            assertNotEquals(a.state().devDeck, b.state().devDeck);
            RandomPlay.toTheEnd(a, new Random(3));
            RandomPlay.toTheEnd(b, new Random(3));
            List<DiceRolled> ra = rolls(a);
            List<DiceRolled> rb = rolls(b);
            int n = Math.min(20, Math.min(ra.size(), rb.size()));
            assertTrue(n >= 10, "too few rolls: " + n);
            assertNotEquals(ra.subList(0, n), rb.subList(0, n));
            assertNotEquals(a.events(), b.events());
        }

        @Test
        @DisplayName(
                "R-22.2 the same seed with different choices gives a different chronicle (the test can tell games apart)")
        void differentChoicesGiveADifferentChronicle() {
            Game a = play(5, 1, 4);
            Game b = play(5, 2, 4);
            assertEquals(a.initialBoard(), b.initialBoard());
            assertDifferentChronicles(a, b);
        }
    }
}
