// The uploads module's public face: image uploads, limited per user.
export { UploadsService } from "./uploads.service";
export { uploadsRoutes } from "./uploads.routes";
