import { createContext, use, useLayoutEffect, useState, type ReactNode } from 'react';

type ConversationMode = { isOpen: boolean; setOpen: (isOpen: boolean) => void };

const ConversationModeContext = createContext<ConversationMode>({ isOpen: false, setOpen: () => undefined });

/** Whether a conversation fills the screen, so the shell can give its tab bar's place to the composer. */
export function ConversationModeProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  return <ConversationModeContext value={{ isOpen, setOpen }}>{children}</ConversationModeContext>;
}

/** True while a conversation is on screen. */
export function useIsConversationOpen(): boolean {
  return use(ConversationModeContext).isOpen;
}

/** Marks a conversation as on screen while the calling component is mounted (before the first paint). */
export function useConversationOnScreen(): void {
  const { setOpen } = use(ConversationModeContext);
  useLayoutEffect(() => {
    setOpen(true);
    return () => setOpen(false);
  }, [setOpen]);
}
