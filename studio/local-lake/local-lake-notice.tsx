import { Card, Text } from "@sanity/ui";
import type { NavbarProps } from "sanity";
import { siteUrl } from "../site-url";

/**
 * The line above the navigation of the Studio on the local lake: where what
 * the office publishes goes, and what needs a Sanity project, where the
 * office meets it (docs/office.md, "Try it on your computer").
 */
export function LocalLakeNavbar(props: NavbarProps) {
  return (
    <>
      <Card tone="caution" paddingX={3} paddingY={2} role="note">
        <Text size={1}>
          This Studio runs on your computer, on its own copy of the content: what you publish shows
          at {siteUrl}. Photo uploads, history from before it started, scheduling, comments, tasks
          and AI Assist need a Sanity project (docs/office.md, "Try it on your computer").
        </Text>
      </Card>
      {props.renderDefault(props)}
    </>
  );
}
