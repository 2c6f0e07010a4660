import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, SENDING_CLEAR_MS } from '@seedmatch/shared/chat';
import { Button } from '../../../components/ui/button';
import { useAutoGrow } from '../hooks/use-auto-grow';
import { readDraft, saveDraft } from '../lib/composer-drafts';
import { CharacterCount, isCountShown } from './character-count';

/**
 * The composer: Enter sends, Shift+Enter starts a new line, blank never sends; text comes back on failure. It
 * grows with its text up to six lines, then scrolls inside; near the limit it counts the characters. What is
 * typed and not sent stays with the conversation (`draftKey`) until it is.
 */
export function MessageInput({
  draftKey,
  onSend,
  onInput,
  disabled,
  draft = '',
}: {
  draftKey: string;
  onSend: (content: string) => Promise<void>;
  onInput: () => void;
  disabled: boolean;
  /** Words to start from (an intro), with the box focused to edit and send them. */
  draft?: string;
}) {
  // Words typed here come first: an intro a navigation carried stays in its state after a reload, and would
  // otherwise replace the person's edit of it.
  const [text, setText] = useState(() => readDraft(draftKey) || draft);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useAutoGrow(text);

  useEffect(() => saveDraft(draftKey, text), [draftKey, text]);

  useEffect(() => {
    if (!isSending) return;
    const timer = window.setTimeout(() => setIsSending(false), SENDING_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [isSending]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || disabled) return;
    setText('');
    setError(null);
    setIsSending(true);
    onSend(content).then(
      () => setIsSending(false),
      (failure: unknown) => {
        setIsSending(false);
        setText((current) => current || content);
        setError(failure instanceof Error ? failure.message : 'Message not sent.');
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-zinc-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
      {error ? (
        <p role="alert" className="px-1 pb-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={box}
          rows={1}
          // Opened with a draft (an intro), the box takes the focus to edit and send it.
          autoFocus={draft !== ''}
          value={text}
          maxLength={MESSAGE_MAX}
          placeholder="Type a message..."
          onChange={(event) => {
            setText(event.target.value);
            onInput();
          }}
          onKeyDown={onKeyDown}
          aria-describedby={isCountShown(text.length, MESSAGE_MAX) ? 'chat-input-count' : undefined}
          className="max-h-[min(calc(6lh+1rem+2px),40dvh)] min-h-11 flex-1 resize-none rounded-2xl border border-zinc-300 px-3 py-2 focus:border-brand-600"
        />
        <Button type="submit" disabled={disabled || !text.trim()} aria-busy={isSending}>
          Send
        </Button>
      </div>
      <CharacterCount id="chat-input-count" length={text.length} max={MESSAGE_MAX} />
    </form>
  );
}
