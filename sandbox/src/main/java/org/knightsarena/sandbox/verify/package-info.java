/**
 * Bytecode verification: {@link org.knightsarena.sandbox.verify.ClassVerifier} checks a bot's
 * classes, before any is loaded, against the JDK allow- and deny-lists bundled as
 * {@code jdk-allowed.txt} and {@code jdk-denied.txt} next to it, and reports each forbidden
 * reference as a {@link org.knightsarena.sandbox.problem.Problem} with class, method and source line.
 */
package org.knightsarena.sandbox.verify;
