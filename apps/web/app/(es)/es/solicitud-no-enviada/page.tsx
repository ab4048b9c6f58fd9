import { type SearchParams, StepShell } from "@/layout/step-shell";
import { FormResultPage, formResultMetadata } from "@/page-kinds/form-result";

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  formResultMetadata("notSent", "es", searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="es" step="notSent" searchParams={searchParams}>
      <FormResultPage result="notSent" locale="es" searchParams={searchParams} />
    </StepShell>
  );
}
