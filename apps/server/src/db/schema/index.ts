export * from './users';
export * from './sessions';
export * from './ideas';
export * from './matches';
export * from './chat';
