import type { DocumentActionComponent, DocumentActionsContext } from "sanity";
import { describe, expect, it } from "vitest";
import { NotSpamAction } from "../actions/not-spam-action";
import config from "../sanity.config";

/** Sanity's own actions, as the Studio hands them to the config. */
const builtIn = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map(
  (action) => Object.assign((() => null) as DocumentActionComponent, { action }),
);

const actionsFor = (schemaType: string) => {
  const resolve = config.document?.actions as (
    previous: DocumentActionComponent[],
    context: DocumentActionsContext,
  ) => DocumentActionComponent[];
  return resolve(builtIn, { schemaType } as DocumentActionsContext).map(
    (action) => action.action ?? action,
  );
};

describe("what the office can do with a document", () => {
  it("a lead: move suspected spam back, publish a status, discard, delete; never create or copy", () => {
    expect(actionsFor("lead")).toEqual([NotSpamAction, "publish", "delete", "discardChanges"]);
  });

  it("a page of the site: publish, discard, restore; never delete, duplicate or unpublish", () => {
    for (const type of ["homePage", "servicePage", "serviceArea", "businessFacts"]) {
      expect(actionsFor(type), type).toEqual(["publish", "discardChanges", "restore"]);
    }
  });

  it("an FAQ or a comparison table: everything", () => {
    expect(actionsFor("faq")).toHaveLength(builtIn.length);
  });
});
