import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleUser, userCookie } from "../support/auth";
import { createPostViaApi, postRevisionRows, samplePost, sendJson } from "../support/blog";
import { tempDataDir } from "../support/careers";
import { imageBytes, svgWithScript, uploadImages, type UploadedItem } from "../support/media";
import { startTestS3, type TestS3Server } from "../support/s3";

async function uploadOne(app: TestApp, cookie: string, name: string, bytes: Buffer): Promise<UploadedItem> {
  const response = await uploadImages(app, cookie, [{ name, bytes }]);
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { added: UploadedItem[]; refused: string[] };
  expect(body.refused).toEqual([]);
  return body.added[0]!;
}

const variantUrl = (item: UploadedItem, width: number, format: "webp" | "avif") => item.url.replace(/\.[a-z]+$/, `-${width}.${format}`);

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3("media-test");
});
afterAll(() => s3?.stop());

// The same upload on both storage backends: files land on the disk or in the bucket, and are served alike.
describe.each([
  ["local disk", () => ({})],
  ["S3-compatible store", () => ({ STORAGE_URL: s3.storageUrl })],
])("a camera JPEG uploaded to the media library (%s)", (_name, storageEnv) => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await startTestApp({ DATA_DIR: dataDir, ...storageEnv() });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is turned upright, stripped of EXIF and GPS, and made into WebP and AVIF variants no wider than itself", async () => {
    const cookie = await adminCookie(app);
    // 2000 x 1000 stored, orientation 6 (turned 90°): a 1000 x 2000 portrait photo with the owner's GPS position.
    const jpeg = await imageBytes("jpeg", 2000, 1000, { exif: true, orientation: 6 });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const item = await uploadOne(app, cookie, "Holiday Photo (1).JPG", jpeg);
    expect(item).toMatchObject({ width: 1000, height: 2000, filename: "holiday-photo-1.jpg", alt: "", title: "", caption: "" });
    expect(item.url).toBe(`/media/${item.id}/holiday-photo-1.jpg`);
    expect(item.thumbnailUrl).toBe(`/media/${item.id}/holiday-photo-1-480.webp`);

    const expected = [
      ...[480, 720, 960, 1000].map((width) => ({ url: variantUrl(item, width, "webp"), width, type: "image/webp" })),
      ...[480, 720, 960, 1000].map((width) => ({ url: variantUrl(item, width, "avif"), width, type: "image/avif" })),
      { url: item.url, width: 1000, type: "image/jpeg" },
    ];
    for (const file of expected) {
      const response = await app.fetch(file.url);
      expect(response.status, file.url).toBe(200);
      expect(response.headers.get("content-type")).toBe(file.type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.width, file.url).toBe(file.width);
      expect(meta.height, file.url).toBe(file.width * 2);
      expect(meta.exif, `${file.url} has no EXIF`).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.includes("Secret Owner"), `${file.url} has no copyright text`).toBe(false);
      expect(bytes.includes("TestCam")).toBe(false);
    }
    // Never upscaled: no 1600 px variant of a 1000 px image.
    expect((await app.fetch(variantUrl(item, 1600, "webp"))).status).toBe(404);
    // The upload as sent (with its EXIF) is kept, but privately: no URL reaches it.
    expect((await app.fetch(`/media/${item.id}/original.jpg`)).status).toBe(404);
    expect((await app.fetch(`/media-originals/${item.id}/original.jpg`)).status).toBe(404);
    const row = await app.database.db.selectFrom("media").selectAll().where("id", "=", item.id).executeTakeFirstOrThrow();
    const original = await app.services.storage.open(row.original_key);
    expect(original?.size).toBe(jpeg.length);
    original?.stream.destroy();
  });
});

