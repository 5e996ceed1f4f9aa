package org.knightsarena.web.table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.knightsarena.tournaments.storage.OwnerOnly;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games at people's tables on disk, one file each: {@code <data>/tables/<id>.json}, written
 * whole to a temporary file and moved into place, so a killed server leaves either the old or
 * the new file. Only the id, a number, goes into a path. Thread-safe.
 */
final class TableStore {
    private static final Logger LOG = LoggerFactory.getLogger(TableStore.class);
    private static final Pattern FILE = Pattern.compile("([0-9]{1,18})\\.json");

    private final Path folder;
    private static final TypeReference<List<String>> SOURCES = new TypeReference<>() {};

    private final ObjectMapper json = new ObjectMapper();

    /** @param dataFolder the dashboard's data folder; {@code tables/} is created in it */
    TableStore(Path dataFolder) {
        this.folder = Objects.requireNonNull(dataFolder, "dataFolder").resolve("tables");
        OwnerOnly.folder(folder);
    }

    /** Writes a game, replacing what was saved of it. */
    void save(SavedTable table) {
        ObjectNode document = json.createObjectNode()
                .put("id", table.id())
                .put("ownerId", table.ownerId())
                .put("seat", table.seat())
                .put("status", table.status().code())
                .put("createdAt", table.createdAt().toEpochMilli())
                .put("lastMoveAt", table.lastMoveAt().toEpochMilli());
        document.set("sources", json.valueToTree(table.sources()));
        table.clock().ifPresent(c -> document.put("moveSeconds", c.toSeconds()));
        document.put("watchable", table.watchable());
        try {
            document.set("replay", json.readTree(table.replay()));
            Path temporary = Files.createTempFile(folder, "table-", ".tmp");
            Files.writeString(temporary, json.writeValueAsString(document), StandardCharsets.UTF_8);
            OwnerOnly.file(temporary);
            Files.move(
                    temporary,
                    folder.resolve(table.id() + ".json"),
                    StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save game " + table.id() + " in " + folder, e);
        }
    }

    /**
     * Reads every saved game. A file that cannot be read is left where it is and named in the
     * log, so one damaged game does not keep the others from coming back.
     */
    List<SavedTable> loadAll() {
        List<SavedTable> tables = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                if (FILE.matcher(file.getFileName().toString()).matches()) {
                    try {
                        tables.add(read(file));
                    } catch (IOException | RuntimeException e) {
                        LOG.error("game file {} cannot be read and is left out: {}", file, e.toString());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
        return tables;
    }

    private SavedTable read(Path file) throws IOException {
        JsonNode document = json.readTree(Files.readString(file, StandardCharsets.UTF_8));
        return new SavedTable(
                document.get("id").asLong(),
                document.get("ownerId").asLong(),
                document.get("seat").asInt(),
                TableStatus.fromCode(document.get("status").asText()),
                Instant.ofEpochMilli(document.get("createdAt").asLong()),
                Instant.ofEpochMilli(document.get("lastMoveAt").asLong()),
                json.convertValue(document.get("sources"), SOURCES),
                Optional.ofNullable(document.get("moveSeconds")).map(s -> Duration.ofSeconds(s.asLong())),
                document.path("watchable").asBoolean(false), // files saved before watching existed are private
                json.writeValueAsString(document.get("replay")));
    }
}
