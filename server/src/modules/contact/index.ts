// The contact module's public face: messages sent through the contact page, and their routes.
export { ContactService } from "./contact.service";
export { contactRoutes } from "./contact.routes";
