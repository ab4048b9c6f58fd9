import type { DocumentActionComponent, DuplicateDocumentActionComponent } from "sanity";

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/**
 * Duplicate, for towns and service pages: the copy starts with no former
 * addresses. They are the original's old links (filled in by its Publish);
 * a copy that kept them could take them over. Each default duplicate action
 * is wrapped once, so React keeps the same component across the Studio's renders.
 */
export function duplicateWithoutFormerAddresses(
  duplicate: DocumentActionComponent,
): DocumentActionComponent {
  const known = wrapped.get(duplicate);
  if (known) return known;
  // Sanity's default Duplicate takes `mapDocument` (its DuplicateActionProps, beta) to change the copy before it is created.
  const withMap = duplicate as DuplicateDocumentActionComponent;
  // biome-ignore lint/correctness/noComponentHookFactories: Sanity's documented way to extend a default action; made once per action (above).
  const Action: DocumentActionComponent = (props) =>
    withMap({ ...props, mapDocument: ({ formerPaths: _former, ...copy }) => copy });
  const action = Object.assign(Action, { action: duplicate.action });
  wrapped.set(duplicate, action);
  return action;
}
