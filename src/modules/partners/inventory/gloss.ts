import type { Semantics } from './semantic.js';
import { BoundedMemo } from '../../../platform/lib/bounded-memo.js';

/**
 * Gloss overlap (a Lesk-style similarity, after Lesk 1986 and Banerjee & Pedersen's "extended" gloss overlap,
 * 2003): two words are close when the definitions and examples of their senses talk about the same things.
 * WordNet's links miss most relations between the words of one trade (electrician and spark are neither kinds nor
 * parts of each other), but their definitions meet: electrician "installs or repairs *electrical* … lines", grid
 * "cables by which *electrical* power is distributed", spark "*electrical* conduction through a gas".
 *
 * A word's **bag** holds the stems of the content words of its senses' definitions, examples and synonyms, each
 * weighted by the sense's prominence (semantic.ts), plus — at half weight — those of the senses around it: parents,
 * kinds, derivations and parts (the "extended" gloss: hotel's kinds, inn and hostel, add "lodging for travelers").
 * Stems come from a light suffix stripper (electrical, electric, electrician → electr), not a dictionary: glosses
 * use every form of a word. **Overlap** is the cosine of the two bags with each stem weighted by its rarity among
 * the inventory's words (an idf computed over the inventory vocabulary's bags at warm-up), so a stem shared by
 * half of the vocabulary's glosses ("light", "move") says little and a rare one ("electr", "lodg") a lot.
 */
const EXTENDED_WEIGHT = 0.5;
/** Senses below this prominence add nothing: a word's rare senses would make it overlap with everything. */
const MIN_PROMINENCE = 0.25;
const NEIGHBOUR_SYMBOLS = new Set(['@', '@i', '~', '~i', '+', '%p', '#p', '%m', '#m', ';c', '-c']);
const MAX_NEIGHBOURS = 12;
const SUFFIXES = ['ically', 'istic', 'ician', 'ation', 'ities', 'ality', 'ical', 'ness', 'ment', 'ings', 'ists', 'ity', 'ian', 'ing', 'ist', 'ers', 'ies', 'ic', 'al', 'ed', 'er', 'es', 'ly', 's', 'e', 'y'];
const MIN_STEM = 4;
/** Words of definitions that say nothing about the subject. */
export const STOP = new Set(('a an the and or of to in on at by for with from as that which who whom whose where when into onto than such other ' +
  'used use using make made making something someone person people thing things kind type form especially usually often one two ' +
  'very be is are was were being been having has have had under over through small large big act part certain some more most any ' +
  'way may can not no its his her their it this these those also state quality condition place well good etc based called known ' +
  'related associated involving including consisting resembling having typically esp considered regarded sometimes general ' +
  'number group member unit amount area time day year man woman world new old long short high low great little much many ' +
  'give take get put set go come keep let see say tell our your you we they he she i what how all each every both either').split(' '));

export function glossStem(token: string): string {
  let stem = token;
  for (let changed = true; changed;) {
    changed = false;
    for (const suffix of SUFFIXES) {
      if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_STEM) {
        stem = stem.slice(0, -suffix.length);
        changed = true;
        break;
      }
    }
  }
  return stem;
}

export type Bag = Map<string, number>;

export class GlossOverlap {
  private readonly bags = new BoundedMemo<string, Bag>(50_000);
  private idf = new Map<string, number>();
  private defaultIdf = 1;
  private readonly norms = new BoundedMemo<string, number>(50_000);
  private readonly weighed = new Set<string>();
  /** Bumped whenever the idf changes, so norms cached elsewhere (gloss-recall.ts) know they are stale. */
  version = 0;

  constructor(private readonly semantics: Semantics) {}

  /**
   * The rarity of each stem among the bags of the listed names' words (index-build.ts, at warm-up and when listings
   * change): idf = ln((N + 1) / df) over every word of every environment's names seen so far (the live inventory may
   * be empty, the sandbox's is not). Until then every stem weighs 1 (plain cosine).
   */
  weigh(vocabulary: Iterable<string>): void {
    const before = this.weighed.size;
    for (const word of vocabulary) this.weighed.add(word);
    if (this.weighed.size === before) return;
    const df = new Map<string, number>();
    for (const word of this.weighed) for (const stem of this.bag(word).keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
    const n = this.weighed.size;
    this.idf = new Map([...df].map(([stem, count]) => [stem, Math.log((n + 1) / count)]));
    // A stem no name word's definitions use cannot be shared; it still counts in the query word's norm, as a rare one.
    this.defaultIdf = Math.log(n + 1);
    this.norms.clear();
    this.version += 1;
  }

  /** 0…1: how much the definitions around the two words share, rare stems counting most. */
  overlap(a: string, b: string): number {
    const [bagA, bagB] = [this.bag(a), this.bag(b)];
    const [small, large] = bagA.size <= bagB.size ? [bagA, bagB] : [bagB, bagA];
    let dot = 0;
    for (const [stem, weight] of small) {
      const other = large.get(stem);
      if (other !== undefined) dot += weight * other * this.weight(stem) ** 2;
    }
    return dot === 0 ? 0 : dot / (this.norm(a, bagA) * this.norm(b, bagB));
  }

  /** The stems a word's senses are described with, and how much each weighs (the largest mention wins). */
  bag(word: string): Bag {
    let bag = this.bags.get(word);
    if (bag) return bag;
    bag = new Map();
    const wordnet = this.semantics.wordnet;
    const add = (text: string, weight: number) => {
      for (const token of text.toLowerCase().split(/[^a-z]+/)) {
        if (token.length < 3 || STOP.has(token)) continue;
        const stem = glossStem(token);
        if (weight > (bag!.get(stem) ?? 0)) bag!.set(stem, weight);
      }
    };
    // The word itself belongs to its bag: a definition that names it ("a workroom of an artist" for art) is the
    // closest overlap there is.
    add(word, 1);
    for (const sense of this.semantics.senses(word)) {
      if (sense.prominence < MIN_PROMINENCE) continue;
      const synset = wordnet.synset(sense.key);
      if (!synset) continue;
      add(`${synset.gloss} ${synset.examples} ${synset.lemmas.join(' ')}`, sense.prominence);
      for (const pointer of synset.pointers.filter((p) => NEIGHBOUR_SYMBOLS.has(p.symbol)).slice(0, MAX_NEIGHBOURS)) {
        const near = wordnet.synset(pointer.key);
        if (near) add(`${near.gloss} ${near.lemmas.join(' ')}`, EXTENDED_WEIGHT * sense.prominence);
      }
    }
    this.bags.set(word, bag);
    return bag;
  }

  /** The rarity weight (idf) of a stem among the inventory words' bags. */
  weight(stem: string): number {
    return this.idf.get(stem) ?? this.defaultIdf;
  }

  private norm(word: string, bag: Bag): number {
    let norm = this.norms.get(word);
    if (norm === undefined) {
      let sum = 0;
      for (const [stem, weight] of bag) sum += (weight * this.weight(stem)) ** 2;
      norm = Math.sqrt(sum) || 1;
      this.norms.set(word, norm);
    }
    return norm;
  }
}
