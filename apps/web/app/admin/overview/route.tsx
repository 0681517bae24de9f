import { Navigate } from 'react-router';

/** /admin until the overview screen lands (issue 18 §1): the audit log. */
export default function OverviewRoute() {
  return <Navigate to="/admin/audit" replace />;
}
