export * from './api';
export * from './api-paths';
export * from './config';
export * from './routes';
