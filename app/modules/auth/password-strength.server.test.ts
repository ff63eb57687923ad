import { describe, expect, it } from "vitest";
import { guessablePasswordMessage, newPasswordIssueFor } from "./password-strength.server";

const meera = { person: { email: "meera.krishnan@example.com", name: "Meera Krishnan" }, companyName: "Vyoma Technologies" };

describe("newPasswordIssueFor", () => {
  it("refuses common and breached passwords for staff, with zxcvbn's warning and a suggestion", async () => {
    for (const password of ["password1234", "qwertyuiop123", "exactly-12-c", "iloveyou1234"]) {
      const message = await newPasswordIssueFor("author", password, meera);
      expect(message, password).toMatch(/^This password is too easy to guess[.:] .+\.$/);
    }
    expect(await newPasswordIssueFor("admin", "password1234", meera)).toBe(
      "This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.",
    );
  });

  it("refuses a password made of the person's own name or address, which zxcvbn alone lets through", async () => {
    for (const password of ["meera.krishnan1", "Krishnan-Meera-99!", "meera.krishnan@example.com", "MeeraKrishnan"]) {
      expect(await newPasswordIssueFor("editor", password, meera), password).toMatch(/^This password is too easy to guess/);
    }
    // The same password for somebody else is only as strong as zxcvbn says.
    expect(await guessablePasswordMessage("meera.krishnan1", { person: { email: "asha@example.com", name: "Asha Rao" }, companyName: "Vyoma Technologies" })).toBeNull();
    expect(await newPasswordIssueFor("editor", "meera-plum-orbit-lantern", meera)).toBeNull();
  });

  it("refuses a password made of the company's name in the site settings, and of the brand Vyoma whatever they say", async () => {
    const zenith = { ...meera, companyName: "Zenith Robotics Pvt. Ltd." };
    for (const password of ["ZenithRobotics2027!", "zenith-robotics-99", "robotics.zenith.1", "Vyoma-Vyoma-2027", "Vyoma2027!!!!!"]) {
      expect(await newPasswordIssueFor("admin", password, zenith), password).toMatch(/^This password is too easy to guess: it is made of your name, your email address or the company's name\./);
    }
    // The same passwords where the company has another name (Vyoma stays refused).
    expect(await newPasswordIssueFor("admin", "ZenithRobotics2027!", meera) ?? "").not.toMatch(/company's name/);
    expect(await newPasswordIssueFor("admin", "Vyoma-Vyoma-2027", meera)).toMatch(/company's name/);
    // Leaning on it with words of one's own is zxcvbn's to judge: the name alone is not a ban on the word.
    expect(await newPasswordIssueFor("admin", "zenith-plum-orbit-lantern", zenith)).toBeNull();
  });

  it("checks the length first and leaves readers to the SPEC's 6 characters", async () => {
    expect(await newPasswordIssueFor("editor", "short-pass", meera)).toBe("Staff passwords must be at least 12 characters");
    expect(await newPasswordIssueFor("user", "abc12", meera)).toBe("Password must be at least 6 characters");
    expect(await newPasswordIssueFor("user", "password1", meera)).toBeNull();
  });

  it("passes the staff passwords the tests and the README use", async () => {
    for (const password of ["a-much-longer-password", "admin-password", "a-long-password-123", "a-new-long-password", "a-long-staff-passphrase", "bench-admin-password"]) {
      expect(await newPasswordIssueFor("admin", password, { person: { email: "lead@example.com", name: "Lead" }, companyName: "Vyoma Technologies" }), password).toBeNull();
    }
  });
});
