import { type AddressedDocument, type CollectionKind, formerPathsAfter } from "@hvac/routing";
import { type DocumentActionComponent, useDocumentOperation } from "sanity";

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/** The document types whose pages have addresses of their own. */
export const addressedTypes: Record<string, CollectionKind> = {
  servicePage: "service",
  serviceArea: "area",
};

/**
 * Publish, for towns and service pages: when the draft changes the page's
 * address, the old one is kept among its former addresses in the same step,
 * so every old link answers 308 to the new address with nothing for the
 * office to do. Each default publish action is wrapped once, so React keeps
 * the same component across the Studio's renders.
 */
export function publishKeepingAddresses(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  // biome-ignore lint/correctness/noComponentHookFactories: Sanity's documented way to extend a default action; made once per action (above).
  const Action: DocumentActionComponent = (props) => {
    const original = publish(props);
    const { patch } = useDocumentOperation(props.id, props.type);
    const kind = addressedTypes[props.type];
    if (!original || !kind) return original;
    return {
      ...original,
      onHandle: () => {
        const former = formerPathsAfter(
          kind,
          props.published as AddressedDocument | null,
          props.draft as AddressedDocument | null,
        );
        if (former) patch.execute([{ set: { formerPaths: former } }]);
        original.onHandle?.();
      },
    };
  };
  const action = Object.assign(Action, { action: publish.action });
  wrapped.set(publish, action);
  return action;
}
