/** Time as the server sees it; injected so tests can pin "now" (e.g. scheduled blog articles). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
