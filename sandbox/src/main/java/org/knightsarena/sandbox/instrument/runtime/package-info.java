/**
 * The sandbox runtime that instrumented bot code calls. These classes are defined anew in every
 * agent instance's own loader (their statics belong to that agent); the host reaches them only
 * through {@link org.knightsarena.sandbox.load.MeterControl}. Bot code can never name them: the
 * verifier refuses every {@code org/knightsarena/} reference outside the API.
 */
package org.knightsarena.sandbox.instrument.runtime;
