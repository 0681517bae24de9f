import { GeoScreen } from '../common/geo-screen.tsx';

/** /admin/shipping/areas (issue 18 §5): the areas of the storefront's location pickers. */
export default function ShippingRoute() {
  return <GeoScreen kind="areas" />;
}
