/** Founders who make a fresh embedded install feel inhabited. Ideas join them with the ideas slice. */
export const DEMO_USERS = [
  { uid: 'demo-maya', name: 'Maya Chen', email: 'maya@demo.seedmatch.app', skills: ['Product', 'Design', 'AI'], bio: 'Designer turned founder; two exits in consumer apps.' },
  { uid: 'demo-liam', name: 'Liam Okafor', email: 'liam@demo.seedmatch.app', skills: ['Backend', 'Fintech', 'Go'], bio: 'Payments engineer looking for a business co-founder.' },
  { uid: 'demo-sofia', name: 'Sofia Rossi', email: 'sofia@demo.seedmatch.app', skills: ['Marketing', 'Climate', 'Sales'], bio: 'Growth lead who wants to fight climate change.' },
  { uid: 'demo-arjun', name: 'Arjun Mehta', email: 'arjun@demo.seedmatch.app', skills: ['AI', 'Health', 'Python'], bio: 'ML researcher building tools for clinicians.' },
  { uid: 'demo-emma', name: 'Emma Larsen', email: 'emma@demo.seedmatch.app', skills: ['Education', 'Frontend', 'Community'], bio: 'Teacher and React developer.' },
] as const;
