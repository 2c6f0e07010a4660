import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHALLENGE_REMINDER_HOURS, MAIL_KINDS, type MailKind, type MailSettings } from '@seedmatch/shared/mail';
import { Skeleton } from '../../../components/ui/skeleton';
import { getMailSettings, MAIL_SETTINGS_KEY, setMailKind } from '../api/mail-settings';

const KINDS: Record<MailKind, { label: string; hint: string }> = {
  matches: { label: 'New matches', hint: 'When you and someone like each other’s ideas.' },
  intros: { label: 'Intro requests', hint: 'When an investor writes to you for the first time.' },
  messages: { label: 'Unread messages', hint: 'When a message waits unread for 15 minutes; at most one e-mail a conversation an hour.' },
  challenge: {
    label: 'Challenge reminders',
    hint: `For a challenge you joined: ${CHALLENGE_REMINDER_HOURS.starts} hours before it starts, and ${CHALLENGE_REMINDER_HOURS.closes} hours before it ends if you haven’t submitted an MVP.`,
  },
  referrals: { label: 'Referrals', hint: 'When a friend joins SeedMatch with your referral link.' },
};

/** Which e-mails SeedMatch sends the user, one switch a kind; a change is saved at once. */
export function MailSettingsForm() {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({ queryKey: MAIL_SETTINGS_KEY, queryFn: getMailSettings });
  // The switch moves in the click itself; the server's answer then replaces it, or a failure moves it back.
  const [flipped, setFlipped] = useState<Partial<MailSettings>>({});
  const change = useMutation({
    mutationFn: ({ kind, on }: { kind: MailKind; on: boolean }) => setMailKind(kind, on),
    onSuccess: (settings) => queryClient.setQueryData(MAIL_SETTINGS_KEY, settings),
    onSettled: (_settings, _error, { kind }) => setFlipped(({ [kind]: _done, ...rest }) => rest),
  });
  const flip = (kind: MailKind, on: boolean) => {
    setFlipped((current) => ({ ...current, [kind]: on }));
    change.mutate({ kind, on });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">E-mail</legend>
      {data ? (
        MAIL_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-zinc-300 p-3 text-sm">
            <input
              type="checkbox"
              checked={flipped[kind] ?? data[kind]}
              onChange={(event) => flip(kind, event.target.checked)}
              aria-describedby={`mail-${kind}-hint`}
              className="size-6 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-medium">{KINDS[kind].label}</span>
              <span id={`mail-${kind}-hint`} className="block text-xs text-zinc-600">
                {KINDS[kind].hint}
              </span>
            </span>
          </label>
        ))
      ) : isError ? null : (
        <Skeleton className="h-16 rounded-control" />
      )}
      {isError || change.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {isError ? 'Your e-mail settings could not be loaded.' : 'That change was not saved. Try again.'}
        </p>
      ) : null}
    </fieldset>
  );
}
