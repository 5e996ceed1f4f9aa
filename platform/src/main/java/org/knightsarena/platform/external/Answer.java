package org.knightsarena.platform.external;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.List;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.platform.chronicle.ReplayFormatException;
import org.knightsarena.platform.chronicle.ReplayJson;

/**
 * Reads a bot's answer line ({@code docs/protocol.md}): {@code {"option": 3}}, the index of one of
 * the decision's listed options, or {@code {"action": {...}}}, any action in its replay JSON form,
 * either with the {@code "id"} of the decide it answers beside it. Whether the action is legal is
 * for the match runner to decide, as for any agent. Stateless and thread-safe.
 */
final class Answer {

    private static final ObjectMapper STRICT =
            new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Answer() {}

    /**
     * Whether a line is an answer to an earlier decide than the open one: it carries back a lower
     * id. Such a line was written when no decision was asked (a second line for one decide, say),
     * and without the id it could not be told from the answer to the next decide. A line that is
     * not JSON, or has no id, is not known to be late: {@link #read} judges it.
     *
     * @param line   the line the bot wrote
     * @param openId the id of the decide waiting for its answer
     */
    static boolean isLate(String line, long openId) {
        try {
            JsonNode id = STRICT.readTree(line).get("id");
            return id != null && id.isIntegralNumber() && id.longValue() < openId;
        } catch (JsonProcessingException | RuntimeException e) {
            return false;
        }
    }

    /**
     * @param line     the line the bot wrote, without its line end
     * @param decision the decision it answers
     * @param id       the id of the decide it answers
     * @return the action the line names
     * @throws MalformedAnswer naming what is wrong with the line
     */
    static Action read(String line, Decision decision, long id) {
        JsonNode answer;
        try {
            answer = STRICT.readTree(line);
        } catch (JsonProcessingException e) {
            throw new MalformedAnswer("the answer is not JSON (" + e.getOriginalMessage() + "): " + quoted(line));
        }
        if (answer != null && answer.isObject() && answer.has("id")) {
            JsonNode echoed = answer.get("id");
            if (!echoed.isIntegralNumber() || echoed.longValue() != id) {
                throw new MalformedAnswer(
                        "\"id\" must be " + id + ", the id of the decide it answers, not " + quoted(echoed.toString()));
            }
            answer = ((ObjectNode) answer).deepCopy().without("id");
        }
        if (answer == null || !answer.isObject() || answer.size() != 1) {
            throw new MalformedAnswer("an answer is an object with one field, \"option\" or \"action\""
                    + " (and the decide's \"id\" beside it): " + quoted(line));
        }
        Iterator<String> names = answer.fieldNames();
        String name = names.next();
        JsonNode value = answer.get(name);
        if ("option".equals(name)) {
            List<Action> options = decision.options();
            if (!value.isInt() || value.intValue() < 0 || value.intValue() >= options.size()) {
                throw new MalformedAnswer("\"option\" must be a whole number from 0 to " + (options.size() - 1)
                        + " for this " + decision.getClass().getSimpleName() + ", not " + value);
            }
            return options.get(value.intValue());
        }
        if ("action".equals(name)) {
            if (!value.isObject()) {
                throw new MalformedAnswer("\"action\" must be an action object such as {\"type\": \"EndTurn\"}, not "
                        + quoted(value.toString()));
            }
            try {
                return ReplayJson.readAction(value.toString());
            } catch (ReplayFormatException e) {
                throw new MalformedAnswer("\"action\" is not a valid action: " + e.getMessage());
            }
        }
        throw new MalformedAnswer("an answer has \"option\" or \"action\", not \"" + name + "\"");
    }

    /** The line as the fault shows it: cut, since a bot decides how long its lines are. */
    private static String quoted(String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "… (" + line.length() + " characters)";
    }

    /** A line that is not an answer: a fault of the seat, as an exception thrown by a JVM bot is. */
    static final class MalformedAnswer extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MalformedAnswer(String message) {
            super(message);
        }

        /** The fault's detail: what is wrong, without a Java class name the bot's author never wrote. */
        @Override
        public String toString() {
            return "malformed answer: " + getMessage();
        }
    }
}
