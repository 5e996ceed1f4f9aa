/**
 * The typed reads the dashboard's pages and API show (issue 19: storage in one place): leagues
 * with their progress and leaderboards, and who may see what ({@link
 * org.knightsarena.tournaments.board.Audiences}). Each read takes the {@link
 * org.knightsarena.tournaments.board.Viewer} it is for and returns records; the web module only
 * translates HTTP. Besides the reads, the few writes the dashboard makes outside the agent
 * registry and the queue: the built-in bots' versions ({@link
 * org.knightsarena.tournaments.board.BuiltInBots}) and the open league's upkeep ({@link
 * org.knightsarena.tournaments.board.LeagueUpkeep}).
 */
package org.knightsarena.tournaments.board;
