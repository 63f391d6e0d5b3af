/** A request as it crosses between threads (render-messages.mjs). */
export type RequestMessage = { method: string; url: string; headers: [string, string][]; body: ArrayBuffer | null }
/** An answer as it crosses between threads. */
export type AnswerMessage = { status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }

export function requestMessage(request: Request): Promise<RequestMessage>
export function requestOf(message: RequestMessage): Request
export function answerMessage(response: Response): Promise<AnswerMessage>
export function answerOf(message: AnswerMessage): Response
export function transferOf(message: RequestMessage | AnswerMessage): ArrayBuffer[]
