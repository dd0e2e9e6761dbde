import type { ConceptLexicon } from './types.js';
import { HEALTH_FOOD_HOME_CONCEPTS_1 } from './health-food-home-1.js';
import { HEALTH_FOOD_HOME_CONCEPTS_2 } from './health-food-home-2.js';

/** Concept lists of the health, food and home words (types.ts: grades 3/2/1, comma-separated terms). Kept in 2 files of at most ~380 lines, by section (health-food-home-1.ts …). */
export const HEALTH_FOOD_HOME_CONCEPTS: ConceptLexicon = { ...HEALTH_FOOD_HOME_CONCEPTS_1, ...HEALTH_FOOD_HOME_CONCEPTS_2 };
