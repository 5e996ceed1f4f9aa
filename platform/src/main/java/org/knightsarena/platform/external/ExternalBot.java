package org.knightsarena.platform.external;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A bot that runs as a process and speaks the JSON-lines protocol ({@code docs/protocol.md}),
 * named on the command line as {@code python:path/to/bot.py}.
 *
 * @param language the language, which fixes how the entry is started
 * @param entry    the bot's entry file, absolute and normalised
 */
public record ExternalBot(Language language, Path entry) {

    /** The languages a process bot may be written in, each with the prefix that names it. */
    public enum Language {
        /** Started as {@code python3 -u entry}, with the system {@code python3}. */
        PYTHON("python:", ".py");

        private final String prefix;
        private final String extension;

        Language(String prefix, String extension) {
            this.prefix = prefix;
            this.extension = extension;
        }

        /** @return the extension of an entry file in this language, such as {@code .py} */
        public String extension() {
            return extension;
        }

        /** @return the prefix naming a bot of this language, such as {@code python:} */
        public String prefix() {
            return prefix;
        }

        /** @return the command that runs an entry file, found on the {@code PATH} */
        List<String> command(String entry) {
            return switch (this) {
                case PYTHON -> List.of("python3", "-u", entry);
            };
        }
    }

    /** @throws NullPointerException if a component is null */
    public ExternalBot {
        Objects.requireNonNull(language, "language");
        entry = entry.toAbsolutePath().normalize();
    }

    /** @return whether an agent name names a process bot, such as {@code python:bot.py} */
    public static boolean isExternal(String name) {
        for (Language language : Language.values()) {
            if (name.trim().toLowerCase(Locale.ROOT).startsWith(language.prefix())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads an agent name such as {@code python:path/to/bot.py}.
     *
     * @param name the name, for which {@link #isExternal} holds
     * @return the bot
     * @throws IllegalArgumentException if the entry file is missing or is not a file; the message
     *                                  names it
     */
    public static ExternalBot parse(String name) {
        String trimmed = name.trim();
        for (Language language : Language.values()) {
            if (trimmed.toLowerCase(Locale.ROOT).startsWith(language.prefix())) {
                Path entry = Path.of(trimmed.substring(language.prefix().length()));
                if (!Files.isRegularFile(entry)) {
                    throw new IllegalArgumentException("cannot run the bot '" + name + "': " + entry
                            + (Files.exists(entry) ? " is not a file" : " does not exist"));
                }
                return new ExternalBot(language, entry);
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a process bot; use python:path/to/bot.py");
    }

    /** @return the name the bot goes by in tables: its entry's file name without the extension */
    public String label() {
        String file = entry.getFileName().toString();
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }
}
