package org.knightsarena.sandbox;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arrays a reused loader's enums hold (in their constants' fields and their static fields,
 * nested arrays included), as they were when the enums were initialised, so that what one match
 * wrote into them is put back before the next: an enum's constants are made once per loader, and
 * an array in a final field of one ({@code final int[] costs}) would otherwise carry a match's
 * writes into the next. The same arrays are refilled in place, so identities are kept. Other
 * kinds of changeable contents are refused at upload ({@code PerMatchStatics}).
 */
final class EnumArrays {

    /** One array and a copy of its elements; the arrays among them have their own snapshots. */
    private record Snapshot(Object live, Object copy, List<Snapshot> nested) {
        void putBack() {
            System.arraycopy(copy, 0, live, 0, Array.getLength(live));
            for (Snapshot n : nested) {
                n.putBack();
            }
        }
    }

    private final List<Snapshot> arrays;

    private EnumArrays(List<Snapshot> arrays) {
        this.arrays = List.copyOf(arrays);
    }

    /**
     * @param enums the initialised enum classes (and constant bodies) of one loader
     * @return their arrays as they are now
     */
    static EnumArrays capture(List<Class<?>> enums) {
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        List<Snapshot> arrays = new ArrayList<>();
        for (Class<?> c : enums) {
            List<Object> holders = new ArrayList<>();
            holders.add(null); // the class's static fields
            Object[] constants = c.getEnumConstants();
            if (constants != null) {
                holders.addAll(List.of(constants));
            }
            for (Object holder : holders) {
                for (Class<?> k = holder == null ? c : holder.getClass();
                        k != null && k != Enum.class;
                        k = holder == null ? null : k.getSuperclass()) {
                    for (Field f : k.getDeclaredFields()) {
                        if (f.getType().isArray() && Modifier.isStatic(f.getModifiers()) == (holder == null)) {
                            f.setAccessible(
                                    true); // the bot's classes are in its loader's unnamed module, open to the host
                            snapshot(read(f, holder), seen).ifPresent(arrays::add);
                        }
                    }
                }
            }
        }
        return new EnumArrays(arrays);
    }

    private static Object read(Field f, Object holder) {
        try {
            return f.get(holder);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read the enum field " + f, e);
        }
    }

    private static java.util.Optional<Snapshot> snapshot(Object array, Map<Object, Boolean> seen) {
        if (array == null || seen.put(array, Boolean.TRUE) != null) {
            return java.util.Optional.empty();
        }
        int length = Array.getLength(array);
        Object copy = Array.newInstance(array.getClass().getComponentType(), length);
        System.arraycopy(array, 0, copy, 0, length);
        List<Snapshot> nested = new ArrayList<>();
        if (!array.getClass().getComponentType().isPrimitive()) {
            for (Object element : (Object[]) array) {
                if (element != null && element.getClass().isArray()) {
                    snapshot(element, seen).ifPresent(nested::add);
                }
            }
        }
        return java.util.Optional.of(new Snapshot(array, copy, nested));
    }

    /** Puts every captured array back as it was captured. */
    void putBack() {
        for (Snapshot s : arrays) {
            s.putBack();
        }
    }
}
