// Server configuration from the environment, validated once at boot so a bad value stops the
// server with one clear line instead of failing later in a request.
import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inspect } from 'node:util';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  // Loopback by default: nothing on another machine reaches a server someone merely started.
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|memory:\/\/$)/,
      'must start with postgres:// or postgresql:// (or be memory:// for a throw-away database)',
    )
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().email('must be an email address').default('no-reply@teahouse.co.id'),
  SEED_DEMO: flag.optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, a number of proxies, or a comma-separated list of proxy addresses',
    )
    .default('false'),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  CSP_CONNECT_SRC: z.string().default(''),
  EVENT_HEARTBEAT_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0.1, 'must be at least 0.1')
    .max(300, 'must be at most 300')
    .default(15),
  DASHBOARD_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0')
    .max(60, 'must be at most 60')
    .default(5),
  DATABASE_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0.1, 'must be at least 0.1')
    .max(600, 'must be at most 600')
    .default(5),
  INVOICE_EXPIRY_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0 (0 turns the expiry of unpaid invoices off)')
    .max(60, 'must be at most 60, so that invoices expire within a minute')
    .optional(),
  PICKUP_WINDOWS_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0 (0 turns the making of pick-up windows off)')
    .max(86400, 'must be at most 86400, so that a new day of pick-up windows is made daily')
    .optional(),
  PREP_EXPIRY_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0 (0 turns the marking of expired batches and lots off)')
    .max(3600, 'must be at most 3600, so that expired batches are marked within the hour')
    .optional(),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of days')
    .min(400, 'must be at least 400: the audit trail is kept for at least 400 days')
    .default(400),
  FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
  MIDTRANS_SERVER_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  MIDTRANS_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// address')
    .default('https://api.sandbox.midtrans.com'),
  XENDIT_SECRET_KEY: z.string().optional(),
  XENDIT_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// address')
    .default('https://api.xendit.co'),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(60000, 'must be at most 60000')
    .default(10000),
  XENDIT_CALLBACK_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  SIMULATED_GATEWAY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  GOFOOD_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// address')
    .default('https://api.gobiz.co.id'),
  GOFOOD_CLIENT_ID: z.string().optional(),
  GOFOOD_CLIENT_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  GOFOOD_NOTIFICATION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  GRABFOOD_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// address')
    .default('https://partner-api.grab.com/grabfood'),
  GRABFOOD_CLIENT_ID: z.string().optional(),
  GRABFOOD_CLIENT_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  GRABFOOD_PARTNER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CHANNEL_JOBS_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(60, 'must be at most 60: a sold-out change reaches the platforms within a minute')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

/**
 * The Firebase service account the server sends web pushes with. Its private key is left out when
 * the account is serialised (logs, JSON) or inspected, so a printed configuration never carries it.
 */
export class FirebaseServiceAccount {
  readonly #privateKey: string;

  constructor(
    readonly projectId: string,
    readonly clientEmail: string,
    privateKey: string,
  ) {
    this.#privateKey = privateKey;
  }

  get privateKey(): string {
    return this.#privateKey;
  }

  toJSON() {
    return { projectId: this.projectId, clientEmail: this.clientEmail, privateKey: '[redacted]' };
  }

  [inspect.custom]() {
    return `FirebaseServiceAccount(${this.clientEmail})`;
  }
}

/**
 * A payment provider's key or token, or the simulated gateway's. Left out when the configuration is
 * serialised (logs, JSON), inspected or turned into a string, so a printed configuration never carries it.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The value itself, where a request is signed or a notification checked with it. */
  reveal(): string {
    return this.#value;
  }

  toJSON() {
    return '[redacted]';
  }

  toString() {
    return '[redacted]';
  }

  [inspect.custom]() {
    return 'Secret([redacted])';
  }
}

/** Signs the simulated gateway's notifications outside production when none is configured. */
export const DEVELOPMENT_GATEWAY_SECRET = 'simulated-gateway-development-secret';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      /** On disk; in memory when undefined. */
      dataDir: string | undefined;
      /** A data directory dumped by PGlite for an in-memory database to start from (the tests' migrated copy). */
      image?: Blob;
    };

/** A payment provider's account: its secret key and the API it is reached at (sandbox or production). */
export interface PaymentProviderAccount {
  key: Secret;
  baseUrl: string;
}

/**
 * The payment providers the server charges through. A provider without a key is not connected:
 * its gateways are answered by the simulated gateway.
 */
