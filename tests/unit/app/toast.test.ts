import { afterEach, describe, expect, it, vi } from 'vitest'

describe('toast', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.doUnmock('react-toastify/unstyled')
    vi.resetModules()
  })

  it.each(['success', 'error', 'info'] as const)('hands a %s toast with its text to the toast library, loaded on first use', async (kind) => {
    const library = await import('react-toastify/unstyled')
    const shown = vi.spyOn(library.toast, kind).mockReturnValue('id')
    const { toast } = await import('~/app/lib/toast')
    expect(toast[kind]('saved')).toBeUndefined()
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith('saved'))
    expect(shown).toHaveBeenCalledOnce()
  })

  it('loses the toast, not the action, when the library cannot load', async () => {
    vi.doMock('react-toastify/unstyled', () => {
      throw new Error('offline')
    })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const { toast } = await import('~/app/lib/toast')
      expect(() => toast.error('x')).not.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
