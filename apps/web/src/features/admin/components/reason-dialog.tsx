import { useId, useRef, useState, type FormEvent } from 'react';
import { REASON_REQUIRED } from '@seedmatch/shared/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminAction, type AdminAction } from '../api/admin-actions';
import { adminKeys } from '../api/admin-keys';

/** What a suspension does, said before one (a report's Suspend, a person's page). */
export const SUSPENSION_EXPLAINED =
  'They are signed out everywhere at once and cannot sign in; their ideas and profile are hidden. Every open report against them is closed.';

type Props = {
  action: AdminAction;
  title: string;
  body: string;
  confirmLabel: string;
  /** Red for what takes something away (removing, suspending). */
  isDestructive?: boolean;
  onClose: () => void;
};

/** Every admin action asks why: the reason goes in the audit log with the action. */
export function ReasonDialog({ action, title, body, confirmLabel, isDestructive = false, onClose }: Props) {
  const labelId = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const run = useAdminAction();
  const queryClient = useQueryClient();
  // A refusal (another admin closed the report first, say) stays in view until this dialog closes; then the
  // console shows how things stand now.
  const close = () => {
    if (run.isError) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate({ action, reason }, { onSuccess: onClose });
  };

  return (
    <Dialog labelId={labelId} onClose={close} initialFocus={field}>
      <h2 id={labelId} className="pr-16 text-title font-bold">
        {title}
      </h2>
      <p className="mt-2 text-label text-zinc-700">{body}</p>
      <form onSubmit={submit} className="mt-4 space-y-2">
        <label htmlFor={fieldId} className="block text-label font-medium">
          Reason (kept in the audit log)
        </label>
        <textarea
          id={fieldId}
          ref={field}
          required
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="w-full rounded-control border border-zinc-300 px-3 py-2"
        />
        {run.error ? (
          <p role="alert" className="text-label text-red-700">
            {run.error.message}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3 pt-2">
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={isDestructive ? 'danger' : 'primary'} loading={run.isPending} disabled={!reason.trim()}>
            {confirmLabel}
          </Button>
        </div>
        {reason.trim() ? null : <p className="text-label text-zinc-600">{REASON_REQUIRED}</p>}
      </form>
    </Dialog>
  );
}
