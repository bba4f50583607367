// The imports module's public face: importing posts from WordPress, Ghost and Markdown in the background.
export { ImportsService } from "./imports.service";
export { importsRoutes } from "./imports.routes";
export { registerImportsJobs } from "./imports.jobs";
