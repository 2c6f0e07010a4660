import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';
import { useConversationOnScreen } from '../../../lib/conversation-mode';

/**
 * From 1024 px the conversations stay listed beside the open one (docs/decisions/0040). The panes fill the
 * screen below the header as a conversation does on a phone, and each scrolls on its own.
 */
export function ChatPanes({ list, conversation }: { list: ReactNode; conversation: ReactNode }) {
  useConversationOnScreen();
  return (
    <div className="grid min-h-0 flex-1 grid-cols-[20rem_minmax(0,1fr)] grid-rows-[minmax(0,1fr)] border-x border-zinc-100">
      <div className="min-h-0 overflow-y-auto border-r border-zinc-200">{list}</div>
      <div className="flex min-h-0 flex-col">
        {conversation ?? (
          <section className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-zinc-600">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon icon={MessageCircle} size={32} />
            </span>
            <p>Choose a conversation to read it here.</p>
          </section>
        )}
      </div>
    </div>
  );
}
