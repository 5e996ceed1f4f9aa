package org.knightsarena.tournaments.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.jdbi.v3.core.Jdbi;
import org.knightsarena.platform.external.ExternalBot;
import org.knightsarena.platform.match.AgentCatalog;
import org.knightsarena.platform.match.BotJars;
import org.knightsarena.platform.match.EngineVersion;
import org.knightsarena.platform.match.MatchSpec;
import org.knightsarena.tournaments.storage.AgentDao;
import org.knightsarena.tournaments.tournament.EntrantSpec;

/**
 * The agents given to {@code arena tournament --agents}: built-in names, JAR paths or process bots
 * ({@code python:path/to/bot.py}), labelled and registered as agent versions.
 *
 * <p>A built-in agent is the agent of its name in the version {@code builtin-<engine version>}. A
 * JAR is the agent named after its file (without {@code .jar}) in the version {@code sha256-<first
 * 12 hex digits of its hash>}: a changed JAR is a new version. A process bot is named after its
 * entry file (without {@code .py}) and versioned by that file's hash in the same way (other files
 * of its folder are not hashed). No dashboard account owns either:
 * the command line acts for whoever owns the data folder. Each entry's label is unique: the name
 * as given, and for a name given again the name with the next free {@code #n} suffix ({@code
 * random}, {@code random#2}).
 */
record Entries(List<Entry> entries) {

  /**
   * One entry: its label, the agent's name, what a match seat names to run it, and the file
   * whose digest names its version: the JAR, or a process bot's entry file.
   */
  record Entry(String label, String agent, String source, Optional<Path> versionFile) {

    /** Returns the bot JAR this entry plays, which the sandbox checks, if it is one. */
    Optional<Path> jar() {
      return MatchSpec.isJar(source) ? versionFile : Optional.empty();
    }
  }

  Entries {
    entries = List.copyOf(entries);
  }

  /**
   * Checks and labels the given names.
   *
   * @throws IllegalArgumentException naming an unknown agent or a missing JAR
   */
  static Entries parse(List<String> names, AgentCatalog catalog) {
    Set<String> used = new HashSet<>();
    List<Entry> entries = new ArrayList<>();
    for (String raw : names) {
      String name = raw.trim();
      String agent;
      String source;
      Optional<Path> versionFile = Optional.empty();
      if (ExternalBot.isExternal(name)) {
        ExternalBot bot = ExternalBot.parse(name);
        agent = bot.label();
        source = bot.language().prefix() + bot.entry();
        versionFile = Optional.of(bot.entry());
      } else if (name.startsWith(MatchSpec.JAR_PREFIX) || name.toLowerCase(Locale.ROOT).endsWith(".jar")) {
        Path path = Path.of(name.startsWith(MatchSpec.JAR_PREFIX) ? name.substring(MatchSpec.JAR_PREFIX.length()) : name)
            .toAbsolutePath().normalize();
        if (!Files.isRegularFile(path)) {
          throw new IllegalArgumentException("no bot JAR at " + path);
        }
        agent = BotJars.nameOf(path);
        source = MatchSpec.JAR_PREFIX + path;
        versionFile = Optional.of(path);
      } else {
        if (name.isEmpty() || !catalog.contains(name)) {
          throw new IllegalArgumentException("unknown agent '" + name + "'; built-in agents: "
              + String.join(", ", catalog.names()) + "; a bot JAR is given by its path, ending in .jar,"
              + " a Python bot as python:path/to/bot.py");
        }
        agent = AgentCatalog.baseName(name);
        source = agent;
      }
      String label = versionFile.isPresent() ? agent : name;
      for (int n = 2; !used.add(label); n++) {
        label = agent + "#" + n;
      }
      entries.add(new Entry(label, agent, source, versionFile));
    }
    return new Entries(entries);
  }

  /** Returns every entry's seat source, in order. */
  List<String> sources() {
    return entries.stream().map(Entry::source).toList();
  }

  /** Registers each entry's agent version, if new, and returns the entrants in order. */
  List<EntrantSpec> register(Jdbi jdbi, Instant now) {
    return jdbi.inTransaction(h -> {
      AgentDao dao = h.attach(AgentDao.class);
      List<EntrantSpec> specs = new ArrayList<>();
      for (Entry e : entries) {
        if (e.versionFile().isPresent()) {
          String sha = sha256(e.versionFile().get());
          specs.add(new EntrantSpec(e.label(),
              dao.findOrInsertVersion(e.agent(), OptionalLong.empty(), "sha256-" + sha.substring(0, 12), e.source(),
                  Optional.of(sha), now)));
        } else {
          specs.add(new EntrantSpec(e.label(), dao.findOrInsertVersion(e.agent(), OptionalLong.empty(),
              "builtin-" + EngineVersion.current(), e.source(), Optional.empty(), now)));
        }
      }
      return specs;
    });
  }

  private static String sha256(Path file) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError("every JVM has SHA-256", e);
    }
  }
}
