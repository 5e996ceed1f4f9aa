package org.knightsarena.sandbox.verify;

import java.util.List;
import java.util.Optional;

/**
 * What a bot's author should write instead of each forbidden JDK part, so that a refusal says
 * the fix beside the reason. The rules are tried in order, the specific ones first; each names
 * members ({@code java/lang/System#out}), classes ({@code java/lang/Thread}) or packages (ending
 * in {@code /}). Every entry of {@code jdk-denied.txt} is covered by a rule (a test holds this).
 */
final class Fixes {
    private record Rule(String fix, List<String> names) {
        boolean matches(String key) {
            return names.stream()
                    .anyMatch(n -> key.equals(n) || key.startsWith(n + "#") || (n.endsWith("/") && key.startsWith(n)));
        }
    }

    static final String LOG = "write to your bot's log with context.log().log(...) (the MatchContext of onMatchStart)";
    private static final String ONE_THREAD = "bots run on one thread: do the work inside the call, within its budget";
    private static final String REFLECTION =
            "call your own classes directly (new, a switch or a Map of lambdas) instead of" + " through reflection";
    private static final String IN_CODE =
            "bots read no files, resources or network: keep data in your code (a static final" + " array or string)";

    private static final List<Rule> RULES = List.of(
            new Rule(
                    LOG,
                    List.of(
                            "java/lang/System#out",
                            "java/lang/System#err",
                            "java/lang/System#setOut",
                            "java/lang/System#setErr",
                            "java/lang/Throwable#printStackTrace",
                            "java/lang/System#getLogger",
                            "java/util/logging/")),
            new Rule(
                    "read the game from the GameView and Decision that decide(...) is given",
                    List.of(
                            "java/lang/System#in",
                            "java/lang/System#setIn",
                            "java/lang/System#console",
                            "java/lang/System#inheritedChannel",
                            "java/util/Scanner")),
            new Rule(
                    "return an action instead: the platform ends the match",
                    List.of("java/lang/System#exit", "java/lang/Runtime", "java/lang/Shutdown")),
            new Rule(
                    "bots have no environment or system properties: put settings in constants of your code",
                    List.of(
                            "java/lang/System#getenv",
                            "java/lang/System#getProperty",
                            "java/lang/System#getProperties",
                            "java/lang/System#setProperty",
                            "java/lang/System#setProperties",
                            "java/lang/System#clearProperty",
                            "java/lang/Integer#getInteger",
                            "java/lang/Long#getLong",
                            "java/lang/Boolean#getBoolean",
                            "java/util/Properties",
                            "java/util/prefs/",
                            "java/util/Locale#setDefault")),
            new Rule(
                    "leave memory to the JVM and remove the call",
                    List.of("java/lang/System#gc", "java/lang/System#runFinalization")),
            new Rule(
                    "write it in Java: bots may not run native code",
                    List.of(
                            "java/lang/System#load",
                            "java/lang/System#loadLibrary",
                            "java/lang/System#mapLibraryName")),
            new Rule(
                    "use stream() and Arrays.sort/setAll: " + ONE_THREAD,
                    List.of(
                            "java/util/Collection#parallelStream",
                            "java/util/stream/BaseStream#parallel",
                            "java/util/stream/StreamSupport",
                            "java/util/Arrays#parallelSort",
                            "java/util/Arrays#parallelPrefix",
                            "java/util/Arrays#parallelSetAll")),
            new Rule(
                    "use a HashMap or a plain field: " + ONE_THREAD,
                    List.of("java/util/concurrent/", "java/lang/ThreadLocal", "java/lang/InheritableThreadLocal")),
            new Rule(
                    ONE_THREAD,
                    List.of(
                            "java/lang/Thread",
                            "java/lang/ThreadGroup",
                            "java/util/Timer",
                            "java/util/TimerTask",
                            "java/lang/Object#wait",
                            "java/lang/Object#notify",
                            "java/lang/Object#notifyAll")),
            new Rule(
                    "bots may not start programs",
                    List.of("java/lang/Process", "java/lang/ProcessBuilder", "java/lang/ProcessHandle")),
            new Rule(
                    IN_CODE,
                    List.of(
                            "java/lang/Class#getResource",
                            "java/lang/Class#getResourceAsStream",
                            "java/io/",
                            "java/nio/",
                            "java/net/",
                            "java/util/jar/",
                            "java/util/zip/",
                            "java/util/ResourceBundle",
                            "java/util/ListResourceBundle",
                            "java/util/PropertyResourceBundle")),
            new Rule(
                    REFLECTION,
                    List.of(
                            "java/lang/Class",
                            "java/lang/ClassLoader",
                            "java/lang/Module",
                            "java/lang/ModuleLayer",
                            "java/lang/reflect/",
                            "java/lang/invoke/",
                            "java/util/ServiceLoader",
                            "java/lang/StackWalker",
                            "java/lang/SecurityManager",
                            "java/lang/System#getSecurityManager",
                            "java/lang/System#setSecurityManager",
                            "java/lang/instrument/")),
            new Rule(
                    "regular expressions run outside the work meter: use indexOf and substring, or"
                            + " String.replace(CharSequence, CharSequence)",
                    List.of(
                            "java/util/regex/",
                            "java/lang/String#matches",
                            "java/lang/String#replaceAll",
                            "java/lang/String#replaceFirst",
                            "java/lang/String#split")),
            new Rule("use String.format(...) or a StringBuilder", List.of("java/util/Formatter")),
            new Rule(
                    "bots have no clock or time zone: count turns with GameView.turn(), and use java.time's Duration"
                            + " for spans",
                    List.of(
                            "java/util/Date",
                            "java/util/Calendar",
                            "java/util/GregorianCalendar",
                            "java/util/TimeZone",
                            "java/util/SimpleTimeZone")),
            new Rule("use context.random() so that the match replays the same", List.of("java/util/UUID#randomUUID")),
            new Rule(
                    "use a HashMap: when the garbage collector runs differs from run to run",
                    List.of("java/util/WeakHashMap", "java/lang/ref/")),
            new Rule("use the public java.* API instead of the JDK's internals", List.of("sun/", "com/sun/", "jdk/")),
            new Rule(
                    "the bot API is org.knightsarena.api; catch your own or the JDK's exceptions, and let the"
                            + " sandbox's own pass",
                    List.of("org/knightsarena/")));

    private static final String ANY = "docs/first-bot.md lists what bots may use";

    private Fixes() {}

    /**
     * @param forbidden a forbidden member ({@code java/lang/System#out}) or type ({@code java/lang/Thread})
     *                  in internal form
     * @return what to do instead, never null
     */
    static String of(String forbidden) {
        return RULES.stream()
                .filter(r -> r.matches(forbidden))
                .findFirst()
                .or(() -> inherited(forbidden))
                .map(Rule::fix)
                .orElse(ANY);
    }

    /**
     * A member denied in a supertype is named by the class the code calls it on
     * ({@code List#parallelStream} for {@code Collection#parallelStream}): the rule naming a
     * member of that name decides.
     */
    private static Optional<Rule> inherited(String forbidden) {
        int hash = forbidden.indexOf('#');
        if (hash < 0) {
            return Optional.empty();
        }
        String member = forbidden.substring(hash);
        return RULES.stream()
                .filter(r -> r.names().stream().anyMatch(n -> n.endsWith(member)))
                .findFirst();
    }

    /** @return whether a specific rule covers the entry, rather than the catch-all */
    static boolean covers(String forbidden) {
        return RULES.stream().anyMatch(r -> r.matches(forbidden));
    }
}
