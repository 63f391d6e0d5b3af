/** The time source of the services. Injected so tests can move time (code expiry, send limits, tokens). */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
