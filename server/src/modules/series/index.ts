// The series module's public face: the service (writing series, reading them and a post's place in one) and
// its routes.
export { SeriesService } from "./series.service";
export { seriesRoutes } from "./series.routes";
