import { Undo2 } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';
import type { UndoPass } from '../hooks/use-undo-pass';

/** "Undo" for a few seconds after a pass; why it failed, when it did. */
export function UndoPassControl({ undo }: { undo: UndoPass }) {
  return (
    <div role="status" className="shrink-0">
      {undo.error ? <p className="max-w-[10rem] text-right text-xs text-red-700">{undo.error}</p> : null}
      {undo.idea ? (
        <button
          type="button"
          onClick={undo.undo}
          disabled={undo.isUndoing}
          className="flex min-h-11 items-center gap-1 rounded-full bg-zinc-900 px-4 text-sm font-semibold text-white shadow-md disabled:opacity-60"
        >
          <Icon icon={Undo2} size={16} />
          Undo
        </button>
      ) : null}
    </div>
  );
}
