import type { Seeder } from "~/modules/sample-content/sample-content.server";
import { postInputSchema } from "./blog.schema";
import { createPost } from "./blog.server";
import { sampleHindiPost, samplePosts } from "./sample-posts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sample posts through the same use case the admin uses, so they get slugs and sanitizing like any other post. */
export const blogSeeder: Seeder = {
  name: "blog",
  async run(database) {
    const now = Date.now();
    let translated: { id: number; publishedAt: Date } | undefined;
    for (const { daysAgo, ...post } of [...samplePosts].reverse()) {
      const fields = postInputSchema.parse({ ...post, status: "published" });
      const publishedAt = new Date(now - daysAgo * DAY_MS);
      const made = await createPost({ database, clock: { now: () => publishedAt } }, { fields });
      if (made.ok && post.title === sampleHindiPost.translates) translated = { id: made.value.id, publishedAt };
    }
    // The Hindi translation after every English post, so theirs keep the ids they had; dated as its original.
    if (translated) {
      const { translates: _, ...post } = sampleHindiPost;
      const fields = postInputSchema.parse({ ...post, status: "published" });
      const at = translated.publishedAt;
      await createPost({ database, clock: { now: () => at } }, { fields, language: "hi", translationOf: translated.id });
    }
  },
};
