package org.knightsarena.tournaments.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * An exclusive lock on a data folder ({@code arena.lock} in it), held by the one command-line run
 * that plays matches there. The operating system releases it when the process ends, however it
 * ends, so a run that was killed never leaves a stale lock behind; holding it lets a run re-queue
 * matches left running by a killed run at once instead of waiting for their leases to expire.
 */
final class DataFolderLock implements AutoCloseable {

    /** The lock file's name in the data folder. */
    static final String FILE_NAME = "arena.lock";

    private final FileChannel channel;
    private final FileLock lock;

    private DataFolderLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock if no other run holds it.
     *
     * @return the lock, or empty when another run holds it
     * @throws UncheckedIOException if the lock file cannot be opened
     */
    static Optional<DataFolderLock> tryLock(Path dataFolder) {
        Path file = dataFolder.resolve(FILE_NAME);
        try {
            Files.createDirectories(dataFolder);
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                return Optional.empty();
            }
            return Optional.of(new DataFolderLock(channel, lock));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the lock file " + file, e);
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // The lock goes with the channel; a failure to close changes nothing for the next run.
        }
    }
}
