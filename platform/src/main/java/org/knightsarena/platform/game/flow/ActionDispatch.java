package org.knightsarena.platform.game.flow;

import org.knightsarena.api.action.AcceptOffer;
import org.knightsarena.api.action.Action;
import org.knightsarena.api.action.ActivateKnight;
import org.knightsarena.api.action.ActivatePathKnight;
import org.knightsarena.api.action.BuildCity;
import org.knightsarena.api.action.BuildCityWall;
import org.knightsarena.api.action.BuildImprovement;
import org.knightsarena.api.action.BuildNeutralKnight;
import org.knightsarena.api.action.BuildNeutralRoad;
import org.knightsarena.api.action.BuildNeutralSettlement;
import org.knightsarena.api.action.BuildRoad;
import org.knightsarena.api.action.BuildSettlement;
import org.knightsarena.api.action.BuildShip;
import org.knightsarena.api.action.BuyDevelopmentCard;
import org.knightsarena.api.action.BuyWithGold;
import org.knightsarena.api.action.CancelTrade;
import org.knightsarena.api.action.ChasePirate;
import org.knightsarena.api.action.ChaseRobber;
import org.knightsarena.api.action.ConfirmTrade;
import org.knightsarena.api.action.DeclineOffer;
import org.knightsarena.api.action.DiscardCards;
import org.knightsarena.api.action.DiscardProgressCard;
import org.knightsarena.api.action.DisplaceKnight;
import org.knightsarena.api.action.DisplacePathKnight;
import org.knightsarena.api.action.DrawProgressCard;
import org.knightsarena.api.action.EndTurn;
import org.knightsarena.api.action.ForceTrade;
import org.knightsarena.api.action.ForceTradeWithCommodities;
import org.knightsarena.api.action.GiveCards;
import org.knightsarena.api.action.GiveCommodity;
import org.knightsarena.api.action.HarborExchange;
import org.knightsarena.api.action.LoseCity;
import org.knightsarena.api.action.MoveBarbarian;
import org.knightsarena.api.action.MoveDisplacedKnight;
import org.knightsarena.api.action.MoveKnight;
import org.knightsarena.api.action.MovePathKnight;
import org.knightsarena.api.action.MovePirate;
import org.knightsarena.api.action.MoveRobber;
import org.knightsarena.api.action.MoveShip;
import org.knightsarena.api.action.OfferTrade;
import org.knightsarena.api.action.PlaceFreeKnight;
import org.knightsarena.api.action.PlaceMetropolis;
import org.knightsarena.api.action.PlacePathKnight;
import org.knightsarena.api.action.PlayAlchemist;
import org.knightsarena.api.action.PlayBishop;
import org.knightsarena.api.action.PlayCommercialHarbor;
import org.knightsarena.api.action.PlayCrane;
import org.knightsarena.api.action.PlayDeserter;
import org.knightsarena.api.action.PlayDevelopmentCard;
import org.knightsarena.api.action.PlayDiplomat;
import org.knightsarena.api.action.PlayEngineer;
import org.knightsarena.api.action.PlayIntrigue;
import org.knightsarena.api.action.PlayInventor;
import org.knightsarena.api.action.PlayIrrigation;
import org.knightsarena.api.action.PlayMasterMerchant;
import org.knightsarena.api.action.PlayMedicine;
import org.knightsarena.api.action.PlayMerchant;
import org.knightsarena.api.action.PlayMerchantFleet;
import org.knightsarena.api.action.PlayMining;
import org.knightsarena.api.action.PlayResourceMonopoly;
import org.knightsarena.api.action.PlayRoadBuilding;
import org.knightsarena.api.action.PlaySaboteur;
import org.knightsarena.api.action.PlaySmith;
import org.knightsarena.api.action.PlaySpy;
import org.knightsarena.api.action.PlayTradeMonopoly;
import org.knightsarena.api.action.PlayWarlord;
import org.knightsarena.api.action.PlayWedding;
import org.knightsarena.api.action.PromoteKnight;
import org.knightsarena.api.action.PromoteNeutralKnight;
import org.knightsarena.api.action.PromotePathKnight;
import org.knightsarena.api.action.RecruitKnight;
import org.knightsarena.api.action.RemoveOwnKnight;
import org.knightsarena.api.action.RobberToDesert;
import org.knightsarena.api.action.RollDice;
import org.knightsarena.api.action.SkipPlacement;
import org.knightsarena.api.action.StealFrom;
import org.knightsarena.api.action.TakeCards;
import org.knightsarena.api.action.TakePrisoner;
import org.knightsarena.api.action.TakeProgressCard;
import org.knightsarena.api.action.TakeResource;
import org.knightsarena.api.action.TradeWithBank;
import org.knightsarena.platform.game.rules.Continuation;
import org.knightsarena.platform.game.rules.knights.KnightChases;
import org.knightsarena.platform.game.rules.knights.Knights;
import org.knightsarena.platform.game.rules.progress.KnightPoliticsCards;
import org.knightsarena.platform.game.rules.progress.PoliticsCards;
import org.knightsarena.platform.game.rules.progress.ScienceCards;
import org.knightsarena.platform.game.rules.progress.TradeCards;
import org.knightsarena.platform.game.state.Chronicle;
import org.knightsarena.platform.game.state.GameState;
import org.knightsarena.platform.game.state.Phase;

