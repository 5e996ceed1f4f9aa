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
public sealed interface Action permits RollDice, EndTurn, BuildRoad, BuildSettlement, BuildCity,
        BuyDevelopmentCard, PlayDevelopmentCard, TradeWithBank, OfferTrade, AcceptOffer, DeclineOffer,
        ConfirmTrade, CancelTrade, DiscardCards, MoveRobber, StealFrom,
        BuildCityWall, RecruitKnight, ActivateKnight, PromoteKnight, MoveKnight, DisplaceKnight, ChaseRobber,
        BuildImprovement, PlaceMetropolis, MoveDisplacedKnight, LoseCity, DrawProgressCard, TakeResource,
        DiscardProgressCard,
        PlayAlchemist, PlayCrane, PlayEngineer, PlayInventor, PlayIrrigation, PlayMedicine, PlayMining,
        PlayRoadBuilding, PlaySmith, PlayCommercialHarbor, HarborExchange, GiveCommodity, PlayMasterMerchant,
        TakeCards, PlayMerchant, PlayMerchantFleet, PlayResourceMonopoly, PlayTradeMonopoly, PlayBishop,
        PlayDeserter, RemoveOwnKnight, PlaceFreeKnight, SkipPlacement, PlayDiplomat, PlayIntrigue,
        PlaySaboteur, PlaySpy, TakeProgressCard, PlayWarlord, PlayWedding, GiveCards {
}
