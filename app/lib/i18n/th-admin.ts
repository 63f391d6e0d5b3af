/** Staff pages under /admin: part of the one catalogue, composed in th.ts. */
export const adminTh = {} as const