export interface PaymentProvidersConfig {
  midtrans: PaymentProviderAccount | undefined;
  xendit: PaymentProviderAccount | undefined;
  /** How long one call to a provider may take before the request is answered with an error. */
  timeoutMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseTarget;
  dataDir: string;
  /** Where earlier versions kept uploaded images; read at start-up to move them into the database. */
  uploadsDir: string;
  tokenSecret: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For / -Proto to believe (none by default). */
  trustProxy: boolean | number | string;
  /** Requests a minute one client address may make to each sign-in and recovery call. */
  authRateLimit: number;
  /** Extra origins the app may connect to (the Content-Security-Policy's connect-src). */
  cspConnectSrc: string[];
  /** How often the live event stream sends a heartbeat (and checks the session is still valid). */
  eventHeartbeatMs: number;
  /** How long a dashboard answer is served again to users of the same outlet reach (0: never). */
  dashboardCacheMs: number;
  /**
   * PostgreSQL: how long a request waits for a connection, a statement may run and its answer may
   * take before the request is answered 503.
   */
  databaseTimeoutMs: number;
  /**
   * How often unpaid invoices past their expiry are expired and their orders cancelled; 0 never
   * (the default in tests, which start the job themselves).
   */
  invoiceExpiryMs: number;
  /** How often pick-up windows are made ahead from the opening hours; 0 turns it off. */
  pickupWindowsMs: number;
  /** Between runs of the job marking batches and lots past their time expired; 0 turns it off. */
  prepExpiryMs: number;
  /** How many days audit entries are kept (at least 400); older ones are deleted once a day. */
  auditRetentionDays: number;
  /** Sends web pushes of new orders when set. */
  firebaseServiceAccount: FirebaseServiceAccount | undefined;
  /** Midtrans and Xendit, when their keys are set. */
  paymentProviders: PaymentProvidersConfig;
  /** The delivery platforms (services/channels): where to call them, and what their calls are checked with. */
  channels: ChannelsConfig;
  /** Payment notifications: what each provider's are checked with; unset, that provider's are refused. */
  payments: {
    /** Midtrans' server key: the notification's signature_key is a SHA-512 over it. */
    midtransServerKey: Secret | undefined;
    /** Xendit's callback verification token, sent in the x-callback-token header. */
    xenditCallbackToken: Secret | undefined;
    /** The simulated gateway's HMAC key; a development default outside production. */
    simulatedGatewaySecret: Secret | undefined;
  };
  /** Built browser app to serve, when present. */
  appDir: string;
}

/**
 * A delivery platform's partner API: its address, the partner's credentials (unset: nothing is sent
 * to it; what is owed waits, with the reason), and the secret its calls to the product are checked
 * with (outside production a development default, so the development channel orders can be signed;
 * in production unset refuses them).
 */
export interface ChannelPlatformConfig {
  baseUrl: string;
  clientId: string | undefined;
  clientSecret: Secret | undefined;
  callbackSecret: Secret | undefined;
}

export interface ChannelsConfig {
  gofood: ChannelPlatformConfig;
  grabfood: ChannelPlatformConfig;
  /** How long a call to a platform may take. */
  timeoutMs: number;
  /** Between runs of the job sending order states and menu syncs to the platforms; 0 never (tests). */
  jobsMs: number;
}

