/**
 * Storage: SQLite (WAL, foreign keys on, busy timeout) through Jdbi over a HikariCP pool, with the
 * schema kept by Flyway from the versioned scripts {@code V<n>__<description>.sql} in this
 * package's resources. {@link
 * org.knightsarena.tournaments.storage.Database#open(java.nio.file.Path)} is the entry point; DAOs
 * are SqlObject interfaces returning records. SQL stays portable where a portable form exists, so
 * the same code can later run on PostgreSQL (DESIGN.md §5, §7).
 */
package org.knightsarena.tournaments.storage;
