/**
 * Instrumentation, the third sandbox stage (DESIGN.md §4.3): {@link org.knightsarena.sandbox.instrument.Instrumenter}
 * rewrites a bot's verified classes so that their work is counted and their results repeat.
 *
 * <h2>Work</h2>
 * Every method entry charges the method's instructions outside loops, and every loop head the
 * instructions of its loop, to the agent's
 * {@link org.knightsarena.sandbox.instrument.runtime.Meter}; every array allocation is charged one
 * unit per element before it happens; entering an exception handler costs extra (the JVM's work to
 * build the exception shows in no bytecode). When a budget is used up the meter throws
 * {@link org.knightsarena.sandbox.instrument.runtime.WorkLimitError}, a {@code VirtualMachineError}.
 * Handlers that could catch it ({@code finally}, {@code Throwable}, {@code Error},
 * {@code VirtualMachineError}) are entered through a trampoline placed after the method's code,
 * outside every try range, that charges first; since a spent meter throws on every charge, such a
 * handler rethrows before any of its code runs, and a trampoline can never catch its own throw.
 * Every charge also checks whether the watchdog stopped the call, by asking the meter's stop switch,
 * which compiled code takes as a constant until the watchdog throws it (and the JVM deoptimizes it).
 *
 * <h2>Static state</h2>
 * A bot's classes are defined once per JVM and serve match after match, so each class's static
 * initializer becomes a method that the class runs again, after resetting its statics, at its
 * first use in each match (see {@code PerMatchStatics}).
 *
 * <h2>Determinism</h2>
 * Rewritten to values derived from the match seed or the work done: {@code new Random()},
 * {@code new SplittableRandom()} (and their method references and no-argument {@code super()}
 * calls), {@code Math.random()}, {@code StrictMath.random()}, {@code Collections.shuffle(List)},
 * {@code System.nanoTime()} and {@code System.currentTimeMillis()} (a virtual clock: one
 * nanosecond per unit of work, wall time from 2026-01-01), {@code System.identityHashCode},
 * {@code hashCode()} called on {@code Object}, {@code Enum} or a bot enum, and {@code super.hashCode()}
 * (numbered in the order the bot first asks). Bot classes that would inherit {@code Object#hashCode}
 * get one returning that number, so hash tables keyed by bot objects iterate the same way each run,
 * and {@code new HashMap}/{@code new HashSet} become their linked subclasses, so iteration follows
 * insertion whatever the keys' hashes.
 *
 * <p>What is <em>not</em> deterministic, and why: identity hashes the JDK asks for itself (a hash
 * map built inside the JDK, as by {@code Collectors.toSet()} or {@code groupingBy}, keyed by enums
 * or plain objects, iterates in an order that can change between JVM runs); {@code Set.of} and
 * {@code Map.of} iterate in an order salted per JVM run; {@code toString()} of JDK objects that do
 * not override it. Bots that need a repeatable order should use {@code EnumMap}, {@code TreeMap} or
 * the {@code Linked} collections. Denying these in the verifier would refuse most ordinary code, so
 * they stay allowed and documented.
 */
package org.knightsarena.sandbox.instrument;
