import { useCallback, useEffect, useState } from 'react';
import { MATCH_BANNER_MS, MATCH_MODAL_DELAY_MS, type MatchData } from '@seedmatch/shared/ideas';

/** A match shows the banner for 5 s and, 500 ms in, the modal (docs/product.md#matching). */
export function useMatchCelebration() {
  const [match, setMatch] = useState<MatchData | null>(null);
  const [showBanner, setShowBanner] = useState(false);
  const [showModal, setShowModal] = useState(false);

  useEffect(() => {
    if (!match) return;
    const modal = window.setTimeout(() => setShowModal(true), MATCH_MODAL_DELAY_MS);
    const banner = window.setTimeout(() => setShowBanner(false), MATCH_BANNER_MS);
    return () => {
      window.clearTimeout(modal);
      window.clearTimeout(banner);
    };
  }, [match]);

  const celebrate = useCallback((data: MatchData) => {
    setMatch(data);
    setShowBanner(true);
    setShowModal(false);
  }, []);
  const closeModal = useCallback(() => setShowModal(false), []);

  return { match, showBanner: showBanner && match !== null, showModal: showModal && match !== null, celebrate, closeModal };
}
