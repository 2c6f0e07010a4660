/** Founders who make a fresh embedded install feel inhabited, each with ideas of their own. */
export const DEMO_USERS = [
  {
    uid: 'demo-maya',
    name: 'Maya Chen',
    email: 'maya@demo.seedmatch.app',
    skills: ['Product', 'Design', 'AI'],
    bio: 'Designer turned founder; two exits in consumer apps.',
    ideas: [
      {
        title: 'PocketCoach',
        pitch: 'An AI fitness coach that adapts each workout to how you slept and what you ate.',
        tags: ['AI', 'Health', 'Consumer'],
      },
      {
        title: 'Moodboard AI',
        pitch: 'Turn a rough sketch and three words into a polished brand moodboard in seconds.',
        tags: ['AI', 'Design', 'SaaS'],
      },
    ],
  },
  {
    uid: 'demo-liam',
    name: 'Liam Okafor',
    email: 'liam@demo.seedmatch.app',
    skills: ['Backend', 'Fintech', 'Go'],
    bio: 'Payments engineer looking for a business co-founder.',
    ideas: [
      {
        title: 'SplitRent',
        pitch: 'Roommates pay rent in one tap while the app handles shares, reminders and receipts.',
        tags: ['Fintech', 'Consumer', 'Payments'],
      },
      {
        title: 'Invoice Autopilot',
        pitch: 'Freelancers get paid twice as fast with invoices that chase themselves politely.',
        tags: ['Fintech', 'SaaS', 'Freelance'],
      },
    ],
  },
  {
    uid: 'demo-sofia',
    name: 'Sofia Rossi',
    email: 'sofia@demo.seedmatch.app',
    skills: ['Marketing', 'Climate', 'Sales'],
    bio: 'Growth lead who wants to fight climate change.',
    ideas: [
      {
        title: 'CarbonCart',
        pitch: 'A browser extension that shows the carbon cost of your basket and greener swaps.',
        tags: ['Climate', 'E-commerce', 'Consumer'],
      },
      {
        title: 'SolarShare',
        pitch: 'Neighbours co-own rooftop solar panels and split the savings automatically.',
        tags: ['Climate', 'Energy', 'Marketplace'],
      },
    ],
  },
  {
    uid: 'demo-arjun',
    name: 'Arjun Mehta',
    email: 'arjun@demo.seedmatch.app',
    skills: ['AI', 'Health', 'Python'],
    bio: 'ML researcher building tools for clinicians.',
    ideas: [
      {
        title: 'ScribeMD',
        pitch: 'Doctors talk to patients while an AI writes the clinical notes in the background.',
        tags: ['AI', 'Health', 'B2B'],
      },
      {
        title: 'TrialMatch',
        pitch: 'Patients find clinical trials they qualify for in plain language, in minutes.',
        tags: ['Health', 'Marketplace', 'AI'],
      },
    ],
  },
  {
    uid: 'demo-emma',
    name: 'Emma Larsen',
    email: 'emma@demo.seedmatch.app',
    skills: ['Education', 'Frontend', 'Community'],
    bio: 'Teacher and React developer.',
    ideas: [
      {
        title: 'StudyCircle',
        pitch: 'Small online study groups matched by goal, level and time zone, with a tutor on call.',
        tags: ['Education', 'Community', 'Consumer'],
      },
      {
        title: 'CodeQuest Kids',
        pitch: 'Kids learn to code by building games in a story-driven adventure with friends.',
        tags: ['Education', 'Gaming', 'Kids'],
      },
    ],
  },
] as const;
