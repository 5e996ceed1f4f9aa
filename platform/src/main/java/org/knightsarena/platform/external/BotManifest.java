package org.knightsarena.platform.external;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The manifest of an uploaded process bot, {@value #FILE_NAME} at the root of its zip
 * ({@code docs/protocol.md}, "Uploading a process bot"):
 *
 * <pre>{@code
 * {"protocol": 1, "language": "python", "entry": "my_bot.py", "version": "0.3"}
 * }</pre>
 *
 * @param language how the entry is started ({@code python}: {@code python3 -u entry})
 * @param entry    the entry file's name, at the root of the zip (the root is the bot's working
 *                 folder; other files may be in folders)
 * @param version  the author's own name for this version, 1 to {@value #MAX_VERSION_LENGTH}
 *                 printable characters; the platform numbers versions itself and shows this beside
 */
public record BotManifest(ExternalBot.Language language, String entry, String version) {

    /** The manifest's file name, at the root of the zip. */
    public static final String FILE_NAME = "arena-bot.json";
    /** The longest author's version. */
    public static final int MAX_VERSION_LENGTH = 40;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("protocol", "language", "entry", "version");

    /** @throws NullPointerException if a component is null */
    public BotManifest {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(version, "version");
    }

    /** Thrown for a manifest that cannot be used; the message says what to change. */
    public static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message);
        }
    }

    /**
     * Reads a manifest's text.
     *
     * @param text the file's content
     * @return the manifest
     * @throws Invalid naming the field and the rule when it is not JSON, a field is missing,
     *                 unknown or wrong, or the protocol or language is not one the platform speaks
     */
    public static BotManifest parse(String text) throws Invalid {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new Invalid("not JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new Invalid("it must be a JSON object such as " + example());
        }
        for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw new Invalid("unknown field '" + name + "'; the fields are protocol, language, entry and version");
            }
        }
        JsonNode protocol = root.get("protocol");
        if (protocol == null || !protocol.isInt() || protocol.intValue() != Messages.VERSION) {
            throw new Invalid("'protocol' must be " + Messages.VERSION + ", the version of the protocol the bot speaks"
                    + " (docs/protocol.md)");
        }
        String languageName = text(root, "language");
        ExternalBot.Language language;
        try {
            language = ExternalBot.Language.valueOf(languageName.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new Invalid("'language' must be one of " + languages() + ", not '" + languageName + "'");
        }
        String entry = text(root, "entry");
        if (entry.contains("/") || entry.contains("\\")) {
            throw new Invalid("'entry' must name a file at the root of the zip, not '" + entry + "';"
                    + " other files may be in folders");
        }
        if (!entry.endsWith(language.extension())) {
            throw new Invalid("'entry' must name a " + language.extension() + " file for a "
                    + language.name().toLowerCase(Locale.ROOT) + " bot, not '" + entry + "'");
        }
        String version = text(root, "version");
        if (version.length() > MAX_VERSION_LENGTH || version.chars().anyMatch(Character::isISOControl)) {
            throw new Invalid("'version' must be 1 to " + MAX_VERSION_LENGTH + " printable characters");
        }
        return new BotManifest(language, entry, version);
    }

    private static String text(JsonNode root, String field) throws Invalid {
        JsonNode node = root.get(field);
        if (node == null || !node.isTextual() || node.textValue().isBlank()) {
            throw new Invalid(
                    "'" + field + "' is missing or not a non-empty string; a manifest reads like " + example());
        }
        return node.textValue().strip();
    }

    private static String languages() {
        StringBuilder names = new StringBuilder();
        for (ExternalBot.Language language : ExternalBot.Language.values()) {
            names.append(names.length() == 0 ? "" : ", ").append(language.name().toLowerCase(Locale.ROOT));
        }
        return names.toString();
    }

    private static String example() {
        return "{\"protocol\": 1, \"language\": \"python\", \"entry\": \"my_bot.py\", \"version\": \"0.1\"}";
    }
}
