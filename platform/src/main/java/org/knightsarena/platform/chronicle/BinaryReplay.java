package org.knightsarena.platform.chronicle;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.chronicle.ReplayJson.HeaderDocument;
import org.knightsarena.platform.chronicle.ReplayJson.Note;
import org.knightsarena.platform.game.Game;
import org.knightsarena.platform.game.state.SeatedAction;

/**
 * The binary compact replay, format 3 ({@code docs/replay-format.md}, "Format 3: binary"): what
 * format 2 holds (the header, the actions, the match runner's notes, the events re-derived by
 * re-running the actions), written straight into bytes with varints, with no text in between but
 * the rare notes.
 *
 * <p>Stateless and thread-safe.
 */
final class BinaryReplay {

    /**
     * The first bytes of every binary replay, "KAR", before its format number; JSON text starts
     * with '{' (after any blanks) and gzip with 0x1f 0x8b, so the three cannot be confused.
     */
    private static final byte[] MAGIC = {'K', 'A', 'R'};

    private BinaryReplay() {}

    /** @return whether the data starts as a binary replay does (of any version) */
    static boolean isBinary(byte[] data) {
        return data.length >= 3 && data[0] == MAGIC[0] && data[1] == MAGIC[1] && data[2] == MAGIC[2];
    }

    /**
     * @param replay a replay of a played game, as for {@link ReplayJson#writeCompact}
     * @return the binary replay; the same replay always gives the same bytes
     */
    static byte[] write(Replay replay) {
        HeaderDocument header = ReplayJson.headerOf(replay);
        List<SeatedAction> actions = replay.actions();
        List<String> types = new ArrayList<>();
        ConstantTable constants = new ConstantTable();
        // the header and the actions refer to the tables, which come first: they go to a buffer of
        // their own, about four bytes an action in real games
        ByteSink body = new ByteSink(4 * actions.size() + 256);
        BinaryHeader.write(header, body, constants);
        List<GameEvent> events = replay.events();
        body.varint(events.size());
        body.varint(actions.size());
        PackedActions.write(actions, body, types, constants);

        ByteSink out = new ByteSink(4 * actions.size() + 512);
        out.raw(MAGIC, MAGIC.length);
        out.varint(Replay.BINARY_FORMAT_VERSION);
        out.varint(types.size());
        types.forEach(out::string);
        out.varint(constants.size());
        constants.names().forEach(out::string);
        out.raw(body);
        List<Note> notes = notesOf(events);
        out.varint(notes.size());
        for (Note note : notes) {
            out.varint(note.at());
            out.string(ReplayJson.writeEvent(note.event()));
        }
        return out.toByteArray();
    }

    private static List<Note> notesOf(List<GameEvent> events) {
        List<Note> notes = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            if (Game.isRunnerNote(events.get(i))) {
                notes.add(new Note(i, events.get(i)));
            }
        }
        return notes;
    }

    /**
     * @return the replay, its events re-derived by re-running the actions, as {@link ReplayJson#read}
     *         gives for format 2
     * @throws ReplayFormatException if the data is not a binary replay, is of a newer version,
     *                               truncated or corrupt, or its actions no longer re-run
     */
    static Replay read(byte[] data) {
        return Contents.read(data).replay();
    }

    /** @return the runner's notes only, without re-running the actions */
    static List<GameEvent> readRunnerNotes(byte[] data) {
        return Contents.read(data).notes().stream().map(Note::event).toList();
    }

    /** What a binary replay holds, read but not re-run. */
    private record Contents(HeaderDocument header, int events, List<SeatedAction> actions, List<Note> notes) {

        static Contents read(byte[] data) {
            Objects.requireNonNull(data, "data");
            if (!isBinary(data)) {
                throw new ReplayFormatException("not a binary replay: it does not start with \"KAR\"");
            }
            ByteSource in = new ByteSource(data, MAGIC.length);
            int format = in.varint("the format");
            if (format > Replay.BINARY_FORMAT_VERSION) {
                throw new ReplayFormatException("replay format " + format + " is newer than this engine reads ("
                        + Replay.BINARY_FORMAT_VERSION + ")");
            }
            if (format != Replay.BINARY_FORMAT_VERSION) {
                throw new ReplayFormatException("binary replay format " + format + " does not exist; binary"
                        + " replays start at " + Replay.BINARY_FORMAT_VERSION);
            }
            List<String> types = strings(in, "type");
            ConstantTable constants = new ConstantTable(strings(in, "constant"));
            HeaderDocument header = BinaryHeader.read(in, constants);
            int events = in.varint("the number of events");
            // an action takes two bytes at least: its seat and its type
            int count = in.varint("the number of actions", in.remaining() / 2);
            List<SeatedAction> actions = PackedActions.read(types, constants, in, count);
            int noteCount = in.varint("the number of notes", in.remaining() / 2);
            List<Note> notes = new ArrayList<>(noteCount);
            for (int i = 0; i < noteCount; i++) {
                int at = in.varint("note " + i + "'s place");
                GameEvent event = ReplayJson.readEvent(in.string("note " + i));
                try {
                    notes.add(new Note(at, event));
                } catch (IllegalArgumentException e) {
                    throw new ReplayFormatException("note " + i + ": " + e.getMessage());
                }
            }
            in.end();
            return new Contents(header, events, actions, notes);
        }

        private static List<String> strings(ByteSource in, String what) {
            // a name takes a byte at least (its length)
            int count = in.varint("the number of " + what + "s", in.remaining());
            List<String> names = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                names.add(in.string(what + " " + i));
            }
            return names;
        }

        Replay replay() {
            return Rerun.compact(header, actions, events, notes);
        }
    }
}
