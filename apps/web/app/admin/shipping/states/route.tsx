import { GeoScreen } from '../common/geo-screen.tsx';

/** /admin/shipping/states (issue 18 §5): the states of the storefront's location pickers. */
export default function ShippingRoute() {
  return <GeoScreen kind="states" />;
}