/**
 * The one dispatch of an action: which rules class applies each kind, in one exhaustive switch
 * (the compiler says when a kind is left out), then what follows every action, once: the move of
 * the phase the rules name in their {@link Continuation} (the flow alone moves it), and the check
 * for a win.
 *
 * <p>To learn where an action goes, read its line here. The table is data, so it is one method.
 */
public final class ActionDispatch {
    private ActionDispatch() {}

    /** Applies an action already validated against the pending decision, for the seat that took it. */
    public static void apply(GameState s, Chronicle c, int seat, Action action) {
        Continuation next = switch (action.kind()) {
            case ROLL_DICE -> TurnFlow.apply(s, c, seat, (RollDice) action);
            case END_TURN -> TurnFlow.apply(s, c, seat, (EndTurn) action);
            case BUILD_ROAD -> TurnFlow.apply(s, c, seat, (BuildRoad) action);
            case BUILD_SETTLEMENT -> TurnFlow.apply(s, c, seat, (BuildSettlement) action);
            case BUILD_CITY -> TurnFlow.apply(s, c, seat, (BuildCity) action);
            case BUY_DEVELOPMENT_CARD -> TurnFlow.apply(s, c, seat, (BuyDevelopmentCard) action);
            case PLAY_DEVELOPMENT_CARD -> TurnFlow.apply(s, c, seat, (PlayDevelopmentCard) action);
            case TRADE_WITH_BANK -> TurnFlow.apply(s, c, seat, (TradeWithBank) action);
            case OFFER_TRADE -> TurnFlow.apply(s, c, seat, (OfferTrade) action);
            case ACCEPT_OFFER -> TurnFlow.apply(s, c, seat, (AcceptOffer) action);
            case DECLINE_OFFER -> TurnFlow.apply(s, c, seat, (DeclineOffer) action);
            case CONFIRM_TRADE -> TurnFlow.apply(s, c, seat, (ConfirmTrade) action);
            case CANCEL_TRADE -> TurnFlow.apply(s, c, seat, (CancelTrade) action);
            case DISCARD_CARDS -> TurnFlow.apply(s, c, seat, (DiscardCards) action);
            case MOVE_ROBBER -> TurnFlow.apply(s, c, seat, (MoveRobber) action);
            case STEAL_FROM -> TurnFlow.apply(s, c, seat, (StealFrom) action);
            case BUILD_CITY_WALL -> CitiesAndKnights.apply(s, c, seat, (BuildCityWall) action);
            case RECRUIT_KNIGHT -> CatanForTwo.apply(s, c, seat, (RecruitKnight) action);
            case ACTIVATE_KNIGHT -> Knights.apply(s, c, seat, (ActivateKnight) action);
            case PROMOTE_KNIGHT -> CatanForTwo.apply(s, c, seat, (PromoteKnight) action);
            case MOVE_KNIGHT -> Knights.apply(s, c, seat, (MoveKnight) action);
            case DISPLACE_KNIGHT -> Knights.apply(s, c, seat, (DisplaceKnight) action);
            case CHASE_ROBBER -> KnightChases.apply(s, c, seat, (ChaseRobber) action);
            case BUILD_IMPROVEMENT -> CitiesAndKnights.apply(s, c, seat, (BuildImprovement) action);
            case PLACE_METROPOLIS -> CitiesAndKnights.apply(s, c, seat, (PlaceMetropolis) action);
            case MOVE_DISPLACED_KNIGHT -> Knights.apply(s, c, seat, (MoveDisplacedKnight) action);
            case LOSE_CITY -> CitiesAndKnights.apply(s, c, seat, (LoseCity) action);
            case DRAW_PROGRESS_CARD -> CitiesAndKnights.apply(s, c, seat, (DrawProgressCard) action);
            case TAKE_RESOURCE -> CitiesAndKnights.apply(s, c, seat, (TakeResource) action);
            case DISCARD_PROGRESS_CARD -> CitiesAndKnights.apply(s, c, seat, (DiscardProgressCard) action);
            case PLAY_ALCHEMIST -> ScienceCards.apply(s, c, seat, (PlayAlchemist) action);
            case PLAY_CRANE -> ScienceCards.apply(s, c, seat, (PlayCrane) action);
            case PLAY_ENGINEER -> ScienceCards.apply(s, c, seat, (PlayEngineer) action);
            case PLAY_INVENTOR -> ScienceCards.apply(s, c, seat, (PlayInventor) action);
            case PLAY_IRRIGATION -> ScienceCards.apply(s, c, seat, (PlayIrrigation) action);
            case PLAY_MEDICINE ->
                BarbarianAttack.afterMedicine(s, c, ScienceCards.apply(s, c, seat, (PlayMedicine) action));
            case PLAY_MINING -> ScienceCards.apply(s, c, seat, (PlayMining) action);
            case PLAY_ROAD_BUILDING -> ScienceCards.apply(s, c, seat, (PlayRoadBuilding) action);
            case PLAY_SMITH -> ScienceCards.apply(s, c, seat, (PlaySmith) action);
            case PLAY_COMMERCIAL_HARBOR -> TradeCards.apply(s, c, seat, (PlayCommercialHarbor) action);
            case HARBOR_EXCHANGE -> TradeCards.apply(s, c, seat, (HarborExchange) action);
            case GIVE_COMMODITY -> TradeCards.apply(s, c, seat, (GiveCommodity) action);
            case PLAY_MASTER_MERCHANT -> TradeCards.apply(s, c, seat, (PlayMasterMerchant) action);
            case TAKE_CARDS -> TradeCards.apply(s, c, seat, (TakeCards) action);
            case PLAY_MERCHANT -> TradeCards.apply(s, c, seat, (PlayMerchant) action);
            case PLAY_MERCHANT_FLEET -> TradeCards.apply(s, c, seat, (PlayMerchantFleet) action);
            case PLAY_RESOURCE_MONOPOLY -> TradeCards.apply(s, c, seat, (PlayResourceMonopoly) action);
            case PLAY_TRADE_MONOPOLY -> TradeCards.apply(s, c, seat, (PlayTradeMonopoly) action);
            case PLAY_BISHOP -> PoliticsCards.apply(s, c, seat, (PlayBishop) action);
            case PLAY_DESERTER -> KnightPoliticsCards.apply(s, c, seat, (PlayDeserter) action);
            case REMOVE_OWN_KNIGHT -> KnightPoliticsCards.apply(s, c, seat, (RemoveOwnKnight) action);
            case PLACE_FREE_KNIGHT -> KnightPoliticsCards.apply(s, c, seat, (PlaceFreeKnight) action);
            case SKIP_PLACEMENT -> PoliticsCards.apply(s, c, seat, (SkipPlacement) action);
            case PLAY_DIPLOMAT -> PoliticsCards.apply(s, c, seat, (PlayDiplomat) action);
            case PLAY_INTRIGUE -> KnightPoliticsCards.apply(s, c, seat, (PlayIntrigue) action);
            case PLAY_SABOTEUR -> PoliticsCards.apply(s, c, seat, (PlaySaboteur) action);
            case PLAY_SPY -> PoliticsCards.apply(s, c, seat, (PlaySpy) action);
            case TAKE_PROGRESS_CARD -> PoliticsCards.apply(s, c, seat, (TakeProgressCard) action);
            case PLAY_WARLORD -> KnightPoliticsCards.apply(s, c, seat, (PlayWarlord) action);
            case PLAY_WEDDING -> PoliticsCards.apply(s, c, seat, (PlayWedding) action);
            case GIVE_CARDS ->
                s.turn.phase() == Phase.FORCED_TRADE_GIVE
                        ? CatanForTwo.apply(s, c, seat, (GiveCards) action)
                        : PoliticsCards.apply(s, c, seat, (GiveCards) action);
            case BUILD_NEUTRAL_ROAD -> CatanForTwo.apply(s, c, seat, (BuildNeutralRoad) action);
            case BUILD_NEUTRAL_SETTLEMENT -> CatanForTwo.apply(s, c, seat, (BuildNeutralSettlement) action);
            case FORCE_TRADE -> CatanForTwo.apply(s, c, seat, (ForceTrade) action);
            case ROBBER_TO_DESERT -> CatanForTwo.apply(s, c, seat, (RobberToDesert) action);
            case BUILD_NEUTRAL_KNIGHT -> CatanForTwo.apply(s, c, seat, (BuildNeutralKnight) action);
            case PROMOTE_NEUTRAL_KNIGHT -> CatanForTwo.apply(s, c, seat, (PromoteNeutralKnight) action);
            case FORCE_TRADE_WITH_COMMODITIES -> CatanForTwo.apply(s, c, seat, (ForceTradeWithCommodities) action);
            case BUILD_SHIP -> ShipFlow.apply(s, c, seat, (BuildShip) action);
            case MOVE_SHIP -> ShipFlow.apply(s, c, seat, (MoveShip) action);
            case PLACE_PATH_KNIGHT -> BarbarianAttack.apply(s, c, seat, (PlacePathKnight) action);
            case MOVE_PATH_KNIGHT -> BarbarianAttack.apply(s, c, seat, (MovePathKnight) action);
            case TAKE_PRISONER -> BarbarianAttack.apply(s, c, seat, (TakePrisoner) action);
            case BUY_WITH_GOLD -> BarbarianAttack.apply(s, c, seat, (BuyWithGold) action);
            case MOVE_BARBARIAN -> BarbarianAttack.apply(s, c, seat, (MoveBarbarian) action);
            case MOVE_PIRATE -> ShipFlow.apply(s, c, seat, (MovePirate) action);
            case CHASE_PIRATE -> KnightChases.apply(s, c, seat, (ChasePirate) action);
            case ACTIVATE_PATH_KNIGHT -> BarbarianAttack.apply(s, c, seat, (ActivatePathKnight) action);
            case PROMOTE_PATH_KNIGHT -> BarbarianAttack.apply(s, c, seat, (PromotePathKnight) action);
            case DISPLACE_PATH_KNIGHT -> BarbarianAttack.apply(s, c, seat, (DisplacePathKnight) action);
        };
        run(s, c, next);
        TurnFlow.afterAction(s, c);
    }

    /** Makes the move the rules named: the flow alone moves the phase ({@code TurnState}'s moves). */
    private static void run(GameState s, Chronicle c, Continuation next) {
        switch (next.step()) {
            case PROCEED -> CitiesAndKnights.proceed(s, c);
            case ROLL -> CitiesAndKnights.roll(s, c);
            case INTERRUPT -> s.turn.interrupt(next.phase(), next.back());
            case END_INTERRUPT -> s.turn.endInterrupt();
            case SERVE_OWED -> {
                s.turn.resumeAt(next.back());
                s.turn.nextPending(s.cards);
            }
            case NONE -> {}
        }
    }
}
