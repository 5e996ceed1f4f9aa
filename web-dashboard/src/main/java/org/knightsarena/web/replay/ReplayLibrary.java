package org.knightsarena.web.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.Replay;
import org.knightsarena.platform.chronicle.ReplayJson;
import org.knightsarena.tournaments.board.Audience;
import org.knightsarena.tournaments.board.MatchList;
import org.knightsarena.tournaments.board.ReplayReads;
import org.knightsarena.tournaments.storage.OwnerOnly;
import org.knightsarena.web.http.Paging;

/**
 * Replays the dashboard can show: the replays the match queue stored with each match (the
 * tournaments' {@code replays} table, gzip JSON, id = match id), and files
 * {@code <data>/replays/<id>.json} as written by {@code arena play --replay} for ids that are not
 * a stored match. The id is a number and is the only part of a path that comes from a request.
 * Thread-safe.
 */
public final class ReplayLibrary {
    private static final Pattern ID = Pattern.compile("[0-9]{1,18}");

    private final Path folder;
    private final ReplayReads replays;
    private final ObjectMapper json = new ObjectMapper();

    /**
     * @param dataFolder the dashboard's data folder; {@code replays/} is created in it
     * @param replays the arena database's stored replays, read first
     */
    public ReplayLibrary(Path dataFolder, ReplayReads replays) {
        this.replays = Objects.requireNonNull(replays, "replays");
        this.folder = Objects.requireNonNull(dataFolder, "dataFolder").resolve("replays");
        OwnerOnly.folder(folder);
    }

    /** @return the folder replays are read from */
    public Path folder() {
        return folder;
    }

    /** @return true when the text is a well-formed replay id */
    public static boolean isId(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /**
     * A page of the replays an audience may watch: the stored matches' replays by id, then the
     * replay files of other ids by id (a file whose id is a match the audience may not see is
     * left out). A constant number of queries, whatever the page's size or the number of replays.
     */
    public MatchList.IdPage page(Paging paging, MatchList matches, Audience audience) {
        List<Long> files = fileIds();
        Set<Long> covered = files.isEmpty() ? Set.of() : matches.storedOrHidden(audience, files);
        List<Long> loose = files.stream().filter(id -> !covered.contains(id)).toList();
        MatchList.IdPage stored = matches.replays(audience, paging.request());
        List<Long> ids = new ArrayList<>(stored.ids());
        int from = (int) Math.min(loose.size(), Math.max(0, paging.offset() - stored.total()));
        int to = Math.min(loose.size(), from + paging.limit() - ids.size());
        ids.addAll(loose.subList(from, Math.max(from, to)));
        return new MatchList.IdPage(stored.total() + loose.size(), ids);
    }

    /** @return the ids of the replay files in the folder, ascending */
    private List<Long> fileIds() {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".json") && isId(n.substring(0, n.length() - 5)))
                    .map(n -> Long.parseLong(n.substring(0, n.length() - 5)))
                    .sorted()
                    .toList();
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
    public record Shown(
            long id, JsonNode header, List<String> agents, String eventsJson, int eventCount, boolean revealed) {
        /** Copies the list. */
        public Shown {
            agents = List.copyOf(agents);
        }
    }

    /**
     * A replay read from its file, not yet filtered for a viewer.
     *
     * @param agents the players' names by seat: the bots' names for a stored match, whose replay
     *               itself names a bot JAR by its path on this server
     */
    public record Stored(long id, Replay replay, JsonNode header, List<String> agents) {
        /** Copies the names. */
        public Stored {
            agents = List.copyOf(agents);
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
        Optional<ReplayReads.StoredReplay> stored = replays.find(id);
        try {
            if (stored.isPresent()) {
                List<String> labels = stored.get().seatLabels();
                Stored parsed = parse(id, stored.get().json());
                if (labels.size() != parsed.agents().size()) {
                    return Optional.of(parsed);
                }
                ObjectNode header = parsed.header().deepCopy();
                header.set("agents", json.valueToTree(labels));
                return Optional.of(new Stored(id, parsed.replay(), header, labels));
            }
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            return Optional.of(parse(id, Files.readString(file)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read replay " + id, e);
        }
    }

    private Stored parse(long id, String text) throws IOException {
        Replay replay = ReplayJson.read(text);
        return new Stored(
                id, replay, json.readTree(text).get("header"), replay.header().agents());
    }

    /** @return the events everyone saw, or every event when {@code reveal} */
    public Shown show(Stored stored, boolean reveal) {
        int seats = stored.agents().size();
        StringBuilder events = new StringBuilder(64 * stored.replay().events().size()).append('[');
        int count = 0;
        for (GameEvent e : stored.replay().events()) {
            if (reveal || e.isSeenByAll(seats)) {
                events.append(count++ == 0 ? "" : ",").append(ReplayJson.writeEvent(e));
            }
        }
        return new Shown(
                stored.id(),
                stored.header(),
                stored.agents(),
                events.append(']').toString(),
                count,
                reveal);
    }

    private Path file(long id) {
        if (id < 0) {
            throw new IllegalArgumentException("replay ids are not negative: " + id);
        }
        return folder.resolve(id + ".json");
    }
}
