import { describe, expect, it } from "vitest";
import { truncateIp } from "./audit.server";

describe("truncateIp", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:198.51.100.9", "198.51.100.0/24"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["2001:0db8:0001:ffff::", "2001:db8:1::/48"],
    ["::1", "0:0:0::/48"],
    ["unknown", null],
    ["page-cache", null],
    ["", null],
  ])("keeps only the network of %s", (address, network) => {
    expect(truncateIp(address)).toBe(network);
  });
});
