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

/**
 * A page the website records by its key ("service:servicePage-acRepair"),
 * shown by its name and address instead: the key is the site's, not a word
 * of the office's.
 */
export function PageKeyInput(props: StringInputProps) {
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
  const label = props.value && routes ? pageLabel(props.value, routes) : "";
  return <TextInput {...props.elementProps} value={label} readOnly />;
}
