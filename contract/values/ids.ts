/** Ids are 24 lowercase hex characters (the shape of the original backend's object ids). */
export const ID_PATTERN = /^[0-9a-f]{24}$/

/** The spec's "none" id: a provider id of 24 zeros means "not a provider". Never a real id. */
export const NO_ID = '000000000000000000000000'
