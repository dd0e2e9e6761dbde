/** The eight 16-bit groups of an IPv6 address (zone id dropped, `::` expanded, a dotted IPv4 tail as two groups). */
export function ipv6Groups(ip: string): number[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const last = right.length > 0 ? right : left;
  if (last.length > 0 && last[last.length - 1]!.includes('.')) {
    const v4 = last.pop()!.split('.').map(Number);
    last.push(((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16));
  }
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(fill).fill('0'), ...right].map((g) => parseInt(g, 16));
}
