import { RoutePage, routeMetadata, routeParams } from "@/page-kinds/route-page";

// The pages of the route table at build time are made then; a town or service
// page the office publishes later renders on its first visit. The proxy
// answers every path that is not a page of the table as published.
export const dynamicParams = true;
export const generateStaticParams = () => routeParams("en");

export async function generateMetadata({ params }: PageProps<"/[[...path]]">) {
  return routeMetadata("en", (await params).path);
}

export default async function Page({ params }: PageProps<"/[[...path]]">) {
  return <RoutePage locale="en" segments={(await params).path} />;
}
