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
        List<Agent> agents = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            agents.add(new Recording());
        }
        new MatchRunner(GameOptions.standard(ruleset, 4), TimeBudget.DEFAULT)
                .play(seed, agents, List.of("a", "b", "c", "d"));
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
