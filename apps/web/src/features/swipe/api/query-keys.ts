/** The swipe feature's query keys. */
export const deckFilterKey = ['deck', 'filter'] as const;
