package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.Instantiatable;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Card;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.chronicle.Replay.Header;
import org.knightsarena.platform.chronicle.Replay.SeatedAction;
import org.knightsarena.platform.game.GameOptions;

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
 *
 * <p>Stateless and thread-safe: one configured mapper is shared by all calls.
 *
 * @since 0.1
 */
public final class ReplayJson {

    /** The property naming the record type of an event or action. */
    private static final String TYPE = "type";
    /** The property naming the seat of an applied action. */
    private static final String SEAT = "seat";

    /** The cards in code order, and their names in JSON. */
    private static final Card[] CARDS = Card.all();
    private static final String[] CARD_NAMES = new String[Card.COUNT];
    private static final Map<String, Card> CARDS_BY_NAME = new HashMap<>();

    static {
        for (Card card : CARDS) {
            CARD_NAMES[card.code()] = card.name().toLowerCase(Locale.ROOT);
            CARDS_BY_NAME.put(CARD_NAMES[card.code()], card);
        }
    }

    private static final Pattern SOURCE_LOCATION =
            Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");
    private static final Pattern JACKSON_HINT = Pattern.compile(
            "; `DeserializationFeature\\.\\w+` enabled| \\((?:set|but) [^)]*(?:Feature|[Cc]oercion)[^)]*\\)");
    private static final Pattern PACKAGE = Pattern.compile("(?<=`)(?:[a-z_][a-z0-9_]*\\.)+(?=[A-Z])");
    private static final Pattern MISSING_PROPERTY = Pattern.compile("Missing (?:required )?creator property '([^']*)'");
    private static final Pattern NULL_PROPERTY = Pattern.compile("Null value for creator property '([^']*)'");

    private static final JsonMapper MAPPER = createMapper();
    private static final ObjectWriter REPLAY_WRITER = MAPPER.writerFor(Document.class).with(new Layout(true));
    private static final ObjectWriter EVENT_WRITER = MAPPER.writerFor(GameEvent.class).with(new Layout(false));
    private static final ObjectWriter ACTION_WRITER = MAPPER.writerFor(Action.class).with(new Layout(false));
    private static final ObjectReader REPLAY_READER = MAPPER.readerFor(Document.class);
    private static final ObjectReader EVENT_READER = MAPPER.readerFor(GameEvent.class);
    private static final ObjectReader ACTION_READER = MAPPER.readerFor(Action.class);

    private ReplayJson() {
    }

    // ---------------------------------------------------------------- replays

