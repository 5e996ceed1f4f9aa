package org.knightsarena.platform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Javadoc of the bot API's {@code GameView}, read from the working tree (the tests run in
 * {@code platform/}): a comment that starts with a block tag ({@code /** @return ...}) has an empty
 * summary line in the generated pages, which is where bot authors read the API.
 */
class GameViewJavadocTest {

    private static final Path GAME_VIEW =
            Path.of("..", "agent-api", "src", "main", "java", "org", "knightsarena", "api", "GameView.java");
    /** A Javadoc comment and the declaration that follows it, up to its semicolon or brace. */
    private static final Pattern DOCUMENTED = Pattern.compile("/\\*\\*(.*?)\\*/\\s*([^;{]*)", Pattern.DOTALL);

    @Test
    void everyMemberOfGameViewHasASummarySentence() throws IOException {
        List<String> blank = new ArrayList<>();
        Matcher m = DOCUMENTED.matcher(Files.readString(GAME_VIEW));
        int comments = 0;
        while (m.find()) {
            comments++;
            String text = m.group(1).replaceAll("(?m)^\\s*\\*", "").strip();
            if (text.isEmpty() || text.startsWith("@")) {
                blank.add(m.group(2).strip());
            }
        }
        assertTrue(comments > 25, "read " + comments + " Javadoc comments in " + GAME_VIEW);
        assertEquals(List.of(), blank, "members whose Javadoc has no summary sentence");
    }

    @Test
    void turnSaysWhatItCounts() throws IOException {
        Matcher m = DOCUMENTED.matcher(Files.readString(GAME_VIEW));
        String turnDoc = null;
        while (m.find()) {
            if (m.group(2).strip().equals("int turn()")) {
                turnDoc = m.group(1).replaceAll("(?m)^\\s*\\*", "").replaceAll("\\s+", " ");
            }
        }
        assertTrue(turnDoc != null, "no Javadoc on turn()");
        assertTrue(turnDoc.contains("counting every player's turn, not rounds of the table"), turnDoc);
        assertTrue(turnDoc.contains("Setup (the placement of the first pieces) is turn 0."), turnDoc);
        assertTrue(turnDoc.contains("The starting player's first turn after setup is turn 1"), turnDoc);
    }
}
