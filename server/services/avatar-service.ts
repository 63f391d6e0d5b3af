import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES } from '~/contract/api/user'
import { AppError } from '~/server/errors'
import type { Logger } from '~/server/log'
import { sniffImage, toAvatarWebp, type AvatarStore } from '~/server/uploads/avatar-store'
import { ImageTooLarge, imageTooLarge, type DecodeBudget } from '~/server/uploads/image-decode'

/** An uploaded file as the route received it (a web `File` or anything like it). */
export type ImageUpload = { readonly size: number; arrayBuffer(): Promise<ArrayBuffer> }

export type AvatarService = {
  /**
   * Checks, re-encodes and stores a profile picture; answers its URL path. The decoding is charged
   * to `subject` (`user:<id>`, or `client:<network>` at registration): 429 past its budget.
   */
  store(upload: ImageUpload, subject: string): Promise<string>
  remove(url: string): Promise<void>
  read(fileName: string): Promise<Buffer | undefined>
}

export function createAvatarService(store: AvatarStore, log: Logger, budget: DecodeBudget): AvatarService {
  const invalid = () =>
    AppError.validation(PROFILE_IMAGE_FIELD, 'must be a JPEG, PNG or WebP image')
  return {
    async store(upload, subject) {
      if (upload.size > PROFILE_IMAGE_MAX_BYTES) {
        throw new AppError(413, 'payload_too_large', `${PROFILE_IMAGE_FIELD}: must be at most 5 MB`, {
          field: PROFILE_IMAGE_FIELD,
        })
      }
      const bytes = new Uint8Array(await upload.arrayBuffer())
      // By content, never by name or declared type: both are whatever the client says.
      const kind = sniffImage(bytes)
      if (!kind) throw invalid()
      await budget.charge(subject)
      let webp: Buffer
      try {
        webp = await toAvatarWebp(bytes, kind)
      } catch (err) {
        if (err instanceof ImageTooLarge) throw imageTooLarge(PROFILE_IMAGE_FIELD)
        log.debug('image rejected', { reason: err instanceof Error ? err.message : String(err) })
        throw invalid()
      }
      return store.save(webp)
    },
    remove: (url) => store.remove(url),
    read: (fileName) => store.read(fileName),
  }
}
