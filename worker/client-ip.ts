/**
 * The keys a visitor is counted under: the address (an IPv4 address, or the /64 network of an IPv6
 * address — one subscriber usually holds a whole /64, so rotating addresses inside it is the same
 * visitor) and the network around it (IPv4 /24, IPv6 /48 — what one site or one customer's
 * delegated prefix usually spans, so a handful of neighbouring addresses cannot each take a full
 * share). An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is keyed as the IPv4 address it carries.
 */

/** The eight 16-bit groups of an IPv6 address, or undefined when the text is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  const text = ip.split("%")[0]!.toLowerCase();
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  let head = parse(halves[0]!);
  let tail = halves.length === 2 ? parse(halves[1]!) : [];
  // An embedded IPv4 tail ("::ffff:192.0.2.1") counts as two groups.
  const last = (tail.length ? tail : head).at(-1);
  if (last?.includes(".")) {
    const octets = ipv4Octets(last);
    if (!octets) return undefined;
    const groups = [
      ((octets[0]! << 8) | octets[1]!).toString(16),
      ((octets[2]! << 8) | octets[3]!).toString(16),
    ];
    if (tail.length) tail = [...tail.slice(0, -1), ...groups];
    else head = [...head.slice(0, -1), ...groups];
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return all.map((g) => parseInt(g, 16));
}

/** The four octets of an IPv4 address in dotted decimal, or undefined. */
function ipv4Octets(ip: string): number[] | undefined {
  const parts = ip.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

/** A visitor's address and network, as the share limits count them. */
export interface ClientKeys {
  /** "203.0.113.7", "2001:db8:a:b::/64", "local" without an address. */
  address: string;
  /** "203.0.113.0/24", "2001:db8:a::/48", "local". */
  network: string;
}

function ipv4Keys(octets: readonly number[]): ClientKeys {
  return { address: octets.join("."), network: `${octets.slice(0, 3).join(".")}.0/24` };
}

/** The address and network keys of the request's client (cf-connecting-ip). */
export function clientKeys(request: Request): ClientKeys {
  const ip = request.headers.get("cf-connecting-ip")?.trim();
  if (!ip) return { address: "local", network: "local" };
  if (!ip.includes(":")) {
    const octets = ipv4Octets(ip);
    return octets ? ipv4Keys(octets) : { address: ip.slice(0, 64), network: ip.slice(0, 64) };
  }
  const groups = ipv6Groups(ip);
  if (!groups) return { address: ip.slice(0, 64), network: ip.slice(0, 64) };
  // ::ffff:a.b.c.d is an IPv4 client seen through an IPv6 socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return ipv4Keys([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
  }
  const hex = (n: number) =>
    groups
      .slice(0, n)
      .map((g) => g.toString(16))
      .join(":");
  return { address: `${hex(4)}::/64`, network: `${hex(3)}::/48` };
}

/** "203.0.113.7" → "203.0.113.7"; "2001:db8:a:b:1:2:3:4" → "2001:db8:a:b::/64"; none → "local". */
export function clientKey(request: Request): string {
  return clientKeys(request).address;
}
