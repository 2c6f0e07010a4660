/**
 * A change asked for offline is tried at once and fails with "Network error. Please try again.", the form kept
 * as typed for a retry. TanStack Query's default held it as "Submitting..." with no word of why until the
 * connection came back, and then sent it whatever screen the person had moved on to. (Messages have their own
 * outbox, decision 0054.)
 */
export const MUTATION_DEFAULTS = { networkMode: 'always' } as const;
