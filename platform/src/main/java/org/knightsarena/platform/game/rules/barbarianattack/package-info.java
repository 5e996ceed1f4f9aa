/**
 * The rules of Traders &amp; Barbarians' Barbarian Attack (docs/rules/traders-and-barbarians.md#R-24.1):
 * barbarians landing and conquering, knights on paths entering at the castle and moving, captures
 * and casualties, prisoners, gold and the scenario's development cards. It builds on
 * {@code rules.base} only.
 */
package org.knightsarena.platform.game.rules.barbarianattack;
