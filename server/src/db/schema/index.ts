// Every table of the database, one file per area. A new area adds its file here; then
// `npx drizzle-kit generate` writes the SQL migration that the server applies at start-up.
export * from './areas';
export * from './audit';
export * from './availability';
export * from './auth';
export * from './catalogue';
export * from './customers';
export * from './customer-sign-in';
export * from './idempotency';
export * from './images';
export * from './inventory';
export * from './invoices';
export * from './mail';
export * from './orders';
export * from './outlets';
export * from './payment-gateways';
export * from './purchase-orders';
export * from './roles';
export * from './sales-rollups';
export * from './settings';
export * from './skus';
export * from './stock-moves';
export * from './throttles';
export * from './pickup-hours';
export * from './timeslots';
export * from './users';
export * from './vendors';
