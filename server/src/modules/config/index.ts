// The config module's public face: GET /config, the run-time settings the browser reads.
export { configRoutes } from "./config.routes";
