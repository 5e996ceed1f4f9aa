/**
 * The sandbox: turns an untrusted bot JAR into safe {@code Agent} instances. It will own JAR
 * inspection, bytecode verification and instrumentation, isolated class loaders, work budgets and
 * the guarded child-JVM worker pool, plus the {@code arena check} subcommand that verifies a bot JAR
 * exactly as an upload would. It knows nothing of the game rules, ratings, storage or HTTP; the
 * platform uses it whenever an agent is given as a JAR.
 */
package org.knightsarena.sandbox;
