/**
 * Isolation, the fourth sandbox stage (DESIGN.md §4.4): one
 * {@link org.knightsarena.sandbox.load.BotClassLoader} per agent instance per match, defining the
 * instrumented classes from memory, under {@link org.knightsarena.sandbox.load.ExposedClasses},
 * which shows bots only the API and the allowed JDK, and with its own copy of the meter.
 */
package org.knightsarena.sandbox.load;
