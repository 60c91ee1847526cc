import { useLocation } from 'react-router-dom';

/** Shows where the router is, so a test can see where a tap led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
