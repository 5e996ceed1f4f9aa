/**
 * Tournaments as stored: settings, entrants, scheduling a round-robin into the match queue
 * ({@link org.knightsarena.tournaments.tournament.Tournaments}), and reading results, ratings and
 * standings back ({@link org.knightsarena.tournaments.tournament.Standings}).
 */
package org.knightsarena.tournaments.tournament;
