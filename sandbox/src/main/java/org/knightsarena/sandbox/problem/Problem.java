package org.knightsarena.sandbox.problem;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One thing wrong with an uploaded bot, said so that its author can act on it: what, and where
 * (the JAR entry or class, the method and the source line when they are known).
 *
 * @param where   the JAR entry or the class name, never null
 * @param method  the method in Java syntax ({@code decide(GameView, Decision)}, see {@link JavaSyntax}),
 *                when the problem is inside one
 * @param line    the source line, when the class carries line numbers
 * @param message what is wrong and what to do, never null
 */
public record Problem(String where, Optional<String> method, OptionalInt line, String message) {

    /** @throws NullPointerException if an argument is null */
    public Problem {
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(message, "message");
    }

    /** @return a problem with a whole entry or class */
    public static Problem at(String where, String message) {
        return new Problem(where, Optional.empty(), OptionalInt.empty(), message);
    }

    /** @return a problem inside a method, at a line when {@code line} is positive */
    public static Problem at(String where, String method, int line, String message) {
        return new Problem(where, Optional.of(method), line > 0 ? OptionalInt.of(line) : OptionalInt.empty(), message);
    }

    /**
     * @return the problem as one line, in the words of the bot's source:
     *         {@code com.x.Bot.decide(GameView, Decision), line 12: message}
     */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(where);
        method.ifPresent(m -> s.append('.').append(m));
        line.ifPresent(l -> s.append(", line ").append(l));
        return s.append(": ").append(message).toString();
    }
}
