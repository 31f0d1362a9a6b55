export * from './auth';
export * from './billing';
export * from './catalog';
export * from './instance';
export * from './library';
export * from './membership';
export * from './notifications';
export * from './payment-sandbox';
