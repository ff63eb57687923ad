import { FolderTabs } from "~/components/admin/admin-ui";

/** The two halves of /admin/integrations: webhooks (events out) and API keys (requests in). */
export function IntegrationTabs({ current }: { current: "webhooks" | "keys" }) {
  return (
    <FolderTabs
      label="Integrations"
      tabs={[
        { label: "Webhooks", href: "/admin/integrations", current: current === "webhooks" },
        { label: "API keys", href: "/admin/integrations/keys", current: current === "keys" },
      ]}
    />
  );
}