    /**
     * Writes a replay as pretty-printed JSON: one line per event and per action.
     *
     * @param replay the replay, never null; its header's format version must be
     *               {@link Replay#FORMAT_VERSION}
     * @return the JSON text, ending with a newline; the same replay always gives the same text
     * @throws IllegalArgumentException if the header names another format version
     */
    public static String write(Replay replay) {
        Objects.requireNonNull(replay, "replay");
        Header header = replay.header();
        if (header.formatVersion() != Replay.FORMAT_VERSION) {
            throw new IllegalArgumentException("this engine writes replay format " + Replay.FORMAT_VERSION
                    + " only, but the header says " + header.formatVersion());
        }
        Document document = new Document(header.formatVersion(),
                new HeaderDocument(header.engineVersion(), header.options(), header.map(), header.seed(),
                        header.agents()),
                replay.events(), replay.actions());
        return writeWith(REPLAY_WRITER, document) + "\n";
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
     * Reads a replay.
     *
     * @param json the JSON text, never null
     * @return the replay, equal to the one written
     * @throws ReplayFormatException if the text is malformed, of a newer or unknown format, or
     *                               does not describe a valid replay
     */
    public static Replay read(String json) {
        Objects.requireNonNull(json, "json");
        checkFormat(json);
        Document document = readWith(REPLAY_READER, json, "replay");
        HeaderDocument header = document.header();
        return new Replay(new Header(document.format(), header.engineVersion(), header.options(), header.map(),
                header.seed(), header.agents()), document.events(), document.actions());
    }

    /**
     * Reads a replay from a UTF-8 file.
     *
     * @param file the file, never null
     * @return the replay
     * @throws ReplayFormatException if the content is not a valid replay; the message starts with
     *                               the file name
     * @throws UncheckedIOException  if the file cannot be read
     */
    public static Replay read(Path file) {
        Objects.requireNonNull(file, "file");
        String json;
        try {
            json = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read replay " + file, e);
        }
        try {
            return read(json);
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

    // ---------------------------------------------------------------- reading and writing

    /** The top level of a replay file; {@code format} comes first so it can be checked cheaply. */
    record Document(int format, HeaderDocument header, List<GameEvent> events, List<SeatedAction> actions) {
    }

    /** {@link Header} without the format version, which sits at the top level. */
    record HeaderDocument(String engineVersion, GameOptions options, Board.MapSpec map, long seed,
            List<String> agents) {
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
            throw failure(e);
        }
        if (value == null) {
            throw new ReplayFormatException("expected a JSON object for the " + what + " but got null");
        }
        return value;
    }

    /** Reads just the top-level {@code "format"} so a newer file fails before its content does. */
    private static void checkFormat(String json) {
        try (JsonParser p = MAPPER.createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new ReplayFormatException("a replay is a JSON object" + where(p.currentTokenLocation()));
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                if (name.equals("format")) {
                    JsonLocation at = p.currentTokenLocation();
                    if (value != JsonToken.VALUE_NUMBER_INT) {
                        throw new ReplayFormatException("replay format must be a whole number, not "
                                + p.getText() + where(at));
                    }
                    int format = p.getIntValue();
                    if (format > Replay.FORMAT_VERSION) {
                        throw new ReplayFormatException("replay format " + format
                                + " is newer than this engine reads (" + Replay.FORMAT_VERSION + ")" + where(at));
                    }
                    if (format < 1) {
                        throw new ReplayFormatException("replay format " + format
                                + " does not exist; formats start at 1" + where(at));
                    }
                    return;
                }
                p.skipChildren();
            }
            throw new ReplayFormatException("a replay needs a \"format\" field" + where(p.currentTokenLocation()));
        } catch (JsonProcessingException e) {
            throw failure(e);
        } catch (IOException e) {
            // The parser reads from a String, which does no I/O.
            throw new AssertionError(e);
        }
    }

    private static ReplayFormatException failure(JsonProcessingException e) {
        StringBuilder message = new StringBuilder(describe(e));
        if (e instanceof JsonMappingException mapping) {
            String path = path(mapping.getPath());
            if (!path.isEmpty()) {
                message.append(" at ").append(path);
            }
        }
        message.append(where(e.getLocation()));
        return new ReplayFormatException(message.toString(), e);
    }

    /** What went wrong, in the words of the format rather than of Jackson where possible. */
    private static String describe(JsonProcessingException e) {
        if (e instanceof InvalidTypeIdException invalid) {
            String kind = label(invalid.getBaseType().getRawClass());
            return invalid.getTypeId() == null ? kind + " without \"type\""
                    : "unknown " + kind + " type '" + invalid.getTypeId() + "'";
        }
        if (e instanceof UnrecognizedPropertyException unknown) {
            return "unknown property '" + unknown.getPropertyName() + "' in " + label(unknown.getReferringClass());
        }
        if (e instanceof ValueInstantiationException invalid && invalid.getCause() instanceof RuntimeException) {
            return "invalid " + label(invalid.getType().getRawClass()) + ": " + invalid.getCause().getMessage();
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof JsonParseException malformed) {
                return "malformed JSON: " + plain(malformed.getOriginalMessage());
            }
        }
        String message = plain(e.getOriginalMessage());
        if (e instanceof MismatchedInputException mismatch) {
            String owner = owner(mismatch.getPath());
            Matcher missing = MISSING_PROPERTY.matcher(message);
            if (missing.lookingAt()) {
                return "missing property '" + missing.group(1) + "'" + owner;
            }
            Matcher nulled = NULL_PROPERTY.matcher(message);
            if (nulled.lookingAt()) {
                return "property '" + nulled.group(1) + "'" + owner + " must not be null";
            }
        }
        return message;
    }

