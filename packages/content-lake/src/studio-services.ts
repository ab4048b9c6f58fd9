import { createRequire } from "node:module";
import type { Route } from "./http";

/** The user every request is made as: an administrator of the project. */
export const officeUser = {
  id: "p-office",
  name: "Office Manager",
  email: "office@example.com",
  profileImage: null,
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
  provider: "sanity",
};

const studioVersion: string = createRequire(import.meta.url)("sanity/package.json").version;

/**
 * The API calls around the content that the Studio makes as it opens: who is
 * logged in and what they may do, the project and its plan. Each answers as
 * for a project without paid features, upsells, announcements or help news.
 */
export function studioServiceRoutes(projectId: string, dataset: string): Route[] {
  const project = `/projects/${projectId}`;
  return [
    ["GET", /^\/users\/me$/, () => officeUser],
    // Field editing needs these grants; without them every form is read-only.
    [
      "GET",
      new RegExp(`^${project}/datasets/${dataset}/acl$`),
      () => [{ filter: "_id in path('**')", permissions: ["read", "update", "create", "history"] }],
    ],
    // Project-level grants (invite members, deploy a Studio): none.
    ["GET", new RegExp(`^${project}/grants$`), () => ({})],
    [
      "GET",
      new RegExp(`^${project}$`),
      () => ({
        id: projectId,
        displayName: "HVAC website",
        organizationId: null,
        members: [
          { id: officeUser.id, role: "administrator", isCurrentUser: true, isRobot: false },
        ],
        metadata: {},
      }),
    ],
    ["GET", new RegExp(`^${project}/datasets$`), () => [{ name: dataset, aclMode: "public" }]],
    ["GET", new RegExp(`^${project}/user-applications$`), () => []],
    ["GET", /^\/features$/, () => []],
    // Whether this origin may call the API (asked when an event stream fails): it may, with credentials.
    ["GET", /^\/check\/cors$/, () => ({ result: { allowed: true, withCredentials: true } })],
    ["GET", new RegExp(`^/schedules/${projectId}/${dataset}$`), () => ({ schedules: [] })],
    // Documents of other datasets that refer to one (asked before a delete): a one-dataset project has none.
    [
      "GET",
      new RegExp(`^/data/references/${dataset}/documents/[^/]+/to$`),
      () => ({ totalCount: 0, references: [] }),
    ],
    ["GET", /^\/journey\/[\w-]+$/, () => null],
    ["GET", /^\/help$/, () => ({})],
    // The office has not agreed to Sanity's telemetry; what the Studio still
    // sends as a page closes, and Sentry's error reports, are accepted and dropped.
    ["GET", /^\/intake\/telemetry-status$/, () => ({ status: "denied" })],
    ["POST", /^\/intake\/(batch|feedback)$/, () => ({})],
    // What the office has dismissed (announcements): nothing yet.
    [
      "GET",
      /^\/users\/me\/keyvalue\/(.+)$/,
      ({ match }) => (match[1] ?? "").split(",").map((key) => ({ key, value: null })),
    ],
    ["GET", /^\/ping$/, pong],
    // The dataset's own, which the Studio asks for its shard when it times a save (now and then).
    ["GET", new RegExp(`^/data/ping/${dataset}$`), pong],
  ];
}

const pong: Route[2] = ({ response }) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("PONG");
};

/** The module CDN's answer to the Studio's version check: the version it runs is the latest. */
export const moduleVersions = () => ({ latest: studioVersion, packageVersion: studioVersion });
