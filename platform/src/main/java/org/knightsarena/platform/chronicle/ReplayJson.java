package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.chronicle.Replay.Header;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.SeatedAction;

/**
 * Reads and writes replays, single events and single actions as JSON; the format is described
 * in {@code docs/replay-format.md}.
 *
 * <p>Every record is written as its components only, in declaration order; an event or action
 * also carries {@code "type"}, its simple class name, first. The types are found from the
 * permitted subclasses of the sealed {@link Action} and {@link GameEvent} hierarchies, so a new
 * record is written and read without changes here. {@link Cards} is written as an object of its
 * non-zero counts ({@code {"brick": 1, "ore": 2}}), an empty {@code Optional} as {@code null}.
 * Writing is deterministic: the same replay always gives the same text, with {@code \n} line
 * ends and a final newline.
 *
 * <p>Reading is strict: unknown properties, missing components, nulls (except for an
 * {@code Optional}), duplicate keys and trailing content are all errors, reported as a
 * {@link ReplayFormatException} that names the problem, the JSON path and the line and column.
 * Stateless and thread-safe: one configured mapper is shared by all calls.
 *
 * @since 0.1
 */
public final class ReplayJson {

    private static final JsonMapper MAPPER = ReplayMapper.create();
    private static final ObjectWriter REPLAY_WRITER =
            MAPPER.writerFor(Document.class).with(new ReplayLayout(true));
    private static final ObjectWriter COMPACT_WRITER =
            MAPPER.writerFor(CompactDocument.class).with(new ReplayLayout(true));
    private static final ObjectWriter EVENT_WRITER =
            MAPPER.writerFor(GameEvent.class).with(new ReplayLayout(false));
    private static final ObjectWriter ACTION_WRITER =
            MAPPER.writerFor(Action.class).with(new ReplayLayout(false));
    private static final ObjectWriter VALUE_WRITER = MAPPER.writer(new ReplayLayout(false));
    private static final ObjectReader REPLAY_READER = MAPPER.readerFor(Document.class);
    private static final ObjectReader API_READER = MAPPER.readerFor(ApiDocument.class);
    private static final ObjectReader COMPACT_READER = MAPPER.readerFor(CompactDocument.class);
    private static final ObjectReader EVENT_READER = MAPPER.readerFor(GameEvent.class);
    private static final ObjectReader ACTION_READER = MAPPER.readerFor(Action.class);

    private ReplayJson() {} // ------------------------------------------------ replays

    /**
     * Writes a replay as pretty-printed JSON: one line per event and per action.
     *
     * @param replay the replay, never null; its header's format version must be
     *               {@link Replay#FORMAT_VERSION}
     * @return the JSON text, ending with a newline; the same replay always gives the same text
     * @throws IllegalArgumentException if the header names another format version
     */
    public static String write(Replay replay) {
        Document document = new Document(Replay.FORMAT_VERSION, headerOf(replay), replay.events(), replay.actions());
        return writeWith(REPLAY_WRITER, document) + "\n";
    }

    /**
     * Writes a replay in the compact format ({@link Replay#COMPACT_FORMAT_VERSION}): the header,
     * the actions packed into one string, and only the events the match runner added (faults and
     * ejections), each with its place in the chronicle; {@link #read} re-derives the other events
     * by re-running the actions. What a match stores: writing it costs a small fraction of
     * playing the game, where {@link #write} costs several games.
     *
     * @param replay the replay, never null; its header's format version must be
     *               {@link Replay#FORMAT_VERSION}, and its events those its actions produce (a
     *               replay of a played game, as {@link Replay#of} makes it)
     * @return the JSON text, ending with a newline; the same replay always gives the same text
     * @throws IllegalArgumentException if the header names another format version
     */
    public static String writeCompact(Replay replay) {
        HeaderDocument header = headerOf(replay);
        List<String> types = new ArrayList<>();
        String actions = PackedActions.pack(replay.actions(), types);
        List<Note> notes = new ArrayList<>();
        List<GameEvent> events = replay.events();
        for (int i = 0; i < events.size(); i++) {
            if (Game.isRunnerNote(events.get(i))) {
                notes.add(new Note(i, events.get(i)));
            }
        }
        CompactDocument document =
                new CompactDocument(Replay.COMPACT_FORMAT_VERSION, header, events.size(), types, actions, notes);
        return writeWith(COMPACT_WRITER, document) + "\n";
    }

