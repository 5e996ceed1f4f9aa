/**
 * The rules in numbers: what each purchase costs ({@link org.knightsarena.api.rules.Costs}) and
 * how many pieces and cards a player may have ({@link org.knightsarena.api.rules.Limits}).
 *
 * <p>The rules themselves are in the repository's {@code docs/rules/} folder, one page per part
 * (see docs/rules/README.md); every constant here names the rule it comes from, as
 * {@code docs/rules/PAGE.md#R-x.y}. The engine charges exactly these prices and enforces exactly
 * these limits; a test in {@code platform} checks that by building with exact hands.
 *
 * @since 0.1
 */
package org.knightsarena.api.rules;
