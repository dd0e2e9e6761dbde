import { ASKS_CARE_MONEY } from './asks-care-money.js';
import { ASKS_CAUSES } from './asks-causes.js';
import { ASKS_EVERYDAY } from './asks-everyday.js';
import { ASKS_LEISURE } from './asks-leisure.js';
import { ASKS_GOODS } from './asks-goods.js';
import { ASKS_LOCAL } from './asks-local.js';
import { ASKS_MAKING } from './asks-making.js';
import { ASKS_NICHE } from './asks-niche.js';
import { ASKS_ONLINE } from './asks-online.js';
import { ASKS_ROUND6 } from './asks-round6.js';
import { ASKS_ROUND12 } from './asks-round12.js';
import { ASKS_ROUND14 } from './asks-round14.js';
import { ASKS_ROUND15 } from './asks-round15.js';
import { ASKS_ROUND16 } from './asks-round16.js';
import { ASKS_ROUND17 } from './asks-round17.js';
import { ASKS_ROUND18 } from './asks-round18.js';
import { ASKS_ROUND19A } from './asks-round19a.js';
import { ASKS_ROUND19B } from './asks-round19b.js';
import { ASKS_ROUND19C } from './asks-round19c.js';
import { ASKS_ROUND19D } from './asks-round19d.js';
import { ASKS_ROUND20A } from './asks-round20a.js';
import { ASKS_ROUND20B } from './asks-round20b.js';
import { ASKS_ROUND20C } from './asks-round20c.js';
import { ASKS_ROUND20D } from './asks-round20d.js';
import { ASKS_TECH } from './asks-tech.js';
import { ASKS_THEMES } from './asks-themes.js';
import { ASKS_TRADE } from './asks-trade.js';
import { ASKS_WORDS } from './asks-words.js';
import { ASKS_WORK } from './asks-work.js';
import { HEALTH_FOOD_HOME_CONCEPTS } from './health-food-home.js';
import { TECH_FINANCE_CONCEPTS } from './tech-finance.js';
import { TRAVEL_BRANDABLE_CONCEPTS } from './travel-brandable.js';
import { forEachInSlices } from '../../../../platform/lib/time-slices.js';
import { wordsOf } from '../text.js';
import type { AskLexicon, ConceptLexicon } from './types.js';

/**
 * The concept lexicon of the inventory's common brandable words (issue 20, README "Search scoring", seventh pass):
 * for each word (ledger, nest, glow …) the things a buyer may ask for that a name built on it serves, graded 3/2/1
 * as a person reading the name grades it (types.ts). A list on the inventory's side reaches buyers' words that
 * neither WordNet's links nor word vectors connect reliably (bookkeeping → ledger, bird watching → nest), and it says
 * as plainly what a word does NOT serve: a word it covers is matched through its list alone (concepts/match.ts), so a
 * loose link (soccer club ~ loan) cannot add it. Words it does not cover keep the WordNet and vector signals.
 */
/** A term as a query would read it (text.ts: folded, split on anything but letters and digits): well-being is
 * "well being", women's health "women s health". */
const normalise = (raw: string) => wordsOf(raw).join(' ');
/** A hyphenated or apostrophed term is also typed run together (well-being → wellbeing, co-working → coworking). */
const joined = (raw: string) => (/\p{L}['’-]\p{L}/u.test(raw) ? wordsOf(raw.replace(/['’-]/g, '')).join(' ') : '');
/** A possessive is also read without its 's (old people's home → old people home): a query drops the s on its own. */
const unpossessed = (raw: string) => (/\p{L}['’]s\b/u.test(raw) ? wordsOf(raw.replace(/['’]s\b/gu, '')).join(' ') : '');

/** Words that end many asks without naming their thing (lawn care, curry house, no-code, making kit) and the brand
 * suffixes: as an ask's last word they say little of what a name should be. */
const GENERIC_HEADS = new Set(['care', 'house', 'code', 'kit', 'craft', 'works', 'lab', 'hub', 'base', 'zone', 'spot', 'flow', 'wise', 'scape']);

/**
 * The inventory word an ask of several words ends with, typed as the buyer wrote it (asthma clinic, lash studio,
 * mission trips): the thing the ask names, so a name that is it is at least a clear fit (grade 2), whatever the ask's
 * list says of the rest. Independent judges graded these heads 2 where the lists had them at 1 or left them out.
 */
