import type { Context } from 'hono'
import { uploadFileNameSchema } from '~/contract/api/common'
import type { AppEnv } from '~/server/app-env'
import { AppError } from '~/server/errors'

/**
 * A multipart body's text fields, and its file (if any) under `fileField`, whose name is checked
 * by the text rule here, before any service can write the file anywhere.
 */
export async function readMultipart(c: Context<AppEnv>, fileField: string) {
  let body: Record<string, string | File | (string | File)[]>
  try {
    body = await c.req.parseBody()
  } catch {
    throw AppError.validation('body', 'must be multipart/form-data')
  }
  const fields: Record<string, string> = {}
  let file: File | undefined
  for (const [key, value] of Object.entries(body)) {
    const single = Array.isArray(value) ? value[0] : value
    if (key === fileField) {
      if (single instanceof File) {
        // An empty, nameless part is what a form sends when no file was chosen.
        if (single.size > 0 || single.name !== '') file = single
        const name = uploadFileNameSchema.safeParse(single.name)
        if (!name.success) throw AppError.validation(fileField, `the file name ${name.error.issues[0]?.message ?? 'is not valid'}`)
      } else if (single !== undefined && single !== '') {
        throw AppError.validation(fileField, 'must be a file')
      }
    } else if (typeof single === 'string') {
      fields[key] = single
    }
  }
  return { fields, file }
}
