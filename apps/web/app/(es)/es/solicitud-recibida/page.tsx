import { type SearchParams, StepShell } from "@/layout/step-shell";
import { FormResultPage, formResultMetadata } from "@/page-kinds/form-result";

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  formResultMetadata("received", "es", searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="es" step="received" searchParams={searchParams}>
      <FormResultPage result="received" locale="es" searchParams={searchParams} />
    </StepShell>
  );
}
