package org.knightsarena.tournaments.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class AgentSourceTest {

    private static final String DIGEST = "ab".repeat(32);

    @Test
    void aSourceReadsBackFromItsCode() {
        AgentSource jar = new AgentSource.Jar(new Sha256(DIGEST));
        assertEquals("jar-sha256:" + DIGEST, jar.code());
        assertEquals(jar, AgentSource.parse(jar.code()));
        assertEquals(new AgentSource.BuiltIn("heuristic"), AgentSource.parse("heuristic"));
    }

    @Test
    void aPathKeptBeforeDigestsIsReadAsTheJarItsFileNameNames() {
        assertEquals(
                new AgentSource.Jar(new Sha256(DIGEST)),
                AgentSource.parse("jar:/old/arena-data/jars/" + DIGEST + ".jar"));
    }

    @Test
    void aPathWhoseFileNameIsNoDigestIsRefusedSayingWhatToDo() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> AgentSource.parse("jar:/home/me/bots/greedy.jar"));
        assertEquals(
                "the source 'jar:/home/me/bots/greedy.jar' names a JAR by its path, and its file name greedy.jar"
                        + " is not its digest; enter the JAR again so that it is stored by digest",
                e.getMessage());
    }

    @Test
    void aMalformedDigestIsRefusedNamingIt() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> AgentSource.parse("jar-sha256:ABC"));
        assertEquals("a SHA-256 digest is 64 lower-case hex digits, not 'ABC'", e.getMessage());
    }
}
