package org.knightsarena.platform.worker;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Objects;
import org.knightsarena.platform.chronicle.ReplayData;
import org.knightsarena.platform.match.MatchOutcome;
import org.knightsarena.platform.match.MatchSpec;

/**
 * One line a worker JVM writes to its parent, and the JSON both sides use.
 *
 * <p>The protocol, one JSON object per line on the worker's stdin and stdout: the worker first
 * writes a {@link Kind#READY} reply; then, for each {@link MatchSpec} the parent writes, it
 * writes exactly one reply of another kind. The worker exits when its stdin closes.
 *
 * <p>The parent may send several specs before the first reply: the worker plays them one after
 * another, in the order sent, and answers each in that order, so that it never waits for its parent
 * between matches.
 *
 * <p>The replay of a completed match does not travel on the pipe: the worker writes it to a file
 * of its own in the folder the parent named ({@link #replayFile}, the match's number in the
 * order sent) and sends the outcome with an empty replay; the parent reads and deletes it. A pipe holds 64 KB,
 * and a replay would have to be encoded (base64) inside the line; the
 * two processes would take turns at filling and emptying the pipe, each turn a wait for the
 * scheduler on a busy machine.
 *
 * @param kind    what the reply says
 * @param outcome the played match, for {@link Kind#OUTCOME} only
 * @param message why the match was refused, empty otherwise
 */
record Reply(Kind kind, MatchOutcome outcome, String message) {

    /** What a worker can answer. */
    enum Kind {
        /** The worker has started and waits for a match. */
        READY,
        /**
         * The match was played, or crashed inside the worker (then the outcome is aborted);
         * {@link #outcome()} says how it went.
         */
        OUTCOME,
        /** The spec names an agent the worker cannot make (an {@link IllegalArgumentException}). */
        REFUSED
    }

    private static final JsonMapper JSON = JsonMapper.builder()
            .addModule(new Jdk8Module())
            .addModule(new JavaTimeModule())
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    /** @throws NullPointerException if an argument is null, or the outcome of an {@code OUTCOME} is */
    Reply {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
        if ((kind == Kind.OUTCOME) != (outcome != null)) {
            throw new IllegalArgumentException("an outcome comes with, and only with, a reply of kind OUTCOME");
        }
    }

    static Reply ready() {
        return new Reply(Kind.READY, null, "");
    }

    static Reply outcome(MatchOutcome outcome) {
        return new Reply(Kind.OUTCOME, Objects.requireNonNull(outcome, "outcome"), "");
    }

    static Reply refused(String message) {
        return new Reply(Kind.REFUSED, null, message);
    }

    /**
     * @param folder the worker's folder
     * @param match  the match's number in the order the parent sent them, from 1
     * @return where the worker writes the replay of that match
     */
    static Path replayFile(Path folder, long match) {
        return folder.resolve("replay-" + match + ".bin");
    }

    /** @return the outcome with its replay replaced by {@code replay} */
    static MatchOutcome withReplay(MatchOutcome outcome, ReplayData replay) {
        return new MatchOutcome(
                outcome.status(),
                outcome.detail(),
                outcome.blamed(),
                outcome.result(),
                outcome.seats(),
                outcome.decisions(),
                replay,
                outcome.elapsed());
    }

    /** @return this reply as one line of JSON, without the line break */
    String toJson() {
        return write(this);
    }

    /** @throws IllegalArgumentException if the line is not a valid reply */
    static Reply parse(String line) {
        return read(line, Reply.class);
    }

    /** @return a spec as one line of JSON, without the line break */
    static String specToJson(MatchSpec spec) {
        return write(spec);
    }

    /** @throws IllegalArgumentException if the line is not a valid spec */
    static MatchSpec parseSpec(String line) {
        return read(line, MatchSpec.class);
    }

    private static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            // plain records of strings, numbers and lists always serialise
            throw new UncheckedIOException(e);
        }
    }

    private static <T> T read(String line, Class<T> type) {
        try {
            return JSON.readValue(line, type);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a " + type.getSimpleName() + ": " + e.getOriginalMessage(), e);
        }
    }
}
