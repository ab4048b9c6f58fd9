import type {
  DocumentActionComponent,
  DocumentActionProps,
  DocumentActionsContext,
  DuplicateActionProps,
} from "sanity";
import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { MarkContactedAction } from "../actions/mark-contacted-action";
import { NotSpamAction } from "../actions/not-spam-action";
import config from "../sanity.config";
import { schemaTypes } from "../schemas";
import { siteWrittenTypes } from "../structure";

/** Sanity's own actions, as the Studio hands them to the config. */
const builtIn = [
  "publish",
  "schedule",
  "unpublish",
  "delete",
  "duplicate",
  "discardChanges",
  "restore",
].map((action) => Object.assign((() => null) as DocumentActionComponent, { action }));

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
  it("a lead: mark it contacted, move suspected spam back, publish a status, discard, delete; never create or copy", () => {
    expect(actionsFor("lead")).toEqual([
      MarkContactedAction,
      NotSpamAction,
      "publish",
      "delete",
      "discardChanges",
    ]);
  });

  it("a fixed page of the site: publish now or later, discard, restore; never delete, duplicate or unpublish", () => {
    for (const type of [
      "homePage",
      "serviceHub",
      "legalPage",
      "businessFacts",
      "pagingSettings",
      "bookingSettings",
    ]) {
      expect(actionsFor(type), type).toEqual(["publish", "schedule", "discardChanges", "restore"]);
    }
  });

  it("a town or a service page: everything but Schedule, its publish keeping the old address", () => {
    for (const type of ["servicePage", "serviceArea"]) {
      // A scheduled publish would skip the Publish that keeps a changed address's old one.
      expect(actionsFor(type), type).toEqual(
        builtIn.map(({ action }) => action).filter((action) => action !== "schedule"),
      );
      const resolve = config.document?.actions as (
        previous: DocumentActionComponent[],
        context: DocumentActionsContext,
      ) => DocumentActionComponent[];
      const [publish] = resolve(builtIn, { schemaType: type } as DocumentActionsContext);
      expect(publish).not.toBe(builtIn[0]);
      // Wrapped once: the same component on every render of the Studio.
      expect(resolve(builtIn, { schemaType: type } as DocumentActionsContext)[0]).toBe(publish);
    }
  });

  it("a copy of a town or a service page starts without the original's former addresses", () => {
    let given: DuplicateActionProps | undefined;
    const duplicate = Object.assign(
      (props: DuplicateActionProps) => {
        given = props;
        return null;
      },
      { action: "duplicate" as const },
    );
    const resolve = config.document?.actions as (
      previous: DocumentActionComponent[],
      context: DocumentActionsContext,
    ) => DocumentActionComponent[];
    const [copy] = resolve([duplicate], { schemaType: "serviceArea" } as DocumentActionsContext);
    copy?.({ id: "serviceArea-seguin", type: "serviceArea" } as DocumentActionProps);
    const town = { _id: "x", _type: "serviceArea", name: "Seguin" };
    expect(given?.mapDocument?.({ ...town, formerPaths: ["/service-areas/seguin"] })).toEqual(town);
  });

  it("an FAQ or a comparison table: everything", () => {
    expect(actionsFor("faq")).toHaveLength(builtIn.length);
  });
});

describe("editing in one language at a time", () => {
  const schema = createSchema({ name: "default", types: schemaTypes });
  const filterOf = (schemaType: string) => {
    const plugin = config.plugins?.find(({ name }) => name === "@sanity/language-filter");
    const resolve = plugin?.document?.unstable_languageFilter as (
      previous: unknown[],
      context: { schemaType: string; schema: typeof schema },
    ) => unknown[];
    return resolve([], { schemaType, schema });
  };

  it("every document type the office edits has the language menu; what the site writes has none", () => {
    for (const type of schemaTypes.filter((t) => t.type === "document")) {
      expect(filterOf(type.name), type.name).toHaveLength(siteWrittenTypes.has(type.name) ? 0 : 1);
    }
    expect(filterOf("lead")).toHaveLength(0);
    expect(filterOf("resultsCounts")).toHaveLength(0);
  });
});