function literalHead(alias: string, covered: ReadonlySet<string>): string | undefined {
  const words = alias.split(' ');
  if (words.length < 2) return undefined;
  const last = words.at(-1)!;
  const head = covered.has(last) ? last : last.endsWith('s') && covered.has(last.slice(0, -1)) ? last.slice(0, -1) : undefined;
  return head && !GENERIC_HEADS.has(head) ? head : undefined;
}

export class ConceptTerms {
  /** term (lower case, words joined by spaces) → inventory word → grade 1–3. */
  private readonly byTerm = new Map<string, Map<string, number>>();
  private readonly covered = new Set<string>();
  /** Terms an ask list decides (AskLexicon): the word lists do not add to them. */
  private readonly decided = new Set<string>();
  private longest = 1;
  private built = false;
  private reading: Generator<void> | undefined;

  /** The lists are read into the tables on first use, not at import: every process that loads the app (each CLI
   * command, each test file) would otherwise pay ~0.4 s for them; `serve` reads them in slices in its search warm-up
   * (load, warm.ts). */
  constructor(
    private readonly lexicons: ConceptLexicon[],
    private readonly asks: AskLexicon[] = [],
  ) {}

  /** Reads the lists a slice of ~10 ms at a time (platform/lib/time-slices.ts); a lookup meanwhile reads the rest. */
  async load(): Promise<void> {
    await forEachInSlices(this.steps(), () => {});
  }

  /** The longest term, in words (phrases.ts looks for phrases up to this long). */
  get longestPhrase(): number {
    return this.build().longest;
  }

  private build(): this {
    if (!this.built) for (const _ of this.steps());
    return this;
  }

  /** The reading of the lists, one entry per step; one reading shared by load() and build(). */
  private steps(): Generator<void> {
    this.reading ??= this.read();
    return this.reading;
  }

  private *read(): Generator<void> {
    const put = (term: string, word: string, grade: number) => {
      if (!term) return;
      this.longest = Math.max(this.longest, term.split(' ').length);
      const row = this.byTerm.get(term) ?? new Map<string, number>();
      row.set(word, Math.max(row.get(word) ?? 0, grade));
      this.byTerm.set(term, row);
    };
    for (const lexicon of this.lexicons) {
      for (const [word, grades] of Object.entries(lexicon)) {
        this.covered.add(word);
        for (const grade of [1, 2, 3] as const) for (const raw of (grades[grade] ?? '').split(',')) for (const term of [normalise(raw), joined(raw), unpossessed(raw)]) put(term, word, grade);
        yield;
      }
    }
    const nothing = new Set<string>();
    for (const lexicon of this.asks) {
      for (const [aliases, served] of Object.entries(lexicon)) {
        const row = new Map<string, number>();
        for (const pair of served.split(',').map((p) => p.trim()).filter(Boolean)) {
          const [word, grade] = pair.split(/\s+/);
          if (word && this.covered.has(word) && Number(grade) >= 1) row.set(word, Math.max(row.get(word) ?? 0, Math.min(3, Number(grade))));
        }
        for (const alias of aliases.split(',').flatMap((a) => [normalise(a), joined(a), unpossessed(a)]).filter(Boolean)) {
          // An ask listed twice (two files, or a spelling of another ask) keeps the better grade of each word.
          const merged = this.decided.has(alias) ? new Map(this.byTerm.get(alias)) : new Map<string, number>();
          for (const [word, grade] of row) merged.set(word, Math.max(merged.get(word) ?? 0, grade));
          const head = literalHead(alias, this.covered);
          if (head && (merged.get(head) ?? 0) < 2) merged.set(head, 2);
          this.byTerm.set(alias, merged);
          this.decided.add(alias);
          if (row.size === 0) nothing.add(alias);
          this.longest = Math.max(this.longest, alias.split(' ').length);
        }
        yield;
      }
    }
    // But where one list says nothing fits, another's loose fits (grade 1) do not count: the stricter reading wins
    // unless a word clearly fits (beard oil: nothing, not care 1).
    for (const alias of nothing) {
      const row = this.byTerm.get(alias)!;
      for (const [word, grade] of row) if (grade < 2) row.delete(word);
    }
    this.built = true;
  }

