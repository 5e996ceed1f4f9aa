package org.knightsarena.tournaments.synthetic;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.knightsarena.platform.match.EngineVersion;
import org.knightsarena.tournaments.league.SampleBots;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.storage.AgentVersionStatus;
import org.knightsarena.tournaments.storage.Database;

/**
 * The agents of the synthetic history: the sample bots as the open league registers them, and
 * bots bot-01 to bot-37 of twelve owners with 1 to 3 versions each, whose JARs do not exist (the
 * bench never plays them).
 */
final class BenchAgents {
    private BenchAgents() {}

    /** Registers the sample bots as the open league does, and bots bot-01 to bot-37 with 1 to 3 versions. */
    static Map<String, List<Long>> register(Database database, Instant now) {
        return database.jdbi().inTransaction(h -> {
            AgentDao dao = h.attach(AgentDao.class);
            Map<String, List<Long>> versions = new LinkedHashMap<>();
            String builtIn = "builtin-" + EngineVersion.current();
            for (String bot : SampleBots.NAMES) {
                versions.put(
                        bot,
                        List.of(dao.findOrInsertVersion(bot, OptionalLong.empty(), builtIn, bot, Optional.empty(), now)
                                .id()));
            }
            // Twelve owners, accounts nobody can log in to (their hash is no bcrypt hash).
            Map<Integer, Long> owners = new HashMap<>();
            for (int user = 1; user <= 12; user++) {
                owners.put(
                        user,
                        h.createUpdate("INSERT INTO accounts (username, password_hash, role, created_at)"
                                        + " VALUES (:n, 'no login', 'participant', :now)")
                                .bind("n", String.format("user-%02d", user))
                                .bind("now", now.toEpochMilli())
                                .executeAndReturnGeneratedKeys("id")
                                .mapTo(Long.class)
                                .one());
            }
            for (String bot : names(1, 37)) {
                int number = Integer.parseInt(bot.substring(4));
                long agent = dao.insertAgent(bot, OptionalLong.of(owners.get(1 + number % 12)), now)
                        .id();
                List<Long> ids = new ArrayList<>();
                for (int v = 0; v <= number % 3; v++) {
                    String version = "1." + v;
                    ids.add(dao.insertVersion(
                                    agent,
                                    version,
                                    "jar:/bench/" + bot + "-" + version + ".jar",
                                    Optional.of(fakeSha256(bot + version)),
                                    AgentVersionStatus.ACTIVE,
                                    now)
                            .id());
                }
                versions.put(bot, ids);
            }
            return versions;
        });
    }

    private static String fakeSha256(String text) {
        StringBuilder hex = new StringBuilder(64);
        long bits = text.hashCode();
        while (hex.length() < 64) {
            bits = bits * 6364136223846793005L + 1442695040888963407L;
            hex.append(String.format("%016x", bits));
        }
        return hex.substring(0, 64);
    }

    /** @return the bench's bot names bot-FIRST to bot-LAST, two digits each */
    static List<String> names(int first, int last) {
        List<String> names = new ArrayList<>();
        for (int i = first; i <= last; i++) {
            names.add(String.format("bot-%02d", i));
        }
        return names;
    }
}
