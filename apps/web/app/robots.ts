import { robotsFile, siteUrl } from "@hvac/seo";

export default function robots() {
  return robotsFile(siteUrl);
}
