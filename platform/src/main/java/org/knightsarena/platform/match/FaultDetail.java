package org.knightsarena.platform.match;

import java.util.List;
import java.util.Optional;
import org.knightsarena.api.decision.Decision;
import org.knightsarena.sandbox.AgentCrashed;

/**
 * The detail of a fault, as the bot's owner reads it in {@code arena check}, on the match page and
 * in the replay: what the agent threw, where in its own code, and when. "Where" is the innermost
 * frames of the bot's own classes: the JDK's and the API's frames are passed over, and the first
 * frame of the host (the platform, the sandbox, the servers) ends the bot's part of the stack, since
 * the author can act only on their own lines. "When" is the turn and the decision
 * the agent was answering. Every detail is capped where it is recorded: an agent decides what its
 * messages hold. Stateless.
 */
public final class FaultDetail {

    /** The longest detail recorded; a longer one is cut, saying how much was cut. */
    public static final int MAX_CHARS = 1_000;

    /** How many of the bot's own frames a detail shows, innermost first. */
    static final int FRAMES_SHOWN = 3;

    /** Packages whose frames the bot's code may call into: passed over. */
    private static final List<String> LIBRARIES =
            List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "org.knightsarena.api.");
    /** Packages of the host that calls the bot: the bot's part of the stack ends at the first of their frames. */
    private static final List<String> HOST = List.of(
            "org.knightsarena.platform.",
            "org.knightsarena.sandbox.",
            "org.knightsarena.tournaments.",
            "org.knightsarena.web.");

    private FaultDetail() {}

    /**
     * @param call      the agent's method that threw: {@code decide}, {@code onEvent}, ...
     * @param thrown    what it threw
     * @param turn      the game's turn at the time (0 during set-up)
     * @param answering the decision it was answering, for {@code decide}
     * @return such as {@code java.lang.IllegalStateException: oops at bots.Greedy.decide(Greedy.java:74)
     *         < bots.Greedy.plan(Greedy.java:30), on turn 12 answering MainTurn}, to be {@link #capped}
     *         where it is recorded
     */
    public static String thrown(String call, Throwable thrown, int turn, Optional<Decision> answering) {
        // The sandbox's own report already names the bot's frames, without a class name the author never wrote.
        String what = thrown instanceof AgentCrashed ? thrown.getMessage() : thrown + where(thrown);
        return ("decide".equals(call) ? "" : call + " threw ") + what + ", on turn " + turn
                + answering
                        .map(d -> " answering " + d.getClass().getSimpleName())
                        .orElse("");
    }

    /**
     * @return {@code detail}, or its first {@value #MAX_CHARS} characters and how many more there were
     */
    public static String capped(String detail) {
        String text = String.valueOf(detail);
        if (text.length() <= MAX_CHARS) {
            return text;
        }
        return text.substring(0, MAX_CHARS) + "… (" + (text.length() - MAX_CHARS) + " more characters)";
    }

    /** @return {@code " at a.B.c(B.java:12) < a.B.d(B.java:30)"} for the bot's own innermost frames, or "" */
    private static String where(Throwable thrown) {
        StackTraceElement[] trace;
        try {
            trace = thrown.getStackTrace();
        } catch (RuntimeException e) {
            return ""; // a bot's own Throwable may override anything; its place is then unknown
        }
        StringBuilder s = new StringBuilder();
        int shown = 0;
        for (StackTraceElement frame : trace) {
            if (shown == FRAMES_SHOWN || isIn(HOST, frame.getClassName())) {
                break;
            }
            if (!isIn(LIBRARIES, frame.getClassName())) {
                s.append(shown++ == 0 ? " at " : " < ")
                        .append(frame.getClassName())
                        .append('.')
                        .append(frame.getMethodName())
                        .append('(')
                        .append(frame.getFileName())
                        .append(':')
                        .append(frame.getLineNumber())
                        .append(')');
            }
        }
        return s.toString();
    }

    private static boolean isIn(List<String> packages, String className) {
        for (String prefix : packages) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
