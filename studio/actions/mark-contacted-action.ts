import { type DocumentActionComponent, useDocumentOperation } from "sanity";

/**
 * "Mark contacted": the office has called or written back. Sets the status
 * and keeps the time (the results' time to contact), and stops the page:
 * nobody else is texted about this request. Published at once, as the
 * site's own leads are published documents.
 */
export const MarkContactedAction: DocumentActionComponent = (props) => {
  const { patch, publish } = useDocumentOperation(props.id, props.type);
  const lead = (props.draft ?? props.published) as {
    contactedAt?: string;
    spamReason?: string;
    status?: string;
  } | null;
  if (!lead || lead.contactedAt || lead.spamReason) return null;
  return {
    label: "Mark contacted",
    tone: "primary",
    onHandle: () => {
      patch.execute([
        {
          set: {
            contactedAt: new Date().toISOString(),
            ...(lead.status === "new" || !lead.status ? { status: "contacted" } : {}),
          },
        },
      ]);
      publish.execute();
      props.onComplete();
    },
  };
};
