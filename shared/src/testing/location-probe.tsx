import { useLocation, useNavigationType } from 'react-router-dom';

/** Shows where the router is and how it got there, so a test can see where a tap led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" data-navigation={useNavigationType()}>{`${pathname}${search}`}</output>;
}
