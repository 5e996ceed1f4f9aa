package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.knightsarena.api.Ruleset;
import org.knightsarena.platform.game.state.GameOptions;

/**
 * The replay header's form of {@link GameOptions}: its six settings in component order, then
 * {@code "scenario"} only when the game is on a Seafarers scenario and {@code "barbarianAttack":
 * true} only when it plays Barbarian Attack (docs/replay-format.md). A replay without either is
 * byte for byte what it was before the fields existed, and one written before them reads as the
 * standard island without Barbarian Attack.
 *
 * <p>Stateless and thread-safe.
 */
final class GameOptionsJson {

    private static final List<String> REQUIRED =
            List.of("ruleset", "playerCount", "pointsToWin", "turnCap", "map", "start");
    private static final String SCENARIO = "scenario";
    private static final String BARBARIAN_ATTACK = "barbarianAttack";

    private GameOptionsJson() {}

    static final class Serializer extends StdSerializer<GameOptions> {
        private static final long serialVersionUID = 1L;

        Serializer() {
            super(GameOptions.class);
        }

        @Override
        public void serialize(GameOptions o, JsonGenerator g, SerializerProvider provider) throws IOException {
            g.writeStartObject(o);
            g.writeStringField("ruleset", o.ruleset().name());
            g.writeNumberField("playerCount", o.playerCount());
            g.writeNumberField("pointsToWin", o.pointsToWin());
            g.writeNumberField("turnCap", o.turnCap());
            g.writeStringField("map", o.map().name());
            g.writeStringField("start", o.start().name());
            if (o.scenario().isPresent()) {
                g.writeStringField(SCENARIO, o.scenario().get());
            }
            if (o.barbarianAttack()) {
                g.writeBooleanField(BARBARIAN_ATTACK, true);
            }
            g.writeEndObject();
        }
    }

    /**
     * Reads the six settings, all required, and the optional scenario and Barbarian Attack flag; any
     * other field is refused.
     */
    static final class Deserializer extends StdDeserializer<GameOptions> {
        private static final long serialVersionUID = 1L;

        Deserializer() {
            super(GameOptions.class);
        }

        @Override
        public GameOptions deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode node = ctxt.readTree(p);
            if (node == null || !node.isObject()) {
                return ctxt.reportInputMismatch(this, "options must be an object");
            }
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!REQUIRED.contains(name) && !name.equals(SCENARIO) && !name.equals(BARBARIAN_ATTACK)) {
                    return ctxt.reportInputMismatch(this, "unknown option '%s'", name);
                }
            }
            for (String name : REQUIRED) {
                if (!node.has(name)) {
                    return ctxt.reportInputMismatch(this, "options lack '%s'", name);
                }
            }
            JsonNode scenario = node.get(SCENARIO);
            if (scenario != null && !scenario.isTextual()) {
                return ctxt.reportInputMismatch(this, "scenario must be a string, not %s", scenario);
            }
            JsonNode barbarianAttack = node.get(BARBARIAN_ATTACK);
            if (barbarianAttack != null && !barbarianAttack.isBoolean()) {
                return ctxt.reportInputMismatch(this, "barbarianAttack must be true or false, not %s", barbarianAttack);
            }
            try {
                return new GameOptions(
                        Ruleset.valueOf(text(node, "ruleset")),
                        whole(node, "playerCount"),
                        whole(node, "pointsToWin"),
                        whole(node, "turnCap"),
                        GameOptions.MapChoice.valueOf(text(node, "map")),
                        GameOptions.Start.valueOf(text(node, "start")),
                        Optional.ofNullable(scenario).map(JsonNode::asText),
                        barbarianAttack != null && barbarianAttack.booleanValue());
            } catch (IllegalArgumentException e) {
                return ctxt.reportInputMismatch(this, "bad options: %s", e.getMessage());
            }
        }

        private static String text(JsonNode node, String name) {
            JsonNode value = node.get(name);
            if (!value.isTextual()) {
                throw new IllegalArgumentException(name + " must be a string, not " + value);
            }
            return value.asText();
        }

        private static int whole(JsonNode node, String name) {
            JsonNode value = node.get(name);
            if (!value.isInt()) {
                throw new IllegalArgumentException(name + " must be a whole number, not " + value);
            }
            return value.intValue();
        }
    }
}
