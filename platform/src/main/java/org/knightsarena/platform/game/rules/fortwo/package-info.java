/**
 * The rules of Catan for Two (docs/rules/traders-and-barbarians.md#R-24.2): the neutral colours'
 * pieces and the trade tokens. It builds on {@code rules.base} only.
 */
package org.knightsarena.platform.game.rules.fortwo;
