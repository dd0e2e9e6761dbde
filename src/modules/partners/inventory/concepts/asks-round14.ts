import type { AskLexicon } from './types.js';

/**
 * Fourteenth round of buyer asks (issue 20): everyday names for things the earlier lists knew only by another name (an
 * old people's home is a care home; a car share is car sharing). Grades as in types.ts; an ask here merges with its
 * other listings, the better grade of each word kept.
 */
export const ASKS_ROUND14: AskLexicon = {
  "old people's home, old folks home, old folks' home, rest home, residential home, residential care home": 'care 3, nurse 2, haven 2, nest 1',
  'sandcastle, sandcastles, sand castle, sand castles, sandcastle contest, sandcastle competition': 'coast 2, island 1',
  'walking football, walking netball, walking rugby': 'fit 2, well 1, vital 1',
  'car share, car club, lift share, liftshare, ride share': 'trip 1, route 1, journey 1',
  'weather balloon, high altitude balloon, cubesat, student satellite': 'orbit 2, signal 1, data 1',
  'bi, bi dashboard, bi dashboards, bi reporting': 'data 3, signal 1',
  'kms, key management service, key rotation, envelope encryption, encryption keys': 'vault 3, cyber 2',
  'employer of record, global payroll, international payroll': 'pay 2, globe 2',
};
