import { RoutePage, routeMetadata, routeParams } from "@/page-kinds/route-page";

// Only the paths of the route table exist; the proxy answers everything else.
export const dynamicParams = false;
export const generateStaticParams = () => routeParams("en");

export async function generateMetadata({ params }: PageProps<"/[[...path]]">) {
  return routeMetadata("en", (await params).path);
}

export default async function Page({ params }: PageProps<"/[[...path]]">) {
  return <RoutePage locale="en" segments={(await params).path} />;
}