describe("the media library", () => {
  let app: TestApp;
  let dataDir: string;
  let cookie: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await startTestApp({ DATA_DIR: dataDir });
    cookie = await adminCookie(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("accepts PNG, WebP, AVIF and GIF judged by their content, whatever their names say", async () => {
    for (const [format, name, extension] of [
      ["png", "diagram.png", "png"],
      ["webp", "banner.webp", "webp"],
      ["avif", "hero.avif", "webp"],
      ["gif", "anim.gif", "gif"],
      ["jpeg", "mislabelled.png", "jpg"],
    ] as const) {
      const item = await uploadOne(app, cookie, name, await imageBytes(format, 300, 200));
      expect(item.url, format).toMatch(new RegExp(`\\.${extension}$`));
      expect(item).toMatchObject({ width: 300, height: 200 });
      // A small image gets one variant of its own width in each format.
      expect((await app.fetch(variantUrl(item, 300, "webp"))).status).toBe(200);
      expect((await app.fetch(variantUrl(item, 300, "avif"))).status).toBe(200);
      expect((await app.fetch(variantUrl(item, 480, "webp"))).status).toBe(404);
    }
  });

  it("refuses SVG, a PDF named .jpg, files over 20 MB and images over 50 megapixels, keeping nothing", async () => {
    const before = await app.database.db.selectFrom("media").select("id").execute();
    const svg = await uploadImages(app, cookie, [{ name: "logo.svg", bytes: svgWithScript, type: "image/svg+xml" }]);
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as { error: string }).error).toMatch(
      /"logo\.svg" is not a JPEG, PNG, WebP, AVIF or GIF image\. SVG files are refused/,
    );

    const pdf = await uploadImages(app, cookie, [{ name: "photo.jpg", bytes: Buffer.from("%PDF-1.7\n" + "x".repeat(2000)) }]);
    expect(pdf.status).toBe(415);

    const huge = Buffer.concat([Buffer.from("ffd8ffe0", "hex"), Buffer.alloc(21 * 1024 * 1024)]);
    const tooLarge = await uploadImages(app, cookie, [{ name: "huge.jpg", bytes: huge }]);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: string }).error).toBe('"huge.jpg" is larger than 20 MB; an image may be at most 20 MB.');

    const manyPixels = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const tooManyPixels = await uploadImages(app, cookie, [{ name: "poster.png", bytes: manyPixels }]);
    expect(tooManyPixels.status).toBe(413);
    expect(((await tooManyPixels.json()) as { error: string }).error).toBe('"poster.png" has 56 megapixels; images may have at most 50 megapixels.');

    // A JPEG cut off after its header: judged a JPEG by its first bytes, then unreadable.
    const broken = await uploadImages(app, cookie, [{ name: "cut.jpg", bytes: (await imageBytes("jpeg", 300, 200)).subarray(0, 300) }]);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe('"cut.jpg" could not be read as an image. It may be damaged.');

    expect(await app.database.db.selectFrom("media").select("id").execute()).toEqual(before);
    expect(fs.readdirSync(`${dataDir}/scratch`, { recursive: true }).filter((entry) => !String(entry).match(/^[a-z-]+(\/\d{4}-\d{2})?$/))).toEqual(
      [],
    );
  });

  it("takes several files in one plain form post (no JavaScript)", async () => {
    const response = await uploadImages(
      app,
      cookie,
      [
        { name: "one.png", bytes: await imageBytes("png", 320, 240) },
        { name: "two.jpg", bytes: await imageBytes("jpeg", 640, 480) },
      ],
      "/admin/media",
    );
    expect(response.status).toBe(201);
    expect(await response.text()).toContain("2 images uploaded.");
    const page = await (await app.fetch("/admin/media?q=two", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("two.jpg");
    expect(page).not.toContain("one.png");
  });

  it("answers Upload with no file chosen (no JavaScript) with 400 \"Choose a file to upload.\"", async () => {
    // What a browser sends for an empty file field: one part with no file name and no bytes.
    const form = new FormData();
    form.append("files", new Blob([]), "");
    const response = await app.fetch("/admin/media", { method: "POST", headers: { Origin: app.url, Cookie: cookie }, body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose a file to upload.");
  });

  it("keeps the good files of a plain form post and names each refused one with its reason", async () => {
    const response = await uploadImages(
      app,
      cookie,
      [
        { name: "keep-one.png", bytes: await imageBytes("png", 320, 240) },
        { name: "drawing.svg", bytes: svgWithScript, type: "image/svg+xml" },
        { name: "keep-two.jpg", bytes: await imageBytes("jpeg", 640, 480) },
        { name: "report.jpg", bytes: Buffer.from("%PDF-1.7\n" + "x".repeat(2000)) },
        // Cut off while it streams: the files after it still arrive and are kept.
        { name: "scan.jpg", bytes: Buffer.concat([Buffer.from("ffd8ffe0", "hex"), Buffer.alloc(21 * 1024 * 1024)]) },
        { name: "keep-three.webp", bytes: await imageBytes("webp", 400, 300) },
      ],
      "/admin/media",
    );
    expect(response.status).toBe(201);
    const page = await response.text();
    expect(page).toContain("3 images uploaded. 3 not uploaded:");
    expect(page).toContain("<li>&quot;drawing.svg&quot; is not a JPEG, PNG, WebP, AVIF or GIF image.");
    expect(page).toContain("<li>&quot;report.jpg&quot; is not a JPEG, PNG, WebP, AVIF or GIF image.");
    expect(page).toContain("<li>&quot;scan.jpg&quot; is larger than 20 MB; an image may be at most 20 MB.</li>");
    // Named in the order they were chosen.
    const order = ["drawing.svg", "report.jpg", "scan.jpg"].map((name) => page.indexOf(`<li>&quot;${name}&quot;`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const names = (await app.database.db.selectFrom("media").select("original_name").execute()).map((row) => row.original_name);
    expect(names).toEqual(expect.arrayContaining(["keep-one.png", "keep-two.jpg", "keep-three.webp"]));
    expect(names).not.toContain("drawing.svg");
    expect(names).not.toContain("report.jpg");
    expect(names).not.toContain("scan.jpg");
    // Nothing of the refused files is left in the scratch folder.
    expect(fs.readdirSync(`${dataDir}/scratch`, { recursive: true }).filter((entry) => !String(entry).match(/^[a-z-]+(\/\d{4}-\d{2})?$/))).toEqual(
      [],
    );
  });

  it("answers GET /admin/media.json as the editor's contract says, admins only", async () => {
    const item = await uploadOne(app, cookie, "Contract Test.webp", await imageBytes("webp", 1200, 800));
    expect(
      (
        await postForm(
          app,
          "/admin/media",
          { intent: "update", id: item.id, alt: "A blue square", title: "Contract", caption: "Made by a test" },
          { Cookie: cookie },
        )
      ).status,
    ).toBe(200);

    const anonymous = await app.fetch("/admin/media.json");
    expect(anonymous.status).toBe(401);
    expect((await app.fetch("/admin/media.json", { headers: { Cookie: await userCookie(app) } })).status).toBe(403);

    const response = await app.fetch("/admin/media.json?q=contract", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { items: UploadedItem[]; page: number; pageCount: number };
    expect(body).toEqual({
      items: [
        {
          id: item.id,
          url: `/media/${item.id}/contract-test.webp`,
          thumbnailUrl: `/media/${item.id}/contract-test-480.webp`,
          alt: "A blue square",
          title: "Contract",
          caption: "Made by a test",
          width: 1200,
          height: 800,
          filename: "contract-test.webp",
        },
      ],
      page: 1,
      pageCount: 1,
    });
    // Alt text and title match too; the newest image comes first; a page past the end answers the last one.
    expect(
      ((await (await app.fetch("/admin/media.json?q=blue%20square", { headers: { Cookie: cookie } })).json()) as typeof body).items,
    ).toHaveLength(1);
    const all = (await (await app.fetch("/admin/media.json?page=99", { headers: { Cookie: cookie } })).json()) as typeof body;
    expect(all.page).toBe(1);
    expect(all.items[0]!.id).toBe(item.id);
    expect(((await (await app.fetch("/admin/media.json?q=%25", { headers: { Cookie: cookie } })).json()) as typeof body).items).toEqual([]);
  });

  it("refuses to delete an image a post uses, saying where, and deletes it with its files once unused", async () => {
    const item = await uploadOne(app, cookie, "in-use.jpg", await imageBytes("jpeg", 1000, 500));
    const html = `<p>Look:</p><img src="${item.url}" alt="A chart" width="${item.width}" height="${item.height}">`;
    const post = await createPostViaApi(app, cookie, { title: "Post With A Library Image", content: html });
    // The JSON API is unchanged, and the sanitizer keeps width and height on the image.
    expect(post.content).toContain(`<img src="${item.url}" alt="A chart" width="1000" height="500"`);

    const refused = await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      "This image is used in the post &quot;Post With A Library Image&quot;. Remove it there first, then delete it.",
    );
    const listed = await (await app.fetch("/admin/media?q=in-use", { headers: { Cookie: cookie } })).text();
    expect(listed).toContain("Post With A Library Image");

    // Used as the cover only: still refused.
    await sendJson(app, "PUT", `/api/blogs/${post.id}`, { ...post, content: "<p>No image now.</p>", image: item.url, tags: "a" }, cookie);
    expect((await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie })).status).toBe(409);

    await sendJson(app, "DELETE", `/api/blogs/${post.id}`, undefined, cookie);
    const deleted = await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie });
    expect(deleted.status).toBe(200);
    expect((await app.fetch(item.url)).status).toBe(404);
    expect((await app.fetch(variantUrl(item, 480, "avif"))).status).toBe(404);
    expect(await app.database.db.selectFrom("media").select("id").where("id", "=", item.id).execute()).toEqual([]);
    expect(fs.readdirSync(`${dataDir}/uploads/media`).includes(item.id)).toBe(false);
    expect(fs.readdirSync(`${dataDir}/uploads/media-originals`).includes(item.id)).toBe(false);
    // Deleting it again, or an id that never existed: 404 with a message.
    expect((await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie })).status).toBe(404);
    expect((await postForm(app, "/admin/media", { intent: "delete", id: "not-an-id" }, { Cookie: cookie })).status).toBe(400);
  });

  it("shows where an image is used only as far as the viewer may see: another author's draft is not named", async () => {
    const writer = await roleUser(app, "author", "Asha Author");
    const other = await roleUser(app, "author", "Ravi Author");
    const item = await uploadOne(app, writer.cookie, "shared-chart.png", await imageBytes("png", 400, 300));
    const created = await sendJson(app, "POST", "/api/blogs", { ...samplePost({ title: "Ravi Secret Launch Plan" }), image: item.url }, other.cookie);
    expect(created.status).toBe(201);

    const asWriter = await (await app.fetch("/admin/media?q=shared-chart", { headers: { Cookie: writer.cookie } })).text();
    expect(asWriter).toContain("a draft by another author");
    expect(asWriter).not.toContain("Ravi Secret Launch Plan");
    const refused = await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: writer.cookie });
    expect(refused.status).toBe(409);
    const refusal = await refused.text();
    expect(refusal).toContain("This image is used in a draft by another author. Remove it there first, then delete it.");
    expect(refusal).not.toContain("Ravi Secret Launch Plan");

    // The draft's own author and an admin (who may read every draft) see its title.
    expect(await (await app.fetch("/admin/media?q=shared-chart", { headers: { Cookie: other.cookie } })).text()).toContain("Ravi Secret Launch Plan");
    expect(await (await app.fetch("/admin/media?q=shared-chart", { headers: { Cookie: cookie } })).text()).toContain("Ravi Secret Launch Plan");
  });

  it("counts earlier versions: deleting asks first, and restoring such a version leaves the image out and says so", async () => {
    const item = await uploadOne(app, cookie, "old-diagram.jpg", await imageBytes("jpeg", 800, 600));
    const withImage = `<p>Before.</p><img src="${item.url}" alt="A diagram" width="800" height="600"><p>After.</p>`;
    const post = await createPostViaApi(app, cookie, { title: "Versions With A Diagram", content: withImage, status: "draft" });
    const edited = await sendJson(
      app,
      "PUT",
      `/api/blogs/${post.id}`,
      { ...samplePost({ title: "Versions With A Diagram" }), content: "<p>No diagram now.</p>", status: "draft" },
      cookie,
    );
    expect(edited.status).toBe(200);

    const listed = await (await app.fetch("/admin/media?q=old-diagram", { headers: { Cookie: cookie } })).text();
    expect(listed).toContain("an earlier version of &quot;Versions With A Diagram&quot;");
    const asked = await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie });
    expect(asked.status).toBe(412);
    const question = await asked.text();
    expect(question).toContain(
      "This image is only used in an earlier version of &quot;Versions With A Diagram&quot;. If you delete it, restoring such a version brings its text back without this image. Delete it anyway?",
    );
    expect(question).toContain("Delete anyway");
    expect(await app.database.db.selectFrom("media").select("id").where("id", "=", item.id).execute()).toHaveLength(1);
    expect((await postForm(app, "/admin/media", { intent: "delete", id: item.id, confirm: "earlier-versions" }, { Cookie: cookie })).status).toBe(
      200,
    );
    expect((await app.fetch(item.url)).status).toBe(404);

    const [first] = await postRevisionRows(app.database.db, post.id);
    // History says so before the restore too.
    const history = await (await app.fetch(`/blog/edit/${post.id}?revision=${first.id}`, { headers: { Cookie: cookie } })).text();
    expect(history).toContain(
      "This version uses an image deleted from the media library since (old-diagram.jpg). Restoring it leaves that image out.",
    );
    const restored = await app.fetch(`/blog/edit/${post.id}?restore=${first.id}`, { headers: { Cookie: cookie } });
    expect(restored.status).toBe(200);
    const page = await restored.text();
    expect(page).toContain("That version used an image deleted from the media library since (old-diagram.jpg), so it was left out.");
    // The form holds the text without that image; nothing is saved until the form is.
    expect(page).toContain("&lt;p&gt;Before.&lt;/p&gt;&lt;p&gt;After.&lt;/p&gt;</textarea>");
    const row = await app.database.db.selectFrom("posts").select(["content", "status"]).where("id", "=", post.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ content: "<p>No diagram now.</p>", status: "draft" });
  });

  it("counts pages of blocks, published and draft: each listed with a link to its editor, and deleting refused while one shows it", async () => {
    const item = await uploadOne(app, cookie, "page-photo.jpg", await imageBytes("jpeg", 800, 600));
    /** Saves a page through its editor (decision 0039), the blocks' ids repeated under `block`; answers the editor's path. */
    async function savePage(editorPath: string, pairs: Array<[string, string]>) {
      const saved = await app.fetch(editorPath, {
        method: "POST",
        headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams(pairs).toString(),
      });
      expect(saved.status, await saved.clone().text()).toBe(302);
      return saved.headers.get("location")!.split("?")[0]!;
    }
    const office: Array<[string, string]> = [
      ["path", "/our-office"],
      ["title", "Our office"],
      ["description", "Where we work."],
      ["block", "hero000001"],
      ["block.hero000001.type", "hero"],
      ["block.hero000001.heading", "Our office"],
      ["block.hero000001.intro", ""],
    ];
    const imageBlock = (hidden: boolean): Array<[string, string]> => [
      ["block", "image00001"],
      ["block.image00001.type", "image"],
      ...(hidden ? [["block.image00001.hidden", "on"] as [string, string]] : []),
      ["block.image00001.image.mediaId", item.id],
      ["block.image00001.image.alt", "The office at dawn"],
      ["block.image00001.caption", ""],
    ];
    const teamDay = (body: string): Array<[string, string]> => [
      ["path", "/team-day"],
      ["title", "Team day"],
      ["description", ""],
      ["block", "text000001"],
      ["block.text000001.type", "richText"],
      ["block.text000001.body", body],
    ];
    // A published page with an image block, and a draft whose rich text shows the image.
    const officeEditor = await savePage("/admin/pages/new", [...office, ...imageBlock(false), ["intent", "publish"]]);
    const draftEditor = await savePage("/admin/pages/new", [
      ...teamDay(`<p>All of us:</p><img src="${item.url}" alt="The team" width="800" height="600">`),
      ["intent", "save"],
    ]);
    expect(officeEditor).toMatch(/^\/admin\/pages\/\d+$/);
    expect(draftEditor).toMatch(/^\/admin\/pages\/\d+$/);
    expect(await (await app.fetch("/our-office")).text()).toContain(`/media/${item.id}/`);

    const listed = await (await app.fetch("/admin/media?q=page-photo", { headers: { Cookie: cookie } })).text();
    expect(listed).toContain(`href="${officeEditor}" data-discover="true">the page &quot;Our office&quot;</a>`);
    expect(listed).toContain(`href="${draftEditor}" data-discover="true">the page &quot;Team day&quot;</a>`);
    // An author may not edit pages: the page is named, without a link to its editor.
    const author = await roleUser(app, "author", "Ana Author");
    const asAuthor = await (await app.fetch("/admin/media?q=page-photo", { headers: { Cookie: author.cookie } })).text();
    expect(asAuthor).toContain("the page &quot;Our office&quot;");
    expect(asAuthor).not.toContain(`href="${officeEditor}"`);

    const refused = await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      "This image is used in the page &quot;Our office&quot; and the page &quot;Team day&quot;. Remove it there first, then delete it.",
    );
    expect(await app.database.db.selectFrom("media").select("id").where("id", "=", item.id).execute()).toHaveLength(1);
    expect((await app.fetch(item.url)).status).toBe(200);

    // The draft no longer shows it; the published page's image block is only hidden, which still counts.
    await savePage(draftEditor, [...teamDay("<p>All of us.</p>"), ["version", "1"], ["intent", "save"]]);
    await savePage(officeEditor, [...office, ...imageBlock(true), ["version", "1"], ["intent", "save"]]);
    const stillRefused = await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie });
    expect(stillRefused.status).toBe(409);
    expect(await stillRefused.text()).toContain("This image is used in the page &quot;Our office&quot;. Remove it there first, then delete it.");

    await savePage(officeEditor, [...office, ["version", "2"], ["intent", "save"]]);
    expect((await postForm(app, "/admin/media", { intent: "delete", id: item.id }, { Cookie: cookie })).status).toBe(200);
    expect((await app.fetch(item.url)).status).toBe(404);
  });
});
