import type { Seeder } from "~/modules/sample-content/sample-content.server";
import { postInputSchema } from "./blog.schema";
import { createPost } from "./blog.server";
import { samplePosts } from "./sample-posts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sample posts through the same use case the admin uses, so they get slugs and sanitizing like any other post. */
export const blogSeeder: Seeder = {
  name: "blog",
  async run(database) {
    const now = Date.now();
    for (const { daysAgo, ...post } of [...samplePosts].reverse()) {
      const fields = postInputSchema.parse({ ...post, status: "published" });
      const publishedAt = new Date(now - daysAgo * DAY_MS);
      await createPost({ database, clock: { now: () => publishedAt } }, { fields });
    }
  },
};
