package org.knightsarena.platform.game.state;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The variants a game may add to its ruleset, as {@code --variant} names them (a comma-separated
 * list wherever a ruleset is chosen). A game's variants follow from its {@link GameOptions}: a
 * Seafarers scenario, a table of two, the Barbarian Attack flag.
 */
public enum Variant {
    /** Seafarers on a scenario's sea map: ships, gold fields, islands (docs/rules/seafarers.md#R-23). */
    SEAFARERS("seafarers"),
    /** Catan for Two: two players and two neutral colours (docs/rules/traders-and-barbarians.md#R-24.2). */
    CATAN_FOR_TWO("catan-for-two"),
    /** Traders &amp; Barbarians' Barbarian Attack: the castle, barbarians and knights on paths. */
    BARBARIAN_ATTACK("barbarian-attack");

    private final String id;

    Variant(String id) {
        this.id = id;
    }

    /** @return the name {@code --variant} and the formats use, such as {@code barbarian-attack} */
    public String id() {
        return id;
    }

    /**
     * Returns the variant a name stands for, ignoring case and surrounding spaces.
     *
     * @throws IllegalArgumentException naming the known variants
     */
    public static Variant fromId(String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        for (Variant variant : values()) {
            if (variant.id.equals(wanted)) {
                return variant;
            }
        }
        throw new IllegalArgumentException("unknown variant '" + name.strip() + "'; known: " + known());
    }

    /**
     * Reads a comma-separated list such as {@code catan-for-two,barbarian-attack}; an empty or
     * blank list is no variant.
     *
     * @throws IllegalArgumentException on an unknown or repeated name
     */
    public static Set<Variant> parseList(String list) {
        EnumSet<Variant> variants = EnumSet.noneOf(Variant.class);
        if (list.isBlank()) {
            return variants;
        }
        for (String name : list.split(",", -1)) {
            if (name.isBlank()) {
                throw new IllegalArgumentException("an empty name in the variant list '" + list + "'");
            }
            if (!variants.add(fromId(name))) {
                throw new IllegalArgumentException("variant '" + name.strip() + "' is named twice");
            }
        }
        return variants;
    }

    /** @return the variants' ids in declaration order, comma-separated */
    public static String ids(Set<Variant> variants) {
        return variants.stream().sorted().map(Variant::id).collect(Collectors.joining(","));
    }

    private static String known() {
        return Arrays.stream(values()).map(Variant::id).collect(Collectors.joining(", "));
    }
}
