import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { newId } from '~/server/ids'
import { sniffImage, type ImageKind } from './avatar-store'
import { checkedImage } from './image-decode'

/**
 * Files other than profile pictures: service images (public, under `/uploads/services/`) and
 * registration documents (private: under `DATA_DIR/private/documents`, read through an
 * authorized call only). Images are always decoded and re-encoded, so what is stored is an image
 * we produced, without metadata (an identity photo's EXIF location included).
 */
export const SERVICE_IMAGE_URL_PREFIX = '/uploads/services/'
export const STORED_FILE_PATTERN = /^[0-9a-f]{24}\.webp$/
const ID_PATTERN = /^[0-9a-f]{24}$/

export type DocumentFormat = ImageKind | 'pdf'

/** JPEG, PNG, WebP or PDF by magic bytes. */
export function sniffDocument(bytes: Uint8Array): DocumentFormat | undefined {
  const image = sniffImage(bytes)
  if (image) return image
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
  return pdf.every((b, i) => bytes[i] === b) ? 'pdf' : undefined
}

/** As toAvatarWebp: ImageTooLarge, before decoding, for an image of too many pixels. */
export async function toWebp(bytes: Uint8Array, kind: ImageKind, maxSide: number): Promise<Buffer> {
  const image = await checkedImage(bytes, kind)
  return image.rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer()
}

async function writeAtomically(dir: string, name: string, bytes: Buffer) {
  await mkdir(dir, { recursive: true })
  // Write then rename, so a reader never sees half a file.
  const tmp = join(dir, `.${name}.tmp`)
  await writeFile(tmp, bytes, { mode: 0o600 })
  await rename(tmp, join(dir, name))
}

export type ServiceImageStore = {
  save(webp: Buffer): Promise<string>
  read(fileName: string): Promise<Buffer | undefined>
}

export function createServiceImageStore(dataDir: string): ServiceImageStore {
  const dir = join(dataDir, 'uploads', 'services')
  return {
    async save(webp) {
      const name = `${newId()}.webp`
      await writeAtomically(dir, name, webp)
      return SERVICE_IMAGE_URL_PREFIX + name
    },
    async read(fileName) {
      if (!STORED_FILE_PATTERN.test(fileName)) return undefined
      return readFile(join(dir, fileName)).catch(() => undefined)
    },
  }
}

export type DocumentStore = {
  save(id: string, bytes: Buffer): Promise<void>
  read(id: string): Promise<Buffer | undefined>
  remove(id: string): Promise<void>
}

export function createDocumentStore(dataDir: string): DocumentStore {
  const dir = join(dataDir, 'private', 'documents')
  return {
    save: (id, bytes) => (ID_PATTERN.test(id) ? writeAtomically(dir, id, bytes) : Promise.reject(new Error('bad document id'))),
    async read(id) {
      if (!ID_PATTERN.test(id)) return undefined
      return readFile(join(dir, id)).catch(() => undefined)
    },
    async remove(id) {
      if (ID_PATTERN.test(id)) await unlink(join(dir, id)).catch(() => undefined)
    },
  }
}
