export * from './users';
export * from './sessions';
export * from './ideas';
export * from './matches';
export * from './chat';
export * from './challenges';
export * from './referrals';
export * from './investor';
