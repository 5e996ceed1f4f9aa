package org.knightsarena.platform.game.state;

/**
 * The decisions owed before play goes on (sacked cities, tie draws, progress discards, Aqueduct
 * picks, metropolis cities), in order: a ring of packed entries. This class alone knows the
 * packing, {@code phase.ordinal() * 8 + seat}; everyone else reads an entry with {@link #phaseOf}
 * and {@link #seatOf}. Its copy is one array clone. Not thread-safe.
 */
public final class PendingQueue {
    /** The most decisions that can be owed at once; more than any roll or card can queue. */
    static final int CAPACITY = 32;

    private static final int MASK = CAPACITY - 1;
    private static final int SEATS = 8;
    private static final Phase[] PHASES = Phase.values();

    private final int[] ring;
    private int head;
    private int tail;

    PendingQueue() {
        ring = new int[CAPACITY];
    }

    private PendingQueue(PendingQueue o) {
        ring = o.ring.clone();
        head = o.head;
        tail = o.tail;
    }

    /** @return an independent copy */
    PendingQueue copy() {
        return new PendingQueue(this);
    }

    /** Queues a decision owed by {@code seat} in {@code phase}. */
    void add(Phase phase, int seat) {
        ring[tail++ & MASK] = pack(phase, seat);
    }

    /** Queues a decision owed by {@code seat} in {@code phase} ahead of everything else owed. */
    void addFirst(Phase phase, int seat) {
        ring[--head & MASK] = pack(phase, seat);
    }

    boolean isEmpty() {
        return head == tail;
    }

    /** @return how many decisions are owed */
    public int size() {
        return tail - head;
    }

    /**
     * Removes the first owed decision.
     *
     * @return its entry, read with {@link #phaseOf} and {@link #seatOf}
     * @throws IllegalStateException if nothing is owed
     */
    int poll() {
        if (head == tail) {
            throw new IllegalStateException("no decision is owed");
        }
        return ring[head++ & MASK];
    }

    /** @return the entry {@code index} places from the front, 0 for the first; the queue is unchanged */
    public int peek(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("entry " + index + " of " + size());
        }
        return ring[(head + index) & MASK];
    }

    /** @return the phase of an entry */
    static Phase phaseOf(int entry) {
        return PHASES[entry / SEATS];
    }

    /** @return the seat of an entry */
    static int seatOf(int entry) {
        return entry % SEATS;
    }

    private static int pack(Phase phase, int seat) {
        return phase.ordinal() * SEATS + seat;
    }
}
