import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@seedmatch/shared/safety';
import { reportUser } from '../../lib/safety-api';
import { Sheet } from './sheet';

type Reason = (typeof REPORT_REASONS)[number];

/** Report a person (or one of their messages or ideas) with a reason, for the SeedMatch team to review. */
export function ReportDialog({
  userId,
  name,
  messageId,
  ideaId,
  onClose,
}: {
  userId: string;
  name: string;
  messageId?: string;
  ideaId?: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<Reason>('spam');
  const [details, setDetails] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  // Send report goes away with the form; the thanks takes the focus so it stays in the dialog.
  useEffect(() => {
    if (status === 'sent') thanks.current?.focus();
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
    reportUser({ userId, reason, details, ...(messageId ? { messageId } : {}), ...(ideaId ? { ideaId } : {}) }).then(
      () => setStatus('sent'),
      (failure: unknown) => {
        setStatus('idle');
        setError(failure instanceof Error ? failure.message : 'Could not send the report.');
      },
    );
  };

  return (
    <Sheet title={messageId ? 'Report message' : ideaId ? 'Report idea' : `Report ${name}`} onClose={onClose}>
      {status === 'sent' ? (
        <p ref={thanks} role="status" tabIndex={-1} className="text-sm text-zinc-700 outline-none">
          Thanks, we will review this report.
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <label htmlFor="report-reason" className="block text-sm font-medium">
            Reason
          </label>
          <select
            id="report-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as Reason)}
            className="min-h-11 w-full rounded-xl border border-zinc-300 px-3 py-2"
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
          <div className="grid grid-cols-2 gap-3 pt-1">
            <button type="button" onClick={onClose} className="min-h-11 rounded-xl border border-zinc-300 font-semibold">
              Cancel
            </button>
            <button
              type="submit"
              disabled={status === 'sending'}
              className="min-h-11 rounded-xl bg-red-700 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
            >
              Send report
            </button>
          </div>
        </form>
      )}
    </Sheet>
  );
}
