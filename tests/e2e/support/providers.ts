import { deflateSync, crc32 } from 'node:zlib'
import { type Browser, type BrowserContext, type TestInfo } from '@playwright/test'
import { expect } from './test'
import { channelFor, createUser, DEMO, signInAs, uniqueSuffix } from './auth'

/** A small valid PNG (RGB, a colour gradient), made here so the test needs no fixture file. */
export function pngBytes(width = 64, height = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) rows.set([(x * 4) & 255, (y * 5) & 255, 160], row + 1 + x * 3)
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

/**
 * A brand-new user, signed in in `context`, whose provider registration the demo admin approved
 * (each test its own provider, so nothing touches the seeded demo accounts other specs read).
 */
export async function approvedProvider(browser: Browser, context: BrowserContext, baseURL: string, info: TestInfo, displayName = `E2E provider ${uniqueSuffix()}`) {
  const user = await createUser({ context, baseURL })
  const headers = { authorization: `Bearer ${user.accessToken}` }
  const saved = await context.request.put('/v2/provider/registration', { headers, data: { display_name: displayName, about: 'E2E about', subjects: ['E2E'] } })
  expect(saved.ok(), await saved.text()).toBe(true)
  const upload = await context.request.post('/v2/provider/registration/documents', {
    headers,
    multipart: { kind: 'identity', file: { name: 'id.png', mimeType: 'image/png', buffer: pngBytes() } },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const submitted = await context.request.post('/v2/provider/registration/submit', { headers })
  expect(submitted.ok(), await submitted.text()).toBe(true)

  const staff = await browser.newContext({ baseURL })
  try {
    const admin = await signInAs(staff, baseURL, DEMO.admin, channelFor(info.project.name))
    const adminHeaders = { authorization: `Bearer ${admin.accessToken}` }
    let mine: { _id: string; user_id: string } | undefined
    for (let skip = 0; !mine; skip += 50) {
      const answer = await staff.request.get(`/v2/admin/providers?status=submitted&skip=${skip}&limit=50`, { headers: adminHeaders })
      expect(answer.ok(), await answer.text()).toBe(true)
      const page = (await answer.json()) as { items: { _id: string; user_id: string }[] }
      mine = page.items.find((p) => p.user_id === user.userId)
      if (page.items.length < 50) break
    }
    expect(mine, 'the new registration waits for review').toBeTruthy()
    const approved = await staff.request.post(`/v2/admin/providers/${mine!._id}/approve`, { headers: adminHeaders })
    expect(approved.ok(), await approved.text()).toBe(true)
  } finally {
    await staff.close()
  }
  return { ...user, displayName }
}

