/** Provider registration and identity verification (/provider/register, /profile/verify): part of the one catalogue, composed in th.ts. */
export const providerTh = {} as const
