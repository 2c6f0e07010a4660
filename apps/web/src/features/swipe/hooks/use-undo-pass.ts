import { useCallback, useEffect, useState } from 'react';
import { UNDO_PASS_MS } from '@seedmatch/shared/deck';
import type { Idea } from '@seedmatch/shared/ideas';
import { undoPass } from '../api/undo-pass';

export type UndoPass = {
  /** The idea just passed on, while it can still be brought back. */
  idea: Idea | null;
  isUndoing: boolean;
  /** Why the last undo failed, shown for as long as an offer would be. */
  error: string | null;
  undo: () => void;
};

type Offer = { idea: Idea; recorded: Promise<unknown> };

/**
 * "Undo" after a pass, for UNDO_PASS_MS. `offer` is called with the pass and the promise of it being
 * recorded: the undo waits for it, so it never reaches the server before the pass does.
 */
export function useUndoPass(putBack: (idea: Idea) => void) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUndoing, setIsUndoing] = useState(false);

  useEffect(() => {
    if (!offer && !error) return;
    const timer = window.setTimeout(() => {
      setOffer(null);
      setError(null);
    }, UNDO_PASS_MS);
    return () => window.clearTimeout(timer);
  }, [offer, error]);

  const undo = useCallback(() => {
    if (!offer || isUndoing) return;
    setIsUndoing(true);
    void offer.recorded
      .then(() => undoPass(offer.idea.id))
      .then(putBack, (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => {
        setOffer(null);
        setIsUndoing(false);
      });
  }, [offer, isUndoing, putBack]);

  const offerUndo = useCallback((idea: Idea | null, recorded: Promise<unknown> = Promise.resolve()) => {
    setError(null);
    setOffer(idea ? { idea, recorded } : null);
  }, []);

  const state: UndoPass = { idea: offer?.idea ?? null, isUndoing, error, undo };
  return { state, offerUndo };
}