  /** Whether an ask list decides the term: then it serves what that list says, '' nothing. */
  decides(term: string): boolean {
    return this.build().decided.has(term);
  }

  /** Whether the word's list decides what it serves. */
  covers(word: string): boolean {
    return this.build().covered.has(word);
  }

  /** The inventory words a term serves, with their grades (undefined: no list names the term). */
  grades(term: string): ReadonlyMap<string, number> | undefined {
    return this.build().byTerm.get(term);
  }

  /** Whether some list names the term (a single word or a phrase with spaces). */
  knows(term: string): boolean {
    return this.build().byTerm.has(term);
  }

  private singles: string[] | undefined;

  /** Single-word terms (the vector fallback and typo correction search these). */
  singleWords(): readonly string[] {
    this.singles ??= [...this.build().byTerm.keys()].filter((t) => !t.includes(' ') && /^[a-z]+$/.test(t));
    return this.singles;
  }
}

/**
 * Asks that name a whole field ("a tech name", "finance", "wellness brand") are served by every word of that field,
 * grade 2: a person accepts any of them, and the single words' lists need not repeat the field's names.
 */
const FIELDS: { field: string; asks: string; words: string }[] = [
  { field: 'tech', asks: 'tech, technology, tech company, software, saas, computing, digital, developer tools, dev tools, it company', words: 'cloud data byte code stack pixel logic quantum cyber node grid signal vector sync neural robot chip bit matrix api' },
  { field: 'finance', asks: 'finance, financial, fintech, money, personal finance, finance app, financial services', words: 'pay coin capital fund ledger vault wealth credit trade asset mint equity loan budget invest' },
  { field: 'health', asks: 'health, healthcare, health care, wellness, wellbeing, well-being, medical, health app', words: 'vital care pulse well heal fit cure medi zen calm nurse clinic therapy glow' },
  { field: 'food', asks: 'food, foodie, food brand, cuisine, culinary, gourmet, food blog', words: 'bake brew spice fresh grill taste kitchen bean honey olive pasta salt sugar tea vine' },
  { field: 'travel', asks: 'travel, tourism, travel agency, travel blog, vacation, holiday, getaway', words: 'trip voyage nomad route journey coast island atlas compass harbor trail summit globe' },
  { field: 'home', asks: 'home, homes, home decor, household, home goods, homeware, housewares, interior', words: 'nest haven cozy house garden loft oak stone brick porch lamp studio' },
];

function fieldLexicon(): ConceptLexicon {
  const out: Record<string, { 2: string }> = {};
  for (const { asks, words } of FIELDS) for (const word of words.split(' ')) out[word] = { 2: asks };
  return out;
}

/** Every buyer-side ask list, by name (the integrity tests read them all). */
export const ASK_LISTS: Readonly<Record<string, AskLexicon>> = {
  ASKS_LOCAL, ASKS_LEISURE, ASKS_CARE_MONEY, ASKS_TECH, ASKS_EVERYDAY, ASKS_WORK, ASKS_MAKING, ASKS_CAUSES, ASKS_WORDS, ASKS_GOODS, ASKS_ONLINE, ASKS_TRADE, ASKS_NICHE, ASKS_THEMES, ASKS_ROUND6, ASKS_ROUND12, ASKS_ROUND14, ASKS_ROUND15, ASKS_ROUND16, ASKS_ROUND17, ASKS_ROUND18, ASKS_ROUND19A, ASKS_ROUND19B, ASKS_ROUND19C, ASKS_ROUND19D, ASKS_ROUND20A, ASKS_ROUND20B, ASKS_ROUND20C, ASKS_ROUND20D,
};

export const CONCEPTS = new ConceptTerms([TECH_FINANCE_CONCEPTS, HEALTH_FOOD_HOME_CONCEPTS, TRAVEL_BRANDABLE_CONCEPTS, fieldLexicon()], Object.values(ASK_LISTS));

/** The technology field's words: a query served mostly by these leans to .ai/.io/.dev (search.ts intent). */
export const TECH_CONCEPT_WORDS: ReadonlySet<string> = new Set(FIELDS.find((f) => f.field === 'tech')!.words.split(' '));
/** Words of some field (brandable words and brand suffixes such as hub, lab belong to none: they say no field). */
export const FIELD_WORDS: ReadonlySet<string> = new Set(FIELDS.flatMap((f) => f.words.split(' ')));