    static HeaderDocument headerOf(Replay replay) {
        Objects.requireNonNull(replay, "replay");
        Header header = replay.header();
        if (header.formatVersion() != Replay.FORMAT_VERSION) {
            throw new IllegalArgumentException("this engine writes replay format " + Replay.FORMAT_VERSION
                    + " only, but the header says " + header.formatVersion());
        }
        return new HeaderDocument(
                header.engineVersion(), header.options(), header.map(), header.seed(), header.agents());
    }

    /**
     * Writes a replay to a file as UTF-8, replacing the file if it exists.
     *
     * @param replay the replay, never null
     * @param file   the file, never null
     * @throws UncheckedIOException if the file cannot be written
     */
    public static void write(Replay replay, Path file) {
        Objects.requireNonNull(file, "file");
        String json = write(replay);
        try {
            Files.writeString(file, json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write replay " + file, e);
        }
    }

    /**
     * Reads a replay: a replay file of either format, or the answer of the dashboard's
     * {@code GET /api/replays/{id}}, told apart by its {@code "geometry"}. That answer carries the
     * file's header and its events (the public ones only, unless revealed) but no actions, so its
     * replay has none and cannot be re-run. A compact replay is re-run to re-derive its events,
     * which costs about as much as playing the game without its agents.
     *
     * @param json the JSON text, never null
     * @return the replay, equal to the one written (for the API's answer: its events, no actions),
     *         its header's format version {@link Replay#FORMAT_VERSION} in both formats
     * @throws ReplayFormatException if the text is malformed, of a newer or unknown format, or
     *                               does not describe a valid replay; for a compact replay also
     *                               when its actions do not re-run to as many events as it
     *                               recorded (the rules changed since the game was played)
     */
    public static Replay read(String json) {
        Objects.requireNonNull(json, "json");
        if (FormatVersion.check(MAPPER, json) == Replay.COMPACT_FORMAT_VERSION) {
            return ReplayJson.<CompactDocument>readWith(COMPACT_READER, json, "replay")
                    .replay();
        }
        Document document = FormatVersion.hasTopLevelField(MAPPER, json, "geometry")
                ? ReplayJson.<ApiDocument>readWith(API_READER, json, "replay").document()
                : readWith(REPLAY_READER, json, "replay");
        HeaderDocument header = document.header();
        return new Replay(
                new Header(
                        document.format(),
                        header.engineVersion(),
                        header.options(),
                        header.map(),
                        header.seed(),
                        header.agents()),
                document.events(),
                document.actions());
    }

    /**
     * Reads only the events the match runner added to a replay's chronicle (faults and
     * ejections, {@link Game#isRunnerNote}), in order: what the match queue stores of a finished
     * match besides the replay. A compact replay keeps them apart, so they are read without
     * re-running its actions.
     *
     * @param json a replay of either format, never null
     * @return the runner's events, oldest first
     * @throws ReplayFormatException if the text is not a valid replay
     */
    public static List<GameEvent> readRunnerNotes(String json) {
        Objects.requireNonNull(json, "json");
        if (FormatVersion.check(MAPPER, json) == Replay.COMPACT_FORMAT_VERSION) {
            return ReplayJson.<CompactDocument>readWith(COMPACT_READER, json, "replay").notes().stream()
                    .map(Note::event)
                    .toList();
        }
        return read(json).events().stream().filter(Game::isRunnerNote).toList();
    }

    /**
     * Reads a replay from a file: a JSON replay in UTF-8 or a binary one (format 3), told apart by
     * its first bytes ({@link ReplayData#read}).
     *
     * @param file the file, never null
     * @return the replay
     * @throws ReplayFormatException if the content is not a valid replay; the message starts with
     *                               the file name
     * @throws UncheckedIOException  if the file cannot be read
     */
    public static Replay read(Path file) {
        Objects.requireNonNull(file, "file");
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read replay " + file, e);
        }
        try {
            return ReplayData.of(data).read();
        } catch (ReplayFormatException e) {
            throw new ReplayFormatException(file + ": " + e.getMessage(), e.getCause());
        }
    }

    // ---------------------------------------------------------------- single events and actions

    /**
     * Writes one event on one line, e.g. {@code {"type": "DiceRolled", "player": 0, "yellow": 3, "red": 4}}.
     *
     * @param event the event, never null
     * @return the JSON text, without a line end
     */
    public static String writeEvent(GameEvent event) {
        return writeWith(EVENT_WRITER, Objects.requireNonNull(event, "event"));
    }

