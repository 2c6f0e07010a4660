import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_MAX_PARTICIPANTS } from '@seedmatch/shared/challenge';
import { Button } from '../../../components/ui/button';
import { adminKeys } from '../api/admin-keys';
import { scheduleChallenge } from '../api/get-challenges';

const field = 'min-h-11 w-full rounded-control border border-zinc-300 px-3';

/** Schedules a 48-hour challenge at a chosen local start; the server refuses the past and overlaps. */
export function ScheduleChallengeForm() {
  const ids = { start: useId(), max: useId(), title: useId(), reason: useId() };
  const [startsAt, setStartsAt] = useState('');
  const [max, setMax] = useState(String(DEFAULT_MAX_PARTICIPANTS));
  const [title, setTitle] = useState('');
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const schedule = useMutation({
    mutationFn: scheduleChallenge,
    onSuccess: () => {
      setStartsAt('');
      setTitle('');
      setReason('');
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    schedule.mutate({
      startsAt: new Date(startsAt).toISOString(),
      maxParticipants: Number(max),
      reason,
      ...(title.trim() ? { title: title.trim() } : {}),
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${ids.start}-heading`} className="space-y-3 rounded-card border border-zinc-200 bg-white p-4">
      <h3 id={`${ids.start}-heading`} className="font-bold">
        Schedule a challenge
      </h3>
      <label htmlFor={ids.start} className="block text-label font-medium">
        Starts (your time)
      </label>
      <input
        id={ids.start}
        type="datetime-local"
        required
        value={startsAt}
        onChange={(e) => setStartsAt(e.target.value)}
        className={field}
      />
      <label htmlFor={ids.max} className="block text-label font-medium">
        Most participants
      </label>
      <input
        id={ids.max}
        type="number"
        required
        min={1}
        max={100000}
        value={max}
        onChange={(e) => setMax(e.target.value)}
        className={field}
      />
      <label htmlFor={ids.title} className="block text-label font-medium">
        Title (optional)
      </label>
      <input id={ids.title} maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} className={field} />
      <label htmlFor={ids.reason} className="block text-label font-medium">
        Reason (kept in the audit log)
      </label>
      <input id={ids.reason} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className={field} />
      {schedule.error ? (
        <p role="alert" className="text-label text-red-700">
          {schedule.error.message}
        </p>
      ) : null}
      {schedule.isSuccess ? (
        <p role="status" className="text-label text-brand-700">
          Scheduled “{schedule.data.title}”.
        </p>
      ) : null}
      <Button type="submit" loading={schedule.isPending}>
        Schedule
      </Button>
    </form>
  );
}
