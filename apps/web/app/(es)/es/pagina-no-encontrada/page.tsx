import { NotFoundPage, notFoundMetadata } from "@/page-kinds/not-found";

export const metadata = notFoundMetadata("es");

export default function Page() {
  return <NotFoundPage locale="es" />;
}
