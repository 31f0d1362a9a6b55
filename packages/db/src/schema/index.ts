export * from './auth';
export * from './instance';
export * from './membership';
export * from './notifications';
