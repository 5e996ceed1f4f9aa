package org.knightsarena.tournaments.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(StorageBackend.class)
class AgentDaoTest {

    private static final Instant T0 = Instant.parse("2025-01-02T03:04:05.678Z");

    @Parameter
    StorageBackend backend;

    @TempDir
    Path dir;

    private Database db;

    @BeforeEach
    void open() {
        db = Database.open(backend.location(dir));
    }

    @AfterEach
    void close() {
        if (db != null) { // null when the backend was skipped
            db.close();
        }
    }

    @Test
    void agentAndVersionsRoundTrip() {
        Agent agent = db.jdbi()
                .withExtension(AgentDao.class, dao -> dao.insertAgent("robber-baron", OptionalLong.empty(), T0));
        AgentVersion v1 = db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.insertVersion(
                                agent.id(),
                                "1.0",
                                "jar:/bots/aa11.jar",
                                Optional.of("aa11"),
                                AgentVersionStatus.ACTIVE,
                                T0));
        AgentVersion v2 = db.jdbi()
                .withExtension(
                        AgentDao.class,
                        dao -> dao.insertVersion(
                                agent.id(),
                                "1.1",
                                "jar:/bots/bb22.jar",
                                Optional.of("bb22"),
                                AgentVersionStatus.SUBMITTED,
                                T0.plusSeconds(60)));

        assertEquals(
                agent,
                db.jdbi()
                        .withExtension(AgentDao.class, dao -> dao.findAgentByName("robber-baron"))
                        .orElseThrow());
        assertEquals(
                List.of(v1, v2), db.jdbi().withExtension(AgentDao.class, dao -> dao.findVersionsByAgent(agent.id())));
        assertTrue(db.jdbi()
                .withExtension(AgentDao.class, dao -> dao.findVersionsByAgent(999))
                .isEmpty());
    }

    @Test
    void sameVersionTwiceForOneAgentIsRefused() {
        db.jdbi().useExtension(AgentDao.class, dao -> {
            Agent a = dao.insertAgent("a", OptionalLong.empty(), T0);
            Agent b = dao.insertAgent("b", OptionalLong.empty(), T0);
            dao.insertVersion(a.id(), "1.0", "jar:/bots/aa.jar", Optional.of("aa"), AgentVersionStatus.ACTIVE, T0);
            dao.insertVersion(b.id(), "1.0", "jar:/bots/bb.jar", Optional.of("bb"), AgentVersionStatus.ACTIVE, T0);
            assertThrows(
                    UnableToExecuteStatementException.class,
                    () -> dao.insertVersion(
                            a.id(), "1.0", "jar:/bots/cc.jar", Optional.of("cc"), AgentVersionStatus.ACTIVE, T0));
            assertEquals(1, dao.findVersionsByAgent(a.id()).size());
        });
    }

    @Test
    void duplicateAgentNameIsRefused() {
        db.jdbi().useExtension(AgentDao.class, dao -> {
            dao.insertAgent("a", OptionalLong.empty(), T0);
            assertThrows(UnableToExecuteStatementException.class, () -> dao.insertAgent("a", OptionalLong.empty(), T0));
        });
    }
}
