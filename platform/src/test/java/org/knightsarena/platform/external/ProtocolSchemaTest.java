package org.knightsarena.platform.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knightsarena.agents.RandomAgent;
import org.knightsarena.api.Agent;
import org.knightsarena.api.GameView;
import org.knightsarena.api.MatchContext;
import org.knightsarena.api.MatchResult;
import org.knightsarena.api.Ruleset;
import org.knightsarena.api.TimeBudget;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.match.MatchRunner;

/**
 * The protocol's messages, taken from real games, against {@code docs/protocol.schema.json}.
 */
class ProtocolSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SCHEMA = Path.of("..", "docs", "protocol.schema.json");

    /** A random agent that also writes every message a process bot in its seat would get. */
    private static final class Recording implements Agent {
        final Agent random = new RandomAgent();
        final List<String> lines = new ArrayList<>();
        MatchContext context;
        boolean started;
        long decides;

        @Override
        public void onMatchStart(MatchContext context) {
            this.context = context;
            random.onMatchStart(context);
        }

        @Override
        public void onEvent(GameEvent event) {
            lines.add(Messages.event(event));
            random.onEvent(event);
        }

        @Override
        public Action decide(GameView view, Decision decision) {
            if (!started) {
                lines.add(0, Messages.start(context, 42, view));
                started = true;
            }
            lines.add(Messages.decide(++decides, view, decision));
            return random.decide(view, decision);
        }

        @Override
        public void onMatchEnd(MatchResult result) {
            lines.add(Messages.end(result));
        }
    }

    private static List<String> messagesOfOneGame(Ruleset ruleset, long seed) {
        return messagesOfOneGame(GameOptions.standard(ruleset, 4), seed);
    }

    private static List<String> messagesOfOneGame(GameOptions options, long seed) {
        List<Agent> agents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int seat = 0; seat < options.playerCount(); seat++) {
            agents.add(new Recording());
            names.add("seat" + seat);
        }
        new MatchRunner(options, TimeBudget.DEFAULT).play(seed, agents, names);
        List<String> lines = new ArrayList<>();
        for (Agent agent : agents) {
            lines.addAll(((Recording) agent).lines);
        }
        return lines;
    }

    private static Schema schema(String definition) throws IOException {
        JsonNode root = JSON.readTree(Files.readString(SCHEMA));
        JsonNode node = definition == null
                ? root
                : JSON.createObjectNode()
                        .put("$ref", "#/$defs/" + definition)
                        .setAll((com.fasterxml.jackson.databind.node.ObjectNode)
                                JSON.createObjectNode().set("$defs", root.get("$defs")));
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(node);
    }

    @Test
    void everyMessageOfRealGamesOfBothRulesetsFitsTheSchema() throws IOException {
        Schema schema = schema("platformMessage");
        Set<String> decisions = new HashSet<>();
        Set<String> kinds = new HashSet<>();
        for (Ruleset ruleset : Ruleset.values()) {
            for (String line : messagesOfOneGame(ruleset, 7)) {
                JsonNode message = JSON.readTree(line);
                List<Error> errors = schema.validate(message);
                assertEquals(List.of(), errors, line);
                kinds.add(message.get("type").asText());
                if (message.has("decision")) {
                    decisions.add(message.get("decision").get("type").asText());
                }
            }
        }
        assertEquals(Set.of("start", "event", "decide", "end"), kinds);
        assertTrue(decisions.containsAll(Set.of("Setup", "BeforeRoll", "MainTurn")), decisions.toString());
    }

    @Test
    @DisplayName("R-23.2, R-23.6, R-23.9: every message of real Seafarers games fits the schema and carries ships,"
            + " the pirate, islands and the scenario")
    void everyMessageOfRealSeafarersGamesFitsTheSchema() throws IOException {
        Schema schema = schema("platformMessage");
        Set<String> seen = new HashSet<>();
        for (Ruleset ruleset : Ruleset.values()) {
            seen.addAll(factsOfAValidGame(
                    schema, GameOptions.standard(ruleset, 4).withScenario("heading-for-new-shores"), 7));
        }
        assertTrue(
                seen.containsAll(Set.of(
                        "variant seafarers",
                        "scenario heading-for-new-shores",
                        "SEA",
                        "island 1",
                        "ship",
                        "pirate",
                        "island bonus",
                        "movable ship",
                        "island points",
                        "BuildShip",
                        "MoveShip")),
                seen.toString());
    }

    @Test
    @DisplayName("R-24.1.3, R-24.1.5, R-24.1.9: every message of a real Barbarian Attack game fits the schema and"
            + " carries barbarians, conquest, path knights, gold and prisoners")
    void everyMessageOfARealBarbarianAttackGameFitsTheSchema() throws IOException {
        Schema schema = schema("platformMessage");
        Set<String> seen = new HashSet<>();
        Set<String> wanted = Set.of(
                "variant barbarian-attack",
                "CASTLE",
                "no robber",
                "barbarians",
                "conquered",
                "path knight",
                "gold",
                "prisoners",
                "PlacePathKnight",
                "MovePathKnight");
        for (long seed = 7; seed < 12 && !seen.containsAll(wanted); seed++) {
            seen.addAll(factsOfAValidGame(
                    schema, GameOptions.standard(Ruleset.BASE, 4).withBarbarianAttack(), seed));
        }
        assertTrue(seen.containsAll(wanted), seen.toString());
    }

    @Test
    @DisplayName("R-24.2.1, R-24.2.4, R-24.4.3: every message of real Catan for Two and 5-player games fits the schema"
            + " and carries the neutral colours, trade tokens and the special build phase")
    void everyMessageOfRealGamesOfTwoAndFivePlayersFitsTheSchema() throws IOException {
        Schema schema = schema("platformMessage");
        Set<String> seen = new HashSet<>();
        for (Ruleset ruleset : Ruleset.values()) {
            seen.addAll(
                    factsOfAValidGame(schema, GameOptions.standard(ruleset, 2).withTurnCap(150), 7));
        }
        seen.addAll(
                factsOfAValidGame(schema, GameOptions.standard(Ruleset.BASE, 5).withTurnCap(150), 7));
        assertTrue(
                seen.containsAll(Set.of(
                        "variant catan-for-two", "neutral colours", "trade tokens", "special build phase", "seat 4")),
                seen.toString());
    }

    /** Checks every message of one game against the schema; returns the variants' facts they showed. */
    private static Set<String> factsOfAValidGame(Schema schema, GameOptions options, long seed) throws IOException {
        Set<String> seen = new HashSet<>();
        for (String line : messagesOfOneGame(options, seed)) {
            JsonNode message = JSON.readTree(line);
            assertEquals(List.of(), schema.validate(message), line);
            seen.addAll(facts(message));
        }
        return seen;
    }

    /** Names of the variants' facts a message shows, for the tests to check they were met. */
    private static Set<String> facts(JsonNode message) {
        Set<String> facts = new HashSet<>();
        if (message.has("layout")) {
            message.get("variants").forEach(v -> facts.add("variant " + v.asText()));
            facts.add("scenario " + message.get("scenario").asText());
            for (JsonNode hex : message.get("layout").get("hexes")) {
                facts.add(hex.get("terrain").asText());
                facts.add("island " + hex.get("island").asInt());
            }
        }
        if (message.has("decision")) {
            message.get("decision")
                    .path("options")
                    .forEach(o -> facts.add(o.get("type").asText()));
            JsonNode view = message.get("view");
            JsonNode board = view.get("board");
            addIf(facts, !board.get("ships").isEmpty(), "ship");
            addIf(facts, !board.get("pirate").isNull(), "pirate");
            addIf(facts, board.get("robber").isNull(), "no robber");
            addIf(facts, !board.get("barbarians").isEmpty(), "barbarians");
            addIf(facts, !board.get("conquered").isEmpty(), "conquered");
            addIf(facts, !board.get("pathKnights").isEmpty(), "path knight");
            addIf(facts, !view.get("islandBonuses").isEmpty(), "island bonus");
            addIf(facts, !view.get("movableShips").isEmpty(), "movable ship");
            addIf(facts, !view.get("neutralColours").isEmpty(), "neutral colours");
            addIf(facts, view.get("specialBuildPhase").asBoolean(), "special build phase");
            facts.add("seat " + view.get("seat").asInt());
            for (JsonNode player : view.get("players")) {
                addIf(facts, player.get("tradeTokens").asInt() > 0, "trade tokens");
                addIf(facts, player.get("islandPoints").asInt() > 0, "island points");
                addIf(facts, player.get("gold").asInt() > 0, "gold");
                addIf(facts, player.get("prisoners").asInt() > 0, "prisoners");
            }
        }
        return facts;
    }

    private static void addIf(Set<String> facts, boolean condition, String fact) {
        if (condition) {
            facts.add(fact);
        }
    }

    @Test
    void answersByOptionOrActionFitTheSchemaAndOthersDoNot() throws IOException {
        Schema schema = schema("botAnswer");
        assertEquals(List.of(), schema.validate(JSON.readTree("{\"option\": 3}")));
        assertEquals(
                List.of(),
                schema.validate(JSON.readTree("{\"action\": {\"type\": \"DiscardCards\", \"cards\": {\"ore\": 2}}}")));
        assertFalse(schema.validate(JSON.readTree("{\"option\": -1}")).isEmpty());
        assertFalse(schema.validate(JSON.readTree("{\"option\": 1, \"action\": {\"type\": \"EndTurn\"}}"))
                .isEmpty());
        assertFalse(schema.validate(JSON.readTree("{\"move\": 1}")).isEmpty());
        assertEquals(List.of(), schema.validate(JSON.readTree("{\"id\": 12, \"option\": 3}")));
        assertFalse(schema.validate(JSON.readTree("{\"id\": 0, \"option\": 3}")).isEmpty());
        assertFalse(schema.validate(JSON.readTree("{\"id\": \"12\", \"option\": 3}"))
                .isEmpty());
    }

    @Test
    void theUncutLinesOfTheDocumentedExampleSessionFitTheSchema() throws IOException {
        Schema messages = schema("platformMessage");
        Schema answers = schema("botAnswer");
        int checked = 0;
        for (String line : Files.readAllLines(Path.of("..", "docs", "protocol.md"))) {
            if ((line.startsWith("> {") || line.startsWith("< {")) && !line.contains("…")) {
                Schema schema = line.startsWith(">") ? messages : answers;
                JsonNode message = JSON.readTree(line.substring(2));
                assertEquals(List.of(), schema.validate(message), line);
                if (message.has("action")) {
                    ReplayJson.readAction(message.get("action").toString()); // throws naming what is wrong
                }
                checked++;
            }
        }
        assertTrue(checked >= 10, "only " + checked + " lines checked");
    }
}
