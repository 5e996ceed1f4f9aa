package org.knightsarena.tournaments.source;

import java.nio.file.Path;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knightsarena.platform.match.MatchSpec;

/**
 * Where an agent version's code comes from, as {@code agent_versions.source} stores it and a
 * queued match's seat names it: a built-in agent by name, or a stored bot file by the digest of
 * its bytes. It never names a path, so a moved data folder or a worker on another machine finds
 * the same code: the file is looked up by digest at play time ({@link BotFileCache}).
 *
 * <p>The set is closed: each kind is a record here with its own {@link #code()} prefix. A new kind
 * of stored bot (a zip of a Python bot, say) is one more record implementing {@link Stored}, with
 * its prefix read in {@link #parse} and its runtime seat made in {@link SourceResolvingExecutor};
 * the compiler points at the permits clauses and the {@code instanceof} chains that must learn it.
 *
 * <p>Immutable.
 */
public sealed interface AgentSource permits AgentSource.BuiltIn, AgentSource.Stored {

    /** The text stored for this source, which {@link #parse} reads back. */
    String code();

    /**
     * A built-in agent ({@code random}, {@code heuristic}, {@code mcts}): trusted code in every
     * arena build.
     *
     * @param name the agent's name in the catalogue, never blank
     */
    record BuiltIn(String name) implements AgentSource {
        public BuiltIn {
            Objects.requireNonNull(name, "name");
            if (name.isBlank() || name.contains(":")) {
                throw new IllegalArgumentException("a built-in agent's name is a plain word, not '" + name + "'");
            }
        }

        @Override
        public String code() {
            return name;
        }
    }

    /** A bot file kept by the digest of its bytes, in the database ({@link BotFiles}) and in caches. */
    sealed interface Stored extends AgentSource permits Jar {
        /** The digest of the file's bytes. */
        Sha256 digest();

        /** How the file's name ends in a cache folder, such as {@code .jar}. */
        String fileSuffix();
    }

    /**
     * An uploaded bot JAR, played in the sandbox.
     *
     * @param digest the JAR's digest, never null
     */
    record Jar(Sha256 digest) implements Stored {
        /** What {@link #code()} begins with. */
        public static final String PREFIX = "jar-sha256:";

        /** The path a source kept before digests named: {@code <data>/jars/<digest>.jar}. */
        private static final Pattern PATH_NAMED_BY_DIGEST = Pattern.compile(".*[/\\\\]([0-9a-f]{64})\\.jar");

        public Jar {
            Objects.requireNonNull(digest, "digest");
        }

        @Override
        public String code() {
            return PREFIX + digest.hex();
        }

        @Override
        public String fileSuffix() {
            return ".jar";
        }

        /** Reads a source kept before digests: {@code jar:} and a path whose file name is the digest. */
        private static Jar fromPath(String code) {
            String path = code.substring(MatchSpec.JAR_PREFIX.length());
            Matcher byDigest = PATH_NAMED_BY_DIGEST.matcher(path);
            if (byDigest.matches()) {
                return new Jar(new Sha256(byDigest.group(1)));
            }
            throw new IllegalArgumentException("the source '" + code + "' names a JAR by its path, and its file name "
                    + Path.of(path).getFileName()
                    + " is not its digest; enter the JAR again so that it is stored by digest");
        }
    }

    /**
     * Reads a stored source.
     *
     * <p>A source written before JARs were kept by digest ({@code jar:} and an absolute path, as in a
     * saved table of the dashboard) is read as the JAR its file name's digest names, so a moved data
     * folder still finds it; one whose file name is no digest is refused.
     *
     * @param code what {@link #code()} gave, never null
     * @throws IllegalArgumentException naming the text and why it is no source
     */
    static AgentSource parse(String code) {
        Objects.requireNonNull(code, "code");
        if (code.startsWith(Jar.PREFIX)) {
            return new Jar(new Sha256(code.substring(Jar.PREFIX.length())));
        }
        if (MatchSpec.isJar(code)) {
            return Jar.fromPath(code);
        }
        return new BuiltIn(code);
    }
}
