import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';
import { useConversationOnScreen } from '../../../lib/conversation-mode';

/** Holds the shell in conversation mode while the panes are on screen, open conversation or not. */
function PanesOnScreen() {
  useConversationOnScreen();
  return null;
}

/**
 * From 1024 px the conversations stay listed beside the open one (docs/decisions/0040). The panes fill the
 * screen below the header as a conversation does on a phone, and each scrolls on its own. Narrower, the list
 * or the open conversation alone: the wrappers are `display: contents`, and the conversation keeps its place
 * in the tree either way, so crossing 1024 px keeps its draft and an open sheet (docs/decisions/0067).
 */
export function ChatPanes({ isSideBySide, list, conversation }: { isSideBySide: boolean; list: ReactNode; conversation: ReactNode }) {
  return (
    <div
      className={
        isSideBySide ? 'grid min-h-0 flex-1 grid-cols-[20rem_minmax(0,1fr)] grid-rows-[minmax(0,1fr)] border-x border-zinc-100' : 'contents'
      }
    >
      {isSideBySide || !conversation ? (
        <div className={isSideBySide ? 'min-h-0 overflow-y-auto border-r border-zinc-200' : 'contents'}>{list}</div>
      ) : null}
      {isSideBySide || conversation ? (
        <div className={isSideBySide ? 'flex min-h-0 flex-col' : 'contents'}>
          {conversation ?? (
            <section className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-zinc-600">
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon icon={MessageCircle} size={32} />
              </span>
              <p>Choose a conversation to read it here.</p>
            </section>
          )}
        </div>
      ) : null}
      {isSideBySide ? <PanesOnScreen /> : null}
    </div>
  );
}
