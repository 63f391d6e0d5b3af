/** Web push notifications and their settings (/mobile/notification): part of the one catalogue, composed in th.ts. */
export const notificationsTh = {} as const
