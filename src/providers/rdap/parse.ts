import {
  isRedactionMarker, normaliseDate, normaliseEmail, normaliseHost, REDACTED, statusString, unique, type WhoisRecord,
} from '../whois-record.js';
import { summariseVCard } from './jcard.js';

/**
 * RDAP domain object (RFC 9083 §5.3) → the WHOIS result of contract 2.2.
 *
 * - events: `registration` → creation_date, `expiration` → expiration_date, `last changed` (RFC 9083 §10.2.3;
 *   some registrars write `last update`) → update_date. `last update of RDAP database` is when the server's copy
 *   was refreshed, not a change to the domain, and is ignored.
 * - entities by role (RFC 9083 §10.2.4), searched one level down as well (registrars nest abuse contacts).
 * - redaction: RFC 9537 `redacted` members, entity remarks titled `REDACTED FOR PRIVACY` or typed
 *   `object truncated due to authorization` (RFC 9083 §10.2.1), and redaction markers used as values.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

interface Entity {
  roles: string[];
  handle: string;
  fn: string | undefined;
  org: string | undefined;
  emails: string[];
  /** The entity says some of its data was removed (remarks). */
  truncated: boolean;
  children: Entity[];
}

function readEntity(value: unknown): Entity | null {
  if (!isObject(value)) return null;
  const card = summariseVCard(value.vcardArray);
  const remarks = arrayOf(value.remarks).filter(isObject);
  const truncated = remarks.some((r) =>
    /redacted|privacy/i.test(str(r.title)) || /truncated due to authorization|truncated due to unexplainable reasons|redacted/i.test(str(r.type)));
  return {
    roles: arrayOf(value.roles).map((r) => str(r).toLowerCase()),
    handle: str(value.handle),
    fn: card.fn,
    org: card.org,
    emails: card.emails,
    truncated,
    children: arrayOf(value.entities).map(readEntity).filter((e): e is Entity => e !== null),
  };
}

function allEntities(entities: Entity[]): Entity[] {
  return entities.flatMap((e) => [e, ...allEntities(e.children)]);
}

/** RFC 9537 §4.2: the names of redacted fields, by `name.type` (registered) or `name.description` (free text). */
export function redactedFieldNames(body: unknown): string[] {
  if (!isObject(body)) return [];
  return arrayOf(body.redacted)
    .filter(isObject)
    .map((r) => (isObject(r.name) ? str(r.name.type) || str(r.name.description) : ''))
    .filter((n) => n !== '')
    .map((n) => n.toLowerCase());
}

const published = (value: string | undefined): value is string => value !== undefined && value !== '' && !isRedactionMarker(value);

function registrantOf(entities: Entity[], redacted: string[]): string {
  const entity = entities.find((e) => e.roles.includes('registrant'));
  const name = entity?.fn;
  const org = entity?.org;
  const parts = unique([published(name) ? name : null, published(org) ? org : null]);
  if (parts.length === 2) return `${parts[0]} (${parts[1]})`;
  if (parts.length === 1) return parts[0]!;
  const saysRedacted =
    redacted.some((n) => n.includes('registrant')) ||
    entity?.truncated === true ||
    (name !== undefined && isRedactionMarker(name)) ||
    (org !== undefined && isRedactionMarker(org));
  if (saysRedacted) return REDACTED;
  // Registries such as CZ.NIC publish the contact by handle only (`SB:EXAMPLE`): the handle is what there is.
  return entity?.handle ?? '';
}

function registrarOf(entities: Entity[]): string {
  const entity = entities.find((e) => e.roles.includes('registrar'));
  if (!entity) return '';
  if (published(entity.fn)) return entity.fn;
  if (published(entity.org)) return entity.org;
  return entity.handle;
}

function eventDate(events: unknown, actions: string[]): string {
  for (const action of actions) {
    const event = arrayOf(events).filter(isObject).find((e) => str(e.eventAction).toLowerCase() === action);
    if (event) {
      const date = normaliseDate(event.eventDate);
      if (date !== '') return date;
    }
  }
  return '';
}

export function parseRdapDomain(body: unknown, requestedDomain: string): WhoisRecord {
  if (!isObject(body)) throw new TypeError('RDAP answer is not a JSON object');
  const entities = arrayOf(body.entities).map(readEntity).filter((e): e is Entity => e !== null);
  const everyone = allEntities(entities);
  const redacted = redactedFieldNames(body);
  return {
    domain: (str(body.ldhName) || requestedDomain).toLowerCase().replace(/\.$/, ''),
    status: statusString(arrayOf(body.status).map(str)),
    registrar: registrarOf(entities) || registrarOf(everyone),
    registrant: registrantOf(entities, redacted),
    creation_date: eventDate(body.events, ['registration']),
    expiration_date: eventDate(body.events, ['expiration']),
    update_date: eventDate(body.events, ['last changed', 'last update']),
    nameservers: unique(arrayOf(body.nameservers).filter(isObject).map((ns) => normaliseHost(ns.ldhName))),
    emails: unique(everyone.flatMap((e) => e.emails).map(normaliseEmail)),
    raw_source: 'RDAP',
  };
}

/**
 * The registrar's RDAP URL of a thin registry answer (Verisign .com/.net): a `links` member with rel `related`
 * and type `application/rdap+json` (ICANN RDAP Response Profile §2.4.6), not the answer's own `self`.
 */
export function registrarLink(body: unknown): string | null {
  if (!isObject(body)) return null;
  for (const link of arrayOf(body.links).filter(isObject)) {
    const href = str(link.href);
    if (str(link.rel).toLowerCase() !== 'related' || !/^https?:\/\//i.test(href)) continue;
    const type = str(link.type).toLowerCase();
    if (type === 'application/rdap+json' || (type === '' && /\/domain\/[^/]+$/i.test(href))) return href;
  }
  return null;
}

/**
 * Merges a thin registry answer with the registrar's: the registry is authoritative for the name's status,
 * dates, nameservers and sponsoring registrar; the registrar's data wins for contacts (registrant, emails).
 * A field missing on one side is taken from the other.
 */
export function mergeRegistrar(registry: WhoisRecord, registrar: WhoisRecord): WhoisRecord {
  const pick = (a: string, b: string) => (a !== '' ? a : b);
  return {
    domain: registry.domain,
    status: pick(registry.status, registrar.status),
    registrar: pick(registry.registrar, registrar.registrar),
    registrant: pick(registrar.registrant, registry.registrant),
    creation_date: pick(registry.creation_date, registrar.creation_date),
    expiration_date: pick(registry.expiration_date, registrar.expiration_date),
    update_date: pick(registry.update_date, registrar.update_date),
    nameservers: registry.nameservers.length > 0 ? registry.nameservers : registrar.nameservers,
    emails: unique([...registrar.emails, ...registry.emails]),
    raw_source: 'RDAP',
  };
}