/** The development default of the platforms' callback secrets (never used in production). */
export const DEVELOPMENT_CHANNEL_SECRET = 'delivery-channel-development-secret';

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.TOKEN_SECRET) {
    throw new ConfigError('Invalid configuration: TOKEN_SECRET is required in production (at least 32 characters)');
  }
  const dataDir = resolve(e.DATA_DIR);
  // One key for both: Midtrans signs its notifications with the key its charges are made with.
  const midtransServerKey = e.MIDTRANS_SERVER_KEY ? new Secret(e.MIDTRANS_SERVER_KEY) : undefined;
  const database: DatabaseTarget =
    e.DATABASE_URL === 'memory://'
      ? { kind: 'pglite', dataDir: undefined }
      : e.DATABASE_URL
        ? { kind: 'postgres', url: e.DATABASE_URL }
        : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    tokenSecret: e.TOKEN_SECRET ?? developmentSecret(dataDir),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxy(e.TRUST_PROXY),
    authRateLimit: e.AUTH_RATE_LIMIT,
    cspConnectSrc: e.CSP_CONNECT_SRC.split(/[\s,]+/).filter(Boolean),
    eventHeartbeatMs: Math.round(e.EVENT_HEARTBEAT_SECONDS * 1000),
    dashboardCacheMs: Math.round(e.DASHBOARD_CACHE_SECONDS * 1000),
    databaseTimeoutMs: Math.round(e.DATABASE_TIMEOUT_SECONDS * 1000),
    invoiceExpiryMs: Math.round((e.INVOICE_EXPIRY_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 20)) * 1000),
    pickupWindowsMs: Math.round((e.PICKUP_WINDOWS_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 900)) * 1000),
    prepExpiryMs: Math.round((e.PREP_EXPIRY_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60)) * 1000),
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    firebaseServiceAccount: e.FIREBASE_SERVICE_ACCOUNT ? firebaseServiceAccount(e.FIREBASE_SERVICE_ACCOUNT) : undefined,
    paymentProviders: {
      midtrans: midtransServerKey
        ? { key: midtransServerKey, baseUrl: e.MIDTRANS_BASE_URL.replace(/\/+$/, '') }
        : undefined,
      xendit: e.XENDIT_SECRET_KEY
        ? { key: new Secret(e.XENDIT_SECRET_KEY), baseUrl: e.XENDIT_BASE_URL.replace(/\/+$/, '') }
        : undefined,
      timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
    },
    channels: {
      gofood: {
        baseUrl: e.GOFOOD_BASE_URL.replace(/\/+$/, ''),
        clientId: e.GOFOOD_CLIENT_ID,
        clientSecret: e.GOFOOD_CLIENT_SECRET ? new Secret(e.GOFOOD_CLIENT_SECRET) : undefined,
        callbackSecret: channelSecret(e.GOFOOD_NOTIFICATION_SECRET, e.NODE_ENV),
      },
      grabfood: {
        baseUrl: e.GRABFOOD_BASE_URL.replace(/\/+$/, ''),
        clientId: e.GRABFOOD_CLIENT_ID,
        clientSecret: e.GRABFOOD_CLIENT_SECRET ? new Secret(e.GRABFOOD_CLIENT_SECRET) : undefined,
        callbackSecret: channelSecret(e.GRABFOOD_PARTNER_SECRET, e.NODE_ENV),
      },
      timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
      jobsMs: Math.round((e.CHANNEL_JOBS_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 10)) * 1000),
    },
    payments: {
      midtransServerKey,
      xenditCallbackToken: e.XENDIT_CALLBACK_TOKEN ? new Secret(e.XENDIT_CALLBACK_TOKEN) : undefined,
      // In production only a configured secret: the default is public, so it would let anyone pay.
      simulatedGatewaySecret: e.SIMULATED_GATEWAY_SECRET
        ? new Secret(e.SIMULATED_GATEWAY_SECRET)
        : e.NODE_ENV === 'production'
          ? undefined
          : new Secret(DEVELOPMENT_GATEWAY_SECRET),
    },
    appDir: resolve('dist'),
  };
}

const SERVICE_ACCOUNT_SHAPE =
  'must be a Firebase service account key (JSON with project_id, client_email and private_key)';

// The key file's path, or its JSON pasted whole (a secret store that hands out values, not files).
// The messages never quote the value: a parse error would echo part of the private key.
function firebaseServiceAccount(value: string): FirebaseServiceAccount {
  const fail = (message: string) => new ConfigError(`Invalid configuration: FIREBASE_SERVICE_ACCOUNT ${message}`);
  let text = value.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(resolve(text), 'utf8');
    } catch {
      throw fail(`names a file that cannot be read (${resolve(text)}); give the key file's path or its JSON`);
    }
  }
  let key: unknown;
  try {
    key = JSON.parse(text);
  } catch {
    throw fail(SERVICE_ACCOUNT_SHAPE);
  }
  const { project_id, client_email, private_key } = (key ?? {}) as Record<string, unknown>;
  if (![project_id, client_email, private_key].every((field) => typeof field === 'string' && field !== ''))
    throw fail(SERVICE_ACCOUNT_SHAPE);
  try {
    createPrivateKey(private_key as string);
  } catch {
    throw fail('has a private_key that is not a PEM private key');
  }
  return new FirebaseServiceAccount(project_id as string, client_email as string, private_key as string);
}

function trustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.replace(/\s+/g, '');
}

// An unset variable and an empty one mean the same thing (a blank line in a .env file).
function emptyToUndefined(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

// Outside production a secret is generated once and kept in the data directory, so tokens survive
// restarts without anyone having to configure one.
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A platform's callback secret: the configured one, or outside production the development default. */
function channelSecret(value: string | undefined, env: string): Secret | undefined {
  if (value) return new Secret(value);
  return env === 'production' ? undefined : new Secret(DEVELOPMENT_CHANNEL_SECRET);
}
