import { BlockList, isIP } from "node:net";

/**
 * The SSRF guard (decision 0034): a webhook is an admin-given URL the server itself requests, so it must not be a
 * way into our own network, the machine itself or a cloud's metadata service. Every address a host resolves to is
 * checked before a connection is opened, and the connection goes to the address that was checked.
 *
 * WEBHOOK_ALLOW_PRIVATE=true (an intranet receiver; the tests' loopback receiver) allows loopback, private, CGNAT and
 * unique-local addresses; link-local (with the metadata addresses), unspecified, multicast and reserved ones stay
 * refused whatever it says.
 */

type Kind = "loopback" | "private" | "link-local" | "metadata" | "unspecified" | "multicast" | "reserved";

const ALLOWED_WITH_PRIVATE: ReadonlySet<Kind> = new Set(["loopback", "private"]);

const RANGES: Array<[Kind, string, number, "ipv4" | "ipv6"]> = [
  ["metadata", "169.254.169.254", 32, "ipv4"],
  ["metadata", "fd00:ec2::254", 128, "ipv6"],
  ["unspecified", "0.0.0.0", 8, "ipv4"],
  ["private", "10.0.0.0", 8, "ipv4"],
  ["private", "100.64.0.0", 10, "ipv4"],
  ["loopback", "127.0.0.0", 8, "ipv4"],
  ["link-local", "169.254.0.0", 16, "ipv4"],
  ["private", "172.16.0.0", 12, "ipv4"],
  ["reserved", "192.0.0.0", 24, "ipv4"],
  ["private", "192.168.0.0", 16, "ipv4"],
  ["reserved", "198.18.0.0", 15, "ipv4"],
  ["multicast", "224.0.0.0", 4, "ipv4"],
  ["reserved", "240.0.0.0", 4, "ipv4"],
  ["unspecified", "::", 128, "ipv6"],
  ["loopback", "::1", 128, "ipv6"],
  ["private", "fc00::", 7, "ipv6"],
  ["link-local", "fe80::", 10, "ipv6"],
  ["link-local", "fec0::", 10, "ipv6"],
  ["multicast", "ff00::", 8, "ipv6"],
];

const lists = new Map<Kind, BlockList>();
for (const [kind, network, prefix, family] of RANGES) {
  if (!lists.has(kind)) lists.set(kind, new BlockList());
  lists.get(kind)!.addSubnet(network, prefix, family);
}
/** Checked first, so that the metadata addresses are named (and refused) as such rather than as link-local/ULA. */
const ORDER: Kind[] = ["metadata", "unspecified", "loopback", "link-local", "multicast", "reserved", "private"];

/** The 16 bytes of an IPv6 address (with or without an IPv4 tail). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split(".").map(Number);
    text = `${text.slice(0, tail.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const restGroups = rest ? rest.split(":") : [];
  const groups = rest === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - restGroups.length).fill("0"), ...restGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries, for the forms that reach an IPv4 host: IPv4-mapped (::ffff:a.b.c.d, also
 * written ::ffff:a00:1), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d). Null for any other.
 */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address.toLowerCase());
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const v4 = bytes.slice(12).join(".");
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4;
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return v4;
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return v4;
  return null;
}

function kindOf(address: string): Kind | null {
  const family = isIP(address);
  if (family === 0) return "reserved";
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return kindOf(v4);
  }
  const type = family === 4 ? "ipv4" : "ipv6";
  return ORDER.find((kind) => lists.get(kind)!.check(address, type)) ?? null;
}

const KIND_WORDS: Record<Kind, string> = {
  loopback: "a loopback address (this machine)",
  private: "a private network address",
  "link-local": "a link-local address",
  metadata: "a cloud metadata address",
  unspecified: "an unspecified address",
  multicast: "a multicast address",
  reserved: "a reserved address",
};

/** Why a request to `address` (an IP) is refused, in words; null when it may be sent. */
export function refusedAddressReason(address: string, allowPrivate: boolean): string | null {
  const kind = kindOf(address);
  if (!kind || (allowPrivate && ALLOWED_WITH_PRIVATE.has(kind))) return null;
  return `${address} is ${KIND_WORDS[kind]}`;
}

/** A URL's host as an IP or a name, without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * What may be registered (and is checked again before each delivery): http(s) only, https unless private
 * addresses are allowed, and a host that is not an address or name we refuse. Names are resolved only at send time,
 * where the answer is checked again (DNS can change between now and then).
 */
export function refusedEndpointUrlReason(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter the full address of the receiver, starting with https://.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The address must start with https://.";
  if (url.protocol === "http:" && !allowPrivate) return "The address must start with https:// (events are signed, but their content is not encrypted otherwise).";
  const host = hostOf(url).toLowerCase();
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost"))) return `${host} is this machine: webhooks cannot be sent to it.`;
  if (isIP(host)) {
    const reason = refusedAddressReason(host, allowPrivate);
    if (reason) return `Webhooks cannot be sent there: ${reason}.`;
  }
  return null;
}
