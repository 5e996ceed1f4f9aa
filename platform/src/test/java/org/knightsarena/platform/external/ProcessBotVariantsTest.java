package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.platform.game.state.GameOptions;

/**
 * The Python starter's example bot, as a real process in seat 0 against three random agents, playing
 * a Seafarers game and a Barbarian Attack game: it plays without a fault, and its view model's
 * account of ships, the pirate, barbarians, path knights, gold and prisoners, read from every view,
 * agrees with what the events it was sent say ({@code process-bots/watching_bot.py}).
 */
class ProcessBotVariantsTest {

    private static final Path STARTER = Path.of("..", "sample-agents", "python-starter");
    private static final TimeBudget BUDGET = new TimeBudget(Duration.ofSeconds(5), Duration.ofSeconds(30));

    @TempDir
    Path dir;

    /** The starter's client and example bot beside the watching bot, in a folder of their own. */
    private ExternalBot watchingBot() throws IOException {
        for (String file : List.of("arena_client.py", "example_bot.py")) {
            Files.copy(STARTER.resolve(file), dir.resolve(file));
        }
        try (InputStream in = getClass().getResourceAsStream("/process-bots/watching_bot.py")) {
            Files.copy(in, dir.resolve("watching_bot.py"));
        }
        return ExternalBot.parse("python:" + dir.resolve("watching_bot.py"));
    }

    /** Plays the game and returns what the bot's SUMMARY line counted, after checking the match went well. */
    private Map<String, Integer> play(GameOptions options, long seed, String startLine) throws IOException {
        BotMatch match = BotMatch.play(watchingBot(), Containment.available(), BUDGET, 3, options, seed);
        List<String> log = match.log();
        assertEquals(List.of(), match.faults(), log.toString());
        assertTrue(match.record().game().isOver());
        assertTrue(log.stream().anyMatch(line -> line.startsWith(startLine)), log.toString());
        String summary = log.stream()
                .filter(line -> line.startsWith("SUMMARY "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no summary in " + log));
        Map<String, Integer> met = new HashMap<>();
        for (String pair : summary.substring("SUMMARY ".length()).split(" ")) {
            String[] kv = pair.split("=");
            met.put(kv[0], Integer.parseInt(kv[1]));
        }
        assertEquals(0, met.get("mismatches"), "the view and the events disagree: " + log);
        assertTrue(met.get("decides") > 50, summary);
        return met;
    }

    @Test
    @DisplayName("R-23.2, R-23.3, R-23.6: a process bot plays Heading for New Shores seeing ships and the pirate as"
            + " the events move them")
    void aProcessBotPlaysASeafarersGame() throws IOException {
        GameOptions options = GameOptions.standard(Ruleset.BASE, 4)
                .withScenario("heading-for-new-shores")
                .withTurnCap(120);
        Map<String, Integer> met =
                play(options, 5, "START variants=seafarers scenario=heading-for-new-shores castle=None");
        assertTrue(met.get("ships") > 0, met.toString());
        assertTrue(met.get("movable-ships") > 0, met.toString());
        assertTrue(met.get("pirate-moves") > 0, met.toString());
    }

    @Test
    @DisplayName("R-24.1.3, R-24.1.5, R-24.1.9: a process bot plays Barbarian Attack seeing barbarians, path knights,"
            + " gold and prisoners as the events tell them")
    void aProcessBotPlaysABarbarianAttackGame() throws IOException {
        GameOptions options =
                GameOptions.standard(Ruleset.BASE, 4).withBarbarianAttack().withTurnCap(200);
        Map<String, Integer> met = play(options, 5, "START variants=barbarian-attack scenario=None castle=");
        assertTrue(met.get("barbarians") > 2, met.toString());
        assertTrue(met.get("path-knights") > 0, met.toString());
        assertTrue(met.get("gold") > 0, met.toString());
        assertTrue(met.get("prisoners") > 0, met.toString());
        assertTrue(met.get("conquered") > 0, met.toString());
    }
}
