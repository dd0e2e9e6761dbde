/**
 * The little of the DNS wire format (RFC 1035 §4) that our loopback DNS server needs: read a query's header and
 * question, write an answer with NS records (and A/AAAA records for the site probe). No name compression is written (RFC 1035 §4.1.4 makes it optional
 * for senders); compressed names in a query's question are refused (a query has nothing earlier to point at).
 */

import { ipv6Groups } from '../../platform/lib/ipv6.js';

/** RFC 1035 §3.2.2 TYPE values we speak of. */
export const DNS_TYPE = { A: 1, NS: 2, SOA: 6, AAAA: 28 } as const;
/** RFC 1035 §3.2.4 CLASS IN. */
export const DNS_CLASS_IN = 1;

/** RFC 1035 §4.1.1 RCODE values. */
export const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const;
export type RcodeName = keyof typeof RCODE;

const HEADER_BYTES = 12;

export interface DnsQuery {
  id: number;
  /** RFC 1035 §4.1.1 OPCODE: 0 is a standard query; anything else we answer NOTIMP. */
  opcode: number;
  recursionDesired: boolean;
  /** Lower-cased, without the trailing dot (`xn--bcher-kva.de`). Matching is case-insensitive (RFC 4343 §3). */
  name: string;
  type: number;
  /** The question section exactly as received: echoed back byte for byte, so a resolver using DNS 0x20 case
   * randomisation still recognises its question. */
  questionBytes: Buffer;
}

export class DnsFormatError extends Error {
  constructor(readonly id: number | null, message: string) {
    super(message);
    this.name = 'DnsFormatError';
  }
}

/** Parses a query message: §4.1.1 header, then exactly one §4.1.2 question (QDCOUNT=1, as every resolver sends). */
export function parseQuery(message: Buffer): DnsQuery {
  if (message.length < HEADER_BYTES) throw new DnsFormatError(null, 'shorter than a DNS header');
  const id = message.readUInt16BE(0);
  const flags = message.readUInt16BE(2);
  if (flags & 0x8000) throw new DnsFormatError(id, 'QR is set: this is a response, not a query');
  const questionCount = message.readUInt16BE(4);
  if (questionCount !== 1) throw new DnsFormatError(id, `QDCOUNT is ${questionCount}, expected 1`);

  // §3.1 / §4.1.2 QNAME: a sequence of length-prefixed labels ending with the zero-length root label.
  const labels: string[] = [];
  let offset = HEADER_BYTES;
  for (;;) {
    const length = message[offset];
    if (length === undefined) throw new DnsFormatError(id, 'QNAME runs past the end of the message');
    offset += 1;
    if (length === 0) break;
    if (length > 63) throw new DnsFormatError(id, 'a QNAME label is longer than 63 octets or compressed (§4.1.4)');
    if (offset + length > message.length) throw new DnsFormatError(id, 'a QNAME label runs past the end of the message');
    labels.push(message.toString('latin1', offset, offset + length));
    offset += length;
  }
  if (offset + 4 > message.length) throw new DnsFormatError(id, 'QTYPE/QCLASS missing');
  const type = message.readUInt16BE(offset);
  offset += 4;
  return {
    id,
    opcode: (flags >> 11) & 0x0f,
    recursionDesired: (flags & 0x0100) !== 0,
    name: labels.join('.').toLowerCase(),
    type,
    questionBytes: message.subarray(HEADER_BYTES, offset),
  };
}

/** `ns1.example.net` → RFC 1035 §3.1 wire form (labels, then the root label). */
export function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter((label) => label !== '');
  const parts: Buffer[] = [];
  for (const label of labels) {
    const bytes = Buffer.from(label, 'latin1');
    if (bytes.length > 63) throw new RangeError(`label "${label}" is longer than 63 octets (RFC 1035 §2.3.4)`);
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

/** A §4.1.3 resource record of type NS: NAME, TYPE, CLASS, TTL, RDLENGTH, RDATA = the name server's name (§3.3.11). */
function nsRecord(owner: string, nameserver: string, ttlSeconds: number): Buffer {
  const rdata = encodeName(nameserver);
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(DNS_TYPE.NS, 0);
  fixed.writeUInt16BE(DNS_CLASS_IN, 2);
  fixed.writeUInt32BE(ttlSeconds, 4);
  fixed.writeUInt16BE(rdata.length, 8);
  return Buffer.concat([encodeName(owner), fixed, rdata]);
}

export interface DnsResponse {
  rcode: RcodeName;
  /** NS records for the question's name; only with NOERROR. Empty with NOERROR is NODATA (RFC 2308 §2.2). */
  nameservers?: readonly string[];
  /** Addresses of the name (the site probe's A/AAAA questions): IPv4 ones answer an A question, IPv6 ones AAAA. */
  addresses?: readonly string[];
  ttlSeconds?: number;
}

/** A §3.4.1 A or RFC 3596 §2.1 AAAA record: RDATA is the 4 or 16 address octets. */
function addressRecord(owner: string, address: string, ttlSeconds: number): Buffer {
  const v6 = address.includes(':');
  const rdata = v6 ? ipv6Bytes(address) : Buffer.from(address.split('.').map(Number));
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(v6 ? DNS_TYPE.AAAA : DNS_TYPE.A, 0);
  fixed.writeUInt16BE(DNS_CLASS_IN, 2);
  fixed.writeUInt32BE(ttlSeconds, 4);
  fixed.writeUInt16BE(rdata.length, 8);
  return Buffer.concat([encodeName(owner), fixed, rdata]);
}

function ipv6Bytes(address: string): Buffer {
  const bytes = Buffer.alloc(16);
  for (const [i, g] of ipv6Groups(address).entries()) bytes.writeUInt16BE(g, i * 2);
  return bytes;
}

/** A §4.1.1 response header (QR=1, AA=1, RD copied, RA=1) + the echoed question + NS answers. */
export function encodeResponse(query: Pick<DnsQuery, 'id' | 'opcode' | 'recursionDesired' | 'name' | 'questionBytes'> & { type?: number }, response: DnsResponse): Buffer {
  const ttl = response.ttlSeconds ?? 300;
  const answers = response.rcode === 'NOERROR' ? (response.nameservers ?? []).map((ns) => nsRecord(query.name, ns, ttl)) : [];
  // Only the family asked for: A answers carry IPv4 addresses, AAAA answers IPv6 ones (else NODATA for that type).
  const wanted = (a: string) => (query.type === DNS_TYPE.AAAA ? a.includes(':') : query.type === DNS_TYPE.A && !a.includes(':'));
  if (response.rcode === 'NOERROR') for (const a of (response.addresses ?? []).filter(wanted)) answers.push(addressRecord(query.name, a, ttl));
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16BE(query.id, 0);
  const flags = 0x8000 | ((query.opcode & 0x0f) << 11) | 0x0400 | (query.recursionDesired ? 0x0100 : 0) | 0x0080 | RCODE[response.rcode];
  header.writeUInt16BE(flags, 2);
  header.writeUInt16BE(1, 4); // QDCOUNT
  header.writeUInt16BE(answers.length, 6); // ANCOUNT
  header.writeUInt16BE(0, 8); // NSCOUNT
  header.writeUInt16BE(0, 10); // ARCOUNT
  return Buffer.concat([header, query.questionBytes, ...answers]);
}

/** FORMERR for a message whose question could not be read: header only (QDCOUNT=0), ID echoed (§4.1.1). */
export function encodeFormatError(id: number): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(0x8000 | RCODE.FORMERR, 2);
  return header;
}
