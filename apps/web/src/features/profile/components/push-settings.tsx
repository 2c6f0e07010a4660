import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { devicePushState, turnPushOff, turnPushOn, type PushState } from '../../../lib/push-device';
import { Skeleton } from '../../../components/ui/skeleton';

const NOTES: Record<Exclude<PushState, 'on' | 'off'>, string> = {
  blocked: 'Notifications are blocked for SeedMatch in this browser’s settings.',
  unsupported: 'This browser can’t show notifications from SeedMatch. On an iPhone, add SeedMatch to your Home Screen first.',
};

/** Push notifications on this device: off until the user turns them on, when the browser asks for permission. */
export function PushSettings() {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    devicePushState().then(
      (found) => live && setState(found),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setIsBusy(true);
    setFailure(null);
    try {
      setState(await (on ? turnPushOn() : turnPushOff()));
    } catch (error) {
      // The server not saving the change is worth another try; the browser's push service refusing is not, soon.
      setFailure(
        error instanceof ApiError
          ? 'That change was not saved. Try again.'
          : 'This browser could not turn notifications on. Try again later.',
      );
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">Notifications on this device</legend>
      {state === 'loading' ? (
        <Skeleton className="h-16 rounded-control" />
      ) : state === 'on' || state === 'off' ? (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-zinc-300 p-3 text-sm">
          <input
            type="checkbox"
            checked={state === 'on'}
            disabled={isBusy}
            onChange={(event) => void toggle(event.target.checked)}
            aria-describedby="push-hint"
            className="size-6 shrink-0 accent-brand-700"
          />
          <span>
            <span className="block font-medium">Push notifications</span>
            <span id="push-hint" className="block text-xs text-zinc-600">
              New matches, messages and intro requests, when you are not looking at SeedMatch on this device.
            </span>
          </span>
        </label>
      ) : (
        <p className="text-sm text-zinc-600">{NOTES[state]}</p>
      )}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}
