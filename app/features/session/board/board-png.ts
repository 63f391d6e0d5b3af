import type { BoardState } from '~/contract/board'
import { BOARD_LIMITS } from '~/contract/board-limits'
import { BOARD_FONT, drawPage } from './board-draw'
import { pagesWithStrokes } from './board-state'

/** Between two pages of the picture, in page units. */
const PAGE_GAP = 24

/**
 * The board as one PNG: each page with strokes at its full size (1600 x 900), one under the other
 * on a grey ground; text in the site's font, loaded first.
 */
export async function boardPng(state: BoardState): Promise<Blob> {
  // The Thai face (ko kai, U+0E01, stands for the script).
  await document.fonts.load(`40px ${BOARD_FONT}`, String.fromCharCode(0x0e01)).catch(() => [])
  const pages = pagesWithStrokes(state.strokes)
  const canvas = document.createElement('canvas')
  canvas.width = BOARD_LIMITS.width
  canvas.height = Math.max(1, pages.length) * (BOARD_LIMITS.height + PAGE_GAP) - PAGE_GAP
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2D canvas')
  ctx.fillStyle = '#dadce0'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  pages.forEach((page, i) => {
    ctx.save()
    ctx.translate(0, i * (BOARD_LIMITS.height + PAGE_GAP))
    drawPage(
      ctx,
      state.strokes.filter((s) => s.page === page),
      1,
    )
    ctx.restore()
  })
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'))
}

/** Makes the board's picture and hands it to the browser as a download. */
export async function downloadBoardPng(state: BoardState, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await boardPng(state))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
