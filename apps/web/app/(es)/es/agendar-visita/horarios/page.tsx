import { BookingTimesPage, bookingTimesMetadata } from "@/booking/booking-times-page";
import { type SearchParams, StepShell } from "@/layout/step-shell";

export const generateMetadata = () => bookingTimesMetadata("es");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="es" step="bookingTimes" searchParams={searchParams}>
      <BookingTimesPage locale="es" searchParams={searchParams} />
    </StepShell>
  );
}
