import { asksForReview, pendingStep } from "@hvac/office/lead-document";
import { type DocumentActionComponent, useDocumentOperation } from "sanity";

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/**
 * Publish, for a lead: when the office marks a request Customer, its one
 * review request becomes due in the same step (the website's worker mails
 * it in the customer's language). Never for suspected spam, never twice.
 * Each default publish action is wrapped once, so React keeps the same
 * component across the Studio's renders.
 */
export function publishAskingReview(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  // biome-ignore lint/correctness/noComponentHookFactories: Sanity's documented way to extend a default action; made once per action (above).
  const Action: DocumentActionComponent = (props) => {
    const original = publish(props);
    const { patch } = useDocumentOperation(props.id, props.type);
    if (!original) return original;
    return {
      ...original,
      onHandle: () => {
        const draft = props.draft as Parameters<typeof asksForReview>[0] | null;
        if (draft && asksForReview(draft)) {
          patch.execute([
            { setIfMissing: { steps: [] } },
            {
              insert: {
                after: "steps[-1]",
                items: [pendingStep("reviewRequest", new Date().toISOString())],
              },
            },
          ]);
        }
        original.onHandle?.();
      },
    };
  };
  const action = Object.assign(Action, { action: publish.action });
  wrapped.set(publish, action);
  return action;
}
