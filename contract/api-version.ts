/**
 * Spec §9: the API version value. The browser sends it on every call as the `X-Api-Version`
 * header; the server reads the same constant, so the two can never drift apart.
 */
export const API_VERSION = '0';
export const API_VERSION_HEADER = 'X-Api-Version';
