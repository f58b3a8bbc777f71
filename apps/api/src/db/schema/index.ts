export * from './aftercare.ts';
export * from './auth.ts';
export * from './companies.ts';
export * from './contacts.ts';
export * from './content.ts';
export * from './platform.ts';
export * from './shipments.ts';
export * from './tariffs.ts';
