#!/usr/bin/env node
/**
 * Cover pictures of the seeded catalogue: one SVG per seeded service, blog and category, written
 * to public/images/covers/ and committed. Nothing runs this at build or start: run it by hand
 * (`node scripts/generate-covers.mjs`) after adding or renaming a seeded service, blog or category
 * in server/db/seed-catalogue-content.ts, and commit the files it writes. tests/unit/seed-covers.test.ts
 * fails while the committed files differ from what this writes, or a seeded row names a cover
 * that is missing.
 *
 * Plain shapes only (no text, so no font is needed to draw them; no embedded images), 320 x 180
 * (16:9, the shape every card and page shows them in). Each picture's motif sits in the middle
 * third, which is what a phone's narrow card and the square category tile keep. The output is
 * the same on every run: the only "randomness" is a hash of the picture's name.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const COVERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'covers')

// ---------------------------------------------------------------------------------------------
// Palettes: background from `a` to `b`, main colour `m`, contrasting accent `c`, ink `k` (outlines,
// shadows), light surface `l`.

const PALETTES = {
  sky: { a: '#e0ecff', b: '#9ec5fe', m: '#2563eb', c: '#f59e0b', k: '#1e3a8a', l: '#eff6ff' },
  mint: { a: '#e3fbef', b: '#8ee6c0', m: '#059669', c: '#f97316', k: '#064e3b', l: '#ecfdf5' },
  peach: { a: '#fff1e4', b: '#fdba8c', m: '#ea580c', c: '#0f766e', k: '#7c2d12', l: '#fff7ed' },
  rose: { a: '#fff0f2', b: '#fda4b4', m: '#e11d48', c: '#2563eb', k: '#881337', l: '#fff1f2' },
  lavender: { a: '#f1edff', b: '#c4b5fd', m: '#7c3aed', c: '#f59e0b', k: '#3b0f80', l: '#f5f3ff' },
  lemon: { a: '#fffbe0', b: '#fcd34d', m: '#d97706', c: '#7c3aed', k: '#713f12', l: '#fefce8' },
  teal: { a: '#e2fbf7', b: '#7ddccf', m: '#0d9488', c: '#e11d48', k: '#134e4a', l: '#f0fdfa' },
  coral: { a: '#fff0ec', b: '#fb9f8a', m: '#dc2626', c: '#f5b50b', k: '#6b1515', l: '#fef2f2' },
  sage: { a: '#f3fbe4', b: '#b5dc7f', m: '#4d7c0f', c: '#db2777', k: '#2f4a0a', l: '#f7fee7' },
  ocean: { a: '#e2f8fd', b: '#7fd3ea', m: '#0e7490', c: '#f43f5e', k: '#123f52', l: '#ecfeff' },
  plum: { a: '#fcecff', b: '#e6a8f2', m: '#a21caf', c: '#0ea5e9', k: '#5b1065', l: '#fdf4ff' },
  night: { a: '#1f2a4d', b: '#3b4f8c', m: '#60a5fa', c: '#fbbf24', k: '#0b1228', l: '#e6edff' },
  ink: { a: '#23303f', b: '#41566b', m: '#34d399', c: '#f472b6', k: '#0d1620', l: '#e8f0f6' },
  sand: { a: '#faf5ec', b: '#e3cfa6', m: '#b45309', c: '#1d4ed8', k: '#44300f', l: '#fffbf2' },
  berry: { a: '#fdeef6', b: '#f4a3c9', m: '#be185d', c: '#059669', k: '#5c0f31', l: '#fdf2f8' },
  cobalt: { a: '#e6ebff', b: '#94a6f7', m: '#3346d3', c: '#f97316', k: '#1b2470', l: '#eef1ff' },
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers (numbers rounded to one decimal, to keep the files small)

const r1 = (n) => Math.round(n * 10) / 10
const W = '#fff'
const rect = (x, y, w, h, rx, fill, more = '') => `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${more}/>`
const circle = (cx, cy, r, fill, more = '') => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${more}/>`
const ellipse = (cx, cy, rx, ry, fill, more = '') => `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${more}/>`
const path = (d, fill, more = '') => `<path d="${d}" fill="${fill}"${more}/>`
const line = (d, stroke, width, more = '') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${more}/>`
const group = (transform, body, more = '') => `<g transform="${transform}"${more}>${body}</g>`
const op = (o) => ` opacity="${o}"`
/** A rounded card with a soft shadow below and to the right. */
const card = (p, x, y, w, h, rx, fill) => rect(x + 3, y + 4, w, h, rx, p.k, op(0.14)) + rect(x, y, w, h, rx, fill)
/** A soft shadow on the ground. */
const ground = (p, cx, cy, rx) => ellipse(cx, cy, rx, rx / 9, p.k, op(0.14))

function arrow(x1, y1, x2, y2, color, width) {
  const a = Math.atan2(y2 - y1, x2 - x1)
  const h = width * 2.4
  const bx = x2 - Math.cos(a) * h
  const by = y2 - Math.sin(a) * h
  const nx = -Math.sin(a) * h * 0.75
  const ny = Math.cos(a) * h * 0.75
  return line(`M${r1(x1)} ${r1(y1)}L${r1(bx)} ${r1(by)}`, color, width) + path(`M${r1(x2)} ${r1(y2)}L${r1(bx + nx)} ${r1(by + ny)}L${r1(bx - nx)} ${r1(by - ny)}Z`, color, ` stroke="${color}" stroke-width="${r1(width / 2)}" stroke-linejoin="round"`)
}

/** A calligraphic stroke: round and full where the brush lands, thinning towards its end. */
function brush(x1, y1, x2, y2, w, color, bend = 0.15) {
  const dx = x2 - x1
  const dy = y2 - y1
  const len = Math.hypot(dx, dy)
  const nx = -dy / len
  const ny = dx / len
  const mx = (x1 + x2) / 2 + nx * len * bend
  const my = (y1 + y2) / 2 + ny * len * bend
  const pt = (x, y) => `${r1(x)} ${r1(y)}`
  return (
    path(
      `M${pt(x1 + (nx * w) / 2, y1 + (ny * w) / 2)}Q${pt(mx + nx * w * 0.45, my + ny * w * 0.45)} ${pt(x2 + (nx * w) / 8, y2 + (ny * w) / 8)}L${pt(x2 - (nx * w) / 8, y2 - (ny * w) / 8)}Q${pt(mx - nx * w * 0.4, my - ny * w * 0.4)} ${pt(x1 - (nx * w) / 2, y1 - (ny * w) / 2)}Z`,
      color,
    ) + circle(x1, y1, w / 2, color)
  )
}

function gear(cx, cy, r, teeth, fill) {
  const pts = []
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2
    const rr = i % 4 < 2 ? r : r * 0.8
    pts.push(`${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr)}`)
  }
  return path(`M${pts.join('L')}Z`, fill, ' stroke-linejoin="round"') + circle(cx, cy, r * 0.3, W)
}

