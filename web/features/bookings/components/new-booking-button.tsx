import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { sessionQuery } from "../../../lib/session";

const NewBookingDialog = lazy(async () => ({
  default: (await import("./new-booking-dialog")).NewBookingDialog,
}));

/**
 * "New Booking" for any page: from the bookings list, a client's page (`clientId`) or a package's page
 * (`packageId`). Staff book for any client; a client user requests a package for their own client. The
 * new booking opens once it is made.
 */
export function NewBookingButton({ clientId, packageId }: { clientId?: string; packageId?: string }) {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        {staff ? "New Booking" : "Request a Booking"}
      </Button>
      <Suspense fallback={null}>
        {open ? (
          <NewBookingDialog
            open={open}
            onOpenChange={setOpen}
            staff={staff}
            clientId={clientId}
            packageId={packageId}
            onSaved={(booking) => navigate(`/orders/${booking.id}`)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
