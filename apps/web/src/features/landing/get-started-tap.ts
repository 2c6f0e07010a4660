import { GET_STARTED_TAPPED_ATTRIBUTE } from '@seedmatch/shared/landing-boot';

/** Whether Get Started was tapped in the page the server sent, before the app had started (docs/decisions/0058). */
export const wasGetStartedTapped = () => document.documentElement.hasAttribute(GET_STARTED_TAPPED_ATTRIBUTE);

/** Calls back when that mark is set or goes: the tap may come while the landing renders. */
export function subscribeToGetStartedTap(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [GET_STARTED_TAPPED_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** The tap is answered once: a later visit to the landing starts at the landing. */
export const forgetGetStartedTap = () => document.documentElement.removeAttribute(GET_STARTED_TAPPED_ATTRIBUTE);
