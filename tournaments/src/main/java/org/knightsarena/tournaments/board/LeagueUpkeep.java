package org.knightsarena.tournaments.board;

import java.util.Objects;
import java.util.Optional;
import org.knightsarena.tournaments.storage.Database;

/** The dashboard's own look-ups and fixes of a league it keeps, the open league. Thread-safe. */
public final class LeagueUpkeep {

    /** The name of the league every dashboard has, with the sample bots entered. */
    public static final String OPEN_LEAGUE = "Open league";

    private final Database database;

    /** @param database the arena database, never null */
    public LeagueUpkeep(Database database) {
        this.database = Objects.requireNonNull(database, "database");
    }

    /** @return the id of the league with this name, if there is one */
    public Optional<Long> idNamed(String name) {
        return database.jdbi()
                .withHandle(h -> h.createQuery("SELECT id FROM leagues WHERE name = :n")
                        .bind("n", name)
                        .mapTo(Long.class)
                        .findOne());
    }

    /** Makes the league roll over: when a season has played, the next starts by itself. */
    public void makeRolling(long leagueId) {
        database.jdbi()
                .useHandle(h -> h.createUpdate("UPDATE leagues SET rolling = 1 WHERE id = :id")
                        .bind("id", leagueId)
                        .execute());
    }
}