    /**
     * Reads one event written by {@link #writeEvent}.
     *
     * @param json the JSON text, never null
     * @return the event, never null
     * @throws ReplayFormatException if the text does not describe a valid event
     */
    public static GameEvent readEvent(String json) {
        return readWith(EVENT_READER, Objects.requireNonNull(json, "json"), "event");
    }

    /**
     * Writes one action, without a seat, on one line, e.g. {@code {"type": "BuildRoad", "path": 17}}.
     *
     * @param action the action, never null
     * @return the JSON text, without a line end
     */
    public static String writeAction(Action action) {
        return writeWith(ACTION_WRITER, Objects.requireNonNull(action, "action"));
    }

    /**
     * Reads one action written by {@link #writeAction}.
     *
     * @param json the JSON text, never null
     * @return the action, never null; an action without components equals its {@code INSTANCE}
     * @throws ReplayFormatException if the text does not describe a valid action
     */
    public static Action readAction(String json) {
        return readWith(ACTION_READER, Objects.requireNonNull(json, "json"), "action");
    }

    /**
     * Writes another value of the agent API on one line in the forms of replay JSON: a record as
     * its components (a decision with its options, a match result), {@link Cards} as card counts,
     * actions and events typed. The bot protocol ({@code docs/protocol.md}) uses it so that a
     * value has one JSON form everywhere.
     *
     * @param value a record of the agent API or {@link Cards}, never null
     * @return the JSON text, without a line end
     */
    public static String writeValue(Object value) {
        return writeWith(VALUE_WRITER, Objects.requireNonNull(value, "value"));
    }

    // ---------------------------------------------------------------- reading and writing

    /** The top level of a replay file; {@code format} comes first so it can be checked cheaply. */
    record Document(int format, HeaderDocument header, List<GameEvent> events, List<SeatedAction> actions) {}

    /**
     * The top level of the dashboard's answer for one replay ({@code GET /api/replays/{id}}): the
     * file's format, header and events as the viewer may see them, no actions, and the viewer's own
     * fields, read so that they are checked like the rest but not kept. A scenario game's {@code
     * board}, for the viewer, is left unread: its seed deals it again.
     */
    @JsonIgnoreProperties({"board"})
    record ApiDocument(
            int format,
            long id,
            HeaderDocument header,
            List<GameEvent> events,
            boolean revealed,
            boolean canReveal,
            JsonNode geometry) {
        Document document() {
            return new Document(format, header, events, List.of());
        }
    }

    /**
     * The top level of a compact replay.
     *
     * @param events  how many events the chronicle holds, the notes included: a check that the
     *                re-run produced the game's chronicle
     * @param types   the simple names of the action types, which {@code actions} refer to by index
     * @param actions the actions, packed by {@link PackedActions}
     * @param notes   the events the match runner added, which a re-run does not produce
     */
    record CompactDocument(
            int format, HeaderDocument header, int events, List<String> types, String actions, List<Note> notes) {

        /** @return the replay, its events re-derived by re-running the actions and the notes put back */
        Replay replay() {
            return Rerun.compact(header, PackedActions.unpack(types, actions), events, notes);
        }
    }

    /**
     * An event the match runner added to the chronicle.
     *
     * @param at    its index in the chronicle
     * @param event the event, a fault or an ejection
     */
    record Note(int at, GameEvent event) {
        Note {
            if (!Game.isRunnerNote(Objects.requireNonNull(event, "event"))) {
                throw new IllegalArgumentException("a note is a FaultRecorded or AgentEjected event, not "
                        + event.getClass().getSimpleName());
            }
        }
    }

    /** {@link Header} without the format version, which sits at the top level. */
    record HeaderDocument(
            String engineVersion, GameOptions options, Optional<Board.MapSpec> map, long seed, List<String> agents) {
        HeaderDocument {
            Objects.requireNonNull(options, "options");
            Header.checkMap(options, map);
        }
    }

    private static String writeWith(ObjectWriter writer, Object value) {
        try {
            return writer.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            // Only records of the sealed hierarchies, Cards, enums, strings and numbers are written.
            throw new IllegalStateException("cannot write " + value + ": " + e.getOriginalMessage(), e);
        }
    }

    private static <T> T readWith(ObjectReader reader, String json, String what) {
        T value;
        try {
            value = reader.readValue(json);
        } catch (JsonProcessingException e) {
            throw ReplayFailure.from(e);
        }
        if (value == null) {
            throw new ReplayFormatException("expected a JSON object for the " + what + " but got null");
        }
        return value;
    }
}
