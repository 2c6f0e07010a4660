import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** The second step of "Sign out everywhere": one tap alone must not end every session. */
export function SignOutEverywhereConfirm({
  isBusy,
  onConfirm,
  onCancel,
}: {
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby="sign-out-everywhere-question"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
    >
      <p id="sign-out-everywhere-question" className="text-sm text-zinc-800">
        Sign out on every device, this one included? You will need to sign in again everywhere.
      </p>
      <div className="flex gap-2">
        <Button ref={cancel} variant="outline" onClick={onCancel} className="flex-1">
          Cancel
        </Button>
        <Button variant="danger" disabled={isBusy} loading={isBusy} onClick={onConfirm} className="flex-1">
          Yes, sign out everywhere
        </Button>
      </div>
    </div>
  );
}
