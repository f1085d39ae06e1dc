import { z } from 'zod';
import { LOG_LEVELS } from './logger.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Every configuration variable, validated once at boot. `.env.example` lists the same names.
 * Each outside service is off (embedded default) until its variable is set.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'JWT_SECRET must be at least 32 characters',
  ),
  JWT_PREVIOUS_SECRETS: optionalString
    .transform((v) => (v ?? '').split(',').flatMap((s) => (s.trim() === '' ? [] : [s.trim()])))
    .refine((list) => list.every((s) => s.length >= 32), 'each of JWT_PREVIOUS_SECRETS must be at least 32 characters'),
  JWT_KEY_FILE: optionalString,
  ADMIN_EMAIL: optionalString.transform((v) => v?.toLowerCase()),
  // Read by logger.ts before this module runs; validated here so a typo stops the start.
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  PORTRAITS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Feastforge <no-reply@feastforge.app>'),
  WEB_DIST: z.string().default('./dist/web'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s]+\/?$/.test(v),
    'STRIPE_API_URL must be an http(s) origin such as http://localhost:12111',
  ),
  DEMO_PAYMENTS: z.enum(['0', '1']).default('0'),
  S3_ENDPOINT: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/\S+$/.test(v),
    'S3_ENDPOINT must be an http(s) address such as https://s3.eu-west-1.amazonaws.com',
  ),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.refine(
    (v) => v === undefined || /^(mailto:|https:\/\/)\S+$/.test(v),
    'VAPID_SUBJECT must be a mailto: or https: address',
  ),
});

export type Config = z.infer<typeof ConfigSchema>;

/**
 * Reads and validates the environment; throws one readable error listing every bad variable.
 *
 * @example
 * const config = loadConfig({ PORT: '4000' })
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The address links in emails point at. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
