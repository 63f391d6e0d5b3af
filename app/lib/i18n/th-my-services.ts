/** A provider's own services and weekly schedule (/provider/services, /services/*): part of the one catalogue, composed in th.ts. */
export const myServicesTh = {} as const
