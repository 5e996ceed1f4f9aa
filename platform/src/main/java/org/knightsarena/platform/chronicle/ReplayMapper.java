package org.knightsarena.platform.chronicle;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.cards.Cards;
import org.knightsarena.api.event.GameEvent;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.SeatedAction;

/**
 * Configures the one Jackson mapper behind {@link ReplayJson}: records as their components
 * only, events and actions typed by their simple class name, the custom forms of
 * {@link Cards} and {@link SeatedAction}, and strict reading.
 *
 * <p>The event and action types are the leaves of the sealed {@link Action} and
 * {@link GameEvent} hierarchies, found through their permitted subclasses alone (no class-path
 * scan), so a new record needs no change here.
 */
final class ReplayMapper {

    /** The property naming the record type of an event or action. */
    static final String TYPE = "type";
    /** The property naming the seat of an applied action. */
    static final String SEAT = "seat";

    private ReplayMapper() {}

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = TYPE)
    private interface TypedBySimpleName {}

    /**
     * Builds the mapper.
     *
     * @return a new, fully configured mapper
     * @throws IllegalStateException if two event or action types share a simple name, a record
     *                               uses a reserved property name, or a hierarchy is not sealed
     *                               down to concrete types
     */
    static JsonMapper create() {
        List<NamedType> types = new ArrayList<>();
        Map<String, Class<?>> byName = new HashMap<>();
        for (Class<?> type : leaves(Action.class)) {
            types.add(named(type, byName, TYPE, SEAT));
        }
        for (Class<?> type : leaves(GameEvent.class)) {
            types.add(named(type, byName, TYPE));
        }
        SimpleModule module = new SimpleModule("knights-arena-replay");
        module.addSerializer(Cards.class, new CardsJson.Serializer());
        module.addDeserializer(Cards.class, new CardsJson.Deserializer());
        module.addSerializer(GameOptions.class, new GameOptionsJson.Serializer());
        module.addDeserializer(GameOptions.class, new GameOptionsJson.Deserializer());
        module.addSerializer(SeatedAction.class, new SeatedActionJson.Serializer());
        module.addDeserializer(SeatedAction.class, new SeatedActionJson.Deserializer());
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
    static List<Class<?>> leaves(Class<?> root) {
        List<Class<?>> leaves = new ArrayList<>();
        collectLeaves(root, leaves);
        return List.copyOf(leaves);
    }

    private static void collectLeaves(Class<?> type, List<Class<?>> leaves) {
        if (type.isSealed()) {
            for (Class<?> sub : type.getPermittedSubclasses()) {
                collectLeaves(sub, leaves);
            }
        } else if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
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
                    throw new IllegalStateException(type.getName() + " has a component named '" + component.getName()
                            + "', which replay JSON reserves");
                }
            }
        }
        return new NamedType(type, name);
    }
}
