import { GeoScreen } from '../common/geo-screen.tsx';

/** /admin/shipping/countries (issue 18 §5): the countries of the storefront's location pickers. */
export default function ShippingRoute() {
  return <GeoScreen kind="countries" />;
}
