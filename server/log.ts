import type { LogLevel } from './config'

/**
 * A tiny line logger: `<time> <LEVEL> <message> {fields}` on stdout (warn and error on stderr).
 * Plain text reads well in a terminal and `npm start` output; fields stay JSON so lines can
 * still be parsed. Fields whose names look secret are masked, so a careless
 * `log.info('x', { token })` cannot leak a token, an OTP or a password.
 */
export type LogFields = Record<string, unknown>
export type Logger = {
  readonly level: LogLevel
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

const SECRET_KEY = /token|otp|password|passwd|secret|authorization|cookie|ticket|api[-_]?key|database_?url/i

export function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack }
  }
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1)
  }
  return out
}

type Sink = (line: string, level: Exclude<LogLevel, 'silent'>) => void

const defaultSink: Sink = (line, level) => {
  if (level === 'warn' || level === 'error') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export function createLogger(level: LogLevel, sink: Sink = defaultSink): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (RANK[at] < RANK[level]) return
    let line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}`
    if (fields && Object.keys(fields).length > 0) {
      try {
        line += ' ' + JSON.stringify(redact(fields))
      } catch {
        line += ' [unserializable fields]'
      }
    }
    sink(line, at)
  }
  return {
    level,
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  }
}
