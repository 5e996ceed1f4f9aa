package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.platform.game.state.SeatedAction;

/**
 * The replay JSON form of an applied action: one flat object holding the seat first, then the
 * action as {@link ReplayJson#writeAction} writes it ({@code {"seat": 2, "type": "BuildRoad", "path": 17}}).
 *
 * <p>Stateless and thread-safe.
 */
final class SeatedActionJson {

    private SeatedActionJson() {}

    /** Writes {@code {"seat": 2, "type": "BuildRoad", "path": 17}}: the seat, then the action. */
    static final class Serializer extends StdSerializer<SeatedAction> {
        private static final long serialVersionUID = 1L;

        Serializer() {
            super(SeatedAction.class);
        }

        @Override
        public void serialize(SeatedAction seated, JsonGenerator g, SerializerProvider provider) throws IOException {
            Action action = seated.action();
            TokenBuffer buffer = provider.bufferForValueConversion(g.getCodec());
            provider.findValueSerializer(action.getClass())
                    .serializeWithType(
                            action,
                            buffer,
                            provider,
                            provider.findTypeSerializer(provider.constructType(Action.class)));
            g.writeStartObject(seated);
            g.writeNumberField(ReplayMapper.SEAT, seated.seat());
            try (JsonParser fields = buffer.asParser()) {
                fields.nextToken();
                while (fields.nextToken() == JsonToken.FIELD_NAME) {
                    g.copyCurrentStructure(fields);
                }
            }
            g.writeEndObject();
        }
    }

    /** Reads what {@link Serializer} writes. */
    static final class Deserializer extends StdDeserializer<SeatedAction> {
        private static final long serialVersionUID = 1L;

        Deserializer() {
            super(SeatedAction.class);
        }

        @Override
        public SeatedAction deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode node = ctxt.readTree(p);
            if (!(node instanceof ObjectNode fields)) {
                return ctxt.reportInputMismatch(this, "an action is a JSON object, not %s", node.getNodeType());
            }
            JsonNode seat = fields.remove(ReplayMapper.SEAT);
            if (seat == null || !seat.isInt()) {
                return ctxt.reportInputMismatch(this, "an applied action needs a whole-number \"seat\"");
            }
            try {
                return new SeatedAction(seat.intValue(), ctxt.readTreeAsValue(fields, Action.class));
            } catch (JsonMappingException e) {
                // The tree has no locations: report the end of this action, keeping the inner path.
                JsonMappingException located = JsonMappingException.from(p, ReplayFailure.describe(e), e);
                List<JsonMappingException.Reference> inner = e.getPath();
                for (int i = inner.size() - 1; i >= 0; i--) {
                    located.prependPath(inner.get(i));
                }
                throw located;
            }
        }
    }
}