const star = (cx, cy, s, fill) => path(`M${r1(cx)} ${r1(cy - s)}Q${r1(cx + s * 0.18)} ${r1(cy - s * 0.18)} ${r1(cx + s)} ${r1(cy)}Q${r1(cx + s * 0.18)} ${r1(cy + s * 0.18)} ${r1(cx)} ${r1(cy + s)}Q${r1(cx - s * 0.18)} ${r1(cy + s * 0.18)} ${r1(cx - s)} ${r1(cy)}Q${r1(cx - s * 0.18)} ${r1(cy - s * 0.18)} ${r1(cx)} ${r1(cy - s)}Z`, fill)
const check = (x, y, s, color, w) => line(`M${r1(x - s)} ${r1(y)}l${r1(s * 0.7)} ${r1(s * 0.7)}l${r1(s * 1.3)} ${r1(-s * 1.4)}`, color, w)
const dots3 = (x, y, gap, r, fill) => circle(x - gap, y, r, fill) + circle(x, y, r, fill) + circle(x + gap, y, r, fill)
const bars = (x, y, widths, gap, h, fills) => widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, fills[i % fills.length])).join('')
const note = (x, y, fill) => ellipse(x, y, 7, 5.5, fill, ` transform="rotate(-20 ${x} ${y})"`) + line(`M${x + 6} ${y - 2}V${y - 30}l10 5`, fill, 3)

// ---------------------------------------------------------------------------------------------
// Motifs, drawn around (0, 0) within about 150 x 120. `p` is the palette, `v` a variant number.

