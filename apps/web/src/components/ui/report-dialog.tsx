import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@seedmatch/shared/safety';
import { reportUser } from '../../lib/safety-api';
import { Sheet } from './sheet';

type Reason = (typeof REPORT_REASONS)[number];

/** A reported message is quoted up to about three lines' worth; the sheet clamps it to three lines as well. */
const EXCERPT_MAX = 200;
const REASON_MISSING = 'Choose a reason for this report.';

const excerptOf = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length > EXCERPT_MAX ? `${trimmed.slice(0, EXCERPT_MAX).trimEnd()}…` : trimmed;
};

/**
 * Report a person (or one of their messages, quoted, or ideas) with a reason, for the SeedMatch team to review.
 * No reason is chosen for the reporter: neither the spec nor the decisions name a default (docs/decisions/0067).
 */
export function ReportDialog({
  userId,
  name,
  messageId,
  ideaId,
  excerpt,
  onClose,
}: {
  userId: string;
  name: string;
  messageId?: string;
  ideaId?: string;
  /** The reported message's text, quoted so the reporter sees which one they are reporting. */
  excerpt?: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<Reason | ''>('');
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  const reasonSelect = useRef<HTMLSelectElement>(null);
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
    if (!reason) {
      setIsReasonMissing(true);
      reasonSelect.current?.focus();
      return;
    }
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
        <form onSubmit={submit} noValidate className="space-y-3">
          {messageId && excerpt ? (
            <figure className="space-y-1">
              <figcaption className="text-sm text-zinc-600">Message from {name}</figcaption>
              <blockquote className="line-clamp-3 border-l-4 border-zinc-300 pl-3 text-sm break-words whitespace-pre-wrap text-zinc-700">
                {excerptOf(excerpt)}
              </blockquote>
            </figure>
          ) : null}
          <label htmlFor="report-reason" className="block text-sm font-medium">
            Reason
          </label>
          <select
            id="report-reason"
            ref={reasonSelect}
            value={reason}
            required
            aria-invalid={isReasonMissing || undefined}
            aria-describedby={isReasonMissing ? 'report-reason-error' : undefined}
            onChange={(e) => {
              setReason(e.target.value as Reason);
              setIsReasonMissing(false);
            }}
            className={`min-h-11 w-full rounded-xl border px-3 py-2 ${isReasonMissing ? 'border-red-700' : 'border-zinc-300'}`}
          >
            <option value="" disabled>
              Choose a reason
            </option>
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {REPORT_REASON_LABELS[value]}
              </option>
            ))}
          </select>
          {isReasonMissing ? (
            <p id="report-reason-error" role="alert" className="text-sm text-red-700">
              {REASON_MISSING}
            </p>
          ) : null}
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
