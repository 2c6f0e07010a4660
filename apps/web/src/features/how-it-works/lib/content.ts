import { Heart, Rocket, Sprout } from 'lucide-react';

/** The three steps of SeedMatch, shown on the page and walked through in the demo. */
export const STEPS = [
  {
    icon: Sprout,
    title: 'Plant your idea',
    text: 'Share a startup idea in one sentence with a few tags.',
    demo: 'Write a title and a one-sentence pitch, add tags like AI or Climate, and submit. Founders start seeing your idea in their decks.',
  },
  {
    icon: Heart,
    title: 'Swipe and match',
    text: 'Swipe right on ideas you love; a mutual like opens a chat.',
    demo: 'Swipe right to like an idea, left to pass. When its founder likes one of your ideas too, you match and a chat opens for you both.',
  },
  {
    icon: Rocket,
    title: 'Launch in 48 hours',
    text: 'Build an MVP together in the 48-hour challenge.',
    demo: 'Join the 48-hour challenge with your co-founder, build an MVP and submit its code and live link to earn credits.',
  },
] as const;

/** Illustrative marketing stories, not real users. */
export const STORIES = [
  {
    name: 'Maya & Jonas',
    startup: 'Compost Club',
    quote: 'We matched on a Monday and had a waitlist page live by Wednesday.',
  },
  {
    name: 'Priya & Sam',
    startup: 'ShiftSwap',
    quote: 'The 48-hour challenge forced us to ship the smallest thing that worked. Our first users came the same week.',
  },
  {
    name: 'Leo & Amara',
    startup: 'TutorLoop',
    quote: 'I had the idea for two years. SeedMatch found me the engineer to build it in two days.',
  },
] as const;
