import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_DIR } from '../platform/paths.js';

/**
 * IANA's list of delegated TLDs (assets/iana/tlds-alpha-by-domain.txt, version 2025100500), the
 * offline answer to "is this a TLD at all". Lines are upper-case A-labels after a `# Version` line.
 */
export class RootZone {
  private readonly tlds: ReadonlySet<string>;
  constructor(tlds: Iterable<string>) {
    this.tlds = new Set([...tlds].map((t) => t.toLowerCase()));
  }
  static fromText(text: string): RootZone {
    return new RootZone(text.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#')));
  }
  static load(file = join(ASSETS_DIR, 'iana', 'tlds-alpha-by-domain.txt')): RootZone {
    return RootZone.fromText(readFileSync(file, 'utf8'));
  }
  /** True when the last label of `asciiZone` (`co.uk` → `uk`) is a delegated TLD. */
  has(asciiZone: string): boolean {
    const last = asciiZone.slice(asciiZone.lastIndexOf('.') + 1);
    return this.tlds.has(last.toLowerCase());
  }
  get size(): number {
    return this.tlds.size;
  }
}
