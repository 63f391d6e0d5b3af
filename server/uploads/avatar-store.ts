import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { newId } from '~/server/ids'
import { checkedImage, type ImageKind } from './image-decode'

/**
 * Profile pictures on disk under `<DATA_DIR>/uploads/avatars/<id>.webp`, served back at
 * `/uploads/avatars/<id>.webp`. Every upload is decoded and re-encoded, so what is served is
 * always an image we produced: no metadata (EXIF location), no polyglot payloads.
 */
export const AVATAR_URL_PREFIX = '/uploads/avatars/'
export const AVATAR_FILE_PATTERN = /^[0-9a-f]{24}\.webp$/
const AVATAR_SIZE = 512

export type AvatarStore = {
  /** Stores an already processed WebP; answers its URL path. */
  save(webp: Buffer): Promise<string>
  /** The stored bytes for a file name like `<id>.webp`; undefined when there is none. */
  read(fileName: string): Promise<Buffer | undefined>
  /** Deletes the file behind a URL path from `save`; anything else is ignored. */
  remove(url: string): Promise<void>
}

export type { ImageKind }

/** The format by magic bytes; undefined for anything but JPEG, PNG or WebP. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b)
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return undefined
}

/**
 * Decodes, turns upright by EXIF, fits within 512x512 and encodes as WebP (sharp drops all
 * metadata unless asked to keep it). Throws when the bytes do not decode as the sniffed format,
 * and ImageTooLarge, before decoding, for an image of too many pixels (image-decode.ts).
 */
export async function toAvatarWebp(bytes: Uint8Array, kind: ImageKind): Promise<Buffer> {
  const image = await checkedImage(bytes, kind)
  return image
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
}

export function createAvatarStore(dataDir: string): AvatarStore {
  const dir = join(dataDir, 'uploads', 'avatars')
  return {
    async save(webp) {
      await mkdir(dir, { recursive: true })
      const name = `${newId()}.webp`
      // Write then rename, so a reader never sees half a file.
      const tmp = join(dir, `.${name}.tmp`)
      await writeFile(tmp, webp, { mode: 0o644 })
      await rename(tmp, join(dir, name))
      return AVATAR_URL_PREFIX + name
    },
    async read(fileName) {
      if (!AVATAR_FILE_PATTERN.test(fileName)) return undefined
      try {
        return await readFile(join(dir, fileName))
      } catch {
        return undefined
      }
    },
    async remove(url) {
      const name = url.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : ''
      if (!AVATAR_FILE_PATTERN.test(name)) return
      await unlink(join(dir, name)).catch(() => undefined)
    },
  }
}
