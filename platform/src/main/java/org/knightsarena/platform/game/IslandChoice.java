package org.knightsarena.platform.game;

import org.knightsarena.platform.board.Board;
import org.knightsarena.platform.board.CastleMap;
import org.knightsarena.platform.board.ExtensionCastleMap;
import org.knightsarena.platform.board.ExtensionMap;
import org.knightsarena.platform.board.StandardMap;
import org.knightsarena.platform.game.state.GameOptions;
import org.knightsarena.platform.game.state.GameRandom;
import org.knightsarena.platform.game.state.TableComponents;

/** Which fixed-frame island a game without a Seafarers scenario is dealt on, from its settings. */
final class IslandChoice {
    private IslandChoice() {}

    /** @return the castle island (R-24.1.1; for 5–6, R-24.4.1), the beginner map, the 5–6 player island or the standard one */
    static Board deal(GameOptions options, GameRandom random) {
        if (options.barbarianAttack()) {
            return TableComponents.isExtension(options.playerCount())
                    ? ExtensionCastleMap.random(random, options.map().tokenRule())
                    : CastleMap.random(random, options.map().tokenRule());
        } else if (options.map() == GameOptions.MapChoice.BEGINNER) {
            return StandardMap.beginner();
        } else if (TableComponents.isExtension(options.playerCount())) {
            return ExtensionMap.random(random, options.map().tokenRule());
        }
        return StandardMap.random(random, options.map().tokenRule());
    }
}
