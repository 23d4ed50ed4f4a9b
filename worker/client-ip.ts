/**
 * The key a visitor is counted under: the IPv4 address, or the /64 network of an IPv6 address
 * (one subscriber usually holds a whole /64, so rotating addresses inside it is the same visitor).
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
    const octets = last.split(".").map(Number);
    if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return undefined;
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

/** "203.0.113.7" → "203.0.113.7"; "2001:db8:a:b:1:2:3:4" → "2001:db8:a:b::/64"; none → "local". */
export function clientKey(request: Request): string {
  const ip = request.headers.get("cf-connecting-ip")?.trim();
  if (!ip) return "local";
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.slice(0, 64);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
