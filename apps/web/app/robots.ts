import { robotsFile } from "@hvac/seo";
import { settings } from "@/server/server-context";

export default function robots() {
  return robotsFile(settings().siteUrl);
}
