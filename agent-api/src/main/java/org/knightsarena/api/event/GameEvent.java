package org.knightsarena.api.event;

/**
 * One entry of the chronicle: something that happened in the game.
 *
 * <p>Events are immutable records. Most are public; a few carry hidden information and are
 * seen by one seat only ({@link #isVisibleTo(int)}), always paired with a public event that
 * says what the others may know (a {@link CardStolen} for everyone, a {@link StolenCardSeen}
 * for the thief and one for the victim). Agents are told only the events they may see.
 * Thread-safe.
 *
 * @since 0.1
 */
public sealed interface GameEvent
        permits TurnStarted,
                DiceRolled,
                Produced,
                BankShortage,
                Built,
                DevelopmentCardBought,
                DevelopmentCardDrawn,
                DevelopmentCardPlayed,
                CardsDiscarded,
                RobberMoved,
                CardStolen,
                StolenCardSeen,
                CardsGiven,
                CardsTaken,
                BankTraded,
                TradeOffered,
                TradeAnswered,
                TradeCompleted,
                TradeCancelled,
                LongestRoadTaken,
                LongestRoadSetAside,
                LargestArmyTaken,
                FaultRecorded,
                GameWon,
                TurnCapReached,
                EventDieRolled,
                BarbariansAdvanced,
                BarbariansAttacked,
                DefenderAwarded,
                CitySacked,
                KnightsDeactivated,
                ImprovementBuilt,
                MetropolisPlaced,
                ProgressCardDrawn,
                ProgressCardReceived,
                ProgressCardRevealed,
                ProgressCardDiscarded,
                KnightChanged,
                ProgressCardPlayed,
                TokensSwapped,
                MerchantPlaced,
                RoadRemoved,
                ProgressCardStolen,
                ProgressCardTaken,
                AgentEjected,
                GoldChosen,
                IslandBonusEarned,
                TradeTokensChanged,
                ShipMoved,
                BarbarianLanded,
                BarbarianCardPlayed,
                PathKnightPlaced,
                PathKnightMoved,
                BarbariansCaptured,
                KnightCasualty,
                GoldChanged,
                BarbarianMoved,
                PirateMoved,
                PathKnightChanged {

    /**
     * Tells whether a seat may see this event.
     *
     * @param seat 0 to {@code playerCount - 1}
     * @return true for public events, and for a private event's one viewer
     */
    default boolean isVisibleTo(int seat) {
        return true;
    }

    /**
     * Tells whether every seat may see this event, which is what someone who plays no seat (a
     * spectator, a public replay) may see.
     *
     * @param playerCount the number of seats at the table
     * @return true for public events; false for a private event, which only its viewer sees
     * @since 0.2
     */
    default boolean isSeenByAll(int playerCount) {
        for (int seat = 0; seat < playerCount; seat++) {
            if (!isVisibleTo(seat)) {
                return false;
            }
        }
        return true;
    }
}
