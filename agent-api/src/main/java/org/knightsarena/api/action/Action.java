package org.knightsarena.api.action;

/**
 * Something a player does: the answer an agent gives to a {@code Decision}.
 *
 * <p>Actions are plain immutable records; they never execute themselves. The engine checks
 * each one against the rules and applies it, or rejects it with a reason. Records with no
 * state have one shared {@code INSTANCE}. Thread-safe.
 *
 * @since 0.1
 */
public sealed interface Action
        permits RollDice,
                EndTurn,
                BuildRoad,
                BuildSettlement,
                BuildCity,
                BuyDevelopmentCard,
                PlayDevelopmentCard,
                TradeWithBank,
                OfferTrade,
                AcceptOffer,
                DeclineOffer,
                ConfirmTrade,
                CancelTrade,
                DiscardCards,
                MoveRobber,
                StealFrom,
                BuildCityWall,
                RecruitKnight,
                ActivateKnight,
                PromoteKnight,
                MoveKnight,
                DisplaceKnight,
                ChaseRobber,
                BuildImprovement,
                PlaceMetropolis,
                MoveDisplacedKnight,
                LoseCity,
                DrawProgressCard,
                TakeResource,
                DiscardProgressCard,
                PlayAlchemist,
                PlayCrane,
                PlayEngineer,
                PlayInventor,
                PlayIrrigation,
                PlayMedicine,
                PlayMining,
                PlayRoadBuilding,
                PlaySmith,
                PlayCommercialHarbor,
                HarborExchange,
                GiveCommodity,
                PlayMasterMerchant,
                TakeCards,
                PlayMerchant,
                PlayMerchantFleet,
                PlayResourceMonopoly,
                PlayTradeMonopoly,
                PlayBishop,
                PlayDeserter,
                RemoveOwnKnight,
                PlaceFreeKnight,
                SkipPlacement,
                PlayDiplomat,
                PlayIntrigue,
                PlaySaboteur,
                PlaySpy,
                TakeProgressCard,
                PlayWarlord,
                PlayWedding,
                GiveCards,
                BuildNeutralRoad,
                BuildNeutralSettlement,
                ForceTrade,
                RobberToDesert,
                BuildShip,
                MoveShip,
                BuildNeutralKnight,
                PromoteNeutralKnight,
                ForceTradeWithCommodities,
                PlacePathKnight,
                MovePathKnight,
                TakePrisoner,
                BuyWithGold,
                MoveBarbarian,
                MovePirate,
                ChasePirate {

    /**
     * Returns which record this action is, as a constant of {@link Kind}.
     *
     * <p>Java 17 has no pattern matching in {@code switch}; an exhaustive {@code switch} over
     * {@code kind()} lets the engine (or a bot) handle every action in one place, and the compiler
     * says when a new kind is left out.
     *
     * @return the kind, never null; the same for every action of one record type
     * @since 0.1
     */
    Kind kind();

    /**
     * The kinds of action, one constant per record implementing {@link Action}, named after it
     * ({@code ROLL_DICE} for {@link RollDice}). Persisted data must use the record's name, not
     * {@code ordinal()}: constants are added as the rules grow.
     *
     * @since 0.1
     */
    enum Kind {
        ROLL_DICE,
        END_TURN,
        BUILD_ROAD,
        BUILD_SETTLEMENT,
        BUILD_CITY,
        BUY_DEVELOPMENT_CARD,
        PLAY_DEVELOPMENT_CARD,
        TRADE_WITH_BANK,
        OFFER_TRADE,
        ACCEPT_OFFER,
        DECLINE_OFFER,
        CONFIRM_TRADE,
        CANCEL_TRADE,
        DISCARD_CARDS,
        MOVE_ROBBER,
        STEAL_FROM,
        BUILD_CITY_WALL,
        RECRUIT_KNIGHT,
        ACTIVATE_KNIGHT,
        PROMOTE_KNIGHT,
        MOVE_KNIGHT,
        DISPLACE_KNIGHT,
        CHASE_ROBBER,
        BUILD_IMPROVEMENT,
        PLACE_METROPOLIS,
        MOVE_DISPLACED_KNIGHT,
        LOSE_CITY,
        DRAW_PROGRESS_CARD,
        TAKE_RESOURCE,
        DISCARD_PROGRESS_CARD,
        PLAY_ALCHEMIST,
        PLAY_CRANE,
        PLAY_ENGINEER,
        PLAY_INVENTOR,
        PLAY_IRRIGATION,
        PLAY_MEDICINE,
        PLAY_MINING,
        PLAY_ROAD_BUILDING,
        PLAY_SMITH,
        PLAY_COMMERCIAL_HARBOR,
        HARBOR_EXCHANGE,
        GIVE_COMMODITY,
        PLAY_MASTER_MERCHANT,
        TAKE_CARDS,
        PLAY_MERCHANT,
        PLAY_MERCHANT_FLEET,
        PLAY_RESOURCE_MONOPOLY,
        PLAY_TRADE_MONOPOLY,
        PLAY_BISHOP,
        PLAY_DESERTER,
        REMOVE_OWN_KNIGHT,
        PLACE_FREE_KNIGHT,
        SKIP_PLACEMENT,
        PLAY_DIPLOMAT,
        PLAY_INTRIGUE,
        PLAY_SABOTEUR,
        PLAY_SPY,
        TAKE_PROGRESS_CARD,
        PLAY_WARLORD,
        PLAY_WEDDING,
        GIVE_CARDS,
        BUILD_NEUTRAL_ROAD,
        BUILD_NEUTRAL_SETTLEMENT,
        FORCE_TRADE,
        ROBBER_TO_DESERT,
        BUILD_SHIP,
        MOVE_SHIP,
        BUILD_NEUTRAL_KNIGHT,
        PROMOTE_NEUTRAL_KNIGHT,
        FORCE_TRADE_WITH_COMMODITIES,
        PLACE_PATH_KNIGHT,
        MOVE_PATH_KNIGHT,
        TAKE_PRISONER,
        BUY_WITH_GOLD,
        MOVE_BARBARIAN,
        MOVE_PIRATE,
        CHASE_PIRATE
    }
}
