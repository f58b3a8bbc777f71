import { Navigate } from 'react-router';
import { paths } from '@/shared/routes/paths';

/** `/` has no screen of its own: the shipment flow's start is the home of a signed-in customer. */
export default function HomeRedirect() {
  return <Navigate to={paths.start} replace />;
}
