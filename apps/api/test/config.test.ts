import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, toPublicConfig } from '../src/config.ts'

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => p.variable)
    throw error
  }
  return []
}

describe('configuration', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      databaseUrl: undefined,
      gtmId: undefined,
      sentryDsn: undefined,
      publicBaseUrl: 'http://localhost:3000',
    })
    expect(config.dataDir.endsWith('/data')).toBe(true)
  })

  it.each(['GTM-ABC123', 'GTM-K9'])('accepts the analytics id %s', (id) => {
    expect(loadConfig({ GTM_ID: id }).gtmId).toBe(id)
  })

  it.each(['GTM-abc123', 'UA-12345', 'GTM-', 'GTM-AB 12', 'gtm-ABC'])(
    'refuses to start with the analytics id %s, naming the variable',
    (id) => {
      expect(problemsOf({ GTM_ID: id })).toEqual(['GTM_ID'])
    },
  )

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: 'five' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ SENTRY_DSN: 'not a url' }, 'SENTRY_DSN'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
  ])('names the bad variable in %j', (env, variable) => {
    expect(problemsOf(env)).toEqual([variable])
    expect(() => loadConfig(env)).toThrow(variable)
  })

  it('keeps ten connections to the database server unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolSize: 10 })
    expect(loadConfig({ DATABASE_POOL_SIZE: '5' })).toMatchObject({ databasePoolSize: 5 })
  })

  it('treats empty optional values as unset', () => {
    expect(loadConfig({ GTM_ID: '', SENTRY_DSN: '', DATABASE_URL: '' })).toMatchObject({
      gtmId: undefined,
      sentryDsn: undefined,
      databaseUrl: undefined,
    })
  })

  it('sends the error page home to the configured site, else to the visitor’s own origin', () => {
    // Unconfigured, the base URL is a guess (localhost) that fits mails, not a visitor on
    // 127.0.0.1 or a LAN address: a relative home keeps them on their host and signed in.
    expect(loadConfig({ PORT: '3100' })).toMatchObject({
      publicBaseUrl: 'http://localhost:3100',
      homeUrl: '/',
    })
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://kakehashi.example.com/' })).toMatchObject({
      publicBaseUrl: 'https://kakehashi.example.com',
      homeUrl: 'https://kakehashi.example.com',
    })
  })

  it('gives the browser only public values', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://user:secret@db/kakehashi',
      SENTRY_DSN: 'https://server@sentry.example.com/1',
      SENTRY_DSN_WEB: 'https://web@sentry.example.com/2',
      GTM_ID: 'GTM-ABC1',
    })
    const exposed = JSON.stringify(toPublicConfig(config))
    expect(exposed).not.toContain('secret')
    expect(exposed).not.toContain('server@')
    expect(toPublicConfig(config)).toEqual({
      environment: 'production',
      baseUrl: 'http://localhost:3000',
      homeUrl: '/',
      gtmId: 'GTM-ABC1',
      sentryDsn: 'https://web@sentry.example.com/2',
    })
  })
})
