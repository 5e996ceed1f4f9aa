package org.knightsarena.sandbox.instrument.runtime;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers objects in the order bot code first asks for their identity hash, so that the hash
 * depends on the match seed and on what the bot did, never on the JVM. Holds the objects weakly:
 * a number dies with its object. Not thread-safe; one agent's code runs on one thread at a time.
 */
final class IdentityNumbers {
    private final Map<Integer, List<Numbered>> byJvmHash = new HashMap<>();
    private final ReferenceQueue<Object> cleared = new ReferenceQueue<>();
    private final int salt;
    private int next;

    IdentityNumbers(long seed) {
        this.salt = (int) (seed ^ (seed >>> 32));
    }

    int numberOf(Object o) {
        purge();
        Integer key = System.identityHashCode(o);
        List<Numbered> bucket = byJvmHash.computeIfAbsent(key, k -> new ArrayList<>(1));
        for (Numbered n : bucket) {
            if (n.get() == o) {
                return n.number;
            }
        }
        int number = scramble(salt + ++next);
        bucket.add(new Numbered(o, key, number, cleared));
        return number;
    }

    /** A bijection on int, so numbers never collide, spread over the bits as hash tables like. */
    private static int scramble(int x) {
        x ^= x >>> 16;
        x *= 0x7feb352d;
        x ^= x >>> 15;
        x *= 0x846ca68b;
        return x ^ (x >>> 16);
    }

    private void purge() {
        for (Object r; (r = cleared.poll()) != null; ) {
            Numbered n = (Numbered) r;
            List<Numbered> bucket = byJvmHash.get(n.key);
            if (bucket != null && bucket.remove(n) && bucket.isEmpty()) {
                byJvmHash.remove(n.key);
            }
        }
    }

    private static final class Numbered extends WeakReference<Object> {
        final Integer key;
        final int number;

        Numbered(Object o, Integer key, int number, ReferenceQueue<Object> queue) {
            super(o, queue);
            this.key = key;
            this.number = number;
        }
    }
}
