import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { createPostViaApi } from "../support/blog";
import { tempDataDir } from "../support/careers";
import { imageBytes, uploadImages, type UploadedItem } from "../support/media";

let app: TestApp;
let dataDir: string;
let cookie: string;
let cover: UploadedItem;
let body: UploadedItem;
beforeAll(async () => {
  dataDir = tempDataDir();
  app = await startTestApp({ DATA_DIR: dataDir });
  cookie = await adminCookie(app);
  const response = await uploadImages(
    app,
    cookie,
    [
      { name: "cover.jpg", bytes: await imageBytes("jpeg", 2400, 1260) },
      { name: "chart.png", bytes: await imageBytes("png", 1200, 800) },
    ],
    "/admin/media",
  );
  expect(response.status).toBe(201);
  const list = (await (await app.fetch("/admin/media.json", { headers: { Cookie: cookie } })).json()) as { items: UploadedItem[] };
  cover = list.items.find((item) => item.filename === "cover.jpg")!;
  body = list.items.find((item) => item.filename === "chart.png")!;
}, 60_000);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const srcset = (item: UploadedItem, widths: number[], format: string) =>
  widths.map((width) => `${item.url.replace(/\.[a-z]+$/, `-${width}.${format}`)} ${width}w`).join(", ");

describe("library images on public pages", () => {
  it("render as <picture> with AVIF and WebP srcsets, sizes and dimensions; the cover eager, body images lazy", async () => {
    const content = `<p>Intro</p><img src="${body.url}" alt="A bar chart" width="1200" height="800"><p>External:</p><img src="https://images.example/x.png" alt="Elsewhere">`;
    const post = await createPostViaApi(app, cookie, { title: "Pictures From The Library", image: cover.url, content });
    const html = await (await app.fetch(`/blog/${post.slug}`)).text();

    const article = "(min-width: 800px) 768px, calc(100vw - 2rem)";
    expect(html).toContain(
      `<picture><source type="image/avif" srcSet="${srcset(cover, [480, 720, 960, 1600], "avif")}" sizes="${article}"/>` +
        `<source type="image/webp" srcSet="${srcset(cover, [480, 720, 960, 1600, 2400], "webp")}" sizes="${article}"/>` +
        `<img src="${cover.url}" alt="" width="2400" height="1260" loading="eager" fetchPriority="high"`,
    );
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="${srcset(body, [480, 720, 960, 1200], "avif")}" sizes="${article}">` +
        `<source type="image/webp" srcset="${srcset(body, [480, 720, 960, 1200], "webp")}" sizes="${article}">` +
        `<img src="${body.url}" alt="A bar chart" width="1200" height="800" loading="lazy" decoding="async"></picture>`,
    );
    // An external image renders as before: a plain, lazy <img>.
    expect(html).toContain(`<img src="https://images.example/x.png" alt="Elsewhere" loading="lazy" />`);
    expect(html.match(/<picture>/g)).toHaveLength(2);
    // No JavaScript for a first visit: still none.
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it("render as <picture> on the blog list's cards, and external covers stay plain", async () => {
    await createPostViaApi(app, cookie, { title: "External Cover Post", image: "https://images.example/ext.png" });
    const html = await (await app.fetch("/blog")).text();
    const card = "(min-width: 1024px) 384px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)";
    expect(html).toContain(`<source type="image/webp" srcSet="${srcset(cover, [480, 720, 960, 1600, 2400], "webp")}" sizes="${card}"/>`);
    expect(html).toMatch(/<img src="https:\/\/images\.example\/ext\.png" alt="" width="1200" height="630" loading="(eager|lazy)"/);
    expect(html).not.toMatch(/<picture><source[^>]*ext\.png/);
  });

  it("render as <picture> on the author page's cards too", async () => {
    const post = await createPostViaApi(app, cookie, { title: "By An Author With A Library Cover", image: cover.url });
    const authorPath = /href="(\/blog\/author\/[a-z0-9-]+)"/.exec(await (await app.fetch(`/blog/${post.slug}`)).text())?.[1];
    expect(authorPath).toBeDefined();
    const html = await (await app.fetch(authorPath!)).text();
    expect(html).toContain("By An Author With A Library Cover");
    const card = "(min-width: 1024px) 384px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)";
    expect(html).toContain(`<source type="image/avif" srcSet="${srcset(cover, [480, 720, 960, 1600], "avif")}" sizes="${card}"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${srcset(cover, [480, 720, 960, 1600, 2400], "webp")}" sizes="${card}"/>`);
  });
});

describe("library images in newsletter mails", () => {
  it("reference a variant no wider than twice the mail's 540 px column, never the 3000 px original", async () => {
    const upload = await uploadImages(app, cookie, [{ name: "western-ghats.jpg", bytes: await imageBytes("jpeg", 3000, 2000) }], "/admin/media");
    expect(upload.status).toBe(201);
    const list = (await (await app.fetch("/admin/media.json", { headers: { Cookie: cookie } })).json()) as { items: UploadedItem[] };
    const big = list.items.find((item) => item.filename === "western-ghats.jpg")!;
    const post = await createPostViaApi(app, cookie, {
      title: "A Walk In The Western Ghats",
      image: big.url,
      content: `<p>Green.</p><img src="${big.url}" alt="Hills" width="3000" height="2000"><p>More.</p>`,
    });
    const fields = { source: "post", postId: String(post.id), content: "full", subject: "", message: "" };

    // Every reference to the library image, in the preview (the same renderer as the test send) and in a real send.
    const preview = await (await app.fetch(`/admin/newsletter?${new URLSearchParams({ intent: "preview", ...fields })}`, { headers: { Cookie: cookie } })).text();
    expect((await postForm(app, "/admin/newsletter", { intent: "send", ...fields }, { Cookie: cookie })).status).toBe(200);
    const issue = await app.database.db.selectFrom("newsletter_issues").select("content_html").orderBy("id", "desc").executeTakeFirstOrThrow();
    for (const html of [preview, issue.content_html!]) {
      const files = [...html.matchAll(new RegExp(`/media/${big.id}/([a-z0-9._-]+)`, "g"))].map((match) => match[1]!);
      expect(files.length).toBeGreaterThanOrEqual(2); // the cover and the body image
      for (const file of files) {
        expect(file).not.toBe(big.filename);
        const width = Number(/-(\d+)\.[a-z]+$/.exec(file)?.[1]);
        expect(width, file).toBeGreaterThanOrEqual(540);
        expect(width, file).toBeLessThanOrEqual(1080);
      }
    }
    // The file exists and is served to mail programs (no cookie).
    const served = await app.fetch(big.url.replace(big.filename, "western-ghats-960.webp"));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(issue.content_html).toContain(big.url.replace(big.filename, "western-ghats-960.webp"));
  }, 60_000);
});