    /** {@code " in BuildRoad"} for the record holding the last property on the path, else "". */
    private static String owner(List<JsonMappingException.Reference> references) {
        if (references.isEmpty()) {
            return "";
        }
        Object from = references.get(references.size() - 1).getFrom();
        if (from == null) {
            return "";
        }
        return " in " + label(from instanceof Class<?> type ? type : from.getClass());
    }

    /**
     * Drops what only matters to Jackson users from a Jackson message: source descriptions
     * ({@code [Source: ...; line: 2, column: 12]} becomes {@code line 2, column 12}), hints
     * about features and coercion settings, and package names.
     */
    private static String plain(String message) {
        String plain = SOURCE_LOCATION.matcher(message).replaceAll("line $1, column $2");
        plain = JACKSON_HINT.matcher(plain).replaceAll("");
        return PACKAGE.matcher(plain).replaceAll("");
    }

    private static String label(Class<?> type) {
        if (type == Document.class) {
            return "replay";
        }
        if (type == HeaderDocument.class) {
            return "header";
        }
        if (type == Action.class) {
            return "action";
        }
        if (type == GameEvent.class) {
            return "event";
        }
        return type.getSimpleName();
    }

    private static String path(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : references) {
            if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            } else if (reference.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
            }
        }
        return path.toString();
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    // ---------------------------------------------------------------- mapper configuration

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = TYPE)
    private interface TypedBySimpleName {
    }

    private static JsonMapper createMapper() {
        List<NamedType> types = new ArrayList<>();
        Map<String, Class<?>> byName = new HashMap<>();
        for (Class<?> type : leaves(Action.class)) {
            types.add(named(type, byName, TYPE, SEAT));
        }
        for (Class<?> type : leaves(GameEvent.class)) {
            types.add(named(type, byName, TYPE));
        }
        SimpleModule module = new SimpleModule("knights-arena-replay");
        module.addSerializer(Cards.class, new CardsSerializer());
        module.addDeserializer(Cards.class, new CardsDeserializer());
        module.addSerializer(SeatedAction.class, new SeatedActionSerializer());
        module.addDeserializer(SeatedAction.class, new SeatedActionDeserializer());
        return JsonMapper.builder()
                .addModule(new Jdk8Module())
                .addModule(module)
                .addMixIn(Action.class, TypedBySimpleName.class)
                .addMixIn(GameEvent.class, TypedBySimpleName.class)
                .registerSubtypes(types.toArray(new NamedType[0]))
                // Records are written as their components only: the instance fields of a record
                // are exactly its components, and no method counts as a getter (so neither
                // isVisibleTo nor Cards.isEmpty nor DiceRolled.total becomes a property).
                .visibility(PropertyAccessor.GETTER, Visibility.NONE)
                .visibility(PropertyAccessor.IS_GETTER, Visibility.NONE)
                .visibility(PropertyAccessor.SETTER, Visibility.NONE)
                .visibility(PropertyAccessor.FIELD, Visibility.ANY)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
                .build();
    }

    /** The concrete types below a sealed root, found through the permitted subclasses. */
    private static List<Class<?>> leaves(Class<?> root) {
        List<Class<?>> leaves = new ArrayList<>();
        collectLeaves(root, leaves);
        return List.copyOf(leaves);
    }

    private static void collectLeaves(Class<?> type, List<Class<?>> leaves) {
        if (type.isSealed()) {
            for (Class<?> sub : type.getPermittedSubclasses()) {
                collectLeaves(sub, leaves);
            }
        } else if (type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers())) {
            throw new IllegalStateException(type.getName() + " is neither sealed nor concrete, so its subtypes"
                    + " cannot be listed for replay JSON");
        } else {
            leaves.add(type);
        }
    }

    private static NamedType named(Class<?> type, Map<String, Class<?>> byName, String... reserved) {
        String name = type.getSimpleName();
        Class<?> clash = byName.putIfAbsent(name, type);
        if (clash != null) {
            throw new IllegalStateException("replay type name '" + name + "' is used by both " + clash.getName()
                    + " and " + type.getName() + "; rename one");
        }
        if (type.isRecord()) {
            for (RecordComponent component : type.getRecordComponents()) {
                if (Arrays.asList(reserved).contains(component.getName())) {
                    throw new IllegalStateException(type.getName() + " has a component named '"
                            + component.getName() + "', which replay JSON reserves");
                }
            }
        }
        return new NamedType(type, name);
    }

    // ---------------------------------------------------------------- Cards

    /** Writes the non-zero counts in card order: {@code {"brick": 1, "ore": 2}}. */
    private static final class CardsSerializer extends StdSerializer<Cards> {
        private static final long serialVersionUID = 1L;

        CardsSerializer() {
            super(Cards.class);
        }

        @Override
        public void serialize(Cards cards, JsonGenerator g, SerializerProvider provider) throws IOException {
            g.writeStartObject(cards);
            for (Card card : CARDS) {
                int count = cards.count(card);
                if (count != 0) {
                    g.writeNumberField(CARD_NAMES[card.code()], count);
                }
            }
            g.writeEndObject();
        }
    }

    /** Reads an object of card counts; absent cards count 0. */
    private static final class CardsDeserializer extends StdDeserializer<Cards> {
        private static final long serialVersionUID = 1L;

        CardsDeserializer() {
            super(Cards.class);
        }

        @Override
        public Cards deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String name;
            if (p.isExpectedStartObjectToken()) {
                name = p.nextFieldName();
            } else if (p.hasToken(JsonToken.FIELD_NAME)) {
                name = p.currentName();
            } else {
                return (Cards) ctxt.handleUnexpectedToken(Cards.class, p);
            }
            int[] counts = new int[Card.COUNT];
            for (; name != null; name = p.nextFieldName()) {
                Card card = CARDS_BY_NAME.get(name);
                if (card == null) {
                    return ctxt.reportInputMismatch(this, "unknown card '%s'; cards are %s", name,
                            String.join(", ", CARD_NAMES));
                }
                if (p.nextToken() != JsonToken.VALUE_NUMBER_INT) {
                    return ctxt.reportInputMismatch(this, "count of %s must be a whole number, not %s", name,
                            p.getText());
                }
                int count = p.getIntValue();
                if (count < 0) {
                    return ctxt.reportInputMismatch(this, "count of %s must not be negative: %d", name, count);
                }
                counts[card.code()] = count;
            }
            return Cards.fromCounts(counts);
        }
    }

    // ---------------------------------------------------------------- SeatedAction

    /** Writes {@code {"seat": 2, "type": "BuildRoad", "path": 17}}: the seat, then the action. */
    private static final class SeatedActionSerializer extends StdSerializer<SeatedAction> {
        private static final long serialVersionUID = 1L;

        SeatedActionSerializer() {
            super(SeatedAction.class);
        }

        @Override
        public void serialize(SeatedAction seated, JsonGenerator g, SerializerProvider provider)
                throws IOException {
            Action action = seated.action();
            TokenBuffer buffer = provider.bufferForValueConversion(g.getCodec());
            provider.findValueSerializer(action.getClass())
                    .serializeWithType(action, buffer, provider,
                            provider.findTypeSerializer(provider.constructType(Action.class)));
            g.writeStartObject(seated);
            g.writeNumberField(SEAT, seated.seat());
            try (JsonParser fields = buffer.asParser()) {
                fields.nextToken();
                while (fields.nextToken() == JsonToken.FIELD_NAME) {
                    g.copyCurrentStructure(fields);
                }
            }
            g.writeEndObject();
        }
    }

    /** Reads what {@link SeatedActionSerializer} writes. */
    private static final class SeatedActionDeserializer extends StdDeserializer<SeatedAction> {
        private static final long serialVersionUID = 1L;

        SeatedActionDeserializer() {
            super(SeatedAction.class);
        }

        @Override
        public SeatedAction deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode node = ctxt.readTree(p);
            if (!(node instanceof ObjectNode fields)) {
                return ctxt.reportInputMismatch(this, "an action is a JSON object, not %s", node.getNodeType());
            }
            JsonNode seat = fields.remove(SEAT);
            if (seat == null || !seat.isInt()) {
                return ctxt.reportInputMismatch(this, "an applied action needs a whole-number \"seat\"");
            }
            try {
                return new SeatedAction(seat.intValue(), ctxt.readTreeAsValue(fields, Action.class));
            } catch (JsonMappingException e) {
                // The tree has no locations: report the end of this action, keeping the inner path.
                JsonMappingException located = JsonMappingException.from(p, describe(e), e);
                List<JsonMappingException.Reference> inner = e.getPath();
                for (int i = inner.size() - 1; i >= 0; i--) {
                    located.prependPath(inner.get(i));
                }
                throw located;
            }
        }
    }

    // ---------------------------------------------------------------- layout

    /**
     * Lays a replay out for reading: the top level, the header and its option and map objects
     * one entry per line, and each element of a top-level array (every event, every action) on
     * a single line; everything nested inside those stays on that line. With {@code expandTop}
     * false, everything is on one line. Always {@code ": "} and {@code ", "}; line ends are
     * {@code \n} on every platform.
     */
    private static final class Layout implements PrettyPrinter, Instantiatable<Layout> {
        private static final String INDENT = "  ";

        private final boolean expandTop;
        private boolean[] compact = new boolean[8];
        private boolean[] array = new boolean[8];
        private int depth;

        Layout(boolean expandTop) {
            this.expandTop = expandTop;
        }

        @Override
        public Layout createInstance() {
            return new Layout(expandTop);
        }

        private void open(JsonGenerator g, boolean isArray) throws IOException {
            boolean isCompact;
            if (!expandTop) {
                isCompact = true;
            } else if (depth == 0) {
                isCompact = false;
            } else {
                isCompact = compact[depth - 1] || array[depth - 1] || (isArray && depth > 1);
            }
            if (depth == compact.length) {
                compact = Arrays.copyOf(compact, depth * 2);
                array = Arrays.copyOf(array, depth * 2);
            }
            compact[depth] = isCompact;
            array[depth] = isArray;
            depth++;
            g.writeRaw(isArray ? '[' : '{');
        }

        private void close(JsonGenerator g, int entries, char bracket) throws IOException {
            depth--;
            if (!compact[depth] && entries > 0) {
                newLine(g);
            }
            g.writeRaw(bracket);
        }

        private void newLine(JsonGenerator g) throws IOException {
            g.writeRaw('\n');
            for (int i = 0; i < depth; i++) {
                g.writeRaw(INDENT);
            }
        }

        private void separate(JsonGenerator g) throws IOException {
            g.writeRaw(',');
            if (compact[depth - 1]) {
                g.writeRaw(' ');
            } else {
                newLine(g);
            }
        }

        private void first(JsonGenerator g) throws IOException {
            if (!compact[depth - 1]) {
                newLine(g);
            }
        }

        @Override
        public void writeRootValueSeparator(JsonGenerator g) throws IOException {
            g.writeRaw('\n');
        }

        @Override
        public void writeStartObject(JsonGenerator g) throws IOException {
            open(g, false);
        }

        @Override
        public void beforeObjectEntries(JsonGenerator g) throws IOException {
            first(g);
        }

        @Override
        public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
            g.writeRaw(": ");
        }

        @Override
        public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
            separate(g);
        }

        @Override
        public void writeEndObject(JsonGenerator g, int entries) throws IOException {
            close(g, entries, '}');
        }

        @Override
        public void writeStartArray(JsonGenerator g) throws IOException {
            open(g, true);
        }

        @Override
        public void beforeArrayValues(JsonGenerator g) throws IOException {
            first(g);
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
            separate(g);
        }

        @Override
        public void writeEndArray(JsonGenerator g, int values) throws IOException {
            close(g, values, ']');
        }
    }
}
