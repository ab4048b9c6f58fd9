import { FormResultPage, formResultMetadata, type SearchParams } from "@/form-result-page";

export const metadata = formResultMetadata("notSent", "es");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <FormResultPage result="notSent" locale="es" searchParams={searchParams} />;
}