const M = {
  calculus(p) {
    return (
      card(p, -72, -52, 144, 104, 14, W) +
      line('M-56 34H60M-48 42V-40', p.k, 3) +
      path('M-30 34V4C-16-22 -2-30 12-24S36 -8 40 -14V34Z', p.m, op(0.28)) +
      line('M-52 24C-38 24 -36 14 -30 4C-16-22 -2-30 12-24S36-8 48-26', p.m, 4.5) +
      line('M-30 34V4M40 34V-14', p.m, 2, ' stroke-dasharray="3 4"') +
      circle(12, -24, 5, p.c, ` stroke="${W}" stroke-width="2"`) +
      line('M-6 -40C-6-47 -13-47 -13-40V-20C-13-13 -20-13 -20-20', p.c, 4.5)
    )
  },
  trig(p) {
    return (
      card(p, -72, -52, 144, 104, 14, W) +
      line('M-60 0H62M-34 -42V42', p.k, 2.5) +
      circle(-34, 0, 26, 'none', ` stroke="${p.m}" stroke-width="3"`) +
      line('M-34 0L-15.6 -18.4', p.c, 3) +
      path('M-24 0A10 10 0 0 0 -26.9 -7.1L-34 0Z', p.c, op(0.5)) +
      circle(-15.6, -18.4, 4.5, p.c) +
      line('M-8 0C2-34 18-34 27 0S52 34 62 0', p.m, 4) +
      line('M-15.6 -18.4H-4', p.k, 1.5, ' stroke-dasharray="2 3"')
    )
  },
  blocks(p) {
    const block = (x, y, s, fill, pips) =>
      path(`M${x} ${y}l8 -8h${s}l-8 8Z`, fill, op(0.55)) +
      path(`M${x + s} ${y}l8 -8v${s}l-8 8Z`, p.k, op(0.35)) +
      rect(x, y, s, s, 5, fill) +
      pips.map(([px, py]) => circle(x + px * s, y + py * s, s / 11, W)).join('')
    return (
      ground(p, 4, 52, 70) +
      block(-58, 12, 40, p.m, [[0.5, 0.5]]) +
      block(-14, 12, 40, p.c, [[0.3, 0.3], [0.7, 0.7]]) +
      block(-36, -30, 40, p.k, [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]]) +
      block(30, 12, 40, p.m, [[0.3, 0.3], [0.7, 0.3], [0.3, 0.7], [0.7, 0.7]]) +
      rect(22, -40, 30, 10, 5, p.c) +
      rect(32, -50, 10, 30, 5, p.c) +
      star(56, -6, 7, W)
    )
  },
  stats(p) {
    const b = [26, 44, 34, 60]
    return (
      card(p, -70, -54, 140, 108, 14, W) +
      line('M-52 38H54', p.k, 2.5, op(0.4)) +
      b.map((h, i) => rect(-44 + i * 24, 38 - h, 16, h, 4, i % 2 ? p.m : p.l, i % 2 ? '' : ` stroke="${p.m}" stroke-width="2"`)).join('') +
      line('M-36 0L-12 -14L12 -6L36 -30', p.c, 3.5) +
      [[-36, 0], [-12, -14], [12, -6], [36, -30]].map(([x, y]) => circle(x, y, 4, W, ` stroke="${p.c}" stroke-width="3"`)).join('') +
      circle(56, -44, 16, p.c) +
      check(56, -44, 6, W, 3.5)
    )
  },
  pendulum(p) {
    return (
      rect(-62, -58, 124, 10, 5, p.k) +
      line('M-30 -48A78 78 0 0 0 30 -48', 'none', 0) +
      line('M-44 18A66 66 0 0 0 44 18', p.k, 2, ' stroke-dasharray="3 5" opacity=".45" transform="translate(0 -4)"') +
      line('M0 -48L-30 10', p.k, 2, op(0.3)) +
      circle(-30, 10, 13, p.m, op(0.3)) +
      line('M0 -48L26 14', p.k, 2.5) +
      circle(26, 14, 16, p.m) +
      circle(21, 9, 5, W, op(0.5)) +
      arrow(26, 32, 26, 62, p.c, 4) +
      arrow(22, 4, 10, -24, p.c, 4) +
      arrow(44, 18, 70, 26, p.k, 3)
    )
  },
  molecule(p) {
    const hex = []
    for (let i = 0; i < 6; i++) hex.push([34 + Math.cos((i * Math.PI) / 3 - Math.PI / 6) * 26, -12 + Math.sin((i * Math.PI) / 3 - Math.PI / 6) * 26])
    return (
      ground(p, -30, 56, 40) +
      path('M-44 -40h22v26l22 48a10 10 0 0 1 -9 14h-48a10 10 0 0 1 -9-14l22-48Z', W, ` stroke="${p.k}" stroke-width="3" stroke-linejoin="round"`) +
      path('M-58 14h50l9 20a10 10 0 0 1 -9 14h-46a10 10 0 0 1 -9-14Z', p.m) +
      rect(-48, -46, 30, 8, 4, p.k) +
      circle(-40, 28, 4, W, op(0.7)) +
      circle(-26, 22, 3, W, op(0.7)) +
      circle(-33, -2, 3, p.m, op(0.6)) +
      circle(-28, -16, 2.2, p.m, op(0.5)) +
      line(`M${hex.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`, p.k, 4) +
      circle(34, -12, 13, 'none', ` stroke="${p.c}" stroke-width="3"`) +
      line(`M${r1(hex[0][0])} ${r1(hex[0][1])}l18 10M${r1(hex[4][0])} ${r1(hex[4][1])}v-18`, p.k, 4) +
      hex.map(([x, y], i) => circle(x, y, i % 2 ? 6 : 7.5, i % 2 ? p.c : p.m)).join('') +
      circle(r1(hex[0][0]) + 18, r1(hex[0][1]) + 10, 7, p.m) +
      circle(r1(hex[4][0]), r1(hex[4][1]) - 18, 6, p.c)
    )
  },
  gears(p) {
    return (
      ground(p, 0, 58, 64) +
      gear(-18, 2, 40, 10, p.m) +
      gear(38, -30, 26, 8, p.c) +
      gear(36, 30, 20, 7, p.k) +
      rect(-70, 40, 64, 14, 3, p.c, op(0.9)) +
      line('M-62 40v6M-52 40v4M-42 40v6M-32 40v4M-22 40v6', p.k, 2)
    )
  },
  essay(p) {
    return (
      card(p, -66, -48, 96, 104, 10, W) +
      bars(-54, -34, [48, 68, 60, 70, 40, 64], 13, 5, [p.l]) +
      bars(-54, -34, [30], 13, 5, [p.m]) +
      group('rotate(38 20 14)', rect(8, -36, 14, 80, 4, p.c) + rect(8, -36, 14, 12, 4, p.k) + path('M8 44h14l-7 16Z', '#fde7c7') + path('M12.5 54h5l-2.5 6Z', p.k)) +
      path('M22 -62h48a12 12 0 0 1 12 12v18a12 12 0 0 1 -12 12h-30l-12 10v-10h-6a12 12 0 0 1 -12-12v-18a12 12 0 0 1 12-12Z', p.m) +
      dots3(46, -41, 12, 4, W)
    )
  },
  headphones(p) {
    const ring = []
    for (let row = 0; row < 4; row++) for (let col = 0; col < 4; col++) if (col !== (row * 2 + 1) % 4) ring.push(`M${-27 + col * 15} ${-20 + row * 18}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`)
    return (
      card(p, -40, -40, 80, 96, 10, W) +
      // An answer sheet: one bubble a row filled in.
      line(ring.join(''), p.k, 1.6, op(0.45)) +
      [0, 1, 2, 3].map((row) => circle(-22 + ((row * 2 + 1) % 4) * 15, -20 + row * 18, 5, p.k)).join('') +
      line('M-58 4V-8A58 58 0 0 1 58 -8V4', p.k, 9) +
      rect(-72, -8, 26, 42, 11, p.m) +
      rect(46, -8, 26, 42, 11, p.m) +
      rect(-64, -2, 10, 30, 5, W, op(0.35)) +
      rect(54, -2, 10, 30, 5, W, op(0.35))
    )
  },
  kana(p) {
    return (
      group('rotate(-4)', card(p, -62, -54, 124, 108, 8, '#fffdf8')) +
      circle(34, -24, 16, p.c) +
      brush(-44, -22, 8, -28, 9, p.k, -0.1) +
      brush(-22, -42, -20, 30, 9, p.k, 0.08) +
      brush(-34, 4, 26, 26, 10, p.k, 0.35) +
      brush(20, 2, 40, 36, 7, p.k, -0.2) +
      group('rotate(30 58 20)', rect(54, -30, 8, 58, 4, p.m) + path('M52 28h12l-6 20Z', p.k))
    )
  },
  kanjiGrid(p) {
    const cell = (x) => rect(x, -40, 58, 58, 0, W, ` stroke="${p.m}" stroke-width="2"`) + line(`M${x + 29} -40v58M${x} -11h58`, p.m, 1, ' stroke-dasharray="3 3" opacity=".6"')
    return (
      card(p, -68, -52, 136, 96, 10, W) +
      cell(-60) +
      cell(2) +
      brush(-52, -26, -10, -28, 7, p.k) +
      brush(-32, -36, -30, 12, 7, p.k, 0.05) +
      brush(-50, -4, -12, -6, 7, p.k) +
      brush(10, -22, 50, -22, 7, p.k, -0.05) +
      brush(30, -34, 18, 8, 7, p.k, 0.12) +
      brush(32, -10, 52, 10, 7, p.k, -0.2) +
      rect(38, 22, 30, 30, 6, p.c, ` transform="rotate(8 53 37)"`) +
      group('rotate(8 53 37)', line('M46 30v14M46 30h14M60 30v14M46 44h14M53 30v14', W, 2.5))
    )
  },
  tones(p) {
    // The four tones of Mandarin as marks on tiles, beside a lantern.
    const tile = (x, y, d, color) => card(p, x, y, 30, 30, 8, W) + line(d, color, 4.5)
    return (
      ground(p, -40, 56, 30) +
      lantern(p, -40, -2, 1.1) +
      tile(-4, -34, 'M4 -19h14', p.m) +
      tile(34, -34, 'M42 -12L56 -26', p.c) +
      tile(-4, 4, 'M4 12Q11 30 18 12', p.c) +
      tile(34, 4, 'M42 12L56 26', p.m)
    )
  },
  seal(p) {
    return (
      card(p, -66, -50, 104, 100, 8, '#fffdf8') +
      rect(-58, -42, 88, 84, 0, 'none', ` stroke="${p.c}" stroke-width="1.5" opacity=".5"`) +
      line('M-14 -42v84M-58 0h88', p.c, 1, ' stroke-dasharray="3 3" opacity=".5"') +
      brush(-46, -24, 18, -26, 9, p.k, -0.05) +
      brush(-16, -36, -20, 34, 9, p.k, 0.04) +
      brush(-22, -4, -46, 26, 8, p.k, 0.2) +
      brush(-10, -4, 22, 28, 8, p.k, -0.2) +
      rect(30, 8, 32, 32, 6, p.m, ' transform="rotate(-8 46 24)"') +
      group('rotate(-8 46 24)', line('M38 16h16M46 16v16M38 24h16M38 32h16', W, 2.5)) +
      group('rotate(-35 56 -20)', rect(52, -58, 8, 50, 4, p.k) + path('M50 -8h12l-6 18Z', p.m))
    )
  },
  briefcase(p) {
    return (
      ground(p, -16, 52, 54) +
      line('M-34 -16v-10a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v10', p.k, 6) +
      rect(-64, -16, 96, 66, 12, p.m) +
      rect(-64, -16, 96, 26, 12, p.k, op(0.2)) +
      rect(-22, 4, 12, 14, 3, p.c) +
      path('M20 -64h44a12 12 0 0 1 12 12v20a12 12 0 0 1 -12 12h-18l-14 12v-12h-12a12 12 0 0 1 -12-12v-20a12 12 0 0 1 12-12Z', W) +
      brush(24, -50, 58, -52, 6, p.c, -0.1) +
      brush(36, -58, 40, -28, 6, p.c, 0.05)
    )
  },
  book(p) {
    return (
      ground(p, 0, 50, 70) +
      path('M0 -26C-20 -38 -50 -38 -70 -30V40C-50 32 -20 32 0 44Z', W, ` stroke="${p.k}" stroke-width="2.5" stroke-linejoin="round"`) +
      path('M0 -26C20 -38 50 -38 70 -30V40C50 32 20 32 0 44Z', W, ` stroke="${p.k}" stroke-width="2.5" stroke-linejoin="round"`) +
      path('M0 44C-20 32 -50 32 -70 40v6C-50 38 -20 38 0 50C20 38 50 38 70 46v-6C50 32 20 32 0 44Z', p.m) +
      brush(-56, -16, -14, -20, 6, p.k, -0.05) +
      brush(-36, -28, -38, 20, 6, p.k, 0.04) +
      brush(-54, 4, -18, 16, 6, p.k, 0.2) +
      bars(12, -18, [44, 36, 46, 30], 12, 4, [p.l, p.l]) +
      bars(12, -18, [20], 12, 4, [p.m]) +
      group('translate(52 -40) scale(.5)', lantern(p, 0, 0, 1))
    )
  },
  guitar(p, v) {
    const strings = v === 1 ? 4 : 6
    const s = v === 1 ? 0.8 : 1
    const gap = 2.6
    return group(
      `translate(-14 6) rotate(-32) scale(${s})`,
      path('M-78 0c0-20 14-30 30-30c10 0 16 6 24 6s14-10 28-10c18 0 26 14 26 34s-8 34-26 34c-14 0 -20-10-28-10s-14 6-24 6c-16 0-30-10-30-30Z', p.m) +
        circle(-10, 0, 12, p.k) +
        rect(-62, -9, 10, 18, 3, p.k) +
        rect(14, -6, 80, 12, 2, p.k) +
        rect(90, -10, 24, 20, 6, p.c) +
        [0, 1, 2].map((i) => circle(98 + i * 6, -12, 2.5, p.k) + circle(98 + i * 6, 12, 2.5, p.k)).join('') +
        Array.from({ length: strings }, (_, i) => line(`M-58 ${r1((i - (strings - 1) / 2) * gap)}H94`, W, 0.9, op(0.9))).join('') +
        [30, 46, 62, 78].map((x) => line(`M${x} -6v12`, W, 1, op(0.4))).join(''),
    )
  },
  electric(p) {
    return (
      group('translate(-34 30) scale(1.1)', note(0, 0, W) + note(-18, -32, W)).replace(/fill="#fff"/g, `fill="${p.c}"`).replace(/stroke="#fff"/g, `stroke="${p.c}"`) +
      group(
        'translate(-10 8) rotate(-32)',
        path('M-4 -8C2-16 6-30 -6-30C-16-30 -22-18 -32-20C-50-26 -72-22 -72 0C-72 22 -50 28 -32 22C-22 18 -14 28 -4 26C2 24 2 14 -4 8Z', p.m) +
          path('M-46 -10c8-6 24-6 34 0v20c-10 6-26 6-34 0Z', W) +
          rect(-36, -8, 6, 16, 2, p.k) +
          rect(-22, -8, 6, 16, 2, p.k) +
          rect(4, -5, 88, 10, 2, p.k) +
          path('M90 -6h16l12 -6v12l-6 10h-22Z', p.k) +
          [0, 1, 2, 3, 4, 5].map((i) => line(`M-50 ${r1((i - 2.5) * 1.7)}H104`, W, 0.8, op(0.85))).join(''),
      )
    )
  },
  piano(p, v) {
    const keys = v === 1 ? 8 : 7
    const w = 17
    const x0 = -(keys * w) / 2
    let out = card(p, x0 - 8, -26, keys * w + 16, 72, 10, p.k) + rect(x0 - 8, -26, keys * w + 16, 14, 10, p.m)
    for (let i = 0; i < keys; i++) out += rect(x0 + i * w + 1, -10, w - 2, 50, 3, W)
    for (let i = 0; i < keys - 1; i++) if (i % 7 !== 2 && i % 7 !== 6) out += rect(x0 + i * w + w - 5, -10, 10, 30, 2, p.k)
    if (v === 1) out += [1, 3, 5].map((i) => circle(x0 + i * w + w / 2, 30, 4.5, p.c)).join('') + group('translate(78 -6)', rect(-7, -30, 14, 24, 7, p.c) + line('M-11 -16a11 11 0 0 0 22 0M0 -5v12', p.k, 3))
    else out += group('translate(-30 -36)', note(0, 0, p.c)) + group('translate(20 -40)', note(0, 0, p.m)) + star(54, -48, 7, W) + star(-60, -46, 5, W)
    return out
  },
  terminal(p) {
    return (
      card(p, -74, -52, 118, 88, 10, p.k) +
      rect(-74, -52, 118, 16, 10, '#ffffff', op(0.12)) +
      dots3(-56, -44, 9, 3, p.c) +
      line('M-62 -22l8 6l-8 6', p.m, 3) +
      bars(-48, -21, [36, 60, 44, 26], 12, 5, [p.m, W + '" opacity=".6', p.c, W + '" opacity=".6']) +
      card(p, 12, -6, 64, 56, 10, W) +
      [18, 30, 22, 40].map((h, i) => rect(22 + i * 12, 40 - h, 8, h, 3, i === 3 ? p.c : p.m)).join('') +
      line('M22 8L34 0L46 6L64 -10', p.k, 2.5)
    )
  },
  brackets(p) {
    return (
      card(p, -70, -50, 140, 100, 12, W) +
      rect(-70, -50, 140, 18, 12, p.l) +
      rect(-70, -40, 140, 8, 0, p.l) +
      dots3(-54, -41, 9, 3, p.m) +
      rect(-8, -46, 66, 10, 5, W) +
      rect(-56, -20, 40, 26, 6, p.l) +
      rect(-56, 12, 40, 26, 6, p.l) +
      line('M10 -12L-6 6L10 24', p.m, 7) +
      line('M44 -12L60 6L44 24', p.m, 7) +
      line('M34 -16L20 28', p.c, 7)
    )
  },
  flowchart(p) {
    return (
      line('M0 -34V-14M0 14V30M24 0H44V28', p.k, 3) +
      arrow(0, 14, 0, 32, p.k, 3) +
      rect(-26, -60, 52, 24, 12, p.m) +
      path('M0 -18L26 0L0 18L-26 0Z', p.c) +
      card(p, -26, 32, 52, 26, 6, W) +
      rect(-26, 32, 52, 26, 6, 'none', ` stroke="${p.k}" stroke-width="2.5"`) +
      card(p, 30, 30, 30, 30, 15, p.m) +
      line('M-62 -30l-10 10l10 10M62 -30l10 10l-10 10', p.k, 5, op(0.5)) +
      bars(-16, 41, [32], 10, 6, [p.l])
    )
  },
  social(p) {
    return (
      card(p, -34, -62, 68, 124, 14, p.k) +
      rect(-28, -52, 56, 104, 8, W) +
      rect(-22, -44, 44, 44, 6, p.l) +
      path('M-22 -8l14-16l10 10l8-6l12 12v2a6 6 0 0 1 -6 6h-32a6 6 0 0 1 -6-6Z', p.m) +
      circle(10, -32, 5, p.c) +
      bars(-22, 8, [44, 30], 9, 4, [p.l]) +
      path('M-14 34c0-5 6-7 8-3c2-4 8-2 8 3c0 5-8 10-8 10s-8-5-8-10Z', p.c) +
      [p.m, p.c, p.k, W].map((f, i) => circle(54, -34 + i * 18, 7, f, ` stroke="${W}" stroke-width="2"`)).join('') +
      card(p, -76, -10, 30, 36, 6, W) +
      rect(-72, -6, 22, 14, 3, p.c, op(0.7))
    )
  },
  pen(p) {
    return (
      line('M-60 30C-50 -30 10 -40 12 -4S50 40 62 -20', p.k, 4) +
      line('M-30 -34L12 -4L54 26', p.k, 1.5, op(0.5)) +
      circle(-30, -34, 5, p.c) +
      circle(54, 26, 5, p.c) +
      rect(6, -10, 12, 12, 2, W, ` stroke="${p.k}" stroke-width="2.5"`) +
      rect(-66, 24, 12, 12, 2, W, ` stroke="${p.k}" stroke-width="2.5"`) +
      rect(56, -26, 12, 12, 2, W, ` stroke="${p.k}" stroke-width="2.5"`) +
      group('translate(-2 14) rotate(-30)', path('M0 -20L16 6L0 40L-16 6Z', p.m) + path('M0 12v28', 'none', ` stroke="${p.k}" stroke-width="2"`) + circle(0, 8, 4, p.k) + rect(-14, -34, 28, 14, 4, p.k))
    )
  },
  yoga(p, v) {
    // v 0: tree pose in front of a rising sun; v 1: seated and breathing, the laptop put aside.
    if (v === 1)
      return (
        circle(0, 4, 50, W, op(0.5)) +
        rect(-68, 46, 136, 8, 4, p.c) +
        path('M-52 46c0-16 18-22 52-22s52 6 52 22Z', p.k) +
        path('M-15 -18h30l6 46h-42Z', p.m, ` stroke="${p.m}" stroke-width="6" stroke-linejoin="round"`) +
        line('M-14 -14L-32 14L-44 30M14 -14L32 14L44 30', p.k, 7) +
        circle(0, -30, 10, p.k) +
        circle(0, -43, 5, p.k) +
        group('translate(62 10)', path('M-14 22l4-24h20l-4 24Z', p.l, ` stroke="${p.k}" stroke-width="2.5" stroke-linejoin="round"`) + rect(-22, 22, 36, 4, 2, p.k))
      )
    return (
      circle(0, 14, 50, '#fde68a', op(0.85)) +
      rect(-64, 50, 128, 8, 4, p.m) +
      line('M4 10V50', p.k, 9) +
      line('M-2 10L-30 26L1 34', p.k, 9) +
      path('M-11 -22h22l-3 34h-16Z', p.m, ` stroke="${p.m}" stroke-width="6" stroke-linejoin="round"`) +
      line('M-10 -20L-22 -44L-2 -64M10 -20L22 -44L2 -64', p.k, 6) +
      circle(0, -33, 9, p.k)
    )
  },
  plate(p) {
    return (
      ground(p, 0, 56, 70) +
      line('M-72 -40V-10M-80 -40V-18a8 8 0 0 0 16 0V-40M-72 -10V44', p.k, 4) +
      path('M70 -40c-12 6-14 26-8 40h8V44', 'none', ` stroke="${p.k}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`) +
      circle(0, 0, 52, W) +
      circle(0, 0, 40, p.l, ` stroke="${p.k}" stroke-width="1.5" stroke-opacity=".15"`) +
      path('M0 0V-40A40 40 0 0 0 -40 0Z', p.m) +
      path('M-30 -8c4-14 16-20 24-18', 'none', ` stroke="${W}" stroke-width="2" opacity=".6"`) +
      path('M0 0H40A40 40 0 0 0 0 -40Z', '#f7e7c4') +
      [[12, -14], [22, -22], [26, -10], [16, -26]].map(([x, y]) => ellipse(x, y, 4, 2.6, W, op(0.9))).join('') +
      path('M0 0V40A40 40 0 0 0 40 0Z', p.c) +
      circle(-14, 18, 11, '#ef4444') +
      circle(-22, 28, 9, '#f59e0b') +
      line('M-14 7l2-6', '#3f6212', 2)
    )
  },
  atom(p) {
    return (
      ground(p, 0, 58, 56) +
      ['0', '60', '120'].map((a) => ellipse(0, 0, 58, 20, 'none', ` stroke="${a === '0' ? p.m : p.k}" stroke-width="4" transform="rotate(${a})"`)).join('') +
      circle(0, 0, 12, p.c) +
      circle(-4, -4, 4, W, op(0.5)) +
      circle(58, 0, 6, p.m) +
      circle(-29, -50.2, 6, p.m) +
      circle(-29, 50.2, 6, p.m)
    )
  },
  geometry(p) {
    return (
      card(p, -70, 24, 140, 24, 4, p.c) +
      line(Array.from({ length: 13 }, (_, i) => `M${-62 + i * 10} 24v${i % 2 ? 6 : 10}`).join(''), p.k, 1.6) +
      path('M-56 14L-56 -46L20 14Z', p.m, op(0.2)) +
      line('M-56 14L-56 -46L20 14Z', p.m, 4) +
      line('M-56 2h12v12', p.m, 2.5) +
      circle(44, -48, 6, p.k) +
      line('M44 -48L28 14M44 -48L62 14', p.k, 5) +
      path('M26 14l2 8l3-7Z', p.k) +
      line('M26 -2A40 40 0 0 0 64 -2', p.k, 2, ' stroke-dasharray="3 4" opacity=".6"')
    )
  },
  abcBook(p) {
    return (
      ground(p, 0, 50, 70) +
      path('M0 -30C-20 -42 -50 -42 -70 -34V36C-50 28 -20 28 0 40Z', W) +
      path('M0 -30C20 -42 50 -42 70 -34V36C50 28 20 28 0 40Z', W) +
      path('M0 40C-20 28 -50 28 -70 36v8C-50 36 -20 36 0 48C20 36 50 36 70 44v-8C50 28 20 28 0 40Z', p.m) +
      line('M0 -30V40', p.k, 1.5, op(0.25)) +
      line('M-46 12L-34 -20L-22 12M-42 2h16', p.c, 6) +
      line('M8 -20v32h10a8 8 0 0 0 0-16h-10h8a8 8 0 0 0 0-16Z', p.m, 5) +
      line('M46 -16a13 13 0 1 0 0 24', p.k, 5) +
      star(-60, -50, 7, p.c) +
      star(64, -52, 5, W)
    )
  },
  cup(p) {
    return (
      ground(p, -6, 54, 60) +
      path('M-52 -14h72v34a28 28 0 0 1 -28 28h-16a28 28 0 0 1 -28-28Z', p.m) +
      line('M20 -4h8a14 14 0 0 1 0 28h-10', p.m, 7) +
      rect(-52, -14, 72, 10, 3, p.k, op(0.25)) +
      line('M-30 -28c-6-8 6-14 0-22M-14 -30c-6-8 6-14 0-22M2 -28c-6-8 6-14 0-22', p.k, 3.5, op(0.5)) +
      line('M50 -40c-8 0-8 4-8 10s-4 8-8 8c4 0 8 2 8 8s0 10 8 10M64 -40c8 0 8 4 8 10s4 8 8 8c-4 0-8 2-8 8s0 10-8 10', p.c, 4.5)
    )
  },
  venn(p) {
    return (
      circle(-22, -12, 34, p.m, op(0.75)) +
      circle(22, -12, 34, p.c, op(0.75)) +
      circle(0, 24, 34, '#0ea5e9', op(0.7)) +
      circle(0, 0, 8, W) +
      [[-22, -12], [22, -12], [0, 24]].map(([x, y]) => circle(x, y, 34, 'none', ` stroke="${W}" stroke-width="2.5"`)).join('')
    )
  },
  circuit(p) {
    return (
      line('M-60 -16V40H60V-16', p.l, 4) +
      line('M-60 -16H-22M22 -16H60', p.l, 4) +
      rect(-74, 4, 28, 16, 3, p.c) +
      rect(-64, 0, 8, 4, 1, p.k) +
      circle(0, -30, 30, p.c, op(0.5)) +
      path('M-16 -34a16 16 0 1 1 32 0c0 8-6 12-7 20h-18c-1-8-7-12-7-20Z', W) +
      rect(-9, -12, 18, 12, 3, p.k) +
      line('M-5 -16l5-10l5 10', p.c, 2) +
      path('M30 12l-10 20h10l-6 18l18-24h-10l8-14Z', p.c, ` stroke="${p.k}" stroke-width="2" stroke-linejoin="round"`)
    )
  },
  puzzle(p) {
    const piece = (x, y, fill) => rect(x, y, 40, 40, 6, fill) + circle(x + 40, y + 20, 8, fill) + circle(x + 20, y + 40, 8, fill)
    return (
      ground(p, 0, 56, 60) +
      piece(-18, -4, p.c) +
      piece(-58, -4, p.m) +
      group('translate(36 -40)', circle(0, 0, 20, p.c, op(0.3)) + path('M-12 0a12 12 0 1 1 24 0c0 6-5 8-5 14h-14c0-6-5-8-5-14Z', W, ` stroke="${p.k}" stroke-width="2.5"`) + rect(-6, 16, 12, 6, 2, p.k))
    )
  },
  notebook(p) {
    return (
      card(p, -56, -50, 92, 104, 8, W) +
      Array.from({ length: 6 }, (_, i) => circle(-56, -38 + i * 17, 4, p.k)) .join('') +
      bars(-40, -36, [30, 56], 11, 4, [p.l]) +
      line('M-38 36L-6 -8L22 36Z', p.m, 3.5) +
      circle(-6, 20, 12, 'none', ` stroke="${p.c}" stroke-width="3"`) +
      group('translate(50 -34)', circle(0, 0, 24, p.c, op(0.3)) + path('M-14 0a14 14 0 1 1 28 0c0 7-6 10-6 16h-16c0-6-6-9-6-16Z', p.c) + rect(-7, 18, 14, 7, 2, p.k) + line('M0 -34v-6M24 -24l4-4M-24 -24l-4-4', p.c, 3))
    )
  },
  calendar(p, v) {
    let out = card(p, -62, -48, 96, 100, 12, W) + rect(-62, -48, 96, 26, 12, p.m) + rect(-62, -30, 96, 8, 0, p.m) + line('M-40 -56v14M12 -56v14', p.k, 5)
    // Four weeks of days as dashes; v 0 has the days done so far in the accent colour, v 1 one day moved.
    const week = (r, color, d = 'h82') => path(`M-54 ${-8.5 + r * 15}${d}`, 'none', ` stroke="${color}" stroke-width="11" stroke-dasharray="12 5"`)
    for (let r = 0; r < 4; r++) out += week(r, v === 0 && r < 2 ? p.c : p.l)
    out += v === 0 ? week(2, p.c, 'h12') : rect(-3, 1, 12, 11, 3, p.c)
    if (v === 1) out += group('translate(46 12)', circle(0, 0, 24, W) + circle(0, 0, 24, 'none', ` stroke="${p.k}" stroke-width="3"`) + line('M0 -12V0l8 6', p.k, 3)) + line('M16 -42a34 34 0 0 1 40 22', p.c, 4) + arrow(50, -28, 58, -16, p.c, 4) + line('M56 44a34 34 0 0 1 -36 10', p.c, 4)
    else out += group('translate(48 18)', circle(0, 0, 22, p.k) + circle(0, 0, 17, W) + rect(-4, -30, 8, 8, 2, p.k) + line('M0 0l8-8', p.c, 3)) + check(-43, -8, 3, W, 2)
    return out
  },
  chordChart(p) {
    let out = card(p, -60, -54, 76, 104, 10, W) + rect(-48, -38, 52, 5, 2, p.k)
    for (let i = 0; i < 6; i++) out += line(`M${-46 + i * 10} -36V38`, p.k, 1.6)
    for (let i = 1; i < 5; i++) out += line(`M-46 ${-36 + i * 18.5}H4`, p.k, 1.6, op(0.5))
    out += [[-36, -17], [-16, -17], [-26, 1], [-6, 20]].map(([x, y]) => circle(x, y - 9, 6, p.m)).join('')
    out += path('M30 -20c10-8 40-8 44 6c2 12 -14 36 -22 38c-8-2-26-26-22-44Z', p.c, ' transform="rotate(12 50 0)"') + group('translate(46 40) scale(.8)', note(0, 0, p.k))
    return out
  },
  signpost(p) {
    return (
      ground(p, 0, 58, 40) +
      rect(-4, -50, 8, 108, 4, p.k) +
      path('M-70 -44h60v28h-60l-10-14Z', p.m) +
      line('M-58 -37l7 7l-7 7M-46 -24h12', W, 3) +
      path('M10 -8h60l10 14l-10 14h-60Z', p.c) +
      line('M28 -2c-5 0-5 3-5 8s-3 6-5 6c2 0 5 1 5 6s0 8 5 8M52 -2c5 0 5 3 5 8s3 6 5 6c-2 0-5 1-5 6s0 8-5 8', W, 3) +
      circle(0, -56, 6, p.k)
    )
  },
  search(p) {
    return (
      card(p, -66, -50, 96, 100, 12, W) +
      circle(-42, -24, 13, p.l) +
      circle(-42, -28, 5, p.m) +
      path('M-52 -14a10 10 0 0 1 20 0Z', p.m) +
      bars(-22, -32, [40, 28], 11, 5, [p.k, p.l]) +
      [0, 1, 2, 3, 4].map((i) => star(-52 + i * 11, 0, 5, i < 4 ? p.c : p.l)).join('') +
      bars(-56, 14, [72, 60, 66], 10, 4, [p.l]) +
      circle(32, 10, 26, W, op(0.35)) +
      circle(32, 10, 26, 'none', ` stroke="${p.m}" stroke-width="7"`) +
      line('M51 29L70 48', p.m, 10) +
      circle(22, 0, 6, W, op(0.8))
    )
  },
  laptop(p) {
    return (
      ground(p, 0, 50, 78) +
      rect(-56, -50, 112, 76, 8, p.k) +
      rect(-50, -44, 100, 64, 4, p.l) +
      circle(0, -18, 12, p.m) +
      path('M-22 20a22 18 0 0 1 44 0Z', p.m) +
      circle(0, -47, 1.6, W) +
      path('M-70 26h140l-8 14h-124Z', p.k, op(0.85)) +
      rect(-14, 26, 28, 4, 2, W, op(0.4)) +
      group('translate(62 -20)', line('M-16 4v-6a16 16 0 0 1 32 0v6', p.c, 5) + rect(-20, 0, 10, 18, 5, p.c) + rect(10, 0, 10, 18, 5, p.c) + line('M-15 18q2 12 14 12', p.c, 2.5))
    )
  },
  stairs(p) {
    return (
      ground(p, 8, 52, 70) +
      [0, 1, 2, 3].map((i) => rect(-54 + i * 30, 50 - (i + 1) * 22, 30, (i + 1) * 22, 4, [p.c, p.m, p.c, p.k][i] + '" stroke="#fff" stroke-width="2')).join('') +
      line('M52 -38V-72', p.k, 3) +
      path('M52 -72h26l-7 8l7 8h-26Z', p.c) +
      card(p, -70, -54, 50, 34, 6, W) +
      circle(-58, -38, 7, p.m) +
      bars(-47, -44, [20, 14], 10, 4, [p.k, p.l]) +
      circle(-22, -22, 9, p.c) +
      check(-22, -22, 3.5, W, 2.5)
    )
  },
  shield(p) {
    return (
      ground(p, 0, 58, 64) +
      card(p, -72, -8, 70, 44, 8, p.m) +
      rect(-72, 2, 70, 9, 0, p.k) +
      rect(-64, 20, 20, 5, 2, W, op(0.8)) +
      group('translate(46 34)', ellipse(0, 10, 18, 6, '#b45309') + rect(-18, 0, 36, 10, 0, '#b45309') + ellipse(0, 0, 18, 6, '#f59e0b') + ellipse(0, -8, 18, 6, '#b45309') + rect(-18, -18, 36, 10, 0, '#b45309') + ellipse(0, -18, 18, 6, '#fbbf24')) +
      path('M0 -58L34 -46V-14C34 10 18 26 0 34C-18 26 -34 10 -34 -14V-46Z', p.c, ` stroke="${W}" stroke-width="4" stroke-linejoin="round"`) +
      check(0, -14, 10, W, 6)
    )
  },
  cap(p) {
    return (
      ground(p, 0, 48, 50) +
      path('M-30 -4v26c10 10 50 10 60 0v-26Z', p.k) +
      path('M0 -42L66 -14L0 14L-66 -14Z', p.m) +
      path('M0 -42L66 -14L0 14L-66 -14Z', 'none', ` stroke="${W}" stroke-width="2" stroke-linejoin="round" opacity=".35"`) +
      line('M0 -14L48 -4V28', p.c, 3.5) +
      circle(48, 32, 6, p.c) +
      circle(0, -14, 5, p.c)
    )
  },
  globe(p) {
    return (
      circle(-14, 6, 44, p.m) +
      path('M-40 -14c10 2 14 10 8 18s4 16 12 14s8 12 2 20M-2 -34c-6 8 2 12 10 12s10 10 4 16', 'none', ` stroke="${W}" stroke-width="3" stroke-linecap="round" opacity=".55"`) +
      circle(-14, 6, 44, 'none', ` stroke="${p.k}" stroke-width="3" stroke-opacity=".25"`) +
      path('M14 -60h50a12 12 0 0 1 12 12v16a12 12 0 0 1 -12 12h-26l-14 12v-12h-10a12 12 0 0 1 -12-12v-16a12 12 0 0 1 12-12Z', p.c, ` stroke="${W}" stroke-width="3"`) +
      dots3(38, -40, 12, 4, W)
    )
  },
  bubbles(p) {
    return (
      path('M-70 -50h70a14 14 0 0 1 14 14v26a14 14 0 0 1 -14 14h-44l-18 16v-16h-8a14 14 0 0 1 -14-14v-26a14 14 0 0 1 14-14Z', p.m) +
      bars(-60, -36, [46, 30], 12, 5, [W]) +
      path('M-4 0h70a14 14 0 0 1 14 14v26a14 14 0 0 1 -14 14h-8v16l-18-16h-44a14 14 0 0 1 -14-14v-26a14 14 0 0 1 14-14Z', W, ` stroke="${p.k}" stroke-width="0" `) +
      dots3(31, 27, 14, 5, p.c)
    )
  },
  music(p) {
    return (
      ground(p, 0, 56, 44) +
      path('M-20 -46l56-14v12l-56 14Z', p.k) +
      line('M-18 -40V30M34 -54V16', p.k, 6) +
      ellipse(-30, 32, 16, 12, p.m, ' transform="rotate(-20 -30 32)"') +
      ellipse(22, 18, 16, 12, p.c, ' transform="rotate(-20 22 18)"') +
      star(-52, -30, 7, W) +
      star(56, -14, 5, W)
    )
  },
  heart(p) {
    return (
      ground(p, 0, 58, 50) +
      path('M0 44C-30 24 -62 2 -62 -22c0-18 14-30 30-30c14 0 26 8 32 20c6-12 18-20 32-20c16 0 30 12 30 30c0 24-32 46-62 66Z', p.m) +
      line('M-50 -2h22l8-18l12 34l10-24l6 8h28', W, 4.5) +
      path('M30 -58c16-4 30 4 34 16c-16 6-30-2-34-16Z', p.c) +
      line('M30 -58c10 8 20 12 34 16', p.k, 1.5, op(0.4))
    )
  },
  operators(p) {
    const tile = (x, y, fill, d) => card(p, x, y, 46, 46, 12, fill) + line(d, W, 6)
    return (
      tile(-50, -50, p.m, 'M-27 -38v22M-38 -27h22') +
      tile(4, -50, p.c, 'M16 -27h22') +
      tile(-50, 4, p.k, 'M-35 19l16 16M-19 19l-16 16') +
      tile(4, 4, p.m, 'M16 27h22') +
      circle(27, 17, 3.5, W) +
      circle(27, 37, 3.5, W)
    )
  },
  building(p) {
    return (
      ground(p, 0, 54, 74) +
      path('M0 -56L70 -24H-70Z', p.m) +
      rect(-62, -24, 124, 8, 2, p.k) +
      [-48, -24, 0, 24, 48].map((x) => rect(x - 6, -14, 12, 52, 3, W)).join('') +
      rect(-68, 38, 136, 10, 3, p.k) +
      circle(0, -36, 7, W)
    )
  },
  lanternOnly(p) {
    return ground(p, 0, 62, 40) + lantern(p, 0, 0, 1.5)
  },
  torii(p) {
    return (
      circle(0, -6, 40, '#fef3c7', op(0.9)) +
      ground(p, 0, 56, 70) +
      path('M-76 -52c30 8 122 8 152 0l-4 14c-30 6-114 6-144 0Z', p.m) +
      rect(-58, -26, 116, 10, 2, p.m) +
      rect(-4, -38, 8, 14, 0, p.k) +
      rect(-48, -38, 12, 94, 3, p.m) +
      rect(36, -38, 12, 94, 3, p.m) +
      rect(-52, 48, 20, 8, 2, p.k) +
      rect(32, 48, 20, 8, 2, p.k) +
      rect(-76, -54, 152, 5, 2.5, p.k)
    )
  },
}

