/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number>
