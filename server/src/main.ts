// Starts the API server (and the built app, when present) and closes the database on shutdown.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_ADMIN, DEMO_STAFF } from './seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  // The generated secret lives in this process's DATA_DIR: a token another process stored under its
  // own secret is not found here, so every process on one database needs the same TOKEN_SECRET.
  if (app.dbKind === 'postgres' && !process.env.TOKEN_SECRET) {
    app.log.warn(
      `TOKEN_SECRET is not set: session tokens are hashed with a secret generated in ${config.dataDir}, which no other API process shares; give every process on this database the same TOKEN_SECRET`,
    );
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Teahouse Admin is running at http://${shownHost}:${config.port}`];
  lines.push(
    `Database: ${app.dbKind === 'pglite' ? `PGlite in ${config.database.kind === 'pglite' ? (config.database.dataDir ?? 'memory') : ''}` : 'PostgreSQL'}`,
  );
  if (config.seedDemo) {
    lines.push(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    lines.push(`Demo staff: ${DEMO_STAFF.email} / ${DEMO_STAFF.password} (orders and invoices only)`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
