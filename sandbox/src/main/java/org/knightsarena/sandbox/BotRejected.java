package org.knightsarena.sandbox;

import java.util.List;
import org.knightsarena.sandbox.problem.Problem;

/**
 * A bot JAR the sandbox refuses to run: inspection, verification or instrumentation found
 * problems. The message is {@link #describe()}.
 */
public final class BotRejected extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    /** @param problems what is wrong, at least one, never null */
    public BotRejected(List<Problem> problems) {
        super(describe(problems));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a rejection needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    /** @return every problem, in the order found; never empty */
    public List<Problem> problems() {
        return problems;
    }

    /**
     * @return a text a person can act on: the number of problems, then each on its own line as
     *         {@code class.method(Parameters), line N: what is wrong — what to do instead}
     */
    public String describe() {
        return getMessage();
    }

    private static String describe(List<Problem> problems) {
        StringBuilder s = new StringBuilder("refused: ")
                .append(problems.size())
                .append(problems.size() == 1 ? " problem" : " problems");
        for (Problem p : problems) {
            s.append('\n').append("  ").append(p);
        }
        return s.toString();
    }
}
