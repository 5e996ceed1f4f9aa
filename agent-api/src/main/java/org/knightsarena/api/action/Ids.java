package org.knightsarena.api.action;

/** Checks ids in record constructors; ids are never negative. */
final class Ids {
    private Ids() {}

    static void check(String name, int id) {
        if (id < 0) {
            throw new IllegalArgumentException(name + " must not be negative: " + id);
        }
    }
}
