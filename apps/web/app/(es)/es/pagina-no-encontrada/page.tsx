import { NotFoundPage, notFoundMetadata } from "@/not-found-page";

export const metadata = notFoundMetadata("es");

export default function Page() {
  return <NotFoundPage locale="es" />;
}
