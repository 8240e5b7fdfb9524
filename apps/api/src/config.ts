import path from 'node:path'
import { GTM_ID_PATTERN, type PublicConfig } from '@kakehashi/contracts'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.pipe(z.url({ protocol: protocols, error: `must be a ${hint} URL` }).optional())

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

/** Every environment variable the platform reads. The README documents each one. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://'),
  /** Connections each process keeps to the server of DATABASE_URL (README: how to size it). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_BASE_URL: optionalUrl(/^https?$/, 'http(s)://'),
  GTM_ID: optionalString.pipe(
    z
      .string()
      .regex(GTM_ID_PATTERN, 'must be GTM- followed by uppercase letters or digits')
      .optional(),
  ),
  SENTRY_DSN: optionalUrl(/^https?$/, 'http(s)://'),
  SENTRY_DSN_WEB: optionalUrl(/^https?$/, 'http(s)://'),
  SMTP_URL: optionalUrl(/^smtps?$/, 'smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('Kakehashi <no-reply@kakehashi.example.com>'),
  /** The platform's mailbox that receives the recruiters' support inquiries. */
  SUPPORT_MAIL_TO: z.email('must be an e-mail address').default('support@kakehashi.example.com'),
  REDIS_URL: optionalUrl(/^rediss?$/, 'redis://'),
  /** Signs the platform's own links (alert mails' opt-out); shared by every process. */
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LINE_CHANNEL_ID: optionalString,
  LINE_CHANNEL_SECRET: optionalString,
  LINE_ISSUER: optionalUrl(/^https?$/, 'http(s)://').default('https://access.line.me'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** Behind a load balancer: take the visitor's address and protocol from X-Forwarded-*. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Registers routes that exist only to exercise failure paths in browser tests. */
  ENABLE_TEST_ROUTES: booleanFlag.default(false),
  /** Sign-ins allowed per account and per address in 15 minutes (brute force and spraying). */
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  /** Sign-ups allowed per e-mail address and per client address in an hour (mail floods). */
  SIGN_UP_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  /** Uploaded files (resumes) when no S3 bucket is set; outside the web root. */
  FILE_STORAGE_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl(/^https?$/, 'http(s)://'),
  S3_REGION: z.string().min(1).default('ap-northeast-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
})

export type Env = z.infer<typeof configSchema>

export interface Config {
  env: Env['NODE_ENV']
  isDevelopment: boolean
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  databasePoolSize: number
  publicBaseUrl: string
  /** The error page's home button: the configured PUBLIC_BASE_URL, else the visitor's own origin. */
  homeUrl: string
  gtmId: string | undefined
  sentryDsn: string | undefined
  sentryDsnWeb: string | undefined
  logLevel: Env['LOG_LEVEL']
  smtpUrl: string | undefined
  mailFrom: string
  /** Sign-ins allowed in 15 minutes per account and per address. */
  signInLimits: { perAccount: number; perAddress: number }
  /** Sign-ups allowed in an hour per e-mail address and per client address. */
  signUpLimits: { perEmail: number; perAddress: number }
  supportMailTo: string
  redisUrl: string | undefined
  /** Key of the platform's signed links; unset: one kept in `dataDir` (lib/app-secret.ts). */
  appSecret: string | undefined
  /** LINE sign-in and account linking; null when the channel is not configured. */
  line: { channelId: string; channelSecret: string; issuer: string } | null
  seedDemoData: boolean
  trustProxy: boolean
  enableTestRoutes: boolean
  /** Where uploaded files live: a local directory, or S3-compatible object storage. */
  fileStorage:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3'
        bucket: string
        endpoint: string
        region: string
        accessKeyId: string
        secretAccessKey: string
      }
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    )
    this.name = 'ConfigError'
  }
}

/** Parses the environment once at boot; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        message: issue.message,
      })),
    )
  }
  const value = parsed.data
  if (value.S3_BUCKET && !(value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      {
        variable: value.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
        message: 'is required when S3_BUCKET is set',
      },
    ])
  }
  const dataDir = path.resolve(value.DATA_DIR)
  const publicBaseUrl = (value.PUBLIC_BASE_URL ?? `http://localhost:${value.PORT}`).replace(
    /\/+$/,
    '',
  )
  return {
    env: value.NODE_ENV,
    isDevelopment: value.NODE_ENV === 'development',
    host: value.HOST,
    port: value.PORT,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    publicBaseUrl,
    // Mails and canonical URLs leave the browser, so they need an absolute address even when
    // none is configured, and localhost is right for whoever runs `npm start` on their own
    // machine. The home button is pressed inside a page the visitor already has open: a guessed
    // host there would send a visitor on 127.0.0.1, a LAN address or a proxy's name to another
    // host, without its session cookie (signed out). Unconfigured, the relative `/` stays on
    // whatever origin the visitor uses; configured, the site has one address and the button
    // follows it.
    homeUrl: value.PUBLIC_BASE_URL ? publicBaseUrl : '/',
    gtmId: value.GTM_ID,
    sentryDsn: value.SENTRY_DSN,
    sentryDsnWeb: value.SENTRY_DSN_WEB,
    logLevel: value.LOG_LEVEL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    supportMailTo: value.SUPPORT_MAIL_TO,
    redisUrl: value.REDIS_URL,
    appSecret: value.APP_SECRET,
    line:
      value.LINE_CHANNEL_ID && value.LINE_CHANNEL_SECRET
        ? {
            channelId: value.LINE_CHANNEL_ID,
            channelSecret: value.LINE_CHANNEL_SECRET,
            issuer: value.LINE_ISSUER ?? 'https://access.line.me',
          }
        : null,
    seedDemoData: value.SEED_DEMO_DATA,
    trustProxy: value.TRUST_PROXY,
    enableTestRoutes: value.ENABLE_TEST_ROUTES,
    signInLimits: {
      perAccount: value.SIGN_IN_LIMIT_PER_ACCOUNT,
      perAddress: value.SIGN_IN_LIMIT_PER_ADDRESS,
    },
    signUpLimits: {
      perEmail: value.SIGN_UP_LIMIT_PER_EMAIL,
      perAddress: value.SIGN_UP_LIMIT_PER_ADDRESS,
    },
    fileStorage: value.S3_BUCKET
      ? {
          kind: 's3',
          bucket: value.S3_BUCKET,
          endpoint: (value.S3_ENDPOINT ?? `https://s3.${value.S3_REGION}.amazonaws.com`).replace(
            /\/+$/,
            '',
          ),
          region: value.S3_REGION,
          accessKeyId: value.S3_ACCESS_KEY_ID!,
          secretAccessKey: value.S3_SECRET_ACCESS_KEY!,
        }
      : {
          kind: 'local',
          directory: path.resolve(value.FILE_STORAGE_DIR ?? path.join(dataDir, 'uploads')),
        },
  }
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    environment: config.env,
    baseUrl: config.publicBaseUrl,
    homeUrl: config.homeUrl,
    gtmId: config.gtmId ?? null,
    sentryDsn: config.sentryDsnWeb ?? null,
  }
}
