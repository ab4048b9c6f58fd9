import { againstFloor, type FloorRun, openLighthouse } from "@hvac/audits";
import { href } from "@hvac/routing";
import { beforeAll, describe, expect, it } from "vitest";
import { floorSite } from "../support/floor";
import { failures, judgedRounds, spreadOf } from "../support/judged-scores";
import { servicePage, starterPath, starterRoutes, town } from "../support/starter-routes";
import { baseURL } from "../support/visit";

/**
 * One page of each kind a visitor lands on (the noindex legal pages are not
 * among them), with the home page and the longest service page (within 5 %
 * of the heaviest by bytes served) in both languages.
 */
const representative = [
  href("home", "en"),
  href("home", "es"),
  starterPath(servicePage("indoorAirQuality"), "en"),
  starterPath(servicePage("indoorAirQuality"), "es"),
  starterRoutes.pathFor(town("floresville"), "en"),
  href("contact", "en"),
];

describe("Lighthouse mobile on representative pages, against the floor", () => {
  let run: FloorRun;
  beforeAll(async () => {
    const floor = await floorSite();
    const lighthouse = await openLighthouse();
    try {
      const urls = representative.map((path) => `${baseURL()}${path}`);
      run = await againstFloor(lighthouse, `${floor.baseURL}/`, urls, judgedRounds);
    } finally {
      await lighthouse.close();
      await floor.stop();
    }
  }, 900_000);

  it.each(representative.map((path, i) => [path, i] as const))("%s", (_path, i) => {
    const page = run.pages[i];
    if (!page) throw new Error("the page was not measured");
    expect(failures(page, run), spreadOf(page, run)).toEqual([]);
  });
});
