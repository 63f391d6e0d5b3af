import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config'

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      isProduction: false,
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      publicOrigin: undefined,
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://app:pw@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://example.co.th/some/path',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      isProduction: true,
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://app:pw@db:5432/app',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      publicOrigin: 'https://example.co.th',
    })
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x@y/z' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'example.com' }],
  ])('an invalid %s throws naming it, without echoing the value', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`))
  })

  it('never echoes a bad DATABASE_URL (it may hold a password)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/^(?!.*hunter2)/)
  })
})
