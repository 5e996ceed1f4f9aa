/**
 * The sandbox: turns an untrusted bot JAR into safe {@code Agent} instances. Entry point:
 * {@link org.knightsarena.sandbox.SandboxedBot#load} (inspect, verify, instrument) and
 * {@link org.knightsarena.sandbox.SandboxedBot#newAgent} (a {@link org.knightsarena.sandbox.SandboxedAgent}
 * in its own class loader, whose calls throw only {@link org.knightsarena.sandbox.BudgetExhausted},
 * {@link org.knightsarena.sandbox.AgentCrashed} or the bot's JDK runtime exceptions). It will own JAR
 * inspection, bytecode verification and instrumentation, isolated class loaders, work budgets and
 * the guarded child-JVM worker pool, plus the {@code arena check} subcommand that verifies a bot JAR
 * exactly as an upload would. It knows nothing of the game rules, ratings, storage or HTTP; the
 * platform uses it whenever an agent is given as a JAR.
 */
package org.knightsarena.sandbox;
