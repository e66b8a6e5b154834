// The messages of the installable, offline tenant portal (issue 27), spread into MESSAGES (messages.ts).
export const OFFLINE_MESSAGES = {
  /** Any call that needs the network, made while the phone has none. */
  offline: 'You are offline. This needs the internet: connect and try again.',
  offlineBanner: 'You are offline: showing what was saved',
  offlineActions:
    'Paying, complaints and days away need the internet; this page refreshes by itself when you are back.',
} as const;
