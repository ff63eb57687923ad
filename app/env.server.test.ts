import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, EnvError, loadEnv } from "./env.server";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.databaseKind).toBe("sqlite");
    expect(env.ADMIN_EMAIL).toBe(DEV_ADMIN_EMAIL);
    expect(env.ADMIN_PASSWORD).toBe(DEV_ADMIN_PASSWORD);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.strict).toBe(false);
  });

  it("names the bad variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrowError(EnvError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrowError(/PORT/);
    expect(() => loadEnv({ SMTP_URL: "http://mail" })).toThrowError(/SMTP_URL: must start with smtp/);
    expect(() => loadEnv({ ADMIN_EMAIL: "not-an-email" })).toThrowError(/ADMIN_EMAIL/);
  });

  it("selects PostgreSQL for a postgres URL", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1/site" }).databaseKind).toBe("postgres");
  });

  it("treats empty variables as unset", () => {
    expect(loadEnv({ SMTP_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("requires PUBLIC_URL in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrowError(/PUBLIC_URL: is required/);
  });

  it("allows the local defaults for a production build served on loopback", () => {
    const env = loadEnv({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" });
    expect(env.strict).toBe(false);
    expect(env.ADMIN_EMAIL).toBe(DEV_ADMIN_EMAIL);
  });

  it("refuses the local defaults at a public address", () => {
    const publicSite = { NODE_ENV: "production", PUBLIC_URL: "https://www.vyoma.example" };
    expect(() => loadEnv(publicSite)).toThrowError(/SESSION_SECRET: is required in production/);
    expect(() =>
      loadEnv({ ...publicSite, SESSION_SECRET: "x".repeat(40), ADMIN_EMAIL: "boss@vyoma.example", ADMIN_PASSWORD: DEV_ADMIN_PASSWORD }),
    ).toThrowError(/ADMIN_PASSWORD: the documented local default is refused/);
    const env = loadEnv({ ...publicSite, SESSION_SECRET: "x".repeat(40) });
    expect(env.strict).toBe(true);
    expect(env.secureCookies).toBe(true);
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });
});

describe("STAFF_TWO_FACTOR", () => {
  it("is required at a public address unless set to optional, and optional on loopback unless set to required", () => {
    expect(loadEnv({ PUBLIC_URL: "https://www.vyoma.example" }).STAFF_TWO_FACTOR).toBe("required");
    expect(loadEnv({ PUBLIC_URL: "https://www.vyoma.example", STAFF_TWO_FACTOR: "optional" }).STAFF_TWO_FACTOR).toBe("optional");
    expect(loadEnv({}).STAFF_TWO_FACTOR).toBe("optional");
    expect(loadEnv({ PUBLIC_URL: "http://127.0.0.1:4000" }).STAFF_TWO_FACTOR).toBe("optional");
    expect(loadEnv({ PUBLIC_URL: "http://[::1]:4000" }).STAFF_TWO_FACTOR).toBe("optional");
    expect(loadEnv({ PUBLIC_URL: "http://localhost:3000", STAFF_TWO_FACTOR: "required" }).STAFF_TWO_FACTOR).toBe("required");
    expect(() => loadEnv({ STAFF_TWO_FACTOR: "sometimes" })).toThrowError(/STAFF_TWO_FACTOR/);
  });
});

describe("loadEnv in tests", () => {
  it("creates no default admin when NODE_ENV=test", () => {
    const env = loadEnv({ NODE_ENV: "test" });
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("reads the mail switches, the newsletter rate and DKIM (all three or none)", () => {
    const defaults = loadEnv({});
    expect([defaults.MAIL_ACK_APPLICATIONS, defaults.MAIL_ACK_CONTACT, defaults.NEWSLETTER_RATE_PER_MINUTE, defaults.dkim]).toEqual([true, true, 300, null]);
    expect(loadEnv({ MAIL_ACK_CONTACT: "false", MAIL_ACK_APPLICATIONS: "off" })).toMatchObject({ MAIL_ACK_CONTACT: false, MAIL_ACK_APPLICATIONS: false });
    expect(() => loadEnv({ MAIL_ACK_CONTACT: "maybe" })).toThrowError(/MAIL_ACK_CONTACT: must be true or false/);
    expect(() => loadEnv({ NEWSLETTER_RATE_PER_MINUTE: "0" })).toThrowError(/NEWSLETTER_RATE_PER_MINUTE/);
    expect(() => loadEnv({ DKIM_SELECTOR: "mail" })).toThrowError(/DKIM_PRIVATE_KEY: is required when DKIM_SELECTOR is set/);
    expect(() => loadEnv({ DKIM_SELECTOR: "mail", DKIM_DOMAIN: "example.com", DKIM_PRIVATE_KEY: "/no/such/key.pem" })).toThrowError(/DKIM_PRIVATE_KEY: is neither/);
    const pem = "-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----";
    expect(loadEnv({ DKIM_SELECTOR: "mail", DKIM_DOMAIN: "Example.com", DKIM_PRIVATE_KEY: pem }).dkim).toEqual({
      domainName: "example.com",
      keySelector: "mail",
      privateKey: "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----",
    });
  });
});
