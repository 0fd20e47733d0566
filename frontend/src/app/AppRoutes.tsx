import { useRoutes, type RouteObject } from 'react-router';
import { RouteTableProvider } from '../shared/lib/routeHandle';

/** The route table rendered for the current address, its metadata readable by the layout. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return <RouteTableProvider value={routes}>{useRoutes(routes)}</RouteTableProvider>;
}
