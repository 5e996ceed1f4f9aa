package org.knightsarena.platform.chronicle;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The enum constants a binary replay (format 3) uses, by name in order of first use: the replay
 * refers to a constant by its index here, never by its ordinal, so reordering an enum's constants
 * leaves old replays readable. Mutable, for one writer or one reader.
 */
final class ConstantTable {

    private final Map<Enum<?>, Integer> indices = new IdentityHashMap<>();
    private final List<String> names;

    /** An empty table, to write into. */
    ConstantTable() {
        names = new ArrayList<>();
    }

    /** A table read from a replay. */
    ConstantTable(List<String> names) {
        this.names = names;
    }

    /** @return the constant's index, adding its name at first use */
    int indexOf(Enum<?> constant) {
        Integer known = indices.get(constant);
        if (known != null) {
            return known;
        }
        names.add(constant.name());
        indices.put(constant, names.size() - 1);
        return names.size() - 1;
    }

    /** @return the names, in order of first use */
    List<String> names() {
        return names;
    }

    int size() {
        return names.size();
    }

    /**
     * @param type  the enum the value must be a constant of
     * @param index an index read from the replay
     * @param what  what is read, for the message
     * @throws ReplayFormatException if the index is past the table or names no constant of {@code type}
     */
    <E extends Enum<E>> E constant(Class<E> type, int index, String what) {
        if (index < 0 || index >= names.size()) {
            throw new ReplayFormatException(
                    what + " names constant " + index + " but the replay lists " + names.size() + " constants");
        }
        String name = names.get(index);
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(name)) {
                return constant;
            }
        }
        throw new ReplayFormatException(what + ": unknown " + type.getSimpleName() + " '" + name + "'");
    }
}
