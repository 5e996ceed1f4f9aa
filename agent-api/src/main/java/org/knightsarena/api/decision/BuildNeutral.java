package org.knightsarena.api.decision;

import java.util.List;
import org.knightsarena.api.action.Action;

/**
 * Catan for Two: after building a road or a settlement, the player builds one for a neutral
 * colour of their choice (docs/rules/traders-and-barbarians.md#R-24.2.3): a settlement after a
 * settlement while a neutral has a legal spot, else a road. With Cities &amp; Knights also after
 * recruiting a knight (a neutral basic knight, else a neutral road, docs/rules/variants.md#R-17.3.1)
 * and after promoting one (a neutral basic knight promoted to strong, docs/rules/variants.md#R-17.3.3).
 * In Barbarian Attack, where knights stand on paths, the neutral knight is the second neutral
 * colour's: a {@code PlacePathKnight} per free castle path and a {@code PromotePathKnight} per basic
 * neutral path knight (docs/rules/traders-and-barbarians.md#R-24.3.3).
 *
 * @param seat    the player who built
 * @param options one {@code BuildNeutralSettlement}, {@code BuildNeutralRoad}, {@code
 *     BuildNeutralKnight} or {@code PromoteNeutralKnight} per legal colour and place; in Barbarian
 *     Attack {@code PlacePathKnight} or {@code PromotePathKnight} per path instead of the knights
 *
 * @since 0.3
 */
public record BuildNeutral(int seat, List<Action> options) implements Decision {
    /** Copies the options. @throws NullPointerException if an argument is null */
    public BuildNeutral {
        options = ActionList.of(options);
    }
}
