// Guards signed-in-only routes: anonymous visitors go to /login?continue=<path+search>.
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/Spinner";
import { selectAuthStatus } from "../../data/session/authSlice";
import { loginPathFor } from "../../data/session/loginRedirect";
import { useAppSelector } from "../../data/store";

export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  if (status === "unknown") return <Spinner centered label="Checking your session" />;
  if (status === "signedOut") return <Navigate to="/" replace />;
  if (status === "anonymous")
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
