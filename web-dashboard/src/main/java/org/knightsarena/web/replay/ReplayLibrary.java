package org.knightsarena.web.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;

/**
 * Replays the dashboard can show, for now files {@code <data>/replays/<id>.json} as written by
 * {@code arena play --replay}; the id is a number and is the only part of the path that comes
 * from a request. (The tournaments' replay table will take this role.) Thread-safe.
 */
public final class ReplayLibrary {
    private static final Pattern ID = Pattern.compile("[0-9]{1,18}");

    private final Path folder;
    private final ObjectMapper json = new ObjectMapper();

    /** @param dataFolder the dashboard's data folder; {@code replays/} is created in it */
    public ReplayLibrary(Path dataFolder) {
        this.folder = Objects.requireNonNull(dataFolder, "dataFolder").resolve("replays");
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + folder, e);
        }
    }

    /** @return the folder replays are read from */
    public Path folder() {
        return folder;
    }

    /** @return true when the text is a well-formed replay id */
    public static boolean isId(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /** @return the stored ids, ascending */
    public List<Long> ids() {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".json") && isId(n.substring(0, n.length() - 5)))
                    .map(n -> Long.parseLong(n.substring(0, n.length() - 5)))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    /**
     * A replay prepared for a viewer: its header as written, and the events the viewer may see.
     *
     * @param eventsJson the events as one JSON array, each event as {@link ReplayJson#writeEvent} writes it
     * @param eventCount how many events the array holds
     */
    public record Shown(long id, JsonNode header, List<String> agents, String eventsJson, int eventCount,
            boolean revealed) {
        /** Copies the list. */
        public Shown {
            agents = List.copyOf(agents);
        }
    }

    /** A replay read from its file, not yet filtered for a viewer. */
    public record Stored(long id, Replay replay, JsonNode header) {
        /** @return the agent names by seat */
        public List<String> agents() {
            return replay.header().agents();
        }
    }

    /**
     * Reads a replay.
     *
     * @return empty when there is no such replay
     * @throws org.knightsarena.platform.chronicle.ReplayFormatException when the file is malformed
     */
    public Optional<Stored> read(long id) {
        Path file = file(id);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            String text = Files.readString(file);
            return Optional.of(new Stored(id, ReplayJson.read(text), json.readTree(text).get("header")));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** @return the events everyone saw, or every event when {@code reveal} */
    public Shown show(Stored stored, boolean reveal) {
        int seats = stored.agents().size();
        StringBuilder events = new StringBuilder(64 * stored.replay().events().size()).append('[');
        int count = 0;
        for (GameEvent e : stored.replay().events()) {
            if (reveal || IntStream.range(0, seats).allMatch(e::isVisibleTo)) {
                events.append(count++ == 0 ? "" : ",").append(ReplayJson.writeEvent(e));
            }
        }
        return new Shown(stored.id(), stored.header(), stored.agents(), events.append(']').toString(), count, reveal);
    }

    private Path file(long id) {
        if (id < 0) {
            throw new IllegalArgumentException("replay ids are not negative: " + id);
        }
        return folder.resolve(id + ".json");
    }
}
