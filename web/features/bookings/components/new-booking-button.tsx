import { useSuspenseQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { HeldButton } from "../../../components/held-button";
import { sessionQuery } from "../../../lib/session";
import { NOT_LINKED_REASON, useNotLinkedToClient } from "../../client-home/api/get-own-client";

const NewBookingDialog = lazy(async () => ({
  default: (await import("./new-booking-dialog")).NewBookingDialog,
}));

/**
 * "New Booking" for any page: from the bookings list, a client's page (`clientId`) or a package's page
 * (`packageId`). Staff book for any client; a client user requests a package for their own client. The
 * new booking opens once it is made. A client user not linked to a client yet finds it disabled, with why;
 * so does anyone when the page says why it cannot be booked now (`held`: a sold-out package).
 */
export function NewBookingButton({
  clientId,
  packageId,
  held = null,
}: {
  clientId?: string;
  packageId?: string;
  held?: string | null;
}) {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const staff = user?.role === "admin" || user?.role === "agent";
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A client user whose account belongs to no client yet has nobody to book for: the button says why.
  const notLinked = useNotLinkedToClient(staff);
  return (
    <>
      <HeldButton hold={notLinked ? NOT_LINKED_REASON : held} onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden />
        {staff ? "New Booking" : "Request a Booking"}
      </HeldButton>
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
