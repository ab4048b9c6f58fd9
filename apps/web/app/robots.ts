import { robotsFile } from "@hvac/seo";
import { siteUrl } from "@/seo/site-url";

export default function robots() {
  return robotsFile(siteUrl);
}
