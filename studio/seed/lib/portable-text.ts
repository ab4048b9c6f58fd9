import { createHash } from "node:crypto";
import { type CopyFact, copyFactNames, documentIdForPage, type RichText } from "@hvac/content";
import { isFixedPageId } from "@hvac/routing";
import { isStarterService, serviceDocId } from "./starter-services";

/**
 * Copy is written in a small markdown dialect and stored as Portable Text,
 * the Studio's rich-text format:
 *
 *   ## Heading            ### Subheading
 *   - bullet              1. numbered item
 *   **bold**  *italic*    [words](page:acMaintenance)   [words](tel:)
 *                         (a link names a fixed page or a starter service by its key)
 *   {arrivalPromise}      a Business fact (see @hvac/content copy-facts), shown as written there
 *
 * Blocks are separated by a blank line; list items by a line break.
 */

type Block = RichText[number];
type Child = NonNullable<Block["children"]>[number];
type MarkDef = NonNullable<Block["markDefs"]>[number];

const key = (seed: string) => createHash("sha1").update(seed).digest("hex").slice(0, 12);

function spans(text: string, seed: string): { children: Child[]; markDefs: MarkDef[] } {
  const children: Child[] = [];
  const markDefs: MarkDef[] = [];
  const pattern = new RegExp(
    String.raw`\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((page:([A-Za-z]+)|tel:)\)|\{(${copyFactNames.join("|")})\}`,
    "g",
  );
  let last = 0;
  const push = (value: string, marks: string[]) => {
    if (value)
      children.push({ _type: "span", _key: key(`${seed}:${children.length}`), text: value, marks });
  };
  for (const match of text.matchAll(pattern)) {
    push(text.slice(last, match.index), []);
    const [, bold, italic, linkText, , pageId, fact] = match;
    if (fact !== undefined) {
      // A Business fact becomes the inline object the Studio offers.
      children.push({
        _type: "factRef",
        _key: key(`${seed}:${children.length}`),
        fact: fact as CopyFact,
      });
    } else if (bold !== undefined) push(bold, ["strong"]);
    else if (italic !== undefined) push(italic, ["em"]);
    else if (linkText !== undefined) {
      const markKey = key(`${seed}:mark:${markDefs.length}`);
      if (pageId !== undefined) {
        const target = isFixedPageId(pageId)
          ? documentIdForPage({ id: pageId })
          : isStarterService(pageId)
            ? serviceDocId(pageId)
            : undefined;
        if (!target) throw new Error(`Unknown page in link: ${pageId}`);
        markDefs.push({
          _type: "internalLink",
          _key: markKey,
          page: { _type: "reference", _ref: target },
        });
      } else {
        markDefs.push({ _type: "phoneLink", _key: markKey });
      }
      push(linkText, [markKey]);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  push(text.slice(last), []);
  return { children, markDefs };
}

export function md(source: string): RichText {
  const blocks: RichText = [];
  const paragraphs = source
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim());
  for (const paragraph of paragraphs) {
    const lines = paragraph.split("\n").map((l) => l.trim());
    const isList = lines.every((l) => /^(- |\d+\. )/.test(l));
    const items = isList ? lines : [lines.join(" ")];
    for (const line of items) {
      const seed = `${blocks.length}:${line}`;
      let style: Block["style"] = "normal";
      let listItem: Block["listItem"];
      let text = line;
      if (text.startsWith("### ")) [style, text] = ["h3", text.slice(4)];
      else if (text.startsWith("## ")) [style, text] = ["h2", text.slice(3)];
      else if (text.startsWith("- ")) [listItem, text] = ["bullet", text.slice(2)];
      else if (/^\d+\. /.test(text)) [listItem, text] = ["number", text.replace(/^\d+\. /, "")];
      blocks.push({
        _type: "block",
        _key: key(seed),
        style,
        ...(listItem ? { listItem, level: 1 } : {}),
        ...spans(text, seed),
      });
    }
  }
  return blocks;
}
