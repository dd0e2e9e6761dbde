import { type Bag, glossStem, STOP } from './gloss.js';
import type { Semantics } from './semantic.js';
import { BoundedMemo } from '../../../platform/lib/bounded-memo.js';

/**
 * Gloss recall (issue 20, "meaning"; after Banerjee & Pedersen's extended gloss overlap, 2003): a query word
 * reaches an inventory word when the definitions around the query word talk about the same rare things as one of
 * the inventory word's senses, whether or not a hand-written trade list (topics.ts) names either. It is how a
 * trade nobody listed is still found: semiconductor ↔ chip (the microchip sense: "a small crystal of a silicon
 * semiconductor"), astronomy ↔ orbit ("celestial body"), navigation ↔ compass ("navigational instrument").
 *
 * The **query side** is wide: the definitions, examples and synonyms of the query word's senses, and at half weight
 * those of the senses one link away — parents (what it is a kind of), derivations (spicy → spice, navigation →
 * navigate, photographer → photograph), the noun an adjective pertains to, its topic domain, and a few of its
 * kinds. The **name side** is narrow: one sense of the inventory word at a time (its definition, examples,
 * synonyms and its parents' definitions: candle and lamp are both a "source of illumination"), so a rare sense of a
 * name word can be the one that matches (chip as a microchip), weighed by how usual that sense is.
 *
 * Closeness is the idf-weighted cosine of the two bags (idf over the inventory words' bags, gloss.ts). A weak
 * single link is no answer: it counts only when at least MIN_SHARED rare stems are shared (insurance and equity
 * share "financial" alone; that is chance, not a subject).
 */
const EXTENDED_WEIGHT = 0.5;
const QUERY_LINKS = new Set(['@', '@i', '+', '\\', '&', ';c', '=', '<', '~', '~i']);
const NAME_LINKS = new Set(['@', '@i']);
const MAX_KINDS = 8;
/** A shared stem this rare (idf) is evidence; commoner ones ("light", "move") only add to the cosine. */
const RARE_IDF = 2;
export const MIN_SHARED = 3;
/** The usualness (0.6 + 0.4 × prominence) of a prominence-0.5 sense. */
const PHRASE_MIN_FIT = 0.8;

export interface GlossLink {
  /** Cosine of the query word's bag and the best-matching sense of the name word, × that sense's usualness. */
  score: number;
  /** Rare stems the two share (evidence count). */
  shared: number;
}

export class GlossRecall {
  private readonly queryBags = new BoundedMemo<string, Bag>(5_000);
  private readonly senseBags = new BoundedMemo<string, { bag: Bag; fit: number }[]>(5_000);
  private norms = new WeakMap<Bag, number>();
  private normsVersion = -1;

  constructor(private readonly semantics: Semantics) {}

  link(queryWord: string, nameWord: string): GlossLink {
    const query = this.queryBag(queryWord);
    const queryNorm = this.norm(query);
    let best: GlossLink = { score: 0, shared: 0 };
    // A phrase names one precise subject (law_firm): only a name word's usual senses serve it (semantic.ts).
    const minFit = queryWord.includes('_') ? PHRASE_MIN_FIT : 0;
    for (const { bag, fit } of this.nameSenses(nameWord)) {
      if (fit < minFit) continue;
      let dot = 0;
      let shared = 0;
      for (const [stem, weight] of bag) {
        const other = query.get(stem);
        if (other === undefined) continue;
        const idf = this.semantics.glosses.weight(stem);
        dot += weight * other * idf * idf;
        if (idf >= RARE_IDF) shared += 1;
      }
      if (dot === 0) continue;
      const score = (fit * dot) / (queryNorm * this.norm(bag));
      if (score > best.score) best = { score, shared };
    }
    return best;
  }

  private queryBag(word: string): Bag {
    let bag = this.queryBags.get(word);
    if (bag) return bag;
    bag = new Map();
    const wordnet = this.semantics.wordnet;
    addText(bag, word, 1);
    for (const sense of this.semantics.senses(word)) {
      const synset = wordnet.synset(sense.key);
      if (!synset) continue;
      addText(bag, `${synset.gloss} ${synset.examples} ${synset.lemmas.join(' ')}`, sense.prominence);
      let kinds = 0;
      for (const pointer of synset.pointers) {
        if (!QUERY_LINKS.has(pointer.symbol)) continue;
        if (pointer.symbol.startsWith('~') && kinds++ >= MAX_KINDS) continue;
        const near = wordnet.synset(pointer.key);
        if (near) addText(bag, `${near.gloss} ${near.lemmas.join(' ')}`, EXTENDED_WEIGHT * sense.prominence);
      }
    }
    this.queryBags.set(word, bag);
    return bag;
  }

  private nameSenses(word: string): { bag: Bag; fit: number }[] {
    let out = this.senseBags.get(word);
    if (out) return out;
    const wordnet = this.semantics.wordnet;
    out = [];
    // Every sense, not only the first four semantics.senses ranks: chip's microchip sense is its sixth noun sense.
    const prominence = new Map(this.semantics.senses(word).map((s) => [s.key, s.prominence]));
    const keys = new Set((['n', 'v', 'a'] as const).flatMap((pos) => wordnet.baseForms(word, pos).flatMap((base) => wordnet.senses(base, pos))));
    for (const key of keys) {
      const synset = wordnet.synset(key);
      if (!synset) continue;
      const bag: Bag = new Map();
      addText(bag, `${word} ${synset.gloss} ${synset.examples} ${synset.lemmas.join(' ')}`, 1);
      for (const pointer of synset.pointers) {
        const parent = NAME_LINKS.has(pointer.symbol) ? wordnet.synset(pointer.key) : null;
        if (parent) addText(bag, `${parent.gloss} ${parent.lemmas.join(' ')}`, EXTENDED_WEIGHT);
      }
      // Names use words loosely: a rare sense still counts, less than the usual one (semantic.ts, similarity).
      out.push({ bag, fit: 0.6 + 0.4 * (prominence.get(key) ?? 0) });
    }
    this.senseBags.set(word, out);
    return out;
  }

  /** Cached per bag while the idf stays the same (it changes when the inventory's words do: gloss.ts, weigh). */
  private norm(bag: Bag): number {
    if (this.normsVersion !== this.semantics.glosses.version) [this.norms, this.normsVersion] = [new WeakMap(), this.semantics.glosses.version];
    const known = this.norms.get(bag);
    if (known !== undefined) return known;
    let sum = 0;
    for (const [stem, weight] of bag) sum += (weight * this.semantics.glosses.weight(stem)) ** 2;
    const norm = Math.sqrt(sum) || 1;
    this.norms.set(bag, norm);
    return norm;
  }
}

function addText(bag: Bag, text: string, weight: number): void {
  for (const token of text.toLowerCase().split(/[^a-z]+/)) {
    if (token.length < 3 || STOP.has(token)) continue;
    const stem = glossStem(token);
    if (weight > (bag.get(stem) ?? 0)) bag.set(stem, weight);
  }
}
