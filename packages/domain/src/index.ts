export * from './constants/carriers.ts';
export * from './constants/users.ts';
export * from './entities/content.ts';
export * from './entities/customer.ts';
export * from './entities/error.ts';
export * from './entities/session.ts';
export * from './requests/auth.ts';
export * from './requests/customer.ts';
