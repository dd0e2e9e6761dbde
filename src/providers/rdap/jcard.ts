/**
 * jCard (RFC 7095) as RDAP carries it in `vcardArray` (RFC 9083 §5.1): `["vcard", [[name, params, type, value], …]]`.
 * Only what the WHOIS result needs is read; anything malformed reads as absent rather than throwing.
 */
export interface VCardProperty {
  name: string;
  params: Record<string, unknown>;
  type: string;
  value: unknown;
}

export function vcardProperties(vcardArray: unknown): VCardProperty[] {
  if (!Array.isArray(vcardArray) || vcardArray[0] !== 'vcard' || !Array.isArray(vcardArray[1])) return [];
  const out: VCardProperty[] = [];
  for (const entry of vcardArray[1] as unknown[]) {
    if (!Array.isArray(entry) || entry.length < 4 || typeof entry[0] !== 'string') continue;
    const params = typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]) ? (entry[1] as Record<string, unknown>) : {};
    // A property may carry several values after the type (RFC 7095 §3.3); the first is the one we read.
    out.push({ name: entry[0].toLowerCase(), params, type: typeof entry[2] === 'string' ? entry[2] : 'unknown', value: entry[3] });
  }
  return out;
}

/** A property value as text: strings as they are, structured values (`org` with units) joined. */
export function textValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.flat(2).filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()).join(', ');
  return '';
}

export interface VCardSummary {
  /** `fn`: present as a key even when its value is "" (RFC 9537 `emptyValue` redaction leaves it so). */
  fn: string | undefined;
  org: string | undefined;
  emails: string[];
  kind: string | undefined;
}

export function summariseVCard(vcardArray: unknown): VCardSummary {
  const props = vcardProperties(vcardArray);
  const first = (name: string) => {
    const prop = props.find((p) => p.name === name);
    return prop ? textValue(prop.value) : undefined;
  };
  return {
    fn: first('fn'),
    org: first('org'),
    kind: first('kind'),
    emails: props.filter((p) => p.name === 'email').map((p) => textValue(p.value)).filter((v) => v !== ''),
  };
}
