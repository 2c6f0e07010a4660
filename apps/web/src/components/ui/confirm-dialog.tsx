import { useId, useRef, useState } from 'react';
import { Dialog } from './dialog';

type Props = {
  title: string;
  body: string;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it succeeds and shows its error when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** Asks before an action that removes something (Block, Unmatch, deleting the account). Cancel has focus, so Enter never confirms by accident. */
export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onClose }: Props) {
  const labelId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setIsBusy(true);
    setError(null);
    onConfirm().then(onClose, (failure: unknown) => {
      setIsBusy(false);
      setError(failure instanceof Error ? failure.message : 'Something went wrong.');
    });
  };

  return (
    <Dialog labelId={labelId} onClose={onClose} initialFocus={cancelRef}>
      <h2 id={labelId} className="pr-16 text-title font-bold">
        {title}
      </h2>
      <p className="mt-2 text-label text-zinc-700">{body}</p>
      {error ? (
        <p role="alert" className="mt-3 text-label text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-control border border-zinc-300 font-semibold transition-colors duration-(--duration-quick) ease-standard hover:bg-zinc-100"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={confirm}
          className="min-h-11 rounded-control bg-red-700 font-semibold text-white transition-colors duration-(--duration-quick) ease-standard hover:bg-red-800 disabled:opacity-50"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
