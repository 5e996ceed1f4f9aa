/**
 * Tournaments: the agents registry, leagues and seasons, round-robin schedules, the match queue,
 * Elo and other ratings, and their SQLite storage (Jdbi, migrations), plus the
 * {@code arena tournament} subcommand. It runs matches through the platform and knows nothing of
 * HTTP; the web dashboard sits on top of it.
 */
package org.knightsarena.tournaments;
