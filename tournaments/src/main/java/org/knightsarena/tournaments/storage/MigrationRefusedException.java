package org.knightsarena.tournaments.storage;

/**
 * A migration's guard found rows the new schema would refuse, so the migration did not run and
 * the database is as it was; the message names the migration and every reason.
 */
public final class MigrationRefusedException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    MigrationRefusedException(String message) {
        super(message);
    }
}
