/**
 * The wallet's fixed values (cash-in and cash-out requests; the wallet itself is in the app).
 * Apart from the admin contract so that URL search params can name them without loading it.
 */
export const WALLET_KINDS = ['cash_in', 'cash_out'] as const
export const WALLET_STATUSES = ['pending', 'approved', 'rejected'] as const
export const WALLET_METHODS = ['card', 'promptpay', 'bank_transfer'] as const
