import type { ReactNode } from "react";
import type { TravelPackage } from "#domain/packages/package.schema";
import { formatDateRange } from "#domain/trips/trip-format";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { OfferAvailability } from "./offer-availability";
import { durationText } from "./offer-places";
import { OfferPrice } from "./offer-price";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Everything about one offer: image, description, facts, included services and availability. */
export function OfferDetails({ offer }: { offer: TravelPackage }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-6">
        <img
          src={offer.imageUrl}
          alt={`${offer.title}, ${offer.destination}`}
          width={800}
          height={500}
          className="aspect-[8/5] w-full rounded-xl border bg-muted object-cover"
        />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Description</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{offer.description}</p>
          </CardContent>
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <Card>
          <CardContent className="grid gap-4">
            <OfferPrice offer={offer} />
            <dl className="grid grid-cols-2 gap-4">
              <Fact term="Destination">{offer.destination}</Fact>
              <Fact term="Dates">{formatDateRange(offer.startDate, offer.endDate)}</Fact>
              <Fact term="Duration">{durationText(offer.durationDays)}</Fact>
              <Fact term="Category">{offer.category}</Fact>
              <Fact term="Max participants">{offer.maxParticipants}</Fact>
              <Fact term="Discount">{offer.discountPercent > 0 ? `${offer.discountPercent}%` : "None"}</Fact>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Availability</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <OfferAvailability
              bookedPlaces={offer.bookedPlaces}
              maxParticipants={offer.maxParticipants}
              placesLeft={offer.placesLeft}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Included services</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {offer.includedServices.length > 0 ? (
              <ul aria-label="Included services" className="list-disc space-y-1 pl-5 text-sm">
                {offer.includedServices.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">No included services listed.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
