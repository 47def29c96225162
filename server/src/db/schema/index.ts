// Every table of the database, one file per area. A new area adds its file here; then
// `npx drizzle-kit generate` writes the SQL migration that the server applies at start-up.
export * from './areas';
export * from './auth';
export * from './catalogue';
export * from './mail';
export * from './outlets';
export * from './roles';
export * from './users';
