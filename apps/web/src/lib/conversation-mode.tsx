import { createContext, use, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';

type ConversationMode = { isOpen: boolean; change: (by: number) => void };

const ConversationModeContext = createContext<ConversationMode>({ isOpen: false, change: () => undefined });

/** Whether a conversation fills the screen, so the shell can give its tab bar's place to the composer. */
export function ConversationModeProvider({ children }: { children: ReactNode }) {
  // A count, not a flag: on a wide screen the chat's two panes and the conversation inside both hold it.
  const [holders, setHolders] = useState(0);
  const change = useCallback((by: number) => setHolders((count) => count + by), []);
  return <ConversationModeContext value={{ isOpen: holders > 0, change }}>{children}</ConversationModeContext>;
}

/** True while a conversation is on screen. */
export function useIsConversationOpen(): boolean {
  return use(ConversationModeContext).isOpen;
}

/** Marks a conversation as on screen while the calling component is mounted (before the first paint). */
export function useConversationOnScreen(): void {
  const { change } = use(ConversationModeContext);
  useLayoutEffect(() => {
    change(1);
    return () => change(-1);
  }, [change]);
}
