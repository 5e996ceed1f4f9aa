package org.knightsarena.platform.chronicle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameItems;
import static org.knightsarena.platform.game.ChronicleAssertions.assertSameText;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.event.AgentEjected;
import org.knightsarena.api.event.FaultRecorded;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.RandomPlay;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchRunner;

/** The compact replay format (format 2): written small, read back as the whole replay, old files still read. */
class CompactReplayTest {

    private static final List<String> NAMES3 = List.of("alpha", "beta", "gamma");
    private static final List<String> NAMES4 = List.of("alpha", "beta", "gamma", "delta");

    static Replay randomGame(long seed) {
        Ruleset ruleset = seed % 2 == 0 ? Ruleset.BASE : Ruleset.CITIES_AND_KNIGHTS;
        int players = (seed / 2) % 2 == 0 ? 4 : 3;
        Game game = RandomPlay.play(GameOptions.standard(ruleset, players), seed, new Random(seed * 31 + 7));
        return Replay.of(game, players == 3 ? NAMES3 : NAMES4, "test");
    }

    /** A match in which seat 1 answers every fifth decision with null, so it is struck and, at 3 strikes, ejected. */
    static Replay matchWithFaults(Ruleset ruleset) {
        List<Agent> agents = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            RandomAgent random = new RandomAgent();
            if (p != 1) {
                agents.add(random);
                continue;
            }
            agents.add(new Agent() {
                int calls;

                @Override
                public void onMatchStart(org.knightsarena.api.MatchContext context) {
                    random.onMatchStart(context);
                }

                @Override
                public org.knightsarena.api.action.Action decide(
                        org.knightsarena.api.GameView view, org.knightsarena.api.decision.Decision decision) {
                    return ++calls % 5 == 0 ? null : random.decide(view, decision);
                }
            });
        }
        return new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT, 3)
                .play(11, agents, NAMES4)
                .replay();
    }

    @Test
    void fortyRandomGamesReadBackFromTheCompactFormEqualToTheWholeReplay() {
        for (long seed = 0; seed < 40; seed++) {
            Replay replay = randomGame(seed);
            String compact = ReplayJson.writeCompact(replay);

            Replay back = ReplayJson.read(compact);

            assertSameItems(replay.events(), back.events(), "seed " + seed + ": events");
            assertSameItems(replay.actions(), back.actions(), "seed " + seed + ": actions");
            assertEquals(replay.header(), back.header(), "seed " + seed);
            assertSameText(ReplayJson.write(replay), ReplayJson.write(back), "seed " + seed + ": the JSON view");
            assertSameText(compact, ReplayJson.writeCompact(back), "seed " + seed + ": compact text");
        }
    }

    @Test
    void faultsAndEjectionsKeepTheirPlaceInTheChronicle() {
        for (Ruleset ruleset : Ruleset.values()) {
            Replay replay = matchWithFaults(ruleset);
            List<GameEvent> notes =
                    replay.events().stream().filter(Game::isRunnerNote).toList();
            assertTrue(notes.stream().anyMatch(e -> e instanceof FaultRecorded), ruleset + ": " + notes);
            assertTrue(notes.stream().anyMatch(e -> e instanceof AgentEjected), ruleset + ": " + notes);

            Replay back = ReplayJson.read(ReplayJson.writeCompact(replay));

            assertSameItems(replay.events(), back.events(), ruleset + ": events");
            assertEquals(replay, back, ruleset.toString());
        }
    }

    @Test
    void theRunnersNotesAreReadFromEitherFormatAndWithoutReRunningACompactOne() {
        Replay replay = matchWithFaults(Ruleset.BASE);
        List<GameEvent> notes =
                replay.events().stream().filter(Game::isRunnerNote).toList();
        // actions that no longer re-run: reading the whole replay fails, its notes are still there
        String compact = ReplayJson.writeCompact(replay);
        String unplayable = withSecondAction(compact, packedActions(compact)[0]);
        assertThrows(ReplayFormatException.class, () -> ReplayJson.read(unplayable));

        assertEquals(notes, ReplayJson.readRunnerNotes(unplayable));
        assertEquals(notes, ReplayJson.readRunnerNotes(ReplayJson.write(replay)));
    }

    @Test
    void theCompactFormIsAFractionOfTheWholeReplay() {
        Replay replay = randomGame(1);
        String compact = ReplayJson.writeCompact(replay);
        String whole = ReplayJson.write(replay);

        assertTrue(compact.length() * 8 < whole.length(), compact.length() + " against " + whole.length());
        assertTrue(compact.startsWith("{\n  \"format\": 2,\n  \"header\": {"), compact);
    }

    @Test
    void aFormatOneFileIsStillReadAsWritten() {
        Replay replay = randomGame(3);
        String whole = ReplayJson.write(replay);

        assertTrue(whole.startsWith("{\n  \"format\": 1,"), whole.substring(0, 20));
        assertEquals(replay, ReplayJson.read(whole));
    }

    @Test
    void anUnknownActionTypeIsNamed() {
        String compact = ReplayJson.writeCompact(randomGame(0)).replace("\"BuildRoad\"", "\"BuildBridge\"");

        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(compact));
        assertEquals("unknown action type 'BuildBridge' at types[1]", e.getMessage());
    }

    /** @return the packed actions of a compact replay, one string each */
    private static String[] packedActions(String compact) {
        return compact.split("\"actions\": \"")[1].split("\"")[0].split(" ");
    }

    /** @return the compact replay with its second action (seat 0's first road) packed as {@code replacement} */
    private static String withSecondAction(String compact, String replacement) {
        return compact.replaceFirst(" " + packedActions(compact)[1] + " ", " " + replacement + " ");
    }

    @Test
    void aMissingFieldIsNamedWithTheActionsIndex() {
        String broken = withSecondAction(ReplayJson.writeCompact(randomGame(0)), "0,1");

        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(broken));
        assertEquals("action 1 (BuildRoad) has 0 fields, BuildRoad has 1", e.getMessage());
    }

    @Test
    void aMalformedNumberIsNamed() {
        String broken = withSecondAction(ReplayJson.writeCompact(randomGame(0)), "0,1,x7");

        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(broken));
        assertEquals("action 1: BuildRoad.path must be a whole number 0 or more, not 'x7'", e.getMessage());
    }

    @Test
    void anAlteredActionThatIsNotLegalIsRefusedWithItsIndex() {
        // seat 0's first road becomes a second settlement on the intersection of its first one
        String compact = ReplayJson.writeCompact(randomGame(0));
        String first = packedActions(compact)[0];
        String broken = withSecondAction(compact, first);

        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(broken));
        assertTrue(
                e.getMessage()
                        .startsWith("a compact replay is re-run to show its events, but action 1"
                                + " (BuildSettlement[intersection=" + first.split(",")[2] + "]) is not legal: "),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("(engine test played it)"), e.getMessage());
    }

    @Test
    void aChronicleTheRulesNoLongerReproduceIsRefused() {
        Replay replay = randomGame(0);
        int events = replay.events().size();
        String altered = ReplayJson.writeCompact(replay)
                .replace("\"events\": " + events + ",", "\"events\": " + (events + 1) + ",");

        ReplayFormatException e = assertThrows(ReplayFormatException.class, () -> ReplayJson.read(altered));
        assertEquals(
                "the compact replay's actions re-run to " + events + " events and it has 0 notes, but the game had "
                        + (events + 1)
                        + " events: this engine's rules no longer reproduce the game (engine test played it)",
                e.getMessage());
    }
}
