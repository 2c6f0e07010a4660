import { useState, type FormEvent } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@seedmatch/shared/safety';
import { reportUser } from '../../lib/safety-api';
import { useEscape } from '../../lib/use-escape';

type Reason = (typeof REPORT_REASONS)[number];

/** Report a person (or one of their messages) with a reason, for the SeedMatch team to review. */
export function ReportDialog({
  userId,
  name,
  messageId,
  onClose,
}: {
  userId: string;
  name: string;
  messageId?: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<Reason>('spam');
  const [details, setDetails] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEscape(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
    reportUser({ userId, reason, details, ...(messageId ? { messageId } : {}) }).then(
      () => setStatus('sent'),
      (failure: unknown) => {
        setStatus('idle');
        setError(failure instanceof Error ? failure.message : 'Could not send the report.');
      },
    );
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby="report-title"
        onSubmit={submit}
        className="w-full max-w-md space-y-3 rounded-t-dialog bg-white p-5 shadow-(--elevation-dialog) sm:rounded-dialog"
      >
        <h2 id="report-title" className="text-title font-bold">
          {messageId ? 'Report message' : `Report ${name}`}
        </h2>
        {status === 'sent' ? (
          <p role="status" className="text-sm text-zinc-700">
            Thanks, we will review this report.
          </p>
        ) : (
          <>
            <label htmlFor="report-reason" className="block text-sm font-medium">
              Reason
            </label>
            <select
              id="report-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as Reason)}
              className="w-full rounded-xl border border-zinc-300 px-3 py-2"
            >
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REPORT_REASON_LABELS[value]}
                </option>
              ))}
            </select>
            <label htmlFor="report-details" className="block text-sm font-medium">
              Details (optional)
            </label>
            <textarea
              id="report-details"
              rows={3}
              maxLength={1000}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              className="w-full rounded-xl border border-zinc-300 px-3 py-2"
            />
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </>
        )}
        <div className="grid grid-cols-2 gap-3 pt-1">
          <button type="button" onClick={onClose} className="rounded-xl border border-zinc-300 py-2 font-semibold">
            {status === 'sent' ? 'Close' : 'Cancel'}
          </button>
          {status !== 'sent' ? (
            <button
              type="submit"
              disabled={status === 'sending'}
              className="rounded-xl bg-red-600 py-2 font-semibold text-white disabled:opacity-50"
            >
              Send report
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
