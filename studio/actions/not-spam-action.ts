import { type DocumentActionComponent, useDocumentOperation } from "sanity";

/**
 * "Not spam": moves a request the website kept apart as suspected spam back
 * to the leads (it clears the reason and publishes at once, as the site's own
 * leads are published documents).
 */
export const NotSpamAction: DocumentActionComponent = (props) => {
  const { patch, publish } = useDocumentOperation(props.id, props.type);
  const lead = (props.draft ?? props.published) as { spamReason?: string } | null;
  if (!lead?.spamReason) return null;
  return {
    label: "Not spam: move to leads",
    tone: "positive",
    onHandle: () => {
      patch.execute([{ unset: ["spamReason"] }]);
      publish.execute();
      props.onComplete();
    },
  };
};
