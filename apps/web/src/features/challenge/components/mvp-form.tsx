import { useEffect, useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { CREDITS, MVP_README_MAX, SubmitMvpBodySchema } from '@seedmatch/shared/challenge';
import { visibleLength } from '@seedmatch/shared/visible-text';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { keepDraft, readDraft } from '../../../lib/kept-draft';
import { useMyIdeas } from '../api/get-my-ideas';
import { useSubmitMvp } from '../api/submit-mvp';
import { IdeaPicker } from './idea-picker';

type Field = 'githubUrl' | 'description' | 'techStack' | 'liveUrl' | 'readme';
const FIELDS: readonly Field[] = ['githubUrl', 'description', 'techStack', 'liveUrl', 'readme'];
const isField = (key: unknown): key is Field => FIELDS.some((field) => field === key);

const input = 'w-full rounded-xl border border-zinc-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100';

/** What the form held, checked only for shape: a draft may be half written. */
const MvpDraftSchema = z.object({
  githubUrl: z.string(),
  description: z.string(),
  techStack: z.string(),
  liveUrl: z.string(),
  readme: z.string(),
  hasReadme: z.boolean(),
});

/**
 * The MVP form: which idea it ships, GitHub URL (required), description, tech stack, live URL, README text and
 * the README flag. What is typed is kept on the device until the MVP is submitted.
 */
export function MvpForm({ challengeId, onCancel }: { challengeId: string; onCancel: () => void }) {
  const { user } = useAuth();
  const myIdeas = useMyIdeas(user?.id ?? '');
  const [chosenIdeaId, setChosenIdeaId] = useState<string | null>(null);
  // The newest idea until the founder picks another.
  const ideaId = chosenIdeaId ?? myIdeas.data?.[0]?.id ?? '';
  const draftName = `mvp:${challengeId}`;
  const [kept] = useState(() => readDraft(draftName, MvpDraftSchema));
  const [githubUrl, setGithubUrl] = useState(kept?.githubUrl ?? '');
  const [description, setDescription] = useState(kept?.description ?? '');
  const [techStack, setTechStack] = useState(kept?.techStack ?? '');
  const [liveUrl, setLiveUrl] = useState(kept?.liveUrl ?? '');
  const [readme, setReadme] = useState(kept?.readme ?? '');
  const [hasReadme, setHasReadme] = useState(kept?.hasReadme ?? false);
  const readmeHintId = useId();
  const formId = useId();
  // The field the last refused submission named, with the alert's words: marked, described and focused.
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const submit = useSubmitMvp();
  // README text given is a README (decision 0063), so the flag follows it.
  const isReadmeGiven = visibleLength(readme) > 0;

  useEffect(() => {
    const draft = { githubUrl, description, techStack, liveUrl, readme, hasReadme };
    const isBlank = !hasReadme && Object.values(draft).every((value) => typeof value !== 'string' || !value.trim());
    keepDraft(draftName, isBlank ? null : draft);
  }, [draftName, githubUrl, description, techStack, liveUrl, readme, hasReadme]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, so the form refuses what the API would, with the same message.
    const body = SubmitMvpBodySchema.safeParse({
      ideaId,
      githubUrl,
      description,
      techStack,
      liveUrl: liveUrl.trim(),
      hasReadme: hasReadme || isReadmeGiven,
      readme,
    });
    if (!body.success) {
      const issue = body.error.issues[0];
      const message = issue?.message ?? 'Failed to submit MVP';
      window.alert(message);
      const field = issue?.path[0];
      if (isField(field)) {
        setInvalid({ field, message });
        document.getElementById(`${formId}-${field}`)?.focus();
      }
      return;
    }
    setInvalid(null);
    submit.mutate({ id: challengeId, body: body.data }, { onSuccess: () => keepDraft(draftName, null) });
  };

  const errorId = `${formId}-error`;
  const fieldProps = (field: Field) => ({
    id: `${formId}-${field}`,
    'aria-invalid': invalid?.field === field || undefined,
    'aria-describedby':
      [invalid?.field === field ? errorId : '', field === 'readme' ? readmeHintId : ''].filter(Boolean).join(' ') || undefined,
  });
  const errorOf = (field: Field) =>
    invalid?.field === field ? (
      <p id={errorId} className="text-sm text-red-700">
        {invalid.message}
      </p>
    ) : null;
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    if (invalid?.field === field) setInvalid(null);
    set(value);
  };

  return (
    <form aria-label="Submit your MVP" noValidate onSubmit={onSubmit} className="space-y-3">
      <IdeaPicker ideas={myIdeas.data} error={myIdeas.error} value={ideaId} onChange={setChosenIdeaId} />
      <label className="block space-y-1 text-sm font-medium">
        <span>GitHub URL</span>
        <input
          type="url"
          value={githubUrl}
          {...fieldProps('githubUrl')}
          onChange={(e) => edit('githubUrl', setGithubUrl)(e.target.value)}
          placeholder="https://github.com/you/your-mvp"
          className={input}
        />
      </label>
      {errorOf('githubUrl')}
      <label className="block space-y-1 text-sm font-medium">
        <span>Description</span>
        <textarea
          value={description}
          {...fieldProps('description')}
          onChange={(e) => edit('description', setDescription)(e.target.value)}
          rows={3}
          placeholder="What does your MVP do?"
          className={input}
        />
      </label>
      {errorOf('description')}
      <label className="block space-y-1 text-sm font-medium">
        <span>Tech stack</span>
        <input
          value={techStack}
          {...fieldProps('techStack')}
          onChange={(e) => edit('techStack', setTechStack)(e.target.value)}
          placeholder="React, Node.js, PostgreSQL"
          className={input}
        />
      </label>
      {errorOf('techStack')}
      <label className="block space-y-1 text-sm font-medium">
        <span>Live URL</span>
        <input
          type="url"
          value={liveUrl}
          {...fieldProps('liveUrl')}
          onChange={(e) => edit('liveUrl', setLiveUrl)(e.target.value)}
          placeholder="https://your-mvp.example.com"
          className={input}
        />
      </label>
      {errorOf('liveUrl')}
      <label className="block space-y-1 text-sm font-medium">
        <span>README (optional)</span>
        <textarea
          value={readme}
          {...fieldProps('readme')}
          onChange={(e) => edit('readme', setReadme)(e.target.value)}
          rows={5}
          placeholder={'# Your MVP\n\nHow to install and run it'}
          className={`${input} font-mono`}
        />
      </label>
      {errorOf('readme')}
      <p id={readmeHintId} className="text-xs text-zinc-600">
        {`Plain text or Markdown, up to ${MVP_README_MAX.toLocaleString('en-US')} characters. Investors read it as your project's README; pasting one counts as a README.`}
      </p>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={hasReadme || isReadmeGiven}
          disabled={isReadmeGiven}
          onChange={(e) => setHasReadme(e.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        <span>README with setup instructions</span>
      </label>
      <p className="text-xs text-zinc-600">
        Credits: {CREDITS.base} base, +{CREDITS.readme} for a README, +{CREDITS.liveUrl} for a live URL, +{CREDITS.early} in the first 24
        hours.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel} size="lg">
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending || !ideaId} loading={submit.isPending} size="lg">
          {submit.isPending ? 'Submitting...' : 'Submit MVP'}
        </Button>
      </div>
    </form>
  );
}
