import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

const COPIED_MS = 2000;

/** The join page with the user's code, to copy or (where the browser can) share. */
export function ShareLink({ code }: { code: string }) {
  const link = `${window.location.origin}/join?ref=${code}`;
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch (error) {
      console.warn('Could not copy the link:', error);
      setCopyState('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'SeedMatch', text: 'Join me on SeedMatch: Plant Ideas. Grow Startups.', url: link });
    } catch (error) {
      // Closing the share sheet rejects too; only log it.
      console.warn('Share did not complete:', error);
    }
  }

  return (
    <section aria-labelledby="share-title" className="space-y-3 rounded-2xl border border-brand-100 p-4">
      <h2 id="share-title" className="font-semibold">
        Invite friends
      </h2>
      <p className="text-sm text-zinc-600">
        Your code: <span className="font-mono font-semibold text-brand-900">{code}</span>
      </p>
      <label className="block text-sm">
        <span className="text-zinc-600">Your share link</span>
        <input
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded-xl border border-brand-100 bg-brand-50 px-3 py-2 font-mono text-xs"
        />
      </label>
      <div className="flex gap-2">
        <Button onClick={() => void copy()} className="flex-1">
          {copyState === 'copied' ? 'Copied!' : 'Copy link'}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()} className="flex-1">
            Share
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="text-xs text-zinc-600">
        {copyState === 'failed' ? 'Could not copy. Select the link above and copy it.' : ''}
      </p>
    </section>
  );
}
