import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_REASON_LABELS } from '@seedmatch/shared/safety';
import { REMOVED_MESSAGE, type AdminPerson, type AdminReport } from '@seedmatch/shared/admin';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import type { AdminAction } from '../api/admin-actions';
import { formatWhen } from './admin-dates';
import { ReasonDialog, SUSPENSION_EXPLAINED } from './reason-dialog';
import { ReportContextView } from './report-context-view';

const KIND_LABEL = { message: 'Message', idea: 'Idea', profile: 'Profile' } as const;
const STATUS_LABEL = { open: 'Open', dismissed: 'Dismissed', actioned: 'Acted on' } as const;

/** Broken between words, as names are everywhere (one without a space still breaks, by the body's overflow-wrap). */
function PersonLink({ person }: { person: AdminPerson | null }) {
  if (!person) return <span>a deleted account</span>;
  return (
    <Link to={`/admin/users/${person.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
      {person.name}
    </Link>
  );
}

const REMOVAL = {
  message: `Both people will see “${REMOVED_MESSAGE}” in its place.`,
  idea: 'The idea is deleted from every deck, feed and list.',
  profile: 'Everything they wrote about themselves and their photo are cleared; the name stays.',
} as const;

type Dialog = { action: AdminAction; title: string; body: string; confirmLabel: string; isDestructive?: boolean };

/** What an admin can do about an open report, each asking why in its dialog. */
function actionsFor(report: AdminReport): { label: string; variant: ButtonVariant; dialog: Dialog }[] {
  const what = KIND_LABEL[report.context.kind].toLowerCase();
  const { reported } = report;
  const actions: { label: string; variant: ButtonVariant; dialog: Dialog }[] = [
    {
      label: 'Dismiss',
      variant: 'outline',
      dialog: {
        action: { kind: 'dismiss', reportId: report.id },
        title: 'Dismiss this report?',
        body: 'Nothing is changed; the report is closed.',
        confirmLabel: 'Dismiss',
      },
    },
    {
      label: `Remove ${what}`,
      variant: 'danger-outline',
      dialog: {
        action: { kind: 'remove-content', reportId: report.id },
        title: `Remove this ${what}?`,
        body: REMOVAL[report.context.kind],
        confirmLabel: 'Remove',
        isDestructive: true,
      },
    },
  ];
  if (reported && !reported.suspendedAt) {
    actions.push({
      label: `Suspend ${reported.name}`,
      variant: 'danger',
      dialog: {
        action: { kind: 'suspend', userId: reported.id },
        title: `Suspend ${reported.name}?`,
        body: SUSPENSION_EXPLAINED,
        confirmLabel: 'Suspend',
        isDestructive: true,
      },
    });
  }
  return actions;
}

/** One report: who reported whom and why, what was reported in context, and what an admin can do about it. */
export function ReportCard({ report }: { report: AdminReport }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const reported = report.reported;
  return (
    <article
      aria-label={`${KIND_LABEL[report.context.kind]} report: ${REPORT_REASON_LABELS[report.reason]}`}
      className="space-y-3 rounded-card border border-zinc-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">
          {KIND_LABEL[report.context.kind]} · {REPORT_REASON_LABELS[report.reason]}
        </h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${report.status === 'open' ? 'bg-amber-100 text-amber-950' : 'bg-zinc-100 text-zinc-700'}`}
        >
          {STATUS_LABEL[report.status]}
        </span>
      </header>
      <p className="text-label text-zinc-700">
        <PersonLink person={report.reporter} /> reported <PersonLink person={reported} />
        {reported?.suspendedAt ? ' (suspended)' : ''} on {formatWhen(report.createdAt)}
      </p>
      {report.details ? <p className="text-label break-words whitespace-pre-line">“{report.details}”</p> : null}
      {report.resolution ? (
        <p className="rounded-lg bg-zinc-50 px-3 py-2 text-label break-words">
          <span className="font-semibold">
            {STATUS_LABEL[report.status]} by {report.resolution.by}
            {report.resolvedAt ? ` on ${formatWhen(report.resolvedAt)}` : ''}:
          </span>{' '}
          {report.resolution.reason}
        </p>
      ) : null}
      <ReportContextView context={report.context} />
      {report.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          {actionsFor(report).map(({ label, variant, dialog: next }) => (
            <Button key={next.action.kind} variant={variant} onClick={() => setDialog(next)}>
              <span className="max-w-56 truncate">{label}</span>
            </Button>
          ))}
        </div>
      ) : null}
      {dialog ? <ReasonDialog {...dialog} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}
