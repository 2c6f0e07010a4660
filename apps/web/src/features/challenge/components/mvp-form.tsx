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
      window.alert(body.error.issues[0]?.message ?? 'Failed to submit MVP');
      return;
    }
    submit.mutate({ id: challengeId, body: body.data }, { onSuccess: () => keepDraft(draftName, null) });
  };

  return (
    <form aria-label="Submit your MVP" noValidate onSubmit={onSubmit} className="space-y-3">
      <IdeaPicker ideas={myIdeas.data} error={myIdeas.error} value={ideaId} onChange={setChosenIdeaId} />
      <label className="block space-y-1 text-sm font-medium">
        <span>GitHub URL</span>
        <input
          type="url"
          value={githubUrl}
          onChange={(e) => setGithubUrl(e.target.value)}
          placeholder="https://github.com/you/your-mvp"
          className={input}
        />
      </label>
      <label className="block space-y-1 text-sm font-medium">
        <span>Description</span>
        <textarea
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
          placeholder="What does your MVP do?"
          className={input}
        />
      </label>
      <label className="block space-y-1 text-sm font-medium">
        <span>Tech stack</span>
        <input
          value={techStack}
          onChange={(e) => setTechStack(e.target.value)}
          placeholder="React, Node.js, PostgreSQL"
          className={input}
        />
      </label>
      <label className="block space-y-1 text-sm font-medium">
        <span>Live URL</span>
        <input
          type="url"
          value={liveUrl}
          onChange={(e) => setLiveUrl(e.target.value)}
          placeholder="https://your-mvp.example.com"
          className={input}
        />
      </label>
      <label className="block space-y-1 text-sm font-medium">
        <span>README (optional)</span>
        <textarea
          value={readme}
          onChange={(e) => setReadme(e.target.value)}
          rows={5}
          aria-describedby={readmeHintId}
          placeholder={'# Your MVP\n\nHow to install and run it'}
          className={`${input} font-mono`}
        />
      </label>
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
