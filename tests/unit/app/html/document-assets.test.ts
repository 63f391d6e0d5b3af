import { describe, expect, it } from 'vitest'
import { ENTRY_ATTRIBUTE, LOADER, PRELOAD_ATTRIBUTE } from '~/app/lib/html/document-assets'

type Added = { tag: string; rel?: string; href?: string; type?: string; src?: string }

/** Runs the loader's text against a small stand-in for the browser's document, as a page would. */
function runLoader({ visibility, preload }: { visibility: 'visible' | 'hidden'; preload: string }) {
  const added: Added[] = []
  const frames: Array<() => void> = []
  const tasks: Array<() => void> = []
  const listeners: Record<string, Array<() => void>> = {}
  const attributes: Record<string, string> = { [ENTRY_ATTRIBUTE]: '/assets/index-abc.js', [PRELOAD_ATTRIBUTE]: preload }
  const document = {
    visibilityState: visibility,
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    createElement: (tag: string) => ({ tag }) as Added,
    head: { appendChild: (element: Added) => added.push({ ...element }) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', LOADER)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  )
  const run = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback())
  return {
    added,
    frame: () => run(frames),
    task: () => run(tasks),
    hide: () => {
      document.visibilityState = 'hidden'
      listeners.visibilitychange?.forEach((listener) => listener())
    },
  }
}

const CHUNKS = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/routes-a.js' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/page-b.js' },
]
const ENTRY = { tag: 'script', type: 'module', src: '/assets/index-abc.js' }

describe('the script loader', () => {
  it('in a visible tab asks for nothing until the task after the next frame, then for the chunks and the entry', () => {
    const page = runLoader({ visibility: 'visible', preload: '/assets/routes-a.js /assets/page-b.js' })
    expect(page.added).toEqual([])
    page.frame()
    expect(page.added).toEqual([])
    page.task()
    expect(page.added).toEqual([...CHUNKS, ENTRY])
  })

  it('in a background tab, which paints no frame, loads at once', () => {
    const page = runLoader({ visibility: 'hidden', preload: '/assets/routes-a.js /assets/page-b.js' })
    expect(page.added).toEqual([...CHUNKS, ENTRY])
  })

  it('loads when the tab is hidden before its first frame, and only once', () => {
    const page = runLoader({ visibility: 'visible', preload: '/assets/routes-a.js' })
    page.hide()
    expect(page.added).toEqual([CHUNKS[0], ENTRY])
    page.frame()
    page.task()
    page.hide()
    expect(page.added).toEqual([CHUNKS[0], ENTRY])
  })

  it('with no chunks to preload adds the entry alone', () => {
    const page = runLoader({ visibility: 'hidden', preload: '' })
    expect(page.added).toEqual([ENTRY])
  })
})
