/** The query keys of the live session's data (a module of its own: the upcoming-sessions bar on every page needs only these). */
export const sessionKeys = {
  all: ['session'] as const,
  booking: (id: string) => ['session', 'booking', id] as const,
  summary: (id: string) => ['session', 'summary', id] as const,
  upcoming: (userId: string | null) => ['session', 'upcoming', userId] as const,
  extensions: (id: string) => ['session', 'extensions', id] as const,
  board: (id: string) => ['session', 'board', id] as const,
}
