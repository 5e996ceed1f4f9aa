package org.knightsarena.platform.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** A seat's generator gives the numbers {@code java.util.Random} gives from the same seed, whatever is asked. */
class SeatRandomTest {

    private static final long[] SEEDS = {0L, 1L, -1L, 42L, Long.MIN_VALUE, Long.MAX_VALUE, 0x9E3779B97F4A7C15L};

    @Test
    void everyKindOfNumberComesOutAsFromRandom() {
        for (long seed : SEEDS) {
            Random expected = new Random(seed);
            Random actual = new SeatRandom(seed);
            for (int i = 0; i < 2_000; i++) {
                int bound = 1 + i % 37; // powers of two and not: both branches of nextInt(bound)
                assertEquals(expected.nextInt(bound), actual.nextInt(bound), "nextInt(bound), seed " + seed);
                assertEquals(expected.nextInt(), actual.nextInt());
                assertEquals(expected.nextLong(), actual.nextLong());
                assertEquals(expected.nextBoolean(), actual.nextBoolean());
                assertEquals(expected.nextDouble(), actual.nextDouble());
                assertEquals(expected.nextFloat(), actual.nextFloat());
                assertEquals(expected.nextGaussian(), actual.nextGaussian());
                assertEquals(expected.nextInt(5, 17), actual.nextInt(5, 17));
            }
            byte[] a = new byte[13];
            byte[] b = new byte[13];
            expected.nextBytes(a);
            actual.nextBytes(b);
            assertArrayEquals(a, b);
            assertArrayEquals(
                    expected.ints(50, 0, 1000).toArray(),
                    actual.ints(50, 0, 1000).toArray());
            assertArrayEquals(expected.doubles(20).toArray(), actual.doubles(20).toArray());
        }
    }

    @Test
    void aSeatsGeneratorIsSeededFromTheMatchSeedAndTheSeat() {
        Random expected = new Random(1234L * 0x9E3779B97F4A7C15L + 2 + 1);
        Random actual = SeatRandom.forSeat(1234L, 2);
        for (int i = 0; i < 100; i++) {
            assertEquals(expected.nextInt(1000), actual.nextInt(1000));
        }
    }

    @Test
    void settingTheSeedAgainStartsTheSequenceAgainAndForgetsAPendingGaussian() {
        Random expected = new Random(7);
        Random actual = new SeatRandom(7);
        expected.nextGaussian(); // leaves a second Gaussian pending
        actual.nextGaussian();
        expected.setSeed(99);
        actual.setSeed(99);
        for (int i = 0; i < 100; i++) {
            assertEquals(expected.nextGaussian(), actual.nextGaussian());
            assertEquals(expected.nextInt(6), actual.nextInt(6));
        }
    }
}
