import { routeCollectionsQuery, routeTableOf } from "@hvac/content/route-collections";
import type { RouteTable } from "@hvac/routing";
import { TextInput } from "@sanity/ui";
import { useEffect, useState } from "react";
import { type StringInputProps, useClient } from "sanity";

/** A page as the office knows it: its name and English address; a withdrawn page keeps its key. */
export function pageLabel(key: string, routes: RouteTable) {
  const page = routes.pageFromKey(key);
  return page ? `${routes.nameOf(page, "en")}, ${routes.pathFor(page, "en")}` : key;
}

/** A service as the office knows it: its name alone, never the site's key. */
function serviceLabel(key: string, routes: RouteTable) {
  const page = routes.pageFromKey(key);
  return page ? routes.nameOf(page, "en") : "A service no longer on the website";
}

/** The website's pages, read once for a field. */
function useRoutes() {
  const client = useClient({ apiVersion: "2025-06-01" });
  const [routes, setRoutes] = useState<RouteTable>();
  useEffect(() => {
    let current = true;
    client
      .fetch(routeCollectionsQuery)
      .then((collections) => current && setRoutes(routeTableOf(collections)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client]);
  return routes;
}

/**
 * A page the website records by its key ("service:servicePage-acRepair"),
 * shown by its name and address instead: the key is the site's, not a word
 * of the office's.
 */
export function PageKeyInput(props: StringInputProps) {
  const routes = useRoutes();
  const label = props.value && routes ? pageLabel(props.value, routes) : "";
  return <TextInput {...props.elementProps} value={label} readOnly />;
}

/** The service a visit was booked for, by its name alone (no address where a service is named). */
export function ServiceKeyInput(props: StringInputProps) {
  const routes = useRoutes();
  const label = props.value && routes ? serviceLabel(props.value, routes) : "";
  return <TextInput {...props.elementProps} value={label} readOnly />;
}
