import sharp, { type Sharp } from 'sharp'
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '~/contract/api/user'
import { AppError } from '~/server/errors'
import type { RateLimiter } from '~/server/rate-limit/rate-limiter'

/**
 * Every uploaded image is decoded and re-encoded (avatar-store.ts, file-store.ts), and decoding
 * costs CPU by pixels, not bytes: a 7000x7000 PNG of one colour is 156 KB and 0.4 s of a core.
 * So an image is looked at twice: its header first (sharp's metadata(), which decodes nothing),
 * refused when it has too many pixels for what uploads are for; and only then decoded, with
 * sharp's own pixel limit at the same figure should a header lie. What one user may have decoded
 * is budgeted too (`DecodeBudget`).
 */

/** What uploads may be (by their magic bytes, avatar-store.ts's sniffImage). */
export type ImageKind = 'jpeg' | 'png' | 'webp'

/** The image's header says it is larger than IMAGE_MAX_PIXELS or IMAGE_MAX_SIDE. */
export class ImageTooLarge extends Error {
  override readonly name = 'ImageTooLarge'
}

/** The 400 for an image refused by its size, naming the upload's field. */
export function imageTooLarge(field: string): AppError {
  return new AppError(400, 'image_too_large', `${field}: at most ${IMAGE_MAX_PIXELS} pixels (e.g. 4096x4096) and ${IMAGE_MAX_SIDE} pixels a side`, { field })
}

/**
 * The image, checked from its header (the format must be the sniffed one; the size within
 * bounds), ready to decode. Throws ImageTooLarge, or an Error for anything unreadable.
 */
export async function checkedImage(bytes: Uint8Array, kind: ImageKind): Promise<Sharp> {
  // The header alone, without sharp's pixel limit (its metadata() would refuse a large image with
  // an error we could not tell from any other): the size is what is checked here.
  const { format, width, height } = await sharp(bytes, { failOn: 'error', limitInputPixels: false, animated: false }).metadata()
  if (format !== kind) throw new Error(`content is ${format ?? 'unknown'}, not ${kind}`)
  if (!width || !height) throw new Error('the image has no size')
  if (width * height > IMAGE_MAX_PIXELS || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) throw new ImageTooLarge(`${width}x${height}`)
  return sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
}

/** Decoded images one subject (a user, or a client address before there is a user) may upload a minute. */
export type DecodeBudget = {
  /** Counts one image about to be decoded; 429 `rate_limited` past the budget. */
  charge(subject: string): Promise<void>
}

const WINDOW_SECONDS = 60

/** Counted by the rate limiter (in memory, or in Redis across instances). */
export function createDecodeBudget(limiter: RateLimiter, perMinute: number): DecodeBudget {
  return {
    async charge(subject) {
      const decision = await limiter.hit(`image-decode:${subject}`, perMinute, WINDOW_SECONDS)
      if (!decision.allowed) throw AppError.rateLimited(decision.retryAfterMs, 'Too many images uploaded; wait a minute before the next')
    },
  }
}
