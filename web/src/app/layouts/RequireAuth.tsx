// Guards signed-in-only routes: anonymous visitors go to /login?continue=<path+search>.
import { useIntl } from "react-intl";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/Spinner";
import { selectAuthStatus } from "../../data/session/authSlice";
import { loginPathFor } from "../../data/session/loginRedirect";
import { useAppSelector } from "../../data/store";

export function RequireAuth() {
  const intl = useIntl();
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  if (status === "unknown")
    return <Spinner centered label={intl.formatMessage({ id: "common.session.checking" })} />;
  if (status === "signedOut") return <Navigate to="/" replace />;
  if (status === "anonymous")
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
