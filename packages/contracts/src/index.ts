export * from './api';
export * from './api-paths';
export * from './capture';
export * from './config';
export * from './membership';
export * from './notifications';
export * from './routes';
export * from './users';
