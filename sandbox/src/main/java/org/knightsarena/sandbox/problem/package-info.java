/**
 * What is wrong with an uploaded bot, as every stage of the sandbox reports it: a
 * {@link org.knightsarena.sandbox.problem.Problem} names the entry or class, the method and line.
 * It sits below the stages (inspect, verify, instrument) and the sandbox's entry point, so that
 * they can all report problems without depending on each other.
 */
package org.knightsarena.sandbox.problem;
