import { BookingTimesPage, bookingTimesMetadata } from "@/booking/booking-times-page";
import type { SearchParams } from "@/page-kinds/form-result";

export const metadata = bookingTimesMetadata("es");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <BookingTimesPage locale="es" searchParams={searchParams} />;
}
