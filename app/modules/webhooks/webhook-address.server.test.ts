import { describe, expect, it } from "vitest";
import { refusedAddressReason, refusedEndpointUrlReason } from "./webhook-address.server";

describe("the webhook SSRF guard's address check", () => {
  const alwaysRefused = ["169.254.169.254", "fd00:ec2::254", "169.254.1.1", "fe80::1", "0.0.0.0", "0.1.2.3", "::", "224.0.0.1", "ff02::1", "255.255.255.255", "::ffff:169.254.169.254", "::ffff:a9fe:a9fe"];
  const privateOrLoopback = ["10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1", "100.64.0.1", "127.0.0.1", "127.1.2.3", "::1", "fd00::1", "fc00::1", "::ffff:10.0.0.1", "::ffff:a00:1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::10.0.0.1", "64:ff9b::a00:1"];
  const publicAddresses = ["93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:93.184.216.34"];

  it("refuses loopback, private, CGNAT, ULA and their IPv4-mapped forms unless WEBHOOK_ALLOW_PRIVATE", () => {
    for (const address of privateOrLoopback) {
      expect(refusedAddressReason(address, false), address).not.toBeNull();
      expect(refusedAddressReason(address, true), address).toBeNull();
    }
  });

  it("refuses link-local, metadata, unspecified and multicast addresses even with WEBHOOK_ALLOW_PRIVATE", () => {
    for (const address of alwaysRefused) {
      expect(refusedAddressReason(address, false), address).not.toBeNull();
      expect(refusedAddressReason(address, true), address).not.toBeNull();
    }
    expect(refusedAddressReason("169.254.169.254", true)).toContain("metadata");
  });

  it("lets public addresses through", () => {
    for (const address of publicAddresses) expect(refusedAddressReason(address, false), address).toBeNull();
  });

  it("checks endpoint URLs: http(s) only, https unless private addresses are allowed, no literal refused address", () => {
    expect(refusedEndpointUrlReason("https://hooks.example.com/a", false)).toBeNull();
    expect(refusedEndpointUrlReason("http://hooks.example.com/a", false)).toContain("https://");
    expect(refusedEndpointUrlReason("http://hooks.example.com/a", true)).toBeNull();
    expect(refusedEndpointUrlReason("ftp://hooks.example.com/a", true)).toContain("https://");
    expect(refusedEndpointUrlReason("https://localhost/a", false)).toContain("this machine");
    expect(refusedEndpointUrlReason("https://[::ffff:a00:1]/a", false)).toContain("private");
    expect(refusedEndpointUrlReason("https://[fd00:ec2::254]/a", true)).toContain("metadata");
    expect(refusedEndpointUrlReason("http://127.0.0.1:9/a", true)).toBeNull();
  });
});
