import { useEffect, useRef } from 'react';

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
        <button
          ref={cancel}
          type="button"
          onClick={onCancel}
          className="min-h-11 flex-1 rounded-xl border border-zinc-300 bg-white py-2 font-medium"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={onConfirm}
          className="min-h-11 flex-1 rounded-xl bg-zinc-900 py-2 font-semibold text-white disabled:opacity-50"
        >
          Yes, sign out everywhere
        </button>
      </div>
    </div>
  );
}
