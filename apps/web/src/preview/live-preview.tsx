"use client";
import { useRouter } from "next/navigation";
import { lazy, Suspense } from "react";

// Fetched only when this renders, in draft mode: public pages' scripts hold
// no more than this wrapper.
const VisualEditing = lazy(() =>
  import("next-sanity/visual-editing/client-component").then((module) => ({
    default: module.VisualEditing,
  })),
);

/**
 * Inside the Studio's Presentation tool: outlines every marked text (a click
 * opens its field) and re-renders the page from the drafts as the editor
 * types.
 */
export function LivePreview() {
  const router = useRouter();
  return (
    <Suspense>
      <VisualEditing
        refresh={() => {
          router.refresh();
          return Promise.resolve();
        }}
      />
    </Suspense>
  );
}
