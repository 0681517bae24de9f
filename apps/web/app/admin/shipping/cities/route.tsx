import { GeoScreen } from '../common/geo-screen.tsx';

/** /admin/shipping/cities (issue 18 §5): the cities of the storefront's location pickers. */
export default function ShippingRoute() {
  return <GeoScreen kind="cities" />;
}
