package org.knightsarena.web.bots;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.knightsarena.sandbox.problem.Problem;

/**
 * One problem of an upload as the API reports it.
 *
 * @param where   the JAR entry or class, such as {@code bots.Evil}
 * @param method  the method as the source declares it, such as {@code decide(GameView, Decision)}
 * @param line    the source line, when the class carries line numbers
 * @param message what is wrong and what to do
 */
public record ProblemView(String where, Optional<String> method, OptionalInt line, String message) {
    /**
     * The sandbox checks an upload in a temporary file of the server's: its problems are shown
     * under the name the user gave the file instead.
     *
     * @return the problem with every mention of {@code temporary} (its path or its name) replaced by {@code shown}
     */
    public static Problem renamed(Problem p, Path temporary, String shown) {
        String path = temporary.toString();
        String name = temporary.getFileName().toString();
        return new Problem(
                p.where().replace(path, shown).replace(name, shown),
                p.method(),
                p.line(),
                p.message().replace(path, shown).replace(name, shown));
    }

    /** @return the view of a sandbox problem */
    public static ProblemView of(Problem p) {
        return new ProblemView(p.where(), p.method(), p.line(), p.message());
    }
}
