import { LikerPage } from '../../features/likes-you/components/liker-page';
import { MatchBanner, MatchModal } from '../../features/swipe/components/match-celebration';
import { useMatchCelebration } from '../../features/swipe/hooks/use-match-celebration';

/** A like back that matches celebrates with the deck's own banner and modal. */
export default function LikerRoute() {
  const celebration = useMatchCelebration();
  return (
    <>
      <LikerPage onMatch={celebration.celebrate} />
      {celebration.showBanner && celebration.match ? <MatchBanner match={celebration.match} /> : null}
      {celebration.showModal && celebration.match ? <MatchModal match={celebration.match} onClose={celebration.closeModal} /> : null}
    </>
  );
}
