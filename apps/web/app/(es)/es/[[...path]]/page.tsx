import { RoutePage, routeMetadata, routeParams } from "@/page-kinds/route-page";

// Only the paths of the route table exist; the proxy answers everything else.
export const dynamicParams = false;
export const generateStaticParams = () => routeParams("es");

export async function generateMetadata({ params }: PageProps<"/es/[[...path]]">) {
  return routeMetadata("es", (await params).path);
}

export default async function Page({ params }: PageProps<"/es/[[...path]]">) {
  return <RoutePage locale="es" segments={(await params).path} />;
}
