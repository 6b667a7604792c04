export * from './catalog';
export * from './customers';
export * from './sessions';
export * from './cart';
export * from './mail';
export * from './commerce';
export * from './orders';