function lantern(p, x, y, s) {
  return group(
    `translate(${x} ${y}) scale(${s})`,
    line('M0 -34V-26', p.k, 2) +
      rect(-12, -28, 24, 6, 2, p.k) +
      ellipse(0, 0, 26, 24, '#dc2626') +
      ellipse(0, 0, 12, 24, 'none', ` stroke="#fbbf24" stroke-width="2"`) +
      line('M0 -24V24', '#fbbf24', 2) +
      rect(-12, 22, 24, 6, 2, p.k) +
      line('M0 28V44', '#fbbf24', 3),
  )
}

// ---------------------------------------------------------------------------------------------
// Backgrounds: a gradient, a light halo behind the motif and a few shapes, sparkles kept to the
// sides (away from the motif). `layout` picks the arrangement.

function hash(s) {
  let h = 2166136261
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

function backdrop(p, layout, seed, dark) {
  const halo = dark ? 0.08 : 0.5
  const side = (i) => {
    const h = (seed >>> (i * 5)) & 31
    const x = i % 2 ? 250 + (h % 50) : 20 + (h % 50)
    const y = 22 + ((h * 7 + i * 41) % 136)
    return [x, y]
  }
  let out = ''
  switch (layout % 5) {
    case 0:
      out += circle(300, -10, 90, W, op(dark ? 0.06 : 0.3)) + circle(10, 190, 70, p.m, op(0.12)) + circle(160, 90, 74, W, op(halo))
      break
    case 1:
      out += path('M0 130C60 110 110 150 170 136S270 100 320 118V180H0Z', W, op(dark ? 0.07 : 0.35)) + path('M98 180V70a62 62 0 0 1 124 0V180Z', W, op(halo))
      break
    case 2:
      out += [30, 52, 74].map((r) => circle(30, 150, r, 'none', ` stroke="${W}" stroke-width="10" opacity="${dark ? 0.06 : 0.28}"`)).join('') + rect(92, 18, 136, 144, 40, W, op(halo))
      break
    case 3:
      out += circle(268, 42, 24, W, op(dark ? 0.12 : 0.55)) + path('M0 150Q80 118 160 140T320 134V180H0Z', p.m, op(0.12)) + circle(160, 88, 70, W, op(halo))
      break
    default:
      out += `<pattern id="d" width="12" height="12" patternUnits="userSpaceOnUse">${circle(2, 2, 1.4, dark ? W : p.k, op(dark ? 0.18 : 0.16))}</pattern>` + rect(0, 0, 96, 180, 0, 'url(#d)') + rect(236, 0, 84, 180, 0, 'url(#d)') + circle(160, 90, 72, W, op(halo))
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = side(i)
    out += i % 2 ? star(x, y, 4 + (i % 3), i === 1 ? p.c : W) : circle(x, y, 3 + (i % 3), i === 0 ? p.c : W, op(0.8))
  }
  return out
}

/** One picture: `motif` is a key of M, `palette` of PALETTES, `layout` 0-4, `variant` a motif's own choice. */
export function renderCover({ name, motif, palette, layout = 0, variant = 0, scale = 1 }) {
  const p = PALETTES[palette]
  const draw = M[motif]
  if (!p || !draw) throw new Error(`cover ${name}: unknown palette ${palette} or motif ${motif}`)
  const dark = palette === 'night' || palette === 'ink'
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>` +
    rect(0, 0, 320, 180, 0, 'url(#g)') +
    backdrop(p, layout, hash(name), dark) +
    group(`translate(160 92)${scale === 1 ? '' : ` scale(${scale})`}`, draw(p, variant))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">${body}</svg>\n`
}

// ---------------------------------------------------------------------------------------------
// Every seeded picture. The names are what server/db/seed-catalogue-content.ts refers to
// (`/images/covers/<name>.svg`).

// Services and blogs are drawn at 0.86: on a phone their card shows a narrow strip of the picture
// (about its middle 120 of 320 units), which holds a motif of that size.
const C = (name, motif, palette, layout, variant = 0, scale = 0.86) => ({ name, motif, palette, layout, variant, scale })

export const COVERS = [
  // Categories: one bold motif, larger, for the small square tiles.
  C('category-tutoring', 'cap', 'cobalt', 0, 0, 1.25),
  C('category-languages', 'globe', 'teal', 0, 0, 1.2),
  C('category-music', 'music', 'plum', 0, 0, 1.3),
  C('category-it', 'brackets', 'night', 0, 0, 1.2),
  C('category-health', 'heart', 'mint', 0, 0, 1.2),
  C('category-maths', 'operators', 'sky', 0, 0, 1.2),
  C('category-science', 'atom', 'ocean', 0, 0, 1.2),
  C('category-exam-english', 'headphones', 'rose', 0, 0, 1.15),
  C('category-entrance', 'building', 'sand', 0, 0, 1.15),
  C('category-chinese', 'lanternOnly', 'coral', 0, 0, 1.1),
  C('category-japanese', 'torii', 'peach', 0, 0, 1.1),
  C('category-conversation', 'bubbles', 'lavender', 0, 0, 1.15),
  C('category-guitar', 'guitar', 'lemon', 0, 0, 1.1),
  C('category-piano', 'piano', 'berry', 0, 0, 1.2),
  C('category-programming', 'terminal', 'ink', 0, 0, 1.15),
  C('category-graphic-design', 'pen', 'plum', 0, 0, 1.2),
  C('category-yoga', 'yoga', 'sage', 0, 0, 1.15),
  C('category-nutrition', 'plate', 'lemon', 0, 0, 1.15),
  C('category-high-school-maths', 'calculus', 'cobalt', 0, 0, 1.15),
  C('category-primary-maths', 'blocks', 'peach', 0, 0, 1.15),
  C('category-physics', 'pendulum', 'sky', 0, 0, 1.1),
  C('category-chemistry', 'molecule', 'teal', 0, 0, 1.15),

  // Services, by seed number.
  C('service-01-calculus', 'calculus', 'sky', 0),
  C('service-02-number-blocks', 'blocks', 'lemon', 1),
  C('service-03-exam-statistics', 'stats', 'lavender', 2),
  C('service-04-pendulum', 'pendulum', 'ocean', 3),
  C('service-05-organic-molecule', 'molecule', 'mint', 4),
  C('service-06-engineering-gears', 'gears', 'sand', 0),
  C('service-07-ielts-writing', 'essay', 'rose', 1),
  C('service-08-toeic-headphones', 'headphones', 'teal', 2),
  C('service-09-hiragana-brush', 'kana', 'peach', 3),
  C('service-10-kanji-grid', 'kanjiGrid', 'berry', 4),
  C('service-11-conversation', 'bubbles', 'sky', 2),
  C('service-12-chinese-tones', 'tones', 'lemon', 0),
  C('service-13-hsk-seal', 'seal', 'coral', 1),
  C('service-14-business-chinese', 'briefcase', 'cobalt', 3),
  C('service-15-chinese-book', 'book', 'rose', 2),
  C('service-16-acoustic-guitar', 'guitar', 'peach', 1),
  C('service-17-electric-guitar', 'electric', 'night', 3),
  C('service-18-piano-kids', 'piano', 'lemon', 4),
  C('service-19-piano-pop', 'piano', 'plum', 0, 1),
  C('service-20-python-data', 'terminal', 'mint', 2),
  C('service-21-web-brackets', 'brackets', 'cobalt', 1),
  C('service-22-algorithm-flowchart', 'flowchart', 'ocean', 4),
  C('service-23-social-posts', 'social', 'berry', 3),
  C('service-24-logo-pen-tool', 'pen', 'lemon', 2),
  C('service-25-morning-yoga', 'yoga', 'peach', 1),
  C('service-26-back-care-yoga', 'yoga', 'teal', 4, 1),
  C('service-27-nutrition-plate', 'plate', 'sage', 0),
  C('service-28-science-atom', 'atom', 'lavender', 3),
  C('service-29-geometry', 'geometry', 'mint', 1),
  C('service-30-abc-book', 'abcBook', 'sky', 4),
  C('service-31-trigonometry', 'trig', 'sand', 2),
  C('service-32-java-cup', 'cup', 'coral', 0),
  C('service-33-ukulele', 'guitar', 'sage', 3, 1),
  C('demo-01-venn', 'venn', 'lemon', 2),
  C('demo-02-circuit', 'circuit', 'night', 0),
  C('demo-03-puzzle', 'puzzle', 'rose', 4),

  // Blogs, by seed number.
  C('blog-01-maths-notebook', 'notebook', 'cobalt', 2),
  C('blog-02-tgat-calendar', 'calendar', 'peach', 0),
  C('blog-03-chinese-first-strokes', 'seal', 'sand', 3),
  C('blog-04-guitar-chords', 'chordChart', 'mint', 1),
  C('blog-05-first-language', 'signpost', 'lavender', 4),
  C('blog-06-find-a-tutor', 'search', 'teal', 2),
  C('blog-07-online-class-setup', 'laptop', 'sky', 3),
  C('blog-08-become-a-provider', 'stairs', 'berry', 0),
  C('blog-09-safe-payment', 'shield', 'ocean', 1),
  C('blog-10-reschedule', 'calendar', 'rose', 4, 1),
]

/** File name to SVG text of every cover. */
export function renderCovers() {
  return new Map(COVERS.map((c) => [`${c.name}.svg`, renderCover(c)]))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = renderCovers()
  mkdirSync(COVERS_DIR, { recursive: true })
  for (const old of readdirSync(COVERS_DIR)) if (!files.has(old)) rmSync(join(COVERS_DIR, old))
  for (const [file, svg] of files) writeFileSync(join(COVERS_DIR, file), svg)
  console.log(`wrote ${files.size} covers to ${COVERS_DIR}`)
}
