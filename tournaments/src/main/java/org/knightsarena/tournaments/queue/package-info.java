/**
 * The match queue: matches are rows that workers claim with a lease ({@link
 * org.knightsarena.tournaments.queue.MatchQueue}), play through a {@code MatchExecutor} ({@link
 * org.knightsarena.tournaments.queue.MatchWorkers}), and store with their results, rating changes
 * and replay in one transaction ({@link org.knightsarena.tournaments.queue.ResultRecorder}).
 * The SQL is portable so that workers on many machines can share a PostgreSQL queue (DESIGN.md
 * §7).
 */
package org.knightsarena.tournaments.queue;
