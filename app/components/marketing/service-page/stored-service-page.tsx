import { PageBlocks } from "~/components/pages/page-blocks";
import type { ReadBlock } from "~/modules/pages/blocks";

/** A service page as staff last published it: its blocks, drawn by the service pages' own components (decision 0052). */
export function StoredServicePage({ slug, blocks }: { slug: string; blocks: ReadBlock[] }) {
  return (
    <div data-service={slug}>
      <PageBlocks blocks={blocks} />
    </div>
  );
}
